import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginRoute } from '../src/features/auth/routes/login-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const renderLogin = (path = '/login') =>
  renderWithProviders(<LoginRoute />, {
    path,
    routes: [
      { path: '/', element: <p>home page</p> },
      { path: '/coach/dashboard', element: <p>dashboard page</p> },
    ],
  });

describe('login', () => {
  it('has labelled fields, a show/hide toggle, the Create Account link and the invitation note', async () => {
    mockFetch(() => json({}));
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/coach/register');
    expect(screen.getByText(/Players join through team invitations from their coach/)).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const calls = mockFetch(() => json({}));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'coach@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please enter both email and password')).toBeInTheDocument();
    // The missing field says so itself: marked invalid, described by its error, which is announced; focus goes to it.
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(password).toHaveFocus();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Password is required');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
  });

  it('marks both fields when both are empty, and clears a field error once the field is filled in', async () => {
    mockFetch(() => json({}));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    await userEvent.type(screen.getByLabelText('Email'), 'coach@demo.test');
    await vi.waitFor(() => expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts a server 400's field error on its field, with the 'Login Failed' toast", async () => {
    mockFetch(() => json({ error: 'BAD_REQUEST', message: 'email: email is required', details: [{ path: ['email'], message: 'email is required' }] }, 400));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'coach@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('email is required');
    expect(email).toHaveFocus();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('email is required');
  });

  it("shows 'Login Failed' with the server's message", async () => {
    mockFetch(() => json({ error: 'UNAUTHORIZED', message: 'Too many login attempts. Please wait a few minutes and try again.' }, 429));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'coach@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many login attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
  });

  it("falls back to 'Invalid email or password' when the server gives no message", async () => {
    mockFetch(() => new Response('', { status: 401 }));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'coach@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('signs in and goes to /', async () => {
    const calls = mockFetch(() => json({ id: 'u1', email: 'coach@demo.test', firstName: 'Alex', lastName: 'Carter', userType: 'coach', position: null }));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), ' coach@demo.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'rugby-coach-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/login', body: { email: 'coach@demo.test', password: 'rugby-coach-1' } });
  });

  it('signs in and returns to the page that sent the user here, with the e-mail a join left filled in', async () => {
    const calls = mockFetch(() => json({ id: 'u1', email: 'coach@demo.test', firstName: 'Alex', lastName: 'Carter', userType: 'coach', position: null }));
    renderLogin('/login?next=%2Fcoach%2Fdashboard&email=coach%40demo.test');
    expect(screen.getByLabelText('Email')).toHaveValue('coach@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'rugby-coach-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/login', body: { email: 'coach@demo.test', password: 'rugby-coach-1' } });
  });
});
