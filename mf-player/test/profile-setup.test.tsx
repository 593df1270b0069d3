import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authKeys, createQueryClient, displayName, useCurrentUser } from '@rugby/kit';
import { json, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerProfileSchema, type PlayerProfileValues } from '../src/features/profile-setup/components/player-profile-form.tsx';
import { SetupRoute } from '../src/features/profile-setup/routes/setup-route.tsx';
import { fakeApi, playerUser } from './fake-api.ts';

const newUser = { id: 'u1', email: 'new@club.test', firstName: null, lastName: null, userType: null, position: null };

/** What the shell's top bar shows of the signed-in user. */
function TopBarName() {
  const { user } = useCurrentUser();
  return <p data-testid="top-bar-name">{user ? displayName(user) : ''}</p>;
}

function renderSetup(user: Record<string, unknown>) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.currentUser, user);
  return renderWithProviders(
    <>
      <TopBarName />
      <SetupRoute />
    </>,
    { path: '/setup', queryClient, routes: [{ path: '/', element: <p>home page</p> }] },
  );
}

afterEach(() => vi.unstubAllGlobals());

/** The schema's answer as the form shows it: the first message of each field, or the body it sends. */
function validatePlayerProfile(values: PlayerProfileValues) {
  const result = playerProfileSchema.safeParse(values);
  if (result.success) return { errors: {}, input: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors, input: undefined };
}

describe('player profile validation', () => {
  const valid = { position: 'lock', height: '198', weight: '112', age: '' };
  it('needs position, height and weight; age is optional', () => {
    expect(validatePlayerProfile({ position: '', height: '', weight: '', age: '' }).errors).toEqual({
      position: 'Position is required',
      height: 'Height is required',
      weight: 'Weight is required',
    });
    expect(validatePlayerProfile(valid)).toEqual({ errors: {}, input: { position: 'lock', height: 198, weight: 112, age: null } });
    expect(validatePlayerProfile({ ...valid, age: '26' }).input?.age).toBe(26);
  });
  it('takes whole numbers only', () => {
    expect(validatePlayerProfile({ ...valid, height: '198.5', weight: '-3', age: 'x' }).errors).toEqual({
      height: 'Height must be a whole number of centimetres',
      weight: 'Weight must be a whole number of kilograms',
      age: 'Age must be a whole number',
    });
  });
});

