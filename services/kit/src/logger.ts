import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEADERS } from '@rugby/contracts';

export type { Logger };

export function createLogger(name: string): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info');
  return pino({
    name,
    level,
    redact: [
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'req.headers.authorization',
      `req.headers["${HEADERS.identity}"]`,
      `req.headers["${HEADERS.serviceToken}"]`,
    ],
  });
}

/**
 * Request logging with the request id carried from the edge (x-request-id), or a new one: `req.id`, the
 * `x-request-id` answer header, and `req.log` (a child logger with `reqId`, made only when a handler logs). When the
 * answer is sent, one short line — request id, method, path, status and milliseconds, never headers or bodies — at
 * info (warn for 4xx, error for 5xx); /health and /ready are not logged.
 */
export function httpLogger(logger: Logger) {
  return (req: IncomingMessage & { id?: string; log?: Logger; originalUrl?: string }, res: ServerResponse, next: () => void) => {
    const incoming = req.headers[HEADERS.requestId];
    const id = typeof incoming === 'string' && incoming.length > 0 && incoming.length <= 100 ? incoming : randomUUID();
    req.id = id;
    res.setHeader(HEADERS.requestId, id);
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: false,
      get: () => (child ??= logger.child({ reqId: id })),
      set: (value: Logger) => {
        child = value;
      },
    });
    const url = req.originalUrl ?? req.url ?? '';
    if (url === '/health' || url === '/ready') return next();
    const started = performance.now();
    res.once('finish', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level]({ reqId: id, method: req.method, url: url.split('?', 1)[0], status, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request');
    });
    next();
  };
}
