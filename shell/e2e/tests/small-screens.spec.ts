import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectBehindLawsPopup, horizontallyClipped, signIn, signInToPlayerHome } from './helpers.ts';

/** Every signed-in page, with what shows once its data is in. */
const PAGES: Record<'coach' | 'player', { path: string; loaded: (page: Page) => Locator }[]> = {
  coach: [
    { path: '/', loaded: (page) => page.getByRole('list', { name: 'Coaching staff' }) },
    { path: '/coach/dashboard?tab=players', loaded: (page) => page.getByRole('heading', { name: 'Recent activity logs' }) },
    { path: '/coach/dashboard?tab=approved-programs', loaded: (page) => page.getByRole('list', { name: 'Training activities' }) },
    { path: '/coach/dashboard?tab=ai-training', loaded: (page) => page.getByRole('button', { name: /Elite Programs/ }) },
    { path: '/coach/dashboard?tab=plays', loaded: (page) => page.getByText('Coming Soon', { exact: false }).first() },
    { path: '/coach/dashboard?tab=messages', loaded: (page) => page.getByText(/Read by \d+ of \d+/).first() },
    { path: '/coach/dashboard?tab=calendar', loaded: (page) => page.getByLabel('Team calendar link') },
    { path: '/coach/season-settings', loaded: (page) => page.getByRole('heading', { name: 'How This Works' }) },
    { path: '/feedback-admin', loaded: (page) => page.getByRole('heading', { name: /^Feedback \(\d+\)$/ }) },
    { path: '/coach/teams', loaded: (page) => page.getByRole('heading', { name: 'Team details' }) },
    { path: '/coach/reports', loaded: (page) => page.getByRole('table', { name: /^Squad report/ }) },
  ],
  player: [
    { path: '/', loaded: (page) => page.getByRole('heading', { name: 'Recovery Tip' }) },
    { path: '/progress', loaded: (page) => page.getByRole('heading', { level: 1 }) },
    { path: '/setup', loaded: (page) => page.getByRole('heading', { name: 'Your profile' }) },
    { path: '/player/ai-training', loaded: (page) => page.getByRole('heading', { level: 1 }) },
    { path: '/player/calendar', loaded: (page) => page.getByLabel('My calendar link') },
  ],
};

for (const who of ['coach', 'player'] as const) {
  test(`every ${who} page fits a 360 px wide phone: no sideways scrolling, nothing cut off`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    // On a training day of the real calendar the player's laws popup opens over the home: closed, the page must fit.
    if (who === 'player') await signInToPlayerHome(page);
    else await signIn(page, who);
    for (const { path, loaded } of PAGES[who]) {
      if (path !== '/') await page.goto(path);
      if (who === 'player') await expectBehindLawsPopup(page, loaded(page));
      else await expect(loaded(page), path).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      expect(await horizontallyClipped(page), path).toEqual([]);
    }
  });
}
