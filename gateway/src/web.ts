/**
 * The web apps as one origin serves them: the shell (single-page fallback to index.html), the three remotes under
 * /remotes/<name>/ and /remotes.json. Served by the gateway under `npm start` (WEB_ROOT, with connections handed over by
 * the edge: docs/decisions/014) and by the edge itself while the gateway is down (scripts/edge.ts); nginx serves the
 * same files in docker-compose.
 *   /remotes.json         → REMOTES_JSON_FILE if set, else the three remotes' manifest paths
 *   /remotes/<name>/*     → mf-<name>/dist, read from disk on every request (a redeployed remote shows at once)
 *   everything else       → shell/host/dist, single-page fallback to index.html
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';

export const DEFAULT_REMOTES = {
  public: '/remotes/public/mf-manifest.json',
  coach: '/remotes/coach/mf-manifest.json',
  player: '/remotes/player/mf-manifest.json',
} as const;

const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;
/** Content-hashed file names (e.g. main.3f9a1c2b.js, 123.a1b2c3d4e5.css) never change, so they may be cached for long. */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(?:js|mjs|css|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico|map|wasm)$/i;
const NO_CACHE = 'no-cache';
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** Manifests, remote entries and HTML are revalidated on every load; hashed assets are cached for a year. */
function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (base === 'mf-manifest.json' || base.startsWith('remoteEntry') || base.endsWith('.html')) return NO_CACHE;
  return HASHED_ASSET.test(base) ? LONG_CACHE : NO_CACHE;
}

const notBuilt = (res: Response, what: string, dir: string) =>
  res.status(503).type('text/plain').send(`${what} is not built yet (${dir} does not exist). Run \`npm run build:web\` and reload.`);

/** Static files straight from disk (serve-static streams each file per request; nothing is kept in memory). */
const staticFrom = (dir: string, cors: boolean) =>
  express.static(dir, {
    index: false,
    fallthrough: true,
    etag: true,
    lastModified: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });

/**
 * `/remotes/:name/*` from mf-<name>/dist (read from disk on every request), with CORS: mounted for every remote by
 * webApp, for its name only by a remote's own static server (scripts/serve-remote.ts).
 */
export function remoteFiles(root: string, only?: string): RequestHandler {
  return (req, res) => {
    const name = String(req.params.name);
    const dist = path.join(root, `mf-${name}`, 'dist');
    if (!REMOTE_NAME.test(name) || (only !== undefined && name !== only)) return void res.status(404).type('text/plain').send('Unknown remote');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      return void res.status(204).end();
    }
    if (!existsSync(dist)) return void notBuilt(res, `The ${name} remote`, `mf-${name}/dist`);
    staticFrom(dist, true)(req, res, () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.status(404).type('text/plain').send(`Not found in the ${name} remote: ${req.path}`);
    });
  };
}

/**
 * The web apps under `root` (the repository: shell/host/dist and mf-<name>/dist). `remotesJsonFile` (default
 * REMOTES_JSON_FILE) replaces the built-in /remotes.json.
 */
export function webApp(root: string, remotesJsonFile = process.env.REMOTES_JSON_FILE): express.Express {
  const shellDist = path.join(root, 'shell', 'host', 'dist');
  const app = express();
  app.disable('x-powered-by');

  app.get('/remotes.json', async (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    if (!remotesJsonFile) return void res.json(DEFAULT_REMOTES);
    try {
      res.type('application/json').send(JSON.stringify(JSON.parse(await readFile(remotesJsonFile, 'utf8'))));
    } catch (err) {
      res.status(500).type('text/plain').send(`REMOTES_JSON_FILE (${remotesJsonFile}) could not be read: ${(err as Error).message}`);
    }
  });

  app.use('/remotes/:name', remoteFiles(root));

  app.use((req, res, next) => {
    if (!existsSync(shellDist)) return void notBuilt(res, 'The shell', 'shell/host/dist');
    staticFrom(shellDist, false)(req, res, next);
  });

  // Single-page fallback: any other GET that is not a missing file (no extension) or that asks for HTML gets index.html.
  app.use((req, res) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && (!path.extname(req.path) || Boolean(req.headers.accept?.includes('text/html')));
    if (!wantsPage) return void res.status(404).type('text/plain').send(`Not found: ${req.path}`);
    res.setHeader('Cache-Control', NO_CACHE);
    res.sendFile(path.join(shellDist, 'index.html'), (err) => {
      if (err && !res.headersSent) notBuilt(res, 'The shell', 'shell/host/dist/index.html');
    });
  });
  return app;
}
