import { Progress } from '@rugby/kit/ui/progress.tsx';
import { cn } from '@rugby/kit';
import { PROGRESS_STAGES, progressPercent, progressStage, type WorkflowStep } from './workflow.ts';

/** The progress bar: Preview, Customize, Final Preview, Approved. */
export function WorkflowProgress({ step }: { step: WorkflowStep }) {
  const reached = progressStage(step);
  return (
    <div className="coach:grid coach:gap-2">
      <Progress value={progressPercent(step)} aria-label="Program workflow progress" />
      <ol className="coach:grid coach:grid-cols-4 coach:gap-1 coach:text-center coach:text-[0.7rem] coach:font-semibold coach:sm:text-xs">
        {PROGRESS_STAGES.map((stage, i) => (
          <li
            key={stage}
            aria-current={reached === i + 1 ? 'step' : undefined}
            className={cn(reached > i ? 'coach:text-brand-800' : 'coach:text-slate-600', reached === i + 1 && 'coach:underline coach:underline-offset-4')}
          >
            {stage}
          </li>
        ))}
      </ol>
    </div>
  );
}
