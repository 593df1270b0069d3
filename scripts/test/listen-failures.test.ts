/**
 * Every server fails loudly when it cannot listen: the service kit's runService and the gateway exit non-zero with a
 * message naming the port (they used to log "listening" and exit 0), the edge's startEdge rejects.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ListenError } from '@rugby/service-kit/lifecycle';
import { startEdge } from '../edge.ts';
import { freePort } from '../ports.ts';
import { ROOT } from '../processes.ts';
import { cleanEnv } from './support.ts';

let blocker: Server | null = null;
const dirs: string[] = [];
afterEach(async () => {
  await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
  blocker = null;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function busyPort(): Promise<number> {
  const port = await freePort();
  blocker = createServer();
  await new Promise<void>((resolve) => blocker!.listen(port, '127.0.0.1', resolve));
  return port;
}

/** Runs one server entry point to its exit; resolves with the exit code and everything it printed. */
function runEntry(entry: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...cleanEnv(), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('a server that cannot listen', () => {
  it('the gateway exits with code 1 and names the port', async () => {
    const port = await busyPort();
    const { code, output } = await runEntry('gateway/src/server.ts', { GATEWAY_PORT: String(port) });
    expect(code).toBe(1);
    expect(output).toContain(`gateway cannot start: cannot listen on 127.0.0.1:${port}: the port is already in use`);
    expect(output).not.toContain('gateway listening');
  });

  it('a service (runService in the kit) exits non-zero and names the port', async () => {
    const port = await busyPort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rugby-listen-'));
    dirs.push(dataDir);
    const { code, output } = await runEntry('services/feedback/src/server.ts', { FEEDBACK_PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '0' });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain(`feedback service cannot start: cannot listen on 127.0.0.1:${port}: the port is already in use`);
    expect(output).not.toContain('feedback service listening');
  });

  it('startEdge rejects', async () => {
    const port = await busyPort();
    const failure = await startEdge({ port, host: '127.0.0.1', gatewayUrl: 'http://127.0.0.1:9', root: ROOT }).then(
      async (edge) => {
        await edge.close();
        return null;
      },
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(ListenError);
    expect((failure as Error).message).toBe(`cannot listen on 127.0.0.1:${port}: the port is already in use`);
  });
});
