import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe, type PersistedClient } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@rugby/kit/query.ts';
import { isUnsentWrite, setWritesPersistence } from './offline-writes.ts';

/** Where a user's queued writes are kept on the phone: one entry per user (docs/decisions/022). */
export const queuedWritesKey = (userId: string) => `rugby-queued-writes:${userId}`;
/** A write not sent within a week is dropped (the day it was for is long past what the server takes: 6 days back). */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Changes when the stored shape changes: what an older build stored is then dropped, not misread. */
const STORAGE_VERSION = 'writes-1';

/**
 * Stored as paused: a write that was on its way when the page went away may not have arrived, so the next page sends
 * it again (the writes are idempotent: docs/decisions/022). Restored paused mutations are what TanStack Query resumes.
 */
const serializeAsPaused = (client: PersistedClient): string =>
  JSON.stringify({
    ...client,
    clientState: { ...client.clientState, mutations: client.clientState.mutations.map((m) => ({ ...m, state: { ...m.state, isPaused: true } })) },
  });

/**
 * Keeps the signed-in user's unsent offline writes in localStorage (TanStack Query's persister, mutations only: the
 * service worker keeps the reads), restores the ones a former page left and sends them when online. Loaded after
 * the first paint, for players only (shell). Returns the function that stops it; a change of user stops it too.
 */
export function persistQueuedWrites(queryClient: QueryClient, userId: string): () => void {
  const persister = createAsyncStoragePersister({
    storage: typeof localStorage === 'undefined' ? null : localStorage,
    key: queuedWritesKey(userId),
    // Saved at once: a page closed right after a tick keeps it.
    throttleTime: 0,
    serialize: serializeAsPaused,
  });
  const options = {
    queryClient,
    persister,
    maxAge: MAX_AGE_MS,
    buster: STORAGE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: () => false, shouldDehydrateMutation: isUnsentWrite },
  };
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    unsubscribe?.();
  };
  setWritesPersistence(stop);
  persistQueryClientRestore(options)
    .catch(() => undefined)
    .then(() => {
      if (stopped) return;
      unsubscribe = persistQueryClientSubscribe(options);
      // Writes made before this started are stored too.
      void persistQueryClientSave(options);
      // Restored writes are sent now when online, else when the browser says it is back (QueryClient's onlineManager).
      return queryClient.resumePausedMutations();
    })
    .catch(() => undefined);
  return stop;
}
