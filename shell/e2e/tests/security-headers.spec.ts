import { expect, test, type Page, type Response } from '@playwright/test';
import { expectBehindLawsPopup, signIn, signInToPlayerHome, signOut } from './helpers.ts';

/**
 * The composed production app under its Content-Security-Policy (gateway/src/web.ts; nginx sends the same): every
 * page a coach and a player use loads and works with no violation: the shell, the three remotes from /remotes/<name>/,
 * the service worker, the charts, the GraphQL explorer.
 */

/** Every violation the page reports: the DOM's securitypolicyviolation events and Chromium's console errors. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportPolicyViolation', (_source, line: string) => void violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportPolicyViolation: (line: string) => void }).reportPolicyViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (?:load|execute|apply|evaluate|connect|create|frame)/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (error.name === 'EvalError' || /Content Security Policy/.test(error.message)) violations.push(`page error: ${error.message}`);
  });
  return violations;
}

/** The page's own policy, as sent: it runs no inline script. */
function expectStrictPolicy(response: Response | null) {
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc.trim()).toBe("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cache-control']).toMatch(/^no-(?:cache|store)$/);
}

const COACH_TABS = ['Overview', 'Players', 'Training Program', 'AI Training', 'Plays & Variations', 'Messages'];

test('a coach uses the app with no Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  expectStrictPolicy(await page.goto('/login'));
  await signIn(page, 'coach');
  for (const tab of COACH_TABS) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  await page.waitForLoadState('networkidle');
  for (const path of ['/coach/reports', '/coach/season-settings', '/coach/teams', '/feedback-admin']) {
    expectStrictPolicy(await page.goto(path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // The Reports charts (Chart.js on a canvas) draw under the policy.
  await page.goto('/coach/reports');
  await expect(page.getByRole('img', { name: 'Weekly load (session RPE × minutes)' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await signOut(page);
  expect(violations).toEqual([]);
});

test('a player uses the app with no Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await signInToPlayerHome(page);
  await expectBehindLawsPopup(page, page.getByRole('heading', { level: 1 }));
  for (const path of ['/progress', '/player/ai-training', '/setup']) {
    expectStrictPolicy(await page.goto(path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // The service worker (worker-src 'self') took control of the origin.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.active)))).toBe(true);
  await signOut(page);
  expect(violations).toEqual([]);
});

test('the GraphQL explorer runs under its own policy with no violation', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const response = await page.goto('/graphql', { waitUntil: 'networkidle' });
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  await expect(page.locator('.graphiql-container').first()).toBeVisible();
  expect(violations).toEqual([]);
});
