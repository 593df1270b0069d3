import { expect, test, type Page } from '@playwright/test';
import { playerAtTraining, TRAINING_THURSDAY as THURSDAY } from './coach-helpers.ts';
import { expectBehindLawsPopup, setServerClock } from './helpers.ts';

const DAY = '2030-03-07';
const WAITING = 'Waiting for signal — will sync';

test.afterEach(async ({ page }) => {
  await setServerClock(page.context().request, null);
});

/** Whether the service worker holds every file of the player remote's screens (its manifest's expose files). */
const playerScreensCached = (page: Page) =>
  page.evaluate(async () => {
    const base = `${location.origin}/remotes/player/`;
    const manifest = (await (await fetch(`${base}mf-manifest.json`)).json()) as {
      exposes: { assets: Record<'js' | 'css', { sync: string[]; async: string[] }> }[];
    };
    const files = manifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async]);
    const cache = await caches.open('rugby-assets');
    const hits = await Promise.all(files.map((file) => cache.match(new URL(file, base).href)));
    return hits.every(Boolean);
  });

/**
 * Issue 16 item 6, works on the pitch: a player who opened the app at training loses the signal, reloads and still
 * sees today's session (the service worker), ticks an item and logs sets (kept on the phone, shown as waiting, across
 * another reload), and when the signal is back each is sent once: the server has them exactly once.
 */
test('offline at training: today stays on the phone, what is logged waits and is sent once when back online', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { phone, home } = await playerAtTraining(page, browser, 'Tana Umaga', THURSDAY, { serviceWorkers: 'allow' });
  const writes: string[] = [];
  phone.on('request', (request) => {
    if (['PATCH', 'PUT'].includes(request.method()) && new URL(request.url()).pathname.startsWith('/api/training-log/'))
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const day = home.getByRole('region', { name: "Today's Activities" });
  await expectBehindLawsPopup(home, day.getByRole('region', { name: 'Strength' }));

  // The service worker installs after the first load; the next load goes through it and fills its caches.
  await home.evaluate(async () => void (await navigator.serviceWorker.ready));
  await home.reload();
  await expectBehindLawsPopup(home, day.getByRole('region', { name: 'Strength' }));
  expect(await home.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => playerScreensCached(home), { timeout: 30_000 }).toBe(true);
  const entriesBefore = (await (await phone.request.get(`/api/player/training?date=${DAY}`)).json()) as unknown[];

  // No signal: the page still loads, with today's session.
  await phone.setOffline(true);
  await home.reload();
  const warmUp = day.getByRole('region', { name: 'Warm-Up' }).getByRole('listitem').first();
  const strength = day.getByRole('region', { name: 'Strength' }).getByRole('listitem').first();
  // (The laws popup opens again: its answers are kept too. While open it hides the page from the accessibility tree.)
  await expectBehindLawsPopup(home, strength);
  await expect(home.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();

  // A tick and a set log, offline: shown done, waiting for signal.
  await warmUp.getByRole('checkbox').click();
  await expect(warmUp.getByRole('checkbox')).toBeChecked();
  await expect(warmUp.getByText(WAITING)).toBeVisible();
  await strength.getByRole('button', { name: /^Log sets: / }).click();
  const logger = home.getByRole('dialog');
  await expect(logger.getByRole('rowheader').first()).toBeVisible();
  const rows = await logger.getByRole('rowheader').count();
  const kg = logger.getByLabel(/^Set \d+ kg$/);
  for (let i = 0; i < (await kg.count()); i++) await kg.nth(i).fill('40');
  await logger.getByRole('button', { name: 'Save sets' }).click();
  await expect(logger).toBeHidden();
  await expect(strength.getByText(/^Done: /)).toBeVisible();
  await expect(strength.getByText(WAITING)).toBeVisible();
  await home.screenshot({ path: test.info().outputPath('offline-pending.png') });

  // Still offline, the page is reloaded: the writes were kept on the phone.
  await home.reload();
  await expectBehindLawsPopup(home, strength);
  await expect(warmUp.getByText(WAITING)).toBeVisible();
  await expect(strength.getByText(WAITING)).toBeVisible();
  expect(writes).toEqual([]);

  // The signal is back: each write is sent once, the marks go, the server has them.
  await phone.setOffline(false);
  await expect(home.getByText(WAITING)).toHaveCount(0);
  await expect(home.getByRole('status').filter({ hasText: "You're offline" })).toBeHidden();
  const after = (await (await phone.request.get(`/api/player/training?date=${DAY}`)).json()) as {
    id: string;
    completed: boolean;
    activity: { category: string };
    performed?: { sets: unknown[] };
  }[];
  expect(after).toHaveLength(entriesBefore.length);
  const [tickedId, loggedId] = [await warmUp.getByRole('checkbox').getAttribute('id'), await strength.getByRole('checkbox').getAttribute('id')];
  const ticked = after.find((e) => `activity-${e.id}` === tickedId)!;
  const logged = after.find((e) => `activity-${e.id}` === loggedId)!;
  expect(ticked.completed).toBe(true);
  expect(logged.completed).toBe(true);
  expect(rows).toBeGreaterThan(0);
  expect(logged.performed?.sets).toHaveLength(rows);
  expect(writes.sort()).toEqual([`PATCH /api/training-log/${ticked.id}`, `PUT /api/training-log/${logged.id}/sets`]);
  await phone.close();
});

/**
 * The home's reads came with its page (docs/decisions/017), so the app never fetched them; the service worker keeps
 * the last page loaded, which here is another one (a deep link, as a notification opens). Opened without signal, the
 * home still has today's session: the page put the answers it carried where the worker looks (kit page-boot.ts).
 */
test("offline, the home opened after another page was loaded last still shows today's session", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { phone, home } = await playerAtTraining(page, browser, 'Beauden Barrett', THURSDAY, { serviceWorkers: 'allow' });
  const strength = home.getByRole('region', { name: "Today's Activities" }).getByRole('region', { name: 'Strength' }).getByRole('listitem').first();
  await expectBehindLawsPopup(home, strength);
  await home.evaluate(async () => void (await navigator.serviceWorker.ready));
  // Loaded through the worker: the home's reads come with the page.
  await home.reload();
  await expectBehindLawsPopup(home, strength);
  await expect.poll(() => playerScreensCached(home), { timeout: 30_000 }).toBe(true);

  // The last page loaded is Progress, by its address.
  await home.goto('/progress');
  await expectBehindLawsPopup(home, home.getByRole('heading', { name: 'My Progress' }));

  await phone.setOffline(true);
  await home.goto('/');
  await expectBehindLawsPopup(home, strength);
  await expect(home.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await phone.close();
});
