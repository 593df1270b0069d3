import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authKeys, createQueryClient } from '@rugby/kit';
import { onlineManager } from '@rugby/kit/query.ts';
import { programItem } from '@rugby/kit/testing/program-fixtures.ts';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerHomeRoute } from '../src/app/home/routes/player-home-route.tsx';
import { ActivitiesCard } from '../src/features/activities/components/activities-card.tsx';
import { activity, fakeApi, playerUser, progressOf } from './fake-api.ts';

const MONDAY = () => new Date(2026, 2, 2, 10, 0);
const WAITING = 'Waiting for signal — will sync';
const day = [activity('w1', 'warmup', 'Dynamic warm-up', 10), activity('s1', 'skills', 'Kicking from hand', 15), activity('l1', 'laws', 'Laws of the day', 10)];

afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.unstubAllGlobals();
});

describe('the player home without signal (docs/decisions/022)', () => {
  it("shows an offline tick as done, waiting for signal, counted in Today's Progress; sends it once when back online", async () => {
    let completed = false;
    const calls = fakeApi({
      'GET /api/player/training': () => day.map((e) => (e.id === 'log-w1' ? { ...e, completed } : e)),
      'PATCH /api/training-log/log-w1': (call: { body: { completed: boolean } }) => {
        completed = call.body.completed;
        return { ...day[0], completed };
      },
      'GET /api/player/progress': () => progressOf(completed ? 34 : 0, 10),
      'GET /api/players/training/today': { hasTraining: false, date: '2026-03-02', message: 'No team training today' },
      'GET /api/player/team': { teamId: null },
      'GET /api/player/unviewed-laws': [],
      'GET /api/player/laws-today': [],
      'GET /api/player/recovery-tip': { id: 'r1', category: 'sleep', title: 'Wind down', content: 'Screens off.', duration: '30 minutes' },
      'GET /api/player/day-log': { date: '2026-03-02', readiness: null, session: null },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(authKeys.currentUser, playerUser);
    renderWithProviders(<PlayerHomeRoute now={MONDAY} />, { queryClient });
    const box = await screen.findByRole('checkbox', { name: 'Dynamic warm-up' });
    await waitFor(() => expect(screen.getByTestId('stat-today-s-progress')).toHaveTextContent('0%'));

    act(() => onlineManager.setOnline(false));
    await userEvent.click(box);
    const activities = screen.getByRole('region', { name: "Today's Activities" });
    expect(within(activities).getByRole('checkbox', { name: 'Dynamic warm-up' })).toBeChecked();
    expect(within(activities).getByText(WAITING)).toBeInTheDocument();
    expect(within(activities).getByText('1 of 3 done · 35 min')).toBeInTheDocument();
    expect(screen.getByTestId('stat-today-s-progress')).toHaveTextContent('33%');
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(within(activities).queryByText(WAITING)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('stat-today-s-progress')).toHaveTextContent('34%'));
    expect(within(activities).getByRole('checkbox', { name: 'Dynamic warm-up' })).toBeChecked();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([expect.objectContaining({ url: '/api/training-log/log-w1', body: { completed: true } })]);
  });

  it('closes the workout player on an offline save: the sets show as done, waiting for signal, and are sent when back', async () => {
    const squat = programItem({ name: 'Goblet squat', sets: 2, reps: 8, minutes: 9 });
    const entry = { ...activity('s1', 'strength', 'Goblet squat', 9), activity: { ...activity('s1', 'strength', 'Goblet squat', 9).activity, item: squat } };
    const calls = fakeApi({
      'GET /api/training-log/log-s1/history': { last: null, best: null },
      'PUT /api/training-log/log-s1/sets': (call: { body: { sets: unknown[] } }) => ({
        entry: { ...entry, completed: true, performed: { sets: call.body.sets, skipReason: null } },
        record: null,
      }),
    });
    renderWithProviders(<ActivitiesCard date="2026-03-02" entries={[entry] as never[]} isLoading={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log sets: Goblet squat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Goblet squat' });
    await within(dialog).findByText('First time you log this exercise: today sets your mark.');

    act(() => onlineManager.setOnline(false));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save sets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Saved on this phone')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Goblet squat' })).toBeChecked();
    expect(screen.getByText('Done: 8 reps · 8 reps')).toBeInTheDocument();
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByText(WAITING)).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({
        url: '/api/training-log/log-s1/sets',
        body: { sets: [0, 1].map(() => ({ reps: 8, loadKg: null, seconds: null, meters: null })) },
      }),
    ]);
  });
});
