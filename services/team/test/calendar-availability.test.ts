import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '@rugby/service-kit';
import { createEvent, makeTeam, match, startCalendarApp, training, type FakeNotifier } from './calendar-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp & { notifier: FakeNotifier };
beforeAll(async () => {
  t = await startCalendarApp();
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});
beforeEach(() => {
  setClock('2026-11-25T09:00:00Z');
});

const answer = (headers: Record<string, string>, eventId: string, body: object) =>
  request(t.app).put(`/api/events/${eventId}/availability`).set(headers).send(body);

/** A team with five players (two props, a hooker, a wing, one without a position) and a match on Saturday 5 December. */
async function squadWithMatch() {
  const team = await makeTeam(t);
  const props = [await team.addPlayer({ firstName: 'Aaron', position: 'prop' }), await team.addPlayer({ firstName: 'Ben', position: 'prop' })];
  const wing = await team.addPlayer({ firstName: 'Cal', position: 'wing' });
  const noPosition = await team.addPlayer({ firstName: 'Dan', position: null });
  const hooker = await team.addPlayer({ firstName: 'Eli', position: 'hooker' });
  const created = await createEvent(t, team.coach.headers, team.teamId, match({ location: 'Eden Park' }));
  expect(created.status).toBe(201);
  return { team, props, wing, noPosition, hooker, eventId: created.body.events[0].id as string };
}

