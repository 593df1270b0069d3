import { editApprovedProgram } from '../../../features/ai-training/components/workflow.ts';
import { TrainingContentTab } from '../../../features/training-content/components/training-content-tab.tsx';
import { ApprovedProgramsTab } from '../../../features/training-program/components/approved-programs-tab.tsx';

/** The Training Program tab: the approved programs (Edit opens one in the AI Training tab) and the training content. */
export function TrainingProgramTab({ teamId, onEdit }: { teamId: string; onEdit(): void }) {
  return (
    <>
      <ApprovedProgramsTab
        teamId={teamId}
        onEdit={(program) => {
          editApprovedProgram(program);
          onEdit();
        }}
      />
      <TrainingContentTab />
    </>
  );
}
