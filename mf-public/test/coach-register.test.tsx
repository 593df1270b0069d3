import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authKeys, createQueryClient } from '@rugby/kit';
import { json, mockFetch, renderWithProviders, type FetchCall } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoachRegisterRoute } from '../src/features/coach-register/routes/coach-register-route.tsx';
import { goToServerPage } from '../src/features/coach-register/lib/go-to-server-page.ts';

vi.mock('../src/features/coach-register/lib/go-to-server-page.ts', () => ({ goToServerPage: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(goToServerPage).mockReset();
});

const coachUser = { id: 'u1', email: 'new@club.test', firstName: 'Jo', lastName: 'Blake', userType: 'coach', position: null };

function renderPage(
  respond: (call: FetchCall) => Response | Promise<Response>,
  { oidc = false, testPath = false, user = null as unknown, path = '/coach/register' } = {},
) {
  let signedIn = user;
  const calls = mockFetch((call) => {
    if (call.url === '/api/auth/providers') return json({ oidc, testPath });
    if (call.url === '/api/auth/user') return signedIn ? json(signedIn) : json({ error: 'UNAUTHORIZED', message: 'Unauthorized' }, 401);
    const res = respond(call);
    if (call.url === '/api/coaches/create' && res instanceof Response && res.ok) signedIn = coachUser;
    return res;
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.currentUser, user);
  renderWithProviders(<CoachRegisterRoute />, { path, queryClient, routes: [{ path: '/', element: <p>home page</p> }] });
  return calls;
}

async function fill(values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label, { exact: false }), value!);
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));
const expectToast = async (title: string, description: string) => {
  expect(await notifications().findByText(title, { exact: true })).toBeInTheDocument();
  // The field a check names may show the same text under it; this is the toast's.
  expect(notifications().getByText(description, { exact: true })).toBeInTheDocument();
  // One toast is visible at a time: dismiss it so the next one shows.
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
};

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Coach Account' }));
/** The field errors announced on the page (a toast is dismissed before this is read). */
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const password = () => screen.getByLabelText('Password', { exact: false, selector: '#reg-password' });

