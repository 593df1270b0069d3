import { expect, test, type Page } from '@playwright/test';
import { SERVER_EVENTS_PATH } from '@rugby/contracts/identity';
import { addPlayerByApi, apiSession, newCoach, registerCoachByApi, signInAs } from './coach-helpers.ts';
import { expectBehindLawsPopup } from './helpers.ts';

/**
 * A signed-in home draws from the answers its page carries (docs/decisions/017, contracts FIRST_SCREEN_CALLS): loading
 * it again asks the API for nothing until the first screen is complete. A card that reads outside the page's boot
 * fails here (bench:web would count one more round trip on a phone). A team of its own, so no other test's writes
 * reach these pages (a `changed` event refetches what is on screen, rightly).
 */
function apiReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== SERVER_EVENTS_PATH) reads.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return reads;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a home asks the API for nothing its page does not carry (player and coach)', async ({ page, browser, baseURL }) => {
  const coach = newCoach();
  const api = await apiSession(baseURL!);
  const { team } = await registerCoachByApi(api, coach);
  const player = await addPlayerByApi(api, 'Ana Carried');
  // Something in every card of the player's home: a message (its reactions and replies), a session (the Upcoming card).
  expect((await api.post(`/api/teams/${team.id}/messages`, { data: { title: 'Kit check', message: 'Bring both jerseys.' } })).status()).toBe(201);
  const event = await api.post(`/api/teams/${team.id}/events`, { data: { kind: 'training', date: inDays(3), startTime: '18:30' } });
  expect(event.status(), await event.text()).toBe(201);

  await signInAs(page, player.email, player.password);
  const playerReads = apiReads(page);
  await page.reload();
  const home = page.getByRole('main');
  await expectBehindLawsPopup(page, home.getByRole('region', { name: 'Upcoming' }).getByRole('list', { name: 'Upcoming events' }));
  await expect(home.getByRole('region', { name: 'Team Messages' })).toContainText('Kit check');
  await expect(home.getByRole('region', { name: 'Notifications' })).toBeVisible();
  expect(playerReads).toEqual([]);

  const coachPage = await (await browser.newContext()).newPage();
  await signInAs(coachPage, coach.email, coach.password);
  const coachReads = apiReads(coachPage);
  await coachPage.reload();
  await expect(coachPage.getByRole('main')).toContainText(coach.teamName);
  await coachPage.waitForLoadState('networkidle');
  expect(coachReads).toEqual([]);
});
