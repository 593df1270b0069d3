import { Badge } from '@rugby/kit';
import { Clock } from 'lucide-react';
import { readTimeMinutes } from '../../../components/read-time.ts';
import { useElitePrograms } from '../api/get-elite-programs.ts';
import { statusLabel, type WorkflowState } from './workflow.ts';

/** Status, type, read time and 'Customized: Yes' of the program in the workflow. */
export function ProgramSummary({ state }: { state: WorkflowState }) {
  const catalogue = useElitePrograms();
  const typeName =
    state.programType === 'custom'
      ? 'Custom program'
      : (catalogue.data?.elitePrograms.find((p) => p.type === state.programType)?.name ?? state.programType ?? '');
  return (
    <dl className="coach:flex coach:flex-wrap coach:items-center coach:gap-x-4 coach:gap-y-1 coach:text-sm coach:text-slate-700">
      <div className="coach:flex coach:gap-1">
        <dt className="coach:font-semibold">Status:</dt>
        <dd>
          <Badge variant="accent">{statusLabel(state)}</Badge>
        </dd>
      </div>
      {typeName ? (
        <div className="coach:flex coach:gap-1">
          <dt className="coach:font-semibold">Type:</dt>
          <dd>{typeName}</dd>
        </div>
      ) : null}
      {state.program ? (
        <div className="coach:flex coach:items-center coach:gap-1">
          <dt className="coach:sr-only">Read time</dt>
          <dd className="coach:flex coach:items-center coach:gap-1">
            <Clock aria-hidden className="coach:size-4" /> {readTimeMinutes(state.program)} min read
          </dd>
        </div>
      ) : null}
      {state.customizationRequest ? (
        <div className="coach:flex coach:gap-1">
          <dt className="coach:font-semibold">Customized:</dt>
          <dd>Yes</dd>
        </div>
      ) : null}
    </dl>
  );
}
