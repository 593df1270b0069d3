import { renderProgramText } from '@rugby/contracts/program/render';
import { programDocument } from '@rugby/kit/testing/program-fixtures.ts';
import { describe, expect, it } from 'vitest';
import { readTimeMinutes } from '../src/components/read-time.ts';
import {
  initialWorkflow,
  progressPercent,
  progressStage,
  statusLabel,
  workflowReducer,
  type WorkflowAction,
  type WorkflowState,
} from '../src/features/ai-training/components/workflow.ts';

const run = (actions: WorkflowAction[], from: WorkflowState = initialWorkflow) => actions.reduce(workflowReducer, from);
/** The kit's sample week under another title (every program in the workflow has its document). */
const doc = (title: string) => programDocument({ title });
const LOADED_DOCUMENT = doc('All Blacks Style');
const loaded: WorkflowAction = {
  type: 'program-loaded',
  program: '# All Blacks Style\n## Monday',
  document: LOADED_DOCUMENT,
  programType: 'all-blacks',
  programTitle: 'All Blacks Style',
};
const approvedProgram = {
  id: 'ap1',
  programContent: '# Old',
  document: doc('Old title'),
  programType: 'springboks' as const,
  programTitle: 'Old title',
  customizationPrompt: 'no gym access',
};

describe('AI workflow state machine', () => {
  it('goes choose-type -> select-elite -> preview -> customize -> final-preview -> approved', () => {
    const steps: string[] = [];
    let state = initialWorkflow;
    for (const action of [
      { type: 'choose', path: 'elite' },
      loaded,
      { type: 'customize' },
      { type: 'customized', program: '# Custom', document: doc('Custom'), request: 'more scrummaging' },
      { type: 'approved' },
    ] as WorkflowAction[]) {
      state = workflowReducer(state, action);
      steps.push(state.step);
    }
    expect(steps).toEqual(['select-elite', 'preview', 'customize', 'final-preview', 'approved']);
    expect(state).toMatchObject({
      program: '# Custom',
      programType: 'all-blacks',
      programTitle: 'All Blacks Style',
      customizationRequest: 'more scrummaging',
      editingId: null,
    });
  });

  it('takes the custom path through upload-custom', () => {
    expect(run([{ type: 'choose', path: 'custom' }]).step).toBe('upload-custom');
    expect(
      run([
        { type: 'choose', path: 'custom' },
        { ...loaded, programType: 'custom' },
      ]),
    ).toMatchObject({ step: 'preview', programType: 'custom' });
  });

  it('Approve As-Is and Skip Customization lead to final-preview without a request', () => {
    expect(run([loaded, { type: 'approve-as-is' }])).toMatchObject({ step: 'final-preview', customizationRequest: '' });
    expect(run([loaded, { type: 'customize' }, { type: 'skip-customization' }])).toMatchObject({ step: 'final-preview', customizationRequest: '' });
  });

  it('ignores a blank customization request or a missing program (nothing happens)', () => {
    const customizing = run([loaded, { type: 'customize' }]);
    expect(workflowReducer(customizing, { type: 'customized', program: '# X', document: doc('X'), request: '   ' })).toBe(customizing);
    expect(workflowReducer(customizing, { type: 'customized', program: '', document: doc('Empty'), request: 'more' })).toBe(customizing);
    expect(workflowReducer(initialWorkflow, { type: 'customize' })).toBe(initialWorkflow);
  });

  it('collects every applied request (More Customizations) and shows them as one prompt', () => {
    const state = run([
      loaded,
      { type: 'customize' },
      { type: 'customized', program: '# A', document: doc('A'), request: 'more scrummaging' },
      { type: 'customize' },
      { type: 'customized', program: '# B', document: doc('B'), request: 'shorter sessions' },
    ]);
    expect(state).toMatchObject({ step: 'final-preview', program: '# B', customizationRequest: 'more scrummaging; shorter sessions' });
  });

  it('keeps what the last customization changed and could not do, for the final review', () => {
    const changes = {
      applied: ['Session length: Tuesday 60 → 40 minutes.'],
      notApplied: ["'Bring your boots': not a change the program engine can make; nothing was changed for it."],
    };
    const state = run([loaded, { type: 'customize' }, { type: 'customized', program: '# A', document: doc('A'), request: 'x', changes }]);
    expect(state.changes).toEqual(changes);
    expect(run([loaded, { type: 'customize' }, { type: 'customized', program: '# A', document: doc('A'), request: 'x' }]).changes).toBeNull();
    expect(workflowReducer(state, { type: 'start-over' }).changes).toBeNull();
  });

  it('Start Over returns to choose-type from any step, clearing program, type and request (no dead end)', () => {
    for (const state of [
      run([loaded]),
      run([loaded, { type: 'customize' }]),
      run([loaded, { type: 'approve-as-is' }]),
      run([{ type: 'edit', program: approvedProgram }]),
    ]) {
      expect(workflowReducer(state, { type: 'start-over' })).toEqual(initialWorkflow);
    }
  });

  it('edit-preview re-customizes an approved program and comes back to edit-preview', () => {
    const editing = run([{ type: 'edit', program: approvedProgram }]);
    expect(editing).toEqual({
      step: 'edit-preview',
      program: '# Old',
      document: approvedProgram.document,
      programType: 'springboks',
      programTitle: 'Old title',
      customizationRequest: 'no gym access',
      editingId: 'ap1',
      editingPushed: false,
      changes: null,
    });
    expect(run([{ type: 'edit', program: { ...approvedProgram, isPushed: true } }]).editingPushed).toBe(true);
    const customized = run([{ type: 'customize' }, { type: 'customized', program: '# New', document: doc('New'), request: 'more kicking' }], editing);
    expect(customized).toMatchObject({ step: 'edit-preview', program: '# New', customizationRequest: 'no gym access; more kicking', editingId: 'ap1' });
    expect(run([{ type: 'customize' }, { type: 'skip-customization' }], editing).step).toBe('edit-preview');
    // An approved program is never approved again from edit-preview; it is updated instead.
    expect(workflowReducer(editing, { type: 'approved' })).toBe(editing);
  });

  it('rejects transitions that do not belong to the current step', () => {
    expect(workflowReducer(initialWorkflow, { type: 'approved' })).toBe(initialWorkflow);
    expect(workflowReducer(initialWorkflow, { type: 'approve-as-is' })).toBe(initialWorkflow);
    const preview = run([loaded]);
    expect(workflowReducer(preview, { type: 'choose', path: 'custom' })).toBe(preview);
    expect(workflowReducer(preview, { type: 'approved' })).toBe(preview);
  });

  it('status labels and progress stages follow the step', () => {
    expect(statusLabel(initialWorkflow)).toBe('Not Selected');
    expect(statusLabel(run([loaded]))).toBe('Initial Review');
    expect(statusLabel(run([loaded, { type: 'customize' }]))).toBe('Customizing');
    expect(statusLabel(run([loaded, { type: 'approve-as-is' }]))).toBe('Final Review');
    expect(statusLabel(run([loaded, { type: 'approve-as-is' }, { type: 'approved' }]))).toBe('Implemented');
    expect(statusLabel(run([{ type: 'edit', program: approvedProgram }]))).toBe('In Progress');
    expect(['choose-type', 'preview', 'customize', 'final-preview', 'approved'].map((s) => progressStage(s as WorkflowState['step']))).toEqual([0, 1, 2, 3, 4]);
    expect(progressPercent('final-preview')).toBe(75);
    expect(progressPercent('approved')).toBe(100);
  });
});

