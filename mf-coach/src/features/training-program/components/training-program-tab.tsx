import { editApprovedProgram } from '../../ai-training/components/workflow.ts';
import { TrainingContentTab } from '../../training-content/components/training-content-tab.tsx';
import { ApprovedProgramsTab } from './approved-programs-tab.tsx';

/** The Training Program tab: the approved programs (Edit opens one in the AI Training tab) and the training content. */
export function TrainingProgramTab({ teamId, onEdit }: { teamId: string; onEdit(): void }) {
  return (
    <>
      <ApprovedProgramsTab teamId={teamId} onEdit={(program) => { editApprovedProgram(program); onEdit(); }} />
      <TrainingContentTab />
    </>
  );
}
