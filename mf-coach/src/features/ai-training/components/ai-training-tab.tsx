import { COPY } from '@rugby/contracts/copy';
import { TIMINGS, type EliteProgramType } from '@rugby/contracts/domain';
import type { ProgramDocument } from '@rugby/contracts/program/schema';
import { Button, Card, Input, Label, LoadingState, preloadable, serverMessage, toast } from '@rugby/kit';
import { ProgramDocumentView } from '@rugby/kit/ui/program-day.tsx';
import { ArrowLeft, CheckCircle2, FileText, Loader2, PencilRuler, Sparkles, Trophy } from 'lucide-react';
import { Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useApproveProgram } from '../api/approve-program.ts';
import { useCustomizeProgram } from '../api/customize-program.ts';
import { useGenerateEliteProgram } from '../api/generate-elite-program.ts';
import { useUpdateApprovedProgram } from '../api/update-approved-program.ts';
import { CustomizationResult, CustomizeStep } from './customize-step.tsx';
import { CustomProgramForm } from './custom-program-form.tsx';
import { EliteProgramCards } from './elite-program-cards.tsx';
import { hasCoachPlan, ImportReview } from './import-review.tsx';
import { ProgramSummary } from './program-summary.tsx';
import { QuickSession } from './quick-session.tsx';
import { EDITABLE_STEPS, useWorkflowStore } from './workflow.ts';
import { WorkflowProgress } from './workflow-progress.tsx';

/** The structured editor brings zod and react-hook-form: downloaded only when a coach opens it. */
const ProgramEditor = preloadable(() => import('./program-editor/program-editor.tsx').then((m) => m.default));

const STEP_HEADINGS = {
  'choose-type': 'Choose a program type',
  'select-elite': 'Select an elite program',
  'upload-custom': 'Upload your own program',
  preview: 'Preview your program',
  customize: 'Customize your program',
  'final-preview': 'Final preview',
  approved: 'Program approved',
  'edit-preview': 'Edit approved program',
} as const;

function StepCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Card className="coach:grid coach:gap-4 coach:p-5">
      <h3 className="coach:text-lg coach:font-bold coach:text-slate-900">{heading}</h3>
      {children}
    </Card>
  );
}

/** The program read-only, from its document (the text is only its short rendering). */
function ProgramBody({ document }: { document: ProgramDocument }) {
  return (
    <section
      aria-label="Program content"
      tabIndex={0}
      className="coach:max-h-[32rem] coach:overflow-auto coach:rounded-xl coach:border coach:border-slate-200 coach:bg-slate-50/60 coach:p-3 coach:sm:p-4"
    >
      <ProgramDocumentView document={document} headingLevel={4} />
    </section>
  );
}

/**
 * The AI Training tab: the step workflow (choose-type → select-elite | upload-custom → preview → customize →
 * final-preview → approved, and edit-preview for an approved program) plus a quick one-off session generator.
 * `onApproved` switches the dashboard to the Training Program tab.
 */
