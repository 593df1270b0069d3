import { z } from 'zod';
import { canonicalTimeZone } from '../domain.ts';

export const SERVICES = ['team', 'training-program', 'messaging', 'feedback'] as const;
export type ServiceName = (typeof SERVICES)[number];
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. Checked by the service (the gateway only resolves identity):
 * - public: anyone;
 * - user: any signed-in user (401 otherwise);
 * - coach / player: a signed-in user with that userType (401 anonymous, 403 otherwise).
 * Per-object checks (which team, which player) are the handler's job.
 */
export type Access = 'public' | 'user' | 'coach' | 'player';

export interface RouteDef<
  A extends Access = Access,
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  M extends HttpMethod = HttpMethod,
  X extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  /** Express-style path, e.g. /api/teams/:teamId/messages */
  path: string;
  service: ServiceName;
  access: A;
  summary: string;
  /** Which product feature (issue) owns the behaviour; named in 501 answers until it is built. */
  feature: string;
  params: P;
  query: Q;
  body: B;
  response: R;
  /**
   * The 202 answer when the caller asks with `Prefer: respond-async` (RFC 7240): the work goes on as a job the caller
   * follows at the answer's Location (an AI generation). Absent: the route always answers `response`.
   */
  accepted?: X;
  /** Responds with a redirect (browser navigation) rather than JSON. */
  redirect?: boolean;
  /**
   * Answers this media type rather than JSON (e.g. a calendar feed): the handler returns the body as a string (the
   * route's `response` is z.string()), served as `<produces>; charset=utf-8`.
   */
  produces?: 'text/calendar';
}

const noParams = z.object({});
const noQuery = z.object({}).passthrough();
const noBody = z.unknown();
const anyResponse = z.unknown();

export function defineRoute<
  M extends HttpMethod,
  A extends Access,
  P extends z.ZodType = typeof noParams,
  Q extends z.ZodType = typeof noQuery,
  B extends z.ZodType = typeof noBody,
  R extends z.ZodType = typeof anyResponse,
  X extends z.ZodType | undefined = undefined,
>(def: {
  method: M;
  path: string;
  service: ServiceName;
  access: A;
  summary: string;
  feature: string;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  accepted?: X;
  redirect?: boolean;
  produces?: 'text/calendar';
}): RouteDef<A, P, Q, B, R, M, X> {
  return {
    ...def,
    params: (def.params ?? noParams) as P,
    query: (def.query ?? noQuery) as Q,
    body: (def.body ?? noBody) as B,
    response: (def.response ?? anyResponse) as R,
  } as RouteDef<A, P, Q, B, R, M, X>;
}

export type RouteBody<R extends RouteDef> = z.infer<R['body']>;
export type RouteQuery<R extends RouteDef> = z.infer<R['query']>;
export type RouteParams<R extends RouteDef> = z.infer<R['params']>;
export type RouteResponse<R extends RouteDef> = z.infer<R['response']>;
/** The 202 answer of a route that may run as a job (`accepted`); never for one that cannot. */
export type RouteAccepted<R extends RouteDef> = [NonNullable<R['accepted']>] extends [never] ? never : z.infer<NonNullable<R['accepted']>>;

/** Standard JSON error body of every service. */
export const errorBodySchema = z.object({ error: z.string(), message: z.string(), details: z.unknown().optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Common field helpers with clear messages naming the field. */
export const str = (field: string) => z.string({ message: `${field} is required` });
export const requiredText = (field: string, max?: number) => {
  let s = z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`);
  if (max) s = s.max(max, `${field} must be at most ${max} characters`);
  return s;
};
export const optionalText = (field: string, max = 2000) =>
  z
    .string({ message: `${field} must be a string` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .nullable();
export const isoDate = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date in the form YYYY-MM-DD`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${field} is not a valid date`);
/** A wall-clock time 'HH:MM' (24-hour): a team's session time, the start and end of quiet hours. */
export const localTime = (field: string) =>
  z.string({ message: `${field} is required` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${field} must be a time in the form HH:MM (24-hour)`);
/** An IANA time zone the runtime knows, stored as the runtime spells it ('europe/london' → 'Europe/London'). */
export const timeZoneField = (field = 'timeZone') =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .max(100, `${field} is too long`)
    .transform((value, ctx) => {
      const zone = canonicalTimeZone(value);
      if (!zone) {
        ctx.addIssue({ code: 'custom', message: `${field} must be an IANA time zone such as Europe/London` });
        return z.NEVER;
      }
      return zone;
    });
export const idParam = <N extends string>(name: N) =>
  z.object({ [name]: z.string().min(1, `${name} is required`).max(200, `${name} is too long`) } as { [K in N]: z.ZodString });
export const messageResponse = z.object({ message: z.string() });
