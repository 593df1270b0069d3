import type { Request, Response } from 'express';
import type { Identity } from '@rugby/contracts';
import type { Logger } from './logger.ts';

/** What every REST handler and GraphQL resolver knows about the call. */
export interface RequestContext {
  identity: Identity | null;
  requestId: string;
  log: Logger;
  req: Request;
  res: Response;
}

declare module 'express-serve-static-core' {
  interface Request {
    identity?: Identity | null;
    /** The request id (httpLogger). */
    id: string;
    /** A logger that writes the request id with every line (httpLogger). */
    log: Logger;
  }
}

export function requestContext(req: Request, res: Response, fallbackLog: Logger): RequestContext {
  return { identity: req.identity ?? null, requestId: req.id ?? '', log: req.log ?? fallbackLog, req, res };
}
