/**
 * What the browser gets from the Node edge (scripts/edge.ts) and the gateway serving the web apps (web.ts): the
 * security headers on every answer, HSTS only over TLS, pages revalidated and hashed files cached for a year, the
 * edge's own /health, and /metrics never served to a browser.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@rugby/service-kit';
import { markHandedOver } from '@rugby/service-kit/lifecycle';
import { startEdge, type RunningEdge } from '../../scripts/edge.ts';
import { buildGateway } from '../src/app.ts';
import { browserFacing, CONTENT_SECURITY_POLICY, contentSecurityPolicy, isInternalOnlyPath, PERMISSIONS_POLICY, webApp } from '../src/web.ts';
import { listen } from './support.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const HSTS = 'max-age=31536000; includeSubDomains';
const NOWHERE = 'http://127.0.0.1:9';

let root: string;
const write = async (file: string, content: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
};

/** A server whose every connection counts as one the edge handed over (a browser's own, docs/decisions/014). */
async function listenHandedOver(handler: RequestListener) {
  const server: Server = createServer(handler);
  server.on('connection', markHandedOver);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}

/** The script-src of a policy, as a list of sources. */
const scriptSources = (policy: string | null) =>
  (policy ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

function expectSecurityHeaders(res: Response, what: string, { hsts = false } = {}) {
  expect(res.headers.get('content-security-policy'), what).toBe(CONTENT_SECURITY_POLICY);
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(res.headers.get('permissions-policy'), what).toBe(PERMISSIONS_POLICY);
  expect(res.headers.get('strict-transport-security'), what).toBe(hsts ? HSTS : null);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'security-headers-'));
  await write(
    'shell/host/dist/index.html',
    '<!doctype html><html><head><title>shell</title><script defer src="/main.0123abcdef.js"></script></head><body><div id="root"></div></body></html>',
  );
  await write('shell/host/dist/main.0123abcdef.js', 'console.log(1)');
  await write('shell/host/dist/main.0123abcdef.css', 'body{}');
  await write('shell/host/dist/sw.js', 'self.addEventListener("fetch", () => {})');
  await write('mf-coach/dist/mf-manifest.json', '{"name":"coach"}');
  await write('mf-coach/dist/remoteEntry.js', 'var coach = 1');
  await write('mf-coach/dist/12.89abcdef01.js', 'chunk');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the Content-Security-Policy', () => {
  it('runs only scripts of the origin (no inline or eval), and allows what the app loads: styles inline, images as data:/blob:, its worker and manifest', () => {
    expect(scriptSources(CONTENT_SECURITY_POLICY)).toEqual(["'self'"]);
    for (const directive of [
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(CONTENT_SECURITY_POLICY.split('; ')).toContain(directive);
    }
  });

  it('names the internal-only paths the edge never serves', () => {
    expect(['/metrics', '/metrics?x=1', '/metrics/'].map(isInternalOnlyPath)).toEqual([true, true, true]);
    expect(['/metricsx', '/api/metrics', '/', undefined].map(isInternalOnlyPath)).toEqual([false, false, false, false]);
  });
});