describe('/setup', () => {
  it('creates a player profile, refreshes the current user and goes home', async () => {
    let user: Record<string, unknown> = newUser;
    const calls = fakeApi({
      'POST /api/player/profile': (call: { body: Record<string, unknown> }) => {
        user = { ...newUser, userType: 'player', ...call.body };
        return user;
      },
      'GET /api/auth/user': () => user,
    });
    renderSetup(newUser);
    expect(screen.getByRole('heading', { name: 'Welcome to the product' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Player' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Create Player Profile' }));
    expect(screen.getByText('Height is required')).toBeInTheDocument();
    expect(screen.getByText('Weight is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Height (cm)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    // Each error is on its field and announced; the first invalid field has the focus.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Position is required', 'Height is required', 'Weight is required']);
    expect(screen.getByLabelText('Height (cm)')).toHaveAccessibleDescription('Height is required');
    const position = screen.getByRole('combobox', { name: 'Position' });
    expect(position).toHaveAttribute('aria-invalid', 'true');
    expect(position).toHaveAccessibleDescription('Position is required');
    expect(position).toHaveFocus();
    expect(screen.getByLabelText('Age (optional)')).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('combobox', { name: 'Position' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Number 8' }));
    await userEvent.type(screen.getByLabelText('Height (cm)'), '190');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '108');
    expect(position).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Player Profile' }));

    expect(await screen.findByText('Profile Created!')).toBeInTheDocument();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/player/profile', body: { position: '8', height: 190, weight: 108, age: null } });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/auth/user')).toBe(true));
  });

  it('shows the spec toast when the player profile fails', async () => {
    fakeApi({ 'POST /api/player/profile': json({ message: 'boom' }, 500) });
    renderSetup(playerUser);
    await userEvent.click(screen.getByRole('button', { name: 'Save Player Profile' }));
    expect(await screen.findByText('Failed to create player profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("puts a server 400's field issue on its field, with the spec toast", async () => {
    const calls = fakeApi({
      'POST /api/player/profile': json(
        {
          error: 'BAD_REQUEST',
          message: 'height: height must be at least 100',
          details: [{ path: ['height'], message: 'height must be at least 100' }],
        },
        400,
      ),
    });
    renderSetup(playerUser);
    const height = screen.getByLabelText('Height (cm)');
    await userEvent.clear(height);
    await userEvent.type(height, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save Player Profile' }));
    expect(await screen.findByText('Failed to create player profile. Please try again.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ body: { position: 'fly-half', height: 90, weight: 84, age: 24 } });
    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(height).toHaveAccessibleDescription('height must be at least 100');
    expect(height).toHaveFocus();
    expect(screen.getByText('height must be at least 100')).toHaveAttribute('role', 'alert');
  });

  it('is prefilled with the current values for editing', () => {
    renderSetup(playerUser);
    expect(screen.getByRole('combobox', { name: 'Position' })).toHaveTextContent('Fly-half');
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(180);
    expect(screen.getByLabelText('Weight (kg)')).toHaveValue(84);
    expect(screen.getByLabelText('Age (optional)')).toHaveValue(24);
  });

  it('creates a coach profile with an optional team name; failure has its own toast', async () => {
    let fail = true;
    const calls = fakeApi({
      'POST /api/coach/profile': () => (fail ? json({ message: 'boom' }, 500) : { ...newUser, userType: 'coach' }),
      'GET /api/auth/user': { ...newUser, userType: 'coach' },
    });
    renderSetup(newUser);
    await userEvent.click(screen.getByRole('tab', { name: 'Coach' }));
    await userEvent.type(screen.getByLabelText('Team name (optional)'), 'Bay Sharks');
    await userEvent.click(screen.getByRole('button', { name: 'Create Coach Profile' }));
    expect(await screen.findByText('Failed to create coach profile. Please try again.')).toBeInTheDocument();
    // A plain failure is not the field's: no field error.
    expect(screen.getByLabelText('Team name (optional)')).not.toHaveAttribute('aria-invalid');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Create Coach Profile' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ teamName: 'Bay Sharks' }, { teamName: 'Bay Sharks' }]);
  });

  it('puts a server 400 about the team name on its field, with the coach toast', async () => {
    fakeApi({
      'POST /api/coach/profile': json(
        {
          error: 'BAD_REQUEST',
          message: 'teamName: teamName must be at most 120 characters',
          details: [{ path: ['teamName'], message: 'teamName must be at most 120 characters' }],
        },
        400,
      ),
    });
    renderSetup(newUser);
    await userEvent.click(screen.getByRole('tab', { name: 'Coach' }));
    const teamName = screen.getByLabelText('Team name (optional)');
    await userEvent.type(teamName, 'Bay Sharks');
    await userEvent.click(screen.getByRole('button', { name: 'Create Coach Profile' }));
    expect(await screen.findByText('Failed to create coach profile. Please try again.')).toBeInTheDocument();
    expect(teamName).toHaveAttribute('aria-invalid', 'true');
    expect(teamName).toHaveAccessibleDescription('teamName must be at most 120 characters');
    expect(teamName).toHaveFocus();
    expect(screen.getByText('teamName must be at most 120 characters')).toHaveAttribute('role', 'alert');
  });
});

const coachUser = { id: 'c1', email: 'coach@demo.test', firstName: 'Alex', lastName: 'Carter', userType: 'coach', position: null, teamName: 'Bay Sharks' };
const badRequest = (field: string, message: string) =>
  json({ error: 'BAD_REQUEST', message: `${field}: ${message}`, details: [{ path: [field], message }] }, 400);

describe('/setup for a user who already has a profile', () => {
  it("a player sees 'Your profile': their own form, no Player/Coach switch, and the Account section", () => {
    renderSetup(playerUser);
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to the product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Coach Profile/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Player profile' })).toContainElement(screen.getByRole('button', { name: 'Save Player Profile' }));
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toContainElement(screen.getByLabelText('First name'));
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Last name')).toHaveValue('Taylor');
    expect(screen.getByLabelText('Email')).toHaveValue('player@demo.test');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('a coach sees their team instead of the player form, and the Account section; a coach without a team, the coach form', () => {
    const { unmount } = renderSetup(coachUser);
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Position' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Coach profile' })).toHaveTextContent('You coach Bay Sharks.');
    expect(screen.getByLabelText('First name')).toHaveValue('Alex');
    unmount();

    renderSetup({ ...coachUser, teamName: null });
    expect(screen.getByRole('region', { name: 'Coach profile' })).toContainElement(screen.getByLabelText('Team name (optional)'));
    expect(screen.getByRole('button', { name: 'Save Coach Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Position' })).not.toBeInTheDocument();
  });

  it('a user without a profile type still gets the spec page (also an unsupported type)', () => {
    renderSetup({ ...newUser, userType: 'admin' });
    expect(screen.getByRole('heading', { name: 'Welcome to the product' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Player', 'Coach']);
    expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('saves the name and e-mail; the top bar shows the new name at once', async () => {
    let user: Record<string, unknown> = playerUser;
    const calls = fakeApi({
      'PATCH /api/auth/user': (call: { body: Record<string, unknown> }) => {
        user = { ...playerUser, ...call.body, email: String(call.body.email).toLowerCase() };
        return user;
      },
      'GET /api/auth/user': () => user,
    });
    renderSetup(playerUser);
    expect(screen.getByTestId('top-bar-name')).toHaveTextContent('Sam Taylor');
    const firstName = screen.getByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, ' Samuel ');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'Samuel@Demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save account' }));

    expect(await screen.findByText('Account updated')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: '/api/auth/user', body: { firstName: 'Samuel', lastName: 'Taylor', email: 'Samuel@Demo.test' } });
    // The declared change refreshed the current user before the toast: the top bar already has the new name.
    expect(calls.some((c) => c.method === 'GET' && c.url === '/api/auth/user')).toBe(true);
    expect(screen.getByTestId('top-bar-name')).toHaveTextContent('Samuel Taylor');
    expect(screen.getByLabelText('Email')).toHaveValue('samuel@demo.test');
    // Still on the page.
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
  });

  it('checks the account form before sending: the error is on the field and announced', async () => {
    const calls = fakeApi({});
    renderSetup(playerUser);
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save account' }));
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(firstName).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['First name is required', 'Enter a valid email address']);
    expect(calls).toHaveLength(0);
  });

  it('puts a server 400 on its field with a toast, and a taken e-mail (409) on the e-mail field', async () => {
    let answer = badRequest('email', 'email must be a valid email address');
    fakeApi({ 'PATCH /api/auth/user': () => answer });
    renderSetup(playerUser);
    const email = screen.getByLabelText('Email');
    await userEvent.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('email must be a valid email address');
    expect(email).toHaveFocus();

    answer = json({ error: 'CONFLICT', message: 'An account with this email already exists' }, 409);
    await userEvent.click(screen.getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists'));
    expect(within(screen.getByRole('region', { name: 'Account' })).getByRole('alert')).toHaveTextContent('An account with this email already exists');
    // The toast says it too.
    expect(screen.getAllByText('An account with this email already exists')).toHaveLength(2);
  });

  it('changes the password: checks the fields, sends them, clears them and says so', async () => {
    const calls = fakeApi({ 'POST /api/auth/password': { message: 'Password changed' } });
    renderSetup(playerUser);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('New password is required');
    expect(screen.getByLabelText('Current password')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Current password'), 'rugby-player-1');
    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password must be at least 6 characters long');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(calls).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/password',
      body: { currentPassword: 'rugby-player-1', newPassword: 'new-password-1', confirmPassword: 'new-password-1' },
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a wrong current password (400) on its field, with a toast saying so', async () => {
    fakeApi({ 'POST /api/auth/password': badRequest('currentPassword', 'Your current password is not correct') });
    renderSetup(playerUser);
    await userEvent.type(screen.getByLabelText('Current password'), 'not-it');
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Your current password is not correct');
    expect(current).toHaveFocus();
    expect(within(screen.getByRole('region', { name: 'Account' })).getByRole('alert')).toHaveTextContent('Your current password is not correct');
    // The toast says what was wrong, not only that something was.
    expect(screen.getAllByText('Your current password is not correct')).toHaveLength(2);
  });
});
