/**
 * The web apps as one origin serves them: the shell (single-page fallback to index.html), the three remotes under
 * /remotes/<name>/ and /remotes.json. Served by the gateway under `npm start` (WEB_ROOT, with connections handed over by
 * the edge: docs/decisions/014) and by the edge itself while the gateway is down (scripts/edge.ts); nginx serves the
 * same files in docker-compose.
 *   /remotes.json         → REMOTES_JSON_FILE if set, else the three remotes' manifest paths
 *   /remotes/<name>/*     → mf-<name>/dist, read from disk on every request (a redeployed remote shows at once)
 *   everything else       → shell/host/dist (with /sw.js and /manifest.webmanifest), single-page fallback to index.html
 * A page (index.html) carries what its first screen would otherwise ask for one request after another
 * (docs/decisions/017): the remotes map and, from the gateway, the answers of the screen's first GETs, with preload
 * links for the remote that draws it.
 * Every answer carries the browser-facing security headers (`setSecurityHeaders`; nginx sets the same in
 * scripts/deploy/nginx.conf): a Content-Security-Policy that runs only the origin's own script files (the page's data
 * block is `type="application/json"`, never executed), nosniff, a referrer policy, HSTS over TLS, and no framing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { PAGE_BOOT_ELEMENT_ID, type PageBootData } from '@rugby/contracts';
import { wasHandedOver } from '@rugby/service-kit/lifecycle';

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

/**
 * What a page of the web apps may load: scripts, styles, manifests and API calls of this origin only (remotes are
 * served from /remotes/<name>/ here; a REMOTES_JSON_FILE that names another origin adds it to the page's policy:
 * `contentSecurityPolicy`). No inline or eval'd script: the page-boot data block is JSON, not executed. Styles allow
 * inline ones: the HTML's splash <style> and the style attributes React and Radix set. Images from data: and blob:
 * URLs (the icon, charts); the service worker (/sw.js) and the web manifest are same-origin.
 */
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
} as const;
/** The directives that list where a remote elsewhere (REMOTES_JSON_FILE) loads from: its manifest, scripts, styles. */
const REMOTE_ORIGIN_DIRECTIVES = new Set(['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']);

/**
 * The Content-Security-Policy of the web apps, allowing also the given origins of remotes served elsewhere, and
 * `extra` sources per directive (the GraphQL explorer's script hash and blob: workers: gateway/src/graphql.ts).
 */
export function contentSecurityPolicy(remoteOrigins: Iterable<string> = [], extra: Partial<Record<keyof typeof CSP_DIRECTIVES, string[]>> = {}): string {
  const elsewhere = [...new Set(remoteOrigins)];
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) =>
      [name, ...sources, ...(REMOTE_ORIGIN_DIRECTIVES.has(name) ? elsewhere : []), ...(extra[name as keyof typeof CSP_DIRECTIVES] ?? [])].join(' '),
    )
    .join('; ');
}
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Origins other than the page's own that a remotes map loads from (absolute manifest URLs). */
export function remoteOriginsOf(remotes: Record<string, string>): string[] {
  const origins: string[] = [];
  for (const url of Object.values(remotes)) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.push(new URL(url).origin);
    } catch {
      /* not a URL: the shell reports the remote as unavailable */
    }
  }
  return origins;
}

/** Powerful features the app never uses, turned off for it and anything it might embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
/** Browsers keep to HTTPS for a year once they have seen this over TLS (they ignore it over plain HTTP). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The browser-facing security headers, set before the answer is written (a later setHeader or writeHead, e.g. the
 * GraphQL explorer's own policy or a proxied answer's, takes precedence). HSTS only when the request came over TLS
 * (`secure`).
 */
export function setSecurityHeaders(res: ServerResponse, { secure }: { secure: boolean }): void {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}

/** Express's `trust proxy` check for TRUST_PROXY (as the gateway applies it): whose X-Forwarded-* count. */
export function trustedProxies(value = process.env.TRUST_PROXY ?? 'loopback, uniquelocal'): (address: string) => boolean {
  const probe = express();
  probe.set('trust proxy', value);
  const trust = probe.get('trust proxy fn') as (address: string, hop: number) => boolean;
  return (address) => trust(address, 0);
}

