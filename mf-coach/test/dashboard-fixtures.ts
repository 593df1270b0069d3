import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useCurrentTeamStore } from '../src/components/teams/current-team.ts';
import { initialWorkflow, useWorkflowStore } from '../src/features/ai-training/components/workflow.ts';
import { useWidgetLayoutStore } from '../src/features/overview/stores/widget-layout-store.ts';

/** What the dashboard tests share: the signed-in coach, an approved program, and fresh stores between tests. */
export const coach = { id: 'c', email: 'coach@demo.test', firstName: 'Alex', lastName: 'Carter', userType: 'coach', position: null };
export const PROGRAM_TEXT = '# All Blacks Week\n## Monday: Handling (50 min)\n- Four-corner handling grid (10 min): pass and follow';

/** An approved program of team t1 as GET /api/teams/:teamId/approved-programs lists it (pushed when asked). */
export const approvedProgram = (overrides: Partial<{ id: string; programTitle: string; isPushed: boolean }> = {}) => ({
  id: 'ap1',
  teamId: 't1',
  programTitle: 'Springboks Week',
  programContent: '# Springboks Week\n## Monday: Scrums (55 min)',
  programType: 'springboks',
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
