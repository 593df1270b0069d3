import { screen, within } from '@testing-library/react';
import { programDay } from '@rugby/kit/testing/program-fixtures.ts';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { describe, expect, it } from 'vitest';
import { TeamTrainingCard } from '../src/features/team-training/components/team-training-card.tsx';

const training = { id: 'tt1', dayNumber: 3, completed: false, dayContent: '## Monday: Contact and power [MD-5] (32 min)' };
const today = (extra: Record<string, unknown>) => ({ hasTraining: true, date: '2026-03-02', training: { ...training, ...extra } }) as never;

/** The legacy text of a day, as the training-program service wrote it before days were structured. */
const LEGACY_DAY = [
  '## Monday: Handling and contact [MD-5] (50 min)',
  '### Warm-up (10 min)',
  '> Activate phase 1: running',
  '- Dynamic prep (10 min): 6 × 45 s, rest 15 s. Tall posture.',
  '### Strength (20 min)',
  '- Back squat (20 min): 4 × 5 @ 80% 1RM, rest 2 min. Brace before you descend.',
].join('\n');

describe('team training card', () => {
  it('shows a structured day as blocks with each prescription, cues and contact level', () => {
    renderWithProviders(<TeamTrainingCard today={today({ day: programDay() })} isLoading={false} />);
    const session = screen.getByRole('group', { name: 'Day 3 session' });
    expect(within(session).getByRole('heading', { level: 4, name: 'Monday: Contact and power' })).toBeInTheDocument();
    expect(within(session).getByText('MD-5')).toBeInTheDocument();
    expect(
      within(session)
        .getAllByRole('heading', { level: 5 })
        .map((h) => h.textContent),
    ).toEqual(['Warm-up · 8 min', 'Strength · 24 min']);
    expect(within(session).getByText('4 × 5 @ 80% 1RM, rest 2 min')).toBeInTheDocument();
    expect(within(session).getByText('6 × 45 s, rest 15 s')).toBeInTheDocument();
    const cues = within(session).getByRole('list', { name: 'Cues: Back squat' });
    expect(
      within(cues)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Brace before you descend', 'Drive through mid-foot']);
    expect(within(session).getByText('Contact: controlled')).toBeInTheDocument();
    // The text rendering is not shown beside the structure.
    expect(session).not.toHaveTextContent('##');
    expect(screen.getByRole('button', { name: 'Complete Training' })).toBeEnabled();
  });

  it("shows a legacy text day (day null or absent) as headings, notes and lists, never with '##', '###' or '> '", () => {
    for (const extra of [{ day: null, dayContent: LEGACY_DAY }, { dayContent: LEGACY_DAY }]) {
      const { unmount } = renderWithProviders(<TeamTrainingCard today={today(extra)} isLoading={false} />);
      const session = screen.getByRole('group', { name: 'Day 3 session' });
      expect(within(session).getByRole('heading', { level: 4, name: 'Monday: Handling and contact [MD-5] (50 min)' })).toBeInTheDocument();
      expect(
        within(session)
          .getAllByRole('heading', { level: 5 })
          .map((h) => h.textContent),
      ).toEqual(['Warm-up (10 min)', 'Strength (20 min)']);
      expect(within(session).getByText('Activate phase 1: running')).toBeInTheDocument();
      expect(
        within(session)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Dynamic prep (10 min): 6 × 45 s, rest 15 s. Tall posture.', 'Back squat (20 min): 4 × 5 @ 80% 1RM, rest 2 min. Brace before you descend.']);
      const shown = session.textContent ?? '';
      expect(shown).not.toContain('#');
      expect(shown).not.toContain('> ');
      expect(shown).not.toMatch(/(^|\n)- /);
      unmount();
    }
  });
});
