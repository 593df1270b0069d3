import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { recordAssets } from './helpers.ts';

test('a newcomer sees the landing page served by mf-public inside the shell', async ({ page }) => {
  const assets = recordAssets(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Train like the world/ })).toBeVisible();
  for (const name of [/Everything a club needs/, /4-day training week/, /Elite programs, your way/]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText('Free 14-day trial · no credit card')).toBeVisible();
  await expect(page.getByText(/New Zealand, South Africa and England training systems/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/coach/register');
  await expect(page.getByRole('button', { name: 'Beta Feedback' })).toBeVisible();
  // The remote's code and styles come from its own path; the other remotes are not loaded.
  expect(assets.some((url) => url.startsWith('/remotes/public/') && url.endsWith('.css'))).toBe(true);
  expect(assets.some((url) => url.startsWith('/remotes/public/remoteEntry'))).toBe(true);
  expect(assets.some((url) => url.startsWith('/remotes/coach/') || url.startsWith('/remotes/player/'))).toBe(false);
  // Styles are scoped: the remote's stylesheet only has its own prefixed utilities.
  const remoteCss = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((s) => s.href?.includes('/remotes/public/'))
      .flatMap((s) => [...s.cssRules].map((r) => r.cssText))
      .join('\n'),
  );
  expect(remoteCss).toContain('.pub\\:flex');
  expect(remoteCss).not.toMatch(/(^|\n)\.flex\s*\{/);
});

test('the landing and login pages have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      path,
    ).toEqual([]);
  }
});

test('the layout holds at 360px wide', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