describe('availability', () => {
  it('players answer for themselves; the coach sees counts, counts by position and every answer', async () => {
    const { team, props, wing, noPosition, hooker, eventId } = await squadWithMatch();
    const mine = await answer(props[0]!.headers, eventId, { status: 'available' });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: eventId, myAvailability: { status: 'available', reason: null }, availabilityCounts: null });

    const noReason = await answer(props[1]!.headers, eventId, { status: 'unavailable' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('reason is required when unavailable');
    expect(noReason.body.details[0].path).toEqual(['reason']);
    expect((await answer(props[1]!.headers, eventId, { status: 'unavailable', reason: 'Injured hamstring' })).status).toBe(200);
    expect((await answer(wing.headers, eventId, { status: 'maybe', reason: 'Work shift' })).status).toBe(200);
    expect((await answer(hooker.headers, eventId, { status: 'maybe' })).status).toBe(200);
    expect((await answer(hooker.headers, eventId, { status: 'available' })).status).toBe(200); // changes their mind
    // A coach has no answer to give.
    expect((await answer(team.coach.headers, eventId, { status: 'available' })).status).toBe(403);

    const overview = await request(t.app).get(`/api/events/${eventId}/availability`).set(team.coach.headers);
    expect(overview.status).toBe(200);
    expect(overview.body.counts).toEqual({ available: 2, unavailable: 1, maybe: 1, noResponse: 1 });
    expect(overview.body.event.availabilityCounts).toEqual({ available: 2, unavailable: 1, maybe: 1, noResponse: 1 });
    expect(overview.body.byPosition).toEqual([
      { position: 'prop', label: 'Prop', available: 1, unavailable: 1, maybe: 0, noResponse: 0 },
      { position: 'hooker', label: 'Hooker', available: 1, unavailable: 0, maybe: 0, noResponse: 0 },
      { position: 'wing', label: 'Wing', available: 0, unavailable: 0, maybe: 1, noResponse: 0 },
      { position: null, label: 'No position', available: 0, unavailable: 0, maybe: 0, noResponse: 1 },
    ]);
    const byName = Object.fromEntries(overview.body.players.map((p: { name: string }) => [p.name.split(' ')[0], p]));
    expect(byName.Ben).toMatchObject({ userId: props[1]!.userId, status: 'unavailable', reason: 'Injured hamstring', answeredAt: '2026-11-25T09:00:00.000Z' });
    expect(byName.Dan).toMatchObject({ userId: noPosition.userId, status: null, answeredAt: null, chasedAt: null });

    // The player's calendar shows their own answer only.
    const asWing = await request(t.app).get(`/api/teams/${team.teamId}/events`).set(wing.headers);
    expect(asWing.body.events[0]).toMatchObject({ myAvailability: { status: 'maybe', reason: 'Work shift' }, availabilityCounts: null });
    const asCoach = await request(t.app).get(`/api/teams/${team.teamId}/events`).set(team.coach.headers);
    expect(asCoach.body.events[0]).toMatchObject({ myAvailability: null, availabilityCounts: { available: 2, unavailable: 1, maybe: 1, noResponse: 1 } });
  });

  it('refuses answers once the event has started or when it is cancelled', async () => {
    const { team, props, eventId } = await squadWithMatch();
    const session = await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-12-02' }));
    const sessionId = session.body.events[0].id;
    await request(t.app).post(`/api/events/${sessionId}/cancel`).set(team.coach.headers).send({ reason: 'Pitch closed' });
    const cancelled = await answer(props[0]!.headers, sessionId, { status: 'available' });
    expect(cancelled.status).toBe(400);
    expect(cancelled.body.message).toBe('eventId: This event is cancelled, so it can no longer be answered');

    setClock('2026-12-05T14:31:00Z');
    const late = await answer(props[0]!.headers, eventId, { status: 'available' });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('eventId: This event has already started, so it can no longer be answered');
    expect(await t.prisma.availability.count({ where: { eventId } })).toBe(0);
  });

  it('chases the players who have not answered, at most once per player and event per team day', async () => {
    const { team, props, wing, noPosition, hooker, eventId } = await squadWithMatch();
    await answer(props[0]!.headers, eventId, { status: 'available' });
    await answer(props[1]!.headers, eventId, { status: 'maybe' });
    t.notifier.reset();

    const first = await request(t.app).post(`/api/events/${eventId}/chase`).set(team.coach.headers);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Asked 3 players to answer', chased: 3 });
    expect(t.notifier.calls).toHaveLength(1);
    expect(t.notifier.calls[0]).toMatchObject({
      key: `availability-chase:${eventId}:2026-11-25`,
      kind: 'availability-chase',
      teamId: team.teamId,
      url: '/player/calendar',
      title: 'Are you available? vs Harlequins, Sat 5 Dec',
    });
    expect(t.notifier.calls[0]!.body).toContain('Sat 5 Dec at 14:30');
    expect(t.notifier.calls[0]!.recipients.map((r) => r.userId).sort()).toEqual([wing.userId, noPosition.userId, hooker.userId].sort());
    expect(t.notifier.calls[0]!.recipients.find((r) => r.userId === wing.userId)).toMatchObject({
      name: wing.name,
      email: wing.email,
      phone: expect.any(String),
    });

    setClock('2026-11-25T20:00:00Z'); // later the same day
    const again = await request(t.app).post(`/api/events/${eventId}/chase`).set(team.coach.headers);
    expect(again.body).toMatchObject({ chased: 0 });
    expect(t.notifier.calls).toHaveLength(1);

    // Someone who joins later is chased the same day; the others are not asked twice.
    const newcomer = await team.addPlayer({ firstName: 'Finn', position: 'lock' });
    const third = await request(t.app).post(`/api/events/${eventId}/chase`).set(team.coach.headers);
    expect(third.body).toEqual({ message: 'Asked 1 player to answer', chased: 1 });
    expect(t.notifier.calls.at(-1)!.recipients.map((r) => r.userId)).toEqual([newcomer.userId]);

    const overview = await request(t.app).get(`/api/events/${eventId}/availability`).set(team.coach.headers);
    const chasedAt = Object.fromEntries(overview.body.players.map((p: { userId: string; chasedAt: string | null }) => [p.userId, p.chasedAt]));
    expect(chasedAt[wing.userId]).toBe('2026-11-25T09:00:00.000Z');
    expect(chasedAt[newcomer.userId]).toBe('2026-11-25T20:00:00.000Z');
    expect(chasedAt[props[0]!.userId]).toBeNull();
    expect(overview.body.counts.noResponse).toBe(4);

    // The next day they may be asked again; answering takes a player off the list.
    await answer(wing.headers, eventId, { status: 'available' });
    setClock('2026-11-26T08:00:00Z');
    const nextDay = await request(t.app).post(`/api/events/${eventId}/chase`).set(team.coach.headers);
    expect(nextDay.body.chased).toBe(3);
    expect(t.notifier.calls.at(-1)!.key).toBe(`availability-chase:${eventId}:2026-11-26`);
    expect(t.notifier.delivered.filter((d) => d.kind === 'availability-chase')).toHaveLength(7);
  });
});

