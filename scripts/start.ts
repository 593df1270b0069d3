/**
 * `npm start`: the whole app on http://localhost:8080 — builds the shell and the three remotes for production,
 * starts the four services (embedded PGlite databases under ./data unless DATABASE_URL_<SERVICE> is set) with
 * demo data, the gateway and the edge (in this process), and supervises them:
 *   - every port is checked first: a port that is taken, invalid or refused by fetch stops start-up at once (exit 1);
 *   - the edge (in this process) hands each browser connection to the gateway, which serves the API and the web apps
 *     (scripts/gateway-handoff.ts); a service or the gateway that exits is restarted with backoff
 *     (scripts/supervisor.ts) while the edge serves;
 *   - Ctrl-C / SIGTERM: the edge stops accepting and drains, then the gateway, then the services (exit 0);
 *   - if this process is killed outright, the children notice their IPC channel close and stop themselves.
 *
 * Environment: EDGE_PORT, GATEWAY_PORT, <SERVICE>_PORT, DATA_DIR, DATABASE_URL_<SERVICE>, SKIP_WEB_BUILD=1,
 * SEED_DEMO (default 1), ENABLE_TEST_ENDPOINTS (default 1 here), FIXED_NOW (tests only), READY_TIMEOUT_MS,
 * SHUTDOWN_GRACE_MS — see README.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, startAgain, startBackend, stopInOrder, type AppProcess } from './processes.ts';
import { appPorts, portProblems } from './ports.ts';
import { supervise, type Supervisor } from './supervisor.ts';
import { startEdge, type RunningEdge } from './edge.ts';
import { gatewayHandOff } from './gateway-handoff.ts';
import { loadDotEnv, problemsOfEveryProcess } from '@rugby/service-kit/environment';

const WEB_APPS = ['@rugby/shell', '@rugby/mf-public', '@rugby/mf-coach', '@rugby/mf-player'];
const EDGE_HOST = '0.0.0.0';

// .env (or ENV_FILE) first: variables already set win.
loadDotEnv(ROOT);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: path.resolve(ROOT, process.env.DATA_DIR ?? 'data'),
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
  ENABLE_TEST_ENDPOINTS: process.env.ENABLE_TEST_ENDPOINTS ?? '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  // The children's output comes through pipes: they write for a person when this terminal is one.
  LOG_FORMAT: process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
  // The gateway serves the web apps too, on the connections the edge hands it (scripts/gateway-handoff.ts).
  WEB_ROOT: ROOT,
};
const say = (line: string) => console.log(`[start] ${line}`);
const complain = (line: string) => console.error(`[start] ${line}`);

// Every process's variables, before anything starts: one message naming all that is wrong.
const invalid = problemsOfEveryProcess(env);
if (invalid.length) {
  for (const problem of invalid) complain(problem);
  complain('nothing was started: fix the variables above (see docs/configuration.md)');
  process.exit(1);
}

const ports = appPorts(env, EDGE_HOST);
const problems = await portProblems(ports);
if (problems.length) {
  for (const problem of problems) complain(problem);
  complain('nothing was started: give the variables above usable ports (see docs/configuration.md)');
  process.exit(1);
}
const port = (variable: string) => Number(ports.find((p) => p.variable === variable)!.value);

if (env.SKIP_WEB_BUILD !== '1') {
  for (const app of WEB_APPS) {
    say(`building ${app} for production`);
    execFileSync('npm', ['run', 'build', '--silent', '-w', app], { cwd: ROOT, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
  }
}

/** Every child spawned during start-up, so a Ctrl-C then still stops them in order. */
const spawned: AppProcess[] = [];
let supervisor: Supervisor | null = null;
let edge: RunningEdge | null = null;
let stopping = false;
async function shutdown(code: number, reason: string) {
  if (stopping) return;
  stopping = true;
  say(`stopping (${reason}): the edge drains first, then the gateway, then the services...`);
  await edge?.close().catch((err: Error) => complain(`edge: ${err.message}`));
  await (supervisor ? supervisor.stop() : stopInOrder(spawned));
  say('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0, 'SIGINT'));
process.on('SIGTERM', () => void shutdown(0, 'SIGTERM'));
// Started by a process that talks to it over IPC (a test runner, a tool): stop with it.
if (process.connected) process.once('disconnect', () => void shutdown(0, 'parent process gone'));

const handOff = gatewayHandOff();

async function run() {
  const backend = await startBackend(env, undefined, (p) => {
    spawned.push(p);
    handOff.watch(p);
  });
  if (stopping) return; // Ctrl-C during start-up: shutdown() stops them
  for (const p of backend) say(`${p.name} ready (pid ${p.child.pid})`);
  supervisor = supervise(backend, {
    restart: (exited) => {
      const p = startAgain(exited, env);
      handOff.watch(p);
      return p;
    },
    log: say,
  });
  edge = await startEdge({
    port: port('EDGE_PORT'),
    host: EDGE_HOST,
    gatewayUrl: `http://127.0.0.1:${port('GATEWAY_PORT')}`,
    root: ROOT,
    handOff: handOff.handOff,
  }).catch((err: Error) => {
    throw new Error(`EDGE_PORT=${port('EDGE_PORT')}: ${err.message}`); // taken while the web apps were built
  });
  console.log(`\n[start] Rugby Training Hub is running on http://localhost:${edge.port} (pid ${process.pid}; Ctrl-C stops it)`);
  console.log('[start] demo coach: coach@demo.test / rugby-coach-1   demo player: player@demo.test / rugby-player-1\n');
}

await run().catch(async (err: Error) => {
  if (stopping) return;
  complain(`start-up failed: ${err.message}`);
  await shutdown(1, 'start-up failed');
});
