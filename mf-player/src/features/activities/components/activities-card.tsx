import { COPY } from '@rugby/contracts/copy';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@rugby/contracts/domain';
import { Button, Card, CardContent, CardHeader, CardTitle, cn, focusRing, LoadingState, preloadable, toast } from '@rugby/kit';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { formatSet, SKIP_REASON_LABELS } from '@rugby/contracts/training-load';
import { Link } from '@rugby/kit/router.ts';
import { isoWeekdayOfKey } from '@rugby/kit/lib/calendar.ts';
import { Checkbox } from '@rugby/kit/ui/checkbox.tsx';
import { ProgramItemDetails } from '@rugby/kit/ui/program-day.tsx';
import { formatPrescription } from '@rugby/contracts/program/render';
import { Bed, ClipboardPen, Clock, Leaf } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import type { TrainingLogEntry } from '../api/get-player-training.ts';
import { WaitingForSignal } from '../../../components/waiting-for-signal.tsx';
import { useEntriesWithPendingWrites, type ShownEntry } from '../api/pending-writes.ts';
import { tickInput, useUpdateTrainingLog } from '../api/update-training-log.ts';

export const CATEGORY_LABELS: Record<ActivityCategory, string> = {
  warmup: 'Warm-Up',
  strength: 'Strength',
  conditioning: 'Conditioning',
  skills: 'Skills',
  laws: 'Laws',
  cooldown: 'Cool-Down',
  other: 'Other',
};

/** Entries grouped by category in the spec's order (warmup ... cooldown, other); empty groups left out. */
export function groupByCategory<E extends TrainingLogEntry>(entries: readonly E[]) {
  return ACTIVITY_CATEGORIES.map((category) => ({ category, entries: entries.filter((e) => e.activity.category === category) })).filter(
    (group) => group.entries.length > 0,
  );
}

export type DayKind = 'training' | 'rest' | 'recovery';

/** Wednesday is the rest day; Saturday and Sunday are recovery. */
export const dayKindOf = (date: string): DayKind => {
  const weekday = isoWeekdayOfKey(date);
  return weekday === 3 ? 'rest' : weekday >= 6 ? 'recovery' : 'training';
};

const DAY_STATES: Record<Exclude<DayKind, 'training'>, { title: string; text: string }> = {
  rest: { title: 'Rest Day', text: 'Wednesday is your rest day. Let your body recover so you come back stronger for Thursday.' },
  recovery: {
    title: 'Weekend Recovery',
    text: 'Weekends are for recovery: light movement, stretching, good food and plenty of sleep. Training resumes on Monday.',
  },
};

function DayState({ kind }: { kind: Exclude<DayKind, 'training'> }) {
  const state = DAY_STATES[kind];
  const Icon = kind === 'rest' ? Bed : Leaf;
  return (
    <div className="ply:flex ply:flex-col ply:items-center ply:gap-2 ply:rounded-xl ply:bg-brand-50 ply:p-6 ply:text-center">
      <Icon aria-hidden className="ply:size-8 ply:text-brand-700" />
      <h3 className="ply:text-lg ply:font-bold ply:text-brand-900">{state.title}</h3>
      <p className="ply:max-w-md ply:text-sm ply:text-brand-900/80">{state.text}</p>
    </div>
  );
}

const SOURCE_LABELS = { team: 'Team', personal: 'Personal' } as const;
/**
 * The blocks whose items are logged set by set: the work that is measured. The Activate warm-up and the cool-down are
 * routines done as written (a tick says so).
 */
const LOGGED_BLOCKS: readonly ActivityCategory[] = ['skills', 'strength', 'conditioning', 'other'];

/** What today's check-in changed: the rule's reason, and the prescription as planned when the dose was cut. */
function Adjustment({ adjustment }: { adjustment: NonNullable<TrainingLogEntry['adjustment']> }) {
  return (
    <p className="ply:rounded-md ply:bg-amber-50 ply:px-2 ply:py-1 ply:text-xs ply:text-amber-900">
      {adjustment.dropped ? 'Left out today: ' : 'Adjusted today: '}
      {adjustment.reason}
      {!adjustment.dropped && adjustment.planned ? ` (planned ${formatPrescription(adjustment.planned)})` : null}
    </p>
  );
}

