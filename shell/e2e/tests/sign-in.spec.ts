import { expect, test } from '@playwright/test';
import { horizontallyClipped, recordAssets, signIn, signInToPlayerHome, signOut, topBar } from './helpers.ts';

test('login asks for both fields and reports wrong credentials', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter both email and password', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill('coach@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the demo coach signs in to the dashboard frame rendered by mf-coach, then signs out', async ({ page }) => {
  const assets = recordAssets(page);
  await signIn(page, 'coach');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Alex Carter' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('COACH', { exact: true })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
  await expect(tabs).toHaveCount(7);
  expect(await tabs.allInnerTexts()).toEqual(['Overview', 'Players', 'Training Program', 'AI Training', 'Plays & Variations', 'Messages', 'Calendar']);
  await expect(page.getByRole('button', { name: 'Customize' })).toBeVisible();
  expect(assets.some((url) => url.startsWith('/remotes/coach/remoteEntry'))).toBe(true);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Teams' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Harbour City RFC' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

  await signOut(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Train like the world/ })).toBeVisible();
});

test('the dashboard shows short tab labels on a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'coach');
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
  await expect(tabs).toHaveCount(7);
  expect(await tabs.allInnerTexts()).toEqual(['Home', 'Team', 'Program', 'AI', 'Plays', 'Chat', 'Dates']);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The overview's lists (staff with a pending badge, recent activity) fit the screen: nothing is cut off sideways.
  await expect(page.getByRole('list', { name: 'Coaching staff' }).getByText('Pending')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent activity' })).toBeVisible();
  expect(await horizontallyClipped(page)).toEqual([]);
});

test('the demo player signs in to the player home, then signs out', async ({ page }) => {
  // On a training day of the real calendar the laws popup opens over the home: signInToPlayerHome closes it.
  await signInToPlayerHome(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Sam!$/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Calendar', 'Progress', 'Profile']);
  await expect(topBar(page).getByText('COACH', { exact: true })).toHaveCount(0);
  // A player has no coach pages: the page says whom it is for.
  await page.goto('/coach/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'This page is for coaches' })).toBeVisible();
  await signOut(page);
});
