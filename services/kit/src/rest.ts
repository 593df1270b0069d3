import express, { type Router } from 'express';
import type { z } from 'zod';
import { describeUnsafeText, findUnsafeText, HEADERS, type Access, type Identity, type RouteDef } from '@rugby/contracts';
import { badRequest, describeZodError, forbidden, HttpError, unauthorized } from './errors.ts';
import { requestContext, type RequestContext } from './context.ts';
import type { Logger } from './logger.ts';
import { labelRoute } from './metrics.ts';

type IdentityFor<A extends Access> = A extends 'public' ? Identity | null : Identity;

export interface HandlerInput<R extends RouteDef> {
  params: z.infer<R['params']>;
  query: z.infer<R['query']>;
  body: z.infer<R['body']>;
  identity: IdentityFor<R['access']>;
}

/** The 202 body of a route that may run as a job (its `accepted` schema); never for one that cannot. */
type AcceptedBody<R extends RouteDef> = [NonNullable<R['accepted']>] extends [never] ? never : z.input<NonNullable<R['accepted']>>;

/**
 * A REST handler: returns the JSON body (status 200 unless it set another on ctx.res; after setting 202, the route's
 * `accepted` body; for a route that `produces` another media type, the body as a string), or undefined after
 * answering itself (e.g. a redirect).
 */
export type RouteHandler<R extends RouteDef> = (
  input: HandlerInput<R>,
  ctx: RequestContext,
) => Promise<z.input<R['response']> | AcceptedBody<R> | void> | z.input<R['response']> | AcceptedBody<R> | void;

export type RouteHandlers<Routes extends Record<string, RouteDef>> = {
  [K in keyof Routes]?: RouteHandler<Routes[K]>;
};

const validateResponses = () => Boolean(process.env.VITEST) || process.env.NODE_ENV === 'test';

function checkAccess(access: Access, identity: Identity | null): void {
  if (access === 'public') return;
  if (!identity) throw unauthorized('Unauthorized: please sign in');
  if (access === 'coach' && identity.userType !== 'coach') throw forbidden('Only coaches can do this');
  if (access === 'player' && identity.userType !== 'player') throw forbidden('Only players can do this');
}

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeZodError(result.error) || `Invalid ${where}`, 'BAD_REQUEST', result.error.issues);
  return result.data;
}

/**
 * Mounts every route of a service's route table. Access is checked first (401/403), then input is validated
 * (400 naming the field: the text rule of contracts/src/text.ts for every string, then the route's zod schemas); a route with no handler yet answers 501 naming its feature.
 */
export function mountRoutes<Routes extends Record<string, RouteDef>>(routes: Routes, handlers: RouteHandlers<Routes>, log: Logger): Router {
  const router = express.Router();
  for (const [id, def] of Object.entries(routes) as Array<[string, RouteDef]>) {
    const handler = handlers[id as keyof Routes] as RouteHandler<RouteDef> | undefined;
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](def.path, async (req, res, next) => {
      labelRoute(req, id);
      try {
        const ctx = requestContext(req, res, log);
        checkAccess(def.access, ctx.identity);
        if (!handler) throw new HttpError(501, `${def.summary}: this part of ${def.feature} is not built yet`, 'NOT_IMPLEMENTED');
        const unsafe = findUnsafeText(req.params) ?? findUnsafeText(req.query ?? {}) ?? findUnsafeText(req.body ?? {});
        if (unsafe) throw badRequest(describeUnsafeText(unsafe));
        const input = {
          params: parse(def.params, req.params, 'path parameters'),
          query: parse(def.query, req.query ?? {}, 'query'),
          body: parse(def.body, req.body ?? (def.method === 'GET' ? undefined : {}), 'body'),
          identity: ctx.identity,
        } as HandlerInput<RouteDef>;
        const out = await handler(input, ctx);
        if (res.headersSent) return;
        if (out === undefined) {
          res.status(res.statusCode === 200 ? 204 : res.statusCode).end();
          return;
        }
        if (def.produces) {
          // A non-JSON answer (e.g. a text/calendar feed): the handler returned the body.
          if (typeof out !== 'string') throw new Error(`Response of ${def.method} ${def.path} must be a ${def.produces} string`);
          res.type(`${def.produces}; charset=utf-8`).send(out);
          return;
        }
        if (validateResponses()) {
          const checked = (res.statusCode === 202 && def.accepted ? def.accepted : def.response).safeParse(out);
          if (!checked.success) throw new Error(`Response of ${def.method} ${def.path} does not match its contract: ${describeZodError(checked.error)}`);
        }
        res.json(out);
      } catch (err) {
        next(err);
      }
    });
  }
  return router;
}

/**
 * On a write's answer: the teams it changed, when the gateway cannot tell them from the route's `:teamId` or the
 * caller's teams (a newcomer joining): their pages are told at once (server push, gateway/src/server-push.ts).
 */
export function markTeamsChanged(res: { setHeader(name: string, value: string): unknown }, teamIds: readonly string[]): void {
  if (teamIds.length) res.setHeader(HEADERS.changedTeams, teamIds.join(','));
}