export function AiTrainingTab({ teamId, onApproved }: { teamId: string; onApproved(): void }) {
  const state = useWorkflowStore((s) => s.state);
  const dispatch = useWorkflowStore((s) => s.dispatch);
  const generate = useGenerateEliteProgram();
  const customize = useCustomizeProgram();
  const approve = useApproveProgram();
  const update = useUpdateApprovedProgram();
  const [loadingType, setLoadingType] = useState<EliteProgramType | null>(null);
  const [editing, setEditing] = useState(false);
  const { step } = state;
  const editable = EDITABLE_STEPS.includes(step) && state.document !== null;
  // The editor closes when the program stops being editable (customize, approved, start over...): adjusted while
  // rendering, so it is never shown for a step that is not editable, and it stays closed when the program is editable again.
  if (!editable && editing) setEditing(false);
  // The latest `onApproved`, for the timer below (a new one from the parent does not restart it).
  const notifyApproved = useEffectEvent(() => onApproved());

  // Approved: after 3 s everything resets to choose-type and the dashboard shows the approved programs.
  useEffect(() => {
    if (step !== 'approved') return;
    const timer = setTimeout(() => {
      dispatch({ type: 'start-over' });
      notifyApproved();
    }, TIMINGS.approvedStateResetMs);
    return () => clearTimeout(timer);
  }, [step, dispatch]);

  const selectElite = (programType: EliteProgramType) => {
    setLoadingType(programType);
    generate.mutate(
      { programType, teamId },
      {
        onSuccess: (res) => {
          dispatch({ type: 'program-loaded', program: res.program, document: res.document, programType: res.programType, programTitle: res.programTitle });
          toast({ title: COPY.programs.eliteSelected, description: res.programTitle, variant: 'success' });
        },
        onError: () => toast({ ...COPY.programs.eliteFailed, variant: 'destructive' }),
        onSettled: () => setLoadingType(null),
      },
    );
  };

  const submitCustom = (content: string) => {
    if (!content.trim()) {
      toast({ ...COPY.programs.missingContent, variant: 'destructive' });
      return;
    }
    generate.mutate(
      { programType: 'custom', customContent: content, teamId },
      {
        onSuccess: (res) => {
          dispatch({ type: 'program-loaded', program: res.program, document: res.document, programType: res.programType, programTitle: res.programTitle });
          toast({ title: COPY.programs.customGenerated, description: res.programTitle, variant: 'success' });
        },
        onError: (err) =>
          toast({ title: COPY.programs.customFailed.title, description: serverMessage(err, COPY.programs.customFailed.description), variant: 'destructive' }),
      },
    );
  };

  const applyCustomization = (request: string) => {
    if (!request.trim() || !state.program || !state.document) return;
    customize.mutate(
      { originalProgram: state.program, customizationRequest: request, teamId, document: state.document },
      {
        onSuccess: (res) => {
          dispatch({
            type: 'customized',
            program: res.program,
            document: res.document,
            request,
            changes: { applied: res.applied ?? [], notApplied: res.notApplied ?? [] },
          });
          toast({ title: COPY.programs.customized, variant: 'success' });
        },
        onError: () => toast({ ...COPY.programs.customizeFailed, variant: 'destructive' }),
      },
    );
  };

  const approveProgram = () => {
    if (!state.programType || !state.document) return;
    approve.mutate(
      {
        program: state.program,
        programType: state.programType,
        teamId,
        programTitle: state.programTitle || undefined,
        customizationPrompt: state.customizationRequest || null,
        document: state.document,
      },
      {
        onSuccess: () => {
          dispatch({ type: 'approved' });
          // Approved, not distributed: the players get it only once it is pushed (issue 13).
          toast({ title: COPY.programs.approved, description: COPY.programs.approvedHint, variant: 'success' });
        },
        onError: () => toast({ ...COPY.programs.approveFailed, variant: 'destructive' }),
      },
    );
  };

  const saveEdit = () => {
    if (!state.editingId || !state.document) return;
    update.mutate(
      {
        id: state.editingId,
        programContent: state.program,
        programTitle: state.programTitle.trim() || 'Training Program',
        customizationPrompt: state.customizationRequest || null,
        document: state.document,
      },
      {
        onSuccess: () => {
          toast({ title: state.editingPushed ? COPY.programs.updated : COPY.programs.updatedNotPushed, variant: 'success' });
          dispatch({ type: 'start-over' });
          onApproved();
        },
        onError: () => toast({ ...COPY.programs.updateFailed, variant: 'destructive' }),
      },
    );
  };

  const startOver = (
    <Button variant="ghost" onClick={() => dispatch({ type: 'start-over' })}>
      Start Over
    </Button>
  );

  return (
    <div className="coach:grid coach:gap-4">
      <WorkflowProgress step={step} />
      {step === 'choose-type' ? (
        <StepCard heading={STEP_HEADINGS[step]}>
          <div className="coach:grid coach:gap-3 coach:sm:grid-cols-2">
            <button
              type="button"
              onClick={() => dispatch({ type: 'choose', path: 'elite' })}
              className="coach:grid coach:gap-1 coach:rounded-xl coach:border coach:border-slate-200 coach:p-4 coach:text-left coach:hover:border-brand-400 coach:hover:bg-brand-50 coach:focus-visible:outline-2 coach:focus-visible:outline-brand-600"
            >
              <span className="coach:flex coach:items-center coach:gap-2 coach:font-bold coach:text-slate-900">
                <Trophy aria-hidden className="coach:size-5 coach:text-accent-500" /> Elite Programs
              </span>
              <span className="coach:text-sm coach:text-slate-600">Start from one of 11 programs inspired by national playing styles.</span>
            </button>
            <button
              type="button"
              onClick={() => dispatch({ type: 'choose', path: 'custom' })}
              className="coach:grid coach:gap-1 coach:rounded-xl coach:border coach:border-slate-200 coach:p-4 coach:text-left coach:hover:border-brand-400 coach:hover:bg-brand-50 coach:focus-visible:outline-2 coach:focus-visible:outline-brand-600"
            >
              <span className="coach:flex coach:items-center coach:gap-2 coach:font-bold coach:text-slate-900">
                <FileText aria-hidden className="coach:size-5 coach:text-brand-700" /> Custom Program
              </span>
              <span className="coach:text-sm coach:text-slate-600">Paste your own training content and let the AI arrange it into a week.</span>
            </button>
          </div>
        </StepCard>
      ) : null}

      {step === 'select-elite' || step === 'upload-custom' ? (
        <StepCard heading={STEP_HEADINGS[step]}>
          <Button variant="ghost" size="sm" className="coach:justify-self-start" disabled={generate.isPending} onClick={() => dispatch({ type: 'start-over' })}>
            <ArrowLeft aria-hidden className="coach:size-4" /> Back
          </Button>
          {step === 'select-elite' ? (
            <EliteProgramCards loadingType={loadingType} onSelect={selectElite} />
          ) : (
            <CustomProgramForm pending={generate.isPending} onSubmit={submitCustom} />
          )}
        </StepCard>
      ) : null}

      {step === 'preview' || step === 'final-preview' || step === 'edit-preview' || step === 'customize' ? (
        <StepCard heading={STEP_HEADINGS[step]}>
          <div className="coach:grid coach:gap-1">
            <p className="coach:text-base coach:font-bold coach:text-brand-900">{state.programTitle}</p>
            <ProgramSummary state={state} />
          </div>
          {step === 'edit-preview' ? (
            <div className="coach:grid coach:gap-1.5 coach:sm:max-w-md">
              <Label htmlFor="approved-program-title">Program title</Label>
              <Input
                id="approved-program-title"
                value={state.programTitle}
                maxLength={200}
                onChange={(e) => dispatch({ type: 'set-title', programTitle: e.target.value })}
              />
            </div>
          ) : null}
          {step === 'customize' ? (
            <CustomizeStep pending={customize.isPending} onApply={applyCustomization} onSkip={() => dispatch({ type: 'skip-customization' })} />
          ) : null}
          {state.changes && step !== 'customize' ? <CustomizationResult changes={state.changes} /> : null}
          {(step === 'preview' || step === 'final-preview') && hasCoachPlan(state.document) ? <ImportReview document={state.document} /> : null}
          {editable ? (
            <div className="coach:flex coach:flex-wrap coach:items-center coach:gap-2">
              <Button variant={editing ? 'primary' : 'secondary'} size="sm" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
                <PencilRuler aria-hidden className="coach:size-4" /> {editing ? 'Done Editing' : 'Edit Program'}
              </Button>
              {editing ? <span className="coach:text-sm coach:text-slate-600">Changes show in the program; approve or save to keep them.</span> : null}
            </div>
          ) : null}
          {state.document && editing ? (
            <Suspense fallback={<LoadingState label="Loading the editor..." className="coach:min-h-40" />}>
              <ProgramEditor document={state.document} teamId={teamId} onChange={(document) => dispatch({ type: 'document-edited', document })} />
            </Suspense>
          ) : null}
          {state.document && !editing ? <ProgramBody document={state.document} /> : null}
          <div className="coach:flex coach:flex-wrap coach:gap-2">
            {step === 'preview' ? (
              <>
                <Button onClick={() => dispatch({ type: 'customize' })}>
                  <Sparkles aria-hidden className="coach:size-4" /> Customize Program
                </Button>
                <Button variant="secondary" onClick={() => dispatch({ type: 'approve-as-is' })}>
                  Approve As-Is
                </Button>
                {startOver}
              </>
            ) : null}
            {step === 'final-preview' ? (
              <>
                <Button onClick={approveProgram} disabled={approve.isPending}>
                  {approve.isPending ? (
                    <Loader2 aria-hidden className="coach:size-4 coach:animate-spin" />
                  ) : (
                    <CheckCircle2 aria-hidden className="coach:size-4" />
                  )}{' '}
                  Approve & Implement
                </Button>
                <Button variant="secondary" disabled={approve.isPending} onClick={() => dispatch({ type: 'customize' })}>
                  More Customizations
                </Button>
                {startOver}
              </>
            ) : null}
            {step === 'edit-preview' ? (
              <>
                <Button onClick={() => dispatch({ type: 'customize' })} disabled={update.isPending}>
                  <Sparkles aria-hidden className="coach:size-4" /> Customize Program
                </Button>
                <Button variant="secondary" onClick={saveEdit} disabled={update.isPending}>
                  {update.isPending ? <Loader2 aria-hidden className="coach:size-4 coach:animate-spin" /> : null}{' '}
                  {state.editingPushed ? 'Save Changes & Re-distribute' : 'Save Changes'}
                </Button>
                <Button variant="ghost" disabled={update.isPending} onClick={() => dispatch({ type: 'start-over' })}>
                  Cancel Edit
                </Button>
              </>
            ) : null}
          </div>
        </StepCard>
      ) : null}

      {step === 'approved' ? (
        <StepCard heading={STEP_HEADINGS[step]}>
          <div role="status" className="coach:flex coach:items-start coach:gap-3 coach:rounded-xl coach:bg-brand-50 coach:p-4 coach:text-brand-900">
            <CheckCircle2 aria-hidden className="coach:size-6 coach:shrink-0" />
            <div>
              <p className="coach:font-bold">{state.programTitle}</p>
              <p className="coach:text-sm">Approved. Opening your approved programs, where you can push it to your players...</p>
            </div>
          </div>
          <ProgramSummary state={state} />
        </StepCard>
      ) : null}

      <QuickSession teamId={teamId} />
    </div>
  );
}
