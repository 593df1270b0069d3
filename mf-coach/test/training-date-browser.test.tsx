import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDayText } from '@rugby/contracts/program/render';
import { programDay } from '@rugby/kit/testing/program-fixtures.ts';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDate, shiftDate, TrainingDateBrowser } from '../src/features/players/components/training-date-browser.tsx';

afterEach(() => vi.unstubAllGlobals());

const dailyTraining = {
  programTitle: 'Springboks Week',
  programType: 'springboks',
  dayNumber: 2,
  content: renderDayText(programDay()),
  day: programDay(),
  isCompleted: true,
  completedAt: '2026-03-02T18:00:00.000Z',
};

describe("the Players tab's daily training browser", () => {
  it("shows the day from its structure: blocks, prescriptions and cues (compact: no equipment); the previous day's too", async () => {
    const today = localDate();
    const calls = mockFetch((call) =>
      json({
        dailyTraining: call.url.endsWith(today)
          ? dailyTraining
          : { ...dailyTraining, dayNumber: 1, day: programDay({ day: 'friday', theme: 'Speed', matchDayRole: 'MD-1' }) },
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
    // The cues are in the day only (the text is its short rendering).
    expect(dailyTraining.content).not.toContain('Brace before you descend');
    expect(within(session).getByText('Brace before you descend')).toBeInTheDocument();
    expect(within(session).getByText('Added')).toBeInTheDocument();
    expect(within(session).queryByText(/Equipment/)).not.toBeInTheDocument();
    expect(session.textContent).not.toMatch(/#|> /);
    expect(calls[0]?.url).toBe(`/api/players/p1/training/${today}`);

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    const previous = await screen.findByRole('group', { name: 'Day 1 session' });
    expect(within(previous).getByRole('heading', { level: 5, name: 'Friday: Speed' })).toBeInTheDocument();
    expect(within(previous).getByText('MD-1')).toBeInTheDocument();
    expect(within(previous).getByText('Tall posture')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe(`/api/players/p1/training/${shiftDate(today, -1)}`);
  });
});
