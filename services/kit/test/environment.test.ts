/** Each process's environment is checked against one table at start; a wrong value never starts on defaults. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEnvironment, EnvironmentError, environmentReference, loadDotEnv, openDatabase, PROCESSES, VARIABLES } from '../src/index.ts';

const problemsOf = (name: Parameters<typeof checkEnvironment>[0], env: Record<string, string | undefined>) => {
  try {
    checkEnvironment(name, env);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(EnvironmentError);
    return (err as EnvironmentError).problems;
  }
};

const PRODUCTION = {
  NODE_ENV: 'production',
  IDENTITY_SECRET: 'x'.repeat(40),
  INTERNAL_SERVICE_TOKEN: 'y'.repeat(20),
  DATABASE_URL_TEAM: 'postgresql://team:secret@db:5432/team',
};

describe('checkEnvironment', () => {
  it('accepts no configuration at all, for every process (the embedded defaults)', () => {
    for (const name of PROCESSES) expect(problemsOf(name, {})).toEqual([]);
  });

  it('names each wrong variable with what it must be, and the value unless it is a secret', () => {
    const problems = problemsOf('team', {
      DATABASE_URL_TEAM: 'postgress://team:hunter2@db/team',
      TEAM_PORT: 'http',
      LOG_LEVEL: 'loud',
      TZ_DEFAULT: 'Mars/Olympus',
      IDENTITY_SECRET: 'short',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'DATABASE_URL_TEAM: must be a postgresql:// URL (or memory:// for a throw-away embedded database)',
        'TEAM_PORT: must be a whole number (is "http")',
        'TZ_DEFAULT: must be an IANA time zone, e.g. Europe/Dublin (is "Mars/Olympus")',
        'IDENTITY_SECRET: must be at least 32 characters',
      ]),
    );
    expect(problems.find((p) => p.startsWith('LOG_LEVEL:'))).toMatch(/"loud"/);
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problems.join('\n')).not.toContain('short');
  });

  it('ignores variables another process reads (the gateway has no database)', () => {
    expect(problemsOf('gateway', { DATABASE_URL_TEAM: 'nonsense' })).toEqual([]);
    expect(problemsOf('feedback', { SMS_PER_TEAM_PER_DAY: 'many' })).toEqual([]);
    expect(problemsOf('messaging', { SMS_PER_TEAM_PER_DAY: 'many' })).toEqual(['SMS_PER_TEAM_PER_DAY: must be a whole number (is "many")']);
  });

  it('requires the secrets and a PostgreSQL URL per service in production', () => {
    expect(problemsOf('team', PRODUCTION)).toEqual([]);
    expect(problemsOf('team', { NODE_ENV: 'production' })).toEqual([
      'IDENTITY_SECRET: must be set in production',
      'INTERNAL_SERVICE_TOKEN: must be set in production',
      'DATABASE_URL_TEAM: must be set in production (the embedded database is for one machine)',
    ]);
    expect(problemsOf('team', { ...PRODUCTION, DATABASE_URL_TEAM: 'memory://' })).toEqual([
      'DATABASE_URL_TEAM: must be a postgresql:// URL in production, not memory://',
    ]);
    expect(problemsOf('team', { ...PRODUCTION, DATABASE_URL_TEAM: '', DATABASE_URL: 'postgres://all@db/app' })).toEqual([]);
    expect(problemsOf('gateway', { NODE_ENV: 'production', IDENTITY_SECRET: 'x'.repeat(40), INTERNAL_SERVICE_TOKEN: 'y'.repeat(20) })).toEqual([]);
  });

  it('documents every variable once, each read by some process', () => {
    const names = VARIABLES.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const spec of VARIABLES) expect(spec.processes.length, spec.name).toBeGreaterThan(0);
    expect(environmentReference()).toContain('| `DATABASE_URL_TEAM` | team |');
  });
});

describe('openDatabase', () => {
  it('refuses a database URL that is not PostgreSQL instead of opening an embedded database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'env-'));
    await expect(openDatabase('team', { DATABASE_URL_TEAM: 'postgress://db/team', DATA_DIR: dataDir })).rejects.toThrow(
      'DATABASE_URL_TEAM must be a postgresql:// URL or memory://',
    );
    await expect(openDatabase('team', { DATABASE_URL: 'db.example.com', DATA_DIR: dataDir })).rejects.toThrow('DATABASE_URL must be a postgresql:// URL');
  });
});

describe('loadDotEnv', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  it('reads .env into the environment; variables already set win', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dotenv-'));
    writeFileSync(path.join(dir, '.env'), 'RUGBY_ENV_TEST_A=from-file\nRUGBY_ENV_TEST_B="quoted # not a comment"\n');
    process.env.RUGBY_ENV_TEST_A = 'from-environment';
    expect(loadDotEnv(dir)).toBe(path.join(dir, '.env'));
    expect(process.env.RUGBY_ENV_TEST_A).toBe('from-environment');
    expect(process.env.RUGBY_ENV_TEST_B).toBe('quoted # not a comment');
  });

  it('reads ENV_FILE instead, and fails when it names no file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dotenv-'));
    writeFileSync(path.join(dir, 'prod.env'), 'RUGBY_ENV_TEST_C=1\n');
    process.env.ENV_FILE = path.join(dir, 'prod.env');
    loadDotEnv(dir);
    expect(process.env.RUGBY_ENV_TEST_C).toBe('1');
    process.env.ENV_FILE = path.join(dir, 'missing.env');
    expect(() => loadDotEnv(dir)).toThrow('does not exist');
    delete process.env.ENV_FILE;
    expect(loadDotEnv(mkdtempSync(path.join(tmpdir(), 'dotenv-')))).toBeNull();
  });
});
