import type { GenerationAccepted, MutationRouteId, QueryRouteId, RouteId, Routes } from '@rugby/contracts';
// Zod-free parts of the route table, so the web app's bundles carry paths and declarations, not schemas.
import { routeChanges } from '@rugby/contracts/routes/changes';
import { AI_ROUTE_IDS, BROWSER_TIMEOUT_MS, GENERATION_POLL_MS, ROUTE_PATHS } from '@rugby/contracts/routes/paths';
import type { z } from 'zod';
import { queryOptions, useMutation, useMutationState, type QueryClient, type UseMutationOptions } from '@rugby/kit/query.ts';
import { isWaitingForSignal, type OfflineWriteRoute } from '../offline/offline-writes.ts';
import { ApiError, apiExchange, apiRequest, clientTimeoutError, type HttpMethod } from './api-request.ts';

/**
 * The one client of the documented REST routes (docs/decisions/020): every call names a route id of the route table
 * in `@rugby/contracts`, and its path parameters, query, body and answer are the types of that route's schemas. A
 * change to a route in contracts therefore fails the type check of every caller. Query keys begin with the route id,
 * so "everything this route answered" is `[routeId]`, and each changing route refreshes what it declares it changes
 * (`routeChanges`).
 */

type Def<Id extends RouteId> = Routes[Id];
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "nothing required" is {} extends T
type Nothing = {};
/** One part of a call: required when its schema has required fields, optional otherwise. */
type Part<S, K extends string> = S extends z.ZodType ? (Nothing extends z.input<S> ? { [P in K]?: z.input<S> } : { [P in K]: z.input<S> }) : never;

export type RouteInput<Id extends RouteId> = Part<Def<Id>['params'], 'params'> & Part<Def<Id>['query'], 'query'> & Part<Def<Id>['body'], 'body'>;
export type RouteQueryInput<Id extends QueryRouteId> = Part<Def<Id>['params'], 'params'> & Part<Def<Id>['query'], 'query'>;
export type RouteOutput<Id extends RouteId> = z.output<Def<Id>['response']>;
/** The input argument: may be left out when nothing in it is required. */
type InputArg<I> = Nothing extends I ? [input?: I] : [input: I];
type QueryArgs<I> = Nothing extends I ? [input?: I, scope?: string] : [input: I, scope?: string];

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const at = (id: RouteId): { method: HttpMethod; path: string } => ROUTE_PATHS[id];