describe('coach registration (e-mail + password)', () => {
  it('has the three sections, the options from the spec and a Sign In link; no provider button when oidc is off', async () => {
    const calls = renderPage(() => json({}));
    expect(screen.getByRole('heading', { name: 'Create Your Coach Account' })).toBeInTheDocument();
    for (const section of ['Personal Information', 'Coaching Experience', 'Team Information'])
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    const specialization = screen.getByLabelText('Specialization');
    expect([...specialization.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Select your specialization',
      'Forwards Coach',
      'Backs Coach',
      'Fitness Coach',
      'Skills Coach',
      'Head Coach',
      'Assistant Coach',
    ]);
    expect([...screen.getByLabelText('Years of Experience').querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Select your experience',
      'New to coaching',
      '1-2 years',
      '3-5 years',
      '6-10 years',
      '11-20 years',
      '20+ years',
    ]);
    expect(screen.getByLabelText('Team Description')).toHaveAttribute('rows', '3');
    // Required fields carry a marker that is not part of their name, and aria-required.
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Team Name' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('main').querySelector('a[href="/login"]')).toHaveTextContent('Sign In');
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/auth/providers')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Log in with the provider' })).toBeNull();
  });

  it('checks the fields in the spec order and calls nothing until they pass', async () => {
    const calls = renderPage(() => json({}));
    await submit();
    // Every failing field shows its error, announced; the first one has the focus.
    const firstName = screen.getByLabelText('First Name', { exact: false });
    await vi.waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(firstName).toHaveFocus();
    await expectToast('Missing Information', 'Please fill in all required fields');
    expect(alerts()).toEqual(['First name is required', 'Email is required', 'Password is required', 'Please enter your team name']);
    expect(screen.getByLabelText('Last Name')).not.toHaveAttribute('aria-invalid');
    await fill({ 'First Name': 'Jo', Email: 'new@club.test' });
    await userEvent.type(password(), 'abc');
    await submit();
    await expectToast('Password Mismatch', 'Passwords do not match');
    const confirm = screen.getByLabelText('Confirm Password', { exact: false });
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await fill({ 'Confirm Password': 'abc' });
    await submit();
    await expectToast('Password Too Short', 'Password must be at least 6 characters long');
    expect(password()).toHaveAccessibleDescription('At least 6 characters Password must be at least 6 characters long');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    await userEvent.type(password(), 'def');
    await userEvent.type(screen.getByLabelText('Confirm Password', { exact: false }), 'def');
    await submit();
    await vi.waitFor(() => expect(screen.getByLabelText('Team Name', { exact: false })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Team Name', { exact: false })).toHaveFocus();
    await expectToast('Missing Team Name', 'Please enter your team name');
    expect(alerts()).toEqual(['Please enter your team name']);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('registers, creates the coach and team, toasts and goes to /', async () => {
    const calls = renderPage((call) =>
      call.url === '/api/auth/register'
        ? json({ ...coachUser }, 201)
        : json({ coach: { id: 'c', name: 'Jo Blake' }, team: { id: 't', name: 'Harbour City RFC', inviteCode: 'x' } }, 201),
    );
    await fill({ 'First Name': 'Jo', 'Last Name': 'Blake', Email: 'new@club.test', 'Team Name': 'Harbour City RFC', Phone: '021 555 0101' });
    await userEvent.type(screen.getByLabelText('Password', { exact: false, selector: '#reg-password' }), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password', { exact: false }), 'secret1');
    await userEvent.selectOptions(screen.getByLabelText('Specialization'), 'Backs Coach');
    await userEvent.selectOptions(screen.getByLabelText('Years of Experience'), 'New to coaching');
    await submit();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await expectToast('Coach Account Created!', 'Welcome to the product. Your team is ready!');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual(['/api/auth/register', '/api/coaches/create']);
    expect(posts[0]!.body).toEqual({ email: 'new@club.test', password: 'secret1', firstName: 'Jo', lastName: 'Blake', userType: 'coach' });
    expect(posts[1]!.body).toMatchObject({
      name: 'Jo Blake',
      email: 'new@club.test',
      phone: '021 555 0101',
      specialization: 'backs',
      experience: '0-1',
      teamName: 'Harbour City RFC',
    });
  });

  it("shows 'Registration Failed' with the server message", async () => {
    renderPage(() => json({ error: 'CONFLICT', message: 'An account with this email already exists' }, 409));
    await fill({ 'First Name': 'Jo', Email: 'new@club.test', 'Team Name': 'RFC' });
    await userEvent.type(screen.getByLabelText('Password', { exact: false, selector: '#reg-password' }), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password', { exact: false }), 'secret1');
    await submit();
    await expectToast('Registration Failed', 'An account with this email already exists');
  });

  it("puts a server 400's field error on its field, with the 'Registration Failed' toast", async () => {
    renderPage(() =>
      json(
        {
          error: 'BAD_REQUEST',
          message: 'email: email must be a valid email address',
          details: [{ path: ['email'], message: 'email must be a valid email address' }],
        },
        400,
      ),
    );
    await fill({ 'First Name': 'Jo', Email: 'new@club', 'Team Name': 'RFC' });
    await userEvent.type(password(), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password', { exact: false }), 'secret1');
    await submit();
    const email = screen.getByLabelText('Email', { exact: false });
    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('email must be a valid email address');
    expect(email).toHaveFocus();
    await expectToast('Registration Failed', 'email: email must be a valid email address');
    expect(alerts()).toEqual(['email must be a valid email address']);
  });

  it("a 401 on coach creation shows 'Authentication Required' and goes to /api/login after 1 s", async () => {
    renderPage((call) => (call.url === '/api/auth/register' ? json(coachUser, 201) : json({ error: 'UNAUTHORIZED', message: 'Unauthorized' }, 401)));
    await fill({ 'First Name': 'Jo', Email: 'new@club.test', 'Team Name': 'RFC' });
    await userEvent.type(screen.getByLabelText('Password', { exact: false, selector: '#reg-password' }), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password', { exact: false }), 'secret1');
    await submit();
    await expectToast('Authentication Required', 'Please log in to create a coach account. Redirecting...');
    expect(goToServerPage).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(goToServerPage).toHaveBeenCalledWith('/api/login'), { timeout: 2000 });
  });
});

describe('coach registration (external provider)', () => {
  it('offers the provider when configured and navigates to /api/login', async () => {
    renderPage(() => json({}), { oidc: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in with the provider' }));
    expect(goToServerPage).toHaveBeenCalledWith('/api/login');
  });

  it('signed in without a profile: name, email, phone and team name required, then creates the coach', async () => {
    const calls = renderPage(() => json({ coach: { id: 'c', name: 'Jo Blake' }, team: { id: 't', name: 'RFC', inviteCode: 'x' } }, 201), {
      oidc: true,
      user: { ...coachUser, userType: null },
    });
    expect(screen.getByLabelText('Full Name', { exact: false })).toHaveValue('Jo Blake');
    expect(screen.getByLabelText('Email Address', { exact: false })).toHaveValue('new@club.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account with the provider login' }));
    const phone = screen.getByLabelText('Phone Number', { exact: false });
    await vi.waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription('Phone number is required');
    expect(phone).toHaveFocus();
    expect(screen.getByLabelText('Full Name', { exact: false })).not.toHaveAttribute('aria-invalid');
    await expectToast('Missing Information', 'Please fill in all required fields');
    expect(alerts()).toEqual(['Phone number is required', 'Team name is required']);
    await fill({ 'Phone Number': '021 1', 'Team Name': 'RFC' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account with the provider login' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/coaches/create']);
  });
});

describe('coach registration (test path)', () => {
  it("?variant=b: 'Create Coach Account' needs name, e-mail and team name, creates without a session and goes to / after 2 s", async () => {
    const calls = renderPage(() => json({ coach: { id: 'c', name: 'Jo Blake' }, team: { id: 't', name: 'RFC', inviteCode: 'x' } }, 201), {
      testPath: true,
      path: '/coach/register?variant=b',
    });
    await screen.findByLabelText('Full Name', { exact: false });
    await userEvent.click(screen.getByRole('button', { name: 'Create Coach Account' }));
    await expectToast('Missing Information', 'Please fill in name, email, and team name');
    // The test path does not need the phone: only name, e-mail and team name are marked.
    expect(alerts()).toEqual(['Full name is required', 'Email address is required', 'Team name is required']);
    expect(screen.getByLabelText('Full Name', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full Name', { exact: false })).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText('Phone Number', { exact: false })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect([...screen.getByLabelText('Years of Experience').querySelectorAll('option')].map((o) => o.value).filter(Boolean)).toEqual([
      '0-1',
      '2-5',
      '6-10',
      '11-20',
      '20+',
    ]);
    expect(screen.queryByRole('button', { name: 'Create Account with the provider login' })).toBeNull();
    await fill({ 'Full Name': 'Jo Blake', 'Email Address': 'jo@club.test', 'Team Name': 'RFC' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Coach Account' }));
    expect(await screen.findByText('Account Created Successfully!')).toBeInTheDocument();
    expect(screen.getByText('Successfully created coach "Jo Blake" and team "RFC"!')).toBeInTheDocument();
    expect(screen.queryByText('home page')).toBeNull();
    expect(await screen.findByText('home page', {}, { timeout: 3000 })).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual(['/api/coaches/create-test']);
    expect(posts[0]!.body).toMatchObject({ name: 'Jo Blake', email: 'jo@club.test', teamName: 'RFC' });
  });

  it('signed in with the test path on: the provider submit needs the phone, the test button does not', async () => {
    const calls = renderPage(() => json({ coach: { id: 'c', name: 'Jo Blake' }, team: { id: 't', name: 'RFC', inviteCode: 'x' } }, 201), {
      testPath: true,
      user: { ...coachUser, userType: null },
    });
    const testButton = await screen.findByRole('button', { name: 'Create Coach Account' });
    await fill({ 'Team Name': 'RFC' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account with the provider login' }));
    await expectToast('Missing Information', 'Please fill in all required fields');
    expect(alerts()).toEqual(['Phone number is required']);
    await userEvent.click(testButton);
    expect(await screen.findByText('Account Created Successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number', { exact: false })).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/coaches/create-test']);
    expect(await screen.findByText('home page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("?variant=b: a refused test call shows 'Registration Failed' with 'Request failed: {status} {message}'", async () => {
    renderPage(() => json({ error: 'CONFLICT', message: 'An account with this email already exists' }, 409), {
      testPath: true,
      path: '/coach/register?variant=b',
    });
    await screen.findByLabelText('Full Name', { exact: false });
    await fill({ 'Full Name': 'Jo Blake', 'Email Address': 'jo@club.test', 'Team Name': 'RFC' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Coach Account' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('Request failed: 409 An account with this email already exists')).toBeInTheDocument();
  });

  it('without the test path, ?variant=b is the e-mail and password form', async () => {
    const calls = renderPage(() => json({}), { path: '/coach/register?variant=b' });
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/auth/providers')).toBe(true));
    expect(await screen.findByText('Personal Information')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name', { exact: false })).toBeNull();
    expect(screen.queryByText(/Test path enabled/)).toBeNull();
  });
});
