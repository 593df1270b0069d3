/** The restart policy of scripts/supervisor.ts, on stand-in processes (fast: no app is started). */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppProcess } from '../processes.ts';
import { restartDelay, supervise } from '../supervisor.ts';
import { isAlive, pollUntil } from './support.ts';

let ready: Server;
let readyUrl: string;
beforeAll(async () => {
  ready = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => ready.listen(0, '127.0.0.1', resolve));
  readyUrl = `http://127.0.0.1:${(ready.address() as { port: number }).port}/ready`;
});
afterAll(() => new Promise<void>((resolve) => ready.close(() => resolve())));

/** A process that idles until told to stop. */
const standIn = (name: string): AppProcess => ({ name, readyUrl, child: spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }) });

describe('restartDelay', () => {
  it('doubles from 0.5 s up to 8 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => restartDelay(n))).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

describe('supervise', () => {
  it('restarts with growing delays, starts again from the shortest after a stable run, and stops for good', async () => {
    const lines: string[] = [];
    const supervisor = supervise([standIn('worker')], {
      restart: (exited) => standIn(exited.name),
      log: (line) => lines.push(line),
      backoff: { initialMs: 50, maxMs: 200, stableAfterMs: 1500 },
    });
    const crashAndWaitBack = async () => {
      const before = lines.filter((l) => l.includes('is back')).length;
      supervisor.current()[0]!.child.kill('SIGKILL');
      await pollUntil(
        async () => lines.filter((l) => l.includes('is back')).length,
        (n) => n > before,
        10_000,
        'restarted',
      );
    };

    for (let i = 0; i < 4; i++) await crashAndWaitBack();
    await new Promise((r) => setTimeout(r, 1600));
    await crashAndWaitBack();

    expect(lines.filter((l) => l.includes('exited')).map((l) => l.match(/restarting it in (\S+) s/)?.[1])).toEqual(['0.05', '0.1', '0.2', '0.2', '0.05']);
    expect(lines[0]).toBe('worker exited (signal SIGKILL); restarting it in 0.05 s');

    const last = supervisor.current()[0]!.child;
    await supervisor.stop();
    expect(isAlive(last.pid!)).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(supervisor.current()[0]!.child).toBe(last);
    expect(lines.filter((l) => l.includes('exited'))).toHaveLength(5);
  });
});
