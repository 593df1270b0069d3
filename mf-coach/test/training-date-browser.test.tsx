import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { programDay } from '@rugby/kit/testing/program-fixtures.ts';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDate, shiftDate, TrainingDateBrowser } from '../src/features/players/components/training-date-browser.tsx';

afterEach(() => vi.unstubAllGlobals());

const LEGACY_DAY = '## Monday: Handling (50 min)\n### Warm-up (10 min)\n> Activate phase 1\n- Grid (10 min): pass and follow';
const dailyTraining = {
  programTitle: 'Springboks Week',
  programType: 'springboks',
  dayNumber: 2,
  content: LEGACY_DAY,
  isCompleted: true,
  completedAt: '2026-03-02T18:00:00.000Z',
};

describe("the Players tab's daily training browser", () => {
  it("shows a structured day's blocks, prescriptions and cues (compact: no equipment), and the legacy text of another day without markdown marks", async () => {
    const today = localDate();
    const calls = mockFetch((call) =>
      json({
        dailyTraining: call.url.endsWith(today) ? { ...dailyTraining, day: programDay() } : { ...dailyTraining, day: null },
        recentLogs: [],
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<TrainingDateBrowser playerId="p1" />);

    const session = await screen.findByRole('group', { name: 'Day 2 session' });
    expect(screen.getByRole('heading', { level: 4, name: 'Springboks Week · Day 2' })).toBeInTheDocument();
    expect(within(session).getByRole('heading', { level: 5, name: 'Monday: Contact and power' })).toBeInTheDocument();
    expect(
      within(session)
        .getAllByRole('heading', { level: 6 })
        .map((h) => h.textContent),
    ).toEqual(['Warm-up · 8 min', 'Strength · 24 min']);
    expect(within(session).getByText('4 × 5 @ 80% 1RM, rest 2 min')).toBeInTheDocument();
    expect(within(session).getByText('Brace before you descend')).toBeInTheDocument();
    expect(within(session).getByText('Added')).toBeInTheDocument();
    expect(within(session).queryByText(/Equipment/)).not.toBeInTheDocument();
    expect(session).not.toHaveTextContent(LEGACY_DAY.slice(0, 10));
    expect(calls[0]?.url).toBe(`/api/players/p1/training/${today}`);

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    const legacy = await screen.findByRole('group', { name: 'Day 2 session' });
    expect(await within(legacy).findByRole('heading', { level: 5, name: 'Monday: Handling (50 min)' })).toBeInTheDocument();
    expect(within(legacy).getByRole('heading', { level: 6, name: 'Warm-up (10 min)' })).toBeInTheDocument();
    expect(within(legacy).getByRole('listitem')).toHaveTextContent('Grid (10 min): pass and follow');
    expect(legacy.textContent).not.toMatch(/#|> |(^|\n)- /);
    expect(calls.at(-1)?.url).toBe(`/api/players/p1/training/${shiftDate(today, -1)}`);
  });
});
