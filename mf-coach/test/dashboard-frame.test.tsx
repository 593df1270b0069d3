import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authKeys, createQueryClient, refreshChangedBy } from '@rugby/kit';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardRoute } from '../src/app/dashboard/routes/dashboard-route.tsx';
import { useCurrentTeamStore } from '../src/components/teams/current-team.ts';

afterEach(() => vi.unstubAllGlobals());

const coach = { id: 'c', email: 'coach@demo.test', firstName: 'Alex', lastName: 'Carter', userType: 'coach', position: null };
const dashboard = {
  team: { id: 't', name: 'Harbour City RFC', inviteCode: 'x', playerCount: 12, maxPlayers: 35 },
  coach: { name: 'Alex Carter' },
  players: [],
  coaches: [],
  recentActivity: [],
};

const settings = {
  matchDay: 'saturday',
  preseasonStartDate: '2026-01-01',
  preseasonEndDate: '2026-03-31',
  inseasonStartDate: '2026-04-01',
  inseasonEndDate: '2026-10-31',
};

function renderDashboard(respond: () => Response | Promise<Response>, path = '/coach/dashboard', teamName = () => 'Harbour City RFC') {
  const calls = mockFetch((call) => {
    if (call.url === '/graphql') return json({ data: { myTeams: [{ id: 't', name: teamName() }] } });
    // The greeting and the first steps (first-steps.test.tsx): a team with players, its season never saved.
    if (call.url === '/api/teams/t/program-status') return json({ approved: 0, pushed: 0 });
    if (call.url === '/api/teams/t/season-settings') return json({ ...settings, savedAt: null });
    return respond();
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.currentUser, coach);
  renderWithProviders(<DashboardRoute />, { path, queryClient });
  return Object.assign(calls, { queryClient });
}

describe('coach dashboard frame', () => {
  it("shows 'Loading dashboard...' while the data loads, then the team", async () => {
    let release!: () => void;
    const calls = renderDashboard(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json(dashboard));
        }),
    );
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Alex Carter');
    release();
    expect(await screen.findByRole('heading', { name: 'Harbour City RFC' })).toBeInTheDocument();
    expect(screen.getByText('12 of 35 players')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/coaches/dashboard')).toMatchObject({ method: 'GET' });
  });

  it("greets the coach and shows 'Error loading dashboard data' when the data is unavailable", async () => {
    const calls = renderDashboard(() => json({ error: 'NOT_IMPLEMENTED', message: 'coach dashboard is not built yet' }, 501));
    expect(await screen.findByText('Error loading dashboard data')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Alex Carter');
    // The team name still comes from the gateway's GraphQL (typed MyTeams query).
    expect(await screen.findByText('Harbour City RFC · coach dashboard')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/graphql')).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: { query: expect.stringContaining('myTeams') },
    });
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Customize' })).toBeInTheDocument();
  });

  it('has the seven tabs with full and short labels, selectable by click and by ?tab=', async () => {
    renderDashboard(() => json(dashboard), '/coach/dashboard?tab=players');
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'HomeOverview',
      'TeamPlayers',
      'ProgramTraining Program',
      'AIAI Training',
      'PlaysPlays & Variations',
      'ChatMessages',
      'DatesCalendar',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Players');
    await userEvent.click(tabs[5]!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Messages');
  });

  it("refreshes the team switcher's GraphQL answer with the teams route (what a change of the coach's teams declares)", async () => {
    let name = 'Harbour City RFC';
    const calls = renderDashboard(
      () => json({ error: 'NOT_IMPLEMENTED', message: 'coach dashboard is not built yet' }, 501),
      '/coach/dashboard',
      () => name,
    );
    expect(await screen.findByText('Harbour City RFC · coach dashboard')).toBeInTheDocument();
    name = 'Harbour City Vikings';
    // coachProfile declares it changes `teams`: the MyTeams answer is cached under ['teams', {}, 'graphql:MyTeams'].
    await act(() => refreshChangedBy(calls.queryClient, 'coachProfile'));
    expect(await screen.findByText('Harbour City Vikings · coach dashboard')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/graphql')).toHaveLength(2);
  });

  it('shows the team chosen on the Teams page, and goes back to the first team when that one is no longer coached', async () => {
    useCurrentTeamStore.setState({ teamId: 't2' });
    let coached = true;
    const calls = renderDashboard(() =>
      coached
        ? json({ ...dashboard, team: { ...dashboard.team, id: 't2', name: 'Harbour Colts' } })
        : json({ error: 'FORBIDDEN', message: 'You do not coach this team' }, 403),
    );
    expect(await screen.findByText('Harbour Colts · coach dashboard')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/coaches/dashboard')).map((c) => c.url)).toEqual(['/api/coaches/dashboard?teamId=t2']);

    coached = false;
    await act(() => refreshChangedBy(calls.queryClient, 'createCoachInvitation'));
    await vi.waitFor(() => expect(useCurrentTeamStore.getState().teamId).toBeNull());
    await vi.waitFor(() => expect(calls.at(-1)?.url).toBe('/api/coaches/dashboard'));
  });
});