describe('the structured program in the workflow', () => {
  it("keeps the document of the generate answer and replaces it with the customize answer's", () => {
    const preview = run([{ ...loaded, document: doc('Generated') }]);
    expect(preview.document?.title).toBe('Generated');
    expect(run([{ type: 'approve-as-is' }], preview).document?.title).toBe('Generated');
    const customized = run(
      [{ type: 'customize' }, { type: 'customized', program: '# Custom', document: doc('Customized'), request: 'more scrummaging' }],
      preview,
    );
    expect(customized).toMatchObject({ step: 'final-preview', program: '# Custom', document: { title: 'Customized' } });
  });

  it('takes the document of each new program (never a stale structure beside a changed text); none before a program', () => {
    expect(initialWorkflow.document).toBeNull();
    const preview = run([{ ...loaded, document: doc('Generated') }]);
    expect(run([loaded], preview).document).toBe(LOADED_DOCUMENT);
    // A skipped customization keeps it; Start Over drops it.
    expect(run([{ type: 'customize' }, { type: 'skip-customization' }], preview).document?.title).toBe('Generated');
    expect(workflowReducer(preview, { type: 'start-over' }).document).toBeNull();
  });

  it('takes an edited document in the previews and edit-preview, with its rendering as the text', () => {
    const preview = run([{ ...loaded, document: doc('Generated') }]);
    const edited = doc('Edited by the coach');
    for (const state of [
      preview,
      run([{ type: 'approve-as-is' }], preview),
      run([{ type: 'edit', program: { ...approvedProgram, document: doc('Approved') } }]),
    ]) {
      expect(workflowReducer(state, { type: 'document-edited', document: edited })).toMatchObject({
        step: state.step,
        document: edited,
        program: renderProgramText(edited),
      });
    }
    // Not while customizing or once approved, and never before a program is loaded.
    const customizing = run([{ type: 'customize' }], preview);
    expect(workflowReducer(customizing, { type: 'document-edited', document: edited })).toBe(customizing);
    expect(workflowReducer(initialWorkflow, { type: 'document-edited', document: edited })).toBe(initialWorkflow);
  });

  it("takes an approved program's document into edit-preview", () => {
    expect(run([{ type: 'edit', program: { ...approvedProgram, document: doc('Approved') } }]).document?.title).toBe('Approved');
  });
});

describe('program read time', () => {
  it('is the length / 500, rounded up', () => {
    expect(readTimeMinutes('')).toBe(0);
    expect(readTimeMinutes('x')).toBe(1);
    expect(readTimeMinutes('x'.repeat(500))).toBe(1);
    expect(readTimeMinutes('x'.repeat(501))).toBe(2);
    expect(readTimeMinutes('x'.repeat(2400))).toBe(5);
  });
});
