import { COPY } from '@rugby/contracts/copy';
import { CloudOff } from 'lucide-react';

/** Something the player did offline: shown as done, and that it is on the phone until the signal is back. */
export function WaitingForSignal() {
  return (
    <p className="ply:flex ply:items-center ply:gap-1 ply:text-xs ply:font-semibold ply:text-amber-800">
      <CloudOff aria-hidden className="ply:size-3.5" />
      {COPY.offline.waiting}
    </p>
  );
}