/**
 * Whether the request came over TLS: an encrypted socket, or X-Forwarded-Proto: https from a proxy TRUST_PROXY names.
 * A connection the edge handed over is a browser's own: nothing it says in X-Forwarded-* counts.
 */
export function cameOverTls(req: IncomingMessage, trusts: (address: string) => boolean = trustedProxies()): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (wasHandedOver(req.socket) || !trusts(req.socket.remoteAddress ?? '')) return false;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase() === 'https';
}

const tlsCheck = (trusts: (address: string) => boolean) => (req: IncomingMessage) => cameOverTls(req, trusts);

/**
 * Paths only the platform may ask for (Prometheus scrapes each process on its own port): the edge never forwards
 * them, and a process never answers them on a browser's connection (one the edge handed over, docs/decisions/014).
 */
const INTERNAL_ONLY_PATH = /^\/metrics(?:[/?]|$)/;
export const isInternalOnlyPath = (url: string | undefined) => INTERNAL_ONLY_PATH.test(url ?? '');

/**
 * The gateway's listener as browsers reach it (gateway/src/server.ts): the security headers on every answer, and 404
 * for an internal-only path (/metrics) asked on a connection the edge handed over: a browser's, not the platform's.
 */
export function browserFacing(handler: RequestListener, trusts: (address: string) => boolean = trustedProxies()): RequestListener {
  return (req, res) => {
    setSecurityHeaders(res, { secure: cameOverTls(req, trusts) });
    if (!isInternalOnlyPath(req.url) || !wasHandedOver(req.socket)) return handler(req, res);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_CACHE });
    res.end('Not found');
  };
}

/** The shell's service worker (shell/host/service-worker): not hashed, so revalidated on every load like the pages. */
const SERVICE_WORKER = 'sw.js';

/** The builds' precompressed copies (shell/kit/build/web-config.ts): name.js.br, name.js.gz next to name.js. */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/** Manifests, remote entries and HTML are revalidated on every load; hashed assets are cached for a year. */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (base === 'mf-manifest.json' || base.startsWith('remoteEntry') || base.endsWith('.html')) return NO_CACHE;
  return HASHED_ASSET.test(base) ? LONG_CACHE : NO_CACHE;
}

const notBuilt = (res: Response, what: string, dir: string) =>
  res.status(503).type('text/plain').send(`${what} is not built yet (${dir} does not exist). Run \`npm run build:web\` and reload.`);

/**
 * Static files straight from disk (serve-static streams each file per request; nothing is kept in memory), the
 * build's brotli or gzip copy when the browser takes it (express-static-gzip; docs/decisions/018). The list of
 * copies is read again when the folder changes (a rebuilt or redeployed app shows at once).
 */
const staticFiles = (dir: string, cors: boolean): RequestHandler =>
  expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      fallthrough: true,
      etag: true,
      lastModified: true,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
        // The shell's service worker controls the whole origin (docs/decisions/022).
        if (!cors && path.basename(filePath).replace(PRECOMPRESSED, '') === SERVICE_WORKER) res.setHeader('Service-Worker-Allowed', '/');
        if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
      },
    },
  });
const remoteStatic = fileCache((dir) => staticFiles(dir, true));
const shellStatic = fileCache((dir) => staticFiles(dir, false));

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
    const serve = remoteStatic(dist);
    if (!serve) return void notBuilt(res, `The ${name} remote`, `mf-${name}/dist`);
    serve(req, res, () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.status(404).type('text/plain').send(`Not found in the ${name} remote: ${req.path}`);
    });
  };
}

/** What the gateway knows of a page request: the answers of its first screen's GETs and the remote that draws it. */
export interface PageBoot {
  /** The remote whose first screen the page shows (its scripts are preloaded), or null when unknown. */
  remote: string | null;
  signedIn: boolean;
  /** The answers, when they are in: the page's head (preloads, scripts) is sent before. */
  data: Promise<PageBootData['data']>;
}
export type PageBootFor = (req: IncomingMessage) => Promise<PageBoot>;

