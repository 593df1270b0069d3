import { expect, test } from '@playwright/test';
import { newCoach, registerCoachByApi } from './coach-helpers.ts';

/**
 * Issue 15: the top bar's 'Teams' opens the coach's teams (not the Players tab). A coach edits the team's name and
 * time zone there, sees both on the dashboard and the season settings, and a coach of two teams chooses the one the
 * dashboard shows.
 */
test('the Teams page edits the team and its time zone, and chooses the team the dashboard shows', async ({ page }) => {
  test.setTimeout(120_000);
  const coach = newCoach();
  const api = page.context().request;
  await registerCoachByApi(api, coach);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Teams' }).click();
  await expect(page).toHaveURL(/\/coach\/teams$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Teams' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('region', { name: coach.teamName });
  await expect(card.getByText('0 players')).toBeVisible();

  const renamed = `${coach.teamName} Seniors`;
  await card.getByLabel('Team name').fill(renamed);
  await card.getByRole('combobox', { name: 'Time zone' }).click();
  await page.keyboard.type('Pacific / Kiri');
  await page.getByRole('option', { name: 'Pacific / Kiritimati' }).click();
  await card.getByRole('button', { name: 'Save Team' }).click();
  await expect(page.getByText('Team Updated', { exact: true })).toBeVisible();
  const saved = page.getByRole('region', { name: renamed });
  await expect(saved.getByRole('definition').filter({ hasText: 'Kiritimati' })).toHaveText('Pacific / Kiritimati');

  // The season settings name the team and its zone; the dashboard its new name.
  await saved.getByRole('link', { name: 'Season settings' }).click();
  await expect(page.getByText(`Season phases for ${renamed}, in its time zone (Pacific / Kiritimati;`)).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText(`${renamed} · coach dashboard`)).toBeVisible();

  // A second team: the Teams page lets the coach show it on the dashboard, and the choice stays after a reload.
  const second = `${coach.teamName} Colts`;
  const created = await api.post('/api/coaches/create', { data: { name: `${coach.firstName} ${coach.lastName}`, email: coach.email, teamName: second } });
  expect(created.status(), await created.text()).toBe(201);
  await nav.getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('region', { name: renamed }).getByText('Shown on your dashboard')).toBeVisible();
  await page.getByRole('region', { name: second }).getByRole('button', { name: 'Show on dashboard' }).click();
  await expect(page.getByText(`${second} · coach dashboard`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`${second} · coach dashboard`)).toBeVisible();
  await page.goto('/coach/season-settings');
  await expect(page.getByText(`Season phases for ${second}, in its time zone`)).toBeVisible();
});
