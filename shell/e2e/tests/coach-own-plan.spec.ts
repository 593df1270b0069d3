import { expect, test } from '@playwright/test';
import { addPlayerByApi, dismissToast, newCoach, registerCoachByApi } from './coach-helpers.ts';
import { atFixedTime, expectBehindLawsPopup, horizontallyClipped, setServerClock, signedInAt } from './helpers.ts';

/**
 * Issue 13 end to end: a coach pastes their own week, checks what was kept, changed and added, customizes one day,
 * edits a dose in the structured editor, approves, pushes with a start date, and a player sees the coach's own items
 * with their numbers on that date. Clocks (server and browser) are fixed to a training Monday ahead of the real date.
 */
const MONDAY = '2030-03-04T10:00:00.000Z';
const THURSDAY = '2030-03-07T10:00:00.000Z';

/** A club coach's week, in their words and shorthand (Wednesday's drill has to move: Wednesday is the rest day). */
const PLAN = `Harbour RFC pre-season week
Monday
- Warm-up: 10 min jog and dynamic stretches
- Back squat 5x5 @80%, 2 min rest
- 6x40m strides
Tuesday
- Passing drills for 20 minutes
- RDL 3x8
Wednesday
- Kowhai shuttle drill, 6 x 40m, 30s rest
Thursday
- Hang power clean 4x3 @70%
- 3x30s plank
- Scrum machine 15 min
Friday
- Bronco
- Cool-down: 10 min stretching`;

atFixedTime(MONDAY);