/**
 * One activity: its checkbox, name, whose it is (the squad's session or the player's own, when the day has both) and
 * minutes, then, when it carries a prescription, the kit's item details (sets × reps @ load, rest, contact, cues,
 * equipment, and its description as the notes), else its description. An activity today's check-in left out has no
 * checkbox: it is not to be done. A tick or sets not sent yet show as done, marked as waiting for signal.
 */
function ActivityRow({
  entry,
  showSource,
  onChange,
  onLog,
}: {
  entry: ShownEntry;
  showSource: boolean;
  onChange: (completed: boolean) => void;
  onLog: () => void;
}) {
  const id = `activity-${entry.id}`;
  const { item, source } = entry.activity;
  const dropped = entry.adjustment?.dropped === true;
  const checked = entry.completed;
  const description = <p className="ply:text-slate-600">{entry.activity.description}</p>;
  const name = dropped ? (
    <span className="ply:min-w-0 ply:font-semibold ply:break-words ply:text-slate-500 ply:line-through">{entry.activity.name}</span>
  ) : (
    <label
      htmlFor={id}
      className={cn('ply:min-w-0 ply:cursor-pointer ply:font-semibold ply:break-words', checked ? 'ply:text-slate-500 ply:line-through' : 'ply:text-slate-900')}
    >
      {entry.activity.name}
    </label>
  );
  return (
    <li
      className={cn(
        'ply:flex ply:gap-3 ply:rounded-xl ply:border ply:p-3',
        dropped ? 'ply:border-dashed ply:border-slate-300' : checked ? 'ply:border-brand-200 ply:bg-brand-50/60' : 'ply:border-slate-200',
      )}
    >
      {dropped ? (
        <span aria-hidden className="ply:mt-0.5 ply:size-4 ply:shrink-0" />
      ) : (
        <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} aria-describedby={`${id}-details`} className="ply:mt-0.5" />
      )}
      <div className="ply:min-w-0 ply:flex-1">
        <div className="ply:flex ply:flex-wrap ply:items-baseline ply:justify-between ply:gap-x-3">
          {name}
          <span className="ply:flex ply:shrink-0 ply:items-center ply:gap-2 ply:text-xs ply:font-medium ply:text-slate-600">
            {showSource && source ? (
              <span
                className={cn(
                  'ply:rounded-full ply:px-2 ply:py-0.5',
                  source === 'team' ? 'ply:bg-brand-100 ply:text-brand-800' : 'ply:bg-slate-100 ply:text-slate-700',
                )}
              >
                {SOURCE_LABELS[source]}
              </span>
            ) : null}
            <span className="ply:flex ply:items-center ply:gap-1">
              <Clock aria-hidden className="ply:size-3.5" />
              {entry.activity.duration} min
            </span>
          </span>
        </div>
        <div id={`${id}-details`} className="ply:mt-0.5 ply:grid ply:min-w-0 ply:gap-1 ply:text-sm ply:break-words">
          {entry.waitingForSignal ? <WaitingForSignal /> : null}
          {entry.adjustment ? <Adjustment adjustment={entry.adjustment} /> : null}
          {item && !dropped ? <ProgramItemDetails item={item} /> : null}
          {item?.notes || dropped ? null : description}
          {entry.performed ? <Performed performed={entry.performed} /> : null}
          {item && !dropped && LOGGED_BLOCKS.includes(entry.activity.category) ? (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={onLog}
              onPointerEnter={preloadForm}
              onFocus={preloadForm}
              className="ply:mt-1 ply:justify-self-start"
              aria-label={`${entry.performed ? 'Edit sets' : 'Log sets'}: ${entry.activity.name}`}
            >
              <ClipboardPen aria-hidden className="ply:size-4" /> {entry.performed ? 'Edit sets' : 'Log sets'}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** What was logged: the sets done, or why it was skipped. */
function Performed({ performed }: { performed: NonNullable<TrainingLogEntry['performed']> }) {
  return (
    <p className="ply:text-xs ply:font-medium ply:text-brand-800">
      {performed.skipReason ? `Skipped: ${SKIP_REASON_LABELS[performed.skipReason]}` : `Done: ${performed.sets.map(formatSet).join(' · ')}`}
    </p>
  );
}

// The workout player loads when the player points at or opens it.
const LogSetsForm = preloadable(() => import('./log-sets-form.tsx').then((m) => m.default));
const preloadForm = () => void LogSetsForm.preload().catch(() => {});

/** What the day asks for: the activities the check-in did not leave out (progress counts the same). */
export const toDo = <E extends TrainingLogEntry>(entries: readonly E[]) => entries.filter((e) => !e.adjustment?.dropped);

export interface ActivitiesCardProps {
  date: string;
  entries: readonly TrainingLogEntry[] | undefined;
  isLoading: boolean;
  /** The squad's session bar (day number, 'Complete Training', or why there is none), shown at the top. */
  squad?: ReactNode;
}

/**
 * Today's one plan (issue 16): the squad's session and the player's additions as one list grouped by category, each
 * with a checkbox (the day and progress refresh after a tick), what the check-in changed shown on the item;
 * rest-day and weekend states. The count is of what is shown to do, as progress counts it.
 */
export function ActivitiesCard({ date, entries, isLoading, squad }: ActivitiesCardProps) {
  const update = useUpdateTrainingLog();
  const kind = dayKindOf(date);
  const list = useEntriesWithPendingWrites(entries) ?? [];
  const counted = toDo(list);
  const done = counted.filter((e) => e.completed).length;
  const minutes = counted.reduce((sum, e) => sum + e.activity.duration, 0);
  const showSource = list.some((e) => e.activity.source === 'team');
  const [logging, setLogging] = useState<TrainingLogEntry | null>(null);
  // Shown at once (an unsent tick is applied to the list); made offline, it waits for the signal.
  const toggle = (entry: TrainingLogEntry, completed: boolean) =>
    update.mutate(tickInput(entry.id, completed), {
      onError: () => toast({ title: 'Error', description: COPY.player.activityFailed, variant: 'destructive' }),
    });

  return (
    <Card role="region" aria-labelledby="todays-activities">
      <CardHeader className="ply:flex-row ply:flex-wrap ply:items-baseline ply:justify-between">
        <CardTitle id="todays-activities">Today's Activities</CardTitle>
        {list.length > 0 ? (
          <p className="ply:text-sm ply:text-slate-600">
            {done} of {counted.length} done · {minutes} min
          </p>
        ) : null}
        <Link
          to="/player/ai-training"
          className={cn('ply:basis-full ply:rounded-sm ply:text-sm ply:font-semibold ply:text-brand-700 ply:underline-offset-2 ply:hover:underline', focusRing)}
        >
          My weekly program
        </Link>
      </CardHeader>
      <CardContent className="ply:grid ply:gap-5">
        {squad}
        {isLoading ? <Skeleton label="Loading activities..." lines={4} /> : null}
        {!isLoading && kind !== 'training' ? <DayState kind={kind} /> : null}
        {!isLoading && kind === 'training' && list.length === 0 ? <p className="ply:text-sm ply:text-slate-600">No activities planned for today.</p> : null}
        {groupByCategory(list).map(({ category, entries: group }) => (
          <section key={category} aria-labelledby={`category-${category}`}>
            <h3 id={`category-${category}`} className="ply:mb-2 ply:text-xs ply:font-bold ply:uppercase ply:tracking-wider ply:text-brand-700">
              {CATEGORY_LABELS[category]}
            </h3>
            <ul className="ply:grid ply:gap-2">
              {group.map((entry) => (
                <ActivityRow key={entry.id} entry={entry} showSource={showSource} onChange={(c) => toggle(entry, c)} onLog={() => setLogging(entry)} />
              ))}
            </ul>
          </section>
        ))}
      </CardContent>
      <Dialog open={logging !== null} onOpenChange={(next) => (next ? undefined : setLogging(null))}>
        {logging ? (
          <DialogContent title={logging.activity.name} description="What you did, set by set. Your coach sees it.">
            <Suspense fallback={<LoadingState label="Loading..." className="ply:min-h-32" />}>
              <LogSetsForm entry={logging} onSaved={() => setLogging(null)} />
            </Suspense>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}
