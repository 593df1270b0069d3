/**
 * `npm run bench:web`: the bundle budget of the web front end. Builds the shell and the three remotes for
 * production, starts the composed app (scripts/start.ts, own ports and a fresh data dir; or uses BENCH_URL),
 * loads pages in Chromium with an empty cache and prints, per app, the gzipped JavaScript downloaded for
 * a first visit to `/` (landing, signed out) and to the coach dashboard (signed in as the demo coach),
 * and how many copies of React were loaded (must be 1).
 * Targets: landing <= 150 KB, coach dashboard <= 250 KB gzipped JavaScript in total.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { DEMO_COACH } from '@rugby/contracts/demo';
import { ROOT } from './processes.ts';

const WEB_APPS = ['@rugby/shell', '@rugby/mf-public', '@rugby/mf-coach', '@rugby/mf-player'];
const BUDGET_KB = { landing: 150, 'coach dashboard': 250 } as const;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Only React's own module assigns this export; every copy of React in a page has it once. */
const REACT_COPY_MARKER = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=/g;

interface Visit {
  name: keyof typeof BUDGET_KB;
  /** bytes of gzipped JavaScript per app */
  perApp: Map<string, { files: number; gzip: number; raw: number }>;
  /** every script downloaded, largest first (printed with BENCH_FILES=1) */
  files: { path: string; gzip: number }[];
  reactCopies: number;
  sharedReactVersions: string[];
}

const appOf = (pathname: string) => {
  const remote = /^\/remotes\/([^/]+)\//.exec(pathname);
  return remote ? `mf-${remote[1]}` : 'shell';
};

async function visit(browser: Browser, baseUrl: string, name: Visit['name'], prepare: (context: BrowserContext) => Promise<void>, ready: string): Promise<Visit> {
  const context = await browser.newContext({ baseURL: baseUrl });
  await prepare(context);
  const page = await context.newPage();
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), body: res.body() });
  });
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: new RegExp(ready) }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const sharedReactVersions = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>;
    const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Share> } }).__FEDERATION__?.__SHARE__ ?? {};
    const versions: string[] = [];
    for (const instance of Object.values(share)) {
      for (const [version, entry] of Object.entries(instance.default?.react ?? {})) if (entry.loaded) versions.push(`${version} from ${entry.from}`);
    }
    return [...new Set(versions)];
  });
  const perApp: Visit['perApp'] = new Map();
  const files: Visit['files'] = [];
  let reactCopies = 0;
  for (const script of scripts) {
    const body = await script.body;
    reactCopies += body.toString('utf8').match(REACT_COPY_MARKER)?.length ?? 0;
    const pathname = new URL(script.url).pathname;
    const app = appOf(pathname);
    const entry = perApp.get(app) ?? { files: 0, gzip: 0, raw: 0 };
    const gzip = gzipSync(body, { level: 9 }).length;
    files.push({ path: pathname, gzip });
    entry.files += 1;
    entry.raw += body.length;
    entry.gzip += gzip;
    perApp.set(app, entry);
  }
  await context.close();
  files.sort((a, b) => b.gzip - a.gzip);
  return { name, perApp, files, reactCopies, sharedReactVersions };
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000}s`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  if (process.env.SKIP_WEB_BUILD !== '1') {
    for (const app of WEB_APPS) {
      console.log(`building ${app} for production...`);
      execFileSync('npm', ['run', 'build', '--silent', '-w', app], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
    }
  }

  let baseUrl = process.env.BENCH_URL;
  let stack: ReturnType<typeof spawn> | null = null;
  if (!baseUrl) {
    const port = Number(process.env.BENCH_EDGE_PORT ?? 8380);
    baseUrl = `http://localhost:${port}`;
    console.log(`starting the composed app on ${baseUrl}...`);
    stack = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/start.ts')], {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env, SKIP_WEB_BUILD: '1', SEED_DEMO: '1', LOG_LEVEL: 'warn', EDGE_PORT: String(port),
        GATEWAY_PORT: '4300', TEAM_PORT: '4301', TRAINING_PROGRAM_PORT: '4302', MESSAGING_PORT: '4303', FEEDBACK_PORT: '4304',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'rugby-bench-web-')),
      },
    });
  }
  const stop = () => { if (stack?.pid) try { process.kill(-stack.pid, 'SIGTERM'); } catch { /* already gone */ } };
  process.on('SIGINT', () => { stop(); process.exit(130); });

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  let failed = false;
  try {
    await waitFor(`${baseUrl}/api/auth/user`, 240_000);
    const visits = [
      await visit(browser, baseUrl, 'landing', async () => {}, 'Train like'),
      await visit(browser, baseUrl, 'coach dashboard', async (context) => {
        const res = await context.request.post('/api/auth/login', { data: { email: DEMO_COACH.email, password: DEMO_COACH.password } });
        if (!res.ok()) throw new Error(`demo coach sign-in failed: ${res.status()} ${await res.text()}`);
      }, 'Welcome back'),
    ];
    for (const v of visits) {
      const total = [...v.perApp.values()].reduce((sum, e) => sum + e.gzip, 0);
      const budget = BUDGET_KB[v.name];
      const within = total <= budget * 1024 && v.reactCopies === 1;
      failed ||= !within;
      console.log(`\nFirst visit: ${v.name}`);
      for (const [app, e] of [...v.perApp.entries()].sort()) console.log(`  ${app.padEnd(10)} ${String(e.files).padStart(3)} files  ${kb(e.gzip).padStart(9)} gzipped  (${kb(e.raw)} raw)`);
      console.log(`  ${'total'.padEnd(10)}            ${kb(total).padStart(9)} gzipped  budget ${budget} KB  ${total <= budget * 1024 ? 'OK' : 'OVER BUDGET'}`);
      if (process.env.BENCH_FILES === '1') for (const f of v.files) console.log(`    ${kb(f.gzip).padStart(9)}  ${f.path}`);
      console.log(`  React copies loaded: ${v.reactCopies}${v.reactCopies === 1 ? ' (OK)' : ' (must be 1)'}; shared react in use: ${v.sharedReactVersions.join(', ') || 'none'}`);
    }
  } finally {
    await browser.close();
    stop();
  }
  process.exit(failed ? 1 : 0);
}

await main();
