import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authKeys, createQueryClient } from '@rugby/kit';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { describe, expect, it, vi } from 'vitest';
import { DashboardRoute } from '../src/app/dashboard/routes/dashboard-route.tsx';
import { useWorkflowStore } from '../src/features/ai-training/components/workflow.ts';
import { useWidgetLayoutStore } from '../src/features/overview/stores/widget-layout-store.ts';
import { approvedProgram, coach, freshDashboardBetweenTests, PROGRAM_DOCUMENT, PROGRAM_TEXT } from './dashboard-fixtures.ts';

/**
 * Fresh data across the dashboard's tabs: an action in one tab (push, approve, edit a player, invite) shows in the
 * Overview as soon as the coach hears of its success, without reloading the page. The server below keeps state.
 */

const program = approvedProgram();

const PLAYER_RECORD = {
  from: '2026-02-23',
  to: '2026-03-04',
  joined: '2025-09-01',
  compliance: { planned: 8, done: 6, percent: 75 },
  weeks: [
    { weekStart: '2026-02-23', planned: 4, done: 4, sessions: 4, load: 1400, readiness: 3.8, acwr: 1.1 },
    { weekStart: '2026-03-02', planned: 4, done: 2, sessions: 2, load: 700, readiness: 3.2, acwr: 0.9 },
  ],
  records: [{ exercise: 'Goblet squat', kind: 'e1rm', value: 57, set: '8 × 45 kg', date: '2026-03-02', previous: 50.7 }],
  streak: { current: 2, best: 6 },
};

function serveCoach() {
  const state = {
    activity: [] as { description: string; timestamp: string; status: string }[],
    players: [
      {
        playerId: 'p1',
        name: 'Sam Taylor',
        email: null,
        phone: null,
        height: 180,
        weight: 90,
        position: 'wing' as string | null,
        joinedAt: '2026-01-05T00:00:00.000Z',
      },
    ],
    pushed: false,
  };
  const did = (description: string, status = 'completed') => state.activity.unshift({ description, timestamp: '2026-03-02T10:00:00.000Z', status });
  const dashboard = () => ({
    team: { id: 't1', name: 'Harbour City RFC', inviteCode: 'code123', playerCount: state.players.length, maxPlayers: 35 },
    coach: { name: 'Alex Carter' },
    players: state.players.map((p) => ({ id: p.playerId, name: p.name, position: p.position, phone: p.phone, status: 'active' })),
    coaches: [],
    recentActivity: state.activity,
  });
  const calls = mockFetch(async (call) => {
    if (call.url === '/graphql') return json({ data: { myTeams: [{ id: 't1', name: 'Harbour City RFC' }], elitePrograms: [] } });
    if (call.url === '/api/coaches/dashboard') return json(dashboard());
    if (call.url === '/api/training-activities?category=all') return json([]);
    if (call.url === '/api/teams/t1/program-status') return json({ approved: 1, pushed: state.pushed ? 1 : 0 });
    if (call.url === '/api/teams/t1/approved-programs')
      return json({ programs: [{ ...program, isPushed: state.pushed, pushedAt: state.pushed ? '2026-03-02T10:00:00.000Z' : null }] });
    if (call.url === '/api/programs/today?teamId=t1') return json({ hasProgram: false, date: '2026-03-02', teamId: 't1', reason: 'no-program' });
    if (call.url === '/api/teams/t1/players/detailed') return json({ players: state.players });
    if (call.url === '/api/programs/ap1/push') {
      state.pushed = true;
      did('Pushed Springboks Week to the squad');
      return json({ message: 'Program pushed to 1 player: day 1 is today', startDate: '2026-03-02', playerCount: 1 });
    }
    if (call.url === '/api/ai/approve-program') {
      did('Approved All Blacks Week');
      return json(
        { ...program, id: 'ap2', programTitle: 'All Blacks Week', programContent: PROGRAM_TEXT, document: PROGRAM_DOCUMENT, programType: 'all-blacks' },
        201,
      );
    }
    if (call.url === '/api/players/p1/details' && call.method === 'PATCH') {
      const body = call.body as { height: number | null; weight: number | null; position?: string; phone?: string };
      const player = state.players[0]!;
      Object.assign(player, { height: body.height, weight: body.weight, position: body.position || null, phone: body.phone || null });
      return json(player);
    }
    if (call.url === '/api/invitations/create') {
      did('Invited Tom Hale', 'pending');
      return json({ message: 'Invitation sent to Tom Hale', smsSent: true, inviteLink: 'http://x/join/abc', smsStatus: 'sent' }, 201);
    }
    if (call.url === '/api/teams/t1/players/p1/record?weeks=12') return json(PLAYER_RECORD);
    if (call.url.startsWith('/api/players/p1/training/')) return json({ date: '2026-03-02', dailyTraining: null, reason: 'no-program', recentLogs: [] });
    return json({ error: 'unexpected', url: call.url }, 500);
  });
  return { calls, state };
}

function renderDashboard(tab?: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.currentUser, coach);
  renderWithProviders(<DashboardRoute />, { path: tab ? `/coach/dashboard?tab=${tab}` : '/coach/dashboard', queryClient });
}

