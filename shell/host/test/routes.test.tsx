import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@rugby/kit';
import { json, mockFetch } from '@rugby/kit/testing/render.tsx';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteName, RemoteRouteModule } from '@rugby/kit';

// The Module Federation runtime is replaced: each remote offers screens that name themselves; a remote can be made to fail.
const remoteFailures = new Set<RemoteName>();
const registered: string[] = [];
vi.mock('@module-federation/enhanced/runtime', () => {
  const screenOf = (remote: string, id: string) => () => <p>{`${remote}:${id}`}</p>;
  const offered: Record<string, string[]> = { mf_public: ['landing', 'login'], mf_coach: ['dashboard'], mf_player: ['home'] };
  return {
    registerRemotes: vi.fn((remotes: { name: string }[]) => registered.push(...remotes.map((r) => r.name))),
    loadRemote: vi.fn(async (request: string): Promise<RemoteRouteModule> => {
      const container = request.split('/')[0]!;
      if (remoteFailures.has(container.replace('mf_', '') as RemoteName)) throw new Error('503: remote down');
      return { routes: Object.fromEntries(offered[container]!.map((id) => [id, { Component: screenOf(container.replace('mf_', ''), id) }])) };
    }),
  };
});

const users = {
  coach: { id: 'c', email: 'coach@demo.test', firstName: 'Alex', lastName: 'Carter', userType: 'coach', position: null },
  player: { id: 'p', email: 'player@demo.test', firstName: 'Sam', lastName: 'Taylor', userType: 'player', position: 'fly-half' },
  newcomer: { id: 'n', email: 'new@demo.test', firstName: null, lastName: null, userType: null, position: null },
  admin: { id: 'a', email: 'admin@demo.test', firstName: 'Ada', lastName: null, userType: 'admin', position: null },
};

async function renderApp(path: string, user: keyof typeof users | null) {
  // A fresh module graph per test: remote modules loaded by an earlier test are not reused.
  vi.resetModules();
  const { AppRoutes } = await import('../src/app/router.tsx');
  const calls = mockFetch((call) => {
    if (call.url === '/api/auth/user') return user ? json(users[user]) : json({ message: 'Unauthorized' }, 401);
    if (call.url === '/remotes.json')
      return json({ public: '/remotes/public/mf-manifest.json', coach: '/remotes/coach/mf-manifest.json', player: '/remotes/player/mf-manifest.json' });
    if (call.url === '/api/users/create-profile') return json({ ...users.newcomer, userType: (call.body as { userType: string }).userType });
    return json({ message: 'not here' }, 404);
  });
  const location = { pathname: path, search: '' };
  function LocationProbe() {
    const current = useLocation();
    location.pathname = current.pathname;
    location.search = current.search;
    return null;
  }
  // React reports errors caught by an error boundary; the remote-failure test expects one.
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
    { onCaughtError: () => {} },
  );
  return { calls, location };
}

beforeEach(() => remoteFailures.clear());
afterEach(() => vi.unstubAllGlobals());

