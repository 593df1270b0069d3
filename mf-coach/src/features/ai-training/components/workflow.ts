import type { ProgramType } from '@rugby/contracts/domain';
import { renderProgramText } from '@rugby/contracts/program/render';
import type { ProgramDocument } from '@rugby/contracts/program/schema';
import { create } from 'zustand';

/**
 * The AI Training step workflow (coach-side.md §4) as a pure reducer: choose-type, then select-elite or
 * upload-custom, then preview, customize, final-preview, approved; edit-preview re-customizes an approved
 * program. 'Start Over' returns to choose-type (the spec's 'select' step rendered nothing: a dead end).
 *
 * `document` is THE program: the structured week the last answer carried (generate, customize, or the approved
 * program being edited), every one of which has one. It is what the tab shows and it is sent along with customize,
 * approve and update; `program` is its short text rendering, kept for the routes that take the text too. The
 * structured editor changes the document ('document-edited'); the text is then its rendering.
 */
export type WorkflowStep = 'choose-type' | 'select-elite' | 'upload-custom' | 'preview' | 'customize' | 'final-preview' | 'approved' | 'edit-preview';

export interface WorkflowState {
  step: WorkflowStep;
  program: string;
  /** The structured program (`program` is its text); null only before a program is loaded (choose-type, select-elite, upload-custom). */
  document: ProgramDocument | null;
  programType: ProgramType | null;
  programTitle: string;
  /** The customization requests applied so far (joined with '; '); '' when none. */
  customizationRequest: string;
  /** Set while re-customizing an approved program (edit-preview and the customize step it opens). */
  editingId: string | null;
  /** Whether the approved program being edited has been pushed (saving it then re-distributes it). */
  editingPushed: boolean;
  /** What the last customization changed and what it could not do (with the reasons); null before one. */
  changes: CustomizationChanges | null;
}
export interface CustomizationChanges {
  applied: string[];
  notApplied: string[];
}

export type WorkflowAction =
  | { type: 'choose'; path: 'elite' | 'custom' }
  | { type: 'program-loaded'; program: string; document: ProgramDocument; programType: ProgramType; programTitle: string }
  | { type: 'customize' }
  | { type: 'customized'; program: string; document: ProgramDocument; request: string; changes?: CustomizationChanges }
  | { type: 'skip-customization' }
  | { type: 'approve-as-is' }
  | { type: 'approved' }
  | { type: 'start-over' }
  | {
      type: 'edit';
      program: {
        id: string;
        programContent: string;
        document: ProgramDocument;
        programType: ProgramType;
        programTitle: string;
        customizationPrompt: string | null;
        isPushed?: boolean;
      };
    }
  | { type: 'set-title'; programTitle: string }
  | { type: 'document-edited'; document: ProgramDocument };

export const initialWorkflow: WorkflowState = {
  step: 'choose-type',
  program: '',
  document: null,
  programType: null,
  programTitle: '',
  customizationRequest: '',
  editingId: null,
  editingPushed: false,
  changes: null,
};

/** The steps that show the program and let the coach edit it in the structured editor. */
export const EDITABLE_STEPS: readonly WorkflowStep[] = ['preview', 'final-preview', 'edit-preview'];

/** Where a finished (or skipped) customization leads: back to the edit when editing, else to the final review. */
const afterCustomizing = (state: WorkflowState): WorkflowStep => (state.editingId ? 'edit-preview' : 'final-preview');

export function workflowReducer(state: WorkflowState, action: WorkflowAction): WorkflowState {
  switch (action.type) {
    case 'choose':
      return state.step === 'choose-type' ? { ...initialWorkflow, step: action.path === 'elite' ? 'select-elite' : 'upload-custom' } : state;
    case 'program-loaded':
      return {
        ...initialWorkflow,
        step: 'preview',
        program: action.program,
        document: action.document,
        programType: action.programType,
        programTitle: action.programTitle,
      };
    case 'customize':
      return state.program && ['preview', 'final-preview', 'edit-preview'].includes(state.step) ? { ...state, step: 'customize' } : state;
    case 'customized': {
      const request = action.request.trim();
      if (state.step !== 'customize' || !request || !action.program) return state;
      return {
        ...state,
        step: afterCustomizing(state),
        program: action.program,
        document: action.document,
        changes: action.changes ?? null,
        customizationRequest: state.customizationRequest ? `${state.customizationRequest}; ${request}` : request,
      };
    }
    case 'skip-customization':
      return state.step === 'customize' ? { ...state, step: afterCustomizing(state) } : state;
    case 'approve-as-is':
      return state.step === 'preview' ? { ...state, step: 'final-preview' } : state;
    case 'approved':
      return state.step === 'final-preview' ? { ...state, step: 'approved' } : state;
    case 'start-over':
      return initialWorkflow;
    case 'edit':
      return {
        step: 'edit-preview',
        program: action.program.programContent,
        document: action.program.document,
        programType: action.program.programType,
        programTitle: action.program.programTitle,
        customizationRequest: action.program.customizationPrompt ?? '',
        editingId: action.program.id,
        editingPushed: action.program.isPushed ?? false,
        changes: null,
      };
    case 'set-title':
      return { ...state, programTitle: action.programTitle };
    case 'document-edited':
      return EDITABLE_STEPS.includes(state.step) && state.document
        ? { ...state, document: action.document, program: renderProgramText(action.document) }
        : state;
  }
}

/** The progress bar's stages; `progressStage` is how many of them the step has reached (0 before a program exists). */
export const PROGRESS_STAGES = ['Preview', 'Customize', 'Final Preview', 'Approved'] as const;
const STAGE_OF: Record<WorkflowStep, number> = {
  'choose-type': 0,
  'select-elite': 0,
  'upload-custom': 0,
  preview: 1,
  'edit-preview': 1,
  customize: 2,
  'final-preview': 3,
  approved: 4,
};
export const progressStage = (step: WorkflowStep) => STAGE_OF[step];
export const progressPercent = (step: WorkflowStep) => (STAGE_OF[step] / PROGRESS_STAGES.length) * 100;

/** The status label of the workflow (coach-side.md §4). */
export function statusLabel(state: Pick<WorkflowState, 'step' | 'program'>): string {
  if (!state.program) return 'Not Selected';
  switch (state.step) {
    case 'preview':
      return 'Initial Review';
    case 'customize':
      return 'Customizing';
    case 'final-preview':
      return 'Final Review';
    case 'approved':
      return 'Implemented';
    default:
      return 'In Progress';
  }
}

interface WorkflowStore {
  state: WorkflowState;
  dispatch(action: WorkflowAction): void;
}

/** The workflow lives outside the tab so switching dashboard tabs keeps the coach's place. */
export const useWorkflowStore = create<WorkflowStore>((set) => ({
  state: initialWorkflow,
  dispatch: (action) => set((store) => ({ state: workflowReducer(store.state, action) })),
}));

/** Opens an approved program in the AI Training tab at edit-preview (the Training Program tab's edit action). */
export const editApprovedProgram = (program: Extract<WorkflowAction, { type: 'edit' }>['program']) =>
  useWorkflowStore.getState().dispatch({ type: 'edit', program });