/** The URL of a call: `:name` segments replaced by the encoded parameters, then the query (nulls skipped, in order). */
export function routePath(id: RouteId, input: LooseInput = {}): string {
  const params = input.params ?? {};
  const path = at(id).path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${id}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Calls a documented route; fails with ApiError (status, the server's `error` code and message). */
export function callRoute<Id extends RouteId>(id: Id, ...[input]: InputArg<RouteInput<Id>>): Promise<RouteOutput<Id>> {
  const loose: LooseInput = (input as unknown as LooseInput | undefined) ?? {};
  const timeoutMs = AI_ROUTE_IDS.has(id) ? BROWSER_TIMEOUT_MS.ai : BROWSER_TIMEOUT_MS.default;
  return apiRequest<RouteOutput<Id>>(at(id).method, routePath(id, loose), loose.body, { timeoutMs });
}

/** Routes that may run as a job the caller follows: their table entry declares the 202 answer (`accepted`). */
export type AsyncRouteId = { [K in RouteId]: [NonNullable<Def<K>['accepted']>] extends [never] ? never : K }[RouteId];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** The first looks come sooner (most generations take a moment), then one about every GENERATION_POLL_MS. */
const FIRST_POLLS_MS = [250, 500];
/** Answers worth asking again while following a job: the network dropped, or a gateway or replica was restarting. */
const worthRetrying = (error: unknown) => error instanceof TypeError || (error instanceof ApiError && [502, 503, 504].includes(error.status));

/**
 * Calls a route that may run as a job (e.g. an AI generation) with `Prefer: respond-async`: on 202 it follows the job
 * (GET /api/ai/generations/:id, about every second) and resolves with the answer the route gives without the header,
 * or fails with the error it would have given (ApiError). It gives up, as a call waiting that long would, after
 * BROWSER_TIMEOUT_MS.ai: no request stays open while the work runs. A server that answers at once is taken at its word.
 */
export async function callRouteAsync<Id extends AsyncRouteId>(id: Id, ...[input]: InputArg<RouteInput<Id>>): Promise<RouteOutput<Id>> {
  const loose: LooseInput = (input as unknown as LooseInput | undefined) ?? {};
  const deadline = Date.now() + BROWSER_TIMEOUT_MS.ai;
  const left = () => deadline - Date.now();
  const started = await apiExchange<RouteOutput<Id> | GenerationAccepted>(at(id).method, routePath(id, loose), loose.body, {
    timeoutMs: BROWSER_TIMEOUT_MS.ai,
    headers: { Prefer: 'respond-async' },
  });
  if (started.status !== 202) return started.data as RouteOutput<Id>;
  const generation = routePath('generation', { params: { id: (started.data as GenerationAccepted).generationId } });
  for (let poll = 0; left() > 0; poll += 1) {
    await sleep(Math.min(FIRST_POLLS_MS[poll] ?? GENERATION_POLL_MS, left()));
    let state: RouteOutput<'generation'>;
    try {
      state = await apiRequest<RouteOutput<'generation'>>('GET', generation, undefined, {
        timeoutMs: Math.max(1, Math.min(BROWSER_TIMEOUT_MS.default, left())),
      });
    } catch (error) {
      if (worthRetrying(error)) continue;
      throw error;
    }
    if (state.status === 'done') return state.result as RouteOutput<Id>;
    if (state.status === 'failed') {
      const { status, code, message } = state.error ?? { status: 500, code: 'INTERNAL', message: 'The generation failed.' };
      throw ApiError.of(status, code, message);
    }
  }
  throw clientTimeoutError();
}

/**
 * The cache key of a reading route's answer: `[routeId, {params, query}]`, then an optional scope the server does not
 * see (the day a "today" answer belongs to, so a new day fetches anew).
 */
export function routeKey<Id extends QueryRouteId>(id: Id, input?: RouteQueryInput<Id>, scope?: string) {
  const { params, query }: LooseInput = (input as unknown as LooseInput | undefined) ?? {};
  const parts = { ...(params ? { params } : {}), ...(query ? { query } : {}) };
  return (scope === undefined ? [id, parts] : [id, parts, scope]) as unknown as readonly [Id, RouteQueryInput<Id>, ...string[]];
}

/** Query options of a reading route (key and function), for useQuery, prefetchQuery, setQueryData's types. */
export function routeQuery<Id extends QueryRouteId>(id: Id, ...args: QueryArgs<RouteQueryInput<Id>>) {
  const [input, scope] = args as [RouteQueryInput<Id> | undefined, string | undefined];
  return queryOptions({
    queryKey: routeKey(id, input, scope),
    queryFn: () => callRoute(id, ...([input] as InputArg<RouteInput<Id>>)),
  });
}

/** The default query function: a key that begins with a route id calls that route with the key's parameters. */
export function routeQueryFn({ queryKey }: { queryKey: readonly unknown[] }): Promise<unknown> {
  const [id, input] = queryKey;
  if (typeof id !== 'string' || !(id in ROUTE_PATHS)) throw new Error(`No query function for the key ${JSON.stringify(queryKey)}`);
  return callRoute(id as QueryRouteId, input as never);
}

/** Refreshes every cached answer of the routes a changing route declares it changes (active ones refetch now). */
export function refreshChangedBy(queryClient: QueryClient, id: MutationRouteId): Promise<void> {
  const changed: readonly QueryRouteId[] = routeChanges[id];
  return Promise.all(changed.map((route) => queryClient.invalidateQueries({ queryKey: [route] }))).then(() => undefined);
}

/** The metadata a route's mutation carries: the shell's mutation cache refreshes what it changes after success. */
export interface RouteMutationMeta extends Record<string, unknown> {
  route: MutationRouteId;
}

/**
 * A mutation of a changing route: `mutate(input)` calls it; on success everything it declares it changes is refreshed
 * (createQueryClient's mutation cache starts the refetches; the caller's onSuccess runs without waiting for them). Its
 * key is `[routeId]`. A write queued offline (OFFLINE_WRITE_ROUTES) takes the route's input itself as its variables,
 * so a later page can send it from storage.
 */
export function useRouteMutation<Id extends MutationRouteId, TVariables = RouteInput<Id>, TContext = unknown>(
  id: Id,
  options: Omit<UseMutationOptions<RouteOutput<Id>, Error, TVariables, TContext>, 'mutationFn' | 'meta' | 'mutationKey'> & {
    /** How the caller's variables become the route's input (default: they are the input; never for an offline write). */
    input?: Id extends OfflineWriteRoute ? never : (variables: TVariables) => RouteInput<Id>;
  } = {},
) {
  const { input, ...rest } = options;
  return useMutation<RouteOutput<Id>, Error, TVariables, TContext>({
    ...rest,
    mutationKey: [id],
    meta: { route: id } satisfies RouteMutationMeta,
    mutationFn: (variables) => callRoute(id, ...([input ? input(variables) : variables] as InputArg<RouteInput<Id>>)),
  });
}

/**
 * A mutation of a route that may run as a job (AsyncRouteId): as useRouteMutation, but `mutate(input)` asks for the
 * job and follows it (callRouteAsync), so the mutation is pending until the answer is in, however long it takes.
 */
export function useAsyncRouteMutation<Id extends AsyncRouteId & MutationRouteId, TVariables = RouteInput<Id>, TContext = unknown>(
  id: Id,
  options: Omit<UseMutationOptions<RouteOutput<Id>, Error, TVariables, TContext>, 'mutationFn' | 'meta' | 'mutationKey'> & {
    /** How the caller's variables become the route's input (default: they are the input). */
    input?: (variables: TVariables) => RouteInput<Id>;
  } = {},
) {
  const { input, ...rest } = options;
  return useMutation<RouteOutput<Id>, Error, TVariables, TContext>({
    ...rest,
    mutationKey: [id],
    meta: { route: id } satisfies RouteMutationMeta,
    mutationFn: (variables) => callRouteAsync(id, ...([input ? input(variables) : variables] as InputArg<RouteInput<Id>>)),
  });
}

/** A write of the route not answered yet, as the screens show it until it is sent. */
export interface PendingWrite<Id extends OfflineWriteRoute> {
  input: RouteInput<Id>;
  /** Waiting for the network (offline, or a retry after the signal dropped), not just for its answer. */
  waitingForSignal: boolean;
  /** When it was made (ms since the epoch): the latest of several writes of one thing wins. */
  submittedAt: number;
}

/**
 * The writes of an offline route not answered yet, in the order they were made, this page's and those restored from
 * storage alike: the screens show them as done, marked as waiting for signal (docs/decisions/022).
 */
export function usePendingWrites<Id extends OfflineWriteRoute>(id: Id): PendingWrite<Id>[] {
  return useMutationState({
    filters: { mutationKey: [id], status: 'pending' },
    select: (mutation) => ({
      input: mutation.state.variables as RouteInput<Id>,
      waitingForSignal: isWaitingForSignal(mutation.state),
      submittedAt: mutation.state.submittedAt,
    }),
  });
}