/** The spec's route map (shell/host/src/app/routes.tsx) as far as which remote draws a page. */
export function remoteForPage(pathname: string, userType: string | null, signedIn: boolean): string | null {
  if (pathname === '/') return !signedIn ? 'public' : userType === 'coach' ? 'coach' : userType === 'player' ? 'player' : null;
  if (pathname === '/coach/register' || /^\/(?:login|home|about|contact|faq|privacy-policy|terms-of-service|cookie-policy|join\/[^/]+)\/?$/.test(pathname))
    return 'public';
  if (/^\/(?:coach\/|feedback-admin\/?$)/.test(pathname)) return 'coach';
  if (/^\/(?:player\/|progress\/?$|setup\/?$)/.test(pathname)) return 'player';
  return null;
}

/** A file read again only when it changed on disk (a rebuilt app shows at once). */
function fileCache<T>(read: (file: string) => T) {
  const kept = new Map<string, { mtimeMs: number; value: T }>();
  return (file: string): T | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const hit = kept.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value;
    const value = read(file);
    kept.set(file, { mtimeMs, value });
    return value;
  };
}

/** A remote build's first-screen.json (shell/kit/build/web-config.ts FIRST_SCREEN_FILE). */
interface FirstScreenFiles {
  remoteEntry: string;
  files: string[];
}

const publicPathOf = (remote: string) => `/remotes/${remote}/`;

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface WebAppOptions {
  /** Replaces the built-in /remotes.json (default REMOTES_JSON_FILE). */
  remotesJsonFile?: string;
  /** The gateway's: fills a page's first screen. */
  pageBoot?: PageBootFor;
  /** Whether a request came over TLS, for HSTS (default `cameOverTls` with TRUST_PROXY). */
  secure?: (req: IncomingMessage) => boolean;
}

/**
 * The web apps under `root` (the repository: shell/host/dist and mf-<name>/dist). `remotesJsonFile` (default
 * REMOTES_JSON_FILE) replaces the built-in /remotes.json; `pageBoot` (the gateway's) fills a page's first screen.
 */
