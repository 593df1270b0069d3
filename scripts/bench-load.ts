/**
 * `npm run bench:load`: the app under load (issue 14), on the embedded default and on PostgreSQL, with the floor
 * measured in the same run.
 *
 * Floor: a plain Express `GET /` in its own process (scripts/bench-floor.ts), 50 connections. Then, for each
 * database (embedded PGlite as `npm start` runs it; PostgreSQL at BENCH_POSTGRES_URL, default
 * postgresql://postgres@127.0.0.1:5432/postgres, skipped with a note when it does not answer), the whole app
 * (services, gateway, edge; demo data; LOG_LEVEL=warn) and, through the edge with a signed-in cookie:
 *   - GET /api/coaches/dashboard (demo coach), GET /api/auth/user and GET /api/player/training (demo player), each at
 *     50 connections for BENCH_SECONDS (default 5): throughput as a ratio of the floor, p99;
 *   - mixed traffic: BENCH_USERS (default 200) virtual users for BENCH_MIXED_SECONDS (default 60), 40 % coaches and
 *     60 % players, each repeating its page's calls in order with a think time of 0.5-1.5 s (mean 1 s) between
 *     calls (the mix is printed): errors (non-2xx or failed) and p50/p99.
 * Targets (issue 14) are printed MET / MISSED; the exit code is 1 when one is missed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { DEMO_COACH, DEMO_PLAYER, DEMO_TEAM, type ServiceName } from '@rugby/contracts';
import {
  BENCH_SECONDS,
  check,
  freePort,
  machineLoadLine,
  measure,
  percentile,
  POSTGRES_URL,
  postgresDatabases,
  signIn,
  startBenchStack,
  type BenchStack,
  type Target,
} from './bench-support.ts';
import { ROOT } from './processes.ts';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const COACH_SHARE = 0.4;

/** What each kind of user calls, in order, again and again (the first load of their page, then its refreshes). */
const COACH_CALLS = [
  '/api/auth/user',
  '/api/coaches/dashboard',
  '/api/teams',
  `/api/teams/${DEMO_TEAM.id}/approved-programs`,
  `/api/teams/${DEMO_TEAM.id}/messages`,
  '/api/teams/' + DEMO_TEAM.id + '/players/detailed',
];
const PLAYER_CALLS = [
  '/api/auth/user',
  '/api/player/training',
  '/api/players/training/today',
  '/api/player/laws-today',
  '/api/player/recovery-tip',
  `/api/teams/${DEMO_TEAM.id}/messages`,
  '/api/player/progress',
];

interface Row {
  label: string;
  value: string;
  target: string;
  met: boolean | null;
}

