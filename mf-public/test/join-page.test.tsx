import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authKeys, createQueryClient } from '@rugby/kit';
import { json, mockFetch, renderWithProviders, type FetchCall } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinPage } from '../src/features/join/components/join-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const playerInvite = {
  kind: 'player',
  team: { name: 'Harbour City RFC', playerCount: 12 },
  invitedBy: { firstName: 'Alex', lastName: 'Carter' },
  playerName: 'Tom Hale',
  playerEmail: 'tom@club.test',
  playerPhone: '021 555',
  position: null,
  role: null,
};

function renderJoin(respond: (call: FetchCall) => Response | Promise<Response>) {
  const calls = mockFetch(respond);
  renderWithProviders(<JoinPage inviteCode="abc123" />, {
    path: '/join/abc123',
    routes: [
      { path: '/login', element: <p>login page</p> },
      { path: '/', element: <p>home page</p> },
    ],
  });
  return calls;
}

const join = () => userEvent.click(screen.getByRole('button', { name: 'Join Harbour City RFC' }));
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));
const expectToast = async (title: string, description: string) => {
  expect(await notifications().findByText(title, { exact: true })).toBeInTheDocument();
  // The field a check names may show the same text under it; this is the toast's.
  expect(notifications().getByText(description, { exact: true })).toBeInTheDocument();
  // One toast is visible at a time: dismiss it so the next one shows.
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
};