export function webApp(root: string, { remotesJsonFile = process.env.REMOTES_JSON_FILE, pageBoot, secure }: WebAppOptions = {}): express.Express {
  const shellDist = path.join(root, 'shell', 'host', 'dist');
  const app = express();
  app.disable('x-powered-by');
  const overTls = secure ?? tlsCheck(trustedProxies());

  app.use((req, res, next) => {
    setSecurityHeaders(res, { secure: overTls(req) });
    next();
  });
  // Internal-only paths are never a page (nor the single-page fallback).
  app.use((req, res, next) => {
    if (!isInternalOnlyPath(req.url)) return next();
    res.setHeader('Cache-Control', NO_CACHE);
    res.status(404).type('text/plain').send('Not found');
  });

  const remotesMap = async (): Promise<Record<string, string>> =>
    remotesJsonFile ? (JSON.parse(await readFile(remotesJsonFile, 'utf8')) as Record<string, string>) : { ...DEFAULT_REMOTES };

  app.get('/remotes.json', async (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    try {
      res.type('application/json').send(JSON.stringify(await remotesMap()));
    } catch (err) {
      res
        .status(500)
        .type('text/plain')
        .send(`REMOTES_JSON_FILE (${remotesJsonFile}) could not be read: ${(err as Error).message}`);
    }
  });

  app.use('/remotes/:name', remoteFiles(root));

  app.use((req, res, next) => {
    const serve = shellStatic(shellDist);
    if (!serve) return void notBuilt(res, 'The shell', 'shell/host/dist');
    serve(req, res, next);
  });

  const indexHtml = fileCache((file) => readFileSync(file, 'utf8'));
  const firstScreen = fileCache((file) => JSON.parse(readFileSync(file, 'utf8')) as FirstScreenFiles);
  const shellFiles = fileCache((dir) => readdirSync(dir));

  /**
   * Preload links for what the page will load next: the signed-in top bar (and a player's offline-writes keeper), the
   * remote's entry and first screen.
   */
  const preloads = (
    remote: string | null,
    remotes: Record<string, string>,
    signedIn: boolean,
  ): { links: string[]; preloaded: NonNullable<PageBootData['preloaded']> } => {
    const links: string[] = [];
    const topNav = signedIn ? shellFiles(shellDist)?.find((f) => /^top-nav\.[0-9a-f]+\.js$/.test(f)) : undefined;
    if (topNav) links.push(`<link rel="preload" as="script" href="/${attr(topNav)}">`);
    // A player's page loads the keeper of their offline writes as soon as it has drawn (use-queued-writes.ts).
    const queuedWrites = signedIn && remote === 'player' ? shellFiles(shellDist)?.find((f) => /^queued-writes\.[0-9a-f]+\.js$/.test(f)) : undefined;
    if (queuedWrites) links.push(`<link rel="preload" as="script" href="/${attr(queuedWrites)}">`);
    const preloaded = { remote: null, topNav: Boolean(topNav) };
    // Only a remote served here, as built (REMOTES_JSON_FILE may name others, elsewhere).
    if (!remote || !REMOTE_NAME.test(remote) || remotes[remote] !== DEFAULT_REMOTES[remote as keyof typeof DEFAULT_REMOTES]) return { links, preloaded };
    const first = firstScreen(path.join(root, `mf-${remote}`, 'dist', 'first-screen.json'));
    if (!first) return { links, preloaded };
    const base = publicPathOf(remote);
    // The federation runtime fetches the manifest with fetch(url, {}): a CORS-mode, same-origin-credentials request.
    links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(remotes[remote]!)}">`);
    for (const file of [first.remoteEntry, ...first.files]) {
      links.push(`<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="${attr(base + file)}">`);
    }
    return { links, preloaded: { ...preloaded, remote } };
  };

  // Single-page fallback: any other GET that is not a missing file (no extension) or that asks for HTML gets index.html.
  app.use(async (req, res) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && (!path.extname(req.path) || Boolean(req.headers.accept?.includes('text/html')));
    if (!wantsPage) return void res.status(404).type('text/plain').send(`Not found: ${req.path}`);
    const html = indexHtml(path.join(shellDist, 'index.html'));
    if (html === null) return void notBuilt(res, 'The shell', 'shell/host/dist/index.html');
    let remotes: Record<string, string>;
    try {
      remotes = await remotesMap();
    } catch (err) {
      return void res
        .status(500)
        .type('text/plain')
        .send(`REMOTES_JSON_FILE (${remotesJsonFile}) could not be read: ${(err as Error).message}`);
    }
    const boot: PageBoot = pageBoot ? await pageBoot(req) : { remote: null, signedIn: false, data: Promise.resolve({}) };
    // Revalidated on every load (a new build shows at once); a signed-in page carries the caller's own data: never
    // stored by a cache at all.
    res.setHeader('Cache-Control', boot.signedIn ? 'no-store' : NO_CACHE);
    // The page may load remotes a REMOTES_JSON_FILE places on other origins: exactly those are allowed.
    const elsewhere = remoteOriginsOf(remotes);
    if (elsewhere.length) res.setHeader('Content-Security-Policy', contentSecurityPolicy(elsewhere));
    res.setHeader('Vary', 'Cookie');
    res.type('html');
    if (req.method === 'HEAD') return void res.end();
    // The head goes out at once: the browser fetches the scripts (deferred: they run once the page is complete) and
    // the preloads while the first screen's answers are asked for; they follow in the body.
    const headEnd = html.includes('</head>') ? html.indexOf('</head>') : 0;
    const { links, preloaded } = preloads(boot.remote, remotes, boot.signedIn);
    res.write(`${html.slice(0, headEnd)}${links.join('')}`);
    (res as Response & { flush?: () => void }).flush?.();
    const bootScript = `<script id="${PAGE_BOOT_ELEMENT_ID}" type="application/json">${scriptJson({ remotes, data: await boot.data, preloaded } satisfies PageBootData)}</script>`;
    const rest = html.slice(headEnd);
    res.end(rest.includes('</body>') ? rest.replace('</body>', `${bootScript}</body>`) : `${rest}${bootScript}`);
  });
  return app;
}
