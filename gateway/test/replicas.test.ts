/**
 * Two gateways over one team service (replicas behind a balancer): a session signed out through one is refused by
 * the other within a second, though each keeps sessions for a minute (SESSION_CACHE_MS); a write through one reaches
 * the pages open on the other; while the team service's stream of gateway events is down a gateway keeps no session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COACH, DEMO_PLAYER, DEMO_TEAM } from '@rugby/contracts';
import { createLogger } from '@rugby/service-kit';
import { buildGateway } from '../src/app.ts';
import { startSubgraphs } from '../scripts/stack.ts';
import { Client, listen, signedInClient } from './support.ts';

let subgraphs: Awaited<ReturnType<typeof startSubgraphs>>;
const gateways: Array<{ gateway: ReturnType<typeof buildGateway>; url: string; close(): Promise<void> }> = [];

async function startGateway() {
  const gateway = buildGateway({ services: subgraphs.urls, log: createLogger('gateway-test'), sessionCacheMs: 60_000 });
  const running = await listen(gateway.app);
  const entry = { gateway, url: running.url, close: async () => (await running.close(), await gateway.close()) };
  gateways.push(entry);
  return entry;
}

/** Polls until `check` holds; returns the milliseconds it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - started;
}

beforeAll(async () => {
  subgraphs = await startSubgraphs({ seed: ['team'] });
});
afterAll(async () => {
  for (const g of gateways) await g.close();
  await subgraphs.close();
});

describe('sessions across gateways', () => {
  it('a sign-out through gateway A is refused by gateway B within a second', async () => {
    const [a, b] = [await startGateway(), await startGateway()];
    const onA = await signedInClient(a.url, DEMO_COACH.email, DEMO_COACH.password);
    const onB = new Client(b.url);
    onB.cookie = onA.cookie;
    // B keeps the session (for a minute, unless it ends) once it follows the ended sessions.
    await within(5_000, async () => (await onB.call('GET', '/api/auth/user')).status === 200 && b.gateway.sessions.size === 1);
    expect((await onA.call('POST', '/api/auth/logout')).status).toBeLessThan(400);
    const took = await within(1_000, async () => (await onB.call('GET', '/api/auth/user')).status === 401);
    expect(took).toBeLessThan(1_000);
  });

  it("a coach's write through gateway A reaches the player's page open on gateway B", async () => {
    const [a, b] = [await startGateway(), await startGateway()];
    const coach = await signedInClient(a.url, DEMO_COACH.email, DEMO_COACH.password);
    const player = await signedInClient(b.url, DEMO_PLAYER.email, DEMO_PLAYER.password);
    const stream = await player.events();
    try {
      // B follows the gateway events once it keeps sessions.
      await within(5_000, async () => (await player.call('GET', '/api/auth/user')).status === 200 && b.gateway.sessions.size === 1);
      const sent = await coach.call('POST', `/api/teams/${DEMO_TEAM.id}/messages`, { title: 'Across gateways', message: 'Training moved to 6 pm' });
      expect(sent.status).toBe(201);
      await within(2_000, async () => stream.changes.some((c) => c.teamIds.includes(DEMO_TEAM.id) && c.service === 'messaging'));
      // Told once, not once per path.
      await new Promise((r) => setTimeout(r, 300));
      expect(stream.changes.filter((c) => c.service === 'messaging')).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('keeps no session while the team service cannot tell it which sessions ended, and keeps them again after', async () => {
    const g = await startGateway();
    const client = await signedInClient(g.url, DEMO_PLAYER.email, DEMO_PLAYER.password);
    await within(5_000, async () => (await client.call('GET', '/api/auth/user'), g.gateway.sessions.size === 1));
    await subgraphs.stop('team');
    await within(3_000, async () => g.gateway.sessions.size === 0);
    expect((await client.call('GET', '/api/auth/user')).status).toBe(503);
    expect(g.gateway.sessions.size).toBe(0);
    await subgraphs.restart('team');
    await within(5_000, async () => (await client.call('GET', '/api/auth/user')).status === 200 && g.gateway.sessions.size === 1);
  });
});
