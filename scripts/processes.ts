/**
 * The processes of the whole app (four services and the gateway) and how to run, await and stop them.
 * Used by `npm start` (scripts/start.ts, which also restarts them: scripts/supervisor.ts), the Playwright web server
 * and the benchmarks.
 *
 * Each child runs in its own process group (a Ctrl-C in the terminal reaches only the parent, which stops them in
 * order) and with an IPC channel: when the parent dies, even by SIGKILL, the channel closes and the child stops
 * itself (services/kit/src/lifecycle.ts), so no process outlives the one that started it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES, servicePort, DEFAULT_PORTS, type ServiceName } from '@rugby/contracts';
import { shutdownGraceMs } from '@rugby/service-kit/lifecycle';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type AppName = ServiceName | 'gateway';
export const APP_NAMES: readonly AppName[] = [...SERVICES, 'gateway'];

export interface AppProcess {
  name: string;
  child: ChildProcess;
  readyUrl: string;
}

/** Preloaded by every process: OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (services/kit/src/tracing.ts). */
const TRACING = path.join(ROOT, 'services/kit/src/tracing.ts');
const entry = (name: AppName) => (name === 'gateway' ? path.join(ROOT, 'gateway/src/server.ts') : path.join(ROOT, 'services', name, 'src/server.ts'));

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const exitDescription = (child: ChildProcess) => (child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`);

/** Prefixes each line a child prints with its name, so one terminal shows every process. */
function pipeWithPrefix(stream: NodeJS.ReadableStream | null, name: string, out: NodeJS.WritableStream) {
  if (!stream) return;
  let buffer = '';
  stream.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

/** CPU_PROFILE_DIR (profiling only, scripts/profile-load.ts): each process writes a V8 CPU profile there when it exits. */
export const profileArgs = (env: NodeJS.ProcessEnv) => (env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${env.CPU_PROFILE_DIR}`] : []);

/** Starts one process of the app; `label` names it in its output lines and in the result (default: `name`; a replica's own). */
export function startProcess(name: AppName, env: NodeJS.ProcessEnv, label: string = name): AppProcess {
  const child = spawn(process.execPath, [...profileArgs(env), '--import', 'tsx', '--import', TRACING, entry(name)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  pipeWithPrefix(child.stdout, label, process.stdout);
  pipeWithPrefix(child.stderr, label, process.stderr);
  // The channel only carries the parent's lifetime; it must not keep the parent alive.
  child.channel?.unref();
  const port = name === 'gateway' ? Number(env.GATEWAY_PORT ?? DEFAULT_PORTS.gateway) : servicePort(name, env);
  return { name: label, child, readyUrl: `http://127.0.0.1:${port}/${name === 'gateway' ? 'health' : 'ready'}` };
}

/** A fresh process in place of `p` (same name and environment), for restarts. */
export function startAgain(p: AppProcess, env: NodeJS.ProcessEnv): AppProcess {
  const name = APP_NAMES.find((n) => n === p.name);
  if (!name) throw new Error(`${p.name} is not one of the app's processes`);
  return startProcess(name, env);
}

/** Polls a URL until it answers 200, the process exits, or the timeout passes. */
export async function waitUntilReady(p: AppProcess, timeoutMs = Number(process.env.READY_TIMEOUT_MS ?? 300_000)): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(p.child)) throw new Error(`${p.name} exited (${exitDescription(p.child)}) before it was ready`);
    try {
      const res = await fetch(p.readyUrl, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${p.name} was not ready within ${timeoutMs / 1000} s (${p.readyUrl})`);
}

/**
 * Starts the four services, then the gateway; resolves when all answer (each within `timeoutMs`). On failure stops
 * whatever it started and rejects. `onSpawn` sees each process as it starts.
 */
export async function startBackend(env: NodeJS.ProcessEnv, timeoutMs?: number, onSpawn: (p: AppProcess) => void = () => {}): Promise<AppProcess[]> {
  const started: AppProcess[] = [];
  const start = (name: AppName) => {
    const p = startProcess(name, env);
    started.push(p);
    onSpawn(p);
    return p;
  };
  try {
    await Promise.all(SERVICES.map((s) => waitUntilReady(start(s), timeoutMs)));
    await waitUntilReady(start('gateway'), timeoutMs);
    return started;
  } catch (err) {
    await stopAll(started);
    throw err;
  }
}

/** SIGTERM to each process (each drains its in-flight requests); SIGKILL after the drain's grace and a margin. */
export async function stopAll(processes: AppProcess[], graceMs = shutdownGraceMs() + 5000): Promise<void> {
  await Promise.all(
    processes.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (hasExited(child)) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** The gateway first (its in-flight calls to services still get answers), then the services. */
export async function stopInOrder(processes: AppProcess[]): Promise<void> {
  await stopAll(processes.filter((p) => p.name === 'gateway'));
  await stopAll(processes.filter((p) => p.name !== 'gateway'));
}
