import { COPY } from '@rugby/contracts/copy';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, toast } from '@rugby/kit';
import { ProgramDayView, ProgramTextView } from '@rugby/kit/ui/program-day.tsx';
import { CircleCheck, Users } from 'lucide-react';
import { useCompleteTeamTraining } from '../api/complete-team-training.ts';
import type { TeamTrainingToday } from '../api/get-team-training-today.ts';

const NO_TRAINING_HINTS: Record<NonNullable<TeamTrainingToday['reason']>, string> = {
  'rest-day': 'Wednesday is the squad\u2019s rest day.',
  'recovery-day': 'Weekends are for recovery. The squad trains again on Monday.',
  'no-program': 'Your coach has not pushed a training program to the squad yet.',
  'program-finished': 'The squad\u2019s current program is finished. Your coach will push the next one.',
};

/**
 * The team's session of the day: day number, the session (its blocks and prescriptions when structured, else its
 * text without markdown marks) and 'Complete Training' -> 'Completed!'.
 */
export function TeamTrainingCard({ today, isLoading }: { today: TeamTrainingToday | undefined; isLoading: boolean }) {
  const complete = useCompleteTeamTraining();
  const training = today?.training ?? null;
  const onComplete = () => {
    if (!training) return;
    complete.mutate(training.id, { onError: () => toast({ title: 'Error', description: COPY.player.completeFailed, variant: 'destructive' }) });
  };

  return (
    <Card role="region" aria-labelledby="team-training">
      <CardHeader className="ply:flex-row ply:items-center ply:justify-between">
        <CardTitle id="team-training" className="ply:flex ply:items-center ply:gap-2">
          <Users aria-hidden className="ply:size-5 ply:text-brand-700" /> Team Training
        </CardTitle>
        {training ? <Badge variant="outline">Day {training.dayNumber}</Badge> : null}
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton label="Loading team training..." lines={3} /> : null}
        {!isLoading && training ? (
          <div className="ply:grid ply:gap-4">
            <div
              tabIndex={0}
              role="group"
              aria-label={`Day ${training.dayNumber} session`}
              className="ply:max-h-[28rem] ply:overflow-y-auto ply:rounded-xl ply:bg-slate-50 ply:p-3 ply:sm:p-4 ply:focus-visible:outline-2 ply:focus-visible:outline-brand-600"
            >
              {/* The legacy text starts at '## Monday: ...', a level below the card's title. */}
              {training.day ? <ProgramDayView day={training.day} headingLevel={4} /> : <ProgramTextView text={training.dayContent} headingLevel={3} />}
            </div>
            {training.completed ? (
              <Button variant="secondary" disabled className="ply:w-full ply:sm:w-auto ply:sm:justify-self-start">
                <CircleCheck aria-hidden className="ply:size-4" /> Completed!
              </Button>
            ) : (
              <Button onClick={onComplete} disabled={complete.isPending} className="ply:w-full ply:sm:w-auto ply:sm:justify-self-start">
                <CircleCheck aria-hidden className="ply:size-4" /> Complete Training
              </Button>
            )}
          </div>
        ) : null}
        {!isLoading && !training ? (
          <div className="ply:rounded-xl ply:bg-slate-50 ply:p-5 ply:text-center">
            <p className="ply:font-semibold ply:text-slate-800">{COPY.player.noTeamTraining}</p>
            {today?.reason ? <p className="ply:mt-1 ply:text-sm ply:text-slate-600">{NO_TRAINING_HINTS[today.reason]}</p> : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
