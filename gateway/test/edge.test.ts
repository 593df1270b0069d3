import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@rugby/contracts';
import { DEFAULT_REMOTES, startEdge, type RunningEdge } from '../../scripts/edge.ts';
import { listen } from './support.ts';

let root: string;
let edge: RunningEdge;
let upstream: Awaited<ReturnType<typeof listen>>;
const seen: Array<{ method: string; url: string; headers: Record<string, unknown>; body: string }> = [];

const write = async (file: string, content: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
};
const get = (p: string, headers: Record<string, string> = {}) => fetch(`${edge.url}${p}`, { headers, redirect: 'manual' });

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'edge-'));
  await write('shell/host/dist/index.html', '<!doctype html><title>shell</title>');
  await write('shell/host/dist/main.0123abcd.js', `console.log(${JSON.stringify('x'.repeat(5000))});`);
  await write('mf-coach/dist/mf-manifest.json', '{"name":"coach","version":1}');
  await write('mf-coach/dist/remoteEntry.js', 'var coach = 1;');
  await write('mf-coach/dist/static/js/12.89abcdef.js', 'chunk');

  const fake = express();
  fake.use(express.text({ type: '*/*' }));
  fake.all('/{*rest}', (req, res) => {
    seen.push({ method: req.method, url: req.originalUrl, headers: req.headers, body: typeof req.body === 'string' ? req.body : '' });
    res.setHeader('set-cookie', ['rugby_session=abc; Path=/; HttpOnly']);
    res.json({ proxied: req.originalUrl });
  });
  upstream = await listen(fake);
  edge = await startEdge({ port: 0, host: '127.0.0.1', gatewayUrl: upstream.url, root });
});

afterAll(async () => {
  await edge?.close();
  await upstream?.close();
  await rm(root, { recursive: true, force: true });
});

