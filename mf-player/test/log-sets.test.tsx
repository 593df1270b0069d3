import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { programItem } from '@rugby/kit/testing/program-fixtures.ts';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivitiesCard } from '../src/features/activities/components/activities-card.tsx';
import { RestTimer } from '../src/features/activities/components/rest-timer.tsx';
import { activity, fakeApi } from './fake-api.ts';

const squat = programItem({ name: 'Goblet squat', sets: 3, reps: 8, restSeconds: 90, minutes: 9, load: { kind: 'rpe', rpe: 7 } });
const entry = {
  ...activity('s1', 'strength', 'Goblet squat', 9),
  activity: { ...activity('s1', 'strength', 'Goblet squat', 9).activity, item: squat, source: 'personal' },
};
const set = (reps: number | null, loadKg: number | null) => ({ reps, loadKg, seconds: null, meters: null });

afterEach(() => vi.unstubAllGlobals());

describe('the workout player', () => {
  it('logs the sets done against the prescription and the last time, and celebrates a personal record', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      'GET /api/training-log/log-s1/history': {
        last: { date: '2026-02-23', sets: [set(8, 60), set(8, 60), set(7, 60)] },
        best: { kind: 'e1rm', value: 76, set: set(8, 60), date: '2026-02-23' },
      },
      'PUT /api/training-log/log-s1/sets': (call: { body: unknown }) => {
        bodies.push(call.body);
        return {
          entry: { ...entry, completed: true, performed: { sets: [set(8, 62.5), set(8, 60), set(7, 60)], skipReason: null } },
          record: { best: { kind: 'e1rm', value: 79.2, set: set(8, 62.5) }, previous: 76 },
        };
      },
    });
    renderWithProviders(<ActivitiesCard date="2026-03-02" entries={[entry] as never[]} isLoading={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log sets: Goblet squat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Goblet squat' });
    expect(await within(dialog).findByText(/^Planned: 3 × 8 @ RPE 7, rest 1 min 30 s/)).toBeInTheDocument();
    expect(await within(dialog).findByText('Last time (2026-02-23): 8 × 60 kg · 8 × 60 kg · 7 × 60 kg')).toBeInTheDocument();
    expect(within(dialog).getByText(/Best: 8 × 60 kg \(estimated 1RM 76 kg\)/)).toBeInTheDocument();
    // Three rows from the prescription, loads from the last time.
    expect(within(dialog).getByLabelText('Set 1 Reps')).toHaveValue('8');
    expect(within(dialog).getByLabelText('Set 3 kg')).toHaveValue('60');
    await userEvent.clear(within(dialog).getByLabelText('Set 1 kg'));
    await userEvent.type(within(dialog).getByLabelText('Set 1 kg'), '62.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save sets' }));
    await waitFor(() => expect(bodies).toEqual([{ sets: [set(8, 62.5), set(8, 60), set(8, 60)] }]));
    expect(await screen.findByText('New personal record!')).toBeInTheDocument();
    expect(screen.getByText('8 × 62.5 kg: estimated 1RM 79.2 kg (was 76 kg)')).toBeInTheDocument();
  });

  it('refuses numbers out of range before sending, and skips with a reason', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      'GET /api/training-log/log-s1/history': { last: null, best: null },
      'PUT /api/training-log/log-s1/sets': (call: { body: unknown }) => {
        bodies.push(call.body);
        return { entry: { ...entry, performed: { sets: [], skipReason: 'pain' } }, record: null };
      },
    });
    renderWithProviders(<ActivitiesCard date="2026-03-02" entries={[entry] as never[]} isLoading={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log sets: Goblet squat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Goblet squat' });
    expect(await within(dialog).findByText('First time you log this exercise: today sets your mark.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Set 2 Reps'));
    await userEvent.type(within(dialog).getByLabelText('Set 2 Reps'), '10000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save sets' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Set 2: Reps must be a whole number from 0 to 100');
    expect(bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip activity' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose why you skipped it.');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Did not do it?' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pain or injury' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip activity' }));
    await waitFor(() => expect(bodies).toEqual([{ sets: [], skipReason: 'pain' }]));
  });

  it('shows what was logged on the activity, and leaves the warm-up and cool-down routines to a tick', () => {
    const logged = { ...entry, completed: true, performed: { sets: [set(8, 60), set(6, 60)], skipReason: null } };
    const warmup = activity('w1', 'warmup', 'Single-leg balance', 2);
    const routine = { ...warmup, activity: { ...warmup.activity, item: programItem({ name: 'Single-leg balance', sets: 2, durationSeconds: 20 }) } };
    renderWithProviders(<ActivitiesCard date="2026-03-02" entries={[routine, logged] as never[]} isLoading={false} />);
    expect(screen.getByText('Done: 8 × 60 kg · 6 × 60 kg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit sets: Goblet squat' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Single-leg balance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Single-leg balance/ })).not.toBeInTheDocument();
  });

  it('counts the rest down from the prescription', async () => {
    let now = 1_000_000;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      renderWithProviders(<RestTimer seconds={90} now={() => now} />);
      expect(screen.getByText('Rest 1:30')).toBeInTheDocument();
      screen.getByRole('button', { name: 'Start rest' }).click();
      now += 31_000;
      await vi.advanceTimersByTimeAsync(300);
      expect(await screen.findByText('Rest 0:59')).toBeInTheDocument();
      now += 60_000;
      await vi.advanceTimersByTimeAsync(300);
      expect(await screen.findByText('Rest over: next set')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
