/**
 * Server push in the browser (docs/decisions/014): one EventSource on the gateway's GET /api/events per signed-in
 * page. Each `changed` event (a write that concerns this user: a team message, a pushed program, a roster change, a
 * player's completed session for the coach) refetches the data on screen, so it shows within moments and nothing
 * polls while the stream is open. The spec's polling (messages, training, feedback: every 30 s) is the fallback:
 * queries that poll use `pollUnlessPushed`, which polls only while the stream is not open.
 *
 * A shared module of the kit (web-config KIT_DEEP_MODULES): the shell and every remote see the same stream state.
 */
import { useEffect } from 'react';
import { SERVER_EVENTS_PATH } from '@rugby/contracts/identity';
import { useQueryClient, type QueryClient } from '@rugby/kit/query.ts';

let open = false;

/** Whether the event stream is open or connecting now (a connection that fails resumes polling at once). */
export const isServerPushOpen = () => open;

/** A refetchInterval for data the server pushes changes of: none while the stream is open, `ms` otherwise. */
export const pollUnlessPushed = (ms: number) => (): number | false => (open ? false : ms);

/** Refetch what is on screen (queries with observers); the rest is refetched when next shown. */
const refreshShown = (queryClient: QueryClient) => queryClient.invalidateQueries({ refetchType: 'active' });

/** Opens the stream; returns what closes it. Without EventSource (old browsers, tests) nothing opens: polling stays. */
export function connectServerPush(queryClient: QueryClient, EventSourceImpl: typeof EventSource | undefined = globalThis.EventSource): () => void {
  if (!EventSourceImpl) return () => {};
  const source = new EventSourceImpl(SERVER_EVENTS_PATH);
  // Connecting counts as open: the first screen's queries mount before the stream opens and would otherwise each
  // schedule one poll (their interval is read when they fetch); a connection that fails says so through 'error'.
  open = true;
  let wasOpen = false;
  source.addEventListener('open', () => {
    open = true;
    // Reopened after a drop (a gateway restart, a network change): changes may have been missed meanwhile.
    if (wasOpen) void refreshShown(queryClient);
    wasOpen = true;
  });
  source.addEventListener('changed', () => void refreshShown(queryClient));
  source.addEventListener('error', () => {
    if (!open) return;
    open = false;
    // Polling resumes: a refetch of what is on screen schedules its intervals again.
    void refreshShown(queryClient);
  });
  return () => {
    source.close();
    open = false;
  };
}

/** Keeps the stream open while `signedIn` (the shell's root layout). */
export function useServerPush(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => (signedIn ? connectServerPush(queryClient) : undefined), [signedIn, queryClient]);
}
