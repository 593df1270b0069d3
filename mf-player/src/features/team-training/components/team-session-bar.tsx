import { COPY } from '@rugby/contracts/copy';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { Badge, Button, toast } from '@rugby/kit';
import { CircleCheck, Users } from 'lucide-react';
import { useCompleteTeamTraining } from '../api/complete-team-training.ts';
import type { TeamTrainingToday } from '../api/get-team-training-today.ts';

const NO_TRAINING_HINTS: Record<NonNullable<TeamTrainingToday['reason']>, string> = {
  'rest-day': 'Wednesday is the squad\u2019s rest day.',
  'recovery-day': 'Weekends are for recovery. The squad trains again on Monday.',
  'no-program': 'Your coach has not pushed a training program to the squad yet.',
  'program-finished': 'The squad\u2019s current program is finished. Your coach will push the next one.',
};

export interface TeamSessionBarProps {
  today: TeamTrainingToday | undefined;
  isLoading: boolean;
  /** Every item of the squad's session in today's list is ticked. */
  sessionDone: boolean;
}

/**
 * The squad's session at the top of today's one plan: its day number and 'Complete Training' (ticks the session's
 * items in the list) -> 'Completed!', or 'No Team Training Today' with why. The session's items are in the list below.
 */
export function TeamSessionBar({ today, isLoading, sessionDone }: TeamSessionBarProps) {
  const complete = useCompleteTeamTraining();
  const training = today?.training ?? null;
  const onComplete = () => {
    if (!training) return;
    complete.mutate(training.id, { onError: () => toast({ title: 'Error', description: COPY.player.completeFailed, variant: 'destructive' }) });
  };
  const done = training ? training.completed || sessionDone : false;

  return (
    <section aria-labelledby="team-training" className="ply:rounded-xl ply:bg-slate-50 ply:p-3 ply:sm:p-4">
      <div className="ply:flex ply:flex-wrap ply:items-center ply:justify-between ply:gap-3">
        <div className="ply:flex ply:items-center ply:gap-2">
          <h3 id="team-training" className="ply:flex ply:items-center ply:gap-2 ply:font-bold ply:text-slate-900">
            <Users aria-hidden className="ply:size-5 ply:text-brand-700" />
            Team Training
          </h3>
          {training ? <Badge variant="outline">Day {training.dayNumber}</Badge> : null}
        </div>
        {training && done ? (
          <Button variant="secondary" disabled className="ply:w-full ply:sm:w-auto">
            <CircleCheck aria-hidden className="ply:size-4" /> Completed!
          </Button>
        ) : null}
        {training && !done ? (
          <Button onClick={onComplete} disabled={complete.isPending} className="ply:w-full ply:sm:w-auto">
            <CircleCheck aria-hidden className="ply:size-4" /> Complete Training
          </Button>
        ) : null}
      </div>
      {isLoading ? <Skeleton label="Loading team training..." lines={1} className="ply:mt-2" /> : null}
      {training ? (
        <p className="ply:mt-1 ply:text-sm ply:text-slate-600">The squad&rsquo;s session is marked Team below; your own additions are marked Personal.</p>
      ) : null}
      {!isLoading && !training ? (
        <div className="ply:mt-1">
          <p className="ply:font-semibold ply:text-slate-800">{COPY.player.noTeamTraining}</p>
          {today?.reason ? <p className="ply:mt-1 ply:text-sm ply:text-slate-600">{NO_TRAINING_HINTS[today.reason]}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
