import { expect, test } from '@playwright/test';
import { addPlayerByApi, apiSession, newCoach, registerCoachByApi, signInAs } from './coach-helpers.ts';

test('the coach edits a player and browses their training by date', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const coach = newCoach();
  const api = await apiSession(baseURL!);
  await registerCoachByApi(api, coach);
  await addPlayerByApi(api, 'Ruby Ngata');
  await api.dispose();

  await signInAs(page, coach.email, coach.password);
  await page.getByRole('tab', { name: 'Players' }).click();
  await page
    .getByRole('list', { name: 'Players' })
    .getByRole('button', { name: /Ruby Ngata/ })
    .click();
  const detail = page.getByRole('region', { name: 'Details of Ruby Ngata' });
  await expect(detail.getByText('To be assigned')).toBeVisible();

  await detail.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Ruby Ngata' });
  await dialog.getByLabel('Height (cm)').fill('50');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Update Failed', { exact: true })).toBeVisible();
  await expect(page.getByText(/height must be at least 100/)).toBeVisible();
  await dialog.getByLabel('Height (cm)').fill('183');
  await dialog.getByLabel('Weight (kg)').fill('92');
  await dialog.getByLabel('Position').selectOption({ label: 'Fullback' });
  await dialog.getByLabel('Phone').fill('+64 21 555 0177');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByText('183 cm')).toBeVisible();
  await expect(detail.getByText('92 kg')).toBeVisible();
  await expect(detail.getByText('Fullback')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Players' }).click();
  await expect(page.getByRole('region', { name: 'Details of Ruby Ngata' }).getByText('183 cm')).toBeVisible();

  // A new team has no pushed program: the date browser says so clearly, on any date.
  const browserSection = page.getByRole('region', { name: 'Details of Ruby Ngata' });
  await expect(browserSection.getByText('No team training on this date')).toBeVisible();
  await browserSection.getByLabel('Date').fill('2026-01-07');
  await expect(browserSection.getByText('No team training on this date')).toBeVisible();
  await browserSection.getByRole('button', { name: 'Next day' }).click();
  await expect(browserSection.getByLabel('Date')).toHaveValue('2026-01-08');
});