const openOverview = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('tab', { name: /Overview/ }));
const dashboardReads = (calls: { url: string }[]) => calls.filter((c) => c.url === '/api/coaches/dashboard').length;

freshDashboardBetweenTests();

describe('the Overview after an action in another tab', () => {
  it('shows the push in recent activity once Push to Players succeeds, and the card says Already Pushed', async () => {
    const { calls } = serveCoach();
    const user = userEvent.setup();
    renderDashboard('approved-programs');
    const card = (await screen.findByRole('heading', { name: 'Springboks Week', level: 4 }, { timeout: 10_000 })).closest('[aria-labelledby]') as HTMLElement;
    expect(dashboardReads(calls)).toBe(1);
    await user.click(within(card).getByRole('button', { name: 'Push to Players' }));
    const dialog = await screen.findByRole('dialog', { name: 'Push to Players' });
    await user.click(await within(dialog).findByRole('button', { name: 'Push to 1 player' }, { timeout: 10_000 }));
    expect(await screen.findByText('Program pushed to 1 player: day 1 is today')).toBeInTheDocument();
    // Refreshed before the coach heard of success: the card and the dashboard are current already.
    expect(within(card).getByRole('button', { name: 'Already Pushed' })).toBeDisabled();
    expect(dashboardReads(calls)).toBe(2);

    await openOverview(user);
    expect(within(screen.getByRole('list', { name: 'Recent activity' })).getByText('Pushed Springboks Week to the squad')).toBeInTheDocument();
  });

  it('shows the approval in recent activity once Approve & Implement succeeds', async () => {
    const { calls } = serveCoach();
    useWorkflowStore
      .getState()
      .dispatch({ type: 'program-loaded', program: PROGRAM_TEXT, document: PROGRAM_DOCUMENT, programType: 'all-blacks', programTitle: 'All Blacks Week' });
    useWorkflowStore.getState().dispatch({ type: 'approve-as-is' });
    const user = userEvent.setup();
    renderDashboard('ai-training');
    await user.click(await screen.findByRole('button', { name: /Approve & Implement/ }, { timeout: 10_000 }));
    expect(await screen.findByText('Program Approved!')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/ai/approve-program')).toMatchObject({
      method: 'POST',
      body: { program: PROGRAM_TEXT, document: PROGRAM_DOCUMENT, programType: 'all-blacks', teamId: 't1' },
    });
    expect(dashboardReads(calls)).toBe(2);

    await openOverview(user);
    expect(within(screen.getByRole('list', { name: 'Recent activity' })).getByText('Approved All Blacks Week')).toBeInTheDocument();
  });

  it("shows a player's edited details in the players list and in the Overview", async () => {
    act(() => useWidgetLayoutStore.getState().updateWidget('player-grid', { enabled: true }));
    const { calls } = serveCoach();
    const user = userEvent.setup();
    renderDashboard('players');
    const detail = await screen.findByRole('region', { name: 'Details of Sam Taylor' }, { timeout: 10_000 });
    expect(within(detail).getByText('180 cm')).toBeInTheDocument();
    // The player's training record, as their Progress shows it: compliance, streaks, the weekly charts, best sets.
    const record = within(detail).getByRole('region', { name: 'Training record (last 12 weeks)' });
    expect(await within(record).findByText('6 of 8 training days since 23 Feb')).toBeInTheDocument();
    expect(within(record).getByRole('img', { name: 'Workload ratio (acute:chronic; safe 0.8–1.3)' })).toBeInTheDocument();
    expect(within(record).getByRole('row', { name: /Goblet squat/ })).toHaveTextContent(
      'Goblet squat8 × 45 kgest. 1RM 57 kgPersonal record (was est. 1RM 50.7 kg)',
    );
    await user.click(within(detail).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Sam Taylor' });
    fireEvent.change(within(dialog).getByLabelText('Height (cm)'), { target: { value: '185' } });
    await user.selectOptions(within(dialog).getByLabelText('Position'), 'Hooker');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Player Updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/players/p1/details',
      body: { height: 185, weight: 90, position: 'hooker', phone: '' },
    });
    // The list and its detail panel are the saved answer by the time the dialog closed.
    const saved = screen.getByRole('region', { name: 'Details of Sam Taylor' });
    expect(within(saved).getByText('185 cm')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Players' })).getByText('Hooker')).toBeInTheDocument();

    await openOverview(user);
    expect(within(screen.getByRole('list', { name: 'Current players' })).getByText('Hooker')).toBeInTheDocument();
  });

  it('shows a new invitation in recent activity when the invite dialog closes (0.5 s after success)', async () => {
    const { calls } = serveCoach();
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByText('No activity yet. Invite your first players to get started.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Invite Player' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Invite Player' });
    await user.type(await within(dialog).findByLabelText('Player Name'), 'Tom Hale');
    await user.type(within(dialog).getByLabelText('Phone Number'), '+64215550101');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation Sent')).toBeInTheDocument();
    expect(dashboardReads(calls)).toBe(2);
    expect(screen.getByRole('dialog', { name: 'Invite Player' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
    expect(within(screen.getByRole('list', { name: 'Recent activity' })).getByText('Invited Tom Hale')).toBeInTheDocument();
  });
});
