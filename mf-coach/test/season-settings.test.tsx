import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, renderWithProviders, type FetchCall } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentTeamStore } from '../src/components/teams/current-team.ts';
import { SeasonSettingsRoute } from '../src/features/season-settings/routes/season-settings-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const saved = { preseasonStartDate: '2026-01-05', preseasonEndDate: '2026-03-20', inseasonStartDate: '2026-03-21', inseasonEndDate: '2026-09-30' };

function renderPage(respond: (call: FetchCall) => Response | Promise<Response>) {
  const calls = mockFetch(respond);
  renderWithProviders(<SeasonSettingsRoute />, { path: '/coach/season-settings' });
  return calls;
}

describe('season settings', () => {
  it("shows this season's defaults before data loads, then the saved dates, and the explainer", async () => {
    let release!: () => void;
    renderPage((call) =>
      call.url === '/api/teams'
        ? json([{ id: 't', name: 'Harbour City RFC', description: null, timeZone: 'Europe/London', playerCount: 0, role: 'head_coach' }])
        : call.url === '/api/teams/t/welfare'
          ? json({ message: 'not in this test' }, 404)
          : new Promise((r) => {
              release = () => r(json(saved));
            }),
    );
    // The spec's ranges in this season (the browser's year), not a fixed year.
    const year = new Date().getFullYear();
    expect(screen.getByLabelText('Pre-season start date')).toHaveValue(`${year}-01-01`);
    expect(screen.getByLabelText('Pre-season end date')).toHaveValue(`${year}-03-31`);
    expect(screen.getByLabelText('In-season start date')).toHaveValue(`${year}-04-01`);
    expect(screen.getByLabelText('In-season end date')).toHaveValue(`${year}-10-31`);
    expect(screen.getByRole('heading', { name: 'How This Works' })).toBeInTheDocument();
    await vi.waitFor(() => expect(release).toBeDefined());
    release();
    expect(await screen.findByDisplayValue('2026-01-05')).toBeInTheDocument();
    // Whose season, in which time zone, and where to change it.
    expect(screen.getByText(/Season phases for/)).toHaveTextContent(
      'Season phases for Harbour City RFC, in its time zone (Europe / London; change it on the Teams page).',
    );
    expect(screen.getByRole('link', { name: 'change it on the Teams page' })).toHaveAttribute('href', '/coach/teams');
  });

  it('shows the season of the team the coach chose on the Teams page', async () => {
    useCurrentTeamStore.setState({ teamId: 't2' });
    const calls = renderPage((call) =>
      call.url === '/api/teams'
        ? json([
            { id: 't', name: 'Harbour City RFC', description: null, timeZone: 'Europe/London', playerCount: 0, role: 'head_coach' },
            { id: 't2', name: 'Harbour Colts', description: null, timeZone: 'Pacific/Auckland', playerCount: 0, role: 'head_coach' },
          ])
        : json(saved),
    );
    expect(await screen.findByText(/Season phases for/)).toHaveTextContent('Harbour Colts, in its time zone (Pacific / Auckland;');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/teams/t2/season-settings'));
    useCurrentTeamStore.setState({ teamId: null });
  });

  it('requires all four dates with their messages', async () => {
    const calls = renderPage((call) =>
      call.url === '/api/teams'
        ? json([{ id: 't', name: 'RFC', description: null, timeZone: 'Europe/London', playerCount: 0, role: 'head_coach' }])
        : json(saved),
    );
    await screen.findByDisplayValue('2026-01-05');
    for (const label of ['Pre-season start date', 'Pre-season end date', 'In-season start date', 'In-season end date'])
      await userEvent.clear(screen.getByLabelText(label));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    for (const text of [
      'Pre-season start date is required',
      'Pre-season end date is required',
      'In-season start date is required',
      'In-season end date is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // Each on its field: marked invalid, described by its message, announced.
    const start = screen.getByLabelText('Pre-season start date');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription('Pre-season start date is required');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Pre-season start date is required',
      'Pre-season end date is required',
      'In-season start date is required',
      'In-season end date is required',
    ]);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("puts the server's 400 on the field it names; the toast then says what failed", async () => {
    renderPage((call) =>
      call.url === '/api/teams'
        ? json([{ id: 't', name: 'RFC', description: null, timeZone: 'Europe/London', playerCount: 0, role: 'head_coach' }])
        : call.method === 'POST'
          ? json(
              {
                error: 'BAD_REQUEST',
                message: 'inseasonEndDate is not a valid date',
                details: [{ path: ['inseasonEndDate'], message: 'inseasonEndDate is not a valid date' }],
              },
              400,
            )
          : json(saved),
    );
    await screen.findByDisplayValue('2026-01-05');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to Save Settings')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    const end = screen.getByLabelText('In-season end date');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveFocus();
    expect(end).toHaveAccessibleDescription('inseasonEndDate is not a valid date');
  });

  it('saves and confirms; shows the server message when it refuses', async () => {
    let reply = json(saved);
    const calls = renderPage((call) =>
      call.url === '/api/teams'
        ? json([{ id: 't', name: 'RFC', description: null, timeZone: 'Europe/London', playerCount: 0, role: 'head_coach' }])
        : call.method === 'POST'
          ? reply
          : json(saved),
    );
    await screen.findByDisplayValue('2026-01-05');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Season Settings Saved')).toBeInTheDocument();
    expect(screen.getByText('AI training programs will now adapt to your season phases.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/teams/t/season-settings', body: saved });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    reply = json({ error: 'BAD_REQUEST', message: 'The pre-season and in-season phases overlap' }, 400);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to Save Settings')).toBeInTheDocument();
    expect(screen.getByText('The pre-season and in-season phases overlap')).toBeInTheDocument();
  });

  it("says 'No team found. Please create a team first.' without a team", async () => {
    renderPage(() => json([]));
    expect(await screen.findByText('No team found. Please create a team first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
  });
});
