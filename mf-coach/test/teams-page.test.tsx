import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, renderWithProviders, type FetchCall } from '@rugby/kit/testing/render.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentTeamStore } from '../src/components/teams/current-team.ts';
import { TeamsRoute } from '../src/features/teams/routes/teams-route.tsx';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.clear();
  useCurrentTeamStore.setState({ teamId: null });
});

const harbour = { id: 't1', name: 'Harbour City RFC', description: 'Senior men', timeZone: 'Europe/London', playerCount: 12, role: 'head_coach' };
const colts = { id: 't2', name: 'Harbour Colts', description: null, timeZone: 'Europe/London', playerCount: 1, role: 'assistant_coach' };

function renderPage(teams: (typeof harbour | typeof colts)[], respond: (call: FetchCall) => Response | Promise<Response> | undefined = () => undefined) {
  let list = teams;
  const calls = mockFetch((call) => {
    const answer = respond(call);
    if (answer) return answer;
    if (call.url === '/api/teams') return json(list);
    if (call.method === 'PATCH') {
      const id = call.url.split('/').at(-1);
      list = list.map((t) => (t.id === id ? { ...t, ...(call.body as object) } : t));
      return json(list.find((t) => t.id === id));
    }
    return json({ message: 'unexpected' }, 500);
  });
  renderWithProviders(<TeamsRoute />, { path: '/coach/teams', routes: [{ path: '/coach/dashboard', element: <p>dashboard page</p> }] });
  return calls;
}

describe('the Teams page', () => {
  it("shows the coach's team with its squad size, role and time zone, and links to its pages", async () => {
    renderPage([harbour]);
    const card = await screen.findByRole('region', { name: 'Harbour City RFC' });
    expect(
      within(card)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['12 players', 'Europe / London']);
    expect(within(card).getByText('Head Coach')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Players' })).toHaveAttribute('href', '/coach/dashboard?tab=players');
    expect(within(card).getByRole('link', { name: 'Season settings' })).toHaveAttribute('href', '/coach/season-settings');
    // One team: nothing to choose between.
    expect(screen.queryByRole('button', { name: 'Show on dashboard' })).toBeNull();
    expect(screen.queryByText('Shown on your dashboard')).toBeNull();
  });

  it("saves the team's name, description and time zone, and shows what the server kept", async () => {
    const calls = renderPage([harbour]);
    const card = await screen.findByRole('region', { name: 'Harbour City RFC' });
    const name = within(card).getByLabelText('Team name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Harbour City Seniors');
    await userEvent.click(within(card).getByRole('combobox', { name: 'Time zone' }));
    await userEvent.keyboard('Pacific / Auck');
    await userEvent.click(await screen.findByRole('option', { name: 'Pacific / Auckland' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save Team' }));

    expect(await screen.findByText('Team Updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/teams/t1',
      body: { name: 'Harbour City Seniors', description: 'Senior men', timeZone: 'Pacific/Auckland' },
    });
    // The list refreshed (declared change): the card shows the new name and zone.
    const saved = await screen.findByRole('region', { name: 'Harbour City Seniors' });
    expect(
      within(saved)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['12 players', 'Pacific / Auckland']);
  });

  it('puts the fields it refuses on the fields: an empty name here, a time zone from the server', async () => {
    const calls = renderPage([harbour], (call) =>
      call.method === 'PATCH'
        ? json(
            {
              error: 'BAD_REQUEST',
              message: 'timeZone: not a zone',
              details: [{ path: ['timeZone'], message: 'timeZone must be an IANA time zone such as Europe/London' }],
            },
            400,
          )
        : undefined,
    );
    const card = await screen.findByRole('region', { name: 'Harbour City RFC' });
    await userEvent.clear(within(card).getByLabelText('Team name'));
    await userEvent.click(within(card).getByRole('button', { name: 'Save Team' }));
    expect(within(card).getByLabelText('Team name')).toHaveAccessibleDescription('Team name is required');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.type(within(card).getByLabelText('Team name'), 'Harbour');
    await userEvent.click(within(card).getByRole('button', { name: 'Save Team' }));
    expect(await screen.findByText('Failed to Update Team')).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Time zone' })).toHaveAccessibleDescription(/timeZone must be an IANA time zone such as Europe\/London/);
  });

  it('lets a coach of two teams choose the one the dashboard shows, and keeps the choice', async () => {
    renderPage([harbour, colts]);
    const first = await screen.findByRole('region', { name: 'Harbour City RFC' });
    expect(within(first).getByText('Shown on your dashboard')).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Harbour Colts' });
    expect(within(second).getAllByRole('definition')[0]).toHaveTextContent('1 player');
    await userEvent.click(within(second).getByRole('button', { name: 'Show on dashboard' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(useCurrentTeamStore.getState().teamId).toBe('t2');
    expect(JSON.parse(localStorage.getItem('coach-current-team')!).state).toEqual({ teamId: 't2' });
  });
});
