import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authKeys, createQueryClient, routeKey } from '@rugby/kit';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { describe, expect, it, vi } from 'vitest';
import { DashboardRoute } from '../src/app/dashboard/routes/dashboard-route.tsx';
import { useWorkflowStore } from '../src/features/ai-training/components/workflow.ts';
import { approvedProgram, coach, freshDashboardBetweenTests, PROGRAM_DOCUMENT, PROGRAM_TEXT } from './dashboard-fixtures.ts';
import { SeasonSettingsRoute } from '../src/features/season-settings/routes/season-settings-route.tsx';

/**
 * A new team's first steps on the Overview (issue 15): 'Get your team started' with four steps, each done from the
 * answers the dashboard has (season settings saved, a player joined, a program approved, a program pushed), the
 * greeting 'Welcome' for a team without players and programs, and each step turning done after the coach's action
 * without a reload. The server below keeps state.
 */

const DEFAULTS = {
  matchDay: 'saturday',
  preseasonStartDate: '2026-01-01',
  preseasonEndDate: '2026-03-31',
  inseasonStartDate: '2026-04-01',
  inseasonEndDate: '2026-10-31',
};
const program = approvedProgram;
type Program = ReturnType<typeof program>;

interface TeamState {
  savedAt: string | null;
  players: { id: string; name: string }[];
  programs: Program[];
}

function serveTeam(initial: Partial<TeamState> = {}) {
  const state: TeamState = { savedAt: null, players: [], programs: [], ...initial };
  let settings = { ...DEFAULTS };
  const dashboard = () => ({
    team: { id: 't1', name: 'Harbour City RFC', inviteCode: 'code123', playerCount: state.players.length, maxPlayers: 35 },
    coach: { name: 'Alex Carter' },
    players: state.players.map((p) => ({ id: p.id, name: p.name, position: 'wing', phone: null, status: 'active' })),
    coaches: [],
    recentActivity: [],
  });
  const calls = mockFetch(async (call) => {
    if (call.url === '/graphql') return json({ data: { myTeams: [{ id: 't1', name: 'Harbour City RFC' }], elitePrograms: [] } });
    if (call.url === '/api/coaches/dashboard') return json(dashboard());
    if (call.url === '/api/teams')
      return json([{ id: 't1', name: 'Harbour City RFC', description: null, timeZone: 'Europe/London', playerCount: 0, role: 'head_coach' }]);
    if (call.url === '/api/teams/t1/season-settings' && call.method === 'GET') return json({ ...settings, savedAt: state.savedAt });
    if (call.url === '/api/teams/t1/season-settings' && call.method === 'POST') {
      settings = { ...settings, ...(call.body as typeof DEFAULTS) };
      state.savedAt = '2026-03-02T10:00:00.000Z';
      return json({ ...settings, savedAt: state.savedAt });
    }
    if (call.url === '/api/teams/t1/approved-programs') return json({ programs: state.programs });
    if (call.url === '/api/teams/t1/program-status') return json({ approved: state.programs.length, pushed: state.programs.filter((p) => p.isPushed).length });
    if (call.url === '/api/training-activities?category=all') return json([]);
    if (call.url === '/api/programs/today?teamId=t1') return json({ hasProgram: false, date: '2026-03-02', teamId: 't1', reason: 'no-program' });
    if (call.url === '/api/teams/t1/players/detailed')
      return json({
        players: state.players.map((p) => ({
          playerId: p.id,
          name: p.name,
          email: null,
          phone: null,
          height: null,
          weight: null,
          position: 'wing',
          joinedAt: '2026-01-05T00:00:00.000Z',
        })),
      });
    if (call.url === '/api/programs/ap1/push') {
      state.programs = state.programs.map((p) => (p.id === 'ap1' ? { ...p, isPushed: true, pushedAt: '2026-03-02T10:00:00.000Z' } : p));
      return json({ message: 'Program pushed to 1 player: day 1 is today', startDate: '2026-03-02', playerCount: 1 });
    }
    if (call.url === '/api/ai/approve-program') {
      const approved = program({ id: 'ap2', programTitle: 'All Blacks Week' });
      state.programs = [approved, ...state.programs];
      return json({ ...approved, programContent: PROGRAM_TEXT, document: PROGRAM_DOCUMENT, programType: 'all-blacks' }, 201);
    }
    if (call.url === '/api/invitations/create')
      return json({ message: 'Invitation sent to Tom Hale', smsSent: true, inviteLink: 'http://x/join/abc', smsStatus: 'sent' }, 201);
    return json({ error: 'unexpected', url: call.url }, 500);
  });
  return { calls, state };
}

function renderDashboard(tab?: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.currentUser, coach);
  renderWithProviders(<DashboardRoute />, {
    path: tab ? `/coach/dashboard?tab=${tab}` : '/coach/dashboard',
    queryClient,
    routes: [{ path: '/coach/season-settings', element: <SeasonSettingsRoute /> }],
  });
  return queryClient;
}

