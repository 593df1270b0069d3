/**
 * The gateway's follower of the team service's gateway events (gateway/src/gateway-events.ts): the server-sent stream
 * read with eventsource-parser (events split across chunks, comments, several in one chunk), and changes announced
 * through the typed internal client.
 */
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADERS } from '@rugby/contracts';
import { createLogger, internalServiceToken } from '@rugby/service-kit';
import { followGatewayEvents, type GatewayEventsFollower } from '../src/gateway-events.ts';
import { listen } from './support.ts';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

let follower: GatewayEventsFollower | null = null;
let closeServer: (() => Promise<void>) | null = null;
afterEach(async () => {
  follower?.close();
  await closeServer?.();
});

describe('following the team service’s gateway events', () => {
  it('hears a reset, ended sessions and changes however the stream is cut into chunks, and announces changes with the service token', async () => {
    const announced: unknown[] = [];
    const tokens: unknown[] = [];
    const team = express();
    team.use(express.json());
    team.get('/internal/gateway-events', (req, res) => {
      tokens.push(req.headers[HEADERS.serviceToken]);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      // One event in two chunks, a comment, then two events in one chunk.
      res.write('event: reset\nda');
      res.write('ta: live\n\n: keep-alive\n\n');
      res.write('event: session-ended\ndata: abc123\n\nevent: changed\ndata: {"teamId":"t1","routes":["teamMessages"]}\n\n');
    });
    team.post('/internal/changes', (req, res) => {
      tokens.push(req.headers[HEADERS.serviceToken]);
      announced.push(req.body);
      res.json({ ok: true });
    });
    const server = await listen(team as never);
    closeServer = server.close;

    const ended: string[] = [];
    const changes: unknown[] = [];
    let resets = 0;
    follower = followGatewayEvents({
      teamUrl: server.url,
      token: internalServiceToken(),
      onSessionEnded: (hash) => ended.push(hash),
      onChanged: (change) => changes.push(change),
      onReset: () => (resets += 1),
      log: createLogger('gateway-events-test'),
    });
    await until(() => changes.length === 1);
    expect(follower.live()).toBe(true);
    expect(resets).toBe(1);
    expect(ended).toEqual(['abc123']);
    expect(changes).toEqual([{ teamId: 't1', routes: ['teamMessages'] }]);

    expect(await follower.announce({ teamId: 't1', routes: ['teamEvents'] })).toBe(true);
    expect(announced).toEqual([{ teamId: 't1', routes: ['teamEvents'] }]);
    expect(tokens).toEqual([internalServiceToken(), internalServiceToken()]);
  });

  it('is not live while the team service cannot be reached, and an announcement then says it was not made', async () => {
    follower = followGatewayEvents({
      teamUrl: 'http://127.0.0.1:9',
      token: internalServiceToken(),
      onSessionEnded: () => {},
      onChanged: () => {},
      onReset: () => {},
      log: createLogger('gateway-events-test'),
      retryMs: 50,
    });
    expect(follower.live()).toBe(false);
    expect(await follower.announce({ teamId: 't1' })).toBe(false);
  });
});
