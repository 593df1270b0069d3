import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES } from '@rugby/contracts/copy';
import { renderDayText } from '@rugby/contracts/program/render';
import { authKeys, createQueryClient } from '@rugby/kit';
import { json } from '@rugby/kit/testing/render.tsx';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { programDay, programItem } from '@rugby/kit/testing/program-fixtures.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayKindOf, groupByCategory } from '../src/features/activities/components/activities-card.tsx';
import { PlayerHomeRoute } from '../src/app/home/routes/player-home-route.tsx';
import { activity, fakeApi, playerUser, progressOf } from './fake-api.ts';

const MONDAY = () => new Date(2026, 2, 2, 10, 0);
const WEDNESDAY = () => new Date(2026, 2, 4, 10, 0);
const SATURDAY = () => new Date(2026, 2, 7, 10, 0);
const EDUCATION = "Complete your previous day's educational content to unlock today's training";

const monday = [
  activity('c1', 'cooldown', 'Static stretch', 8),
  activity('w1', 'warmup', 'Dynamic warm-up', 10),
  activity('s1', 'skills', 'Kicking from hand', 15),
  activity('l1', 'laws', 'Laws of the day', 10),
];
const teamTraining = {
  hasTraining: true,
  date: '2026-03-02',
  training: { id: 'tt1', dayNumber: 3, completed: false, dayContent: renderDayText(programDay()), day: programDay() },
};
const message = {
  id: 'm1',
  teamId: 't1',
  type: 'announcement',
  title: 'Kit day',
  message: 'Bring both jerseys.',
  isUrgent: false,
  createdAt: '2026-03-01T09:00:00Z',
  sender: { id: 'c', firstName: 'Alex', lastName: 'Carter' },
  readCount: 1,
  totalRecipients: 12,
  isRead: false,
};

function baseRoutes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /api/player/training': monday,
    'GET /api/players/training/today': teamTraining,
    'GET /api/player/progress': progressOf(20, 40),
    'GET /api/player/team': { teamId: 't1' },
    'GET /api/player/unviewed-laws': [],
    'GET /api/player/laws-today': [],
    'GET /api/player/recovery-tip': { id: 'r1', category: 'sleep', title: 'Wind down', content: 'Screens off 30 minutes before bed.', duration: '30 minutes' },
    'GET /api/teams/t1/messages': [message],
    ...overrides,
  };
}

function renderHome(now: () => Date, user: Record<string, unknown> = playerUser) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.currentUser, user);
  return renderWithProviders(<PlayerHomeRoute now={now} />, { queryClient });
}

afterEach(() => vi.unstubAllGlobals());

describe('day helpers', () => {
  it('groups activities in the spec order and leaves empty categories out', () => {
    expect(groupByCategory(monday as never).map((g) => g.category)).toEqual(['warmup', 'skills', 'laws', 'cooldown']);
  });
  it('knows rest and recovery days', () => {
    expect(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'].map(dayKindOf)).toEqual([
      'training',
      'training',
      'rest',
      'training',
      'training',
      'recovery',
      'recovery',
    ]);
  });
});

