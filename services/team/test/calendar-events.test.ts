import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PLAYER, DEMO_TEAM } from '@rugby/contracts';
import { now, setClock } from '@rugby/service-kit';
import { identityHeaders, makeIdentity } from '@rugby/service-kit/testing';
import { seedDemo } from '../src/seed.ts';
import { createEvent, makeTeam, match, startCalendarApp, training } from './calendar-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startCalendarApp();
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});
beforeEach(() => {
  // Wednesday 25 November 2026, 09:00 UTC.
  setClock('2026-11-25T09:00:00Z');
});

const datesOf = (res: request.Response) => (res.body.events as Array<{ date: string }>).map((e) => e.date);

describe('weekly training series', () => {
  it('makes one event per Tuesday and Thursday until the end date (included), all of one series', async () => {
    const team = await makeTeam(t);
    await team.addPlayer();
    const res = await createEvent(
      t,
      team.coach.headers,
      team.teamId,
      training({ title: 'Team run', location: 'Club grounds', repeat: { weekdays: ['thursday', 'tuesday'], until: '2026-12-17' } }),
    );
    expect(res.status).toBe(201);
    expect(datesOf(res)).toEqual(['2026-12-01', '2026-12-03', '2026-12-08', '2026-12-10', '2026-12-15', '2026-12-17']);
    const seriesIds = new Set(res.body.events.map((e: { seriesId: string }) => e.seriesId));
    expect(seriesIds.size).toBe(1);
    expect([...seriesIds][0]).toEqual(expect.any(String));
    expect(res.body.events[0]).toMatchObject({
      kind: 'training',
      displayTitle: 'Team run',
      startTime: '18:30',
      durationMinutes: 90,
      startsAt: '2026-12-01T18:30:00.000Z',
      endsAt: '2026-12-01T20:00:00.000Z',
      timeZone: 'UTC',
      status: 'scheduled',
      availabilityCounts: { available: 0, unavailable: 0, maybe: 0, noResponse: 1 },
      attendanceTaken: false,
      myAvailability: null,
    });
    const series = await t.prisma.eventSeries.findUniqueOrThrow({ where: { id: res.body.events[0].seriesId } });
    expect(series).toMatchObject({ weekdays: [2, 4], firstDate: '2026-12-01', untilDate: '2026-12-17', startTime: '18:30' });

    const list = await request(t.app).get(`/api/teams/${team.teamId}/events`).query({ from: '2026-12-02', to: '2026-12-15' }).set(team.coach.headers);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ timeZone: 'UTC', from: '2026-12-02', to: '2026-12-15' });
    expect(datesOf(list)).toEqual(['2026-12-03', '2026-12-08', '2026-12-10', '2026-12-15']);
  });

  it('repeats on the weekday of date when no weekdays are given, and reads today to 8 weeks ahead by default', async () => {
    const team = await makeTeam(t);
    const res = await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-12-02', repeat: { until: '2027-02-10' } }));
    expect(res.status).toBe(201);
    expect(datesOf(res)).toHaveLength(11);
    expect(datesOf(res).slice(0, 3)).toEqual(['2026-12-02', '2026-12-09', '2026-12-16']);
    const list = await request(t.app).get(`/api/teams/${team.teamId}/events`).set(team.coach.headers);
    expect(list.body).toMatchObject({ from: '2026-11-25', to: '2027-01-20' });
    expect(datesOf(list).at(-1)).toBe('2027-01-20');
  });

  it('refuses a series longer than the limit, an end before the start or too far ahead: 400 naming repeat.until, nothing written', async () => {
    const team = await makeTeam(t);
    const everyDay = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const tooMany = await createEvent(t, team.coach.headers, team.teamId, training({ repeat: { weekdays: everyDay, until: '2027-02-28' } }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^repeat\.until .*more than 60 sessions/);
    expect(tooMany.body.details).toEqual([expect.objectContaining({ path: ['repeat', 'until'] })]);

    const before = await createEvent(t, team.coach.headers, team.teamId, training({ repeat: { until: '2026-11-30' } }));
    expect(before.status).toBe(400);
    expect(before.body.message).toMatch(/^repeat\.until .*must not be before date/);

    const farAhead = await createEvent(t, team.coach.headers, team.teamId, training({ repeat: { until: '2028-01-05' } }));
    expect(farAhead.status).toBe(400);
    expect(farAhead.body.message).toMatch(/^repeat\.until must be within 400 days/);

    expect(await t.prisma.event.count({ where: { teamId: team.teamId } })).toBe(0);
    expect(await t.prisma.eventSeries.count({ where: { teamId: team.teamId } })).toBe(0);
  });
});

