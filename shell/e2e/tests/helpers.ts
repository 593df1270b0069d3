import { expect, type Page } from '@playwright/test';

export const ACCOUNTS = {
  coach: { email: 'coach@demo.test', password: 'rugby-coach-1', name: 'Alex Carter' },
  player: { email: 'player@demo.test', password: 'rugby-player-1', name: 'Sam Taylor' },
} as const;

/** Signs in through the /login screen (mf-public) and waits for the signed-in home. */
export async function signIn(page: Page, who: keyof typeof ACCOUNTS) {
  const account = ACCOUNTS[who];
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(account.name);
}

/** Logs out from the top bar and waits for /login. */
export async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toBeVisible();
}

/** Records the URLs of the JavaScript and CSS files the page downloads. */
export function recordAssets(page: Page) {
  const urls: string[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') urls.push(new URL(res.url()).pathname);
  });
  return urls;
}
