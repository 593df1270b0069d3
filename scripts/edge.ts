/**
 * The local edge for `npm start` (nginx plays this role in docker-compose): one origin for the browser.
 *   /graphql, /api/*      → the gateway (x-request-id and X-Forwarded-* set here, the outermost proxy)
 *   /remotes.json         → REMOTES_JSON_FILE if set, else the three remotes' manifest paths
 *   /remotes/<name>/*     → mf-<name>/dist, read from disk on every request (a redeployed remote shows at once)
 *   everything else       → shell/host/dist, single-page fallback to index.html
 * Run directly (`tsx scripts/edge.ts`) it reads EDGE_PORT, GATEWAY_URL (or GATEWAY_PORT) and REMOTES_JSON_FILE.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { type RequestHandler, type Response } from 'express';
import { DEADLINES, DEFAULT_PORTS, HEADERS, SERVER_ERRORS } from '@rugby/contracts';
import { closeGracefully, listen, listeningPort, shutdownGraceMs, stopOnShutdownRequest } from '@rugby/service-kit/lifecycle';
import { appendForwardedFor, createProxyAgent, forwardableHeaders, proxyRequest } from '../gateway/src/proxy.ts';

export interface EdgeOptions {
  port: number;
  /** e.g. http://127.0.0.1:4000 */
  gatewayUrl: string;
  /** Repository root: shell/host/dist and mf-<name>/dist live under it. */
  root: string;
  host?: string;
  /** A JSON file served as /remotes.json (default: REMOTES_JSON_FILE, else the built-in map). */
  remotesJsonFile?: string;
}

export interface RunningEdge {
  server: Server;
  port: number;
  url: string;
  /** Stops accepting, lets in-flight requests finish (at most `graceMs`), then closes the upstream pool. */
  close(graceMs?: number): Promise<void>;
}

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
 * `/remotes/:name/*` from mf-<name>/dist (read from disk on every request), with CORS: the edge mounts it for every
 * remote, a remote's own static server (scripts/serve-remote.ts) for its name only.
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

export function createEdgeApp(opts: Omit<EdgeOptions, 'port' | 'host'>) {
  const gateway = new URL(opts.gatewayUrl);
  const agent = createProxyAgent();
  const remotesJsonFile = opts.remotesJsonFile ?? process.env.REMOTES_JSON_FILE;
  const shellDist = path.join(opts.root, 'shell', 'host', 'dist');

  const app = express();
  app.disable('x-powered-by');
  const compress = compression();
  app.use(compress);

  /** /api and /graphql to the gateway, plain Node HTTP (no Express): the hot path of every page (docs/decisions/014). */
  const toGateway = async (req: IncomingMessage, res: ServerResponse) => {
    const requestId = typeof req.headers[HEADERS.requestId] === 'string' && req.headers[HEADERS.requestId]!.length <= 100 ? String(req.headers[HEADERS.requestId]) : randomUUID();
    const headers = forwardableHeaders(req.headers, ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', HEADERS.requestId]);
    headers[HEADERS.requestId] = requestId;
    headers['x-forwarded-for'] = appendForwardedFor(req, false);
    headers['x-forwarded-proto'] = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
    headers['x-forwarded-host'] = req.headers.host ?? `${gateway.host}`;
    try {
      await proxyRequest(req, res, { dispatcher: agent, origin: gateway.origin, path: req.url ?? '/', headers, timeoutMs: DEADLINES.edgeUpstreamMs });
    } catch {
      if (res.headersSent) return void res.destroy();
      const body = JSON.stringify({ error: 'SERVICE_UNAVAILABLE', message: SERVER_ERRORS.unavailable('gateway') });
      res.writeHead(503, { [HEADERS.requestId]: requestId, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }
  };

  app.get('/remotes.json', async (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    if (!remotesJsonFile) return void res.json(DEFAULT_REMOTES);
    try {
      res.type('application/json').send(JSON.stringify(JSON.parse(await readFile(remotesJsonFile, 'utf8'))));
    } catch (err) {
      res.status(500).type('text/plain').send(`REMOTES_JSON_FILE (${remotesJsonFile}) could not be read: ${(err as Error).message}`);
    }
  });

  app.use('/remotes/:name', remoteFiles(opts.root));

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

  const toGatewayPath = /^\/(?:api|graphql)(?:[/?]|$)/;
  const handler: RequestListener = (req, res) => {
    if (toGatewayPath.test(req.url ?? '')) compress(req as never, res as never, () => void toGateway(req, res));
    else app(req, res);
  };
  return { app: handler, close: () => agent.close() };
}

/** Starts the edge; rejects when the port cannot be taken. */
export async function startEdge(opts: EdgeOptions): Promise<RunningEdge> {
  const { app, close } = createEdgeApp(opts);
  let server: Server;
  try {
    server = await listen(app, opts.port, opts.host ?? '0.0.0.0');
  } catch (err) {
    await close();
    throw err;
  }
  const port = listeningPort(server);
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    async close(graceMs = shutdownGraceMs()) {
      await closeGracefully(server, graceMs);
      await close();
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const port = Number(process.env.EDGE_PORT ?? DEFAULT_PORTS.edge);
  const gatewayUrl = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? DEFAULT_PORTS.gateway}`;
  const edge = await startEdge({ port, gatewayUrl, root }).catch((err: Error) => {
    console.error(`edge: EDGE_PORT=${port}: ${err.message}`);
    process.exit(1);
  });
  console.log(`edge listening on http://localhost:${edge.port} (gateway ${gatewayUrl})`);
  stopOnShutdownRequest(() => edge.close());
}
