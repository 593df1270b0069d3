import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { stitchSchemas } from '@graphql-tools/stitch';
import { stitchingDirectives } from '@graphql-tools/stitching-directives';
import { filterSchema, mapSchema, MapperKind, pruneSchema, type Executor } from '@graphql-tools/utils';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { buildSchema, GraphQLError, GraphQLSchema, isNonNullType, isObjectType, lexicographicSortSchema, type GraphQLObjectType, printSchema } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import { DEADLINES, HEADERS, SERVICES, type ServiceName } from '@rugby/contracts';
import { textRulePlugin, type Logger } from '@rugby/service-kit';
import { serviceUnavailableMessage } from './errors.ts';
import { createSubgraphReadiness } from './readiness.ts';
import { contentSecurityPolicy } from './web.ts';

/** What the gateway knows about one GraphQL call; subgraph executors read it. */
export interface GatewayContext {
  signedIdentity: string | null;
  requestId: string;
  /** Called when a subgraph says the caller's identity changed (drop the cached session). */
  identityChanged: () => void;
}

const { stitchingDirectivesTransformer, allStitchingDirectives } = stitchingDirectives();
const STITCHING_DIRECTIVES = new Set(allStitchingDirectives.map((d) => d.name));

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

/**
 * The committed subgraph SDLs (each service's `_sdl`, written by `npm run print-schema -w @rugby/gateway` and checked
 * against the services by gateway/test/composed-schema.test.ts): gateway/subgraphs/<service>.graphql. (The bundled
 * dist/gateway.js locates them the same way: scripts/build-server.ts; the runtime image copies them.)
 */
export const SUBGRAPHS_DIR = fileURLToPath(new URL('../subgraphs/', import.meta.url));
export const subgraphSdlFile = (dir: string, service: ServiceName) => path.join(dir, `${service}.graphql`);

/** Reads every subgraph's committed SDL; throws naming the file (and how to write it) when one is missing. */
export function readSubgraphSdls(dir = SUBGRAPHS_DIR): Map<ServiceName, string> {
  return new Map(
    SERVICES.map((s) => {
      const file = subgraphSdlFile(dir, s);
      try {
        return [s, readFileSync(file, 'utf8')] as const;
      } catch (err) {
        throw new Error(
          `the ${s} subgraph's SDL cannot be read from ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): run \`npm run print-schema -w @rugby/gateway\``,
          {
            cause: err,
          },
        );
      }
    }),
  );
}

export interface StitchedSchemaOptions {
  services: Record<ServiceName, string>;
  log: Logger;
  /** The subgraph SDLs (default: the committed ones, readSubgraphSdls()). */
  sdls?: ReadonlyMap<ServiceName, string>;
  subgraphTimeoutMs?: number;
  /** How long one subgraph's /ready may take during a readiness check (ms, default 1000). */
  readyTimeoutMs?: number;
  /** How long a readiness check is reused (ms, default 1000). */
  readyCacheMs?: number;
}

/**
 * The composed schema, built once at start from the committed subgraph SDLs (docs/DESIGN.md §10: built ahead of time):
 * nothing is polled, and every replica serves the same schema through a rolling deploy. A subgraph that is down does
 * not change it: its fields fail with SERVICE_UNAVAILABLE while the rest answers. `readiness` says whether every
 * subgraph answers now (the gateway's GET /ready).
 */
export function createStitchedSchema(opts: StitchedSchemaOptions) {
  const executors = new Map(SERVICES.map((s) => [s, subgraphExecutor(s, opts.services[s], opts.subgraphTimeoutMs ?? DEADLINES.gatewayUpstreamMs)] as const));
  const schema = stitch(opts.sdls ?? readSubgraphSdls(), executors);
  const readiness = createSubgraphReadiness({ services: opts.services, timeoutMs: opts.readyTimeoutMs, cacheMs: opts.readyCacheMs });
  opts.log.debug({ subgraphs: SERVICES }, 'stitched schema built from the committed subgraph SDLs');
  return {
    current: () => schema,
    readiness,
    /** The gateway is closing: not ready from now on (nothing else runs in the background). */
    stop: () => readiness.drain(),
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

/**
 * The GraphQL explorer (GraphiQL, self-contained) boots from one inline script and runs its editor's workers from
 * blob: URLs: its page's Content-Security-Policy is the web apps' plus exactly that script (by its hash) and those
 * workers. The page is the same for every request: its policy is worked out once.
 */
function graphiqlPage(): { render: typeof renderGraphiQL; policy: () => string | null } {
  let last: { html: string; policy: string } | null = null;
  return {
    render: (opts) => {
      const html = renderGraphiQL(opts);
      if (last?.html !== html) {
        const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
        last = { html, policy: contentSecurityPolicy([], { 'script-src': hashes, 'worker-src': ['blob:'] }) };
      }
      return html;
    },
    policy: () => last?.policy ?? null,
  };
}

/** Yoga serving the stitched schema, with CSRF prevention, armor limits and error masking. */
export function createGatewayYoga(
  stitched: StitchedSchema,
  log: Logger,
  buildContext: (serverContext: { req: import('express').Request; res: import('express').Response }) => GatewayContext,
) {
  const graphiql = graphiqlPage();
  return createYoga<{ req: import('express').Request; res: import('express').Response }, GatewayContext>({
    schema: stitched.current(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: { title: 'Rugby training hub: GraphQL explorer' },
    // Self-contained GraphiQL (served from the package, not a CDN): works offline and behind strict networks.
    renderGraphiQL: graphiql.render,
    logging: log,
    maskedErrors: { maskError: gatewayMaskError },
    context: ({ req, res }) => buildContext({ req, res }),
    plugins: [
      {
        // The explorer's page carries its own policy (the only HTML Yoga answers).
        onResponse({ response }) {
          const policy = graphiql.policy();
          if (policy && response.headers.get('content-type')?.startsWith('text/html')) response.headers.set('content-security-policy', policy);
        },
      },
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
