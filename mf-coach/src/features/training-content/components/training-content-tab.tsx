import { ACTIVITY_CATEGORIES, POSITION_LABELS, POSITIONS, type Position } from '@rugby/contracts/domain';
import { Badge, Button, Card, cn, Label, LoadingState, serverMessage } from '@rugby/kit';
import { Select } from '@rugby/kit/ui/select.tsx';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useTrainingActivities, type ActivityFilter } from '../api/get-training-activities.ts';

const CATEGORY_LABELS: Record<ActivityFilter, string> = {
  all: 'All',
  warmup: 'Warm-up',
  strength: 'Strength',
  conditioning: 'Conditioning',
  skills: 'Skills',
  laws: 'Laws',
  cooldown: 'Cool-down',
  other: 'Other',
};
const FILTERS: ActivityFilter[] = ['all', ...ACTIVITY_CATEGORIES];
const ALL_POSITIONS = 'all';
const POSITION_OPTIONS = [{ value: ALL_POSITIONS, label: 'All positions' }, ...POSITIONS.map((p) => ({ value: p, label: POSITION_LABELS[p] }))];
/** How many activities show before 'Show all': the library is long (100+). */
export const FIRST_ACTIVITIES_SHOWN = 12;

const isPosition = (value: string): value is Position => (POSITIONS as readonly string[]).includes(value);
/** An activity without a position list is for everyone, like one listing all ten positions. */
const forEveryPosition = (positions: readonly string[] | null | undefined) => !positions?.length || POSITIONS.every((p) => positions.includes(p));

/** The training content library: activities filtered by category and by the position they suit. */
export function TrainingContentTab() {
  const [category, setCategory] = useState<ActivityFilter>('all');
  const [position, setPosition] = useState<Position | typeof ALL_POSITIONS>(ALL_POSITIONS);
  const [showAll, setShowAll] = useState(false);
  const activities = useTrainingActivities(category);
  const matching = (activities.data ?? []).filter((a) => position === ALL_POSITIONS || forEveryPosition(a.positions) || a.positions!.includes(position));
  const shown = showAll ? matching : matching.slice(0, FIRST_ACTIVITIES_SHOWN);
  return (
    <section aria-labelledby="training-content-heading" className="coach:grid coach:gap-4">
      <div>
        <h3 id="training-content-heading" className="coach:text-lg coach:font-bold coach:text-slate-900">
          Training content library
        </h3>
        <p className="coach:text-sm coach:text-slate-600">The drills and exercises the AI builds programs from.</p>
      </div>
      <div className="coach:flex coach:flex-wrap coach:items-end coach:justify-between coach:gap-3">
        <div role="group" aria-label="Filter by category" className="coach:flex coach:flex-wrap coach:gap-2">
          {FILTERS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={category === value ? 'primary' : 'secondary'}
              aria-pressed={category === value}
              onClick={() => {
                setCategory(value);
                setShowAll(false);
              }}
            >
              {CATEGORY_LABELS[value]}
            </Button>
          ))}
        </div>
        <div className="coach:grid coach:gap-1.5">
          <Label htmlFor="training-content-position">Position</Label>
          <Select
            id="training-content-position"
            options={POSITION_OPTIONS}
            value={position}
            className="coach:w-48"
            onValueChange={(value) => {
              setPosition(isPosition(value) ? value : ALL_POSITIONS);
              setShowAll(false);
            }}
          />
        </div>
      </div>
      {activities.isPending ? <LoadingState label="Loading..." shape="list" className="coach:min-h-32" /> : null}
      {activities.isError ? (
        <Card role="alert" className="coach:p-4 coach:font-semibold coach:text-danger-700">
          {serverMessage(activities.error, 'Training content could not be loaded.')}
        </Card>
      ) : null}
      {activities.data ? (
        <>
          <p className="coach:text-sm coach:text-slate-600" aria-live="polite">
            {matching.length} activities{position === ALL_POSITIONS ? '' : ` for ${POSITION_LABELS[position]}, including whole-squad work`}
          </p>
          <ul
            className={cn('coach:grid coach:gap-3 coach:sm:grid-cols-2 coach:xl:grid-cols-3', activities.isPlaceholderData && 'coach:opacity-60')}
            aria-label="Training activities"
          >
            {shown.map((activity) => (
              <li key={activity.id}>
                <Card className="coach:grid coach:h-full coach:content-start coach:gap-2 coach:p-4">
                  <div className="coach:flex coach:items-start coach:justify-between coach:gap-2">
                    <h4 className="coach:font-bold coach:text-slate-900">{activity.name}</h4>
                    <span className="coach:flex coach:shrink-0 coach:items-center coach:gap-1 coach:text-sm coach:text-slate-600">
                      <Clock aria-hidden className="coach:size-4" /> {activity.duration} min
                    </span>
                  </div>
                  <p className="coach:text-sm coach:text-slate-700">{activity.description}</p>
                  <div className="coach:flex coach:flex-wrap coach:gap-1">
                    <Badge variant="muted">{CATEGORY_LABELS[activity.category]}</Badge>
                    {activity.equipment === 'gym' ? <Badge variant="outline">Gym</Badge> : null}
                    {forEveryPosition(activity.positions) ? (
                      <Badge variant="outline">All positions</Badge>
                    ) : (
                      activity.positions!.map((p) => (
                        <Badge key={p} variant="outline">
                          {isPosition(p) ? POSITION_LABELS[p] : p}
                        </Badge>
                      ))
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          {shown.length < matching.length ? (
            <Button variant="secondary" className="coach:justify-self-center" onClick={() => setShowAll(true)}>
              Show all {matching.length} activities
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
