import type { CurrentUser } from '@rugby/kit';
import { useQueryClient } from '@rugby/kit/query.ts';
import { useEffect } from 'react';

/**
 * A player's writes made offline are kept on the phone across reloads and sent when back online (docs/decisions/022).
 * The persister loads after the first paint, and only for players: the landing page and the coach never download it
 * (a player's page preloads its chunk: gateway web.ts).
 */
export function useQueuedWrites(user: CurrentUser | null): void {
  const queryClient = useQueryClient();
  const playerId = user?.userType === 'player' ? user.id : null;
  useEffect(() => {
    if (!playerId) return;
    let stop: (() => void) | undefined;
    let left = false;
    import(/* webpackChunkName: "queued-writes" */ '@rugby/kit/offline/persist-writes.ts')
      .then(({ persistQueuedWrites }) => {
        if (!left) stop = persistQueuedWrites(queryClient, playerId);
      })
      .catch((error: unknown) => console.warn('Offline writes are not kept on this phone', error));
    return () => {
      left = true;
      stop?.();
    };
  }, [queryClient, playerId]);
}
