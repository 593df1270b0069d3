import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authKeys, createQueryClient } from '@rugby/kit';
import { json, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validatePlayerProfile } from '../src/features/profile-setup/components/player-profile-form.tsx';
import { SetupRoute } from '../src/features/profile-setup/routes/setup-route.tsx';
import { fakeApi, playerUser } from './fake-api.ts';

const newUser = { id: 'u1', email: 'new@club.test', firstName: null, lastName: null, userType: null, position: null };

function renderSetup(user: Record<string, unknown>) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.currentUser, user);
  return renderWithProviders(<SetupRoute />, { path: '/setup', queryClient, routes: [{ path: '/', element: <p>home page</p> }] });
}

afterEach(() => vi.unstubAllGlobals());

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

    await userEvent.click(screen.getByRole('combobox', { name: 'Position' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Number 8' }));
    await userEvent.type(screen.getByLabelText('Height (cm)'), '190');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '108');
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
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Create Coach Profile' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ teamName: 'Bay Sharks' }, { teamName: 'Bay Sharks' }]);
  });
});
