import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProgramText } from '@rugby/contracts/program/render';
import type { ProgramDocument } from '@rugby/contracts/program/schema';
import { programDay, programDocument, programItem } from '@rugby/kit/testing/program-fixtures.ts';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiTrainingTab } from '../src/features/ai-training/components/ai-training-tab.tsx';
import { hasCoachPlan, reviewOf } from '../src/features/ai-training/components/import-review.tsx';
import { initialWorkflow, useWorkflowStore } from '../src/features/ai-training/components/workflow.ts';

/** A coach's pasted week as the import returns it: their items kept, one moved from Wednesday, the gaps filled. */
const imported: ProgramDocument = programDocument({
  title: 'Harbour pre-season',
  meta: { source: 'custom', style: null, seasonPhase: 'pre-season', weekOfPhase: 1, matchDay: null, ageBand: 'adult', position: null, customizations: [] },
  days: [
    programDay({
      theme: 'Strength',
      matchDayRole: 'none',
      blocks: [
        { kind: 'warmup', note: null, items: [programItem({ name: 'Dynamic movement prep', minutes: 8, origin: 'added' })] },
        {
          kind: 'strength',
          note: null,
          items: [
            programItem({ name: '5x5 BS @80%', minutes: 20, sets: 5, reps: 5, load: { kind: 'percent1rm', percent: 80 }, origin: 'coach' }),
            programItem({ name: '6x40m strides', minutes: 10, sets: 6, distanceMeters: 40, origin: 'coach', change: 'moved from Wednesday' }),
          ],
        },
        { kind: 'cooldown', note: null, items: [programItem({ name: 'Static stretching', minutes: 6, origin: 'added' })] },
      ],
    }),
    programDay({
      day: 'tuesday',
      theme: 'Skills',
      matchDayRole: 'none',
      blocks: [
        {
          kind: 'skills',
          note: null,
          items: [programItem({ name: 'Kowhai shuttle drill', minutes: 12, sets: 6, distanceMeters: 40, restSeconds: 30, origin: 'coach' })],
        },
      ],
    }),
    programDay({
      day: 'thursday',
      theme: 'Recovery',
      matchDayRole: 'none',
      blocks: [{ kind: 'warmup', note: null, items: [programItem({ name: 'Mobility flow', minutes: 10, origin: 'added' })] }],
    }),
  ],
});

beforeEach(() => useWorkflowStore.setState({ state: initialWorkflow }));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('import review (kept, changed, added)', () => {
  it('groups each day by origin and change note', () => {
    const [monday, tuesday, thursday] = reviewOf(imported);
    expect(monday!.kept.map((e) => e.item.name)).toEqual(['5x5 BS @80%']);
    expect(monday!.changed.map((e) => [e.item.name, e.item.change])).toEqual([['6x40m strides', 'moved from Wednesday']]);
    expect(monday!.added.map((e) => [e.item.name, e.block])).toEqual([
      ['Dynamic movement prep', 'warmup'],
      ['Static stretching', 'cooldown'],
    ]);
    expect(tuesday!.kept.map((e) => e.item.name)).toEqual(['Kowhai shuttle drill']);
    expect(thursday!.kept).toEqual([]);
    expect(hasCoachPlan(imported)).toBe(true);
    expect(hasCoachPlan(programDocument())).toBe(false);
    expect(hasCoachPlan(null)).toBe(false);
  });

  it('shows the coach, per day, what was kept, changed (and why) and added in the preview and the final preview of their own program', async () => {
    mockFetch(async (call) => (call.url === '/graphql' ? json({ data: { elitePrograms: [] } }) : json({ error: 'unexpected' }, 500)));
    useWorkflowStore
      .getState()
      .dispatch({ type: 'program-loaded', program: renderProgramText(imported), document: imported, programType: 'custom', programTitle: imported.title });
    const user = userEvent.setup();
    renderWithProviders(<AiTrainingTab teamId="t1" onApproved={() => {}} />);
    const review = screen.getByRole('region', { name: 'Your plan, day by day' });
    expect(review).toHaveTextContent('2 kept as you wrote them, 1 changed (with the reason), 3 added to complete your sessions.');
    const monday = within(review).getByRole('region', { name: 'Monday' });
    expect(within(within(monday).getByRole('list', { name: 'Kept on Monday' })).getByRole('listitem')).toHaveTextContent(
      '5x5 BS @80%5 × 5 @ 80% 1RM · Strength · 20 min',
    );
    const changed = within(within(monday).getByRole('list', { name: 'Changed on Monday' })).getByRole('listitem');
    expect(changed).toHaveTextContent('6x40m strides');
    expect(within(changed).getByText('Why: moved from Wednesday')).toBeInTheDocument();
    expect(
      within(within(monday).getByRole('list', { name: 'Added on Monday' }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Dynamic movement prep', 'Static stretching']);
    expect(within(within(review).getByRole('region', { name: 'Tuesday' })).getByRole('list', { name: 'Kept on Tuesday' })).toHaveTextContent(
      'Kowhai shuttle drill6 × 40 m, rest 30 s · Skills · 12 min',
    );
    const thursday = within(review).getByRole('region', { name: 'Thursday' });
    expect(thursday).toHaveTextContent('Nothing from your plan on this day.');
    expect(within(thursday).queryByRole('list', { name: 'Changed on Thursday' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve As-Is' }));
    expect(screen.getByRole('heading', { name: 'Final preview' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your plan, day by day' })).toBeInTheDocument();
  });

  it('is not shown for an elite program', () => {
    mockFetch(async () => json({ data: { elitePrograms: [] } }));
    const elite = programDocument();
    useWorkflowStore
      .getState()
      .dispatch({ type: 'program-loaded', program: renderProgramText(elite), document: elite, programType: 'all-blacks', programTitle: elite.title });
    renderWithProviders(<AiTrainingTab teamId="t1" onApproved={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Preview your program' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your plan, day by day' })).not.toBeInTheDocument();
  });
});
