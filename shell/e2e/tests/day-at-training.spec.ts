import { expect, test, type Locator, type Page } from '@playwright/test';
import { playerAtTraining, TRAINING_THURSDAY as THURSDAY } from './coach-helpers.ts';
import { expectBehindLawsPopup, setServerClock } from './helpers.ts';

const WAITING = 'Waiting for signal — will sync';

test.afterEach(async ({ page }) => {
  await setServerClock(page.context().request, null);
});

/** Logs an item as prescribed in the workout player, every set at `kg` where it is loaded; answers whether it was. */
async function logSets(page: Page, item: Locator, kg: string): Promise<boolean> {
  const open = item.getByRole('button', { name: /^Log sets: / });
  // Mid-screen, clear of the floating 'Beta Feedback' button, as a thumb would find it.
  await open.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await open.click();
  const logger = page.getByRole('dialog');
  await expect(logger.getByRole('button', { name: 'Save sets' })).toBeVisible();
  const loads = logger.getByLabel(/^Set \d+ kg$/);
  const loaded = (await loads.count()) > 0;
  for (let i = 0; i < (await loads.count()); i++) await loads.nth(i).fill(kg);
  await logger.getByRole('button', { name: 'Save sets' }).click();
  await expect(logger).toBeHidden();
  await expect(item.getByText(/^Done: /)).toBeVisible();
  return loaded;
}

/**
 * Issue 16, end to end on a phone: a player checks in, logs a strength item with its loads, loses the signal and logs
 * another (kept on the phone, shown waiting), gets the signal back (sent once), rates the session; the same evening
 * the coach's Reports show the check-in, the session load and the compliance, and the Players tab the player's
 * record with the logged lifts as best sets.
 */
test("a player's day at training, offline for part of it, reaches the coach's Reports", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { coach, phone, home } = await playerAtTraining(page, browser, 'Ardie Savea', THURSDAY);
  const checkInCard = home.getByRole('region', { name: "Today's Check-in" });
  await expectBehindLawsPopup(home, checkInCard.getByRole('button', { name: 'Check in' }));

  // Before training: the check-in (4 on every item: train as planned).
  await checkInCard.getByRole('button', { name: 'Check in' }).click();
  const checkIn = home.getByRole('dialog', { name: 'How ready are you to train?' });
  for (const legend of ['Sleep', 'Muscle soreness', 'Fatigue', 'Stress', 'Mood']) {
    await checkIn.getByRole('group', { name: legend }).getByText('4', { exact: true }).click();
  }
  await checkIn.getByRole('button', { name: 'Check in' }).click();
  await expect(checkInCard.getByText('readiness 4/5: train as planned')).toBeVisible();

  // In the gym: the first strength item logged with its loads.
  const day = home.getByRole('region', { name: "Today's Activities" });
  // The block's activities (each has its checkbox; their cues are list items too).
  const strength = day
    .getByRole('region', { name: 'Strength' })
    .getByRole('listitem')
    .filter({ has: home.getByRole('checkbox') });
  const loaded = await logSets(home, strength.first(), '60');

  // The signal goes: the next item is logged on the phone and waits.
  await phone.setOffline(true);
  await expect(home.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await logSets(home, strength.nth(1), '45');
  await expect(strength.nth(1).getByText(WAITING)).toBeVisible();

  // The signal is back: sent, the mark goes.
  await phone.setOffline(false);
  await expect(home.getByText(WAITING)).toHaveCount(0);

  // After training: the session rated (RPE 7 × 60 minutes = 420).
  await checkInCard.getByRole('button', { name: 'Rate session' }).click();
  const rate = home.getByRole('dialog', { name: "Rate today's session" });
  await rate.getByRole('group', { name: /RPE/ }).getByText('7', { exact: true }).click();
  await rate.getByLabel('Minutes trained').fill('60');
  await rate.getByRole('button', { name: 'Save session' }).click();
  await expect(checkInCard.getByText(/Session load\s*420/)).toBeVisible();
  await phone.close();

  // The same evening, the coach's Reports: checked in, one session of 420, the day done.
  // (Signed in again: the session from before the server's clock moved to 2030 has expired.)
  expect((await page.context().request.post('/api/auth/login', { data: { email: coach.email, password: coach.password } })).ok()).toBe(true);
  await page.clock.setFixedTime(new Date(THURSDAY));
  await page.goto('/coach/reports');
  const report = page.getByRole('table', { name: /^Squad report from / });
  const row = report.getByRole('row', { name: /Ardie Savea/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('420 AU');
  await expect(row).toContainText('4/5');
  await expect(page.getByText('Not checked in today', { exact: true }).locator('..')).toContainText('Everyone has checked in');
  await expect(page.getByRole('img', { name: 'Weekly load (session RPE × minutes)' })).toBeVisible();

  // The Players tab: the player's record, the two lifts among the best sets.
  await page.goto('/coach/dashboard?tab=players');
  const record = page.getByRole('region', { name: 'Training record (last 12 weeks)' });
  if (loaded) await expect(record.getByRole('region', { name: 'Best sets' })).toContainText('× 60 kg');
  await expect(record.getByRole('region', { name: 'Best sets' }).getByRole('row')).toHaveCount(3); // a header and two lifts
});
