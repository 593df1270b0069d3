import { expect, test } from '@playwright/test';
import { newCoach, registerCoachByApi } from './coach-helpers.ts';

/**
 * Issue 15: a first-time coach is greeted 'Welcome' (not 'Welcome back') and the Overview shows 'Get your team
 * started' with four steps. Saving the season settings ticks the first one off, seen back on the dashboard without a
 * reload, and still after one.
 */
test('a new coach sees the first steps; saving the season dates makes it 1 of 4 done', async ({ page }) => {
  test.setTimeout(120_000);
  const coach = newCoach();
  // Registering through the page's own request context signs the page in.
  await registerCoachByApi(page.context().request, coach);
  await page.goto('/');

  const name = `${coach.firstName} ${coach.lastName}`;
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  const card = page.getByRole('region', { name: 'Get your team started' });
  await expect(card).toBeVisible();
  await expect(card.getByText('0 of 4 done', { exact: true })).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Team setup progress' })).toHaveAttribute('aria-valuetext', '0 of 4 done');
  const steps = card.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  const titles = ['Set your season dates', 'Invite your players', 'Create your first program', 'Push it to your squad'];
  for (const [i, title] of titles.entries()) {
    await expect(steps.nth(i)).toContainText(title);
    await expect(steps.nth(i).getByText('To do', { exact: true })).toBeVisible();
  }
  await expect(steps.nth(0).getByRole('link', { name: 'Set season dates' })).toBeVisible();
  await expect(steps.nth(2).getByRole('button', { name: 'Create a program' })).toBeVisible();
  await expect(steps.nth(3).getByRole('button', { name: 'Push a program' })).toBeVisible();

  // The invite step opens the Invite Player dialog.
  await steps.nth(1).getByRole('button', { name: 'Invite a player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Player' });
  await expect(dialog.getByLabel('Player Name')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The first step: the season settings page, saved with this season's dates.
  await steps.nth(0).getByRole('link', { name: 'Set season dates' }).click();
  await expect(page).toHaveURL(/\/coach\/season-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Season Settings' })).toBeVisible();
  // The team's settings (already known from the dashboard's first load, or fetched now) fill the form.
  await expect(page.getByLabel('Pre-season start date')).toHaveValue(/^\d{4}-01-01$/);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Season Settings Saved', { exact: true })).toBeVisible();

  // Back on the dashboard (no reload): one step done, the others still to do.
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
  await expect(card.getByText('1 of 4 done', { exact: true })).toBeVisible();
  await expect(steps.nth(0).getByText('Done', { exact: true })).toBeVisible();
  await expect(steps.nth(0).getByRole('link', { name: 'Set season dates' })).toHaveCount(0);
  await expect(steps.nth(1).getByText('To do', { exact: true })).toBeVisible();
  // No players and no program yet: still a first-time welcome.
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();

  // The server keeps it: a fresh page (its first screen carried by the gateway) says the same.
  await page.goto('/');
  await expect(card.getByText('1 of 4 done', { exact: true })).toBeVisible();
  await expect(steps.nth(0).getByText('Done', { exact: true })).toBeVisible();
});