describe('attendance', () => {
  it('prefills from availability, refuses saving before the start, saves, and keeps each player history', async () => {
    const { team, props, wing, noPosition, hooker, eventId } = await squadWithMatch();
    await answer(props[0]!.headers, eventId, { status: 'available' });
    await answer(props[1]!.headers, eventId, { status: 'unavailable', reason: 'Injury: sore knee' });
    await answer(wing.headers, eventId, { status: 'unavailable', reason: 'Away for work' });
    await answer(noPosition.headers, eventId, { status: 'maybe' });

    const sheet = await request(t.app).get(`/api/events/${eventId}/attendance`).set(team.coach.headers);
    expect(sheet.status).toBe(200);
    expect(sheet.body.taken).toBe(false);
    const rows = Object.fromEntries(sheet.body.players.map((p: { userId: string }) => [p.userId, p]));
    expect(rows[props[0]!.userId]).toMatchObject({ status: 'present', source: 'availability' });
    expect(rows[props[1]!.userId]).toMatchObject({ status: 'injured', source: 'availability' });
    expect(rows[wing.userId]).toMatchObject({ status: 'absent', source: 'availability' });
    expect(rows[noPosition.userId]).toMatchObject({ status: null, source: 'none' });
    expect(rows[hooker.userId]).toMatchObject({ status: null, source: 'none' });

    const records = [
      { userId: props[0]!.userId, status: 'present' },
      { userId: hooker.userId, status: 'late', note: 'Traffic' },
      { userId: wing.userId, status: 'absent' },
    ];
    const early = await request(t.app).put(`/api/events/${eventId}/attendance`).set(team.coach.headers).send({ records });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('eventId: Attendance can be taken once the event has started');

    setClock('2026-12-05T16:40:00Z');
    const stranger = await request(t.app)
      .put(`/api/events/${eventId}/attendance`)
      .set(team.coach.headers)
      .send({ records: [...records, { userId: team.coach.userId, status: 'present' }] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(`records.userId ${team.coach.userId} is not a player of this team`);
    expect(stranger.body.details[0].path).toEqual(['records', 'userId']);

    const saved = await request(t.app).put(`/api/events/${eventId}/attendance`).set(team.coach.headers).send({ records });
    expect(saved.status).toBe(200);
    expect(saved.body.taken).toBe(true);
    const after = Object.fromEntries(saved.body.players.map((p: { userId: string }) => [p.userId, p]));
    expect(after[props[0]!.userId]).toMatchObject({ status: 'present', source: 'recorded' });
    expect(after[hooker.userId]).toMatchObject({ status: 'late', source: 'recorded', note: 'Traffic' });
    expect(after[props[1]!.userId]).toMatchObject({ status: 'injured', source: 'availability' });
    const listed = await request(t.app).get(`/api/teams/${team.teamId}/events`).query({ from: '2026-12-05', to: '2026-12-05' }).set(team.coach.headers);
    expect(listed.body.events[0].attendanceTaken).toBe(true);

    // A second, later event: the hooker misses it.
    setClock('2026-12-06T09:00:00Z');
    const session = await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-12-08' }));
    setClock('2026-12-08T19:00:00Z');
    const second = await request(t.app)
      .put(`/api/events/${session.body.events[0].id}/attendance`)
      .set(team.coach.headers)
      .send({ records: [{ userId: hooker.userId, status: 'absent' }] });
    expect(second.status).toBe(200);

    const history = await request(t.app).get(`/api/teams/${team.teamId}/players/${hooker.userId}/attendance`).set(team.coach.headers);
    expect(history.status).toBe(200);
    expect(history.body).toEqual({
      userId: hooker.userId,
      name: hooker.name,
      summary: { present: 0, late: 1, absent: 1, injured: 0, rate: 0.5 },
      records: [
        { eventId: session.body.events[0].id, date: '2026-12-08', kind: 'training', displayTitle: 'Training', status: 'absent', note: null },
        { eventId, date: '2026-12-05', kind: 'match', displayTitle: 'vs Harlequins', status: 'late', note: 'Traffic' },
      ],
    });
    const none = await request(t.app).get(`/api/teams/${team.teamId}/players/${noPosition.userId}/attendance`).set(team.coach.headers);
    expect(none.body.summary).toEqual({ present: 0, late: 0, absent: 0, injured: 0, rate: null });
    const other = await makeTeam(t, { name: 'Elsewhere' });
    expect((await request(t.app).get(`/api/teams/${team.teamId}/players/${hooker.userId}/attendance`).set(other.coach.headers)).status).toBe(403);
    expect((await request(t.app).get(`/api/teams/${team.teamId}/players/${other.coach.userId}/attendance`).set(team.coach.headers)).status).toBe(404);
  });
});
