import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WelfareSummary } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { createEvent, makeTeam, match, startCalendarApp, training } from './calendar-fixtures.ts';
import { internal } from './helpers.ts';

let t: Awaited<ReturnType<typeof startCalendarApp>>;
beforeAll(async () => {
  t = await startCalendarApp();
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});
beforeEach(() => {
  setClock('2026-11-25T09:00:00Z');
  t.training.welfare.clear();
  t.training.down = false;
});

const answer = (headers: Record<string, string>, eventId: string, body: object) =>
  request(t.app).put(`/api/events/${eventId}/availability`).set(headers).send(body);

const stoodDown = (until: string): WelfareSummary => ({
  status: 'stood-down',
  label: `Stood down until ${until} · GRTP stage 1 of 6`,
  reason: 'Suspected concussion (concussion protocol)',
  until,
  stage: 1,
  stageName: 'Rest',
  cleared: false,
});

/** A team with a player, a match on Saturday 5 December and a training on Tuesday 15 December. */
async function squad() {
  const team = await makeTeam(t);
  const player = await team.addPlayer({ firstName: 'Sam', position: 'fly-half' });
  const mate = await team.addPlayer({ firstName: 'Tom', position: 'wing' });
  const matchId = (await createEvent(t, team.coach.headers, team.teamId, match())).body.events[0].id as string;
  const laterId = (await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-12-15' }))).body.events[0].id as string;
  return { team, player, mate, matchId, laterId };
}

describe('availability under the concussion protocol', () => {
  it('refuses a stood-down player’s available or maybe answer, naming status: before their date, and after it until they return', async () => {
    const { player, matchId, laterId } = await squad();
    t.training.welfare.set(player.userId, stoodDown('2026-12-10'));
    for (const status of ['available', 'maybe']) {
      const res = await answer(player.headers, matchId, { status, reason: status === 'maybe' ? 'knock' : undefined });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('status: You are stood down under the concussion protocol until Thu 10 Dec, so you cannot be available before then');
      expect(res.body.details[0].path).toEqual(['status']);
    }
    expect(await t.prisma.availability.count({ where: { eventId: matchId, userId: player.userId } })).toBe(0);
    expect((await answer(player.headers, matchId, { status: 'unavailable', reason: 'Concussion protocol' })).status).toBe(200);
    // After the earliest date, still in the protocol (not returned to play): refused too.
    const later = await answer(player.headers, laterId, { status: 'available' });
    expect(later.status).toBe(400);
    expect(later.body.message).toBe(
      'status: You are still in the concussion protocol (return to play stage 1 of 6), so you can answer once you have returned to play',
    );
    // Returned to play: the protocol no longer stands in the way.
    t.training.welfare.delete(player.userId);
    expect((await answer(player.headers, laterId, { status: 'available' })).status).toBe(200);
  });

  it('does not take an available answer it cannot check: 503 while training-program is down, nothing stored', async () => {
    const { player, matchId } = await squad();
    t.training.down = true;
    const res = await answer(player.headers, matchId, { status: 'available' });
    expect(res.status).toBe(503);
    expect(await t.prisma.availability.count({ where: { eventId: matchId } })).toBe(0);
  });

  it("shows each player's welfare in the coach's availability overview", async () => {
    const { team, player, mate, matchId } = await squad();
    t.training.welfare.set(player.userId, stoodDown('2026-12-10'));
    const overview = await request(t.app).get(`/api/events/${matchId}/availability`).set(team.coach.headers);
    expect(overview.status).toBe(200);
    const rows = Object.fromEntries(overview.body.players.map((p: { userId: string; welfare: unknown }) => [p.userId, p.welfare]));
    expect(rows[player.userId]).toMatchObject({ status: 'stood-down', until: '2026-12-10' });
    expect(rows[mate.userId]).toBeNull();
  });

  it('the stand-down marks the player unavailable for open events before the date (internal, service token only)', async () => {
    const { team, player, matchId, laterId } = await squad();
    await answer(player.headers, matchId, { status: 'available' });
    const url = `/internal/teams/${team.teamId}/players/${player.userId}/stand-down`;
    expect((await request(t.app).post(url).send({ until: '2026-12-10', reason: 'x' })).status).toBe(401);
    const res = await request(t.app)
      .post(url)
      .set(internal())
      .send({ until: '2026-12-10', reason: 'Stood down under the concussion protocol until Thu 10 Dec' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ events: 1 });
    const rows = await t.prisma.availability.findMany({ where: { userId: player.userId } });
    expect(rows.map((r) => [r.eventId, r.status, r.reason])).toEqual([[matchId, 'unavailable', 'Stood down under the concussion protocol until Thu 10 Dec']]);
    expect(rows.some((r) => r.eventId === laterId)).toBe(false);
    expect((await request(t.app).post(url).set(internal()).send({ until: 'soon' })).status).toBe(400);

    // The player's own 'unavailable' stands through a stand-down and its lift.
    await answer(player.headers, laterId, { status: 'unavailable', reason: 'Away' });
    expect(
      (await request(t.app).post(url).set(internal()).send({ until: '2026-12-20', reason: 'Stood down under the concussion protocol until Thu 10 Dec' })).body,
    ).toEqual({ events: 0 });
    expect((await t.prisma.availability.findFirst({ where: { userId: player.userId, eventId: laterId } }))?.reason).toBe('Away');
    // Taken back (a record withdrawn as made in error): only the answers the stand-down made go.
    const lift = await request(t.app).post(`${url}/lift`).set(internal()).send({ reason: 'Stood down under the concussion protocol until Thu 10 Dec' });
    expect(lift.body).toEqual({ events: 1 });
    const after = await t.prisma.availability.findMany({ where: { userId: player.userId }, orderBy: { eventId: 'asc' } });
    expect(Object.fromEntries(after.map((r) => [r.eventId, r.status]))).toEqual({ [matchId]: null, [laterId]: 'unavailable' });
  });
});
