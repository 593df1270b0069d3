import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerAttendanceCard } from '../src/features/reports/components/player-attendance.tsx';
import { fakeRoutes } from './fake-routes.ts';

afterEach(() => vi.unstubAllGlobals());

const history = (userId: string, name: string) => ({
  userId,
  name,
  summary: { present: 6, late: 1, absent: 2, injured: 1, rate: 0.7 },
  records: [
    { eventId: 'e2', date: '2026-11-28', kind: 'match', displayTitle: 'vs Harlequins', status: 'late', note: 'Traffic' },
    { eventId: 'e1', date: '2026-11-26', kind: 'training', displayTitle: 'Training', status: 'injured', note: null },
  ],
});

const player = (playerId: string, name: string) => ({
  playerId,
  name,
  email: null,
  phone: null,
  height: null,
  weight: null,
  position: null,
  joinedAt: '2026-01-01T00:00:00Z',
});

describe("a player's attendance in Reports", () => {
  it('shows the totals, the rate and the latest records of the chosen player', async () => {
    const calls = fakeRoutes({
      'GET /api/teams/t1/players/detailed': () => json({ players: [player('u1', 'Ben Okafor'), player('u2', 'Sam Taylor')] }),
      'GET /api/teams/t1/players/u1/attendance': () => json(history('u1', 'Ben Okafor')),
      'GET /api/teams/t1/players/u2/attendance': () =>
        json({ ...history('u2', 'Sam Taylor'), summary: { ...history('u2', '').summary, rate: null }, records: [] }),
    });
    renderWithProviders(<PlayerAttendanceCard teamId="t1" />);
    const totals = await screen.findByLabelText('Attendance totals of Ben Okafor');
    expect(totals).toHaveTextContent('Rate70 %');
    expect(totals).toHaveTextContent('Present6');
    expect(totals).toHaveTextContent('Injured1');
    const rows = within(screen.getByRole('table', { name: 'Recent attendance of Ben Okafor' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['28 Nov 2026vs Harlequins (Match)LateTraffic', '26 Nov 2026Training (Training)Injured']);

    await userEvent.selectOptions(screen.getByLabelText('Player'), 'Sam Taylor');
    expect(await screen.findByLabelText('Attendance totals of Sam Taylor')).toHaveTextContent('Rate–');
    expect(screen.getByText('No attendance recorded yet.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/teams/t1/players/detailed', '/api/teams/t1/players/u1/attendance', '/api/teams/t1/players/u2/attendance']);
  });
});
