import { expect, test } from '@playwright/test';
import { playerAtTraining, TRAINING_THURSDAY as THURSDAY } from './coach-helpers.ts';
import { expectBehindLawsPopup, setServerClock } from './helpers.ts';

test.afterEach(async ({ page }) => {
  await setServerClock(page.context().request, null);
});

/**
 * Issue 16: at training on a phone, a player checks in low (the personal items are cut, the reason on each), logs an
 * item set by set with loads, and sees it done in the day's one list with the day's percent up.
 */
test('a player checks in, sees the day adapted, and logs an item set by set on a phone', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { phone, home } = await playerAtTraining(page, browser, 'Sione Vaka', THURSDAY);
  const checkInCard = home.getByRole('region', { name: "Today's Check-in" });
  await expectBehindLawsPopup(home, checkInCard.getByRole('button', { name: 'Check in' }));

  await checkInCard.getByRole('button', { name: 'Check in' }).click();
  const checkIn = home.getByRole('dialog', { name: 'How ready are you to train?' });
  for (const legend of ['Sleep', 'Muscle soreness', 'Fatigue', 'Stress', 'Mood']) {
    await checkIn.getByRole('group', { name: legend }).getByText('2', { exact: true }).click();
  }
  await checkIn.getByRole('button', { name: 'Check in' }).click();
  await expect(checkInCard.getByText('readiness 2/5: volume −30 %, no sprints')).toBeVisible();

  // The day's personal items follow the check-in, each saying why.
  const day = home.getByRole('region', { name: "Today's Activities" });
  await expect(day.getByText(/^Adjusted today: readiness 2\/5: volume −30 %, no sprints/).first()).toBeVisible();
  const before = Number((await home.getByTestId('stat-today-s-progress').textContent())!.replace(/\D/g, ''));

  // Log the first strength item set by set.
  const strength = day.getByRole('region', { name: 'Strength' });
  const item = strength.getByRole('listitem').first();
  await item.getByRole('button', { name: /^Log sets: / }).click();
  const logger = home.getByRole('dialog');
  await expect(logger.getByText(/^Planned: /)).toBeVisible();
  await expect(logger.getByText('First time you log this exercise: today sets your mark.')).toBeVisible();
  const kg = logger.getByLabel(/^Set \d+ kg$/);
  for (let i = 0; i < (await kg.count()); i++) await kg.nth(i).fill('40');
  await logger.getByRole('button', { name: 'Start rest' }).click();
  await expect(logger.getByText(/^Rest \d:\d\d$/)).toBeVisible();
  await logger.screenshot({ path: test.info().outputPath('log-sets-dialog.png') });
  await logger.getByRole('button', { name: 'Save sets' }).click();
  await expect(logger).toBeHidden();
  await expect(item.getByText(/^Done: /)).toBeVisible();
  await expect(item.getByRole('checkbox')).toBeChecked();
  await item.screenshot({ path: test.info().outputPath('logged-item.png') });
  await expect.poll(async () => Number((await home.getByTestId('stat-today-s-progress').textContent())!.replace(/\D/g, ''))).toBeGreaterThan(before);
  // Nothing is cut off sideways on the phone.
  expect(await home.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await phone.close();
});
