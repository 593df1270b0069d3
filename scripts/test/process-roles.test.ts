/** One service, two roles: `worker` runs jobs and answers only probes and metrics; `api` serves and counts requests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../ports.ts';
import { ROOT } from '../processes.ts';
import { cleanEnv, sleep } from './support.ts';

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGTERM');
});

async function startTeam(role: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/team/src/server.ts'], {
    cwd: ROOT,
    env: { ...cleanEnv(), PROCESS_ROLE: role, TEAM_PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'role-')), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  running.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${url}/ready`).catch(() => null))?.ok) return url;
    await sleep(100);
  }
  throw new Error(`team (${role}) did not become ready`);
}

describe('PROCESS_ROLE', () => {
  it('a worker answers its probes and metrics (with the job queue) and nothing else', async () => {
    const url = await startTeam('worker');
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const answer = await fetch(`${url}/api/auth/user`);
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { message: string }).message).toMatch(/worker/);
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics.split('\n').find((line) => line.startsWith('jobs_waiting{') && line.includes('state="waiting"'))).toMatch(/ 0$/);
    expect(metrics).toContain('process_cpu_seconds_total');
  });

  it('an api process counts its requests by route and status in /metrics', async () => {
    const url = await startTeam('api');
    expect((await fetch(`${url}/api/auth/user`)).status).toBe(401);
    expect((await fetch(`${url}/api/no-such-route`)).status).toBe(404);
    const metrics = await (await fetch(`${url}/metrics`)).text();
    const count = (route: string, status: number) =>
      metrics
        .split('\n')
        .find(
          (line) => line.startsWith('http_server_request_duration_seconds_count{') && line.includes(`route="${route}"`) && line.includes(`status="${status}"`),
        );
    expect(count('authUser', 401)).toMatch(/process="team".* 1$/);
    expect(count('unmatched', 404)).toMatch(/ 1$/);
    expect(metrics).not.toContain('jobs_waiting{');
  });
});
