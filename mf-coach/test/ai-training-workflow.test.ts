import { describe, expect, it } from 'vitest';
import { parseProgramText, readTimeMinutes } from '../src/components/program-text.tsx';
import {
  initialWorkflow, progressPercent, progressStage, statusLabel, workflowReducer, type WorkflowAction, type WorkflowState,
} from '../src/features/ai-training/components/workflow.ts';

const run = (actions: WorkflowAction[], from: WorkflowState = initialWorkflow) => actions.reduce(workflowReducer, from);
const loaded: WorkflowAction = { type: 'program-loaded', program: '# All Blacks Style\n## Monday', programType: 'all-blacks', programTitle: 'All Blacks Style' };
const approvedProgram = { id: 'ap1', programContent: '# Old', programType: 'springboks' as const, programTitle: 'Old title', customizationPrompt: 'no gym access' };

describe('AI workflow state machine', () => {
  it('goes choose-type -> select-elite -> preview -> customize -> final-preview -> approved', () => {
    const steps: string[] = [];
    let state = initialWorkflow;
    for (const action of [{ type: 'choose', path: 'elite' }, loaded, { type: 'customize' }, { type: 'customized', program: '# Custom', request: 'more scrummaging' }, { type: 'approved' }] as WorkflowAction[]) {
      state = workflowReducer(state, action);
      steps.push(state.step);
    }
    expect(steps).toEqual(['select-elite', 'preview', 'customize', 'final-preview', 'approved']);
    expect(state).toMatchObject({ program: '# Custom', programType: 'all-blacks', programTitle: 'All Blacks Style', customizationRequest: 'more scrummaging', editingId: null });
  });

  it('takes the custom path through upload-custom', () => {
    expect(run([{ type: 'choose', path: 'custom' }]).step).toBe('upload-custom');
    expect(run([{ type: 'choose', path: 'custom' }, { ...loaded, programType: 'custom' }])).toMatchObject({ step: 'preview', programType: 'custom' });
  });

  it('Approve As-Is and Skip Customization lead to final-preview without a request', () => {
    expect(run([loaded, { type: 'approve-as-is' }])).toMatchObject({ step: 'final-preview', customizationRequest: '' });
    expect(run([loaded, { type: 'customize' }, { type: 'skip-customization' }])).toMatchObject({ step: 'final-preview', customizationRequest: '' });
  });

  it('ignores a blank customization request or a missing program (nothing happens)', () => {
    const customizing = run([loaded, { type: 'customize' }]);
    expect(workflowReducer(customizing, { type: 'customized', program: '# X', request: '   ' })).toBe(customizing);
    expect(workflowReducer(customizing, { type: 'customized', program: '', request: 'more' })).toBe(customizing);
    expect(workflowReducer(initialWorkflow, { type: 'customize' })).toBe(initialWorkflow);
  });

  it('collects every applied request (More Customizations) and shows them as one prompt', () => {
    const state = run([loaded, { type: 'customize' }, { type: 'customized', program: '# A', request: 'more scrummaging' }, { type: 'customize' }, { type: 'customized', program: '# B', request: 'shorter sessions' }]);
    expect(state).toMatchObject({ step: 'final-preview', program: '# B', customizationRequest: 'more scrummaging; shorter sessions' });
  });

  it('Start Over returns to choose-type from any step, clearing program, type and request (no dead end)', () => {
    for (const state of [run([loaded]), run([loaded, { type: 'customize' }]), run([loaded, { type: 'approve-as-is' }]), run([{ type: 'edit', program: approvedProgram }])]) {
      expect(workflowReducer(state, { type: 'start-over' })).toEqual(initialWorkflow);
    }
  });

  it('edit-preview re-customizes an approved program and comes back to edit-preview', () => {
    const editing = run([{ type: 'edit', program: approvedProgram }]);
    expect(editing).toEqual({ step: 'edit-preview', program: '# Old', programType: 'springboks', programTitle: 'Old title', customizationRequest: 'no gym access', editingId: 'ap1' });
    const customized = run([{ type: 'customize' }, { type: 'customized', program: '# New', request: 'more kicking' }], editing);
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

describe('program read time and text', () => {
  it('is the length / 500, rounded up', () => {
    expect(readTimeMinutes('')).toBe(0);
    expect(readTimeMinutes('x')).toBe(1);
    expect(readTimeMinutes('x'.repeat(500))).toBe(1);
    expect(readTimeMinutes('x'.repeat(501))).toBe(2);
    expect(readTimeMinutes('x'.repeat(2400))).toBe(5);
  });

  it('parses headings, lists, notes and keeps line breaks of paragraphs', () => {
    const blocks = parseProgramText('# Title\nStyle: X.\nSeason phase: Y.\n\n## Monday: Handling (50 min)\n### Warm-up (10 min)\n- Grid (10 min): pass\n- Tag game\n> Top-up only\n<script>alert(1)</script>');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', lines: ['Style: X.', 'Season phase: Y.'] },
      { kind: 'heading', level: 2, text: 'Monday: Handling (50 min)' },
      { kind: 'heading', level: 3, text: 'Warm-up (10 min)' },
      { kind: 'list', items: ['Grid (10 min): pass', 'Tag game'] },
      { kind: 'note', text: 'Top-up only' },
      { kind: 'paragraph', lines: ['<script>alert(1)</script>'] },
    ]);
  });
});
