/** A configuration mistake stops a process at start with a message naming the variable; docs/configuration.md lists them all. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../processes.ts';
import { README, withReference } from '../env-reference.ts';
import { cleanEnv, freeAppPorts, portEnv, runStart } from './support.ts';

function run(entry: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env: { ...cleanEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('configuration at start', () => {
  it('a service with a mistyped database URL stops with a message instead of starting on an embedded database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'config-'));
    const { code, output } = await run('services/team/src/server.ts', {
      DATABASE_URL_TEAM: 'postgress://team:hunter2@db/team',
      DATA_DIR: dataDir,
      TEAM_PORT: '0',
    });
    expect(code).toBe(1);
    expect(output).toContain('team: the configuration is not valid:');
    expect(output).toContain('DATABASE_URL_TEAM: must be a postgresql:// URL');
    expect(output).not.toContain('hunter2');
    expect(output).not.toContain('listening');
  });

  it('a service in production without its database URL and secrets does not start', async () => {
    const { code, output } = await run('services/feedback/src/server.ts', { NODE_ENV: 'production', FEEDBACK_PORT: '0' });
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL_FEEDBACK: must be set in production');
    expect(output).toContain('IDENTITY_SECRET: must be set in production');
  });

  it('the gateway checks its own variables', async () => {
    const { code, output } = await run('gateway/src/server.ts', { SESSION_CACHE_MS: 'soon', GATEWAY_PORT: '0' });
    expect(code).toBe(1);
    expect(output).toContain('SESSION_CACHE_MS: must be a whole number (is "soon")');
  });

  it('npm start reads ENV_FILE (or .env) and checks every process before starting anything', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-'));
    const file = path.join(dir, 'app.env');
    writeFileSync(file, 'DATABASE_URL_MESSAGING=mysql://db/messaging\nSMS_PER_TEAM_PER_DAY=lots\n');
    const app = runStart({ ...portEnv(await freeAppPorts()), ENV_FILE: file, DATA_DIR: dir });
    const exit = await app.exited;
    expect(exit.code).toBe(1);
    expect(app.output()).toContain('DATABASE_URL_MESSAGING: must be a postgresql:// URL');
    expect(app.output()).toContain('SMS_PER_TEAM_PER_DAY: must be a whole number (is "lots")');
    expect(app.output()).toContain('nothing was started');
    expect(app.output()).not.toMatch(/ready \(pid/);
  });
});

describe('the configuration reference (docs/configuration.md)', () => {
  it('lists every variable as services/kit/src/environment.ts describes it (run `npm run docs:env` after changing it)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toBe(withReference(readme));
  });
});
