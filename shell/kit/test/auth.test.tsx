import { screen } from '@testing-library/react';
import { createQueryClient } from '../src/api/query-client.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys, displayName, useCurrentUser } from '../src/auth/current-user.ts';
import { useLogin } from '../src/auth/use-login.ts';
import { useLogout } from '../src/auth/use-logout.ts';
import { json, mockFetch, renderWithProviders } from '../src/testing/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const coach = { id: 'u1', email: 'coach@demo.test', firstName: 'Alex', lastName: 'Carter', userType: 'coach', position: null };

function WhoAmI() {
  const { user, isLoading, error } = useCurrentUser();
  if (isLoading) return <p>loading</p>;
  if (error) return <p>error {error.message}</p>;
  return <p>{user ? `user ${displayName(user)}` : 'signed out'}</p>;
}

describe('useCurrentUser', () => {
  it('is the user from GET /api/auth/user', async () => {
    const calls = mockFetch(() => json(coach));
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('user Alex Carter')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/auth/user']);
  });

  it('is null (signed out) on a 401, without retrying', async () => {
    const calls = mockFetch(() => json({ error: 'Unauthorized', message: 'Unauthorized' }, 401));
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('is an error on other failures, not retried', async () => {
    const calls = mockFetch(() => new Response('boom', { status: 500 }));
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('error 500: boom')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows the e-mail when the user has no name', () => {
    expect(displayName({ email: 'a@b.test', firstName: null, lastName: null })).toBe('a@b.test');
  });
});

function LoginButton() {
  const login = useLogin();
  return <button onClick={() => login.mutate({ email: 'coach@demo.test', password: 'pw' })}>sign in</button>;
}

describe('useLogin', () => {
  it('posts the credentials and caches the signed-in user, updating mounted readers', async () => {
    const calls = mockFetch((call) => (call.url === '/api/auth/user' ? json({ message: 'Unauthorized' }, 401) : json(coach)));
    const { queryClient } = renderWithProviders(
      <>
        <WhoAmI />
        <LoginButton />
      </>,
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    queryClient.setQueryData(['/api/other'], 'stale data of someone else');
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByText('user Alex Carter')).toBeInTheDocument();
    expect(queryClient.getQueryData(authKeys.currentUser)).toEqual(coach);
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/auth/login', body: { email: 'coach@demo.test', password: 'pw' } });
    expect(queryClient.getQueryData(['/api/other'])).toBeUndefined();
  });
});

function LogoutButton() {
  const { logout } = useLogout();
  return <button onClick={logout}>Logout</button>;
}

describe('useLogout', () => {
  it.each([
    ['succeeds', () => json({ message: 'Logged out' })],
    ['fails', () => new Response('down', { status: 502 })],
  ])('when the call %s: clears cached data and goes to /login', async (_, respond) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = mockFetch(respond);
    const queryClient = createQueryClient();
    queryClient.setQueryData(authKeys.currentUser, coach);
    renderWithProviders(
      <>
        <WhoAmI />
        <LogoutButton />
      </>,
      {
        queryClient,
        path: '/coach/dashboard',
        routes: [
          {
            path: '/login',
            element: (
              <>
                <WhoAmI />
                <p>login page</p>
              </>
            ),
          },
        ],
      },
    );
    expect(screen.getByText('user Alex Carter')).toBeInTheDocument();
    queryClient.setQueryData(['/api/coaches/dashboard'], { team: 'cached' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/logout' });
    expect(queryClient.getQueryData(authKeys.currentUser)).toBeNull();
    expect(queryClient.getQueryData(['/api/coaches/dashboard'])).toBeUndefined();
    warn.mockRestore();
  });
});