test("a coach's own week: kept/changed/added preview, a one-day customization, a dose edited, approved, pushed for Thursday; the player sees it that day", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const coachApi = page.context().request;
  await registerCoachByApi(coachApi, newCoach());
  const player = await addPlayerByApi(coachApi, 'Riley Hart');

  // The coach pastes the plan.
  await page.goto('/coach/dashboard?tab=ai-training');
  await page.getByRole('button', { name: /Custom Program/ }).click();
  await page.getByLabel('Your training content').fill(PLAN);
  await page.getByRole('button', { name: 'Generate Program' }).click();
  await expect(page.getByText('Custom Program Generated', { exact: true })).toBeVisible({ timeout: 30_000 });
  await dismissToast(page);
  await expect(page.getByRole('heading', { name: 'Preview your program' })).toBeVisible();

  // Kept (their words and numbers, on their day), changed with the reason, added to complete the sessions.
  const review = page.getByRole('region', { name: 'Your plan, day by day' });
  await expect(review).toBeVisible();
  await expect(review.getByRole('list', { name: 'Kept on Monday' })).toContainText('5 × 5 @ 80% 1RM');
  await expect(review.getByRole('list', { name: 'Kept on Tuesday' })).toContainText('3 × 8');
  await expect(review.getByRole('list', { name: 'Kept on Thursday' })).toContainText('4 × 3 @ 70% 1RM');
  await expect(review.getByRole('list', { name: 'Kept on Thursday' })).toContainText('3 × 30 s');
  const changed = review.getByRole('list', { name: /^Changed on / });
  await expect(changed.filter({ hasText: 'Kowhai' })).toHaveCount(1);
  await expect(changed.filter({ hasText: 'Kowhai' })).toContainText('6 × 40 m, rest 30 s');
  await expect(changed.filter({ hasText: 'Kowhai' })).toContainText(/Why: .*Wednesday/i);
  await expect(review.getByRole('list', { name: /^Added on / }).first()).toBeVisible();

  // One day customized: Tuesday only.
  await page.getByRole('button', { name: 'Customize Program' }).click();
  await page.getByLabel('What should change?').fill('we only have 40 minutes on Tuesday');
  await page.getByRole('button', { name: 'Apply Customizations' }).click();
  await expect(page.getByText('Program Customized', { exact: true })).toBeVisible({ timeout: 30_000 });
  await dismissToast(page);
  await expect(page.getByRole('heading', { name: 'Final preview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customization result' })).toContainText(/Tuesday .*40 minutes/);

  // The structured editor, on a phone: Thursday's clean from 4 to 5 sets (25 is refused with the field's message first).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Edit Program' }).click();
  const editor = page.getByRole('region', { name: 'Program editor' });
  await expect(editor).toBeVisible();
  await expect(editor.getByRole('status').filter({ hasText: /Every coaching rule is met|coaching warning/ })).toBeVisible();
  expect(await horizontallyClipped(page)).toEqual([]);
  await editor.getByRole('tab', { name: /^Thursday/ }).click();
  const clean = editor.getByRole('listitem').filter({ hasText: '4 × 3 @ 70% 1RM' });
  await expect(clean).toHaveCount(1);
  await clean.getByRole('button', { name: /^Edit / }).click();
  const itemDialog = page.getByRole('dialog', { name: /^Edit / });
  await expect(itemDialog.getByLabel('Sets', { exact: true })).toBeVisible();
  expect(await horizontallyClipped(page)).toEqual([]);
  await itemDialog.getByLabel('Sets', { exact: true }).fill('25');
  await itemDialog.getByRole('button', { name: 'Save exercise' }).click();
  await expect(itemDialog.getByText('Sets must be a whole number from 1 to 20')).toBeVisible();
  await itemDialog.getByLabel('Sets', { exact: true }).fill('5');
  await itemDialog.getByRole('button', { name: 'Save exercise' }).click();
  await expect(itemDialog).toBeHidden();
  await expect(editor.getByText(/^5 × 3 @ 70% 1RM/)).toBeVisible();
  await page.getByRole('button', { name: 'Done Editing' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByRole('region', { name: 'Program content' }).getByText(/^5 × 3 @ 70% 1RM/)).toBeVisible();

  // Approved, not distributed.
  await page.getByRole('button', { name: 'Approve & Implement' }).click();
  await expect(page.getByText('Program Approved!', { exact: true })).toBeVisible();
  await expect(page.getByText(/distributed/i)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Training Program/ })).toHaveAttribute('aria-selected', 'true', { timeout: 10_000 });

  // Push with a start date: Thursday (the default is today, a Monday).
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Push to Players' }).click();
  const push = page.getByRole('dialog', { name: 'Push to Players' });
  const startDate = push.getByLabel('Start date (day 1)');
  await expect(startDate).toHaveValue('2030-03-04');
  await expect(push).toContainText('1 player will receive');
  await startDate.fill('2030-03-07');
  await expect(push).toContainText('day 1 on Thursday, 7 March 2030');
  await push.getByRole('button', { name: 'Push to 1 player' }).click();
  await expect(page.getByText('Program pushed to 1 player: day 1 is Thursday 2030-03-07', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Already Pushed' })).toBeDisabled();

  // Monday: nothing yet for the squad. Thursday: day 1 is the coach's Thursday, with their numbers and the edited dose.
  const today = (await (await coachApi.get('/api/programs/today')).json()) as { hasProgram: boolean };
  expect(today.hasProgram).toBe(false);
  expect((await setServerClock(coachApi, THURSDAY)).ok()).toBe(true);
  const playerHome = await signedInAt(browser, player.email, player.password, THURSDAY);
  const teamTraining = playerHome.getByRole('region', { name: 'Team Training' });
  await expectBehindLawsPopup(playerHome, teamTraining.getByText('Day 1', { exact: true }));
  // The session's items are the day's list, marked Team, with the coach's numbers.
  const session = playerHome
    .getByRole('region', { name: "Today's Activities" })
    .getByRole('listitem')
    .filter({ has: playerHome.getByText('Team', { exact: true }) });
  await expect(session.filter({ hasText: '5 × 3 @ 70% 1RM' })).toHaveCount(1);
  await expect(session.filter({ hasText: '3 × 30 s' }).first()).toBeVisible();
  await expect(session.filter({ hasText: /Scrum machine/i }).first()).toBeVisible();
  await expect(playerHome.getByRole('region', { name: "Today's Activities" })).not.toContainText('##');
  await playerHome.context().close();
});
