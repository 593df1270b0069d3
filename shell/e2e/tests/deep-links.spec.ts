import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectBehindLawsPopup, signIn } from './helpers.ts';

test('a signed-out deep link goes to sign-in, and signing in comes back to it', async ({ page }) => {
  await page.goto('/coach/dashboard?tab=messages');
  await expect(page).toHaveURL(/\/login\?next=%2Fcoach%2Fdashboard%3Ftab%3Dmessages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(ACCOUNTS.coach.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.coach.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/coach\/dashboard\?tab=messages$/);
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  // Back on /login while signed in: on to the page it names, never to another site.
  await page.goto('/login?next=%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('a page for the other kind of account says so, with the way home and to sign in as someone else', async ({ page }) => {
  await signIn(page, 'coach');
  await page.goto('/player/ai-training');
  await expect(page.getByRole('heading', { level: 1, name: 'This page is for players' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${ACCOUNTS.coach.name} (coach).`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with another account' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fplayer%2Fai-training$/);
  await page.getByLabel('Email').fill(ACCOUNTS.player.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.player.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/player\/ai-training$/);
  await expect(page.getByRole('heading', { name: 'This page is for players' })).toHaveCount(0);

  await page.goto('/coach/season-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'This page is for coaches' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my home' }).click();
  // The player's laws popup may cover the home: the heading is found by its markup.
  await expect(page.locator('h1', { hasText: /^Good (morning|afternoon|evening)/ })).toBeVisible();
});

test('an unknown page offers the way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("the player's home links to the weekly program", async ({ page }) => {
  await signIn(page, 'player');
  const link = page.getByRole('region', { name: "Today's Activities" }).getByRole('link', { name: 'My weekly program' });
  await expectBehindLawsPopup(page, link);
  await link.click();
  await expect(page).toHaveURL(/\/player\/ai-training$/);
  await expect(page.getByRole('heading', { level: 1, name: /AI Training Program/ })).toBeVisible();
});