const findCard = () => screen.findByRole('region', { name: 'Get your team started' });
/** A step of the card by its title: its list item. */
const stepOf = (card: HTMLElement, title: string) => within(card).getByText(title).closest('li') as HTMLElement;
const heading = () => screen.getByRole('heading', { level: 1 });
const STEPS = ['Set your season dates', 'Invite your players', 'Create your first program', 'Push it to your squad'];

freshDashboardBetweenTests();

describe("a new team's first steps", () => {
  it("greets a new coach with 'Welcome' and shows 0 of 4 done above the widgets, each step to do with its action", async () => {
    serveTeam();
    renderDashboard();
    const card = await findCard();
    expect(heading()).toHaveTextContent('Welcome, Alex Carter');
    expect(heading()).not.toHaveTextContent('Welcome back');
    expect(within(card).getByText('0 of 4 done')).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', { name: 'Team setup progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '0 of 4 done');

    // The four steps in order, each saying it is to do (a word beside the icon, not colour alone).
    const items = within(within(card).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => STEPS.find((title) => item.textContent?.includes(title)))).toEqual(STEPS);
    for (const item of items) expect(within(item).getByText('To do')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Set season dates' })).toHaveAttribute('href', '/coach/season-settings');
    expect(within(items[1]!).getByRole('button', { name: 'Invite a player' })).toBeInTheDocument();
    expect(within(items[2]!).getByRole('button', { name: 'Create a program' })).toBeInTheDocument();
    expect(within(items[3]!).getByRole('button', { name: 'Push a program' })).toBeInTheDocument();

    // Above the widgets.
    const widgets = screen.getByRole('region', { name: 'Team Overview' });
    expect(card.compareDocumentPosition(widgets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['Set your season dates', { savedAt: '2026-02-01T09:00:00.000Z' }, 1],
    ['Invite your players', { players: [{ id: 'p1', name: 'Sam Taylor' }] }, 1],
    ['Create your first program', { programs: [program()] }, 1],
  ] as const)("counts '%s' done from its data", async (title, data, done) => {
    serveTeam(data as Partial<TeamState>);
    renderDashboard();
    const card = await findCard();
    expect(within(card).getByText(`${done} of 4 done`)).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Team setup progress' })).toHaveAttribute('aria-valuetext', `${done} of 4 done`);
    const step = stepOf(card, title);
    expect(within(step).getByText('Done')).toBeInTheDocument();
    // A done step has no action left; the others keep theirs.
    expect(within(step).queryByRole('button')).toBeNull();
    expect(within(step).queryByRole('link')).toBeNull();
    for (const other of STEPS.filter((t) => t !== title)) expect(within(stepOf(card, other)).getByText('To do')).toBeInTheDocument();
  });

  it('counts a pushed program as created and pushed', async () => {
    serveTeam({ programs: [program({ id: 'ap2', programTitle: 'Older Week' }), program({ isPushed: true })] });
    renderDashboard();
    const card = await findCard();
    expect(within(card).getByText('2 of 4 done')).toBeInTheDocument();
    expect(within(stepOf(card, 'Create your first program')).getByText('Done')).toBeInTheDocument();
    expect(within(stepOf(card, 'Push it to your squad')).getByText('Done')).toBeInTheDocument();
    expect(within(stepOf(card, 'Set your season dates')).getByText('To do')).toBeInTheDocument();
    // A program is approved: the coach is welcomed back.
    expect(heading()).toHaveTextContent('Welcome back, Alex Carter');
  });

  it('is gone once all four are done', async () => {
    serveTeam({ savedAt: '2026-02-01T09:00:00.000Z', players: [{ id: 'p1', name: 'Sam Taylor' }], programs: [program({ isPushed: true })] });
    const queryClient = renderDashboard();
    expect(await screen.findByRole('region', { name: 'Team Overview' })).toBeInTheDocument();
    // Both answers the card needs are in: it has decided.
    await vi.waitFor(() => {
      expect(queryClient.getQueryData(routeKey('programStatus', { params: { teamId: 't1' } }))).toBeDefined();
      expect(queryClient.getQueryData(routeKey('getSeasonSettings', { params: { teamId: 't1' } }))).toBeDefined();
    });
    expect(heading()).toHaveTextContent('Welcome back, Alex Carter');
    expect(screen.queryByRole('region', { name: 'Get your team started' })).toBeNull();
    expect(screen.queryByText(/of 4 done/)).toBeNull();
  });

  it('welcomes back a coach whose team has players but no program', async () => {
    serveTeam({ players: [{ id: 'p1', name: 'Sam Taylor' }] });
    renderDashboard();
    await findCard();
    expect(heading()).toHaveTextContent('Welcome back, Alex Carter');
  });

  it('welcomes back a coach whose team has an approved program but no players', async () => {
    serveTeam({ programs: [program()] });
    renderDashboard();
    await findCard();
    expect(heading()).toHaveTextContent('Welcome back, Alex Carter');
  });
});

describe("the first steps' actions", () => {
  it('Create a program opens the AI Training tab and Push a program the Training Program tab, with the focus on the tab', async () => {
    serveTeam();
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await findCard()).getByRole('button', { name: 'Create a program' }));
    const ai = screen.getByRole('tab', { name: /AI Training/ });
    expect(ai).toHaveAttribute('aria-selected', 'true');
    expect(ai).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('AI Training');

    await user.click(screen.getByRole('tab', { name: /Overview/ }));
    await user.click(within(await findCard()).getByRole('button', { name: 'Push a program' }));
    const programs = screen.getByRole('tab', { name: /Training Program/ });
    expect(programs).toHaveAttribute('aria-selected', 'true');
    expect(programs).toHaveFocus();
  });

  it('Set season dates goes to the season settings; once saved, the step is done back on the dashboard (no reload)', async () => {
    const { calls } = serveTeam();
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await findCard()).getByRole('link', { name: 'Set season dates' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Season Settings' })).toBeInTheDocument();
    await screen.findByDisplayValue('2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Season Settings Saved')).toBeInTheDocument();
    const saves = calls.filter((c) => c.method === 'POST' && c.url === '/api/teams/t1/season-settings');
    expect(saves).toHaveLength(1);
    // The answer's savedAt is the server's to say: the form sends the settings only.
    expect(saves[0]!.body).toEqual({ ...DEFAULTS });

    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    const card = await findCard();
    await vi.waitFor(() => expect(within(card).getByText('1 of 4 done')).toBeInTheDocument());
    expect(within(stepOf(card, 'Set your season dates')).getByText('Done')).toBeInTheDocument();
  });

  it('Invite a player opens the Invite Player dialog; the step is done when the player has joined (server push, no reload)', async () => {
    const { state } = serveTeam();
    const user = userEvent.setup();
    const queryClient = renderDashboard();
    await user.click(within(await findCard()).getByRole('button', { name: 'Invite a player' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Player' });
    await user.type(await within(dialog).findByLabelText('Player Name'), 'Tom Hale');
    await user.type(within(dialog).getByLabelText('Phone Number'), '+64215550101');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation Sent')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
    // Invited, not joined yet.
    const card = await findCard();
    expect(within(stepOf(card, 'Invite your players')).getByText('To do')).toBeInTheDocument();

    // The player joins: the server's 'changed' event refetches what is on screen (shell/kit server-push.ts).
    state.players.push({ id: 'p1', name: 'Tom Hale' });
    await act(() => queryClient.invalidateQueries({ refetchType: 'active' }));
    await vi.waitFor(() => expect(within(stepOf(card, 'Invite your players')).getByText('Done')).toBeInTheDocument());
    expect(within(card).getByText('1 of 4 done')).toBeInTheDocument();
    // The team has a player now: the greeting turns.
    expect(heading()).toHaveTextContent('Welcome back, Alex Carter');
  });

  it('approving a program makes the program step done on the Overview (no reload)', async () => {
    serveTeam();
    useWorkflowStore
      .getState()
      .dispatch({ type: 'program-loaded', program: PROGRAM_TEXT, document: PROGRAM_DOCUMENT, programType: 'all-blacks', programTitle: 'All Blacks Week' });
    useWorkflowStore.getState().dispatch({ type: 'approve-as-is' });
    const user = userEvent.setup();
    renderDashboard('ai-training');
    await user.click(await screen.findByRole('button', { name: /Approve & Implement/ }, { timeout: 10_000 }));
    expect(await screen.findByText('Program Approved!')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Overview/ }));
    const card = await findCard();
    await vi.waitFor(() => expect(within(stepOf(card, 'Create your first program')).getByText('Done')).toBeInTheDocument());
    expect(within(card).getByText('1 of 4 done')).toBeInTheDocument();
  });

  it('pushing the program makes the push step done on the Overview (no reload)', async () => {
    serveTeam({ players: [{ id: 'p1', name: 'Sam Taylor' }], programs: [program()] });
    const user = userEvent.setup();
    renderDashboard('approved-programs');
    const programCard = (await screen.findByRole('heading', { name: 'Springboks Week', level: 4 }, { timeout: 10_000 })).closest(
      '[aria-labelledby]',
    ) as HTMLElement;
    await user.click(within(programCard).getByRole('button', { name: 'Push to Players' }));
    const dialog = await screen.findByRole('dialog', { name: 'Push to Players' });
    await user.click(await within(dialog).findByRole('button', { name: 'Push to 1 player' }, { timeout: 10_000 }));
    expect(await screen.findByText('Program pushed to 1 player: day 1 is today')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Overview/ }));
    const card = await findCard();
    await vi.waitFor(() => expect(within(stepOf(card, 'Push it to your squad')).getByText('Done')).toBeInTheDocument());
    expect(within(card).getByText('3 of 4 done')).toBeInTheDocument();
  });
});
