import { ERROR_CODES } from '@rugby/contracts';
import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from './logger.ts';

/** An expected error with an HTTP status and a message for the user. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = codeFor(status),
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

function codeFor(status: number): string {
  return (
    (
      {
        400: 'BAD_REQUEST',
        401: 'UNAUTHORIZED',
        403: 'FORBIDDEN',
        404: 'NOT_FOUND',
        405: 'METHOD_NOT_ALLOWED',
        409: 'CONFLICT',
        429: 'TOO_MANY_REQUESTS',
        501: 'NOT_IMPLEMENTED',
        502: 'BAD_GATEWAY',
        503: 'SERVICE_UNAVAILABLE',
      } as Record<number, string>
    )[status] ?? 'ERROR'
  );
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, ERROR_CODES.badRequest, details);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** 429 with the Retry-After the error handler sends: a limit or quota refused the call for `retryAfterSeconds`. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** "field: message; field2: message2" from a ZodError. */
export function describeZodError(err: ZodError): string {
  return err.issues
    .map((i) => {
      const path = i.path.join('.');
      return path && !i.message.startsWith(path) ? `${path}: ${i.message}` : i.message;
    })
    .join('; ');
}

/** Postgres unique violation (real PostgreSQL via Prisma P2002, or PGlite's raw SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string }; meta?: { code?: string } } | null;
  if (!e) return false;
  return (
    e.code === 'P2002' ||
    e.code === '23505' ||
    e.cause?.code === '23505' ||
    e.meta?.code === '23505' ||
    /23505|unique constraint/i.test(String((e as Error).message ?? ''))
  );
}

export function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (err instanceof ZodError) return badRequest(describeZodError(err), err.issues);
  const e = err as { type?: string; status?: number; statusCode?: number } | null;
  if (e?.type === 'entity.parse.failed') return badRequest('Request body is not valid JSON');
  if (e?.type === 'entity.too.large') return new HttpError(413, 'Request body is too large', 'PAYLOAD_TOO_LARGE');
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') return badRequest('Unsupported request body encoding');
  if (e?.type === 'parameters.too.many') return new HttpError(413, 'Request body has too many fields', 'PAYLOAD_TOO_LARGE');
  // Any other client error raised by Express or body-parser (malformed percent-encoding in a path, a body that does
  // not match its Content-Encoding, an aborted upload...) keeps its 4xx status.
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return new HttpError(status, clientErrorMessage(status, err));
  return null;
}

function clientErrorMessage(status: number, err: unknown): string {
  const e = err as { type?: string; message?: string };
  if (e.type === 'encoding.unsupported' || /incorrect header check|unexpected end of file|invalid (?:stored|block)/i.test(e.message ?? ''))
    return 'Request body does not match its Content-Encoding';
  if (status === 400 && /URI|decode/i.test(e.message ?? '')) return 'The request path is not valid percent-encoding';
  if (e.type === 'request.aborted') return 'The request was aborted';
  return status === 400 ? 'The request is malformed' : (e.message ?? 'The request was refused');
}

/** Final Express error handler: expected errors → their status with {error, message}; anything else → masked 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const http = toHttpError(err);
    if (res.headersSent) return;
    if (http) {
      if (http instanceof TooManyRequestsError) res.setHeader('Retry-After', String(http.retryAfterSeconds));
      res.status(http.status).json({ error: http.code, message: http.message, ...(http.details && http.status === 400 ? { details: http.details } : {}) });
      return;
    }
    const log = (req as { log?: Logger }).log ?? logger;
    log.error({ err }, 'unhandled error');
    res.status(500).json({ error: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
  };
}
