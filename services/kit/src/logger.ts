import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { HEADERS } from '@rugby/contracts';

export type { Logger };

export function createLogger(name: string): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info');
  return pino({ name, level, redact: ['req.headers.cookie', 'res.headers["set-cookie"]', 'req.headers.authorization', `req.headers["${HEADERS.identity}"]`, `req.headers["${HEADERS.serviceToken}"]`] });
}

/** Request logging with the request id carried from the edge (x-request-id), or a new one. */
export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers[HEADERS.requestId];
      const id = typeof incoming === 'string' && incoming.length <= 100 ? incoming : randomUUID();
      res.setHeader(HEADERS.requestId, id);
      return id;
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    autoLogging: { ignore: (req) => req.url === '/health' || req.url === '/ready' },
  });
}
