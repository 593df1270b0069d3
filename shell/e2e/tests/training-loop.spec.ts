import { expect, test } from '@playwright/test';
import { addPlayerByApi, newCoach, registerCoachByApi, signInAs } from './coach-helpers.ts';
import { expectBehindLawsPopup } from './helpers.ts';

/**
 * Issue 16 (first part): on a phone, a player checks in before training (a low score takes volume off and the sprints
 * out, with the reason shown) and rates the session after it; the coach's Players tab and Reports show both the same day.
 */
test("a player checks in and rates the session on a phone; the coach sees the squad's check-ins", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const coach = newCoach();
  await registerCoachByApi(page.context().request, coach);
  const player = await addPlayerByApi(page.context().request, 'Tama Ngata');

  const phone = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const playerPage = await phone.newPage();
  await signInAs(playerPage, player.email, player.password);
  const card = playerPage.getByRole('region', { name: "Today's Check-in" });
  await expectBehindLawsPopup(playerPage, card.getByRole('button', { name: 'Check in' }));
  await card.getByRole('button', { name: 'Check in' }).click();
  const checkIn = playerPage.getByRole('dialog', { name: 'How ready are you to train?' });
  for (const [legend, value] of [
    ['Sleep', '2'],
    ['Muscle soreness', '2'],
    ['Fatigue', '2'],
    ['Stress', '3'],
    ['Mood', '3'],
  ] as const) {
    await checkIn.getByRole('group', { name: legend }).getByText(value, { exact: true }).click();
  }
  await checkIn.getByRole('button', { name: 'Check in' }).click();
  await expect(card.getByText('readiness 2.4/5: volume −30 %, no sprints')).toBeVisible();

  await card.getByRole('button', { name: 'Rate session' }).click();
  const rate = playerPage.getByRole('dialog', { name: "Rate today's session" });
  await rate
    .getByRole('group', { name: /How hard/ })
    .getByText('7', { exact: true })
    .click();
  await rate.getByLabel('Minutes trained').fill('60');
  await expect(rate.getByText('Session load: 420 (RPE × minutes)')).toBeVisible();
  await rate.getByRole('button', { name: 'Save session' }).click();
  await expect(card.getByText('Session load 420 (RPE 7 × 60 min)')).toBeVisible();
  // Nothing is cut off sideways on the phone.
  expect(await playerPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await phone.close();

  await page.goto('/coach/dashboard?tab=players');
  const squad = page.getByRole('region', { name: "Today's check-ins" });
  await expect(squad.getByText('1 of 1 checked in', { exact: false })).toBeVisible();
  const row = squad.getByRole('listitem').filter({ hasText: 'Tama Ngata' });
  await expect(row).toContainText('2.4/5');
  await expect(row).toContainText('volume −30 %, no sprints');
  await expect(row).toContainText('load 420 (RPE 7 × 60 min)');

  // The top bar's Reports: the squad report with the player's session and check-in, exported as CSV.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const reportRow = page.getByRole('table').getByRole('row').filter({ hasText: 'Tama Ngata' });
  await expect(reportRow).toContainText('2.4/5');
  await expect(reportRow).toContainText('420 AU');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^squad-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toContain('Tama Ngata,');
});
