import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_COACH, DEMO_PLAYER, type DemoUser } from '@rugby/contracts/demo';

/** The demo accounts the app seeds (contracts/src/demo.ts), as the specs sign in with them. */
const account = (user: DemoUser) => ({ email: user.email, password: user.password, name: `${user.firstName} ${user.lastName}` });
export const ACCOUNTS = { coach: account(DEMO_COACH), player: account(DEMO_PLAYER) } as const;

/**
 * The signed-in top bar, found by its markup rather than its role: a player's laws popup may open at any moment after
 * sign-in, and a modal dialog hides everything else from the accessibility tree (so getByRole('banner') would vanish).
 */
export const topBar = (page: Page) => page.locator('header', { has: page.locator('nav[aria-label="Main"]') });

/** Signs in through the /login screen (mf-public) and waits for the signed-in home. */
export async function signIn(page: Page, who: keyof typeof ACCOUNTS) {
  const account = ACCOUNTS[who];
  await signInWith(page, account.email, account.password);
  await expect(topBar(page)).toContainText(account.name);
}

/** Signs in any account through /login and waits for the signed-in top bar. */
export async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(topBar(page)).toBeVisible();
}

/**
 * Waits until `target` is visible behind the player's laws popup. The popup opens by itself on the home whenever the
 * unviewed-laws call answers (late on a loaded machine; on any day of the real calendar, rest days too) and hides the page
 * from the accessibility tree while open, so it is closed each time it is seen until the target shows.
 */
export async function expectBehindLawsPopup(page: Page, target: Locator) {
  const dialog = page.getByRole('dialog', { name: 'Rugby Laws of the Day' });
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    if (await dialog.isVisible()) {
      await dialog.getByRole('button', { name: 'Close' }).click({ timeout: 2000 });
      await expect(dialog).toBeHidden({ timeout: 2000 });
    }
    await expect(target).toBeVisible({ timeout: 2000 });
    // The popup opens when the laws answer arrives: make sure it has not opened while we looked.
    await page.waitForTimeout(300);
    if (await dialog.isVisible()) throw new Error('the laws popup opened late');
  }).toPass({ timeout: 30_000 });
}

/**
 * Signs the demo player in and waits until the home can be used: the unviewed-laws call has answered (so the laws
 * popup, if the day has laws, has had its chance to open) and the popup is closed.
 */
export async function signInToPlayerHome(page: Page) {
  const lawsAnswered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/player/unviewed-laws');
  await signIn(page, 'player');
  await lawsAnswered;
  await expectBehindLawsPopup(page, page.getByRole('button', { name: 'Beta Feedback' }));
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
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        if (el.matches('input, textarea, select, [role="tablist"], nav, [role="region"][tabindex="0"]') || el.closest('nav')) return false;
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible' || style.textOverflow === 'ellipsis' || el.clientWidth <= 1) return false;
        return el.scrollWidth > el.clientWidth + 1;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}: ${el.scrollWidth} > ${el.clientWidth}`,
      ),
  );
}

/** Sets the server's clock (the test-only route) for the whole app, or back to the real time with null. */
export const setServerClock = (api: APIRequestContext, now: string | null) => api.put('/api/test/clock', { data: { now } });

/** Runs every test of the file at `at`: the server's clock and the page's. */
export function atFixedTime(at: string) {
  test.beforeEach(async ({ page }) => {
    expect((await setServerClock(page.context().request, at)).ok()).toBe(true);
    await page.clock.setFixedTime(new Date(at));
  });
  test.afterEach(async ({ page }) => {
    await setServerClock(page.context().request, null);
  });
}

/** A signed-in page in its own browser context with the browser clock fixed at `at`. */
export async function signedInAt(browser: Browser, email: string, password: string, at: string): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.setFixedTime(new Date(at));
  const page = await context.newPage();
  await signInWith(page, email, password);
  return page;
}