describe('route map', () => {
  it.each([
    ['/', null, 'public:landing'],
    ['/login', null, 'public:login'],
    ['/', 'coach', 'coach:dashboard'],
    ['/coach/dashboard', 'coach', 'coach:dashboard'],
    ['/', 'player', 'player:home'],
  ] as const)('%s as %s shows %s', async (path, user, text) => {
    await renderApp(path, user);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("shows 'Loading...' while the user resolves", async () => {
    await renderApp('/', null);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it.each([
    ['/coach/dashboard?tab=players', '/coach/dashboard', '?next=%2Fcoach%2Fdashboard%3Ftab%3Dplayers'],
    ['/player/ai-training', '/player/ai-training', '?next=%2Fplayer%2Fai-training'],
    ['/setup', '/setup', '?next=%2Fsetup'],
    ['/feedback-admin', '/feedback-admin', '?next=%2Ffeedback-admin'],
  ] as const)('%s signed out is the sign-in page, which will come back to it', async (path, _pathname, search) => {
    const { location } = await renderApp(path, null);
    expect(await screen.findByText('public:login')).toBeInTheDocument();
    expect(location.pathname).toBe('/login');
    expect(location.search).toBe(search);
  });

  it.each([
    ['/coach/dashboard', 'player', 'This page is for coaches', '(player)'],
    ['/player/ai-training', 'coach', 'This page is for players', '(coach)'],
    ['/feedback-admin', 'player', 'This page is for coaches', '(player)'],
  ] as const)('%s as %s says whom the page is for, with a way home and to sign in as someone else', async (path, user, title, type) => {
    await renderApp(path, user);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText((text) => text.startsWith('You are signed in as') && text.endsWith(`${type}.`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeInTheDocument();
  });

  it('signing out from a page for the other kind of account comes back to it after signing in', async () => {
    const { location } = await renderApp('/player/ai-training', 'coach');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with another account' }));
    await screen.findByText('public:login');
    expect(location.search).toBe('?next=%2Fplayer%2Fai-training');
  });

  it('Logout on a signed-in page goes to /login, not back to the page after the next sign-in', async () => {
    const { location } = await renderApp('/coach/dashboard?tab=players', 'coach');
    await screen.findByText('coach:dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByText('public:login');
    expect(location.pathname).toBe('/login');
    expect(location.search).toBe('');
  });

  it('sends a signed-in user from /login to the page it was to return to', async () => {
    const { location } = await renderApp('/login?next=%2Fcoach%2Fdashboard', 'coach');
    expect(await screen.findByText('coach:dashboard')).toBeInTheDocument();
    expect(location.pathname).toBe('/coach/dashboard');
  });

  it.each([
    ['/no/such/page', null],
    // route ids the remotes do not offer yet
    ['/coach/register', null],
    ['/about', null],
  ] as const)('%s as %s is the not-found page', async (path, user) => {
    await renderApp(path, user);
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to their home', async () => {
    const { location } = await renderApp('/login', 'coach');
    expect(await screen.findByText('coach:dashboard')).toBeInTheDocument();
    expect(location.pathname).toBe('/');
  });

  it('shows the top bar with the COACH badge, coach anchors and the name', async () => {
    await renderApp('/', 'coach');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByText('COACH')).toBeInTheDocument();
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Dashboard', 'Teams', 'Reports']);
    expect(screen.getByText('Alex Carter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it.each([
    ['/', 'Dashboard'],
    ['/coach/dashboard?tab=messages', 'Dashboard'],
    ['/coach/dashboard?tab=players', 'Dashboard'],
    ['/coach/teams', 'Teams'],
    ['/coach/reports', 'Reports'],
  ] as const)('marks exactly one coach anchor as the current page at %s', async (path, current) => {
    await renderApp(path, 'coach');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a[aria-current="page"]')].map((a) => a.textContent)).toEqual([current]);
  });

  it('shows the player anchors and no badge for players', async () => {
    await renderApp('/', 'player');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Calendar', 'Progress', 'Profile']);
    expect(screen.queryByText('COACH')).not.toBeInTheDocument();
  });

  it('lets a user without a type choose one, then refreshes the user', async () => {
    const { calls } = await renderApp('/', 'newcomer');
    await userEvent.click(await screen.findByRole('button', { name: /I'm a player/ }));
    expect(await screen.findByText('Profile Created!')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/users/create-profile')).toMatchObject({ method: 'POST', body: { userType: 'player' } });
    expect(calls.filter((c) => c.url === '/api/auth/user').length).toBeGreaterThan(1);
  });

  it('shows the fallback screen to an unsupported user type', async () => {
    await renderApp('/', 'admin');
    expect(await screen.findByRole('heading', { name: "This account type isn't supported here" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to profile setup' })).toHaveAttribute('href', '/setup');
    expect(screen.getByRole('button', { name: /I'm a coach/ })).toBeInTheDocument();
  });

  it('shows a retry message when a remote fails, while the nav keeps working; Retry loads it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    remoteFailures.add('coach');
    await renderApp('/', 'coach');
    expect(await screen.findByText('This part of the app could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beta Feedback' })).toBeInTheDocument();
    remoteFailures.clear();
    // The retried screen suspends; an awaited act lets React resume it once the remote has loaded.
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByText('coach:dashboard')).toBeInTheDocument();
    expect(registered).toContain('mf_coach');
    warn.mockRestore();
  });
});
