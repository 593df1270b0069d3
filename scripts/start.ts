/**
 * `npm start`: the whole app on http://localhost:8080 — builds the shell and the three remotes for production,
 * starts the four services (embedded PGlite databases under ./data unless DATABASE_URL_<SERVICE> is set) with
 * demo data, the gateway and the edge. Ctrl-C stops everything.
 *
 * Environment: EDGE_PORT, GATEWAY_PORT, <SERVICE>_PORT, DATA_DIR, DATABASE_URL_<SERVICE>, SKIP_WEB_BUILD=1,
 * SEED_DEMO (default 1), ENABLE_TEST_ENDPOINTS (default 1 here), FIXED_NOW (tests only) — see README.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_PORTS } from '@rugby/contracts';
import { ROOT, startBackend, stopAll, type AppProcess } from './processes.ts';
import { startEdge } from './edge.ts';

const WEB_APPS = ['@rugby/shell', '@rugby/mf-public', '@rugby/mf-coach', '@rugby/mf-player'];

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: path.resolve(ROOT, process.env.DATA_DIR ?? 'data'),
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
  ENABLE_TEST_ENDPOINTS: process.env.ENABLE_TEST_ENDPOINTS ?? '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
};
const edgePort = Number(env.EDGE_PORT ?? DEFAULT_PORTS.edge);
const gatewayUrl = `http://127.0.0.1:${env.GATEWAY_PORT ?? DEFAULT_PORTS.gateway}`;

if (env.SKIP_WEB_BUILD !== '1') {
  for (const app of WEB_APPS) {
    console.log(`[start] building ${app} for production`);
    execFileSync('npm', ['run', 'build', '--silent', '-w', app], { cwd: ROOT, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
  }
}

let processes: AppProcess[] = [];
let edge: { close(): Promise<void> } | null = null;
let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('[start] stopping...');
  await edge?.close().catch(() => {});
  await stopAll(processes);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  processes = await startBackend(env);
  for (const p of processes) p.child.once('exit', (code) => { if (!stopping) { console.error(`[start] ${p.name} exited (${code}); stopping everything`); void shutdown(1); } });
  edge = await startEdge({ port: edgePort, gatewayUrl, root: ROOT });
  console.log(`\n[start] Rugby Training Hub is running on http://localhost:${edgePort}`);
  console.log('[start] demo coach: coach@demo.test / rugby-coach-1   demo player: player@demo.test / rugby-player-1\n');
} catch (err) {
  console.error(`[start] ${(err as Error).message}`);
  await shutdown(1);
}
