import { expect, test } from '@playwright/test';
import { addPlayerByApi, apiSession, newCoach, registerCoachByApi, unique } from './coach-helpers.ts';
import { signInWith, signOut, topBar } from './helpers.ts';

/**
 * A player changes their own account at /setup ('Your profile'): name and e-mail, then password; signs out and signs
 * in with the new e-mail and password. The account is a freshly joined player of a fresh team, so the demo accounts
 * every other spec signs in with keep their names and passwords (the suite shares one database).
 */
test('a player changes their name, e-mail and password, signs out and signs in with the new ones', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const api = await apiSession(baseURL!);
  await registerCoachByApi(api, newCoach());
  const player = await addPlayerByApi(api, 'Robin Account');
  await api.dispose();
  const id = unique();
  const newName = { first: 'Rowan', last: `Renamed${id}` };
  const newEmail = `renamed-${id}@e2e.test`;
  const newPassword = `new-pass-${id}`;

  await signInWith(page, player.email, player.password);
  await expect(topBar(page)).toContainText('Robin Account');
  // Another browser signed in as the same player: changing the password ends that session.
  const elsewhere = await apiSession(baseURL!);
  expect((await elsewhere.post('/api/auth/login', { data: { email: player.email, password: player.password } })).ok()).toBe(true);

  // The player's /setup is their profile: their own form and the account, no Player/Coach switch.
  await page.goto('/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to the product' })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Player profile' }).getByRole('button', { name: 'Save Player Profile' })).toBeVisible();

  // Name and e-mail: the top bar shows the new name at once.
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByLabel('First name', { exact: true })).toHaveValue('Robin');
  await expect(account.getByLabel('Email', { exact: true })).toHaveValue(player.email);
  await account.getByLabel('First name', { exact: true }).fill(newName.first);
  await account.getByLabel('Last name', { exact: true }).fill(newName.last);
  await account.getByLabel('Email', { exact: true }).fill(newEmail);
  const [saved] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/user' && r.request().method() === 'PATCH'),
    account.getByRole('button', { name: 'Save account' }).click(),
  ]);
  expect(saved.status()).toBe(200);
  await expect(page.getByText('Account updated', { exact: true })).toBeVisible();
  await expect(topBar(page)).toContainText(`${newName.first} ${newName.last}`);

  // A wrong current password is said on its field; the player stays signed in.
  await account.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await account.getByLabel('New password', { exact: true }).fill(newPassword);
  await account.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await account.getByRole('button', { name: 'Change password' }).click();
  await expect(account.getByLabel('Current password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(account.getByText('Your current password is not correct')).toBeVisible();

  // The right one changes it.
  await account.getByLabel('Current password', { exact: true }).fill(player.password);
  await account.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await expect(account.getByLabel('Current password', { exact: true })).toHaveValue('');
  // This browser is still signed in; the other session has ended (the gateway may remember it a few seconds).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect.poll(async () => (await elsewhere.get('/api/auth/user')).status(), { timeout: 15_000 }).toBe(401);
  await elsewhere.dispose();

  // Signed out, the old password no longer works; the new e-mail and password do.
  await signOut(page);
  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await signInWith(page, newEmail, newPassword);
  await expect(topBar(page)).toContainText(`${newName.first} ${newName.last}`);
});
