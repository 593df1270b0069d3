import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { atFixedTime, signedInAt } from './helpers.ts';

/** A training Monday, ahead of the real date so sessions made under it stay valid. */
const MONDAY = '2030-03-04T10:00:00.000Z';
const MONDAY_DATE = MONDAY.slice(0, 10);
const PASSWORD = 'e2e-password-1';

interface Squad {
  teamId: string;
  coachEmail: string;
  playerEmail: string;
}

/** Registers a coach (signed in inside `page`'s context) with a new team, and a player who joins it by invitation. */
async function createSquad(page: Page, label: string): Promise<Squad> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const coachEmail = `coach-${label}-${stamp}@e2e.test`;
  const playerEmail = `player-${label}-${stamp}@e2e.test`;
  const api = page.context().request;
  expect(
    (await api.post('/api/auth/register', { data: { email: coachEmail, password: PASSWORD, firstName: 'Casey', lastName: 'Morgan', userType: 'coach' } })).ok(),
  ).toBe(true);
  const created = await api.post('/api/coaches/create', { data: { name: 'Casey Morgan', email: coachEmail, teamName: `Programs ${label} RFC` } });
  expect(created.ok()).toBe(true);
  const { team } = (await created.json()) as { team: { id: string } };
  const invitation = await api.post('/api/invitations/create', { data: { playerName: 'Riley Hart', playerPhone: '+64210000000', position: 'prop' } });
  expect(invitation.ok()).toBe(true);
  const code = new URL(((await invitation.json()) as { inviteLink: string }).inviteLink).pathname.split('/').pop()!;
  const anonymous = await request.newContext({ baseURL: BASE_URL });
  const joined = await anonymous.post(`/api/invitations/${code}/join`, {
    data: { firstName: 'Riley', lastName: 'Hart', email: playerEmail, password: PASSWORD, position: 'prop', weight: 112, height: 184 },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  await anonymous.dispose();
  return { teamId: team.id, coachEmail, playerEmail };
}

const signedInPage = (browser: Browser, email: string): Promise<Page> => signedInAt(browser, email, PASSWORD, MONDAY);

atFixedTime(MONDAY);

test('a coach selects, customizes, approves and pushes an elite program; a player completes the day; the coach sees it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const squad = await createSquad(page, 'push');

  // AI Training: elite program -> preview -> customize -> final preview -> approved.
  await page.goto('/coach/dashboard?tab=ai-training');
  await page.getByRole('button', { name: /Elite Programs/ }).click();
  await expect(page.getByText(/original content inspired by national playing styles/)).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Elite programs' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 4 }) }),
  ).toHaveCount(11);
  await page.getByRole('button', { name: 'Select All Blacks Style' }).click();
  await expect(page.getByText('Elite Program Selected', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preview your program' })).toBeVisible();
  await expect(page.getByText('Initial Review')).toBeVisible();
  const content = page.getByRole('region', { name: 'Program content' });
  await expect(content.getByRole('heading', { name: /^Monday: / })).toBeVisible();
  await expect(page.getByText(/\d+ min read/)).toBeVisible();

  await page.getByRole('button', { name: 'Customize Program' }).click();
  await page.getByLabel('What should change?').fill('we only have 40 minutes on Tuesday. Bring your boots');
  await page.getByRole('button', { name: 'Apply Customizations' }).click();
  await expect(page.getByText('Program Customized', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Final preview' })).toBeVisible();
  await expect(page.getByText('Customized:')).toBeVisible();
  // What changed, and what could not be (with the reason), before approving; the change is in the program itself.
  const result = page.getByRole('region', { name: 'Customization result' });
  await expect(result.getByText(/^Session length: Tuesday \d+ → 40 minutes \(below the 45-60 minute guideline, as asked\)\.$/)).toBeVisible();
  await expect(result.getByText("'Bring your boots': not a change the program engine can make; nothing was changed for it.")).toBeVisible();
  await expect(content.getByRole('heading', { name: 'Customizations applied' })).toBeVisible();
  await expect(content.getByText('Total duration: 40 min')).toBeVisible();

  await page.getByRole('button', { name: 'Approve & Implement' }).click();
  // Approved, not yet distributed: that happens on push (issue 13).
  await expect(page.getByText('Program Approved!', { exact: true })).toBeVisible();
  // After 3 s the dashboard opens the Training Program tab with the new program.
  await expect(page.getByRole('tab', { name: /Training Program/ })).toHaveAttribute('aria-selected', 'true', { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Approved AI Training Programs' })).toBeVisible();
  const card = page.getByRole('article', { name: /All Blacks Style/ });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Customized: Yes');

  await card.getByRole('button', { name: 'Push to Players' }).click();
  const push = page.getByRole('dialog', { name: 'Push to Players' });
  await expect(push.getByLabel('Start date (day 1)')).toHaveValue(MONDAY_DATE);
  await push.getByRole('button', { name: 'Push to 1 player' }).click();
  await expect(page.getByText('Program pushed to 1 player', { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Already Pushed' })).toBeDisabled();

  // The player sees today's team training (day 1 on this Monday) on their home and completes it.
  const player = await signedInPage(browser, squad.playerEmail);
  // The day's laws popup comes first: learn the three laws.
  const laws = player.getByRole('dialog', { name: 'Rugby Laws of the Day' });
  await expect(laws).toBeVisible();
  for (let i = 0; i < 3; i++) await laws.getByRole('button', { name: 'Got it!' }).click();
  await expect(laws).toBeHidden();
  const teamTraining = player.getByRole('region', { name: 'Team Training' });
  await expect(teamTraining.getByText('Day 1', { exact: true })).toBeVisible();
  // One plan: the session's items are in today's list, marked Team, the warm-up first.
  const warmUp = player.getByRole('region', { name: "Today's Activities" }).getByRole('region', { name: 'Warm-Up' });
  await expect(warmUp.getByRole('listitem').first().getByText('Team', { exact: true })).toBeVisible();
  await teamTraining.getByRole('button', { name: 'Complete Training' }).click();
  await expect(teamTraining.getByRole('button', { name: 'Completed!' })).toBeDisabled();
  await player.context().close();

  // The coach sees it completed for that date: through the API ...
  const api = page.context().request;
  const players = (await (await api.get(`/api/teams/${squad.teamId}/players/detailed`)).json()) as { players: { playerId: string; email: string | null }[] };
  const playerId = players.players.find((p) => p.email === squad.playerEmail)!.playerId;
  const byDate = await api.get(`/api/players/${playerId}/training/${MONDAY_DATE}`);
  expect(byDate.ok()).toBe(true);
  expect(((await byDate.json()) as { dailyTraining: unknown }).dailyTraining).toMatchObject({ dayNumber: 1, isCompleted: true, programType: 'all-blacks' });

  // ... and in the Players tab's daily-training date browser.
  await page.goto('/coach/dashboard?tab=players');
  const details = page.getByRole('region', { name: 'Details of Riley Hart' });
  await details.getByLabel('Date').fill(MONDAY_DATE);
  const daily = details.getByRole('region', { name: 'Daily training' });
  await expect(daily.getByRole('heading', { name: /All Blacks Style.* · Day 1/ })).toBeVisible();
  await expect(daily.getByText('Completed', { exact: true })).toBeVisible();
});

test('a player generates, reloads and regenerates their weekly AI program', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const squad = await createSquad(page, 'weekly');
  const player = await signedInPage(browser, squad.playerEmail);
  await player.goto('/player/ai-training');
  await player.getByRole('button', { name: 'Generate My Training Program' }).click();
  await expect(player.getByText('New Program Generated', { exact: true })).toBeVisible();
  await expect(player.getByRole('heading', { name: 'Weekly Focus' })).toBeVisible();
  await expect(player.getByRole('heading', { name: 'Recovery Notes' })).toBeVisible();
  await expect(player.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await expect(player.getByText('Prop', { exact: true })).toBeVisible();
  const days = player.getByRole('tablist', { name: 'Training days' }).getByRole('tab');
  await expect(days).toHaveText(['Monday', 'Tuesday', 'Thursday', 'Friday']);
  await expect(player.getByRole('tab', { name: 'Monday' })).toHaveAttribute('aria-selected', 'true');
  const panel = player.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([/Warm-Up/, /Skills Practice/, /Strength Training/, /Conditioning/, /Cool-Down/]);
  await expect(panel.getByText(/Total duration: \d+/)).toBeVisible();
  // Each exercise shows its prescription (sets × reps or seconds), never raw markdown.
  await expect(panel.getByText(/^\d+ × /).first()).toBeVisible();
  await expect(panel).not.toContainText('### ');
  await player.getByRole('tab', { name: 'Friday' }).click();
  await expect(player.getByRole('tabpanel').getByRole('heading', { name: /Cool-Down/ })).toBeVisible();
  const footer = player.getByText(/Customised for:/);
  await expect(footer).toContainText('weight 112 kg, height 184 cm, position Prop');
  const generated = await footer.innerText();

  // A reload shows the stored program (the server's cached week) without generating again.
  await player.reload();
  await expect(player.getByRole('heading', { name: 'Weekly Focus' })).toBeVisible();
  await expect(player.getByText(/Customised for:/)).toHaveText(generated);
  const cached = await player.context().request.post('/api/player/generate-training', { data: {} });
  expect(((await cached.json()) as { cached: boolean }).cached).toBe(true);

  await player.getByRole('button', { name: 'Regenerate' }).click();
  await expect(player.getByText('New Program Generated', { exact: true })).toBeVisible();
  await expect(player.getByRole('heading', { name: 'Weekly Focus' })).toBeVisible();
  await player.context().close();
});
