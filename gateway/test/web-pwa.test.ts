import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webApp } from '../src/web.ts';
import { listen } from './support.ts';

/** The installable app (docs/decisions/022): the worker and the web manifest as the browser must get them. */
let root: string;
let server: Awaited<ReturnType<typeof listen>>;

const write = async (file: string, content: string | Buffer) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
};
const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.url}${p}`, { headers });

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'web-pwa-'));
  await write('shell/host/dist/index.html', '<!doctype html><head><link rel="manifest" href="/manifest.webmanifest"></head><body></body>');
  await write('shell/host/dist/sw.js', `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`);
  await write('shell/host/dist/manifest.webmanifest', JSON.stringify({ name: 'Rugby Training Hub', start_url: '/' }));
  await write('shell/host/dist/icons/icon-192.png', Buffer.from('89504e470d0a1a0a', 'hex'));
  server = await listen(webApp(root));
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the installable app', () => {
  it('serves /sw.js as JavaScript, revalidated on every load, allowed to control the whole origin', async () => {
    const worker = await get('/sw.js', { 'accept-encoding': 'br, gzip' });
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(?:text|application)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('service-worker-allowed')).toBe('/');
    expect(await worker.text()).toContain("self.addEventListener('fetch'");
  });

  it('serves the web manifest with its media type, revalidated, and the icons as images', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toMatchObject({ name: 'Rugby Training Hub' });
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('service-worker-allowed')).toBeNull();
  });

  it('answers 404, not the page, for a missing worker or manifest (no HTML where a script is expected)', async () => {
    await rm(path.join(root, 'shell/host/dist/sw.js'));
    expect((await get('/sw.js')).status).toBe(404);
    expect((await get('/sw.js?v=%ff%00')).status).toBe(404);
  });
});
