import { LoadingState, preloadable, serverMessage } from '@rugby/kit';
import { Suspense } from 'react';
import { usePlayerRecord } from '../api/get-player-record.ts';

/** The charts and best sets, with the charting library: downloaded when a player's record is first shown. */
const TrainingRecordView = preloadable(() => import('@rugby/kit/ui/training-record.tsx').then((m) => m.TrainingRecordView));

/** One player's training record (issue 16): the same compliance, load, ratio, readiness and best sets as their Progress. */
export function PlayerRecord({ teamId, playerId }: { teamId: string; playerId: string }) {
  const record = usePlayerRecord(teamId, playerId);
  return (
    <section className="coach:grid coach:min-w-0 coach:gap-3" aria-labelledby="player-record">
      <h4 id="player-record" className="coach:font-bold coach:text-slate-900">
        Training record <span className="coach:text-sm coach:font-normal coach:text-slate-600">(last 12 weeks)</span>
      </h4>
      {record.isPending ? <LoadingState label="Loading the record..." className="coach:min-h-24" /> : null}
      {record.isError ? (
        <p role="alert" className="coach:text-sm coach:text-danger-700">
          {serverMessage(record.error, "Could not load the player's record.")}
        </p>
      ) : null}
      {record.data ? (
        <Suspense fallback={<LoadingState label="Loading the charts..." className="coach:min-h-24" />}>
          <TrainingRecordView record={record.data} Heading="h5" />
        </Suspense>
      ) : null}
    </section>
  );
}
