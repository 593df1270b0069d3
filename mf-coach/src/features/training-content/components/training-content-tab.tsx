import { ACTIVITY_CATEGORIES, POSITION_LABELS, type Position } from '@rugby/contracts/domain';
import { Badge, Button, Card, cn, LoadingState, serverMessage } from '@rugby/kit';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useTrainingActivities, type ActivityFilter } from '../api/get-training-activities.ts';

const CATEGORY_LABELS: Record<ActivityFilter, string> = {
  all: 'All', warmup: 'Warm-up', strength: 'Strength', conditioning: 'Conditioning', skills: 'Skills', laws: 'Laws', cooldown: 'Cool-down', other: 'Other',
};
const FILTERS: ActivityFilter[] = ['all', ...ACTIVITY_CATEGORIES];

/** The training content library: activities filtered by category. */
export function TrainingContentTab() {
  const [category, setCategory] = useState<ActivityFilter>('all');
  const activities = useTrainingActivities(category);
  return (
    <section aria-labelledby="training-content-heading" className="coach:grid coach:gap-4">
      <div>
        <h3 id="training-content-heading" className="coach:text-lg coach:font-bold coach:text-slate-900">Training content library</h3>
        <p className="coach:text-sm coach:text-slate-600">The drills and exercises the AI builds programs from.</p>
      </div>
      <div role="group" aria-label="Filter by category" className="coach:flex coach:flex-wrap coach:gap-2">
        {FILTERS.map((value) => (
          <Button key={value} size="sm" variant={category === value ? 'primary' : 'secondary'} aria-pressed={category === value} onClick={() => setCategory(value)}>
            {CATEGORY_LABELS[value]}
          </Button>
        ))}
      </div>
      {activities.isPending ? <LoadingState label="Loading..." className="coach:min-h-32" /> : null}
      {activities.isError ? <Card role="alert" className="coach:p-4 coach:font-semibold coach:text-danger-700">{serverMessage(activities.error, 'Training content could not be loaded.')}</Card> : null}
      {activities.data ? (
        <>
          <p className="coach:text-sm coach:text-slate-600" aria-live="polite">{activities.data.length} activities</p>
          <ul className={cn('coach:grid coach:gap-3 coach:sm:grid-cols-2 coach:xl:grid-cols-3', activities.isPlaceholderData && 'coach:opacity-60')} aria-label="Training activities">
            {activities.data.map((activity) => (
              <li key={activity.id}>
                <Card className="coach:grid coach:h-full coach:content-start coach:gap-2 coach:p-4">
                  <div className="coach:flex coach:items-start coach:justify-between coach:gap-2">
                    <h4 className="coach:font-bold coach:text-slate-900">{activity.name}</h4>
                    <span className="coach:flex coach:shrink-0 coach:items-center coach:gap-1 coach:text-sm coach:text-slate-600"><Clock aria-hidden className="coach:size-4" /> {activity.duration} min</span>
                  </div>
                  <p className="coach:text-sm coach:text-slate-700">{activity.description}</p>
                  <div className="coach:flex coach:flex-wrap coach:gap-1">
                    <Badge variant="muted">{CATEGORY_LABELS[activity.category]}</Badge>
                    {activity.equipment === 'gym' ? <Badge variant="outline">Gym</Badge> : null}
                    {activity.positions?.map((p) => <Badge key={p} variant="outline">{POSITION_LABELS[p as Position] ?? p}</Badge>)}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
