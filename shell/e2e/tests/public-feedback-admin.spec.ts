import { expect, test } from '@playwright/test';
import { signIn, signInToPlayerHome, signOut } from './helpers.ts';

test('feedback a player sends from the home page reaches the coach, who marks it planned with a response', async ({ page }) => {
  const title = `Kicking drills please ${Date.now()}`;
  await signInToPlayerHome(page);
  await page.getByRole('button', { name: 'Beta Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Beta Feedback' });
  await dialog.getByRole('combobox', { name: 'Feedback type *' }).click();
  await page.getByRole('option', { name: 'Feature Request' }).click();
  await dialog.getByRole('radio', { name: '4 stars' }).click();
  await dialog.getByLabel('Summary *').fill(title);
  await dialog.getByLabel('Details *').fill('A goal-kicking routine for the fly-half.');
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Feedback Submitted', { exact: true })).toBeVisible();
  await signOut(page);

  await signIn(page, 'coach');
  await page.goto('/feedback-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Beta Feedback Admin' })).toBeVisible();
  await expect(page).toHaveTitle('Beta Feedback Admin | Rugby Training Hub');
  await expect(page.getByText('Select feedback to view details')).toBeVisible();
  const list = page.getByRole('region', { name: /^Feedback \(\d+\)$/ });
  const entry = list.getByRole('button', { name: new RegExp(title) });
  await expect(entry).toContainText('New');
  // Newest first: the player's feedback heads the list.
  await expect(list.getByRole('button').first()).toContainText(title);
  await entry.click();

  const detail = page.getByRole('region', { name: title });
  await expect(detail.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(detail.getByText('A goal-kicking routine for the fly-half.')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'player@demo.test' })).toBeVisible();
  await detail.getByLabel('Response (optional)').fill('Planned for the next program update.');
  const [patch] = await Promise.all([
    page.waitForRequest((req) => req.method() === 'PATCH' && new URL(req.url()).pathname.startsWith('/api/feedback/')),
    detail.getByRole('button', { name: 'Mark Planned' }).click(),
  ]);
  expect(patch.postDataJSON()).toEqual({ status: 'planned', response: 'Planned for the next program update.' });
  await expect(page.getByText('Feedback Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Select feedback to view details')).toBeVisible();
  await expect(entry).toContainText('Planned');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Planned' }).click();
  await expect(list.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await list.getByRole('button', { name: new RegExp(title) }).click();
  await expect(page.getByRole('region', { name: title }).getByText('Previous response')).toBeVisible();
  await expect(page.getByRole('region', { name: title }).getByText('Planned for the next program update.')).toBeVisible();
  await expect(page.getByLabel('Response (optional)')).toHaveValue('');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Dismissed' }).click();
  await expect(list.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
});

test('a player opening /feedback-admin does not see the admin', async ({ page }) => {
  await signIn(page, 'player');
  await page.goto('/feedback-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'This page is for coaches' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Beta Feedback Admin' })).toHaveCount(0);
  await expect(page.getByText('Select feedback to view details')).toHaveCount(0);
});

test('a signed-out visitor opening /feedback-admin does not see the admin', async ({ page }) => {
  await page.goto('/feedback-admin');
  await expect(page).toHaveURL(/\/login\?next=%2Ffeedback-admin$/);
  await expect(page.getByRole('heading', { name: 'Beta Feedback Admin' })).toHaveCount(0);
});
