import { GraphQLError, GraphQLSchema, type GraphQLFieldConfig, GraphQLNonNull, GraphQLString, GraphQLObjectType } from 'graphql';
import { createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import { toHttpError } from './errors.ts';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { stitchingDirectives } from '@graphql-tools/stitching-directives';
import type { Request, Response } from 'express';
import { requestContext, type RequestContext } from './context.ts';
import type { Logger } from './logger.ts';
import { textRulePlugin } from './graphql-text-rule.ts';

export type GraphQLContext = RequestContext;

const directives = stitchingDirectives();
/** The stitching directives (@key, @merge, @computed, @canonical) every subgraph declares. */
export const stitchingDirectiveDefinitions = directives.allStitchingDirectives;

/**
 * Finishes a subgraph schema: adds the stitching directive definitions and `_sdl`
 * (the SDL printed with its directives, read by the gateway), and validates the directives' use.
 */
export function finishSubgraphSchema(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  let printed = '';
  const sdlField: GraphQLFieldConfig<unknown, unknown> = {
    type: new GraphQLNonNull(GraphQLString),
    description: "This subgraph's SDL with stitching directives (read by the gateway).",
    resolve: () => printed,
  };
  const query = config.query!;
  const queryConfig = query.toConfig();
  const newQuery = new GraphQLObjectType({ ...queryConfig, fields: () => ({ ...queryConfig.fields, _sdl: sdlField }) });
  const finished = new GraphQLSchema({
    ...config,
    query: newQuery,
    types: config.types.filter((t) => t.name !== query.name),
    directives: [...config.directives.filter((d) => !stitchingDirectiveDefinitions.some((s) => s.name === d.name)), ...stitchingDirectiveDefinitions],
  });
  directives.stitchingDirectivesValidator(finished);
  printed = printSchemaWithDirectives(finished);
  return finished;
}

/** Yoga serving a subgraph inside Express; context comes from the verified identity. Unexpected errors are masked. */
export function createSubgraphYoga(
  schema: GraphQLSchema,
  log: Logger,
  extraContext: object = {},
): YogaServerInstance<{ req: Request; res: Response }, GraphQLContext> {
  return createYoga<{ req: Request; res: Response }, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    logging: log,
    plugins: [textRulePlugin()],
    maskedErrors: { maskError: exposeExpectedErrors },
    graphiql: process.env.NODE_ENV !== 'production',
    context: ({ req, res }) => ({ ...requestContext(req, res, log), ...extraContext }),
  });
}

/** Directive typings for Pothos builders (`Directives` generic of SchemaBuilder) in every subgraph. */
export type StitchingDirectiveTypes = {
  key: { locations: 'OBJECT'; args: { selectionSet: string } };
  merge: { locations: 'FIELD_DEFINITION'; args: { keyField?: string; keyArg?: string; key?: string[]; argsExpr?: string; additionalArgs?: string } };
  canonical: {
    locations: 'OBJECT' | 'FIELD_DEFINITION' | 'INTERFACE' | 'INPUT_OBJECT' | 'ENUM' | 'UNION' | 'SCALAR' | 'INPUT_FIELD_DEFINITION';
    args: Record<string, never>;
  };
  computed: { locations: 'FIELD_DEFINITION'; args: { selectionSet: string } };
};

/** Expected errors (HttpError, validation) reach the client with extensions.code; anything else is masked. */
export const exposeExpectedErrors: typeof maskError = (error, message, isDev) => {
  const original = error instanceof GraphQLError ? error.originalError : error;
  const http = original ? toHttpError(original) : null;
  if (http && error instanceof GraphQLError) {
    return new GraphQLError(http.message, { nodes: error.nodes, path: error.path, extensions: { code: http.code } });
  }
  return maskError(error, message, isDev);
};
