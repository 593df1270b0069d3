import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('offline, the app says so; a message sent meanwhile waits and goes when the connection is back', async ({ page, context }) => {
  await signIn(page, 'coach');
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(banner).toBeVisible();
  const title = `Offline note ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Message', { exact: true }).fill('Written on the bus.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
});
