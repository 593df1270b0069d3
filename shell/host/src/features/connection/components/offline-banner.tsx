import { COPY } from '@rugby/contracts/copy';
import { Button } from '@rugby/kit';
import { onlineManager, useQueryClient } from '@rugby/kit/query.ts';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * Says so while the browser is offline: what the user sends waits (TanStack Query pauses it; a player's writes are
 * kept on the phone across reloads: docs/decisions/022) and goes when the connection is back; 'Try again' sends it at once should the browser be wrong about being offline.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const queryClient = useQueryClient();
  if (online) return null;
  const retry = () => {
    onlineManager.setOnline(true);
    void queryClient.resumePausedMutations();
    void queryClient.refetchQueries({ type: 'active' });
  };
  return (
    <div
      role="status"
      className="ui:sticky ui:top-0 ui:z-40 ui:flex ui:flex-wrap ui:items-center ui:justify-center ui:gap-3 ui:bg-accent-300 ui:px-4 ui:py-2 ui:text-sm ui:font-medium ui:text-brand-950"
    >
      <WifiOff aria-hidden className="ui:size-4" />
      <span>{COPY.offline.banner}</span>
      <Button size="sm" variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
