import { COPY } from '@rugby/contracts/copy';
import type { ApprovedProgram } from '@rugby/contracts/routes/training-program';
import { Badge, Button, Card, LoadingState, serverMessage } from '@rugby/kit';
import { ProgramDocumentView } from '@rugby/kit/ui/program-day.tsx';
import { CheckCircle2, Clock, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { readTimeMinutes } from '../../../components/read-time.ts';
import { useApprovedPrograms } from '../api/get-approved-programs.ts';
import { PushDialog } from './push-dialog.tsx';

/** 'all-blacks' -> 'All Blacks', 'custom' -> 'Custom'. */
const typeLabel = (type: string) =>
  type
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function ApprovedProgramCard({ program, onEdit }: { program: ApprovedProgram; onEdit(program: ApprovedProgram): void }) {
  const [pushing, setPushing] = useState(false);
  return (
    <Card role="article" className="coach:grid coach:gap-3 coach:p-5" aria-labelledby={`approved-${program.id}`}>
      <div className="coach:flex coach:flex-wrap coach:items-start coach:justify-between coach:gap-3">
        <div className="coach:grid coach:gap-1">
          <h4 id={`approved-${program.id}`} className="coach:text-base coach:font-bold coach:text-slate-900">
            {program.programTitle}
          </h4>
          <p className="coach:flex coach:flex-wrap coach:items-center coach:gap-x-3 coach:gap-y-1 coach:text-sm coach:text-slate-600">
            <Badge variant="outline">{typeLabel(program.programType)}</Badge>
            <span>Approved {formatDate(program.approvedAt)}</span>
            <span className="coach:flex coach:items-center coach:gap-1">
              <Clock aria-hidden className="coach:size-4" /> {readTimeMinutes(program.programContent)} min read
            </span>
            {program.customizationPrompt ? <span>Customized: Yes</span> : null}
            {program.isPushed && program.pushedAt ? (
              <span className="coach:flex coach:items-center coach:gap-1 coach:text-brand-700">
                <CheckCircle2 aria-hidden className="coach:size-4" /> Pushed {formatDate(program.pushedAt)}
              </span>
            ) : null}
          </p>
        </div>
        <div className="coach:flex coach:flex-wrap coach:gap-2">
          <Button variant="secondary" size="sm" onClick={() => onEdit(program)} aria-label={`Edit ${program.programTitle}`}>
            <Pencil aria-hidden className="coach:size-4" /> Edit
          </Button>
          <Button size="sm" onClick={() => setPushing(true)} disabled={program.isPushed}>
            <Send aria-hidden className="coach:size-4" /> {program.isPushed ? COPY.programs.alreadyPushed : COPY.programs.pushTitle}
          </Button>
          {pushing && !program.isPushed ? <PushDialog program={program} open onOpenChange={setPushing} /> : null}
        </div>
      </div>
      {program.customizationPrompt ? (
        <p className="coach:text-sm coach:text-slate-600">
          <span className="coach:font-semibold">Customizations:</span> {program.customizationPrompt}
        </p>
      ) : null}
      <details className="coach:group coach:rounded-xl coach:border coach:border-slate-200">
        <summary className="coach:cursor-pointer coach:rounded-xl coach:px-4 coach:py-2 coach:text-sm coach:font-semibold coach:text-brand-800 coach:focus-visible:outline-2 coach:focus-visible:outline-brand-600">
          View program
        </summary>
        {/* The program as approved, from its document. Scrolls on its own: focusable, so a keyboard user can scroll it too. */}
        <section
          aria-label={`${program.programTitle} content`}
          tabIndex={0}
          className="coach:max-h-[32rem] coach:overflow-auto coach:border-t coach:border-slate-200 coach:p-4 coach:focus-visible:outline-2 coach:focus-visible:outline-brand-600"
        >
          <ProgramDocumentView document={program.document} headingLevel={5} />
        </section>
      </details>
    </Card>
  );
}

/**
 * The Training Program tab: 'Approved AI Training Programs', each with Push to Players (a dialog: day 1, who receives
 * it) and Edit (opens the AI Training tab at edit-preview, with the structured editor).
 */
export function ApprovedProgramsTab({ teamId, onEdit }: { teamId: string; onEdit(program: ApprovedProgram): void }) {
  const programs = useApprovedPrograms(teamId);
  return (
    <section aria-labelledby="approved-programs-heading" className="coach:grid coach:gap-4">
      <h3 id="approved-programs-heading" className="coach:text-lg coach:font-bold coach:text-slate-900">
        Approved AI Training Programs
      </h3>
      {programs.isPending ? <LoadingState label="Loading..." shape="list" className="coach:min-h-40" /> : null}
      {programs.isError ? (
        <Card role="alert" className="coach:flex coach:flex-wrap coach:items-center coach:justify-between coach:gap-3 coach:p-4 coach:text-danger-700">
          <p className="coach:font-semibold">{serverMessage(programs.error, 'The approved programs could not be loaded.')}</p>
          <Button variant="secondary" size="sm" onClick={() => programs.refetch()}>
            Try again
          </Button>
        </Card>
      ) : null}
      {programs.data && programs.data.programs.length === 0 ? (
        <Card className="coach:p-5 coach:text-sm coach:text-slate-600">
          No approved programs yet. Generate one in the AI Training tab, then approve it to see it here.
        </Card>
      ) : null}
      {programs.data?.programs.map((program) => (
        <ApprovedProgramCard key={program.id} program={program} onEdit={onEdit} />
      ))}
    </section>
  );
}
