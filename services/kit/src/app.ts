import { timingSafeEqual } from 'node:crypto';
import express, { type Express, type RequestHandler, type Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import { HEADERS, type RouteDef } from '@rugby/contracts';
import { clockStartingAt, now, setClock } from './clock.ts';
import { internalServiceToken, isProduction } from './config.ts';
import { errorHandler, HttpError, unauthorized } from './errors.ts';
import { createSubgraphYoga } from './graphql.ts';
import { verifyIdentity } from './identity.ts';
import { httpLogger, type Logger } from './logger.ts';
import { createProcessMetrics, labelRoute, METRICS_PATH, type ProcessMetrics } from './metrics.ts';
import { mountRoutes, type RouteHandlers } from './rest.ts';
import type { SqlExecutor } from './db.ts';

export interface ServiceAppOptions<Routes extends Record<string, RouteDef>> {
  name: string;
  log: Logger;
  routes: Routes;
  handlers: RouteHandlers<Routes>;
  schema: GraphQLSchema;
  /** Merged into every GraphQL resolver's context (e.g. the service's domain objects). */
  graphqlContext?: object;
  /** Readiness: the database answers. */
  sql: SqlExecutor;
  /** Service-to-service API under /internal (service token required). */
  internal?: Router;
  /** Extra raw routes mounted before the route table (e.g. webhooks needing the raw body). */
  before?: (app: Express) => void;
  /** Where requests are counted (GET /metrics); a new registry by default. Also at `app.locals.metrics`. */
  metrics?: ProcessMetrics;
}

/** Reads the gateway-signed identity; a present but invalid signature is rejected, an absent one means anonymous. */
const identityMiddleware: RequestHandler = async (req, _res, next) => {
  const header = req.headers[HEADERS.identity];
  if (typeof header !== 'string' || header === '') {
    req.identity = null;
    return next();
  }
  try {
    req.identity = await verifyIdentity(header);
    next();
  } catch {
    next(unauthorized('Unauthorized: invalid identity signature'));
  }
};

const serviceTokenMiddleware: RequestHandler = (req, _res, next) => {
  const given = Buffer.from(String(req.headers[HEADERS.serviceToken] ?? ''));
  const expected = Buffer.from(internalServiceToken());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return next(unauthorized('Unauthorized: service token required'));
  next();
};

/** The Express app every service runs: logs, health, identity, GraphQL, REST routes, internal API, JSON errors. */
export function createServiceApp<Routes extends Record<string, RouteDef>>(opts: ServiceAppOptions<Routes>): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback, uniquelocal');
  const metrics = opts.metrics ?? createProcessMetrics(opts.name);
  app.locals.metrics = metrics;
  app.use(httpLogger(opts.log, metrics));
  app.get(METRICS_PATH, (req, res, next) => {
    metrics.handle(req, res).catch(next);
  });
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service: opts.name });
  });
  app.get('/ready', async (_req, res) => {
    try {
      await opts.sql.query('SELECT 1');
      res.json({ status: 'ready', service: opts.name });
    } catch (err) {
      opts.log.error({ err }, 'database not reachable');
      res.status(503).json({ error: 'SERVICE_UNAVAILABLE', message: `${opts.name} database is not reachable` });
    }
  });
  const labelled =
    (route: string): RequestHandler =>
    (req, _res, next) => {
      labelRoute(req, route);
      next();
    };
  if (opts.internal) app.use('/internal', labelled('internal'), express.json({ limit: '1mb' }), serviceTokenMiddleware, opts.internal);
  if (testEndpointsEnabled()) app.use('/internal/test/clock', express.json(), serviceTokenMiddleware, testClockRouter());
  opts.before?.(app);
  app.use(identityMiddleware);
  const yoga = createSubgraphYoga(opts.schema, opts.log, opts.graphqlContext);
  app.use(yoga.graphqlEndpoint, labelled('graphql'), yoga as unknown as RequestHandler);
  app.use(express.json({ limit: '1mb' }), express.urlencoded({ extended: false, limit: '100kb' }));
  app.use(mountRoutes(opts.routes, opts.handlers, opts.log));
  app.use((req, _res, next) => next(new HttpError(404, `No route for ${req.method} ${req.path}`)));
  app.use(errorHandler(opts.log));
  return app;
}

/** Test-only endpoints (browser tests, demos): ENABLE_TEST_ENDPOINTS=1 and never in production. */
export const testEndpointsEnabled = () => process.env.ENABLE_TEST_ENDPOINTS === '1' && !isProduction();

/**
 * PUT /internal/test/clock {now: ISO date-time | null}: moves this service's clock to `now` (it keeps running
 * from there); null returns to real time. The gateway fans PUT /api/test/clock out to every service.
 */
function testClockRouter(): Router {
  const router = express.Router();
  router.put('/', (req, res, next) => {
    const value = (req.body as { now?: unknown } | undefined)?.now;
    if (value !== null && (typeof value !== 'string' || Number.isNaN(Date.parse(value))))
      return next(new HttpError(400, 'now must be an ISO date-time or null'));
    setClock(value === null ? null : clockStartingAt(value));
    res.json({ now: now().toISOString() });
  });
  return router;
}
