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
  }
}

export function requestContext(req: Request, res: Response, fallbackLog: Logger): RequestContext {
  const log = ((req as unknown as { log?: Logger }).log ?? fallbackLog) as Logger;
  return { identity: req.identity ?? null, requestId: String((req as unknown as { id?: string }).id ?? ''), log, req, res };
}
