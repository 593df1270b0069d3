import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressRoute } from '../src/features/progress/routes/progress-route.tsx';
import { fakeApi } from './fake-api.ts';

const day = (date: string, planned: number, completed: number) => ({
  date,
  planned,
  completed,
  percent: planned ? (completed / planned) * 100 : 0,
  isComplete: planned > 0 && completed === planned,
});
const week = (weekStart: string, daysCompleted: number, progress: number) => ({
  weekStart,
  weekEnd: weekStart,
  progress,
  planned: 24,
  completed: 12,
  daysCompleted,
  trainingDays: 4,
});

afterEach(() => vi.unstubAllGlobals());

describe('/progress', () => {
  it('shows the days completed this week and the last 4 weeks as an accessible chart', async () => {
    const calls = fakeApi({
      'GET /api/player/progress': {
        ...week('2026-03-09', 1, 30),
        weekEnd: '2026-03-15',
        days: [
          day('2026-03-09', 6, 6),
          day('2026-03-10', 6, 2),
          day('2026-03-11', 0, 0),
          day('2026-03-12', 6, 0),
          day('2026-03-13', 6, 0),
          day('2026-03-14', 0, 0),
          day('2026-03-15', 0, 0),
        ],
        today: day('2026-03-10', 6, 2),
      },
      'GET /api/player/progress/history': {
        weeks: [week('2026-02-09', 4, 100), week('2026-02-16', 2, 50), week('2026-02-23', 0, 0), week('2026-03-02', 3, 75), week('2026-03-09', 1, 30)],
      },
    });
    renderWithProviders(<ProgressRoute now={() => new Date(2026, 2, 10, 9)} />);
    expect(await screen.findByText('1 of 4 days completed')).toBeInTheDocument();
    const days = screen.getByRole('list', { name: 'Days of this week' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Monday: completed', 'Tuesday: 2 of 6 done', 'Wednesday: rest', 'Thursday: upcoming', 'Friday: upcoming', 'Saturday: rest', 'Sunday: rest']);
    const chart = await screen.findByRole('figure', { name: 'Training days completed per week' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      'Week of Feb 9: 4 of 4 days completed, 100% of activities',
      'Week of Feb 16: 2 of 4 days completed, 50% of activities',
      'Week of Feb 23: 0 of 4 days completed, 0% of activities',
      'Week of Mar 2: 3 of 4 days completed, 75% of activities',
      'This week: 1 of 4 days completed, 30% of activities',
    ]);
    expect(calls.map((c) => c.url)).toEqual(
      expect.arrayContaining(['/api/player/progress?weekStart=2026-03-09&weekEnd=2026-03-15', '/api/player/progress/history?weeks=5']),
    );
  });
});
