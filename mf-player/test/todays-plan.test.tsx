import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDayText } from '@rugby/contracts/program/render';
import { programDay, programItem } from '@rugby/kit/testing/program-fixtures.ts';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivitiesCard } from '../src/features/activities/components/activities-card.tsx';
import { TeamSessionBar } from '../src/features/team-training/components/team-session-bar.tsx';
import { activity, fakeApi } from './fake-api.ts';

const MONDAY = '2026-03-02';
const training = { id: 'tt1', dayNumber: 3, completed: false, dayContent: renderDayText(programDay()), day: programDay() };
const today = (extra: Record<string, unknown> = {}) => ({ hasTraining: true, date: MONDAY, training: { ...training, ...extra } }) as never;

const squat = programItem({ name: 'Goblet squat', sets: 3, reps: 8, minutes: 9, load: { kind: 'rpe', rpe: 7 } });
const entries = [
  { ...activity('w1', 'warmup', 'Activate: running', 6), activity: { ...activity('w1', 'warmup', 'Activate: running', 6).activity, source: 'team' } },
  {
    ...activity('s1', 'strength', 'Goblet squat', 9, true),
    activity: { ...activity('s1', 'strength', 'Goblet squat', 9).activity, item: squat, source: 'personal' },
  },
  {
    ...activity('c1', 'conditioning', 'Flying 20s', 8),
    activity: { ...activity('c1', 'conditioning', 'Flying 20s', 8).activity, source: 'personal' },
    adjustment: { reason: 'readiness 2.4/5: volume −30 %, no sprints (left out: sprints)', dropped: true, planned: null },
  },
  {
    ...activity('s2', 'strength', 'Split squat', 6),
    activity: { ...activity('s2', 'strength', 'Split squat', 6).activity, item: programItem({ name: 'Split squat', sets: 2, reps: 8 }), source: 'personal' },
    adjustment: { reason: 'readiness 2.4/5: volume −30 %, no sprints', dropped: false, planned: programItem({ name: 'Split squat', sets: 3, reps: 8 }) },
  },
] as never[];

afterEach(() => vi.unstubAllGlobals());

describe("today's one plan", () => {
  it("shows the squad's session and the player's own in one list, marked Team and Personal, counting only what is to do", () => {
    renderWithProviders(<ActivitiesCard date={MONDAY} entries={entries} isLoading={false} squad={<p>squad bar</p>} />);
    const card = screen.getByRole('region', { name: "Today's Activities" });
    expect(within(card).getByText('squad bar')).toBeInTheDocument();
    // 4 shown, 1 left out by the check-in: 1 of 3 to do is done, 15 minutes.
    expect(within(card).getByText('1 of 3 done · 21 min')).toBeInTheDocument();
    expect(within(card).getAllByText('Team')).toHaveLength(1);
    expect(within(card).getAllByText('Personal')).toHaveLength(3);
    // What the check-in left out has no checkbox and says why.
    expect(within(card).queryByRole('checkbox', { name: 'Flying 20s' })).not.toBeInTheDocument();
    expect(within(card).getByText('Left out today: readiness 2.4/5: volume −30 %, no sprints (left out: sprints)')).toBeInTheDocument();
    // A cut dose shows what was planned.
    expect(within(card).getByText('Adjusted today: readiness 2.4/5: volume −30 %, no sprints (planned 3 × 8)')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'Split squat' })).not.toBeChecked();
    expect(within(card).getByRole('checkbox', { name: 'Goblet squat' })).toBeChecked();
  });

  it('leaves out the Team and Personal marks on a day without a squad session', () => {
    const own = [activity('w1', 'warmup', 'Warm-up', 10), activity('l1', 'laws', 'Laws', 10)].map((e) => ({
      ...e,
      activity: { ...e.activity, source: 'personal' },
    }));
    renderWithProviders(<ActivitiesCard date={MONDAY} entries={own as never[]} isLoading={false} />);
    expect(screen.queryByText('Personal')).not.toBeInTheDocument();
    expect(screen.getByText('0 of 2 done · 20 min')).toBeInTheDocument();
  });
});

describe("the squad's session bar", () => {
  it("completes the session: 'Complete Training' -> the session's items ticked -> 'Completed!'", async () => {
    const calls: string[] = [];
    fakeApi({
      'POST /api/players/training/tt1/complete': () => {
        calls.push('complete');
        return { message: 'Training marked as complete', completedAt: '2026-03-02T10:00:00Z' };
      },
    });
    const first = renderWithProviders(<TeamSessionBar today={today()} isLoading={false} sessionDone={false} />);
    const bar = screen.getByRole('region', { name: 'Team Training' });
    expect(within(bar).getByText('Day 3')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Complete Training' }));
    await waitFor(() => expect(calls).toEqual(['complete']));
    first.unmount();
    // Ticking every item of the session by hand reads the same.
    for (const [extra, sessionDone] of [
      [{}, true],
      [{ completed: true }, false],
    ] as const) {
      const { unmount } = renderWithProviders(<TeamSessionBar today={today(extra)} isLoading={false} sessionDone={sessionDone} />);
      expect(screen.getByRole('button', { name: 'Completed!' })).toBeDisabled();
      unmount();
    }
  });

  it("says why there is no squad session: 'No Team Training Today'", () => {
    renderWithProviders(
      <TeamSessionBar today={{ hasTraining: false, date: MONDAY, training: null, reason: 'no-program' } as never} isLoading={false} sessionDone={false} />,
    );
    expect(screen.getByText('No Team Training Today')).toBeInTheDocument();
    expect(screen.getByText('Your coach has not pushed a training program to the squad yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Training' })).not.toBeInTheDocument();
  });
});
