import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { TLSSocket } from 'node:tls';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import {
  FIRST_SCREEN_CALLS,
  graphqlBootKey,
  HEADERS,
  routeTable,
  SERVER_ERRORS,
  SERVER_EVENTS_PATH,
  SERVICES,
  teamInternalClient,
  teamRoutes,
  type PageBootAnswer,
  type ServiceName,
} from '@rugby/contracts';
import {
  addDays,
  createProcessMetrics,
  httpLogger,
  internalServiceToken,
  labelRoute,
  METRICS_PATH,
  mondayOf,
  testEndpointsEnabled,
  wasHandedOver,
  type Logger,
} from '@rugby/service-kit';
import { serviceUnavailableMessage } from './errors.ts';
import { createGatewayYoga, createStitchedSchema, type GatewayContext } from './graphql.ts';
import { readinessAnswer } from './readiness.ts';
import { createSessionResolver, expiredSessionCookie, sessionToken, setsSessionCookie, type ResolvedCaller, type ResolvedSession } from './identity.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { followGatewayEvents, type GatewayEventsFollower } from './gateway-events.ts';
import { appendForwardedFor, createProxyAgent, forwardableHeaders, proxyRequest, UpstreamUnavailableError } from './proxy.ts';
import { compileRouteTable } from './routes.ts';
import { createChangeHub, type Change } from './server-push.ts';
import { remoteForPage, webApp, type PageBootFor } from './web.ts';

export interface GatewayOptions {
  /** Base URL of each service, e.g. { team: 'http://127.0.0.1:4101', ... }. */
  services: Record<ServiceName, string>;
  log: Logger;
  /** Session token → identity and user; defaults to the team service's internal API. */
  resolveSession?: (token: string) => Promise<ResolvedSession | null>;
  /** Origins allowed to make unsafe calls besides the request's own (default: ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins?: string[];
  sessionCacheMs?: number;
  /**
   * Serve the web apps too, from this directory (the repository root: web.ts), gzipping answers: under `npm start` the
   * edge hands browser connections straight to the gateway (WEB_ROOT; docs/decisions/014).
   */
  webRoot?: string;
}

interface CallerLocals {
  caller: ResolvedCaller;
  token: string | null;
  /** The request carried a session cookie that names no live session: the answer clears it. */
  staleCookie: boolean;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Client-sent headers the gateway never passes on: identity and service credentials are its own to set. */
const PRIVATE_HEADERS = [
  HEADERS.identity,
  HEADERS.serviceToken,
  HEADERS.identityChanged,
  HEADERS.changedTeams,
  HEADERS.requestId,
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
];
const LOGOUT_ROUTES = new Set(['authLogout', 'logoutRedirect']);
const AUTH_USER_PATH = teamRoutes.authUser.path;
/** How long a page waits for one of its first screen's answers before leaving it to the browser. */
const PAGE_BOOT_TIMEOUT_MS = 2_000;
/** A first screen's `later` call for a day (YYYY-MM-DD): `:today`, and `:weekStart`/`:weekEnd` its Monday and Sunday. */
function callOnDay(call: string, today: string): string {
  const weekStart = mondayOf(today);
  return call.replace(':today', today).replace(':weekStart', weekStart).replace(':weekEnd', addDays(weekStart, 6));
}
/** The `date` (YYYY-MM-DD) of a JSON answer, or null. */
function dateOf(body: string): string | null {
  try {
    const date = (JSON.parse(body) as { date?: unknown }).date;
    return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
  } catch {
    return null;
  }
}
/** What the gateway answers itself when it also serves the web apps (anything else is a page or a file). */
const GATEWAY_PATH = /^\/(?:api|graphql|health|ready|metrics)(?:[/?]|$)/;

type Req = IncomingMessage & { id?: string; log?: Logger };

function jsonError(res: ServerResponse, status: number, error: string, message: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ error, message });
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
const normalizeOrigin = (origin: string) => origin.trim().replace(/\/+$/, '').toLowerCase();
const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/** A path parameter as the service reads it (malformed percent-encoding stays as it is). */
const decodedOrAsIs = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export const parseAllowedOrigins = (value: string | undefined) => (value ?? '').split(',').map(normalizeOrigin).filter(Boolean);

/**
 * How the caller reached us, as Express would say it (protocol, host, secure), trusting X-Forwarded-* only from the
 * proxies TRUST_PROXY names (`trusts`).
 */
