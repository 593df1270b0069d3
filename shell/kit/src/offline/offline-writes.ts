import type { MutationRouteId } from '@rugby/contracts';
import type { Mutation, QueryClient } from '@rugby/kit/query.ts';
import { ApiError } from '../api/api-request.ts';
import { USER_DATA_CACHES } from './user-data-caches.ts';

/**
 * The writes a player makes at training, queued while the phone has no signal and sent when it is back
 * (docs/decisions/022). Each one sends the whole target state (a tick to completed true or false, the day's sets, the
 * day's check-in or session report), so sending one twice changes nothing: a replay never doubles a record.
 */
export const OFFLINE_WRITE_ROUTES = ['updateTrainingLog', 'logSets', 'saveReadiness', 'saveSessionReport'] as const satisfies readonly MutationRouteId[];
export type OfflineWriteRoute = (typeof OFFLINE_WRITE_ROUTES)[number];

export const isOfflineWriteRoute = (id: unknown): id is OfflineWriteRoute => (OFFLINE_WRITE_ROUTES as readonly unknown[]).includes(id);

/** One queue for them all: they are sent one at a time, in the order they were made (a tick, then its untick). */
export const OFFLINE_WRITES_SCOPE = { id: 'offline-writes' } as const;

/** Answers that say the server could not be reached for now (a service restarting, no answer in time). */
const UNAVAILABLE = new Set([502, 503, 504]);

/**
 * A write that did not reach the server (fetch's TypeError: the signal dropped) is tried again until it is sent (TanStack
 * Query pauses it while offline, and backs off up to 30 s); an unavailable server three times; any other answer (a
 * refusal, a bug) never.
 */
export const retryOfflineWrite = (failureCount: number, error: unknown): boolean =>
  error instanceof TypeError || (error instanceof ApiError && UNAVAILABLE.has(error.status) && failureCount < 3);

/** An offline write not answered yet (paused, waiting for a retry, or in flight). */
export const isUnsentWrite = (mutation: Mutation<unknown, Error, unknown, unknown>): boolean =>
  mutation.state.status === 'pending' && isOfflineWriteRoute(mutation.options.mutationKey?.[0]);

/** Whether a pending write is waiting for the network rather than for its answer. */
export const isWaitingForSignal = (state: { isPaused: boolean; failureCount: number }) => state.isPaused || state.failureCount > 0;

let stopPersisting: (() => void) | null = null;

/** The persistence of the signed-in user's queued writes (offline/persist-writes.ts), stopped on a change of user. */
export function setWritesPersistence(stop: (() => void) | null): void {
  stopPersisting?.();
  stopPersisting = stop;
}

/**
 * A change of user (sign-in, sign-out): the queued writes stay stored under their own user (sent when that user is
 * back) but leave this page, so none is ever sent with another user's session; the pages and reads the service
 * worker keeps are deleted.
 */
export function forgetUserData(queryClient: QueryClient): void {
  setWritesPersistence(null);
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.getAll()) if (isUnsentWrite(mutation)) mutations.remove(mutation);
  if (typeof caches !== 'undefined') for (const name of USER_DATA_CACHES) void caches.delete(name).catch(() => false);
}