describe('rules: 400 naming the field', () => {
  it('refuses a day before today (date), a time already past today (startTime) and a date beyond the limit (date)', async () => {
    const team = await makeTeam(t);
    const yesterday = await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-11-24' }));
    expect(yesterday.status).toBe(400);
    expect(yesterday.body.message).toBe('date 2026-11-24 is in the past');
    expect(yesterday.body.details[0].path).toEqual(['date']);

    const earlierToday = await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-11-25', startTime: '08:30' }));
    expect(earlierToday.status).toBe(400);
    expect(earlierToday.body.message).toBe('startTime 08:30 has already passed today');
    expect(earlierToday.body.details[0].path).toEqual(['startTime']);

    const later = await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-11-25', startTime: '18:00' }));
    expect(later.status).toBe(201);

    const tooFar = await createEvent(t, team.coach.headers, team.teamId, match({ date: '2027-12-31' }));
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.message).toMatch(/^date must be within 400 days/);

    const badTime = await createEvent(t, team.coach.headers, team.teamId, training({ startTime: '25:00' }));
    expect(badTime.status).toBe(400);
    expect(badTime.body.message).toMatch(/startTime must be a time/);
  });

  it('refuses an event overlapping another scheduled one, naming it; a cancelled event no longer blocks the slot', async () => {
    const team = await makeTeam(t);
    const first = await createEvent(t, team.coach.headers, team.teamId, training());
    expect(first.status).toBe(201);
    const clash = await createEvent(t, team.coach.headers, team.teamId, match({ date: '2026-12-01', startTime: '19:45' }));
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe('startTime overlaps Training on 2026-12-01 at 18:30');
    expect(clash.body.details[0].path).toEqual(['startTime']);
    // A series is refused as a whole when one occurrence clashes.
    const series = await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-11-24', startTime: '19:00', repeat: { until: '2026-12-08' } }));
    expect(series.status).toBe(400);
    const seriesFromTomorrow = await createEvent(
      t,
      team.coach.headers,
      team.teamId,
      training({ date: '2026-11-26', startTime: '19:00', repeat: { weekdays: ['tuesday'], until: '2026-12-08' } }),
    );
    expect(seriesFromTomorrow.status).toBe(400);
    expect(seriesFromTomorrow.body.message).toBe('startTime overlaps Training on 2026-12-01 at 18:30');
    // Right after it ends is fine.
    expect((await createEvent(t, team.coach.headers, team.teamId, match({ date: '2026-12-01', startTime: '20:00' }))).status).toBe(201);

    const cancel = await request(t.app).post(`/api/events/${first.body.events[0].id}/cancel`).set(team.coach.headers).send({});
    expect(cancel.status).toBe(200);
    expect((await createEvent(t, team.coach.headers, team.teamId, match({ date: '2026-12-01', startTime: '18:00' }))).status).toBe(201);
  });

  it('lets only one of two simultaneous overlapping creates through', async () => {
    const team = await makeTeam(t);
    const [a, b] = await Promise.all([
      createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-12-02' })),
      createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-12-02', startTime: '19:00' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect(await t.prisma.event.count({ where: { teamId: team.teamId } })).toBe(1);
  });
});

describe('permissions', () => {
  it('players cannot create; coaches of another team get 403 on the team and 404 on its events; members read', async () => {
    const team = await makeTeam(t);
    const player = await team.addPlayer();
    const other = await makeTeam(t, { name: 'Other Club' });
    const otherPlayer = await other.addPlayer();

    expect((await createEvent(t, player.headers, team.teamId, training())).status).toBe(403);
    expect((await createEvent(t, other.coach.headers, team.teamId, training())).status).toBe(403);
    const created = await createEvent(t, team.coach.headers, team.teamId, training());
    const eventId = created.body.events[0].id;

    const patch = await request(t.app).patch(`/api/events/${eventId}`).set(other.coach.headers).send({ startTime: '19:00' });
    expect(patch.status).toBe(404);
    expect((await request(t.app).post(`/api/events/${eventId}/cancel`).set(other.coach.headers).send({})).status).toBe(404);
    expect((await request(t.app).get(`/api/events/${eventId}/availability`).set(other.coach.headers)).status).toBe(404);
    expect((await request(t.app).get(`/api/events/${eventId}/attendance`).set(other.coach.headers)).status).toBe(404);
    expect((await request(t.app).put(`/api/events/${eventId}/availability`).set(otherPlayer.headers).send({ status: 'available' })).status).toBe(404);
    expect((await request(t.app).patch(`/api/events/${eventId}`).set(player.headers).send({ startTime: '19:00' })).status).toBe(403);
    expect((await request(t.app).get(`/api/teams/${team.teamId}/events`).set(other.coach.headers)).status).toBe(403);
    expect((await request(t.app).get(`/api/teams/${team.teamId}/events`).set(otherPlayer.headers)).status).toBe(403);
    expect((await request(t.app).get(`/api/teams/${team.teamId}/events`)).status).toBe(401);

    const asPlayer = await request(t.app).get(`/api/teams/${team.teamId}/events`).set(player.headers);
    expect(asPlayer.status).toBe(200);
    expect(asPlayer.body.events).toEqual([expect.objectContaining({ id: eventId, availabilityCounts: null, attendanceTaken: false, myAvailability: null })]);
    // Another coach of the same team may change it.
    const assistant = await team.addCoach();
    expect((await request(t.app).patch(`/api/events/${eventId}`).set(assistant.headers).send({ notes: 'Bring boots' })).status).toBe(200);
  });
});

describe('changing and cancelling', () => {
  it('recomputes the instants of a changed occurrence; scope following shifts the later ones by the same days', async () => {
    const team = await makeTeam(t);
    const res = await createEvent(t, team.coach.headers, team.teamId, training({ repeat: { until: '2026-12-22' } }));
    const [first, second] = res.body.events;
    expect(datesOf(res)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22']);

    const one = await request(t.app).patch(`/api/events/${first.id}`).set(team.coach.headers).send({ startTime: '17:45', location: 'Back pitch' });
    expect(one.status).toBe(200);
    expect(one.body.events).toEqual([
      expect.objectContaining({
        id: first.id,
        startTime: '17:45',
        startsAt: '2026-12-01T17:45:00.000Z',
        endsAt: '2026-12-01T19:15:00.000Z',
        location: 'Back pitch',
      }),
    ]);

    const following = await request(t.app)
      .patch(`/api/events/${second.id}`)
      .set(team.coach.headers)
      .send({ date: '2026-12-09', startTime: '19:00', durationMinutes: 60, scope: 'following' });
    expect(following.status).toBe(200);
    expect(following.body.events.map((e: { date: string; startsAt: string }) => [e.date, e.startsAt])).toEqual([
      ['2026-12-09', '2026-12-09T19:00:00.000Z'],
      ['2026-12-16', '2026-12-16T19:00:00.000Z'],
      ['2026-12-23', '2026-12-23T19:00:00.000Z'],
    ]);
    const list = await request(t.app).get(`/api/teams/${team.teamId}/events`).query({ from: '2026-12-01', to: '2026-12-31' }).set(team.coach.headers);
    expect(list.body.events.map((e: { date: string; startTime: string }) => `${e.date} ${e.startTime}`)).toEqual([
      '2026-12-01 17:45',
      '2026-12-09 19:00',
      '2026-12-16 19:00',
      '2026-12-23 19:00',
    ]);

    const overlap = await createEvent(t, team.coach.headers, team.teamId, match({ date: '2026-12-16', startTime: '12:00' }));
    expect(overlap.status).toBe(201);
    const moveOnto = await request(t.app).patch(`/api/events/${overlap.body.events[0].id}`).set(team.coach.headers).send({ startTime: '18:30' });
    expect(moveOnto.status).toBe(400);
    expect(moveOnto.body.message).toBe('startTime overlaps Training on 2026-12-16 at 19:00');

    const matchField = await request(t.app).patch(`/api/events/${first.id}`).set(team.coach.headers).send({ opponent: 'Blues' });
    expect(matchField.status).toBe(400);
    expect(matchField.body.message).toMatch(/^opponent is for matches only/);
    const intoPast = await request(t.app).patch(`/api/events/${first.id}`).set(team.coach.headers).send({ date: '2026-11-20' });
    expect(intoPast.status).toBe(400);
    expect(intoPast.body.message).toBe('date 2026-11-20 is in the past');
  });

  it('cancels this and the following occurrences with the reason; started and cancelled events cannot be changed', async () => {
    const team = await makeTeam(t);
    const res = await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-11-26', repeat: { until: '2026-12-17' } }));
    const [first, second] = res.body.events;
    const cancelled = await request(t.app)
      .post(`/api/events/${second.id}/cancel`)
      .set(team.coach.headers)
      .send({ reason: 'End of season break', scope: 'following' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.events.map((e: { date: string; status: string; cancelReason: string }) => [e.date, e.status, e.cancelReason])).toEqual([
      ['2026-12-03', 'cancelled', 'End of season break'],
      ['2026-12-10', 'cancelled', 'End of season break'],
      ['2026-12-17', 'cancelled', 'End of season break'],
    ]);
    expect((await t.prisma.event.findUniqueOrThrow({ where: { id: first.id } })).status).toBe('scheduled');
    // Cancelling again changes nothing.
    const again = await request(t.app).post(`/api/events/${second.id}/cancel`).set(team.coach.headers).send({});
    expect(again.status).toBe(200);
    expect(again.body.events[0]).toMatchObject({ status: 'cancelled', cancelReason: 'End of season break' });
    const changeCancelled = await request(t.app).patch(`/api/events/${second.id}`).set(team.coach.headers).send({ startTime: '19:00' });
    expect(changeCancelled.status).toBe(400);
    expect(changeCancelled.body.message).toMatch(/^eventId: This event is cancelled/);

    setClock('2026-11-26T18:45:00Z'); // the first session is under way
    const changeStarted = await request(t.app).patch(`/api/events/${first.id}`).set(team.coach.headers).send({ notes: 'Late note' });
    expect(changeStarted.status).toBe(400);
    expect(changeStarted.body.message).toMatch(/^eventId: This event has already started/);
    expect(changeStarted.body.details[0].path).toEqual(['eventId']);
    expect((await request(t.app).post(`/api/events/${first.id}/cancel`).set(team.coach.headers).send({})).status).toBe(400);
  });
});

describe('demo calendar (seed)', () => {
  it('seeds upcoming Saturday fixtures with a bye week and four training evenings a week, once', async () => {
    const tzDefault = process.env.TZ_DEFAULT;
    process.env.TZ_DEFAULT = 'UTC'; // the demo team takes the server's time zone
    try {
      await seedDemo(t.prisma);
      await seedDemo(t.prisma);
    } finally {
      if (tzDefault === undefined) delete process.env.TZ_DEFAULT;
      else process.env.TZ_DEFAULT = tzDefault;
    }
    const events = await t.prisma.event.findMany({ where: { teamId: DEMO_TEAM.id }, orderBy: { startsAt: 'asc' } });
    const matches = events.filter((e) => e.kind === 'match');
    expect(matches.map((m) => m.date)).toEqual(['2026-11-28', '2026-12-05', '2026-12-12', '2026-12-26', '2027-01-02']);
    expect(matches[0]).toMatchObject({ opponent: 'Ponsonby', homeAway: 'home', startTime: '15:00', competition: 'Premier Championship' });
    const sessions = events.filter((e) => e.kind === 'training');
    expect(new Set(sessions.map((s) => new Date(`${s.date}T00:00:00Z`).getUTCDay()))).toEqual(new Set([1, 2, 4, 5]));
    expect(sessions[0]!.date).toBe('2026-11-26');
    expect(sessions.at(-1)!.date).toBe('2027-01-01');
    expect(new Set(sessions.map((s) => s.seriesId)).size).toBe(1);
    for (const [a, b] of events.slice(1).map((e, i) => [events[i]!, e] as const)) expect(a.endsAt <= b.startsAt).toBe(true);
    // Every seeded event has its reminders scheduled (once, though the seed ran twice), as a coach's event would.
    const reminders = await t.prisma.outboxEntry.findMany({ where: { topic: 'calendar.reminder' }, select: { key: true } });
    const expected = events.flatMap((e) =>
      (
        [
          ['event-reminder', 24],
          ['availability-reminder', 72],
        ] as const
      )
        .filter(([, hours]) => e.startsAt.getTime() - hours * 3_600_000 > now().getTime())
        .map(([kind]) => `${kind}:${e.id}:${e.startsAt.getTime()}`),
    );
    expect(expected.length).toBeGreaterThan(events.length);
    const ids = new Set(events.map((e) => e.id));
    expect(
      reminders
        .map((r) => r.key)
        .filter((key) => ids.has(key.split(':')[1]!))
        .sort(),
    ).toEqual(expected.sort());
    expect(await t.prisma.availability.findUnique({ where: { eventId_userId: { eventId: matches[0]!.id, userId: DEMO_PLAYER.id } } })).toMatchObject({
      status: 'available',
    });
    // Through the API, the demo player sees their answer.
    const headers = await identityHeaders(
      makeIdentity({ userId: DEMO_PLAYER.id, userType: 'player', memberships: [{ teamId: DEMO_TEAM.id, role: 'player' }] }),
    );
    const list = await request(t.app).get(`/api/teams/${DEMO_TEAM.id}/events`).set(headers);
    expect(list.status).toBe(200);
    expect(list.body.events.find((e: { kind: string }) => e.kind === 'match')).toMatchObject({
      displayTitle: 'vs Ponsonby',
      myAvailability: { status: 'available' },
    });
  });
});