function origin(req: IncomingMessage, trusts: (req: IncomingMessage) => boolean) {
  const trusted = trusts(req);
  const protocol = (trusted && firstValue(req.headers['x-forwarded-proto'])) || ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = (trusted && firstValue(req.headers['x-forwarded-host'])) || req.headers.host || '';
  return { protocol, host, secure: protocol === 'https' };
}

/**
 * The gateway: resolves the session cookie to a signed identity, routes REST calls to their owning service
 * (from the contracts route table), serves the stitched GraphQL schema and the OpenAPI document.
 */
export function buildGateway(opts: GatewayOptions) {
  const { log } = opts;
  const resolveSession =
    opts.resolveSession ??
    (async (token: string) => {
      const team = teamInternalClient({ baseUrl: opts.services.team, token: internalServiceToken(), timeoutMs: 3000 });
      const { identity, user } = await team.resolveSession(token);
      return identity ? { identity, user } : null;
    });
  // Sessions ended through any gateway are dropped here as the team service announces them, and every gateway's
  // writes reach the pages open here (docs/decisions/023); a test's own resolver has no team service to follow.
  let events: GatewayEventsFollower | null = null;
  const sessions = createSessionResolver({
    resolve: resolveSession,
    ttlMs: opts.sessionCacheMs ?? Number(process.env.SESSION_CACHE_MS ?? 5000),
    cacheable: opts.resolveSession ? undefined : () => events?.live() ?? false,
  });
  const allowed = new Set(opts.allowedOrigins?.map(normalizeOrigin) ?? parseAllowedOrigins(process.env.ALLOWED_ORIGINS));
  const lookup = compileRouteTable(routeTable);
  const agent = createProxyAgent();
  // Stitched once, from the committed subgraph SDLs (gateway/subgraphs): nothing polled, the same on every replica.
  const stitched = createStitchedSchema({ services: opts.services, log });
  const openApi = JSON.stringify(buildOpenApiDocument(routeTable));
  const changes = createChangeHub({ identityOf: async (token) => (await sessions.caller(token)).identity });
  if (!opts.resolveSession) {
    events = followGatewayEvents({
      teamUrl: opts.services.team,
      token: internalServiceToken(),
      onSessionEnded: (hash) => sessions.forgetEnded(hash),
      onChanged: (change) => void changes.publish(change as Change),
      onReset: () => sessions.forgetAll(),
      log,
    });
  }
  /** A write's change, to the pages open on every gateway (through the team service), or on this one when it cannot. */
  const publishChange = async (change: Change) => {
    if (events?.live() && (await events.announce(change))) return;
    await changes.publish(change);
  };

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback, uniquelocal');
  const trustProxy = app.get('trust proxy fn') as (addr: string, i: number) => boolean;
  /**
   * Whether the peer is a proxy whose X-Forwarded-* count (TRUST_PROXY). A connection the edge handed over is a
   * browser's own, even from loopback or the LAN: nothing it claims there counts (under `npm start` the gateway is
   * the outermost server).
   */
  const trusts = (req: IncomingMessage) => !wasHandedOver(req.socket) && trustProxy(req.socket.remoteAddress ?? '', 0);
  const metrics = createProcessMetrics('gateway');
  const logRequest = httpLogger(log, metrics);

  /** Unsafe methods whose Origin is neither this site nor an allowed origin are rejected (CSRF); true when answered. */
  const rejectedCrossOrigin = (req: Req, res: ServerResponse): boolean => {
    const given = req.headers.origin;
    if (!UNSAFE_METHODS.has(req.method ?? 'GET') || given === undefined) return false;
    const { protocol, host } = origin(req, trusts);
    const own = normalizeOrigin(`${protocol}://${host}`);
    if (normalizeOrigin(given) === own || allowed.has(normalizeOrigin(given))) return false;
    req.log?.warn({ origin: given, own }, 'cross-origin request rejected');
    jsonError(res, 403, 'FORBIDDEN', SERVER_ERRORS.crossOrigin);
    return true;
  };

  /**
   * Identity: whatever the client claims is dropped; the session cookie is resolved by the team service. A cookie
   * that names no live session (malformed, oversized, unknown, expired) means signed out, and the answer clears it,
   * unless the answer sets a new one (sign-in). Null when the team service could not be asked (answered 503).
   */
  const resolveCaller = async (req: Req, res: ServerResponse): Promise<CallerLocals | null> => {
    const token = sessionToken(req.headers.cookie);
    try {
      const caller = await sessions.caller(token);
      const staleCookie = token !== null && caller.identity === null;
      if (staleCookie) res.setHeader('set-cookie', expiredSessionCookie(origin(req, trusts).secure));
      return { caller, token, staleCookie };
    } catch (err) {
      req.log?.error({ err }, 'session could not be resolved');
      jsonError(res, 503, 'SERVICE_UNAVAILABLE', serviceUnavailableMessage('team'));
      return null;
    }
  };

  const upstreamHeaders = (req: Req, locals: CallerLocals) => {
    const headers = forwardableHeaders(req.headers, PRIVATE_HEADERS);
    const { protocol, host } = origin(req, trusts);
    headers[HEADERS.requestId] = String(req.id);
    headers['x-forwarded-for'] = appendForwardedFor(req, trusts(req));
    headers['x-forwarded-proto'] = protocol;
    headers['x-forwarded-host'] = host;
    if (locals.caller.signed) headers[HEADERS.identity] = locals.caller.signed;
    return headers;
  };

  /**
   * REST under /api: route table lookup, then the owning service, streamed both ways. Plain Node HTTP (no Express):
   * this is the hot path of every page (docs/decisions/014).
   */
  const api = async (req: Req, res: ServerResponse) => {
    logRequest(req, res, () => {});
    if (rejectedCrossOrigin(req, res)) return;
    const locals = await resolveCaller(req, res);
    if (!locals) return;
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    if (path === SERVER_EVENTS_PATH) {
      labelRoute(req, 'serverEvents');
      if (req.method !== 'GET') return jsonError(res, 405, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${path}; allowed: GET`, { Allow: 'GET' });
      if (!locals.caller.identity || !locals.token) return jsonError(res, 401, 'UNAUTHORIZED', 'Unauthorized: please sign in');
      return changes.open(locals.token, res);
    }
    if (url === AUTH_USER_PATH && req.method === 'GET' && locals.caller.user) {
      labelRoute(req, 'authUser');
      // Every page asks who is signed in: answered from the session cache, as the team service answered it when the
      // session was resolved (at most SESSION_CACHE_MS ago; at once after the caller's own writes: docs/decisions/014).
      // With a query string it goes to the team service, which checks it like any other input.
      const body = JSON.stringify(locals.caller.user);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      return void res.end(body);
    }
    const found = lookup(req.method ?? 'GET', path);
    if (found.kind === 'found') labelRoute(req, found.route.id);
    if (found.kind === 'not-found') return jsonError(res, 404, 'NOT_FOUND', `No API route for ${req.method} ${path}`);
    if (found.kind === 'method-not-allowed') {
      return jsonError(res, 405, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${path}; allowed: ${found.allow.join(', ')}`, {
        Allow: found.allow.join(', '),
      });
    }
    const wrote = req.method !== 'GET' && req.method !== 'HEAD';
    let status = 0;
    let namedTeams: string[] = [];
    try {
      await proxyRequest(req, res, {
        dispatcher: agent,
        origin: opts.services[found.service],
        path: url,
        headers: upstreamHeaders(req, locals),
        onResponseHeaders: (headers, statusCode) => {
          status = statusCode;
          // After a write the caller's next request resolves their identity afresh: the team versions in it
          // (docs/decisions/014) then cover their own change, so no service serves them a team from before it.
          if (wrote || headers[HEADERS.identityChanged] !== undefined || LOGOUT_ROUTES.has(found.route.id)) sessions.forget(locals.token);
          namedTeams = String(headers[HEADERS.changedTeams] ?? '')
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean);
          delete headers[HEADERS.identityChanged];
          delete headers[HEADERS.changedTeams];
          // The clearing cookie set above stays unless the service sets cookies of its own (they replace it):
          // then it is added to theirs, except when theirs is a new session.
          const theirs = headers['set-cookie'];
          if (locals.staleCookie && theirs !== undefined && !setsSessionCookie(theirs)) {
            headers['set-cookie'] = [...([] as string[]).concat(theirs), expiredSessionCookie(origin(req, trusts).secure)];
          }
        },
      });
      if (wrote && status < 400) {
        // The teams the write changed: the route's own, those the service named, else the writer's.
        const routeTeam = typeof found.params.teamId === 'string' ? [decodedOrAsIs(found.params.teamId)] : [];
        const mine = locals.caller.identity?.memberships.map((m) => m.teamId) ?? [];
        const teamIds = [...new Set([...routeTeam, ...namedTeams, ...(routeTeam.length || namedTeams.length ? [] : mine)])];
        void publishChange({ teamIds, service: found.service, by: locals.caller.identity });
      }
    } catch (err) {
      if (res.headersSent) return void res.destroy();
      const unreachable = err instanceof UpstreamUnavailableError;
      req.log?.error({ err, service: found.service }, unreachable ? 'service unreachable' : 'proxying failed');
      jsonError(res, unreachable ? 503 : 502, unreachable ? 'SERVICE_UNAVAILABLE' : 'BAD_GATEWAY', serviceUnavailableMessage(found.service));
    }
  };

  app.use(logRequest);
  // Prometheus scrapes the gateway's own port; a browser connection the edge handed over never sees it.
  app.get(METRICS_PATH, (req, res, next) => {
    if (wasHandedOver(req.socket)) return next();
    metrics.handle(req, res).catch(next);
  });
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  // Ready when every subgraph's /ready answers (asked live, reused for a second), and not once draining has started.
  app.get('/ready', async (_req, res) => {
    const { status, body } = readinessAnswer(await stitched.readiness.check());
    res.status(status).json(body);
  });
  app.use((req, res, next) => {
    if (!rejectedCrossOrigin(req, res)) next();
  });
  app.use(async (req, res, next) => {
    const locals = await resolveCaller(req, res);
    if (!locals) return;
    Object.assign(res.locals, locals);
    next();
  });

  app.get('/api/openapi.json', (_req, res) => {
    res.type('application/json').send(openApi);
  });
  if (testEndpointsEnabled()) app.put('/api/test/clock', express.json(), testClockFanOut(opts.services));

  const yoga = createGatewayYoga(stitched, log, ({ req, res }): GatewayContext => {
    const { caller, token } = res.locals as CallerLocals;
    return { signedIdentity: caller.signed, requestId: String(req.id), identityChanged: () => sessions.forget(token) };
  });
  app.use(
    yoga.graphqlEndpoint,
    (req, _res, next) => {
      labelRoute(req, 'graphql');
      next();
    },
    yoga as unknown as RequestHandler,
  );

  app.use((req, res) => jsonError(res, 404, 'NOT_FOUND', `Nothing here: ${req.method} ${req.path}. The API is under /api, GraphQL at /graphql.`));

  /**
   * REST goes the plain-HTTP way; health, readiness, GraphQL, the OpenAPI document and test endpoints through Express;
   * with a webRoot, everything else is the web apps.
   */
  const route: RequestListener = (req, res) => {
    const url = req.url ?? '';
    if (url.startsWith('/api/') && !url.startsWith('/api/openapi.json') && !url.startsWith('/api/test/')) void api(req, res);
    else if (web && !GATEWAY_PATH.test(url)) web(req, res);
    else app(req, res);
  };
  /** One GET of a page's first screen, asked of its service as the browser would ask for it; null when it failed. */
  const firstScreenAnswer = async (req: Req, caller: ResolvedCaller, call: string): Promise<PageBootAnswer | null> => {
    const found = lookup('GET', call.split('?')[0]!);
    if (found.kind !== 'found') return null;
    try {
      const headers: Record<string, string> = { accept: 'application/json', [HEADERS.requestId]: String(req.id ?? randomUUID()) };
      if (caller.signed) headers[HEADERS.identity] = caller.signed;
      const answer = await agent.request({
        origin: opts.services[found.service],
        path: call,
        method: 'GET',
        headers,
        headersTimeout: PAGE_BOOT_TIMEOUT_MS,
        bodyTimeout: PAGE_BOOT_TIMEOUT_MS,
      });
      const body = await answer.body.text();
      return answer.statusCode < 500 ? { status: answer.statusCode, body } : null;
    } catch (err) {
      req.log?.warn({ err, call }, 'first-screen call failed; the page will make it');
      return null;
    }
  };

  /** One GraphQL operation of a page's first screen, run by the gateway's own GraphQL endpoint for the caller. */
  const firstScreenOperation = async (req: Req, locals: CallerLocals, query: string): Promise<PageBootAnswer | null> => {
    try {
      const answer = await yoga.fetch(
        'http://gateway/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
          body: JSON.stringify({ query }),
        },
        { req, res: { locals } } as never,
      );
      return answer.status < 500 ? { status: answer.status, body: await answer.text() } : null;
    } catch (err) {
      req.log?.warn({ err }, 'first-screen operation failed; the page will make it');
      return null;
    }
  };

  /**
   * A page's first screen (docs/decisions/017): who is signed in (at once, for the preload links), and the answers of
   * the home's first GETs (FIRST_SCREEN_CALLS), asked of the services now as the browser would ask for them a few
   * round trips later. Anything that fails is left out: the page then asks for it itself.
   */
  const pageBoot: PageBootFor = async (request) => {
    const req = request as Req;
    const pathname = (req.url ?? '/').split('?')[0]!;
    let caller: ResolvedCaller;
    try {
      caller = await sessions.caller(sessionToken(req.headers.cookie));
    } catch {
      return { remote: null, signedIn: false, data: Promise.resolve({}) };
    }
    const { identity } = caller;
    const type = identity?.userType ?? null;
    const calls: (typeof FIRST_SCREEN_CALLS)['coach'] =
      pathname === '/' && (type === 'coach' || type === 'player') ? FIRST_SCREEN_CALLS[type] : { first: [], later: [] };
    const locals: CallerLocals = { caller, token: sessionToken(req.headers.cookie), staleCookie: false };
    const data = (async () => {
      const answers: Record<string, PageBootAnswer> = {};
      if (caller.user) answers[AUTH_USER_PATH] = { status: 200, body: JSON.stringify(caller.user) };
      const ask = (list: string[]) =>
        Promise.all(
          list.map(async (call) => {
            const answer = await firstScreenAnswer(req, caller, call);
            if (answer) answers[call] = answer;
          }),
        );
      const teamIds = identity?.memberships.map((m) => encodeURIComponent(m.teamId)) ?? [];
      const first = [
        ...calls.first.flatMap((call) => (call.includes(':teamId') ? teamIds.map((id) => call.replace(':teamId', id)) : [call])),
        ...(identity ? [] : [AUTH_USER_PATH]),
      ];
      // The day's calls start as soon as the call naming the day has answered, while the others are still out.
      const dayFrom = calls.dayFrom;
      const rest = Promise.all([
        ask(first.filter((call) => call !== dayFrom)),
        (async () => {
          if (!dayFrom || !first.includes(dayFrom)) return;
          await ask([dayFrom]);
          const today = answers[dayFrom]?.status === 200 ? dateOf(answers[dayFrom]!.body) : null;
          if (today) await ask(calls.later.map((call) => callOnDay(call, today)));
        })(),
      ]);
      // The GraphQL operations do not wait for the REST calls.
      const operations = Promise.all(
        (calls.graphql ?? []).map(async (query) => {
          const answer = await firstScreenOperation(req, locals, query);
          if (answer) answers[graphqlBootKey(query)] = answer;
        }),
      );
      await Promise.all([rest, operations]);
      return answers;
    })();
    return { remote: remoteForPage(pathname, type, identity !== null), signedIn: identity !== null, data };
  };
  const web = opts.webRoot ? webApp(opts.webRoot, { pageBoot }) : null;
  const compress = compression();
  const handler: RequestListener = web
    ? (req, res) => (req.url === SERVER_EVENTS_PATH ? route(req, res) : compress(req as never, res as never, () => route(req, res)))
    : route;

  return {
    app: handler,
    schema: stitched,
    sessions,
    changes,
    async close() {
      events?.close();
      changes.close();
      stitched.stop();
      await agent.close();
    },
  };
}
export type Gateway = ReturnType<typeof buildGateway>;

