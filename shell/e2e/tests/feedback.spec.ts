import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInToPlayerHome } from './helpers.ts';

async function sendFeedback(page: Page, title: string) {
  await page.getByRole('button', { name: 'Beta Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Beta Feedback' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Please fill in all required fields.', { exact: true })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Feedback type *' }).click();
  await page.getByRole('option', { name: 'Feature Request' }).click();
  await dialog.getByRole('combobox', { name: 'Feature area' }).click();
  await page.getByRole('option', { name: 'Dashboard' }).click();
  await dialog.getByRole('radio', { name: '5 stars' }).click();
  await dialog.getByLabel('Summary *').fill(title);
  await expect(dialog.getByText(`${title.length}/100`)).toBeVisible();
  await dialog.getByLabel('Details *').fill('Sent by the browser tests.');
  await expect(dialog.getByText('26/1000')).toBeVisible();
  const [response] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/api/feedback' && res.request().method() === 'POST'),
    dialog.getByRole('button', { name: 'Submit Feedback' }).click(),
  ]);
  await expect(page.getByText('Feedback Submitted', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(response.ok()).toBe(true);
  return { sent: response.request().postDataJSON() as Record<string, unknown>, stored: (await response.json()) as Record<string, unknown> };
}

/** The feedback list as the demo coach sees it (the coach reviews beta feedback). */
async function feedbackAsCoach(page: Page) {
  const api = page.context().request;
  const res = await api.post('/api/auth/login', { data: { email: ACCOUNTS.coach.email, password: ACCOUNTS.coach.password } });
  expect(res.ok()).toBe(true);
  const list = await api.get('/api/feedback');
  expect(list.ok()).toBe(true);
  return (await list.json()) as { title: string; page: string | null; rating: number; type: string; feature: string | null }[];
}

test('Beta Feedback is sent from a public page and from a signed-in page', async ({ page }) => {
  const stamp = Date.now();
  await page.goto('/login');
  const anonymous = await sendFeedback(page, `Public page ${stamp}`);
  expect(anonymous.sent).toMatchObject({ page: '/login', rating: 5, type: 'feature', feature: 'dashboard', title: `Public page ${stamp}` });
  expect(anonymous.stored).toMatchObject({ page: '/login', status: 'new', email: null });

  await signInToPlayerHome(page);
  const signedIn = await sendFeedback(page, `Signed in ${stamp}`);
  expect(signedIn.sent).toMatchObject({ page: '/', email: ACCOUNTS.player.email });

  // The player's coach reviews it.
  const all = await feedbackAsCoach(page);
  expect(all.find((f) => f.title === `Signed in ${stamp}`)).toMatchObject({ page: '/', rating: 5, type: 'feature', feature: 'dashboard' });
});

test('dismissing a toast shown over the feedback dialog leaves the dialog open', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Beta Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Beta Feedback' });
  await dialog.getByLabel('Summary *').fill('Kept while the toast goes');
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Summary *')).toHaveValue('Kept while the toast goes');
});
