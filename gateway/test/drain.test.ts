/**
 * The gateway process (gateway/src/server.ts) on SIGTERM, as a rolling deploy or `docker compose stop` sends it: /ready
 * answers 503 at once (so a load balancer stops sending), new connections are refused, and a request in flight
 * finishes with its answer before the process exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envStem, SERVICES } from '@rugby/contracts';
import { freePort } from '../../scripts/ports.ts';
import { ROOT } from '../scripts/stack.ts';
import { listen } from './support.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const arrived = { teams: 0, ready: 0 };
let slowReady = false;
let services: Awaited<ReturnType<typeof listen>>;
let child: ChildProcess;
let output = '';
let base: string;
let port: number;

/** Whether a new TCP connection to `port` is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Resolves once `check` holds (polling every 20 ms), or fails naming `what`. */
async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}\n${output}`);
    await sleep(20);
  }
}

beforeAll(async () => {
  // One stand-in for the four services: /ready (slow on demand) and a slow GET /api/teams.
  const app = express();
  app.get('/ready', (_req, res) => {
    arrived.ready += 1;
    setTimeout(() => res.json({ status: 'ready' }), slowReady ? 600 : 0);
  });
  app.get('/api/teams', (_req, res) => {
    arrived.teams += 1;
    setTimeout(() => res.json([{ id: 'team-1', name: 'Harbour City RFC' }]), 1500);
  });
  services = await listen(app);

  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, GATEWAY_PORT: String(port), SHUTDOWN_GRACE_MS: '8000', LOG_LEVEL: 'info', LOG_FORMAT: 'json' };
  for (const name of Object.keys(env)) if (/^(DATABASE_URL|WEB_ROOT|LISTEN_HOST$)/.test(name)) delete env[name];
  for (const s of SERVICES) env[`${envStem(s)}_URL`] = services.url;
  child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'gateway/src/server.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(
    () =>
      fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      ),
    'the gateway answers /health',
    60_000,
  );
});

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await services?.close();
});

describe('the gateway on SIGTERM', () => {
  it('answers /ready 503 at once, refuses new connections, finishes the requests in flight, then exits 0', async () => {
    expect((await fetch(`${base}/ready`)).status).toBe(200);

    // In flight when SIGTERM arrives: a REST call its service answers 1.5 s later, and a readiness probe whose
    // subgraph checks are under way.
    const teams = fetch(`${base}/api/teams`).then(async (res) => ({ status: res.status, body: await res.json() }));
    await sleep(1100); // the last round of readiness checks is too old to be reused
    slowReady = true;
    const probesBefore = arrived.ready;
    const readiness = fetch(`${base}/ready`).then(async (res) => ({ status: res.status, body: await res.json() }));
    await until(() => arrived.teams === 1 && arrived.ready > probesBefore, 'both requests reached the services');

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const sentAt = Date.now();
    child.kill('SIGTERM');

    // Not ready from the moment draining starts: the probe in flight answers 503.
    expect(await readiness).toEqual({ status: 503, body: { status: 'draining', message: 'The gateway is shutting down.' } });
    // New connections are refused while the request in flight is still being answered.
    await until(async () => !(await accepts(port)), 'new connections are refused', 5000);
    expect(Date.now() - sentAt).toBeLessThan(1500);
    // The request in flight completes with its answer.
    expect(await teams).toEqual({ status: 200, body: [{ id: 'team-1', name: 'Harbour City RFC' }] });
    expect(await exited).toBe(0);
    expect(output).toContain('gateway stopping');
  }, 60_000);
});
