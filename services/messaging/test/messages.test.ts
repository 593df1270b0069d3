import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ASSISTANT, DEMO_COACH, DEMO_PLAYER, DEMO_TEAM } from '@rugby/contracts';
import { createLogger, setClock, type Database } from '@rugby/service-kit';
import { createTestDatabase, identityHeaders, makeIdentity } from '@rugby/service-kit/testing';
import { buildApp } from '../src/app.ts';
import { seedDemo } from '../src/seed.ts';
import { assistantA, coachA, coachB, fakeTeamService, makeIdentityFor, migrations, playerA1, playerA2, playerB } from './support.ts';

let db: Database;
let built: ReturnType<typeof buildApp>;
const team = fakeTeamService();
let tick = Date.parse('2025-05-01T09:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase('messaging', migrations);
  built = buildApp({ db, log: createLogger('messaging-test'), team: team.client, twilio: null, smtp: null });
});
afterAll(async () => {
  setClock(null);
  await built.close();
  await db.close();
});
beforeEach(() => {
  // Each request happens a minute after the previous one, so "newest first" is well defined.
  setClock(() => new Date((tick += 60_000)));
});

type Who = Parameters<typeof identityHeaders>[0];
const as = async (who?: Who) => (who ? await identityHeaders(who) : {});
const send = async (who: Who | undefined, teamId: string, body: object) =>
  request(built.app)
    .post(`/api/teams/${teamId}/messages`)
    .set(await as(who))
    .send(body);
const list = async (who: Who | undefined, teamId: string) =>
  request(built.app)
    .get(`/api/teams/${teamId}/messages`)
    .set(await as(who));
const read = async (who: Who | undefined, id: string) =>
  request(built.app)
    .post(`/api/messages/${id}/read`)
    .set(await as(who));
const countMessages = () => built.prisma.message.count();

