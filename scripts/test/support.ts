import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { envStem, SERVICES } from '@rugby/contracts';
import { freePort } from '../ports.ts';
import { ROOT } from '../processes.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The environment of the test runner minus anything that would point the app elsewhere (databases, URLs, ports). */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (/^(DATABASE_URL|TEST_DB|EDGE_|GATEWAY_|LISTEN_HOST$|VITEST|NODE_ENV$)/.test(name)) delete env[name];
  }
  for (const s of SERVICES) for (const suffix of ['PORT', 'URL']) delete env[`${envStem(s)}_${suffix}`];
  return env;
}

export interface AppPorts {
  edge: number;
  gateway: number;
  services: Record<string, number>;
}

export async function freeAppPorts(): Promise<AppPorts> {
  // The system may hand a just-released port out again: every process gets a different one.
  const taken = new Set<number>();
  const distinct = async () => {
    for (;;) {
      const port = await freePort();
      if (!taken.has(port)) return (taken.add(port), port);
    }
  };
  const services: Record<string, number> = {};
  for (const s of SERVICES) services[s] = await distinct();
  return { edge: await distinct(), gateway: await distinct(), services };
}

export const portEnv = (ports: AppPorts): NodeJS.ProcessEnv => ({
  EDGE_PORT: String(ports.edge),
  GATEWAY_PORT: String(ports.gateway),
  ...Object.fromEntries(SERVICES.map((s) => [`${envStem(s)}_PORT`, String(ports.services[s])])),
});

export interface StartedSupervisor {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr, its children's lines included). */
  output(): string;
  /** Resolves with the first match of `pattern` in the output (searched from `from`), or rejects after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs: number, from?: number): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `npm start` as a user runs it (`node --import tsx scripts/start.ts`), with `env` added to a clean environment. */
export function runStart(env: NodeJS.ProcessEnv): StartedSupervisor {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: { ...cleanEnv(), SKIP_WEB_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => text,
    exited,
    async waitFor(pattern, timeoutMs, from = 0) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = text.slice(from).match(pattern);
        if (match) return match;
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`start.ts exited before printing ${pattern}:\n${text.slice(-4000)}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs / 1000} s:\n${text.slice(-4000)}`);
        await sleep(100);
      }
    },
  };
}

/** Whether a process with that pid exists (a zombie counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

export interface Answer {
  status: number;
  body: unknown;
}

/** GET through `base`; status 0 when nothing answered. */
export async function get(base: string, path: string): Promise<Answer> {
  try {
    const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5000) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/** Calls `probe` every 200 ms until `done` holds; rejects with the last answer after `timeoutMs`. */
export async function pollUntil<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await probe();
    if (done(last)) return last;
    await sleep(200);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms; last: ${JSON.stringify(last)}`);
}
