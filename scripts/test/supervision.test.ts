/**
 * `npm start` (scripts/start.ts) as a user runs it, on free ports with a fresh embedded database: one start shared
 * by every test here, in order — a crashed service restarts, a crashed gateway restarts, and killing the supervisor
 * itself takes every child with it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@rugby/contracts';
import { portBindProblem } from '../ports.ts';
import { freeAppPorts, get, isAlive, pollUntil, portEnv, runStart, sleep, type AppPorts, type StartedSupervisor } from './support.ts';

/** A messaging route: 401 signed out while the messaging service is up, 503 while it is down. */
const MESSAGES = '/api/teams/1/messages';
/** Answered by the team service through the gateway: 401 signed out. */
const USER = '/api/auth/user';
const RECOVERY_MS = 15_000;

let app: StartedSupervisor;
let ports: AppPorts;
let edge: string;
let dataDir: string;
/** Current pid of each child, by name; every pid ever seen, for clean-up. */
const pids = new Map<string, number>();
const everyPid = new Set<number>();
const track = (name: string, pid: number) => {
  pids.set(name, pid);
  everyPid.add(pid);
};

beforeAll(async () => {
  ports = await freeAppPorts();
  edge = `http://127.0.0.1:${ports.edge}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'rugby-supervision-'));
  app = runStart({ ...portEnv(ports), DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '3000' });
  await app.waitFor(/is running on http/, 220_000);
  for (const [, name, pid] of app.output().matchAll(/\[start\] (\S+) ready \(pid (\d+)\)/g)) track(name!, Number(pid));
  expect([...pids.keys()].sort()).toEqual(['feedback', 'gateway', 'messaging', 'team', 'training-program']);
});

afterAll(() => {
  if (app && app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
  for (const pid of everyPid) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Kills a child with SIGKILL; returns when and where in the output that happened. */
function crash(name: string) {
  const mark = app.output().length;
  process.kill(pids.get(name)!, 'SIGKILL');
  return { at: Date.now(), mark };
}

async function restartedPid(name: string, mark: number) {
  const back = await app.waitFor(new RegExp(`\\[start\\] ${name} is back \\(pid (\\d+)`), 10_000, mark);
  track(name, Number(back[1]));
  expect(app.output().slice(mark)).toMatch(new RegExp(`${name} exited \\(signal SIGKILL\\); restarting it in 0\\.5 s`));
}

describe('npm start supervises its processes', () => {
  it('restarts a killed service within 15 s; meanwhile the edge serves and calls to it answer 503 naming it', async () => {
    expect((await get(edge, MESSAGES)).status).toBe(401);
    const killed = crash('messaging');

    const down = await pollUntil(
      () => get(edge, MESSAGES),
      (a) => a.status === 503,
      3000,
      'messaging calls answer 503',
    );
    expect(down.body).toEqual({ error: 'SERVICE_UNAVAILABLE', message: SERVER_ERRORS.unavailable('messaging') });
    expect(SERVER_ERRORS.unavailable('messaging')).toBe('The messaging service is unavailable. Please try again shortly.');
    expect((await get(edge, USER)).status).toBe(401);
    expect((await get(edge, '/remotes.json')).status).toBe(200);

    await pollUntil(
      () => get(edge, MESSAGES),
      (a) => a.status === 401,
      RECOVERY_MS - (Date.now() - killed.at),
      'messaging back',
    );
    await restartedPid('messaging', killed.mark);
  });

  it('restarts a killed gateway within 15 s; meanwhile the edge answers 503 naming the gateway', async () => {
    const killed = crash('gateway');

    const down = await pollUntil(
      () => get(edge, USER),
      (a) => a.status === 503,
      3000,
      'API calls answer 503',
    );
    expect(down.body).toEqual({ error: 'SERVICE_UNAVAILABLE', message: SERVER_ERRORS.unavailable('gateway') });
    expect((await get(edge, '/remotes.json')).status).toBe(200);

    await pollUntil(
      () => get(edge, USER),
      (a) => a.status === 401,
      RECOVERY_MS - (Date.now() - killed.at),
      'gateway back',
    );
    await restartedPid('gateway', killed.mark);
  });

  it('takes every child with it when the supervisor is killed with SIGKILL', async () => {
    const children = [...pids.values()];
    expect(children.filter(isAlive)).toEqual(children);

    app.child.kill('SIGKILL');
    await app.exited;
    await pollUntil(
      async () => children.filter(isAlive),
      (alive) => alive.length === 0,
      10_000,
      'children gone',
    );

    await sleep(200);
    const bound = await Promise.all([ports.gateway, ...Object.values(ports.services)].map((p) => portBindProblem(p, '127.0.0.1')));
    expect(bound).toEqual(bound.map(() => null));
  });
});