describe('the web apps (web.ts)', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(webApp(root));
  });
  afterAll(() => server?.close());
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.url}${p}`, { headers });

  it('sends the security headers on every answer: pages, scripts, styles, manifests, JSON, and errors', async () => {
    for (const p of [
      '/',
      '/coach/dashboard',
      '/index.html',
      '/main.0123abcdef.js',
      '/main.0123abcdef.css',
      '/sw.js',
      '/remotes.json',
      '/remotes/coach/mf-manifest.json',
      '/missing.js',
    ]) {
      expectSecurityHeaders(await get(p, { accept: p.includes('.') ? '*/*' : 'text/html' }), p);
    }
  });

  it('revalidates every page (index.html, the single-page fallback) and caches hashed files for a year', async () => {
    for (const p of ['/', '/coach/dashboard', '/player/home', '/index.html']) {
      const page = await get(p, { accept: 'text/html' });
      expect(page.status, p).toBe(200);
      expect(page.headers.get('content-type'), p).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control'), p).toBe('no-cache');
    }
    expect((await get('/main.0123abcdef.js')).headers.get('cache-control')).toBe(LONG_CACHE);
    expect((await get('/main.0123abcdef.css')).headers.get('cache-control')).toBe(LONG_CACHE);
    expect((await get('/remotes/coach/12.89abcdef01.js')).headers.get('cache-control')).toBe(LONG_CACHE);
    for (const p of ['/remotes/coach/mf-manifest.json', '/remotes/coach/remoteEntry.js', '/remotes.json', '/sw.js']) {
      expect((await get(p)).headers.get('cache-control'), p).toBe('no-cache');
    }
  });

  it('sends HSTS only over TLS: X-Forwarded-Proto from a trusted proxy counts, from a browser connection handed over it does not', async () => {
    expectSecurityHeaders(await get('/'), 'plain http');
    expectSecurityHeaders(await get('/', { 'x-forwarded-proto': 'https' }), 'a loopback proxy says https', { hsts: true });
    const handed = await listenHandedOver(webApp(root));
    try {
      const res = await fetch(`${handed.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expectSecurityHeaders(res, 'a browser says https');
    } finally {
      await handed.close();
    }
  });

  it('never serves /metrics as a page', async () => {
    const res = await get('/metrics', { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<title>shell</title>');
  });

  it('allows the origin of remotes a REMOTES_JSON_FILE places elsewhere, on the page that loads them', async () => {
    const file = path.join(root, 'remotes-elsewhere.json');
    await writeFile(file, JSON.stringify({ coach: 'https://cdn.example/coach/mf-manifest.json', player: '/remotes/player/mf-manifest.json' }));
    const elsewhere = await listen(webApp(root, { remotesJsonFile: file }));
    try {
      const page = await fetch(`${elsewhere.url}/`, { headers: { accept: 'text/html' } });
      const policy = page.headers.get('content-security-policy');
      expect(policy).toBe(contentSecurityPolicy(['https://cdn.example']));
      expect(scriptSources(policy)).toEqual(["'self'", 'https://cdn.example']);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('the Node edge (scripts/edge.ts)', () => {
  let edge: RunningEdge;
  let upstream: Awaited<ReturnType<typeof listen>>;
  const seen: string[] = [];
  beforeAll(async () => {
    const fake = express();
    fake.all('/{*rest}', (req, res) => {
      seen.push(req.originalUrl);
      if (req.path === '/graphql') return void res.setHeader('content-security-policy', "script-src 'sha256-abc'").type('html').send('<title>explorer</title>');
      res.setHeader('cache-control', 'private, max-age=5');
      res.json({ proxied: req.originalUrl });
    });
    upstream = await listen(fake);
    edge = await startEdge({ port: 0, host: '127.0.0.1', gatewayUrl: upstream.url, root });
  });
  afterAll(async () => {
    await edge?.close();
    await upstream?.close();
  });
  const get = (p: string, init: RequestInit = {}) => fetch(`${edge.url}${p}`, init);

  it('answers /health itself (200 ok, not the page), even with the gateway down', async () => {
    const down = await startEdge({ port: 0, host: '127.0.0.1', gatewayUrl: NOWHERE, root });
    try {
      for (const url of [edge.url, down.url]) {
        const res = await fetch(`${url}/health`, { headers: { accept: 'text/html' } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(await res.text()).toBe('ok');
        expectSecurityHeaders(res, '/health');
      }
      expect((await fetch(`${down.url}/health`, { method: 'HEAD' })).status).toBe(200);
      expect((await fetch(`${down.url}/health`, { method: 'POST' })).status).toBe(405);
    } finally {
      await down.close();
    }
    expect(seen.filter((url) => url.startsWith('/health'))).toEqual([]);
  });

  it('never forwards /metrics', async () => {
    for (const p of ['/metrics', '/metrics?name=x']) {
      const res = await get(p, { headers: { accept: 'text/html' } });
      expect(res.status, p).toBe(404);
      expectSecurityHeaders(res, p);
    }
    expect(seen.filter((url) => url.startsWith('/metrics'))).toEqual([]);
  });

  it("sends the headers on the web apps' answers and on the gateway's, whose own policy and caching win", async () => {
    const page = await get('/coach/dashboard', { headers: { accept: 'text/html' } });
    expectSecurityHeaders(page, 'page');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await get('/main.0123abcdef.js', { headers: { 'accept-encoding': 'gzip' } });
    expectSecurityHeaders(asset, 'asset');
    expect(asset.headers.get('cache-control')).toBe(LONG_CACHE);
    const api = await get('/api/teams');
    expect(await api.json()).toEqual({ proxied: '/api/teams' });
    expectSecurityHeaders(api, '/api');
    expect(api.headers.get('cache-control')).toBe('private, max-age=5');
    const explorer = await get('/graphql', { headers: { accept: 'text/html' } });
    expect(explorer.headers.get('content-security-policy')).toBe("script-src 'sha256-abc'");
    expect(explorer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 503 with the headers when the gateway is down', async () => {
    const down = await startEdge({ port: 0, host: '127.0.0.1', gatewayUrl: NOWHERE, root });
    try {
      const res = await fetch(`${down.url}/api/teams`);
      expect(res.status).toBe(503);
      expectSecurityHeaders(res, '503');
    } finally {
      await down.close();
    }
  });
});

describe('the gateway as browsers reach it (server.ts: browserFacing)', () => {
  it('sends the headers on its own answers and serves /metrics only on connections that are not a browser handed over', async () => {
    const app: RequestListener = (req, res) => {
      res.setHeader('content-type', 'text/plain');
      res.end(`app ${req.url}`);
    };
    const direct = await listen(browserFacing(app));
    const handed = await listenHandedOver(browserFacing(app));
    try {
      const scrape = await fetch(`${direct.url}/metrics`);
      expect(await scrape.text()).toBe('app /metrics');
      const browser = await fetch(`${handed.url}/metrics`);
      expect(browser.status).toBe(404);
      expectSecurityHeaders(browser, 'handed /metrics');
      const api = await fetch(`${handed.url}/api/teams`);
      expect(await api.text()).toBe('app /api/teams');
      expectSecurityHeaders(api, 'handed /api');
      expectSecurityHeaders(await fetch(`${direct.url}/api/teams`, { headers: { 'x-forwarded-proto': 'https' } }), 'proxied over TLS', { hsts: true });
    } finally {
      await direct.close();
      await handed.close();
    }
  });

  it("gives the GraphQL explorer a policy of its own: its one inline script by hash, its editor's blob: workers", async () => {
    const gateway = buildGateway({
      services: { team: NOWHERE, 'training-program': NOWHERE, messaging: NOWHERE, feedback: NOWHERE },
      log: createLogger('security-headers-test'),
      webRoot: root,
    });
    const running = await listen(browserFacing(gateway.app));
    try {
      const explorer = await fetch(`${running.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(explorer.status).toBe(200);
      const html = await explorer.text();
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline).toHaveLength(1);
      const policy = explorer.headers.get('content-security-policy');
      expect(scriptSources(policy)).toEqual(["'self'", `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`]);
      expect(policy).toContain("worker-src 'self' blob:");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(explorer.headers.get('x-content-type-options')).toBe('nosniff');
      // Its JSON answers and the web apps' pages keep the web apps' policy.
      const answer = await fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      });
      expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
      expectSecurityHeaders(answer, 'GraphQL answer');
      expectSecurityHeaders(await fetch(`${running.url}/coach/dashboard`, { headers: { accept: 'text/html' } }), 'page from the gateway');
    } finally {
      await running.close();
      await gateway.close();
    }
  });
});