describe('join page', () => {
  it("shows 'Invalid Invitation' for an unknown or expired link and returns home", async () => {
    renderJoin(() => json({ error: 'NOT_FOUND', message: 'This invitation link is not valid or has expired.' }, 404));
    expect(screen.getByText('Loading invitation...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeInTheDocument();
    expect(screen.getByText('This invitation link is not valid or has expired.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('shows the team, inviter, player count, Active Team, position to be assigned and placeholders from the invitation', async () => {
    const calls = renderJoin(() => json(playerInvite));
    expect(await screen.findByRole('heading', { name: 'Harbour City RFC' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/invitations/abc123' });
    expect(screen.getByText('Invited by Coach').nextSibling).toHaveTextContent('Alex Carter');
    expect(screen.getByText('12 players')).toBeInTheDocument();
    expect(screen.getByText('Active Team')).toBeInTheDocument();
    expect(screen.getByText('To be assigned')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name', { exact: false })).toHaveAttribute('placeholder', 'Tom');
    expect(screen.getByLabelText('Last Name', { exact: false })).toHaveAttribute('placeholder', 'Hale');
    expect(screen.getByLabelText('Email', { exact: false })).toHaveAttribute('placeholder', 'tom@club.test');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', '021 555');
    for (const label of ['Position', 'Weight (kg)', 'Height (cm)']) expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('validates in order: required fields, matching passwords, 6 characters', async () => {
    const calls = renderJoin(() => json(playerInvite));
    await screen.findByRole('heading', { name: 'Harbour City RFC' });
    await join();
    // Every missing field is marked, described by its error and announced; the first one has the focus.
    const firstName = screen.getByLabelText('First Name', { exact: false });
    await vi.waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(firstName).toHaveFocus();
    await expectToast('Missing Information', 'Please fill in all required fields');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
    ]);
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(screen.getByLabelText('First Name', { exact: false }), 'Tom');
    await userEvent.type(screen.getByLabelText('Last Name', { exact: false }), 'Hale');
    await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'tom@club.test');
    await userEvent.type(screen.getByLabelText('Password', { exact: false, selector: '#join-password' }), 'abc');
    await join();
    await expectToast('Password Mismatch', 'Passwords do not match');
    const confirm = screen.getByLabelText('Confirm Password', { exact: false });
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await userEvent.type(screen.getByLabelText('Confirm Password', { exact: false }), 'abc');
    await vi.waitFor(() => expect(confirm).not.toHaveAttribute('aria-invalid'));
    await join();
    await expectToast('Password Too Short', 'Password must be at least 6 characters');
    const password = screen.getByLabelText('Password', { exact: false, selector: '#join-password' });
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('At least 6 characters Password must be at least 6 characters');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  async function fillAndJoin() {
    await screen.findByRole('heading', { name: 'Harbour City RFC' });
    await userEvent.type(screen.getByLabelText('First Name', { exact: false }), 'Tom');
    await userEvent.type(screen.getByLabelText('Last Name', { exact: false }), 'Hale');
    await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'tom@club.test');
    await userEvent.selectOptions(screen.getByLabelText('Position'), 'Number 8');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '98');
    await userEvent.type(screen.getByLabelText('Password', { exact: false, selector: '#join-password' }), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password', { exact: false }), 'secret1');
    await join();
  }

  it("joins with whole-number weight and height, signs the new account in and goes home with 'Welcome to the team!'", async () => {
    const newcomer = { id: 'u', email: 'tom@club.test', firstName: 'Tom', lastName: 'Hale', userType: 'player', position: '8' };
    const calls = renderJoin((call) => {
      if (call.url === '/api/invitations/abc123/join') return json({ message: 'Joined', teamId: 't', userId: 'u' }, 201);
      if (call.url === '/api/auth/login') return json(newcomer);
      return json(playerInvite);
    });
    await fillAndJoin();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await expectToast('Welcome to the team!', 'You are signed in with your new account.');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual(['/api/invitations/abc123/join', '/api/auth/login']);
    expect(posts[0]!.body).toEqual({ firstName: 'Tom', lastName: 'Hale', email: 'tom@club.test', position: '8', weight: 98, password: 'secret1' });
    expect(posts[1]!.body).toEqual({ email: 'tom@club.test', password: 'secret1' });
  });

  it('joined but not signed in (the sign-in failed): the sign-in page with the e-mail filled in', async () => {
    renderJoin((call) => {
      if (call.url === '/api/invitations/abc123/join') return json({ message: 'Joined', teamId: 't', userId: 'u' }, 201);
      if (call.url === '/api/auth/login') return json({ message: 'Service unavailable' }, 503);
      return json(playerInvite);
    });
    await fillAndJoin();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    await expectToast('Welcome to the team!', 'Please log in with your new account.');
  });

  it("reports 'Failed to join team' with the server's message", async () => {
    renderJoin((call) =>
      call.method === 'POST' ? json({ error: 'CONFLICT', message: 'This team is full: it already has the maximum of 35 players.' }, 409) : json(playerInvite),
    );
    await screen.findByRole('heading', { name: 'Harbour City RFC' });
    await userEvent.type(screen.getByLabelText('First Name', { exact: false }), 'Tom');
    await userEvent.type(screen.getByLabelText('Last Name', { exact: false }), 'Hale');
    await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'tom@club.test');
    await userEvent.type(screen.getByLabelText('Password', { exact: false, selector: '#join-password' }), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password', { exact: false }), 'secret1');
    await join();
    await expectToast('Failed to join team', 'This team is full: it already has the maximum of 35 players.');
  });

  it("puts a server 400's field error on its field, with the 'Failed to join team' toast", async () => {
    renderJoin((call) =>
      call.method === 'POST'
        ? json(
            {
              error: 'BAD_REQUEST',
              message: 'email: email must be a valid email address',
              details: [{ path: ['email'], message: 'email must be a valid email address' }],
            },
            400,
          )
        : json(playerInvite),
    );
    await screen.findByRole('heading', { name: 'Harbour City RFC' });
    await userEvent.type(screen.getByLabelText('First Name', { exact: false }), 'Tom');
    await userEvent.type(screen.getByLabelText('Last Name', { exact: false }), 'Hale');
    await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'tom@club');
    await userEvent.type(screen.getByLabelText('Password', { exact: false, selector: '#join-password' }), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password', { exact: false }), 'secret1');
    await join();
    const email = screen.getByLabelText('Email', { exact: false });
    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('email must be a valid email address');
    expect(email).toHaveFocus();
    await expectToast('Failed to join team', 'email: email must be a valid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('email must be a valid email address');
  });

  it('a coach invitation shows the role and leaves out position, weight and height', async () => {
    renderJoin(() => json({ ...playerInvite, kind: 'coach', playerName: 'Dana Fox', playerEmail: 'dana@club.test', playerPhone: null, role: 'analyst' }));
    expect(await screen.findByText('Performance Analyst')).toBeInTheDocument();
    expect(screen.queryByLabelText('Position')).toBeNull();
    expect(screen.queryByLabelText('Weight (kg)')).toBeNull();
    expect(screen.queryByLabelText('Height (cm)')).toBeNull();
    expect(screen.getByLabelText('Email', { exact: false })).toHaveAttribute('placeholder', 'dana@club.test');
  });

  it('signed in already: says the invitation makes a new account, with signing out (back to this page) or going home', async () => {
    const calls = mockFetch((call) => (call.url === '/api/auth/logout' ? json({ message: 'Logged out' }) : json(playerInvite)));
    const queryClient = createQueryClient();
    queryClient.setQueryData(authKeys.currentUser, {
      id: 'p',
      email: 'sam@demo.test',
      firstName: 'Sam',
      lastName: 'Taylor',
      userType: 'player',
      position: null,
    });
    renderWithProviders(<JoinPage inviteCode="abc123" />, { path: '/join/abc123', queryClient, routes: [{ path: '/', element: <p>home page</p> }] });
    expect(await screen.findByText('Sam Taylor')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create your account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out to join' }));
    expect(await screen.findByRole('form', { name: 'Create your account' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/logout')).toBe(true);
  });
});
