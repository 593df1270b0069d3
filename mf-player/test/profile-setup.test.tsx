import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authKeys, createQueryClient } from '@rugby/kit';
import { json, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerProfileSchema, type PlayerProfileValues } from '../src/features/profile-setup/components/player-profile-form.tsx';
import { SetupRoute } from '../src/features/profile-setup/routes/setup-route.tsx';
import { fakeApi, playerUser } from './fake-api.ts';

const newUser = { id: 'u1', email: 'new@club.test', firstName: null, lastName: null, userType: null, position: null };

function renderSetup(user: Record<string, unknown>) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.currentUser, user);
  return renderWithProviders(<SetupRoute />, { path: '/setup', queryClient, routes: [{ path: '/', element: <p>home page</p> }] });
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
