/**
 * The edge hands browser connections to the gateway process (scripts/gateway-handoff.ts, docs/decisions/014): while a
 * gateway accepts them it serves every request on them itself; before it says so, after it stops, or once it is gone,
 * the edge serves them (its own 503 for the API) — and a restarted gateway takes new connections again.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type RunningEdge } from '../edge.ts';
import { gatewayHandOff } from '../gateway-handoff.ts';
import { ROOT, type AppProcess } from '../processes.ts';
import { freePort } from '../ports.ts';
import { pollUntil } from './support.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/handed-connections-server.ts');
const handOff = gatewayHandOff();
let edge: RunningEdge;
let gatewayPort: number;

function startStandIn(): AppProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const p = { name: 'gateway', child, readyUrl: '' };
  handOff.watch(p);
  return p;
}
/** One new connection per call (no pooling across calls), so each request is a fresh hand-off decision. */
async function get(pathname: string) {
  const agent = new Agent({ pipelining: 0 });
  try {
    const res = await request(`${edge.url}${pathname}`, { dispatcher: agent });
    return { status: res.statusCode, text: await res.body.text() };
  } finally {
    await agent.close();
  }
}

beforeAll(async () => {
  gatewayPort = await freePort(); // nothing listens there: the edge's own proxying finds no gateway
  edge = await startEdge({ port: 0, host: '127.0.0.1', gatewayUrl: `http://127.0.0.1:${gatewayPort}`, root: ROOT, handOff: handOff.handOff });
});
afterAll(() => edge?.close(1000));

describe('connection hand-off', () => {
  it('serves on the edge until a gateway accepts, then every request of a connection in the gateway, and the edge again once it is gone', async () => {
    expect((await get('/api/auth/user')).status).toBe(503);

    const first = startStandIn();
    await pollUntil(
      () => get('/api/auth/user'),
      (r) => r.text.startsWith('gateway'),
      20_000,
      'the first gateway takes connections',
    );
    expect(await get('/remotes.json?x=1')).toEqual({ status: 200, text: `gateway ${first.child.pid} /remotes.json?x=1` });
    // Keep-alive: several requests on one handed connection all reach the gateway.
    const agent = new Agent({ connections: 1 });
    for (const p of ['/a', '/b', '/c'])
      expect(await (await request(`${edge.url}${p}`, { dispatcher: agent })).body.text()).toBe(`gateway ${first.child.pid} ${p}`);
    await agent.close();

    first.child.kill('SIGTERM');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect((await get('/api/auth/user')).status).toBe(503);
    expect((await get('/remotes.json')).text).toContain('/remotes/coach/mf-manifest.json');

    const second = startStandIn();
    await pollUntil(
      () => get('/x'),
      (r) => r.text === `gateway ${second.child.pid} /x`,
      20_000,
      'the restarted gateway takes connections',
    );
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
  }, 60_000);
});
