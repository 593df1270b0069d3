/**
 * The local edge for `npm start` (nginx plays this role in docker-compose): one origin for the browser.
 *   - With `handOff` (npm start: scripts/start.ts), each new connection is handed, socket and all, to the gateway
 *     process while it accepts them (docs/decisions/014): the gateway then serves that browser's API calls and the web
 *     apps itself, with no proxy hop. While the gateway is down or restarting the edge serves connections itself.
 *   - Serving itself: /graphql and /api/* are proxied to the gateway (x-request-id and X-Forwarded-* set here, the
 *     outermost proxy; 503 while it is down) and everything else is the web apps (gateway/src/web.ts).
 *   - `/health` is answered here (200 `ok`: the edge is alive), never the web app's page; `/metrics` is never
 *     forwarded (404). Every answer carries the security headers (web.ts setSecurityHeaders; a proxied answer's own
 *     win, e.g. the GraphQL explorer's policy). On a connection handed over, the gateway answers instead: its own
 *     /health, and 404 for /metrics (web.ts browserFacing).
 * Run directly (`tsx scripts/edge.ts`) it reads EDGE_PORT, GATEWAY_URL (or GATEWAY_PORT) and REMOTES_JSON_FILE.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { DEADLINES, DEFAULT_PORTS, HEADERS, SERVER_ERRORS, SERVER_EVENTS_PATH } from '@rugby/contracts';
import { loadEnvironment } from '@rugby/service-kit/environment';
import { bind, closeGracefully, listen, listeningPort, shutdownGraceMs, stopOnShutdownRequest } from '@rugby/service-kit/lifecycle';
import { appendForwardedFor, createProxyAgent, forwardableHeaders, proxyRequest } from '../gateway/src/proxy.ts';
import { isInternalOnlyPath, setSecurityHeaders, webApp } from '../gateway/src/web.ts';

export { DEFAULT_REMOTES, remoteFiles } from '../gateway/src/web.ts';

export interface EdgeOptions {
  port: number;
  /** e.g. http://127.0.0.1:4000 */
  gatewayUrl: string;
  /** Repository root: shell/host/dist and mf-<name>/dist live under it. */
  root: string;
  host?: string;
  /** A JSON file served as /remotes.json (default: REMOTES_JSON_FILE, else the built-in map). */
  remotesJsonFile?: string;
  /** Gives a new connection (not read from yet) to the gateway process; false when it cannot take it now. */
  handOff?: (socket: Socket) => boolean;
}

export interface RunningEdge {
  server: Server;
  port: number;
  url: string;
  /** Stops accepting, lets in-flight requests finish (at most `graceMs`), then closes the upstream pool. */
  close(graceMs?: number): Promise<void>;
}

/** The edge's own liveness: answered by the edge, whatever the gateway's state. */
const EDGE_HEALTH_PATH = /^\/health(?:\?|$)/;

function plain(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** GET or HEAD /health: 200 `ok` (Node leaves the body out of a HEAD answer). */
function health(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'GET' || req.method === 'HEAD') return plain(res, 200, 'ok');
  res.setHeader('Allow', 'GET, HEAD');
  plain(res, 405, 'Method not allowed');
}

export function createEdgeApp(opts: Omit<EdgeOptions, 'port' | 'host'>) {
  const gateway = new URL(opts.gatewayUrl);
  const agent = createProxyAgent();

  // The edge is the outermost server: only its own socket says whether the browser came over TLS.
  const overTls = (req: IncomingMessage) => Boolean((req.socket as TLSSocket).encrypted);
  const app = webApp(opts.root, { remotesJsonFile: opts.remotesJsonFile, secure: overTls });
  const compress = compression();

  /** /api and /graphql to the gateway, plain Node HTTP (no Express): the hot path of every page (docs/decisions/014). */
  const toGateway = async (req: IncomingMessage, res: ServerResponse) => {
    const requestId =
      typeof req.headers[HEADERS.requestId] === 'string' && req.headers[HEADERS.requestId]!.length <= 100
        ? String(req.headers[HEADERS.requestId])
        : randomUUID();
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

  const toGatewayPath = /^\/(?:api|graphql)(?:[/?]|$)/;
  const handler: RequestListener = (req, res) => {
    setSecurityHeaders(res, { secure: overTls(req) });
    if (EDGE_HEALTH_PATH.test(req.url ?? '')) return health(req, res);
    if (isInternalOnlyPath(req.url)) return plain(res, 404, 'Not found');
    if (req.url === SERVER_EVENTS_PATH) return void toGateway(req, res); // an event stream is never buffered to compress
    compress(req as never, res as never, () => {
      if (toGatewayPath.test(req.url ?? '')) void toGateway(req, res);
      else app(req, res);
    });
  };
  return { app: handler, close: () => agent.close() };
}

/**
 * Starts the edge; rejects when the port cannot be taken. With `handOff`, a plain TCP server takes the port and offers
 * each new connection (paused: nothing read yet) to the gateway; the ones it cannot take go to the edge's own HTTP
 * server (on a loopback port of its own, so draining works the same).
 */
export async function startEdge(opts: EdgeOptions): Promise<RunningEdge> {
  const { app, close } = createEdgeApp(opts);
  const host = opts.host ?? '0.0.0.0';
  let server: Server;
  let front: NetServer | null = null;
  try {
    if (opts.handOff) {
      const handOff = opts.handOff;
      const own = await listen(app, 0, '127.0.0.1');
      server = own;
      front = createNetServer({ pauseOnConnect: true }, (socket) => {
        if (handOff(socket)) return;
        own.emit('connection', socket);
        socket.resume();
      });
      await bind(front, opts.port, host).catch(async (err: unknown) => {
        await closeGracefully(own, 0);
        throw err;
      });
    } else {
      server = await listen(app, opts.port, host);
    }
  } catch (err) {
    await close();
    throw err;
  }
  const port = front ? (front.address() as { port: number }).port : listeningPort(server);
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    async close(graceMs = shutdownGraceMs()) {
      // Stop taking connections; those handed over are the gateway's to drain, the others drain with the edge's server.
      front?.close();
      await closeGracefully(server, graceMs);
      await close();
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  loadEnvironment('edge');
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
