import { expect, test, type Page } from '@playwright/test';
import { dismissToast, newCoach, unique } from './coach-helpers.ts';
import { topBar } from './helpers.ts';

/** The join link from the invitation the dialog created (the outbox keeps the SMS/e-mail; the link is in the answer). */
async function inviteAndCapture(page: Page, submit: () => Promise<void>, path: string) {
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === path && res.request().method() === 'POST');
  await submit();
  const res = await answer;
  expect(res.status()).toBe(201);
  return new URL(((await res.json()) as { inviteLink: string }).inviteLink).pathname;
}

test('a new coach registers, sees the empty dashboard, invites a player and a coach who join and sign in', async ({ page, browser, context }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const coach = newCoach();
  await page.goto('/coach/register');
  await expect(page.getByRole('heading', { name: 'Create Your Coach Account' })).toBeVisible();
  await page.getByLabel('First Name').fill(coach.firstName);
  await page.getByLabel('Last Name').fill(coach.lastName);
  await page.getByLabel('Email').fill(coach.email);
  await page.getByLabel('Password', { exact: true }).fill(coach.password);
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Create Coach Account' }).click();
  await expect(page.getByText('Password Mismatch', { exact: true })).toBeVisible();
  await dismissToast(page);
  await page.getByLabel('Confirm Password').fill(coach.password);
  await page.getByLabel('Specialization').selectOption({ label: 'Head Coach' });
  await page.getByLabel('Years of Experience').selectOption({ label: '6-10 years' });
  await page.getByLabel('Team Name').fill(coach.teamName);
  await page.getByRole('button', { name: 'Create Coach Account' }).click();
  await expect(page.getByText('Coach Account Created!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // A team without players and programs: a first-time welcome (issue 15), and its first steps.
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${coach.firstName} ${coach.lastName}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get your team started' }).getByText('0 of 4 done', { exact: true })).toBeVisible();

  // The empty dashboard: no players yet, the coach alone on the staff.
  const overview = page.getByRole('region', { name: 'Team Overview' });
  await expect(overview.getByRole('heading', { name: coach.teamName })).toBeVisible();
  await expect(overview.getByText('0 of 35 players')).toBeVisible();
  await expect(overview.getByText('0% capacity')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Coaching staff' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByLabel('Invitation link')).toHaveValue(/\/join\/[A-Za-z0-9_-]{22,}$/);
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Invitation Link Copied!', { exact: true })).toBeVisible();
  await dismissToast(page);

  // Invite a player from the quick actions.
  const playerName = `Tama ${unique()}`;
  await page.getByRole('region', { name: 'Quick Actions' }).getByRole('button', { name: 'Invite Player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Player' });
  await dialog.getByLabel('Player Name').fill(playerName);
  await dialog.getByLabel('Phone Number').fill('+64215550142');
  await dialog.getByLabel(/Position/).selectOption({ label: 'Wing' });
  const playerPath = await inviteAndCapture(page, () => dialog.getByRole('button', { name: 'Send Invitation' }).click(), '/api/invitations/create');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(playerName);

  // The player opens the link in a fresh browser, joins and signs in.
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  await playerPage.goto(playerPath);
  await expect(playerPage.getByRole('heading', { name: coach.teamName })).toBeVisible();
  await expect(playerPage.getByText('Active Team')).toBeVisible();
  await expect(playerPage.getByText(`${coach.firstName} ${coach.lastName}`)).toBeVisible();
  const [first, last] = playerName.split(' ');
  await expect(playerPage.getByLabel('First Name')).toHaveAttribute('placeholder', first!);
  const playerEmail = `player-${unique()}@e2e.test`;
  await playerPage.getByLabel('First Name').fill(first!);
  await playerPage.getByLabel('Last Name').fill(last!);
  await playerPage.getByLabel('Email').fill(playerEmail);
  await playerPage.getByLabel('Height (cm)').fill('181');
  await playerPage.getByLabel('Password', { exact: true }).fill('player-pass-1');
  await playerPage.getByLabel('Confirm Password').fill('player-pass-1');
  // Side by side, the two password boxes line up although only the first has a hint under it.
  const [passwordBox, confirmBox] = await Promise.all([
    playerPage.getByLabel('Password', { exact: true }).boundingBox(),
    playerPage.getByLabel('Confirm Password').boundingBox(),
  ]);
  expect(Math.abs(passwordBox!.y - confirmBox!.y)).toBeLessThan(1);
  await playerPage.getByRole('button', { name: `Join ${coach.teamName}` }).click();
  // The new player is signed in at once and lands on their home, with one top bar.
  await expect(playerPage.getByText('Welcome to the team!', { exact: true })).toBeVisible();
  await expect(playerPage.getByText('You are signed in with your new account.', { exact: true })).toBeVisible();
  await expect(playerPage).toHaveURL(/\/$/);
  await expect(topBar(playerPage)).toContainText(playerName);
  await expect(playerPage.locator('header')).toHaveCount(1);
  // Opening the link again while signed in: the page says it makes a new account, with one top bar and no blank form.
  await playerPage.goto(playerPath);
  await expect(playerPage.locator('header')).toHaveCount(1);
  // A used personal link is no longer valid.
  await playerContext.clearCookies();
  await playerPage.goto(playerPath);
  await expect(playerPage.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await playerContext.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Team Overview' }).getByText('1 of 35 players')).toBeVisible();

  // Invite a coach to the staff; they join with the coach form and land on the team dashboard.
  const coachName = `Dana ${unique()}`;
  await page.getByRole('region', { name: 'Coaching Staff' }).getByRole('button', { name: 'Add Coach' }).click();
  const coachDialog = page.getByRole('dialog', { name: 'Add Coach' });
  await coachDialog.getByLabel('Coach Name').fill(coachName);
  const staffEmail = `staff-${unique()}@e2e.test`;
  await coachDialog.getByLabel('Email').fill(staffEmail);
  await coachDialog.getByLabel('Role').selectOption({ label: 'Performance Analyst' });
  const coachPath = await inviteAndCapture(page, () => coachDialog.getByRole('button', { name: 'Send Invitation' }).click(), '/api/invitations/create-coach');
  await expect(coachDialog).toBeHidden();
  const staff = page.getByRole('list', { name: 'Coaching staff' });
  await expect(staff.getByRole('listitem').filter({ hasText: coachName })).toContainText('Pending');

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await staffPage.goto(coachPath);
  await expect(staffPage.getByText('Performance Analyst')).toBeVisible();
  await expect(staffPage.getByLabel('Position')).toHaveCount(0);
  await expect(staffPage.getByLabel('Weight (kg)')).toHaveCount(0);
  await staffPage.getByLabel('First Name').fill('Dana');
  await staffPage.getByLabel('Last Name').fill(coachName.split(' ')[1]!);
  await staffPage.getByLabel('Email').fill(staffEmail);
  await staffPage.getByLabel('Password', { exact: true }).fill('staff-pass-1');
  await staffPage.getByLabel('Confirm Password').fill('staff-pass-1');
  await staffPage.getByRole('button', { name: `Join ${coach.teamName}` }).click();
  await expect(staffPage).toHaveURL(/\/$/);
  await expect(staffPage.getByRole('region', { name: 'Team Overview' }).getByRole('heading', { name: coach.teamName })).toBeVisible();
  await staffContext.close();

  await page.reload();
  await expect(page.getByRole('list', { name: 'Coaching staff' }).getByRole('listitem').filter({ hasText: coachName })).not.toContainText('Pending');
});

test('an unknown join link shows Invalid Invitation', async ({ page }) => {
  await page.goto('/join/not-a-real-code');
  await expect(page.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await expect(page.getByText('This invitation link is not valid or has expired.')).toBeVisible();
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
