import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { stitchSchemas } from '@graphql-tools/stitch';
import { stitchingDirectives } from '@graphql-tools/stitching-directives';
import { filterSchema, mapSchema, MapperKind, pruneSchema, type Executor } from '@graphql-tools/utils';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { buildSchema, GraphQLError, GraphQLSchema, isNonNullType, isObjectType, lexicographicSortSchema, type GraphQLObjectType, printSchema } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import { DEADLINES, HEADERS, SERVER_ERRORS, SERVICES, type ServiceName } from '@rugby/contracts';
import { textRulePlugin, type Logger } from '@rugby/service-kit';
import { serviceUnavailableMessage } from './errors.ts';

/** What the gateway knows about one GraphQL call; subgraph executors read it. */
export interface GatewayContext {
  signedIdentity: string | null;
  requestId: string;
  /** Called when a subgraph says the caller's identity changed (drop the cached session). */
  identityChanged: () => void;
}

const { stitchingDirectivesTransformer, allStitchingDirectives } = stitchingDirectives();
const STITCHING_DIRECTIVES = new Set(allStitchingDirectives.map((d) => d.name));
const SDL_QUERY = JSON.stringify({ query: '{ _sdl }' });

/** Subgraph errors for a service that cannot be reached: a clear message instead of a fetch failure. */
const unavailable = (service: ServiceName) => new GraphQLError(serviceUnavailableMessage(service), { extensions: { code: 'SERVICE_UNAVAILABLE', service } });

function subgraphExecutor(service: ServiceName, baseUrl: string, timeoutMs: number): Executor {
  return buildHTTPExecutor({
    endpoint: `${baseUrl}/graphql`,
    timeout: timeoutMs,
    headers: (request) => {
      const ctx = request?.context as Partial<GatewayContext> | undefined;
      const headers: Record<string, string> = {};
      if (ctx?.signedIdentity) headers[HEADERS.identity] = ctx.signedIdentity;
      if (ctx?.requestId) headers[HEADERS.requestId] = ctx.requestId;
      return headers;
    },
    fetch: async (url, init, context) => {
      let res: Response;
      try {
        res = await fetch(url, init);
      } catch {
        throw unavailable(service);
      }
      if (res.headers.has(HEADERS.identityChanged)) (context as Partial<GatewayContext> | undefined)?.identityChanged?.();
      if (res.status >= 502 && res.status <= 504) throw unavailable(service);
      return res;
    },
  }) as Executor;
}

async function fetchSdl(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: SDL_QUERY,
    signal: AbortSignal.timeout(3000),
  });
  const body = (await res.json()) as { data?: { _sdl?: string } };
  if (!body.data?._sdl) throw new Error(`no _sdl in answer (${res.status})`);
  return body.data._sdl;
}

const isRootType = (schema: GraphQLSchema, typeName: string) =>
  [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].some((t) => t?.name === typeName);

/**
 * Fields a subgraph adds to a type another subgraph owns (e.g. messaging's Team.messages) become nullable in the
 * gateway, so when that subgraph is down the error stays on its field and the rest of the object still answers.
 * The canonical owner's own fields (and root fields) keep their nullability.
 */
export function relaxContributedFields(schema: GraphQLSchema, others: GraphQLSchema[]): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      if (isRootType(schema, typeName) || !isNonNullType(field.type)) return field;
      const elsewhere = others.map((o) => o.getType(typeName)).filter((t): t is GraphQLObjectType => isObjectType(t));
      if (!elsewhere.length || elsewhere.some((t) => t.getFields()[fieldName])) return field;
      const own = schema.getType(typeName);
      if (own?.astNode?.directives?.some((d) => d.name.value === 'canonical')) return field;
      return { ...field, type: field.type.ofType };
    },
  });
}

/** Stitches the subgraphs' SDLs (stitching directives, batched merges); `_sdl` itself stays private. */
export function stitch(sdls: ReadonlyMap<ServiceName, string>, executors: ReadonlyMap<ServiceName, Executor>): GraphQLSchema {
  const built = SERVICES.filter((s) => sdls.has(s)).map((name) => ({ name, schema: buildSchema(sdls.get(name)!, { assumeValidSDL: true }) }));
  const subschemas = built.map(({ name, schema }) => ({
    name,
    schema: relaxContributedFields(
      schema,
      built.filter((b) => b.name !== name).map((b) => b.schema),
    ),
    executor: executors.get(name)!,
    batch: true,
  }));
  const stitched = stitchSchemas({ subschemaConfigTransforms: [stitchingDirectivesTransformer], subschemas });
  const config = filterSchema({ schema: stitched, rootFieldFilter: (_op, field) => field !== '_sdl' }).toConfig();
  // The stitching directives are the subgraphs' business; clients of the gateway never see them.
  return pruneSchema(new GraphQLSchema({ ...config, directives: config.directives.filter((d) => !STITCHING_DIRECTIVES.has(d.name)) }));
}

