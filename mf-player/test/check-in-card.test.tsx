import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readinessAdaptation, readinessScore, sessionLoad } from '@rugby/contracts/training-load';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckInCard } from '../src/features/check-in/components/check-in-card.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A player's day on a fake server that answers as the service does (its score and adaptation rules). */
function serveDay() {
  const day: { readiness: unknown; session: unknown } = { readiness: null, session: null };
  const calls = mockFetch((call) => {
    if (call.url === '/api/player/day-log?date=2026-03-04') return json({ date: '2026-03-04', ...day });
    if (call.url === '/api/player/readiness' && call.method === 'PUT') {
      const b = call.body as {
        sleep: number;
        soreness: number;
        fatigue: number;
        stress: number;
        mood: number;
        injury: boolean;
        injuryArea: null;
        notes: string;
      };
      const scores = { sleep: b.sleep, soreness: b.soreness, fatigue: b.fatigue, stress: b.stress, mood: b.mood };
      day.readiness = {
        date: '2026-03-04',
        ...scores,
        injury: b.injury,
        injuryArea: b.injuryArea,
        notes: b.notes || null,
        score: readinessScore(scores),
        adaptation: readinessAdaptation(scores, { reported: b.injury }),
        updatedAt: '2026-03-04T08:00:00.000Z',
      };
      return json(day.readiness);
    }
    if (call.url === '/api/player/session-report' && call.method === 'PUT') {
      const b = call.body as { rpe: number; durationMinutes: number };
      day.session = { date: '2026-03-04', ...b, load: sessionLoad(b.rpe, b.durationMinutes), updatedAt: '2026-03-04T18:00:00.000Z' };
      return json(day.session);
    }
    return json({ message: 'unexpected' }, 500);
  });
  renderWithProviders(<CheckInCard date="2026-03-04" plannedMinutes={75} />);
  return calls;
}

const choose = async (legend: string, value: string) => {
  const group = screen.getByRole('group', { name: legend });
  await userEvent.click(within(group).getByRole('radio', { name: value }));
};

describe("today's check-in", () => {
  it('checks in before training: every scale required on its field, then the score and how the session adapts', async () => {
    const calls = serveDay();
    const card = await screen.findByRole('region', { name: "Today's Check-in" });
    await userEvent.click(await within(card).findByRole('button', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'How ready are you to train?' });

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Check in' }));
    expect(await within(dialog).findByText('Rate your sleep from 1 to 5')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Muscle soreness' })).toHaveAccessibleDescription('Rate your muscle soreness from 1 to 5');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await choose('Sleep', '2');
    await choose('Muscle soreness', '2');
    await choose('Fatigue', '2');
    await choose('Stress', '3');
    await choose('Mood', '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in' }));

    expect(await within(card).findByText('Readiness 2.4/5')).toBeInTheDocument();
    expect(within(card).getByText('readiness 2.4/5: volume −30 %, no sprints or hard intervals')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      sleep: 2,
      soreness: 2,
      fatigue: 2,
      stress: 3,
      mood: 3,
      injury: false,
      injuryArea: null,
      notes: '',
      symptoms: [],
      date: '2026-03-04',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Edit check-in' })).toBeInTheDocument();
  });

  it("rates the session after training: RPE and minutes (the day's planned length by default) give the load", async () => {
    const calls = serveDay();
    const card = await screen.findByRole('region', { name: "Today's Check-in" });
    await userEvent.click(await within(card).findByRole('button', { name: 'Rate session' }));
    const dialog = await screen.findByRole('dialog', { name: "Rate today's session" });
    expect(await within(dialog).findByLabelText('Minutes trained')).toHaveValue('75');
    await choose('How hard was the whole session? (RPE)', '7');
    expect(within(dialog).getByText('Very hard')).toBeInTheDocument();
    expect(within(dialog).getByText('Session load: 525 (RPE × minutes)')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Minutes trained'));
    await userEvent.type(within(dialog).getByLabelText('Minutes trained'), '900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(within(dialog).getByLabelText('Minutes trained')).toHaveAccessibleDescription('Minutes must be from 1 to 300');

    await userEvent.clear(within(dialog).getByLabelText('Minutes trained'));
    await userEvent.type(within(dialog).getByLabelText('Minutes trained'), '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(await within(card).findByText(/Session load/)).toHaveTextContent('Session load 420 (RPE 7 × 60 min)');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ rpe: 7, durationMinutes: 60, date: '2026-03-04' }]);
  });
});
