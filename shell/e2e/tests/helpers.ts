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

/**
 * Elements of the page whose content is cut off sideways: a box that hides or scrolls horizontal overflow and has some.
 * Form fields, navigation strips that scroll, keyboard-reachable scroll regions (a wide table), deliberately truncated
 * text (ellipsis) and screen-reader-only text are not counted. Empty when nothing is clipped.
 */
export function horizontallyClipped(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
    if (el.matches('input, textarea, select, [role="tablist"], nav, [role="region"][tabindex="0"]') || el.closest('nav')) return false;
    const style = getComputedStyle(el);
    if (style.overflowX === 'visible' || style.textOverflow === 'ellipsis' || el.clientWidth <= 1) return false;
    return el.scrollWidth > el.clientWidth + 1;
  }).map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}: ${el.scrollWidth} > ${el.clientWidth}`));
}
