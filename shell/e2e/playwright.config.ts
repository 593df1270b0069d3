import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests of the composed production app: `scripts/start.ts` builds the shell and the three remotes
 * for production and starts the services (fresh embedded databases, demo data), the gateway and the edge,
 * on ports offset from the defaults so a running `npm start` is left alone.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? 8180);
export const BASE_URL = `http://localhost:${EDGE_PORT}`;
/** Gateway and services use PORT_BASE..PORT_BASE+4; set E2E_PORT_BASE to run two suites side by side. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4200);
// Workers load this file again: they inherit the runner's directory through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'rugby-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // On CI a test that fails is run once more: one that passes then is reported flaky (named in npm test's closing
  // lines), one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // scripts/test.ts reads this to print one closing "N passed, N failed" line for the whole repository.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }] as const] : []),
  ],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: ROOT,
    url: `${BASE_URL}/api/auth/user`,
    // Any answer (401 when signed out) means the edge and the gateway are up.
    ignoreHTTPSErrors: true,
    timeout: 480_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      EDGE_PORT: String(EDGE_PORT),
      GATEWAY_PORT: String(PORT_BASE),
      TEAM_PORT: String(PORT_BASE + 1),
      TRAINING_PROGRAM_PORT: String(PORT_BASE + 2),
      MESSAGING_PORT: String(PORT_BASE + 3),
      FEEDBACK_PORT: String(PORT_BASE + 4),
      ENABLE_TEST_ENDPOINTS: '1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
