/**
 * Server push (gateway/src/server-push.ts): a write through the gateway reaches, within moments, the open pages of
 * the members it concerns as `event: changed` on GET /api/events — a coach's write the whole team, a player's only
 * the team's coaches (and the player's own pages), nobody in another team.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COACH, DEMO_PLAYER, DEMO_TEAM } from '@rugby/contracts';
import { Client, signedInClient, startGatewayStack, type EventStream } from './support.ts';

let stack: Awaited<ReturnType<typeof startGatewayStack>>;
let coach: Client;
let player: Client;
let otherCoach: Client;
const opened: EventStream[] = [];
const open = async (client: Client) => {
  const s = await client.events();
  opened.push(s);
  return s;
};

async function within<T>(probe: () => T | undefined, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
/** Lets any event that would come arrive. */
const settle = () => new Promise((r) => setTimeout(r, 500));

beforeAll(async () => {
  stack = await startGatewayStack();
  coach = await signedInClient(stack.url, DEMO_COACH.email, DEMO_COACH.password);
  player = await signedInClient(stack.url, DEMO_PLAYER.email, DEMO_PLAYER.password);
  otherCoach = new Client(stack.url);
  const email = `push-coach-${Date.now()}@gateway.test`;
  expect(
    (
      await otherCoach.call('POST', '/api/auth/register', {
        email,
        password: 'secret-pass-1',
        confirmPassword: 'secret-pass-1',
        firstName: 'Other',
        lastName: 'Coach',
        userType: 'coach',
      })
    ).status,
  ).toBe(201);
  expect((await otherCoach.call('POST', '/api/coaches/create', { name: 'Other Coach', email, teamName: 'Elsewhere RFC' })).status).toBe(201);
}, 180_000);

afterAll(async () => {
  for (const s of opened) s.close();
  await stack?.close();
});

describe('GET /api/events', () => {
  it('is an event stream for a signed-in caller and 401 signed out', async () => {
    const anonymous = await new Client(stack.url).events();
    expect(anonymous.status).toBe(401);
    const mine = await open(player);
    expect(mine.status).toBe(200);
    expect(mine.contentType).toMatch(/^text\/event-stream/);
  });

  it("tells the whole team about a coach's message, and nobody in another team", async () => {
    const [toCoach, toPlayer, toOther] = [await open(coach), await open(player), await open(otherCoach)];
    const sent = await coach.call('POST', `/api/teams/${DEMO_TEAM.id}/messages`, { type: 'announcement', title: 'Kick-off moved', message: 'Saturday 2pm' });
    expect(sent.status, sent.text).toBe(201);
    expect(await within(() => toPlayer.changes[0])).toEqual({ teamIds: [DEMO_TEAM.id], service: 'messaging' });
    expect(await within(() => toCoach.changes[0])).toEqual({ teamIds: [DEMO_TEAM.id], service: 'messaging' });
    await settle();
    expect(toOther.changes).toEqual([]);
  });

  it("tells the coaches, not the other players, about a player's write; a newcomer's join reaches the coaches too", async () => {
    const newcomer = new Client(stack.url);
    const email = `push-player-${Date.now()}@gateway.test`;
    const joinedEarly = await newcomer.call('POST', `/api/invitations/${DEMO_TEAM.inviteCode}/join`, {
      firstName: 'New',
      lastName: 'Comer',
      email,
      phone: '+64 21 000 1111',
      position: 'wing',
      height: 180,
      weight: 85,
      password: 'join-pass-1',
    });
    expect(joinedEarly.status, joinedEarly.text).toBe(201);
    expect((await newcomer.call('POST', '/api/auth/login', { email, password: 'join-pass-1' })).status).toBe(200);

    const [toCoach, toPlayer, toNewcomer] = [await open(coach), await open(player), await open(newcomer)];
    const messages = await player.call('GET', `/api/teams/${DEMO_TEAM.id}/messages`);
    const read = await player.call('POST', `/api/messages/${messages.body[0].id}/read`);
    expect(read.status, read.text).toBe(200);
    expect(await within(() => toCoach.changes[0])).toEqual({ teamIds: [DEMO_TEAM.id], service: 'messaging' });
    expect(await within(() => toPlayer.changes[0])).toEqual({ teamIds: [DEMO_TEAM.id], service: 'messaging' });
    await settle();
    expect(toNewcomer.changes).toEqual([]);

    const second = new Client(stack.url);
    const joined = await second.call('POST', `/api/invitations/${DEMO_TEAM.inviteCode}/join`, {
      firstName: 'Second',
      lastName: 'Comer',
      email: `push-second-${Date.now()}@gateway.test`,
      phone: '+64 21 000 2222',
      position: 'prop',
      height: 182,
      weight: 110,
      password: 'join-pass-2',
    });
    expect(joined.status, joined.text).toBe(201);
    expect(await within(() => toCoach.changes[1])).toEqual({ teamIds: [DEMO_TEAM.id], service: 'team' });
    await settle();
    expect(toNewcomer.changes).toEqual([]);
  });

  it('ends the stream of a page whose session ended', async () => {
    const leaving = await signedInClient(stack.url, DEMO_PLAYER.email, DEMO_PLAYER.password);
    const stream = await open(leaving);
    expect((await leaving.call('POST', '/api/auth/logout')).status).toBeLessThan(400);
    await coach.call('POST', `/api/teams/${DEMO_TEAM.id}/messages`, { type: 'announcement', title: 'After logout', message: 'x' });
    await within(() => (stream.ended ? true : undefined));
  });
});
