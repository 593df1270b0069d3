import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { playerAtTraining, TRAINING_THURSDAY as THURSDAY } from './coach-helpers.ts';
import { expectBehindLawsPopup, horizontallyClipped, setServerClock } from './helpers.ts';

/** Where to keep the screenshots of the welfare screens when asked (WELFARE_SCREENSHOTS=<dir>), to look at them. */
const SHOTS = process.env.WELFARE_SCREENSHOTS;
const shoot = async (what: Page | Locator, name: string) => {
  if (SHOTS) await what.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

test.afterEach(async ({ page }) => {
  await setServerClock(page.context().request, null);
});

const standDownName = (until: string) => `Stood down until ${until}`;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 32 end to end: at training a player checks in on a phone with a head or neck injury, a headache and 'took a
 * knock to the head': Recognise and Remove and stage 1 of the return to play show at once on the home; the coach's
 * Players tab shows the player stood down until the same date; the player's 'Available' for the next match is refused
 * with the stand-down in plain words.
 */
test('a knock to the head at check-in stands the player down: Recognise and Remove, the coach sees it, the next match is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { coach, phone, home } = await playerAtTraining(page, browser, 'Ardie Savea', THURSDAY);
  const coachApi = page.context().request;
  // The coach signs in again (the session from before the server's clock moved to 2030 has expired) and plans the
  // next match, two days on.
  expect((await coachApi.post('/api/auth/login', { data: { email: coach.email, password: coach.password } })).ok()).toBe(true);
  const [team] = (await (await coachApi.get('/api/teams')).json()) as { id: string }[];
  const welfare = await coachApi.get(`/api/teams/${team!.id}/welfare`);
  expect(welfare.ok(), await welfare.text()).toBe(true);
  const today = ((await welfare.json()) as { date: string }).date;
  const fixture = await coachApi.post(`/api/teams/${team!.id}/events`, {
    data: { kind: 'match', opponent: 'Harlequins', homeAway: 'home', date: addDays(today, 2), startTime: '15:00', location: 'Home Park' },
  });
  expect(fixture.status(), await fixture.text()).toBe(201);

  // The check-in on the phone: a head or neck injury, a headache, and the note.
  const checkInCard = home.getByRole('region', { name: "Today's Check-in" });
  await expectBehindLawsPopup(home, checkInCard.getByRole('button', { name: 'Check in' }));
  await checkInCard.getByRole('button', { name: 'Check in' }).click();
  const checkIn = home.getByRole('dialog', { name: 'How ready are you to train?' });
  for (const legend of ['Sleep', 'Muscle soreness', 'Fatigue', 'Stress', 'Mood']) {
    await checkIn.getByRole('group', { name: legend }).getByText('3', { exact: true }).click();
  }
  await checkIn.getByLabel('I have an injury or feel ill').check();
  await checkIn.getByLabel('Where?').selectOption({ label: 'Head or neck' });
  const symptoms = checkIn.getByRole('group', { name: 'Concussion symptoms' });
  await symptoms.getByLabel('Headache').check();
  await checkIn.getByLabel('Anything your coach should know? (optional)').fill('took a knock to the head');
  await shoot(checkIn, 'player-check-in-390');
  await checkIn.getByRole('button', { name: 'Check in' }).click();
  await expect(checkIn).toBeHidden();

  // At once, at the top of the home: Recognise and Remove and stage 1, with the date they may play again.
  const removeNow = home.getByRole('alert').filter({ has: home.getByRole('heading', { name: 'Recognise and Remove', exact: true }) });
  await expect(removeNow).toBeVisible();
  await expect(removeNow).toContainText('Stop: no more training or playing today.');
  await expect(home.getByText('Return to play · stage 1 of 6: Rest')).toBeVisible();
  const standDown = home.getByRole('heading', { name: /^Stood down until / });
  await expect(standDown).toBeVisible();
  const until = (await standDown.textContent())!.replace('Stood down until ', '').trim();
  await expect(home.getByText('Earliest return:').locator('..')).toHaveText(`Earliest return: ${until}`);
  expect(await horizontallyClipped(home)).toEqual([]);
  const toastClose = home.getByRole('button', { name: 'Dismiss notification' });
  if (await toastClose.isVisible()) await toastClose.click();
  const card = home.getByRole('region', { name: standDownName(until) });
  await shoot(card, 'player-welfare-card-390');
  await shoot(home, 'player-home-390');
  await home.setViewportSize({ width: 1280, height: 900 });
  await shoot(card, 'player-welfare-card-1280');
  await shoot(home, 'player-home-1280');
  await home.setViewportSize({ width: 390, height: 844 });

  // The coach, on a desktop: the Players tab shows the player stood down until that date.
  await page.clock.setFixedTime(new Date(THURSDAY));
  await page.goto('/coach/dashboard?tab=players');
  const listed = page.getByRole('list', { name: 'Players' }).getByRole('button', { name: /Ardie Savea/ });
  await expect(listed).toContainText(`Stood down until ${until} · GRTP stage 1 of 6`);
  const details = page.getByRole('region', { name: 'Details of Ardie Savea' });
  await expect(details.getByRole('region', { name: /^Welfare/ })).toContainText(`Earliest return${until}`);
  // A clearance for full contact comes at stage 4, not on the day of the knock.
  await expect(details.getByRole('region', { name: /^Welfare/ })).toContainText('Not yet: recorded once the player is at stage 4');
  await expect(details.getByRole('button', { name: 'Record clearance' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Check-ins' })).toContainText(`Stood down until ${until}`);
  await listed.scrollIntoViewIfNeeded();
  await shoot(page, 'coach-players-1280');
  await shoot(details, 'coach-player-details-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(listed).toBeVisible();
  expect(await horizontallyClipped(page)).toEqual([]);
  await listed.scrollIntoViewIfNeeded();
  await shoot(page, 'coach-players-390');
  await shoot(details, 'coach-player-details-390');

  // The player says they can play the match: refused, in plain words, under the answers.
  await home.goto('/player/calendar');
  const match = home.getByRole('article', { name: /^vs Harlequins/ });
  // (The stand-down already answered Unavailable for the player: the server's availability follows the protocol.)
  await match.getByRole('button', { name: 'Available', exact: true }).click();
  await expect(match.getByRole('alert')).toHaveText(`You are stood down under the concussion protocol until ${until}, so you cannot be available before then`);
  await expect(match.getByRole('button', { name: 'Available', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await phone.close();
});