describe('team messages over REST', () => {
  it('lets a coach of the team send a message to everyone else in it', async () => {
    const res = await send(coachA, 'team-a', {
      type: 'announcement',
      title: '  Season kick-off  ',
      message: ' Training starts Monday at 6:30pm. ',
      isUrgent: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      teamId: 'team-a',
      type: 'announcement',
      title: 'Season kick-off',
      message: 'Training starts Monday at 6:30pm.',
      isUrgent: true,
      sender: { id: 'coach-a', firstName: 'Alex', lastName: 'Carter' },
      readCount: 0,
      totalRecipients: 3,
      isRead: true,
    });
    expect(team.activities.at(-1)).toEqual({ teamId: 'team-a', kind: 'message_sent', description: 'Message sent: Season kick-off', status: 'completed' });

    const defaults = await send(assistantA, 'team-a', { title: 'Kit', message: 'Bring both jerseys.' });
    expect(defaults.status).toBe(201);
    expect(defaults.body).toMatchObject({ type: 'general', isUrgent: false, totalRecipients: 3, sender: { id: 'assistant-a' } });
  });

  it('validates the message, naming the field, and stores nothing on bad input', async () => {
    const before = await countMessages();
    const cases: Array<[object, string]> = [
      [{ title: '   ', message: 'x' }, 'title is required'],
      [{ message: 'x' }, 'title is required'],
      [{ title: 't', message: '  ' }, 'message is required'],
      [{ title: 'x'.repeat(201), message: 'x' }, 'title must be at most 200 characters'],
      [{ title: 't', message: 'x'.repeat(2001) }, 'message must be at most 2000 characters'],
      [{ title: 't', message: 'm', type: 'gossip' }, 'type must be one of: general, announcement, training_update, urgent'],
      [{ title: 't', message: 'm', isUrgent: 'yes' }, 'isUrgent must be true or false'],
    ];
    for (const [body, message] of cases) {
      const res = await send(coachA, 'team-a', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const atLimits = await send(coachA, 'team-a', { title: 'x'.repeat(200), message: 'y'.repeat(2000) });
    expect(atLimits.status).toBe(201);
    expect(await countMessages()).toBe(before + 1);
  });

  it("lets only that team's coaches send", async () => {
    const before = await countMessages();
    expect((await send(undefined, 'team-a', { title: 't', message: 'm' })).status).toBe(401);
    expect((await send(playerA1, 'team-a', { title: 't', message: 'm' })).status).toBe(403);
    const foreign = await send(coachB, 'team-a', { title: 't', message: 'm' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("Only this team's coaches can send team messages");
    expect(await countMessages()).toBe(before);
  });

  it("lists the team's messages newest first for its coaches and players only", async () => {
    const res = await list(playerA1, 'team-a');
    expect(res.status).toBe(200);
    expect(res.body.map((m: { title: string }) => m.title)).toEqual(['x'.repeat(200), 'Kit', 'Season kick-off']);
    expect(res.body.every((m: { isRead: boolean }) => m.isRead === false)).toBe(true);
    expect((await list(assistantA, 'team-a')).body).toHaveLength(3);

    expect((await list(undefined, 'team-a')).status).toBe(401);
    expect((await list(coachB, 'team-a')).status).toBe(403);
    expect((await list(playerB, 'team-a')).status).toBe(403);
    expect((await list(playerB, 'team-b')).body).toEqual([]);
  });

  it('counts distinct readers among the recipients, idempotently', async () => {
    const [latest] = (await list(coachA, 'team-a')).body as Array<{ id: string; title: string }>;
    const id = latest!.id;
    expect((await read(playerA1, id)).body).toEqual({ id, readCount: 1, totalRecipients: 3 });
    expect((await read(playerA1, id)).body).toEqual({ id, readCount: 1, totalRecipients: 3 });
    expect((await read(playerA2, id)).body).toEqual({ id, readCount: 2, totalRecipients: 3 });
    // The sender reading their own message does not count.
    expect((await read(coachA, id)).body).toEqual({ id, readCount: 2, totalRecipients: 3 });
    expect((await read(assistantA, id)).body).toEqual({ id, readCount: 3, totalRecipients: 3 });

    const forPlayer = (await list(playerA1, 'team-a')).body as Array<{ id: string; isRead: boolean; readCount: number }>;
    expect(forPlayer.map((m) => [m.isRead, m.readCount])).toEqual([
      [true, 3],
      [false, 0],
      [false, 0],
    ]);

    expect((await read(undefined, id)).status).toBe(401);
    expect((await read(playerB, id)).status).toBe(403);
    expect((await read(coachB, id)).status).toBe(403);
    const unknown = await read(playerA1, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Message not found');
    expect(await built.prisma.messageRead.count({ where: { messageId: id } })).toBe(3);
  });

  it('fixes the recipients at send time: later members read without counting, and new messages include them', async () => {
    const [latest] = (await list(coachA, 'team-a')).body as Array<{ id: string }>;
    team.teams['team-a']!.members.push(team.member('player-a3', 'player'));
    const newcomer = makeIdentity({ userId: 'player-a3', userType: 'player', memberships: [{ teamId: 'team-a', role: 'player' }] });
    expect((await read(newcomer, latest!.id)).body).toMatchObject({ readCount: 3, totalRecipients: 3 });
    expect((await list(newcomer, 'team-a')).body[0]).toMatchObject({ isRead: true, readCount: 3 });

    const next = await send(coachA, 'team-a', { title: 'Welcome', message: 'Welcome to the squad.' });
    expect(next.body.totalRecipients).toBe(4);
  });

  it('still sends when recording the activity fails, and reports a team the team service does not know', async () => {
    team.failActivityCalls(true);
    const res = await send(coachA, 'team-a', { title: 'Activity down', message: 'Still delivered.' });
    team.failActivityCalls(false);
    expect(res.status).toBe(201);
    expect(team.activities.some((a) => a.description === 'Message sent: Activity down')).toBe(false);

    const ghostCoach = makeIdentity({ userId: 'ghost', userType: 'coach', memberships: [{ teamId: 'team-gone', role: 'head_coach' }] });
    const gone = await send(ghostCoach, 'team-gone', { title: 't', message: 'm' });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Team not found');
  });

  it("makes an 'urgent' message urgent without the flag", async () => {
    const urgent = await send(coachB, 'team-b', { type: 'urgent', title: 'Pitch closed', message: 'No training tonight.' });
    expect(urgent.status).toBe(201);
    expect(urgent.body).toMatchObject({ type: 'urgent', isUrgent: true });
  });

  it('ignores a forged identity header', async () => {
    const forged = await request(built.app).get('/api/teams/team-a/messages').set('x-rugby-identity', 'eyJhbGciOiJIUzI1NiJ9.eyJpZGVudGl0eSI6e319.forged');
    expect(forged.status).toBe(401);
  });

  it("seeds the demo team's messages idempotently", async () => {
    expect(await seedDemo(built.prisma)).toEqual({ messages: 4, reads: 11 });
    expect(await seedDemo(built.prisma)).toEqual({ messages: 4, reads: 0 });
    const forPlayer = (await list(makeIdentityFor(DEMO_PLAYER, 'player'), DEMO_TEAM.id)).body as Array<{
      type: string;
      isUrgent: boolean;
      readCount: number;
      totalRecipients: number;
      isRead: boolean;
      sender: object;
    }>;
    expect(forPlayer).toHaveLength(4);
    expect(forPlayer.every((m) => m.totalRecipients === 13)).toBe(true);
    expect(forPlayer.map((m) => m.type).sort()).toEqual(['announcement', 'general', 'training_update', 'urgent']);
    expect(forPlayer.find((m) => m.type === 'urgent')).toMatchObject({ isUrgent: true, isRead: false, readCount: 1 });
    expect(forPlayer[0]!.sender).toEqual({ id: DEMO_COACH.id, firstName: 'Alex', lastName: 'Carter' });
    const forAssistant = (await list(makeIdentityFor(DEMO_ASSISTANT, 'assistant_coach'), DEMO_TEAM.id)).body as Array<{ isRead: boolean }>;
    expect(forAssistant.some((m) => m.isRead)).toBe(false);
  });

  it('answers health and readiness', async () => {
    expect((await request(built.app).get('/health')).body).toEqual({ status: 'ok', service: 'messaging' });
    expect((await request(built.app).get('/ready')).status).toBe(200);
  });
});