async function startFloor(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench-floor.ts')], {
    cwd: ROOT,
    env: { ...process.env, BENCH_FLOOR_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    // tsx also talks over the IPC channel: only the floor's own message means it listens.
    child.on('message', (message) => {
      if (message === 'ready') resolve();
    });
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

/** Virtual users: each repeats its calls in order with a think time between them; every answer's time and status. */
async function virtualUsers(
  edgeUrl: string,
  coachCookie: string,
  playerCookie: string,
): Promise<{ times: number[]; errors: number; requests: number; firstErrors: string[] }> {
  const agent = new Agent({ connections: USERS, keepAliveTimeout: 30_000 });
  const deadline = Date.now() + MIXED_SECONDS * 1000;
  const times: number[] = [];
  const firstErrors: string[] = [];
  let errors = 0;
  const user = async (index: number) => {
    const coach = index < Math.round(USERS * COACH_SHARE);
    const calls = coach ? COACH_CALLS : PLAYER_CALLS;
    const cookie = coach ? coachCookie : playerCookie;
    // Users do not arrive in lockstep: each starts within the first second, at its own place in its page's calls.
    await sleep(Math.random() * 1000);
    for (let i = index; Date.now() < deadline; i += 1) {
      const pathname = calls[i % calls.length]!;
      const started = performance.now();
      try {
        const res = await request(`${edgeUrl}${pathname}`, {
          dispatcher: agent,
          headers: { cookie, accept: 'application/json' },
          headersTimeout: 30_000,
          bodyTimeout: 30_000,
        });
        await res.body.text();
        if (res.statusCode >= 400) {
          errors += 1;
          if (firstErrors.length < 5) firstErrors.push(`${pathname}: ${res.statusCode}`);
        }
      } catch (err) {
        errors += 1;
        if (firstErrors.length < 5) firstErrors.push(`${pathname}: ${(err as Error).message}`);
      }
      times.push(performance.now() - started);
      await sleep(500 + Math.random() * 1000);
    }
  };
  await Promise.all(Array.from({ length: USERS }, (_, i) => user(i)));
  await agent.close();
  times.sort((a, b) => a - b);
  return { times, errors, requests: times.length, firstErrors };
}

async function measureApp(kind: 'embedded' | 'postgresql', floorRps: number, databases?: Record<ServiceName, string>): Promise<Row[]> {
  let stack: BenchStack | undefined;
  try {
    stack = await startBenchStack({ databases });
    const { edgeUrl } = stack;
    const coach = await signIn(edgeUrl, DEMO_COACH);
    const player = await signIn(edgeUrl, DEMO_PLAYER);
    const get = (pathname: string, cookie: string): Target => ({
      url: `${edgeUrl}${pathname}`,
      method: 'GET',
      headers: { accept: 'application/json', cookie },
    });
    const targets = {
      dashboard: get('/api/coaches/dashboard', coach.cookie),
      authUser: get('/api/auth/user', player.cookie),
      playerTraining: get('/api/player/training', player.cookie),
    };
    for (const t of Object.values(targets)) await check(t);
    for (const p of COACH_CALLS) await check(get(p, coach.cookie));
    for (const p of PLAYER_CALLS) await check(get(p, player.cookie));
    console.log(`\n[${kind}] warming up, then ${BENCH_SECONDS} s per target at 50 connections`);
    for (const t of Object.values(targets)) await measure(t, 10, 1);
    const dashboard = await measure(targets.dashboard, 50, BENCH_SECONDS);
    const authUser = await measure(targets.authUser, 50, BENCH_SECONDS);
    const playerTraining = await measure(targets.playerTraining, 50, BENCH_SECONDS);
    console.log(`[${kind}] ${USERS} virtual users for ${MIXED_SECONDS} s`);
    const mixed = await virtualUsers(edgeUrl, coach.cookie, player.cookie);
    const pg = kind === 'postgresql';
    const ratio = (rps: number) => rps / floorRps;
    const figures = (m: { rps: number; p50: number; p99: number }) =>
      `${m.rps.toFixed(0)} req/s (${ratio(m.rps).toFixed(2)} x floor), p50 ${m.p50.toFixed(0)} ms, p99 ${m.p99.toFixed(0)} ms`;
    const mixedP50 = mixed.times.length ? percentile(mixed.times, 50) : 0;
    const mixedP99 = mixed.times.length ? percentile(mixed.times, 99) : 0;
    const dashboardRatio = pg ? 0.2 : 0.15;
    const dashboardP99 = pg ? 150 : 300;
    const mixedLimit = pg ? 500 : 1000;
    return [
      {
        label: `${kind}: GET /api/coaches/dashboard`,
        value: figures(dashboard),
        target: `>= ${dashboardRatio} x floor, p99 <= ${dashboardP99} ms`,
        met: ratio(dashboard.rps) >= dashboardRatio && dashboard.p99 <= dashboardP99,
      },
      {
        label: `${kind}: GET /api/auth/user`,
        value: figures(authUser),
        target: pg ? '>= 0.3 x floor' : '(target on PostgreSQL)',
        met: pg ? ratio(authUser.rps) >= 0.3 : null,
      },
      {
        label: `${kind}: GET /api/player/training`,
        value: figures(playerTraining),
        target: pg ? '>= 0.3 x floor' : '(target on PostgreSQL)',
        met: pg ? ratio(playerTraining.rps) >= 0.3 : null,
      },
      {
        label: `${kind}: ${USERS} users x ${MIXED_SECONDS} s mixed`,
        value: `${mixed.requests} requests (${(mixed.requests / MIXED_SECONDS).toFixed(0)} req/s), ${mixed.errors} errors, p50 ${mixedP50.toFixed(0)} ms, p99 ${mixedP99.toFixed(0)} ms${mixed.firstErrors.length ? ` [${mixed.firstErrors.join('; ')}]` : ''}`,
        target: `0 errors, p99 <= ${mixedLimit} ms`,
        met: mixed.errors === 0 && mixedP99 <= mixedLimit,
      },
    ];
  } finally {
    await stack?.stop();
  }
}

const floor = await startFloor();
const rows: Row[] = [];
try {
  console.log(`floor: plain Express GET /, 50 connections, ${BENCH_SECONDS} s`);
  await measure({ url: floor.url, method: 'GET', headers: {} }, 10, 1);
  const floorResult = await measure({ url: floor.url, method: 'GET', headers: {} }, 50, BENCH_SECONDS);
  rows.push({ label: 'floor: plain Express GET /', value: `${floorResult.rps.toFixed(0)} req/s, p99 ${floorResult.p99.toFixed(0)} ms`, target: '', met: null });
  floor.stop();
  rows.push(...(await measureApp('embedded', floorResult.rps)));
  const databases = await postgresDatabases();
  if (databases) rows.push(...(await measureApp('postgresql', floorResult.rps, databases)));
  else rows.push({ label: 'postgresql', value: `not measured: ${POSTGRES_URL} does not answer`, target: '', met: false });
} catch (err) {
  console.error(`bench failed: ${(err as Error).stack ?? err}`);
  process.exitCode = 2;
} finally {
  floor.stop();
}
if (process.exitCode !== 2) {
  console.log(
    '\nMixed traffic: 40 % coaches calling, in order, ' +
      COACH_CALLS.join(', ') +
      '; 60 % players calling ' +
      PLAYER_CALLS.join(', ') +
      '; think time 0.5-1.5 s between calls.',
  );
  console.log('\n==== bench:load summary ====');
  for (const r of rows)
    console.log(`${r.met === null ? '      ' : r.met ? 'MET   ' : 'MISSED'} ${r.label.padEnd(46)} ${r.value}${r.target ? `  (target ${r.target})` : ''}`);
  console.log(machineLoadLine());
  const missed = rows.filter((r) => r.met === false).length;
  console.log(missed ? `${missed} target(s) missed.` : 'All targets met.');
  process.exitCode = missed ? 1 : 0;
}
