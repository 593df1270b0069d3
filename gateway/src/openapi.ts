import { z } from 'zod';
import { errorBodySchema, SESSION_COOKIE, SERVICES, type RouteDef } from '@rugby/contracts';
import { serviceUnavailableMessage } from './errors.ts';

type JsonSchema = Record<string, unknown>;
type TableRoute = RouteDef & { id: string };

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
};

/** Express `/teams/:teamId` → OpenAPI `/teams/{teamId}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parameters(route: TableRoute) {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    const js = jsonSchema(schema, 'input');
    const props = (js.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((js.required ?? []) as string[]);
    for (const [name, prop] of Object.entries(props)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: prop });
    }
  }
  return out;
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function operation(route: TableRoute) {
  const body = jsonSchema(route.body, 'input');
  const takesBody = route.method !== 'GET' && Object.keys(body).length > 0;
  const success = route.redirect
    ? { '302': { description: 'Redirect (browser navigation)' } }
    : { '200': { description: 'Success', content: { [route.produces ?? 'application/json']: { schema: jsonSchema(route.response, 'output') } } } };
  const responses: Record<string, unknown> = { ...success, '400': errorResponse('Invalid input (the message names the field)') };
  if (route.accepted) {
    responses['202'] = {
      description: 'Accepted (asked for with `Prefer: respond-async`): the work runs on as a job; follow the Location',
      headers: {
        Location: { description: 'Where to follow the job', schema: { type: 'string' } },
        'Preference-Applied': { description: 'respond-async', schema: { type: 'string' } },
      },
      content: { 'application/json': { schema: jsonSchema(route.accepted, 'output') } },
    };
  }
  if (route.access !== 'public') {
    responses['401'] = errorResponse('Not signed in');
    responses['403'] = errorResponse('Signed in, but not allowed');
  }
  responses['503'] = errorResponse(serviceUnavailableMessage(route.service));
  return {
    operationId: route.id,
    summary: route.summary,
    tags: [route.service],
    ...(route.access === 'public' ? { security: [] } : { security: [{ sessionCookie: [] }] }),
    'x-access': route.access,
    parameters: route.accepted
      ? [
          ...parameters(route),
          {
            name: 'Prefer',
            in: 'header',
            required: false,
            description: 'respond-async (RFC 7240): answer 202 at once and run the work as a job',
            schema: { type: 'string' },
          },
        ]
      : parameters(route),
    ...(takesBody ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses,
  };
}

/** An OpenAPI 3.1 document of every REST route, generated from the contracts route table. */
export function buildOpenApiDocument(table: ReadonlyArray<TableRoute>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of table) {
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rugby training hub API',
      version: '1.0.0',
      description: 'REST API of the rugby training hub, served through the gateway. GraphQL (with GraphiQL) is at /graphql.',
    },
    servers: [{ url: '/' }],
    tags: SERVICES.map((name) => ({ name, description: `Routes owned by the ${name} service` })),
    security: [{ sessionCookie: [] }],
    paths,
    components: {
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Session cookie set by sign-in' } },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
    },
  };
}
