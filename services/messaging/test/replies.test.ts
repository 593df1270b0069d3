import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, setClock, type Database } from '@rugby/service-kit';
import { createTestDatabase, identityHeaders } from '@rugby/service-kit/testing';
import { buildApp } from '../src/app.ts';
import { assistantA, coachA, coachB, fakeTeamService, migrations, playerA1, playerA2, playerB } from './support.ts';

let db: Database;
let built: ReturnType<typeof buildApp>;
const team = fakeTeamService();
let tick = Date.parse('2026-06-01T09:00:00Z');
let messageId = '';

type Who = Parameters<typeof identityHeaders>[0];
const as = async (who?: Who) => (who ? await identityHeaders(who) : {});
const threads = async (who: Who | undefined, query: Record<string, string>) =>
  request(built.app)
    .get('/api/threads')
    .query(query)
    .set(await as(who));
const reply = async (who: Who | undefined, body: object) =>
  request(built.app)
    .post('/api/threads/replies')
    .set(await as(who))
    .send(body);
const react = async (who: Who | undefined, body: object) =>
  request(built.app)
    .put('/api/reactions')
    .set(await as(who))
    .send(body);
const summaries = async (who: Who | undefined, teamId: string, subjectKind: string) =>
  request(built.app)
    .get(`/api/teams/${teamId}/reply-summaries`)
    .query({ subjectKind })
    .set(await as(who));
const notificationsOf = (key: string) => built.prisma.notification.findMany({ where: { key }, orderBy: { userId: 'asc' } });

beforeAll(async () => {
  db = await createTestDatabase('messaging_replies', migrations);
  const names: Record<string, [string, string]> = { 'player-a1': ['Sam', 'Taylor'], 'player-a2': ['Rob', 'Lee'], 'assistant-a': ['Jordan', 'Blake'] };
  for (const m of team.teams['team-a']!.members) if (names[m.userId]) [m.firstName, m.lastName] = names[m.userId]!;
  team.events['ev-a'] = { id: 'ev-a', teamId: 'team-a', kind: 'training', displayTitle: 'Tuesday training', date: '2026-06-02', startTime: '18:30' };
  team.events['ev-b'] = { id: 'ev-b', teamId: 'team-b', kind: 'match', displayTitle: 'vs Harlequins', date: '2026-06-06', startTime: '15:00' };
  built = buildApp({ db, log: createLogger('messaging-test'), team: team.client, twilio: null, smtp: null, vapid: null });
  const sent = await request(built.app)
    .post('/api/teams/team-a/messages')
    .set(await as(coachA))
    .send({ title: 'Kit for Saturday', message: 'Bring both jerseys.' });
  expect(sent.status).toBe(201);
  messageId = sent.body.id;
});
afterAll(async () => {
  setClock(null);
  await built.close();
  await db.close();
});
beforeEach(() => {
  setClock(() => new Date((tick += 60_000)));
});

