import { COPY } from '@rugby/contracts/copy';
import { toast } from '@rugby/kit';
import { onlineManager } from '@rugby/kit/query.ts';

/**
 * Called right after a write is made: offline, it is kept on the phone and sent when the signal is back
 * (docs/decisions/022), so say so and answer true: the form closes instead of waiting for an answer.
 */
export function queuedOffline(what: string): boolean {
  if (onlineManager.isOnline()) return false;
  toast({ title: COPY.offline.savedOnPhone, description: `${what}: ${COPY.offline.waiting.toLowerCase()}.` });
  return true;
}