/** The stitched SDL as committed in gateway/schema.graphql (sorted, so it is stable). */
export const printStitchedSchema = (schema: GraphQLSchema) => `${printSchema(lexicographicSortSchema(schema))}\n`;

export interface StitchedSchemaOptions {
  services: Record<ServiceName, string>;
  log: Logger;
  /** How often SDLs are re-read once every subgraph has answered (ms); until then every second. */
  pollMs?: number;
  subgraphTimeoutMs?: number;
}

/**
 * Keeps the stitched schema current: reads each subgraph's `_sdl` at start (retrying until it answers),
 * then polls and rebuilds when a subgraph appears or its SDL changes. A subgraph that goes down keeps
 * its last SDL; its fields then fail with a SERVICE_UNAVAILABLE error while the rest answers.
 */
export function createStitchedSchema(opts: StitchedSchemaOptions) {
  const executors = new Map(SERVICES.map((s) => [s, subgraphExecutor(s, opts.services[s], opts.subgraphTimeoutMs ?? DEADLINES.gatewayUpstreamMs)] as const));
  const sdls = new Map<ServiceName, string>();
  let schema: GraphQLSchema | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const waiters: Array<() => void> = [];
  const complete = () => sdls.size === SERVICES.length;

  async function refresh(): Promise<boolean> {
    const results = await Promise.all(
      SERVICES.map(async (s) => {
        try {
          return [s, await fetchSdl(opts.services[s])] as const;
        } catch (err) {
          if (!sdls.has(s)) opts.log.debug({ service: s, err: (err as Error).message }, 'subgraph SDL not available yet');
          return [s, null] as const;
        }
      }),
    );
    const changed = results.filter(([s, sdl]) => sdl !== null && sdls.get(s) !== sdl);
    if (!changed.length) return false;
    const next = new Map(sdls);
    for (const [s, sdl] of changed) next.set(s, sdl!);
    try {
      schema = stitch(next, executors);
      for (const [s, sdl] of changed) sdls.set(s, sdl!);
      opts.log.info({ subgraphs: [...sdls.keys()], changed: changed.map(([s]) => s) }, 'stitched schema rebuilt');
    } catch (err) {
      opts.log.error({ err, changed: changed.map(([s]) => s) }, 'stitching failed; keeping the previous schema');
      return false;
    }
    if (complete()) waiters.splice(0).forEach((resolve) => resolve());
    return true;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        void refresh().finally(schedule);
      },
      complete() ? (opts.pollMs ?? 10_000) : 1_000,
    );
    timer.unref();
  };
  void refresh().finally(schedule);

  return {
    current: () => schema,
    refresh,
    loaded: () => [...sdls.keys()],
    /** Resolves once every subgraph's SDL has been read at least once. */
    ready: () => (complete() ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
export type StitchedSchema = ReturnType<typeof createStitchedSchema>;

const EXPOSED_CODES_DENY = new Set(['SUBREQUEST_HTTP_ERROR', 'INTERNAL_SERVER_ERROR']);

/** Expected errors (with extensions.code, from a subgraph or the gateway) pass; anything else is masked. */
export const gatewayMaskError: typeof maskError = (error, message, isDev) => {
  if (error instanceof GraphQLError) {
    const code = error.extensions?.code;
    if (typeof code === 'string' && !EXPOSED_CODES_DENY.has(code)) return error;
  }
  return maskError(error, message, isDev);
};

/** Yoga serving the stitched schema, with CSRF prevention, armor limits and error masking. */
export function createGatewayYoga(
  stitched: StitchedSchema,
  log: Logger,
  buildContext: (serverContext: { req: import('express').Request; res: import('express').Response }) => GatewayContext,
) {
  return createYoga<{ req: import('express').Request; res: import('express').Response }, GatewayContext>({
    schema: () => {
      const schema = stitched.current();
      if (!schema) throw new GraphQLError(SERVER_ERRORS.unavailable('gateway'), { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
      return schema;
    },
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: { title: 'Rugby training hub: GraphQL explorer' },
    // Self-contained GraphiQL (served from the package, not a CDN): works offline and behind strict networks.
    renderGraphiQL,
    logging: log,
    maskedErrors: { maskError: gatewayMaskError },
    context: ({ req, res }) => buildContext({ req, res }),
    plugins: [
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'apollo-require-preflight'] }),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        costLimit: { maxCost: 5000 },
        maxTokens: { n: 2000 },
        maxDirectives: { n: 20 },
        blockFieldSuggestion: { enabled: process.env.NODE_ENV === 'production' },
      }),
      textRulePlugin(),
    ],
  });
}
