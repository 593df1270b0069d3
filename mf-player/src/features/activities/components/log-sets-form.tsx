import type { ProgramItemDoc } from '@rugby/contracts/program/schema';
import { formatPrescription } from '@rugby/contracts/program/render';
import { formatSet, SET_LIMITS, SKIP_REASON_LABELS, SKIP_REASONS, type PerformedSet, type SkipReason } from '@rugby/contracts/training-load';
import { Button, Input, toast } from '@rugby/kit';
import { Label } from '@rugby/kit/ui/label.tsx';
import { Select } from '@rugby/kit/ui/select.tsx';
import { Minus, Plus, Trophy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { queuedOffline } from '../../../components/queued-offline.ts';
import type { TrainingLogEntry } from '../api/get-player-training.ts';
import { useExerciseHistory, useLogSets, type ExerciseHistory, type LogSetsBody, type LogSetsResult } from '../api/log-sets.ts';
import { RestTimer } from './rest-timer.tsx';

type Measure = 'reps' | 'loadKg' | 'seconds' | 'meters';
const MEASURES: Record<Measure, { label: string; max: number; whole: boolean }> = {
  reps: { label: 'Reps', max: SET_LIMITS.reps, whole: true },
  loadKg: { label: 'kg', max: SET_LIMITS.loadKg, whole: false },
  seconds: { label: 'Seconds', max: SET_LIMITS.seconds, whole: true },
  meters: { label: 'Metres', max: SET_LIMITS.meters, whole: true },
};
type Row = Record<Measure, string>;

/** What a set of the item is measured in: its prescription's reps, seconds or metres, and kg when it is loaded. */
export function measuresOf(item: ProgramItemDoc): Measure[] {
  const loaded = item.load.kind === 'percent1rm' || item.load.kind === 'rpe' || item.load.kind === 'rir';
  const work: Measure[] = [
    ...(item.reps !== null ? (['reps'] as const) : []),
    ...(item.durationSeconds !== null ? (['seconds'] as const) : []),
    ...(item.distanceMeters !== null && item.reps === null ? (['meters'] as const) : []),
  ];
  return [...(work.length ? work : (['reps'] as const)), ...(loaded ? (['loadKg'] as const) : [])];
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The rows to start from: what was logged, else the prescription's sets with the last time's loads. */
function startingRows(item: ProgramItemDoc, logged: readonly PerformedSet[] | undefined, last: ExerciseHistory['last'] | undefined): Row[] {
  if (logged?.length) return logged.map((s) => ({ reps: text(s.reps), loadKg: text(s.loadKg), seconds: text(s.seconds), meters: text(s.meters) }));
  return Array.from({ length: Math.min(item.sets, SET_LIMITS.sets) }, (_, i) => ({
    reps: text(item.reps),
    loadKg: text(last?.sets[i]?.loadKg ?? last?.sets.at(-1)?.loadKg),
    seconds: text(item.durationSeconds),
    meters: text(item.distanceMeters),
  }));
}

/** A row as a set, or the first field that is not a number in range. */
function toSet(row: Row, measures: readonly Measure[]): { set: PerformedSet } | { error: string } {
  const set: PerformedSet = { reps: null, loadKg: null, seconds: null, meters: null };
  for (const m of measures) {
    const raw = row[m].trim().replace(',', '.');
    if (raw === '') continue;
    const n = Number(raw);
    const { label, max, whole } = MEASURES[m];
    if (!Number.isFinite(n) || n < 0 || n > max || (whole && !Number.isInteger(n)))
      return { error: `${label} must be ${whole ? 'a whole number' : 'a number'} from 0 to ${max}` };
    set[m] = n;
  }
  return { set };
}

const recordText = ({ best, previous }: NonNullable<LogSetsResult['record']>) =>
  best.kind === 'e1rm'
    ? `${formatSet(best.set)}: estimated 1RM ${best.value} kg (was ${previous} kg)`
    : `${formatSet(best.set)} (best before: ${previous}${best.kind === 'reps' ? ' reps' : best.kind === 'seconds' ? ' s' : ' m'})`;

function History({ history }: { history: ExerciseHistory }) {
  if (!history.last && !history.best) return <p className="ply:text-sm ply:text-slate-600">First time you log this exercise: today sets your mark.</p>;
  return (
    <div className="ply:grid ply:gap-1 ply:text-sm ply:text-slate-700">
      {history.last ? (
        <p>
          Last time ({history.last.date}): {history.last.sets.map(formatSet).join(' · ')}
        </p>
      ) : null}
      {history.best ? (
        <p className="ply:flex ply:items-center ply:gap-1">
          <Trophy aria-hidden className="ply:size-4 ply:text-amber-600" />
          Best: {formatSet(history.best.set)}
          {history.best.kind === 'e1rm' ? ` (estimated 1RM ${history.best.value} kg)` : ''}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The workout player for one activity (issue 16): the prescription, the last time and the best, a row per set to
 * fill in what was done (reps, kg, seconds or metres), the rest timer, and a way to skip with a reason. Saving
 * marks the activity done and celebrates a personal record.
 */
export default function LogSetsForm({ entry, onSaved }: { entry: TrainingLogEntry; onSaved(): void }) {
  const item = entry.activity.item!;
  const measures = measuresOf(item);
  const history = useExerciseHistory(entry.id);
  const save = useLogSets();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [skipReason, setSkipReason] = useState<SkipReason | ''>('');
  const shown = rows ?? startingRows(item, entry.performed?.sets, history.data?.last);

  const setCell = (i: number, m: Measure, value: string) => setRows(shown.map((row, j) => (j === i ? { ...row, [m]: value } : row)));
  const done = (result: LogSetsResult, title: string) => {
    if (result.record) toast({ title: 'New personal record!', description: recordText(result.record), variant: 'success' });
    else toast({ title, description: entry.activity.name, variant: 'success' });
    onSaved();
  };
  const failed = () => toast({ title: 'Sets not saved', description: 'Please check the numbers and try again.', variant: 'destructive' });
  // Offline the sets wait on the phone (shown done, marked as waiting for signal) and the form closes.
  const send = (body: LogSetsBody, title: string) => {
    save.mutate({ params: { logId: entry.id }, body }, { onSuccess: (result) => done(result, title), onError: failed });
    if (queuedOffline(entry.activity.name)) onSaved();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const sets: PerformedSet[] = [];
    for (const [i, row] of shown.entries()) {
      const parsed = toSet(row, measures);
      if ('error' in parsed) {
        setError(`Set ${i + 1}: ${parsed.error}`);
        return failed();
      }
      if (Object.values(parsed.set).some((v) => v !== null)) sets.push(parsed.set);
    }
    if (sets.length === 0) {
      setError('Fill in at least one set, or skip the activity with a reason.');
      return failed();
    }
    setError(null);
    send({ sets }, 'Sets saved');
  };
  const onSkip = () => {
    if (!skipReason) return setError('Choose why you skipped it.');
    setError(null);
    send({ sets: [], skipReason }, 'Skipped');
  };

  return (
    <form noValidate onSubmit={onSubmit} className="ply:grid ply:gap-4">
      <p className="ply:font-semibold ply:text-slate-900">Planned: {formatPrescription(item)}</p>
      {history.data ? <History history={history.data} /> : <p className="ply:text-sm ply:text-slate-600">Loading your last sessions...</p>}
      <table className="ply:w-full ply:border-separate ply:border-spacing-y-1 ply:text-sm">
        <caption className="ply:sr-only">Sets done</caption>
        <thead>
          <tr className="ply:text-left ply:text-slate-600">
            <th scope="col" className="ply:w-14 ply:font-medium">
              Set
            </th>
            {measures.map((m) => (
              <th key={m} scope="col" className="ply:font-medium">
                {MEASURES[m].label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row, i) => (
            <tr key={i}>
              <th scope="row" className="ply:text-left ply:font-semibold ply:text-slate-800">
                {i + 1}
              </th>
              {measures.map((m) => (
                <td key={m} className="ply:pr-2">
                  <Input
                    aria-label={`Set ${i + 1} ${MEASURES[m].label}`}
                    inputMode={MEASURES[m].whole ? 'numeric' : 'decimal'}
                    value={row[m]}
                    onChange={(e) => setCell(i, m, e.target.value)}
                    className="ply:h-10 ply:min-w-0"
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ply:flex ply:gap-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={shown.length >= SET_LIMITS.sets}
          onClick={() => setRows([...shown, shown.at(-1) ?? { reps: '', loadKg: '', seconds: '', meters: '' }])}
        >
          <Plus aria-hidden className="ply:size-4" /> Add set
        </Button>
        <Button type="button" size="sm" variant="secondary" disabled={shown.length <= 1} onClick={() => setRows(shown.slice(0, -1))}>
          <Minus aria-hidden className="ply:size-4" /> Remove set
        </Button>
      </div>
      {item.restSeconds ? <RestTimer seconds={item.restSeconds} /> : null}
      {error ? (
        <p role="alert" className="ply:text-sm ply:font-medium ply:text-danger-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save sets'}
      </Button>
      <div className="ply:grid ply:gap-2 ply:border-t ply:border-slate-200 ply:pt-4 ply:sm:grid-cols-[1fr_auto] ply:sm:items-end">
        <div className="ply:grid ply:gap-1">
          <Label htmlFor={`skip-${entry.id}`}>Did not do it?</Label>
          <Select
            id={`skip-${entry.id}`}
            placeholder="Choose why"
            value={skipReason}
            onValueChange={(value) => setSkipReason(value as SkipReason)}
            options={SKIP_REASONS.map((value) => ({ value, label: SKIP_REASON_LABELS[value] }))}
          />
        </div>
        <Button type="button" variant="secondary" onClick={onSkip} disabled={save.isPending}>
          Skip activity
        </Button>
      </div>
    </form>
  );
}
