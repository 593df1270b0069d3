import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectBehindLawsPopup, signIn, signInToPlayerHome } from './helpers.ts';

/** axe's serious and critical findings on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const COACH_TABS = ['Overview', 'Players', 'Training Program', 'AI Training', 'Plays & Variations', 'Messages', 'Calendar'];

test('every signed-in coach page has no serious or critical accessibility violations', async ({ page }) => {
  await signIn(page, 'coach');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const tab of COACH_TABS) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), tab).toEqual([]);
  }
  for (const path of ['/coach/season-settings', '/coach/teams', '/coach/reports', '/feedback-admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('every signed-in player page has no serious or critical accessibility violations', async ({ page }) => {
  await signInToPlayerHome(page);
  await expectBehindLawsPopup(page, page.getByRole('heading', { level: 1 }));
  expect(await seriousViolations(page), 'player home').toEqual([]);
  for (const path of ['/player/ai-training', '/player/calendar', '/setup']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('a keyboard user skips the top bar to the page: the first Tab shows "Skip to main content"', async ({ page }) => {
  await signIn(page, 'coach');
  // A page as it loads: the first Tab of the page.
  await page.goto('/coach/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  // The next Tab lands in the page, not in the top bar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
});