describe('edge', () => {
  it('serves the shell, with a single-page fallback for app routes but 404 for missing files', async () => {
    const index = await get('/');
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<title>shell</title>');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const deep = await get('/coach/dashboard', { accept: 'text/html' });
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<title>shell</title>');
    expect((await get('/assets/missing.js')).status).toBe(404);
    const asset = await get('/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves /remotes.json: the default map, or REMOTES_JSON_FILE re-read on each request', async () => {
    expect(await (await get('/remotes.json')).json()).toEqual(DEFAULT_REMOTES);
    const file = path.join(root, 'remotes.json');
    await writeFile(file, JSON.stringify({ coach: 'https://cdn.example/coach/mf-manifest.json' }));
    const custom = await startEdge({ port: 0, host: '127.0.0.1', gatewayUrl: upstream.url, root, remotesJsonFile: file });
    try {
      expect(await (await fetch(`${custom.url}/remotes.json`)).json()).toEqual({ coach: 'https://cdn.example/coach/mf-manifest.json' });
      await writeFile(file, JSON.stringify({ coach: '/remotes/coach/v2/mf-manifest.json' }));
      expect(await (await fetch(`${custom.url}/remotes.json`)).json()).toEqual({ coach: '/remotes/coach/v2/mf-manifest.json' });
    } finally {
      await custom.close();
    }
  });

  it('serves a remote from its dist with CORS and the right caching, fresh from disk after a redeploy', async () => {
    const manifest = await get('/remotes/coach/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'coach', version: 1 });
    expect((await get('/remotes/coach/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/remotes/coach/static/js/12.89abcdef.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    await write('mf-coach/dist/mf-manifest.json', '{"name":"coach","version":2}');
    expect(await (await get('/remotes/coach/mf-manifest.json')).json()).toEqual({ name: 'coach', version: 2 });
    const missing = await get('/remotes/coach/nope.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("serves the builds' brotli and gzip copies to the browsers that take them, with the original's caching; a redeploy's copies at once", async () => {
    const main = `console.log(${JSON.stringify('y'.repeat(5000))});`;
    await write('shell/host/dist/main.4567cdef.js', main);
    await write('shell/host/dist/main.4567cdef.js.br', brotliCompressSync(main) as never);
    await write('shell/host/dist/main.4567cdef.js.gz', gzipSync(main) as never);
    const br = await get('/main.4567cdef.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await br.text()).toBe(main);
    const gz = await get('/main.4567cdef.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(main);
    const plain = await get('/main.4567cdef.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(main);

    // A remote redeployed while serving: its new files' copies are served at once, with CORS and their own caching.
    expect((await get('/remotes/coach/remoteEntry.js', { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBeNull();
    const entry = `var coach = ${JSON.stringify('z'.repeat(3000))};`;
    await write('mf-coach/dist/remoteEntry.js', entry);
    await write('mf-coach/dist/remoteEntry.js.br', brotliCompressSync(entry) as never);
    const redeployed = await get('/remotes/coach/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(redeployed.headers.get('content-encoding')).toBe('br');
    expect(redeployed.headers.get('cache-control')).toBe('no-cache');
    expect(redeployed.headers.get('access-control-allow-origin')).toBe('*');
    expect(await redeployed.text()).toBe(entry);
    await rm(path.join(root, 'mf-coach/dist/remoteEntry.js.br'));
    await write('mf-coach/dist/remoteEntry.js', 'var coach = 1;');
  });

  it('answers 503 with a clear text for a part that is not built, and only for that part', async () => {
    const player = await get('/remotes/player/mf-manifest.json');
    expect(player.status).toBe(503);
    expect(await player.text()).toContain('mf-player/dist');
    expect((await get('/remotes/coach/mf-manifest.json')).status).toBe(200);
    const bare = await mkdtemp(path.join(tmpdir(), 'edge-bare-'));
    const noShell = await startEdge({ port: 0, host: '127.0.0.1', gatewayUrl: upstream.url, root: bare });
    try {
      const res = await fetch(`${noShell.url}/`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('shell/host/dist');
      expect((await fetch(`${noShell.url}/api/teams`)).status).toBe(200);
    } finally {
      await noShell.close();
      await rm(bare, { recursive: true, force: true });
    }
  });

  it('proxies /api and /graphql to the gateway with a request id and X-Forwarded headers', async () => {
    seen.length = 0;
    const res = await fetch(`${edge.url}/api/teams/t1/messages?limit=5`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.example' },
      body: JSON.stringify({ title: 'hi' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ proxied: '/api/teams/t1/messages?limit=5' });
    expect(res.headers.getSetCookie()).toEqual(['rugby_session=abc; Path=/; HttpOnly']);
    const req = seen[0]!;
    expect(req.body).toBe('{"title":"hi"}');
    expect(req.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(req.headers['x-forwarded-host']).toBe(new URL(edge.url).host);
    expect(req.headers['x-forwarded-proto']).toBe('http');
    expect(String(req.headers[HEADERS.requestId])).toMatch(/^[0-9a-f-]{36}$/);

    await fetch(`${edge.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HEADERS.requestId]: 'rid-7' },
      body: '{"query":"{ __typename }"}',
    });
    expect(seen[1]).toMatchObject({ method: 'POST', url: '/graphql', body: '{"query":"{ __typename }"}' });
    expect(seen[1]!.headers[HEADERS.requestId]).toBe('rid-7');
  });

  it('answers 503 JSON when the gateway is down', async () => {
    const down = await startEdge({ port: 0, host: '127.0.0.1', gatewayUrl: 'http://127.0.0.1:9', root });
    try {
      const res = await fetch(`${down.url}/api/teams`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'SERVICE_UNAVAILABLE', message: 'The gateway is unavailable. Please try again shortly.' });
    } finally {
      await down.close();
    }
  });
});

describe("a remote's own static server (scripts/serve-remote.ts)", () => {
  it('serves only its remote at the path it was built for, with CORS and the cache rules', async () => {
    const { serveRemote } = await import('../../scripts/serve-remote.ts');
    const own = await serveRemote({ root, name: 'coach', port: 0 });
    try {
      const base = `http://127.0.0.1:${own.port}`;
      const manifest = await fetch(`${base}/remotes/coach/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(await manifest.json()).toMatchObject({ name: 'coach' });
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      const chunk = await fetch(`${base}/remotes/coach/static/js/12.89abcdef.js`);
      expect(await chunk.text()).toBe('chunk');
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${base}/remotes/player/mf-manifest.json`)).status).toBe(404);
      expect((await fetch(`${base}/`)).status).toBe(404);
    } finally {
      await own.close();
    }
  });
});

describe('the gateway serving the web apps (WEB_ROOT, connections handed over by the edge under npm start)', () => {
  it('answers its own paths and serves the shell, the remotes and /remotes.json for everything else, gzipped', async () => {
    const { buildGateway } = await import('../src/app.ts');
    const { createLogger } = await import('@rugby/service-kit');
    const nowhere = 'http://127.0.0.1:9';
    const gateway = buildGateway({
      services: { team: nowhere, 'training-program': nowhere, messaging: nowhere, feedback: nowhere },
      log: createLogger('gateway-web-test'),
      webRoot: root,
    });
    const running = await listen(gateway.app);
    try {
      const at = (p: string, headers: Record<string, string> = {}) => fetch(`${running.url}${p}`, { headers });
      expect(await (await at('/', { accept: 'text/html' })).text()).toContain('<title>shell</title>');
      expect(await (await at('/player/home', { accept: 'text/html' })).text()).toContain('<title>shell</title>');
      expect(await (await at('/remotes.json')).json()).toEqual(DEFAULT_REMOTES);
      expect(await (await at('/remotes/coach/remoteEntry.js')).text()).toBe('var coach = 1;');
      expect((await at('/main.0123abcd.js', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
      expect(await (await at('/health')).json()).toEqual({ status: 'ok', service: 'gateway' });
      const api = await at('/api/no-such-route');
      expect(api.status).toBe(404);
      expect((await api.json()).error).toBe('NOT_FOUND');
    } finally {
      await running.close();
      await gateway.close();
    }
  });
});

describe("a page's first screen in its HTML (docs/decisions/017)", () => {
  it("carries the remotes map, the signed-in user and the home's first answers, and preloads the remote that draws it", async () => {
    const { buildGateway } = await import('../src/app.ts');
    const { createLogger } = await import('@rugby/service-kit');
    const { PAGE_BOOT_ELEMENT_ID } = await import('@rugby/contracts');
    await write(
      'shell/host/dist/index.html',
      '<!doctype html><html><head><title>shell</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>',
    );
    await write('shell/host/dist/top-nav.0123abcd.js', 'nav');
    await write('shell/host/dist/queued-writes.0123abcd.js', 'writes');
    await write('mf-coach/dist/first-screen.json', JSON.stringify({ remoteEntry: 'remoteEntry.js', files: ['155.aaaa1111.js', 'routes.bbbb2222.css'] }));
    const GOOD_TOKEN = 'k'.repeat(43);
    const coach = {
      userId: 'coach-1',
      email: 'c@x.test',
      firstName: 'C',
      lastName: 'C',
      userType: 'coach',
      memberships: [{ teamId: 'team-1', role: 'head_coach' }],
    };
    const user = { id: 'coach-1', email: 'c@x.test', firstName: '</script><b>', lastName: 'C', userType: 'coach' };
    const PLAYER_TOKEN = 'p'.repeat(43);
    const player = { ...coach, userId: 'player-1', email: 'p@x.test', userType: 'player', memberships: [{ teamId: 'team-1', role: 'player' }] };
    const services = express();
    const asked: string[] = [];
    services.get('/api/coaches/dashboard', (req, res) => {
      asked.push(String(req.headers[HEADERS.identity] ? 'signed' : 'anonymous'));
      res.json({ teamName: 'Harbour </script> City', players: 23 });
    });
    services.get('/api/auth/user', (_req, res) => {
      res.status(401).json({ message: 'Unauthorized' });
    });
    const upstreamServices = await listen(services);
    const gateway = buildGateway({
      services: { team: upstreamServices.url, 'training-program': upstreamServices.url, messaging: upstreamServices.url, feedback: upstreamServices.url },
      log: createLogger('gateway-boot-test'),
      webRoot: root,
      resolveSession: async (token) =>
        token === GOOD_TOKEN
          ? { identity: coach as never, user: user as never }
          : token === PLAYER_TOKEN
            ? { identity: player as never, user: { ...user, id: 'player-1', userType: 'player' } as never }
            : null,
    });
    const running = await listen(gateway.app);
    const bootOf = (html: string) =>
      JSON.parse(new RegExp(`<script id="${PAGE_BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!) as {
        remotes: Record<string, string>;
        data: Record<string, { status: number; body: string }>;
        preloaded?: unknown;
      };
    try {
      const page = await fetch(`${running.url}/`, { headers: { accept: 'text/html', cookie: `rugby_session=${GOOD_TOKEN}` } });
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      // Nothing an answer holds can end the script element early.
      expect(html.match(/<\/script>/g)).toHaveLength(2);
      const boot = bootOf(html);
      expect(boot.remotes).toEqual(DEFAULT_REMOTES);
      // What the head preloaded, for the shell to have in before its first render (docs/decisions/018).
      expect(boot.preloaded).toEqual({ remote: 'coach', topNav: true });
      expect(JSON.parse(boot.data['/api/auth/user']!.body)).toEqual(user);
      expect(boot.data['/api/coaches/dashboard']).toEqual({ status: 200, body: JSON.stringify({ teamName: 'Harbour </script> City', players: 23 }) });
      expect(asked).toEqual(['signed']);
      // The scripts the page will need next are preloaded from its head.
      const head = html.slice(0, html.indexOf('</head>'));
      for (const href of [
        '/top-nav.0123abcd.js',
        '/remotes/coach/mf-manifest.json',
        '/remotes/coach/remoteEntry.js',
        '/remotes/coach/155.aaaa1111.js',
        '/remotes/coach/routes.bbbb2222.css',
      ]) {
        expect(head).toContain(`href="${href}"`);
      }
      // The keeper of offline writes is a player's: preloaded on their pages only.
      expect(head).not.toContain('queued-writes');
      const playerPage = await (await fetch(`${running.url}/`, { headers: { accept: 'text/html', cookie: `rugby_session=${PLAYER_TOKEN}` } })).text();
      expect(playerPage.slice(0, playerPage.indexOf('</head>'))).toContain('href="/queued-writes.0123abcd.js"');

      // Signed out: the landing's remote, and the 401 the page would get for who is signed in.
      const landing = await (await fetch(`${running.url}/`, { headers: { accept: 'text/html' } })).text();
      expect(bootOf(landing).data['/api/auth/user']?.status).toBe(401);
      expect(bootOf(landing).preloaded).toEqual({ remote: null, topNav: false }); // mf-public is not built here
      expect(landing.slice(0, landing.indexOf('</head>'))).not.toContain('/remotes/coach/');
      // A deep link carries the user only; a page of another remote preloads nothing of the coach's.
      const deep = bootOf(
        await (await fetch(`${running.url}/coach/season-settings`, { headers: { accept: 'text/html', cookie: `rugby_session=${GOOD_TOKEN}` } })).text(),
      );
      expect(Object.keys(deep.data)).toEqual(['/api/auth/user']);
    } finally {
      await running.close();
      await gateway.close();
      await upstreamServices.close();
      await write('shell/host/dist/index.html', '<!doctype html><title>shell</title>');
    }
  });
});
