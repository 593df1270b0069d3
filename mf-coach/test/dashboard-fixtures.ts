import { renderProgramText } from '@rugby/contracts/program/render';
import { programDocument } from '@rugby/kit/testing/program-fixtures.ts';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useCurrentTeamStore } from '../src/components/teams/current-team.ts';
import { initialWorkflow, useWorkflowStore } from '../src/features/ai-training/components/workflow.ts';
import { useWidgetLayoutStore } from '../src/features/overview/stores/widget-layout-store.ts';

/** What the dashboard tests share: the signed-in coach, an approved program, and fresh stores between tests. */
export const coach = { id: 'c', email: 'coach@demo.test', firstName: 'Alex', lastName: 'Carter', userType: 'coach', position: null };
/** A generated week (the kit's sample document) and its text, as the generate answer carries them. */
export const PROGRAM_DOCUMENT = programDocument({ title: 'All Blacks Week' });
export const PROGRAM_TEXT = renderProgramText(PROGRAM_DOCUMENT);

/** The sample week titled Springboks Week: the document of `approvedProgram`. */
export const APPROVED_DOCUMENT = programDocument({ title: 'Springboks Week' });

/**
 * An approved program of team t1 as GET /api/teams/:teamId/approved-programs lists it (pushed when asked): its
 * document, and its text the short rendering of it (no cues: a screen that shows them shows the document).
 */
export const approvedProgram = (overrides: Partial<{ id: string; programTitle: string; isPushed: boolean }> = {}) => ({
  id: 'ap1',
  teamId: 't1',
  programTitle: 'Springboks Week',
  programContent: renderProgramText(APPROVED_DOCUMENT),
  document: APPROVED_DOCUMENT,
  programType: 'springboks' as const,
  customizationPrompt: null,
  approvedAt: '2026-03-02T09:00:00.000Z',
  pushedAt: overrides.isPushed ? '2026-03-02T10:00:00.000Z' : null,
  isPushed: false,
  ...overrides,
});

/** Each test starts with the default widget layout, an empty AI workflow, the first team chosen and real timers. */
export function freshDashboardBetweenTests() {
  beforeEach(() => {
    localStorage.clear();
    act(() => useWidgetLayoutStore.getState().resetLayout());
    useWorkflowStore.setState({ state: initialWorkflow });
    useCurrentTeamStore.setState({ teamId: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
