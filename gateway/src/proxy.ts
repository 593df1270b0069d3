import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Agent, type Dispatcher } from 'undici';
import { DEADLINES } from '@rugby/contracts';

/** Headers that describe one connection, never forwarded by a proxy (RFC 9110 §7.6.1), plus ones undici sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
]);

/** A keep-alive connection pool shared by every proxied call of one process. */
export function createProxyAgent(): Agent {
  return new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000, connections: 128, pipelining: 1 });
}

/** The upstream could not be reached (refused, reset before answering, timed out connecting). */
export class UpstreamUnavailableError extends Error {
  constructor(
    readonly origin: string,
    cause: unknown,
  ) {
    super(`${origin} is unreachable`, { cause });
    this.name = 'UpstreamUnavailableError';
  }
}

/** Copies request headers minus hop-by-hop ones; `drop` removes more (lower-case names). */
export function forwardableHeaders(headers: IncomingHttpHeaders, drop: Iterable<string> = []): Record<string, string | string[]> {
  const dropped = new Set(drop);
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || dropped.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/** X-Forwarded-For with the caller's address appended (a trusted proxy's list is kept, others start afresh). */
export function appendForwardedFor(req: IncomingMessage, keepIncoming: boolean): string {
  const remote = req.socket.remoteAddress ?? 'unknown';
  const incoming = req.headers['x-forwarded-for'];
  const list = keepIncoming && incoming ? (Array.isArray(incoming) ? incoming.join(', ') : incoming) : '';
  return list ? `${list}, ${remote}` : remote;
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

export interface ProxyOptions {
  dispatcher: Dispatcher;
  /** e.g. http://127.0.0.1:4101 */
  origin: string;
  /** Path with query string. */
  path: string;
  headers: Record<string, string | string[]>;
  /** How long to wait for the answer headers, and between body chunks (default DEADLINES.gatewayUpstreamMs). */
  timeoutMs?: number;
  /** Sees (and may edit) the upstream response headers before they are sent. */
  onResponseHeaders?: (headers: Record<string, string | string[] | undefined>, statusCode: number) => void;
}

/**
 * Streams one request to `origin` and its answer back, unchanged apart from hop-by-hop headers
 * (Set-Cookie, Location and status pass through). Throws UpstreamUnavailableError before anything
 * was sent when the upstream cannot be reached.
 */
export async function proxyRequest(req: IncomingMessage, res: ServerResponse, opts: ProxyOptions): Promise<void> {
  let answered = false;
  try {
    // undici's stream(): the answer's body is written straight into `res` (no intermediate Readable, no pipeline).
    await opts.dispatcher.stream(
      {
        origin: opts.origin,
        path: opts.path,
        method: (req.method ?? 'GET') as Dispatcher.HttpMethod,
        headers: opts.headers,
        body: hasBody(req) ? req : null,
        headersTimeout: opts.timeoutMs ?? DEADLINES.gatewayUpstreamMs,
        bodyTimeout: opts.timeoutMs ?? DEADLINES.gatewayUpstreamMs,
      },
      ({ statusCode, headers: upstreamHeaders }) => {
        answered = true;
        const headers: Record<string, string | string[] | undefined> = {};
        for (const [name, value] of Object.entries(upstreamHeaders)) {
          if (!HOP_BY_HOP.has(name)) headers[name] = value;
        }
        opts.onResponseHeaders?.(headers, statusCode);
        res.writeHead(statusCode, headers as Record<string, string | string[]>);
        return res;
      },
    );
  } catch (err) {
    if (!answered && isConnectionError(err)) throw new UpstreamUnavailableError(opts.origin, err);
    if (!answered) throw err;
    // Broken while the body was being copied: the caller sees a cut-off answer.
    res.destroy(err as Error);
  }
}

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return Boolean(e && (CONNECTION_ERRORS.has(e.code ?? '') || CONNECTION_ERRORS.has(e.cause?.code ?? '')));
}
