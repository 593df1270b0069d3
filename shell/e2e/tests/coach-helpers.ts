import { expect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { setServerClock, signInWith } from './helpers.ts';

/** A unique suffix so every run creates its own coach, team and players. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface CoachAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  teamName: string;
}

export function newCoach(): CoachAccount {
  const id = unique();
  return { email: `coach-${id}@e2e.test`, password: 'coach-pass-1', firstName: 'Jordan', lastName: `Coach${id}`, teamName: `Team ${id}` };
}

/** An API session (its own cookie jar) against the app under test. */
export const apiSession = (baseURL: string) => request.newContext({ baseURL });

/** Registers a coach and their team through the API (register signs in; then create the coach). */
export async function registerCoachByApi(api: APIRequestContext, coach: CoachAccount) {
  const reg = await api.post('/api/auth/register', {
    data: { email: coach.email, password: coach.password, firstName: coach.firstName, lastName: coach.lastName, userType: 'coach' },
  });
  expect(reg.status(), await reg.text()).toBeLessThan(300);
  const created = await api.post('/api/coaches/create', {
    data: { name: `${coach.firstName} ${coach.lastName}`, email: coach.email, teamName: coach.teamName },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { team: { id: string; name: string; inviteCode: string } };
}

/** Invites and joins a player through the API; answers the player's credentials. */
export async function addPlayerByApi(api: APIRequestContext, name: string) {
  const email = `player-${unique()}@e2e.test`;
  const invite = await api.post('/api/invitations/create', { data: { playerName: name, playerPhone: '+64215550199' } });
  expect(invite.status(), await invite.text()).toBe(201);
  const code = new URL(((await invite.json()) as { inviteLink: string }).inviteLink).pathname.split('/').pop()!;
  const [firstName, lastName] = name.split(' ');
  // Joining sets no cookie, so the coach's session can make the call.
  const joined = await api.post(`/api/invitations/${code}/join`, { data: { firstName, lastName, email, password: 'player-pass-1' } });
  expect(joined.status(), await joined.text()).toBe(201);
  return { email, password: 'player-pass-1' };
}

/** Signs in through /login with any account and waits for the signed-in home (the shared helper). */
export { signInWith as signInAs } from './helpers.ts';

/** A Thursday of the tests' calendar: a training day. */
export const TRAINING_THURSDAY = '2030-03-07T10:00:00.000Z';

/**
 * A new coach's new player at training on a phone: the server's clock and the phone's (390 px) at `at`, the player
 * signed in once the laws call has answered (its popup may be open: see expectBehindLawsPopup). `page`'s context is
 * the coach's; the caller closes `phone` and puts the server's clock back (setServerClock(…, null)).
 */
export async function playerAtTraining(page: Page, browser: Browser, name: string, at: string, options: { serviceWorkers?: 'allow' | 'block' } = {}) {
  const coach = newCoach();
  await registerCoachByApi(page.context().request, coach);
  const player = await addPlayerByApi(page.context().request, name);
  expect((await setServerClock(page.context().request, at)).ok()).toBe(true);
  const phone = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, ...options });
  await phone.clock.setFixedTime(new Date(at));
  const home = await phone.newPage();
  const lawsAnswered = home.waitForResponse((res) => new URL(res.url()).pathname === '/api/player/unviewed-laws');
  await signInWith(home, player.email, player.password);
  await lawsAnswered;
  return { coach, player, phone, home };
}

/** Dismisses the visible toast so the next one can show. */
export async function dismissToast(page: Page) {
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
}
