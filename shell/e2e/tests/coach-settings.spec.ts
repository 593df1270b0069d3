import { expect, test } from '@playwright/test';
import { apiSession, newCoach, registerCoachByApi, signInAs } from './coach-helpers.ts';

test.beforeEach(async ({ page, baseURL }) => {
  const coach = newCoach();
  const api = await apiSession(baseURL!);
  await registerCoachByApi(api, coach);
  await api.dispose();
  await signInAs(page, coach.email, coach.password);
});

test('the coach saves season settings; a bad order is refused with the server message', async ({ page }) => {
  const loaded = page.waitForResponse((res) => /\/api\/teams\/[^/]+\/season-settings$/.test(new URL(res.url()).pathname) && res.request().method() === 'GET');
  await page.goto('/coach/season-settings');
  await loaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Season Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How This Works' })).toBeVisible();
  // A team without settings has the spec's ranges in this season.
  await expect(page.getByLabel('Pre-season start date')).toHaveValue(`${new Date().getFullYear()}-01-01`);
  await page.getByLabel('In-season end date').fill('');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('In-season end date is required')).toBeVisible();

  await page.getByLabel('Pre-season start date').fill('2026-01-12');
  await page.getByLabel('Pre-season end date').fill('2026-03-15');
  await page.getByLabel('In-season start date').fill('2026-03-01');
  await page.getByLabel('In-season end date').fill('2026-09-30');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Failed to Save Settings', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss notification' }).click();

  await page.getByLabel('In-season start date').fill('2026-03-16');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Season Settings Saved', { exact: true })).toBeVisible();
  await expect(page.getByText('AI training programs will now adapt to your season phases.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('In-season start date')).toHaveValue('2026-03-16');
  await expect(page.getByLabel('Pre-season start date')).toHaveValue('2026-01-12');
});

test('the coach customizes the widget layout and it persists across reloads', async ({ page }) => {
  const titles = () => page.locator('[data-widget]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await expect(page.getByRole('region', { name: 'Team Overview' })).toBeVisible();
  expect(await titles()).toEqual(['Team Overview', 'Team Stats', 'Recent Activity', 'Coaching Staff', 'Quick Actions']);

  await page.getByRole('button', { name: 'Customize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Dashboard' });
  await dialog.getByRole('checkbox', { name: 'Show Player Grid' }).click();
  await dialog.getByRole('button', { name: 'Move Quick Actions up' }).click();
  await dialog.getByLabel('Title of Team Stats').fill('Squad Numbers');
  await dialog.getByRole('button', { name: 'Save Layout' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Remove Recent Activity' }).click();
  await page.getByRole('button', { name: 'Collapse Coaching Staff' }).click();
  const expected = ['Team Overview', 'Squad Numbers', 'Quick Actions', 'Coaching Staff', 'Player Grid'];
  expect(await titles()).toEqual(expected);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Team Overview' })).toBeVisible();
  expect(await titles()).toEqual(expected);
  await expect(page.getByRole('button', { name: 'Expand Coaching Staff' })).toHaveAttribute('aria-expanded', 'false');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('dashboard-config')))!).state.widgets).toHaveLength(6);

  await page.getByRole('tab', { name: 'Plays & Variations' }).click();
  await expect(page.getByText('Coming Soon')).toBeVisible();
});
