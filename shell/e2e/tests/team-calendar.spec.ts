import { expect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { browserSubscription, startFakePushService } from '@rugby/service-kit/fake-push-service';
import { BASE_URL } from '../playwright.config.ts';
import { signInWith } from './helpers.ts';

/**
 * The team calendar (issue 18) on a team of its own, on the real clock: a coach plans a fixture and a weekly session,
 * a player says they cannot play, the coach sees it by position and chases the one who has not answered, a program
 * pushed from a date shows on the dated sessions, and cancelling a session reaches the player's phone as a push
 * notification (through a push service on loopback, delivered to Chromium's service worker).
 */

const PASSWORD = 'e2e-password-1';

interface Squad {
  teamId: string;
  coachEmail: string;
  propEmail: string;
}

async function join(code: string, data: Record<string, unknown>) {
  const anonymous = await request.newContext({ baseURL: BASE_URL });
  const joined = await anonymous.post(`/api/invitations/${code}/join`, { data: { password: PASSWORD, ...data } });
  expect(joined.ok(), await joined.text()).toBe(true);
  await anonymous.dispose();
}

async function invite(api: APIRequestContext, playerName: string, position: string) {
  const invitation = await api.post('/api/invitations/create', { data: { playerName, playerPhone: '+64210000000', position } });
  expect(invitation.ok(), await invitation.text()).toBe(true);
  return new URL(((await invitation.json()) as { inviteLink: string }).inviteLink).pathname.split('/').pop()!;
}

/** A coach (signed in inside `page`'s context) with a new team, a prop and a hooker who joined by invitation. */
async function createSquad(page: Page): Promise<Squad> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const coachEmail = `coach-calendar-${stamp}@e2e.test`;
  const propEmail = `prop-calendar-${stamp}@e2e.test`;
  const api = page.context().request;
  const registered = await api.post('/api/auth/register', {
    data: { email: coachEmail, password: PASSWORD, firstName: 'Casey', lastName: 'Morgan', userType: 'coach' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const created = await api.post('/api/coaches/create', { data: { name: 'Casey Morgan', email: coachEmail, teamName: `Calendar ${stamp} RFC` } });
  expect(created.ok(), await created.text()).toBe(true);
  const { team } = (await created.json()) as { team: { id: string } };
  await join(await invite(api, 'Riley Hart', 'prop'), { firstName: 'Riley', lastName: 'Hart', email: propEmail, position: 'prop' });
  await join(await invite(api, 'Sam Tui', 'hooker'), { firstName: 'Sam', lastName: 'Tui', email: `hooker-calendar-${stamp}@e2e.test`, position: 'hooker' });
  return { teamId: team.id, coachEmail, propEmail };
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
/** The first date on or after `from` that falls on an ISO weekday (1 = Monday). */
function onOrAfter(from: string, weekday: number) {
  let date = from;
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}
/** Today in the team's time zone, as the calendar counts dates. */
async function teamToday(api: APIRequestContext, teamId: string) {
  const res = await api.get(`/api/teams/${teamId}/events`);
  expect(res.ok(), await res.text()).toBe(true);
  const { timeZone } = (await res.json()) as { timeZone: string };
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWith(page, email, PASSWORD);
  return page;
}

/** The id of the service worker registration of the page's origin, as Chromium's DevTools protocol names it. */
async function serviceWorkerRegistrationId(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL.startsWith(BASE_URL))?.registrationId).toBeTruthy();
  return { cdp, registrationId: registrations.find((r) => r.scopeURL.startsWith(BASE_URL))!.registrationId };
}

test('a coach plans a fixture and a weekly session; a player says unavailable; the coach sees it by position, chases, sees the pushed program on the sessions; a cancellation reaches the phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const squad = await createSquad(page);
  const coachApi = page.context().request;
  const today = await teamToday(coachApi, squad.teamId);
  const sunday = onOrAfter(addDays(today, 3), 7);
  const firstTuesday = onOrAfter(addDays(today, 1), 2);
  const secondTuesday = addDays(firstTuesday, 7);

  // The coach adds a Sunday fixture and a weekly Tuesday session in the Calendar tab.
  await page.goto('/coach/dashboard?tab=calendar');
  await page.getByRole('button', { name: 'Add match' }).click();
  const matchForm = page.getByRole('dialog');
  await matchForm.getByLabel('Opponent').fill('Harlequins');
  await matchForm.getByLabel('Home').check();
  await matchForm.getByLabel('Date').fill(sunday);
  await matchForm.getByLabel('Kick-off').fill('14:30');
  await matchForm.getByLabel('Venue').fill('Eden Park No. 2');
  await matchForm.getByLabel('Competition').fill('Premier Grade');
  await matchForm.getByRole('button', { name: 'Save match' }).click();
  await expect(matchForm).toBeHidden();
  const fixture = page.getByRole('article', { name: /^vs Harlequins/ });
  await expect(fixture).toContainText('Eden Park No. 2');

  await page.getByRole('button', { name: 'Add training' }).click();
  const sessionForm = page.getByRole('dialog');
  await sessionForm.getByLabel('Title').fill('Early conditioning');
  await sessionForm.getByLabel('Date').fill(firstTuesday);
  await sessionForm.getByLabel('Start time').fill('06:30');
  await sessionForm.getByLabel('Place').fill('Club gym');
  await sessionForm.getByLabel('Repeat weekly').check();
  await sessionForm.getByLabel('Until').fill(addDays(firstTuesday, 14));
  await sessionForm.getByRole('button', { name: 'Save session' }).click();
  await expect(sessionForm).toBeHidden();
  await expect(page.getByRole('article', { name: /^Early conditioning/ })).toHaveCount(3);

  // The prop cannot play on Sunday and says why.
  const prop = await signedInPage(browser, squad.propEmail);
  await prop.goto('/player/calendar');
  const answer = prop.getByRole('group', { name: 'Your answer for vs Harlequins' });
  await answer.getByRole('button', { name: 'Unavailable' }).click();
  await prop.getByLabel("Why can't you make it?").fill('Hamstring tightness');
  await prop.getByRole('button', { name: 'Send' }).click();
  await expect(answer.getByRole('button', { name: 'Unavailable' })).toHaveAttribute('aria-pressed', 'true');
  await expect(prop.getByText('Your reason: Hamstring tightness')).toBeVisible();
  // …and tells the coaches more in a thread only they and the coaches see.
  await prop.getByRole('button', { name: 'Reply: vs Harlequins' }).click();
  await prop.getByLabel('Reply to your coaches about vs Harlequins').fill('Physio says two weeks, I can run water on Sunday.');
  await prop.getByRole('button', { name: 'Send reply' }).click();
  await expect(prop.getByRole('list', { name: 'Replies about vs Harlequins' })).toContainText('Physio says two weeks');

  // The coach sees the front row for Sunday by position and chases the hooker, who has not answered.
  await page.reload();
  await expect(fixture).toContainText('0 available · 1 unavailable · 0 maybe · 1 no answer');
  await fixture.getByRole('button', { name: 'Availability' }).click();
  const availability = page.getByRole('dialog', { name: 'Availability: vs Harlequins' });
  const table = availability.getByRole('table', { name: 'Availability by position' });
  await expect(table.getByRole('row', { name: /^Prop/ })).toHaveText(/Prop\s*0\s*1\s*0\s*0/);
  await expect(table.getByRole('row', { name: /^Hooker/ })).toHaveText(/Hooker\s*0\s*0\s*0\s*1/);
  await expect(availability).toContainText('Hamstring tightness');
  await availability.getByRole('button', { name: 'Chase non-responders' }).click();
  await expect(page.getByText('Players chased')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(availability).toBeHidden();

  // The coach answers the prop's reply on the fixture.
  await expect(fixture.getByText('1 to answer')).toBeVisible();
  await fixture.getByRole('button', { name: 'Replies (1): vs Harlequins' }).click();
  await fixture.getByLabel('Answer Riley Hart').fill('Thanks Riley, water bottles it is.');
  await fixture.getByRole('button', { name: 'Answer Riley Hart' }).click();
  const thread = fixture.getByRole('list', { name: 'Replies about vs Harlequins' });
  await expect(thread).toContainText('Physio says two weeks');
  await expect(thread).toContainText('water bottles it is');

  // A program pushed from the first Tuesday shows on the dated sessions: day 1 that Tuesday, day 5 a week later.
  const generated = await coachApi.post('/api/ai/generate-elite-program', { data: { programType: 'ireland', teamId: squad.teamId } });
  expect(generated.ok(), await generated.text()).toBe(true);
  const program = (await generated.json()) as { program: string; programType: string; programTitle: string; document?: unknown };
  const approved = await coachApi.post('/api/ai/approve-program', { data: { ...program, teamId: squad.teamId } });
  expect(approved.ok(), await approved.text()).toBe(true);
  const { id: programId } = (await approved.json()) as { id: string };
  const pushed = await coachApi.post(`/api/programs/${programId}/push`, { data: { startDate: firstTuesday } });
  expect(pushed.ok(), await pushed.text()).toBe(true);
  await page.reload();
  const sessions = page.getByRole('article', { name: /^Early conditioning/ });
  await expect(sessions.nth(0)).toContainText(/Day 1 · /);
  await expect(sessions.nth(1)).toContainText(/Day 5 · /);

  // The prop's phone takes notifications: its subscription points at a push service on loopback.
  const pushService = await startFakePushService();
  try {
    await prop.context().grantPermissions(['notifications'], { origin: BASE_URL });
    await prop.goto('/');
    const { cdp, registrationId } = await serviceWorkerRegistrationId(prop);
    const phone = browserSubscription(pushService.origin, 'riley-phone');
    const subscribed = await prop.context().request.post('/api/notifications/push-subscriptions', { data: phone.json });
    expect(subscribed.ok(), await subscribed.text()).toBe(true);

    // The coach cancels next week's session only.
    await sessions.nth(1).getByRole('button', { name: 'Cancel event' }).click();
    const cancel = page.getByRole('dialog');
    await cancel.getByLabel('Reason (optional)').fill('Gym closed for the cup final');
    await cancel.getByRole('button', { name: 'Cancel event' }).click();
    await expect(cancel).toBeHidden();
    const cancelled = page.getByRole('article', { name: /^Early conditioning/ }).nth(1);
    await expect(cancelled).toContainText('Cancelled');
    // Cancelled on its own date; the sessions before and after it go on.
    const answer = await coachApi.get(`/api/teams/${squad.teamId}/events`);
    const events = ((await answer.json()) as { events: { displayTitle: string; date: string; status: string }[] }).events.filter(
      (e) => e.displayTitle === 'Early conditioning',
    );
    expect(events.map((e) => [e.date, e.status])).toEqual([
      [firstTuesday, 'scheduled'],
      [secondTuesday, 'cancelled'],
      [addDays(secondTuesday, 7), 'scheduled'],
    ]);

    // The push service gets the encrypted message; Chromium's service worker receives it and shows it.
    await expect.poll(() => pushService.received.filter((r) => r.path === phone.path).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const message = phone.decrypt(pushService.received.find((r) => r.path === phone.path)!.body) as { title: string; body: string };
    expect(message.title).toMatch(/cancelled/i);
    expect(message.body).toContain('Gym closed for the cup final');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: BASE_URL, registrationId, data: JSON.stringify(message) });
    await expect
      .poll(() => prop.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}: ${n.body}`)))
      .toContainEqual(`${message.title}: ${message.body}`);
    // Exactly once, however often the jobs run.
    await prop.waitForTimeout(2000);
    expect(pushService.received.filter((r) => r.path === phone.path)).toHaveLength(1);
  } finally {
    await pushService.close();
  }
  await prop.context().close();
});
