import { expect, test } from '@playwright/test';
import { addPlayerByApi, apiSession, newCoach, registerCoachByApi, signInAs } from './coach-helpers.ts';
import { atFixedTime } from './helpers.ts';

/** A Tuesday, a training day: three laws to learn. */
atFixedTime('2026-03-10T09:00:00Z');

test.use({ viewport: { width: 360, height: 740 } });

test("on a phone the laws popup keeps all three buttons on screen, numbers today's laws apart from the rulebook's, and the card agrees with it", async ({
  page,
  baseURL,
}) => {
  const coach = newCoach();
  const api = await apiSession(baseURL!);
  await registerCoachByApi(api, coach);
  const player = await addPlayerByApi(api, 'Tai Rangi');
  await api.dispose();

  await signInAs(page, player.email, player.password);
  const dialog = page.getByRole('dialog', { name: 'Rugby Laws of the Day' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1 of 3 · about 10 minutes');
  await expect(dialog.getByText(/^World Rugby Law \d+$/)).toBeVisible();
  for (const name of ['Previous', 'Got it!', 'Next']) {
    const box = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  for (let i = 0; i < 3; i += 1) await dialog.getByRole('button', { name: 'Got it!' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('region', { name: 'Rugby Laws' });
  await expect(card).toContainText("All 3 of today's laws learned. Nice work!");
  await expect(card).not.toContainText('learned today');
});
