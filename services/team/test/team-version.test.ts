import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, setClock } from '@rugby/service-kit';
import { countingStatements, createTestDatabase } from '@rugby/service-kit/testing';
import { buildApp } from '../src/app.ts';
import { fakeMessaging, internal, joinAndSignIn, migrations, registerCoach, resolveSession } from './helpers.ts';

/**
 * Team.version (migration team_version): database triggers bump it on every change to what is read of a team, and the
 * caches keyed by it (the coach's dashboard here, the team context in other services) serve only what is current.
 */
let app: ReturnType<typeof buildApp>['app'];
let counter: ReturnType<typeof countingStatements>;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let stop: () => Promise<void>;
beforeAll(async () => {
  db = await createTestDatabase('team', migrations);
  counter = countingStatements(db);
  const built = buildApp({ db: counter.db, log: createLogger('team-test'), messaging: fakeMessaging(), oidc: null, publicBaseUrl: null });
  app = built.app;
  stop = async () => {
    await built.close();
    await db.close();
  };
});
afterAll(() => stop());
afterEach(() => setClock(null));

const versionOf = async (teamId: string) => (await db.sql.query<{ version: number }>('SELECT version FROM "Team" WHERE id = $1', [teamId]))[0]!.version;
const bumps = async (teamId: string, change: () => Promise<unknown>) => {
  const before = await versionOf(teamId);
  await change();
  return (await versionOf(teamId)) - before;
};

describe('Team.version', () => {
  it('is bumped by every write to the team, its settings, members, their profiles, invitations and activity', async () => {
    const coach = await registerCoach(app, 'Version Hawks');
    const other = await registerCoach(app, 'Other Team');
    let player!: Awaited<ReturnType<typeof joinAndSignIn>>;
    expect(
      await bumps(coach.teamId, async () => {
        player = await joinAndSignIn(app, coach.inviteCode, { position: 'prop' });
      }),
    ).toBeGreaterThan(0);
    const settings = {
      matchDay: 'sunday',
      preseasonStartDate: '2026-01-05',
      preseasonEndDate: '2026-03-29',
      inseasonStartDate: '2026-04-05',
      inseasonEndDate: '2026-10-25',
    };
    expect(
      await bumps(coach.teamId, () => request(app).post(`/api/teams/${coach.teamId}/season-settings`).set(coach.headers).send(settings).expect(200)),
    ).toBeGreaterThan(0);
    expect(
      await bumps(coach.teamId, () =>
        request(app).post(`/internal/teams/${coach.teamId}/activity`).set(internal()).send({ kind: 'test', description: 'Something happened' }).expect(200),
      ),
    ).toBeGreaterThan(0);
    expect(
      await bumps(coach.teamId, () =>
        request(app)
          .post('/api/invitations/create-coach')
          .set(coach.headers)
          .send({ coachName: 'Asst', coachEmail: 'asst@example.test', role: 'assistant_coach' })
          .expect(201),
      ),
    ).toBeGreaterThan(0);
    expect(await bumps(coach.teamId, () => db.sql.query('UPDATE "Team" SET name = $2 WHERE id = $1', [coach.teamId, 'Renamed Hawks']))).toBe(1);
    // A member's profile as the team shows it: their team's version moves, a team they are not in does not.
    const otherBefore = await versionOf(other.teamId);
    expect(await bumps(coach.teamId, () => db.sql.query('UPDATE "User" SET position = $2 WHERE id = $1', [player.userId, 'hooker']))).toBe(1);
    expect(await versionOf(other.teamId)).toBe(otherBefore);
    // A column no team shows (address), or an update that changes nothing, leaves it.
    expect(await bumps(coach.teamId, () => db.sql.query('UPDATE "User" SET address = $2 WHERE id = $1', [player.userId, '1 Pitch Lane']))).toBe(0);
    expect(await bumps(coach.teamId, () => db.sql.query('UPDATE "User" SET position = position WHERE id = $1', [player.userId]))).toBe(0);
    expect(await bumps(coach.teamId, () => db.sql.query(`UPDATE "Membership" SET status = 'removed' WHERE "userId" = $1`, [player.userId]))).toBe(1);
  });

  it('is in the identity and in the team other services load', async () => {
    const coach = await registerCoach(app, 'Identity Hawks');
    const identity = await resolveSession(app, coach.token);
    const team = (await request(app).get(`/internal/teams/${coach.teamId}`).set(internal()).expect(200)).body;
    expect(identity!.memberships).toEqual([{ teamId: coach.teamId, role: 'head_coach', teamVersion: await versionOf(coach.teamId) }]);
    expect(team.version).toBe(await versionOf(coach.teamId));
  });
});