describe('reply threads on a team message', () => {
  it("keeps a player's reply between that player and the coaches, and lets a coach answer one player's thread", async () => {
    const first = await reply(playerA1, { subjectKind: 'message', subjectId: messageId, body: '  Is the away kit fine?  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      subjectKind: 'message',
      subjectId: messageId,
      playerId: 'player-a1',
      authorId: 'player-a1',
      authorName: 'Sam Taylor',
      body: 'Is the away kit fine?',
      fromCoach: false,
    });
    const second = await reply(playerA2, { subjectKind: 'message', subjectId: messageId, body: 'I only have one jersey.' });
    expect(second.status).toBe(201);

    // Each player sees only their own thread.
    const own = await threads(playerA1, { subjectKind: 'message', subjectId: messageId });
    expect(own.status).toBe(200);
    expect(own.body.threads).toHaveLength(1);
    expect(own.body.threads[0]).toMatchObject({ playerId: 'player-a1', playerName: 'Sam Taylor' });
    expect(own.body.threads[0].replies.map((r: { body: string }) => r.body)).toEqual(['Is the away kit fine?']);
    const other = await threads(playerA2, { subjectKind: 'message', subjectId: messageId });
    expect(other.body.threads.map((t: { playerId: string }) => t.playerId)).toEqual(['player-a2']);
    expect(JSON.stringify(other.body)).not.toContain('away kit');
    // Asking for another player's thread is refused.
    const peek = await threads(playerA2, { subjectKind: 'message', subjectId: messageId, playerId: 'player-a1' });
    expect(peek.status).toBe(403);
    const intrude = await reply(playerA2, { subjectKind: 'message', subjectId: messageId, playerId: 'player-a1', body: 'me too' });
    expect(intrude.status).toBe(403);

    // The coaches see both threads, the latest conversation first.
    const all = await threads(assistantA, { subjectKind: 'message', subjectId: messageId });
    expect(all.status).toBe(200);
    expect(all.body.threads.map((t: { playerId: string; playerName: string }) => [t.playerId, t.playerName])).toEqual([
      ['player-a2', 'Rob Lee'],
      ['player-a1', 'Sam Taylor'],
    ]);

    // A coach answers player-a1's thread: player-a1 sees it, player-a2 does not.
    const answer = await reply(coachA, { subjectKind: 'message', subjectId: messageId, playerId: 'player-a1', body: 'Yes, away kit is fine.' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ playerId: 'player-a1', authorId: 'coach-a', authorName: 'Alex Carter', fromCoach: true });
    const thread = await threads(playerA1, { subjectKind: 'message', subjectId: messageId });
    expect(thread.body.threads[0].replies.map((r: { authorName: string; body: string; fromCoach: boolean }) => [r.authorName, r.body, r.fromCoach])).toEqual([
      ['Sam Taylor', 'Is the away kit fine?', false],
      ['Alex Carter', 'Yes, away kit is fine.', true],
    ]);
    expect(JSON.stringify((await threads(playerA2, { subjectKind: 'message', subjectId: messageId })).body)).not.toContain('away kit is fine');
    const one = await threads(coachA, { subjectKind: 'message', subjectId: messageId, playerId: 'player-a2' });
    expect(one.body.threads.map((t: { playerId: string }) => t.playerId)).toEqual(['player-a2']);

    // Notifications: the player's reply went to both coaches, the coach's answer to that player only, once.
    await built.notifications.idle();
    const toCoaches = await notificationsOf(`reply:${first.body.id}`);
    expect(toCoaches.map((n) => [n.userId, n.kind, n.title, n.url])).toEqual([
      ['assistant-a', 'reply', 'Sam Taylor replied', '/coach/dashboard?tab=messages'],
      ['coach-a', 'reply', 'Sam Taylor replied', '/coach/dashboard?tab=messages'],
    ]);
    expect(toCoaches[0]!.body).toBe('Re: Kit for Saturday — Is the away kit fine?');
    const toPlayer = await notificationsOf(`reply:${answer.body.id}`);
    expect(toPlayer.map((n) => [n.userId, n.title, n.body, n.url, n.email])).toEqual([
      ['player-a1', 'Alex Carter replied', 'Re: Kit for Saturday — Yes, away kit is fine.', '/', 'player-a1@x.test'],
    ]);
    // The job running again (a retry after a crash) notifies nobody twice.
    expect(await built.replies.notifyReply({ replyId: answer.body.id, subjectTitle: 'Kit for Saturday' })).toEqual({ queued: 0, duplicates: 1 });
    await built.notifications.idle();
    expect(await notificationsOf(`reply:${answer.body.id}`)).toHaveLength(1);
    expect(await built.prisma.notification.count({ where: { userId: 'player-a2', kind: 'reply' } })).toBe(0);
  });

  it('makes a coach name a player of the team when answering', async () => {
    const before = await built.prisma.reply.count();
    const missing = await reply(coachA, { subjectKind: 'message', subjectId: messageId, body: 'To whom?' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('playerId');
    const notPlayer = await reply(coachA, { subjectKind: 'message', subjectId: messageId, playerId: 'assistant-a', body: 'Hi' });
    expect(notPlayer.status).toBe(400);
    expect(notPlayer.body.message).toBe('playerId must be a player of this team');
    const foreign = await reply(coachA, { subjectKind: 'message', subjectId: messageId, playerId: 'player-b', body: 'Hi' });
    expect(foreign.status).toBe(400);
    expect((await threads(coachA, { subjectKind: 'message', subjectId: messageId, playerId: 'player-b' })).status).toBe(404);
    expect(await built.prisma.reply.count()).toBe(before);
  });

  it("hides another team's message and event: 404 to read, reply or react", async () => {
    const before = await built.prisma.reply.count();
    for (const who of [playerB, coachB]) {
      const read = await threads(who, { subjectKind: 'message', subjectId: messageId });
      expect(read.status).toBe(404);
      expect(read.body.message).toBe('Message not found');
      expect((await reply(who, { subjectKind: 'message', subjectId: messageId, body: 'hi', playerId: 'player-b' })).status).toBe(404);
      expect((await react(who, { subjectKind: 'message', subjectId: messageId, emoji: 'check', on: true })).status).toBe(404);
    }
    // An event of team-a (from the team service) is not found for team-b's player; team-b's own event is.
    const event = await reply(playerB, { subjectKind: 'event', subjectId: 'ev-a', body: 'Can I come?' });
    expect(event.status).toBe(404);
    expect(event.body.message).toBe('Event not found');
    expect((await threads(playerB, { subjectKind: 'event', subjectId: 'ev-a' })).status).toBe(404);
    expect((await react(playerB, { subjectKind: 'event', subjectId: 'ev-a', emoji: 'check', on: true })).status).toBe(404);
    expect((await reply(playerA1, { subjectKind: 'event', subjectId: 'ev-b', body: 'Hi' })).status).toBe(404);
    // Unknown ids, and nobody signed in.
    expect((await reply(playerA1, { subjectKind: 'event', subjectId: 'ev-unknown', body: 'Hi' })).status).toBe(404);
    expect((await threads(playerA1, { subjectKind: 'message', subjectId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await reply(undefined, { subjectKind: 'event', subjectId: 'ev-a', body: 'Hi' })).status).toBe(401);
    expect((await summaries(playerB, 'team-a', 'event')).status).toBe(403);
    expect(await built.prisma.reply.count()).toBe(before);
    expect(await built.prisma.reaction.count({ where: { userId: { in: ['player-b', 'coach-b'] } } })).toBe(0);
  });

  it('validates replies and reactions, naming the field', async () => {
    const before = [await built.prisma.reply.count(), await built.prisma.reaction.count()];
    const replies: Array<[object, string]> = [
      [{ subjectKind: 'message', subjectId: messageId, body: '   ' }, 'body is required'],
      [{ subjectKind: 'message', subjectId: messageId }, 'body is required'],
      [{ subjectKind: 'message', subjectId: messageId, body: 'x'.repeat(2001) }, 'body must be at most 2000 characters'],
      [{ subjectKind: 'comment', subjectId: messageId, body: 'x' }, 'subjectKind must be one of: message, event'],
      [{ subjectKind: 'message', body: 'x' }, 'subjectId is required'],
      [{ subjectKind: 'message', subjectId: messageId, body: 'x', playerId: '' }, 'playerId'],
    ];
    for (const [body, message] of replies) {
      const res = await reply(playerA1, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const reactions: Array<[object, string]> = [
      [{ subjectKind: 'message', subjectId: messageId, emoji: 'heart', on: true }, 'emoji must be one of: thumbs_up, check, muscle'],
      [{ subjectKind: 'message', subjectId: messageId, on: true }, 'emoji must be one of'],
      [{ subjectKind: 'message', subjectId: messageId, emoji: 'check', on: 'yes' }, 'on must be true or false'],
      [{ subjectKind: 'message', subjectId: '', emoji: 'check', on: true }, 'subjectId is required'],
    ];
    for (const [body, message] of reactions) {
      const res = await react(playerA1, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const query = await threads(playerA1, { subjectKind: 'thing', subjectId: messageId });
    expect(query.status).toBe(400);
    expect(query.body.message).toContain('subjectKind');
    expect((await summaries(playerA1, 'team-a', 'thing')).body.message).toContain('subjectKind');
    // A reply at the limit is taken.
    expect((await reply(playerA1, { subjectKind: 'message', subjectId: messageId, body: 'y'.repeat(2000) })).status).toBe(201);
    expect([await built.prisma.reply.count(), await built.prisma.reaction.count()]).toEqual([before[0]! + 1, before[1]]);
  });
});

describe('replies and reactions on an event', () => {
  it('threads a player with the coaches about an event, and notifies them', async () => {
    const asked = await reply(playerA2, { subjectKind: 'event', subjectId: 'ev-a', body: 'Running 10 minutes late.' });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ subjectKind: 'event', subjectId: 'ev-a', playerId: 'player-a2' });
    expect((await threads(playerA1, { subjectKind: 'event', subjectId: 'ev-a' })).body.threads).toEqual([]);
    const coach = await threads(coachA, { subjectKind: 'event', subjectId: 'ev-a' });
    expect(coach.body.threads.map((t: { playerName: string; replies: unknown[] }) => [t.playerName, t.replies.length])).toEqual([['Rob Lee', 1]]);
    await built.notifications.idle();
    const sent = await notificationsOf(`reply:${asked.body.id}`);
    expect(sent.map((n) => [n.userId, n.body, n.url])).toEqual([
      ['assistant-a', 'Re: Tuesday training — Running 10 minutes late.', '/coach/dashboard?tab=calendar'],
      ['coach-a', 'Re: Tuesday training — Running 10 minutes late.', '/coach/dashboard?tab=calendar'],
    ]);
    const answer = await reply(assistantA, { subjectKind: 'event', subjectId: 'ev-a', playerId: 'player-a2', body: 'No problem.' });
    expect(answer.status).toBe(201);
    await built.notifications.idle();
    expect((await notificationsOf(`reply:${answer.body.id}`)).map((n) => [n.userId, n.url])).toEqual([['player-a2', '/player/calendar']]);
  });

  it('toggles reactions, one per person and emoji, with counts and the caller’s own', async () => {
    const on = await react(playerA1, { subjectKind: 'event', subjectId: 'ev-a', emoji: 'thumbs_up', on: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ subjectKind: 'event', subjectId: 'ev-a', counts: { thumbs_up: 1, check: 0, muscle: 0 }, mine: ['thumbs_up'] });
    // Giving it again changes nothing.
    expect((await react(playerA1, { subjectKind: 'event', subjectId: 'ev-a', emoji: 'thumbs_up', on: true })).body.counts.thumbs_up).toBe(1);
    await react(playerA1, { subjectKind: 'event', subjectId: 'ev-a', emoji: 'muscle', on: true });
    const coach = await react(coachA, { subjectKind: 'event', subjectId: 'ev-a', emoji: 'thumbs_up', on: true });
    expect(coach.body).toMatchObject({ counts: { thumbs_up: 2, check: 0, muscle: 1 }, mine: ['thumbs_up'] });
    // Taking one back.
    const off = await react(playerA1, { subjectKind: 'event', subjectId: 'ev-a', emoji: 'thumbs_up', on: false });
    expect(off.body).toMatchObject({ counts: { thumbs_up: 1, check: 0, muscle: 1 }, mine: ['muscle'] });
    expect((await react(playerA1, { subjectKind: 'event', subjectId: 'ev-a', emoji: 'thumbs_up', on: false })).body.counts.thumbs_up).toBe(1);
    // On a team message too.
    const msg = await react(playerA2, { subjectKind: 'message', subjectId: messageId, emoji: 'check', on: true });
    expect(msg.body).toMatchObject({ subjectKind: 'message', counts: { check: 1 }, mine: ['check'] });

    // The summaries: reactions for everyone; replies as each caller may read them.
    const forPlayer = await summaries(playerA1, 'team-a', 'event');
    expect(forPlayer.status).toBe(200);
    expect(forPlayer.body.summaries).toEqual([
      {
        subjectId: 'ev-a',
        counts: { thumbs_up: 1, check: 0, muscle: 1 },
        mine: ['muscle'],
        replies: 0,
        threads: 0,
        awaitingCoach: 0,
        lastReplyAt: null,
      },
    ]);
    const forCoach = (await summaries(coachA, 'team-a', 'event')).body.summaries[0];
    expect(forCoach).toMatchObject({ subjectId: 'ev-a', mine: ['thumbs_up'], replies: 2, threads: 1, awaitingCoach: 0 });
    const messages = (await summaries(coachA, 'team-a', 'message')).body.summaries;
    // player-a1's thread (3 replies, last the player's 2000-character one) and player-a2's (1, unanswered).
    expect(messages).toEqual([
      expect.objectContaining({ subjectId: messageId, replies: 4, threads: 2, awaitingCoach: 2, counts: { thumbs_up: 0, check: 1, muscle: 0 } }),
    ]);
    expect((await summaries(playerA2, 'team-a', 'message')).body.summaries[0]).toMatchObject({ replies: 1, threads: 1, awaitingCoach: 1, mine: ['check'] });
  });
});
