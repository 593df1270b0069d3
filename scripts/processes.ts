/**
 * The processes of the whole app (four services and the gateway) and how to run and await them.
 * Used by `npm start` (scripts/start.ts), the Playwright web server and the benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES, servicePort, DEFAULT_PORTS, type ServiceName } from '@rugby/contracts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AppProcess {
  name: string;
  child: ChildProcess;
  readyUrl: string;
}

const entry = (name: ServiceName | 'gateway') => (name === 'gateway' ? path.join(ROOT, 'gateway/src/server.ts') : path.join(ROOT, 'services', name, 'src/server.ts'));

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

export function startProcess(name: ServiceName | 'gateway', env: NodeJS.ProcessEnv): AppProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry(name)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  pipeWithPrefix(child.stdout, name, process.stdout);
  pipeWithPrefix(child.stderr, name, process.stderr);
  const port = name === 'gateway' ? Number(env.GATEWAY_PORT ?? DEFAULT_PORTS.gateway) : servicePort(name, env);
  return { name, child, readyUrl: `http://127.0.0.1:${port}/${name === 'gateway' ? 'health' : 'ready'}` };
}

/** Polls a URL until it answers 200, the process exits, or the timeout passes. */
export async function waitUntilReady(p: AppProcess, timeoutMs = Number(process.env.READY_TIMEOUT_MS ?? 300_000)): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (p.child.exitCode !== null) throw new Error(`${p.name} exited with code ${p.child.exitCode} before it was ready`);
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

/** Starts the four services, then the gateway; resolves when all answer (each within `timeoutMs`). */
export async function startBackend(env: NodeJS.ProcessEnv, timeoutMs?: number): Promise<AppProcess[]> {
  const services = SERVICES.map((s) => startProcess(s, env));
  try {
    await Promise.all(services.map((p) => waitUntilReady(p, timeoutMs)));
    const gateway = startProcess('gateway', env);
    await waitUntilReady(gateway, timeoutMs);
    return [...services, gateway];
  } catch (err) {
    await stopAll(services);
    throw err;
  }
}

/** SIGTERM to each process; SIGKILL after a grace period. */
export async function stopAll(processes: AppProcess[], graceMs = 8000): Promise<void> {
  await Promise.all(processes.map(({ child }) => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    child.kill('SIGTERM');
  })));
}