describe('the coach dashboard cache', () => {
  const dashboard = (headers: Record<string, string>) => request(app).get('/api/coaches/dashboard').set(headers).expect(200);

  it('answers an unchanged team with one statement (none on the embedded database), and any change (from any replica: a direct write) at once', async () => {
    const coach = await registerCoach(app, 'Cache Hawks');
    await dashboard(coach.headers);
    counter.reset();
    const again = await dashboard(coach.headers);
    expect(counter.count()).toBe(db.kind === 'pglite' ? 0 : 1);
    expect(again.body.team.name).toBe('Cache Hawks');

    // Writes that do not go through this process's API still show on the next load.
    await db.sql.query('UPDATE "Team" SET name = $2 WHERE id = $1', [coach.teamId, 'Cache Hawks RFC']);
    expect((await dashboard(coach.headers)).body.team.name).toBe('Cache Hawks RFC');
    const player = await joinAndSignIn(app, coach.inviteCode, { position: 'lock' });
    expect((await dashboard(coach.headers)).body.players.map((p: { id: string }) => p.id)).toEqual([player.userId]);
    await db.sql.query('UPDATE "User" SET position = $2 WHERE id = $1', [player.userId, 'flanker']);
    expect((await dashboard(coach.headers)).body.players[0].position).toBe('flanker');
    await db.sql.query('UPDATE "User" SET "firstName" = $2 WHERE id = $1', [coach.user.id, 'Renamed']);
    expect((await dashboard(coach.headers)).body.coach.name).toMatch(/^Renamed/);
    await request(app)
      .post(`/internal/teams/${coach.teamId}/activity`)
      .set(internal())
      .send({ kind: 'test', description: 'Program pushed to the squad' })
      .expect(200);
    expect((await dashboard(coach.headers)).body.recentActivity[0].description).toBe('Program pushed to the squad');
  });

  it('drops a pending invitation when it expires, though nothing was written', async () => {
    const coach = await registerCoach(app, 'Expiry Hawks');
    await request(app)
      .post('/api/invitations/create-coach')
      .set(coach.headers)
      .send({ coachName: 'Soon Gone', coachEmail: 'soon@example.test', role: 'assistant_coach' })
      .expect(201);
    const pending = (res: request.Response) => res.body.coaches.filter((c: { status: string }) => c.status === 'pending').map((c: { name: string }) => c.name);
    expect(pending(await dashboard(coach.headers))).toEqual(['Soon Gone']);
    const [invitation] = await db.sql.query<{ expiresAt: string }>(
      `SELECT to_char("expiresAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "expiresAt" FROM "Invitation" WHERE "teamId" = $1`,
      [coach.teamId],
    );
    setClock(new Date(Date.parse(invitation!.expiresAt) + 1000));
    expect(pending(await dashboard(coach.headers))).toEqual([]);
  });

  it('is per coach: another coach of the team sees their own name, and a coach of another team gets 403', async () => {
    const coach = await registerCoach(app, 'Two Coaches');
    const stranger = await registerCoach(app, 'Strangers');
    expect((await dashboard(coach.headers)).body.coach.name).not.toBe((await dashboard(stranger.headers)).body.coach.name);
    await request(app).get(`/api/coaches/dashboard?teamId=${coach.teamId}`).set(stranger.headers).expect(403);
  });
});