describe('player home', () => {
  it('shows the three cards, the team session, grouped activities, the tip and messages', async () => {
    const calls = fakeApi(baseRoutes());
    renderHome(MONDAY);
    await waitFor(() => expect(screen.getByTestId('stat-today-s-progress')).toHaveTextContent('20%'));
    expect(screen.getByTestId('stat-weekly-progress')).toHaveTextContent('40%');
    expect(screen.getByTestId('stat-position')).toHaveTextContent('Fly-half');
    // One plan: the squad's session bar inside today's activities.
    const activities = screen.getByRole('region', { name: "Today's Activities" });
    const squad = within(activities).getByRole('region', { name: 'Team Training' });
    expect(await within(squad).findByText('Day 3')).toBeInTheDocument();
    expect(within(squad).getByRole('button', { name: 'Complete Training' })).toBeEnabled();
    expect(
      within(activities)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Today's Activities", 'Team Training', 'Warm-Up', 'Skills', 'Laws', 'Cool-Down']);
    expect(within(activities).getByRole('checkbox', { name: 'Dynamic warm-up' })).not.toBeChecked();
    expect(within(activities).getByText('Kicking from hand description')).toBeInTheDocument();
    expect(within(activities).getByText('15 min')).toBeInTheDocument();
    expect(await screen.findByText('Wind down')).toBeInTheDocument();
    expect(await screen.findByText('Kit day')).toBeInTheDocument();
    // The day's data is asked for by date; the week starts on Monday.
    expect(calls.find((c) => c.url.startsWith('/api/player/training'))?.url).toBe('/api/player/training?date=2026-03-02');
    expect(calls.find((c) => c.url.startsWith('/api/player/progress'))?.url).toBe('/api/player/progress?weekStart=2026-03-02&weekEnd=2026-03-08');
  });

  it("shows each activity's prescription (sets × reps @ load, rest), contact and cues under its name, with its description once", async () => {
    const squat = programItem({
      exerciseId: 'st-back-squat',
      name: 'Back squat',
      minutes: 12,
      sets: 3,
      reps: 5,
      load: { kind: 'percent1rm', percent: 75 },
      restSeconds: 120,
      cues: ['Brace before you descend', 'Drive through mid-foot'],
      equipment: ['barbell', 'rack'],
      notes: 'Squat to depth with a neutral spine.',
    });
    const tackle = programItem({
      exerciseId: 'sk-tackle',
      name: 'Tackle technique',
      minutes: 8,
      sets: 4,
      reps: 6,
      perSide: true,
      restSeconds: 60,
      contact: 'controlled',
      notes: 'Shoulder on the bag, low and square.',
    });
    const entries = [
      activity('w1', 'warmup', 'Dynamic warm-up', 10),
      {
        id: 'log-sq',
        completed: false,
        activity: { id: 'st-back-squat', name: 'Back squat', description: squat.notes, duration: 12, category: 'strength', item: squat },
      },
      {
        id: 'log-tk',
        completed: false,
        activity: { id: 'sk-tackle', name: 'Tackle technique', description: tackle.notes, duration: 8, category: 'skills', item: tackle },
      },
      activity('l1', 'laws', 'Laws of the day', 10),
    ];
    fakeApi(baseRoutes({ 'GET /api/player/training': entries }));
    renderHome(MONDAY);
    const activities = await screen.findByRole('region', { name: "Today's Activities" });
    const strength = await within(activities).findByRole('region', { name: 'Strength' });
    expect(within(strength).getByText('3 × 5 @ 75% 1RM, rest 2 min')).toBeInTheDocument();
    expect(
      within(within(strength).getByRole('list', { name: 'Cues: Back squat' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Brace before you descend', 'Drive through mid-foot']);
    expect(within(strength).getByText('Equipment: barbell, rack')).toBeInTheDocument();
    expect(within(strength).getAllByText('Squat to depth with a neutral spine.')).toHaveLength(1);
    expect(within(strength).getByText('12 min')).toBeInTheDocument();
    // The checkbox is described by the prescription, so a screen reader hears the dose with the name.
    expect(within(strength).getByRole('checkbox', { name: 'Back squat' })).toHaveAccessibleDescription(/3 × 5 @ 75% 1RM, rest 2 min/);
    const skills = within(activities).getByRole('region', { name: 'Skills' });
    expect(within(skills).getByText('4 × 6 each side, rest 1 min')).toBeInTheDocument();
    expect(within(skills).getByText('Contact: controlled')).toBeInTheDocument();
    // Activities without a prescription (the laws briefing) keep their description.
    expect(within(activities).getByText('Laws of the day description')).toBeInTheDocument();
  });

  it("ticks an activity and refreshes Today's Progress", async () => {
    let completed = false;
    const calls = fakeApi(
      baseRoutes({
        'GET /api/player/training': () => monday.map((e) => (e.id === 'log-w1' ? { ...e, completed } : e)),
        'PATCH /api/training-log/log-w1': (call: { body: { completed: boolean } }) => {
          completed = call.body.completed;
          return { ...monday[1], completed };
        },
        'GET /api/player/progress': () => progressOf(completed ? 40 : 20, completed ? 45 : 40),
      }),
    );
    renderHome(MONDAY);
    const box = await screen.findByRole('checkbox', { name: 'Dynamic warm-up' });
    await userEvent.click(box);
    await waitFor(() => expect(screen.getByTestId('stat-today-s-progress')).toHaveTextContent('40%'));
    expect(screen.getByTestId('stat-weekly-progress')).toHaveTextContent('45%');
    expect(screen.getByRole('checkbox', { name: 'Dynamic warm-up' })).toBeChecked();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([expect.objectContaining({ url: '/api/training-log/log-w1', body: { completed: true } })]);
  });

  it('says when an activity could not be updated', async () => {
    fakeApi(baseRoutes({ 'PATCH /api/training-log/log-w1': json({ message: 'boom' }, 500) }));
    renderHome(MONDAY);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dynamic warm-up' }));
    expect(await screen.findByText('Failed to update activity. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Dynamic warm-up' })).not.toBeChecked();
  });

  it('completes team training: Complete Training -> Completed!', async () => {
    let done = false;
    const calls = fakeApi(
      baseRoutes({
        'GET /api/players/training/today': () => ({ ...teamTraining, training: { ...teamTraining.training, completed: done } }),
        'POST /api/players/training/tt1/complete': () => {
          done = true;
          return { message: 'ok', completedAt: '2026-03-02T10:00:00Z' };
        },
      }),
    );
    renderHome(MONDAY);
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Training' }));
    expect(await screen.findByRole('button', { name: 'Completed!' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/players/training/tt1/complete')).toBe(true);
  });

  it('says when team training could not be completed', async () => {
    fakeApi(baseRoutes({ 'POST /api/players/training/tt1/complete': json({ message: 'nope' }, 500) }));
    renderHome(MONDAY);
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Training' }));
    expect(await screen.findByText('Failed to mark training as complete. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Training' })).toBeInTheDocument();
  });

  it('blocks the day with Education Required when the training call answers EDUCATION_REQUIRED', async () => {
    fakeApi(
      baseRoutes({
        'GET /api/player/training': json({ error: ERROR_CODES.educationRequired, message: EDUCATION }, 403),
        'GET /api/player/unviewed-laws': [],
      }),
    );
    renderHome(MONDAY);
    expect(await screen.findByRole('heading', { name: 'Education Required' })).toBeInTheDocument();
    expect(screen.getByText(EDUCATION)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Today's Activities" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Training' })).not.toBeInTheDocument();
  });

  it('shows a plain error (not the gate) when the training call fails otherwise', async () => {
    fakeApi(baseRoutes({ 'GET /api/player/training': json({ message: 'down' }, 500) }));
    renderHome(MONDAY);
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Education Required' })).not.toBeInTheDocument();
  });

  it('knows the gate by its code, not by the words of the message', async () => {
    fakeApi(baseRoutes({ 'GET /api/player/training': json({ error: 'Forbidden', message: EDUCATION }, 403) }));
    renderHome(MONDAY);
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Education Required' })).not.toBeInTheDocument();
  });

  it('shows the rest-day state on Wednesday', async () => {
    fakeApi(
      baseRoutes({
        'GET /api/player/training': [],
        'GET /api/players/training/today': { hasTraining: false, date: '2026-03-04', training: null, reason: 'rest-day' },
      }),
    );
    renderHome(WEDNESDAY);
    expect(await screen.findByRole('heading', { name: 'Rest Day' })).toBeInTheDocument();
    expect(await screen.findByText('No Team Training Today')).toBeInTheDocument();
    expect(screen.getByText('Wednesday is the squad\u2019s rest day.')).toBeInTheDocument();
  });

  it('shows the weekend recovery state on Saturday', async () => {
    fakeApi(
      baseRoutes({
        'GET /api/player/training': [],
        'GET /api/players/training/today': { hasTraining: false, date: '2026-03-07', training: null, reason: 'recovery-day' },
      }),
    );
    renderHome(SATURDAY);
    expect(await screen.findByRole('heading', { name: 'Weekend Recovery' })).toBeInTheDocument();
    expect(await screen.findByText('No Team Training Today')).toBeInTheDocument();
  });

  it('shows TBD without a position and no messages card without a team', async () => {
    const calls = fakeApi(baseRoutes({ 'GET /api/player/team': { teamId: null } }));
    renderHome(MONDAY, { ...playerUser, position: null });
    expect(await screen.findByTestId('stat-position')).toHaveTextContent('TBD');
    await screen.findByText('Wind down');
    expect(screen.queryByRole('region', { name: 'Team Messages' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/messages'))).toBe(false);
  });

  it('marks a team message read', async () => {
    let read = false;
    const calls = fakeApi(
      baseRoutes({
        'GET /api/teams/t1/messages': () => [{ ...message, isRead: read }],
        'POST /api/messages/m1/read': () => {
          read = true;
          return { id: 'm1', readCount: 2, totalRecipients: 12 };
        },
      }),
    );
    renderHome(MONDAY);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read: Kit day' }));
    expect(await screen.findByText('Read')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/messages/m1/read']);
  });

  it('rolls over to the next day (checked every 60 s)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let clock = new Date(2026, 2, 2, 23, 59, 30);
      const calls = fakeApi(baseRoutes());
      renderHome(() => clock);
      await screen.findByText('Day 3');
      clock = new Date(2026, 2, 3, 0, 0, 30);
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(calls.some((c) => c.url === '/api/player/training?date=2026-03-03')).toBe(true));
      expect(await screen.findByText('Tuesday, March 3, 2026')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
