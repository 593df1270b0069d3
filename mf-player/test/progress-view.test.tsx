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
  it('shows the days completed this week and the training record since joining as accessible charts', async () => {
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
      'GET /api/player/training-record': {
        from: '2025-12-22',
        to: '2026-03-10',
        joined: '2026-02-11',
        compliance: { planned: 15, done: 10, percent: 67 },
        weeks: [
          { weekStart: '2026-02-09', planned: 2, done: 2, sessions: 2, load: 700, readiness: 4, acwr: null },
          { weekStart: '2026-02-16', planned: 4, done: 2, sessions: 2, load: 650, readiness: 3.5, acwr: null },
          { weekStart: '2026-02-23', planned: 4, done: 3, sessions: 3, load: 900, readiness: null, acwr: null },
          { weekStart: '2026-03-02', planned: 4, done: 3, sessions: 3, load: 1000, readiness: 3.2, acwr: null },
          { weekStart: '2026-03-09', planned: 2, done: 0, sessions: 0, load: 0, readiness: null, acwr: null },
        ],
        records: [
          { exercise: 'Goblet squat', kind: 'e1rm', value: 57, set: '8 × 45 kg', date: '2026-03-05', previous: 50.7 },
          { exercise: 'Front plank', kind: 'seconds', value: 45, set: '45 s', date: '2026-02-12', previous: null },
        ],
        streak: { current: 3, best: 5 },
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
    // The record starts when the player joined: its weeks, charts (with their numbers as tables), streaks and best sets.
    const record = screen.getByRole('region', { name: 'My Training Record' });
    expect(await within(record).findByText('10 of 15 training days since joining on 11 Feb')).toBeInTheDocument();
    expect(within(record).getByText('3 days')).toBeInTheDocument();
    expect(within(record).getByText('5 days')).toBeInTheDocument();
    const perWeek = within(record).getByRole('table', { name: 'Training days done per week' });
    expect(
      within(perWeek)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['WeekPlannedDone', '9 Feb22', '16 Feb42', '23 Feb43', '2 Mar43', '9 Mar20']);
    expect(within(record).getByRole('img', { name: 'Weekly load (session RPE × minutes)' })).toBeInTheDocument();
    expect(within(record).getByText('No ratio yet: it needs 28 days of session reports.')).toBeInTheDocument();
    expect(within(record).getByRole('table', { name: 'Readiness (average check-in, 1–5)' })).toHaveTextContent('16 Feb3.5');
    const best = within(record).getByRole('region', { name: 'Best sets' });
    expect(within(best).getByRole('row', { name: /Goblet squat/ })).toHaveTextContent(
      'Goblet squat8 × 45 kgest. 1RM 57 kgPersonal record (was est. 1RM 50.7 kg)5 Mar',
    );
    expect(within(best).getByRole('row', { name: /Front plank/ })).toHaveTextContent('Front plank45 s45 s12 Feb');
    expect(calls.map((c) => c.url)).toEqual(
      expect.arrayContaining(['/api/player/progress?weekStart=2026-03-09&weekEnd=2026-03-15', '/api/player/training-record?weeks=12']),
    );
  });
});
