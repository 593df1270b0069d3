import { usePendingWrites, type PendingWrite } from '@rugby/kit';
import type { TrainingLogEntry } from './get-player-training.ts';

/** An activity as the player sees it: with what they did that the server has not had yet. */
export type ShownEntry = TrainingLogEntry & {
  /** A tick or sets made offline (or whose sending failed and is retried): shown done, marked as waiting. */
  waitingForSignal: boolean;
};

interface Change {
  completed: boolean;
  performed?: TrainingLogEntry['performed'];
  waitingForSignal: boolean;
  submittedAt: number;
}

/**
 * The day's entries with the unsent ticks and set logs applied, the latest of an activity's winning (a logged
 * activity is done; a skipped one is not), each marked when its write waits for the signal.
 */
export function withPendingWrites(
  entries: readonly TrainingLogEntry[],
  ticks: readonly PendingWrite<'updateTrainingLog'>[],
  setLogs: readonly PendingWrite<'logSets'>[],
): ShownEntry[] {
  const changes = new Map<string, Change>();
  const apply = (logId: string, change: Change) => {
    const before = changes.get(logId);
    const waitingForSignal = change.waitingForSignal || Boolean(before?.waitingForSignal);
    if (!before || before.submittedAt <= change.submittedAt) changes.set(logId, { ...change, waitingForSignal });
    else changes.set(logId, { ...before, waitingForSignal });
  };
  for (const { input, waitingForSignal, submittedAt } of ticks) apply(input.params.logId, { completed: input.body.completed, waitingForSignal, submittedAt });
  for (const { input, waitingForSignal, submittedAt } of setLogs) {
    const { sets, skipReason } = input.body;
    apply(input.params.logId, { completed: sets.length > 0, performed: { sets, skipReason: skipReason ?? null }, waitingForSignal, submittedAt });
  }
  return entries.map((entry) => {
    const change = changes.get(entry.id);
    if (!change) return { ...entry, waitingForSignal: false };
    const { completed, performed, waitingForSignal } = change;
    return { ...entry, completed, ...(performed ? { performed } : {}), waitingForSignal };
  });
}

/** The day's entries as the player sees them (withPendingWrites over this page's and restored unsent writes). */
export function useEntriesWithPendingWrites(entries: readonly TrainingLogEntry[] | undefined): ShownEntry[] | undefined {
  const ticks = usePendingWrites('updateTrainingLog');
  const setLogs = usePendingWrites('logSets');
  return entries ? withPendingWrites(entries, ticks, setLogs) : undefined;
}
