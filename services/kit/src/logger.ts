import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEADERS } from '@rugby/contracts';
import { METRICS_PATH, routeLabel, type ProcessMetrics } from './metrics.ts';

export type { Logger };

/** LOG_FORMAT, or `pretty` for a person at a terminal (never in production), else one JSON object per line. */
export function logFormat(env: NodeJS.ProcessEnv = process.env, isTTY = Boolean(process.stdout.isTTY)): 'json' | 'pretty' {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return isTTY && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/**
 * One line per entry for a person: time, level, message, then the fields that matter (the process name is the
 * prefix `npm start` adds; pid and hostname are left out).
 */
const prettyStream = () =>
  pretty({
    sync: true,
    singleLine: true,
    colorize: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,name,reqId,method,url,status,ms',
    messageFormat: (entry, messageKey) => {
      const id = entry.reqId ? ` [${String(entry.reqId).slice(0, 8)}]` : '';
      if (entry[messageKey] === 'request') return `${String(entry.method)} ${String(entry.url)} ${String(entry.status)} ${String(entry.ms)} ms${id}`;
      return `${String(entry[messageKey])}${id}`;
    },
  });

export function createLogger(name: string): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info');
  const options = {
    name,
    level,
    redact: [
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'req.headers.authorization',
      `req.headers["${HEADERS.identity}"]`,
      `req.headers["${HEADERS.serviceToken}"]`,
    ],
  };
  return logFormat() === 'pretty' ? pino(options, prettyStream()) : pino(options);
}

const PROBES = new Set(['/health', '/ready', METRICS_PATH]);

/**
 * Request logging with the request id carried from the edge (x-request-id), or a new one: `req.id`, the
 * `x-request-id` answer header, and `req.log` (a child logger with `reqId`, made only when a handler logs). When the
 * answer is sent, one short line — request id, method, path, status and milliseconds, never headers or bodies — at
 * info (warn for 4xx, error for 5xx), and the request counted in `metrics` by the route it matched (labelRoute);
 * /health, /ready and /metrics are neither logged nor counted.
 */
export function httpLogger(logger: Logger, metrics?: ProcessMetrics) {
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
    if (PROBES.has(url)) return next();
    const started = performance.now();
    res.once('finish', () => {
      const status = res.statusCode;
      const ms = performance.now() - started;
      metrics?.observeRequest(req.method ?? 'GET', routeLabel(req), status, ms / 1000);
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level]({ reqId: id, method: req.method, url: url.split('?', 1)[0], status, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };
}
