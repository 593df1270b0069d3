import { expect, test } from '@playwright/test';
import { addPlayerByApi, apiSession, newCoach, registerCoachByApi, signInAs } from './coach-helpers.ts';

test('the coach sends a team message and sees its read count rise when the player reads it', async ({ page, baseURL }) => {
  const coach = newCoach();
  const api = await apiSession(baseURL!);
  const { team } = await registerCoachByApi(api, coach);
  const player = await addPlayerByApi(api, 'Mere Tane');
  await api.dispose();

  await signInAs(page, coach.email, coach.password);
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
  await expect(page.getByText('Please fill in both title and message.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss notification' }).click();

  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Announcement' });
  await page.getByLabel('Title', { exact: true }).fill('Training moved to 6pm');
  await page.getByLabel('Message', { exact: true }).fill('Thursday session starts at 6pm on the back field.');
  await expect(page.getByText('49/2000 characters')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Mark as urgent' }).click();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
  const item = page.getByRole('article', { name: 'Training moved to 6pm' });
  await expect(item).toContainText('Announcement');
  await expect(item).toContainText('Urgent');
  await expect(item).toContainText(`From ${coach.firstName} ${coach.lastName}`);
  await expect(item).toContainText('Read by 0 of 1');

  // The player reads it (through the API with the player's session).
  const playerApi = await apiSession(baseURL!);
  expect((await playerApi.post('/api/auth/login', { data: { email: player.email, password: player.password } })).status()).toBe(200);
  const messages = (await (await playerApi.get(`/api/teams/${team.id}/messages`)).json()) as { id: string; title: string }[];
  const read = await playerApi.post(`/api/messages/${messages.find((m) => m.title === 'Training moved to 6pm')!.id}/read`);
  expect(read.status()).toBe(200);
  await playerApi.dispose();

  // Pushed by the server (GET /api/events), not waited for from the 30-second poll.
  await expect(item).toContainText('Read by 1 of 1', { timeout: 5_000 });
});

test("a message of the type Urgent is urgent, with one 'Urgent' marker for the coach and the player", async ({ page, baseURL }) => {
  const coach = newCoach();
  const api = await apiSession(baseURL!);
  const { team } = await registerCoachByApi(api, coach);
  const player = await addPlayerByApi(api, 'Aroha Kingi');
  await api.dispose();

  await signInAs(page, coach.email, coach.password);
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Urgent' });
  const box = page.getByRole('checkbox', { name: 'Mark as urgent' });
  await expect(box).toBeChecked();
  await expect(box).toBeDisabled();
  await page.getByLabel('Title', { exact: true }).fill('Pitch closed');
  await page.getByLabel('Message', { exact: true }).fill('No training tonight: the field is flooded.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const item = page.getByRole('article', { name: 'Pitch closed' });
  await expect(item.getByText('Urgent', { exact: true })).toHaveCount(1);

  const playerApi = await apiSession(baseURL!);
  expect((await playerApi.post('/api/auth/login', { data: { email: player.email, password: player.password } })).status()).toBe(200);
  const messages = (await (await playerApi.get(`/api/teams/${team.id}/messages`)).json()) as { title: string; type: string; isUrgent: boolean }[];
  expect(messages.find((m) => m.title === 'Pitch closed')).toMatchObject({ type: 'urgent', isUrgent: true });
  await playerApi.dispose();
});