/**
 * Test-only (ENABLE_TEST_ENDPOINTS=1, never in production): PUT /api/test/clock {now: ISO | null} sets the
 * clock of every service at once, so browser tests can play a Monday, a Tuesday, a Wednesday...
 */
function testClockFanOut(services: Record<ServiceName, string>): RequestHandler {
  return async (req, res) => {
    const body = JSON.stringify({ now: (req.body as { now?: unknown } | undefined)?.now ?? null });
    const answers = await Promise.all(
      SERVICES.map(async (service) => {
        const r = await fetch(new URL('/internal/test/clock', services[service]), {
          method: 'PUT',
          body,
          headers: { 'content-type': 'application/json', [HEADERS.serviceToken]: internalServiceToken() },
        }).catch(() => null);
        return { service, status: r?.status ?? 503, body: r ? await r.json().catch(() => null) : null };
      }),
    );
    const failed = answers.find((a) => a.status !== 200);
    if (failed)
      return jsonError(
        res,
        failed.status === 400 ? 400 : 503,
        failed.status === 400 ? 'BAD_REQUEST' : 'SERVICE_UNAVAILABLE',
        failed.status === 400 ? 'now must be an ISO date-time or null' : SERVER_ERRORS.unavailable(failed.service),
      );
    res.json({ services: Object.fromEntries(answers.map((a) => [a.service, (a.body as { now?: string } | null)?.now])) });
  };
}
