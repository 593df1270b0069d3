import { COPY } from '@rugby/contracts/copy';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@rugby/contracts/domain';
import { Card, CardContent, CardHeader, CardTitle, cn, focusRing, toast } from '@rugby/kit';
import { Link } from '@rugby/kit/router.ts';
import { isoWeekdayOfKey } from '@rugby/kit/lib/calendar.ts';
import { Checkbox } from '@rugby/kit/ui/checkbox.tsx';
import { ProgramItemDetails } from '@rugby/kit/ui/program-day.tsx';
import { Bed, Clock, Leaf } from 'lucide-react';
import type { TrainingLogEntry } from '../api/get-player-training.ts';
import { useUpdateTrainingLog } from '../api/update-training-log.ts';

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
export function groupByCategory(entries: readonly TrainingLogEntry[]) {
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

/**
 * One activity: its checkbox, name and minutes, then, when it carries a prescription, the kit's item details (sets ×
 * reps @ load, rest, contact, cues, equipment, and its description as the notes), else its description.
 */
function ActivityRow({
  entry,
  checked,
  disabled,
  onChange,
}: {
  entry: TrainingLogEntry;
  checked: boolean;
  disabled: boolean;
  onChange: (completed: boolean) => void;
}) {
  const id = `activity-${entry.id}`;
  const { item } = entry.activity;
  const description = <p className="ply:text-slate-600">{entry.activity.description}</p>;
  return (
    <li className={cn('ply:flex ply:gap-3 ply:rounded-xl ply:border ply:p-3', checked ? 'ply:border-brand-200 ply:bg-brand-50/60' : 'ply:border-slate-200')}>
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onChange(value === true)}
        aria-describedby={`${id}-details`}
        className="ply:mt-0.5"
      />
      <div className="ply:min-w-0 ply:flex-1">
        <div className="ply:flex ply:flex-wrap ply:items-baseline ply:justify-between ply:gap-x-3">
          <label
            htmlFor={id}
            className={cn(
              'ply:min-w-0 ply:cursor-pointer ply:font-semibold ply:break-words',
              checked ? 'ply:text-slate-500 ply:line-through' : 'ply:text-slate-900',
            )}
          >
            {entry.activity.name}
          </label>
          <span className="ply:flex ply:shrink-0 ply:items-center ply:gap-1 ply:text-xs ply:font-medium ply:text-slate-500">
            <Clock aria-hidden className="ply:size-3.5" />
            {entry.activity.duration} min
          </span>
        </div>
        <div id={`${id}-details`} className="ply:mt-0.5 ply:grid ply:min-w-0 ply:gap-1 ply:text-sm ply:break-words">
          {item ? <ProgramItemDetails item={item} /> : null}
          {item?.notes ? null : description}
        </div>
      </div>
    </li>
  );
}

export interface ActivitiesCardProps {
  date: string;
  entries: readonly TrainingLogEntry[] | undefined;
  isLoading: boolean;
}

/** Today's activities grouped by category, each with a checkbox (the day and progress refresh after a tick); rest-day and weekend states. */
export function ActivitiesCard({ date, entries, isLoading }: ActivitiesCardProps) {
  const update = useUpdateTrainingLog();
  const kind = dayKindOf(date);
  const list = entries ?? [];
  const done = list.filter((e) => e.completed).length;
  const minutes = list.reduce((sum, e) => sum + e.activity.duration, 0);
  const toggle = (entry: TrainingLogEntry, completed: boolean) =>
    update.mutate(
      { logId: entry.id, completed },
      { onError: () => toast({ title: 'Error', description: COPY.player.activityFailed, variant: 'destructive' }) },
    );

  return (
    <Card role="region" aria-labelledby="todays-activities">
      <CardHeader className="ply:flex-row ply:flex-wrap ply:items-baseline ply:justify-between">
        <CardTitle id="todays-activities">Today's Activities</CardTitle>
        {list.length > 0 ? (
          <p className="ply:text-sm ply:text-slate-600">
            {done} of {list.length} done · {minutes} min
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
        {isLoading ? <Skeleton label="Loading activities..." lines={4} /> : null}
        {!isLoading && kind !== 'training' ? <DayState kind={kind} /> : null}
        {!isLoading && kind === 'training' && list.length === 0 ? <p className="ply:text-sm ply:text-slate-600">No activities planned for today.</p> : null}
        {groupByCategory(list).map(({ category, entries: group }) => (
          <section key={category} aria-labelledby={`category-${category}`}>
            <h3 id={`category-${category}`} className="ply:mb-2 ply:text-xs ply:font-bold ply:uppercase ply:tracking-wider ply:text-brand-700">
              {CATEGORY_LABELS[category]}
            </h3>
            <ul className="ply:grid ply:gap-2">
              {group.map((entry) => {
                const pending = update.isPending && update.variables?.logId === entry.id;
                return (
                  <ActivityRow
                    key={entry.id}
                    entry={entry}
                    checked={pending ? update.variables.completed : entry.completed}
                    disabled={pending}
                    onChange={(c) => toggle(entry, c)}
                  />
                );
              })}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
