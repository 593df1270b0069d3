import { describe, expect, it, vi } from 'vitest';
import { appUrl, notificationOf, openNotificationPage } from '../service-worker/push-notifications.ts';

const ORIGIN = 'https://rugby.example';
const data = (value: unknown) => ({ json: () => (typeof value === 'string' ? JSON.parse(value) : value), text: () => String(value) });
const show = (value: unknown) => notificationOf(value === null ? null : data(value), ORIGIN, 'Rugby Training Hub', '/icons/icon-192.png');

describe('a push from the messaging service, shown by the service worker', () => {
  it('shows its title and body with its key as the tag, urgent ones until acted on, and the page it opens', () => {
    expect(
      show({ title: 'Training cancelled', body: 'Thu 26 Nov at 18:30: ground closed', tag: 'event-cancelled:e1', urgent: true, url: '/player/calendar' }),
    ).toEqual({
      title: 'Training cancelled',
      options: {
        body: 'Thu 26 Nov at 18:30: ground closed',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: 'event-cancelled:e1',
        requireInteraction: true,
        data: { url: 'https://rugby.example/player/calendar' },
      },
    });
    const reminder = show({ title: 'Reminder: Training, Thu 26 Nov', body: 'Training is on Thu 26 Nov at 18:30.' });
    expect(reminder.options.requireInteraction).toBe(false);
    expect(reminder.options).not.toHaveProperty('tag');
  });

  it('falls back to the product name, the text of a push that is not JSON, and the home page for a foreign or bad URL', () => {
    expect(show(null)).toMatchObject({ title: 'Rugby Training Hub', options: { body: '', data: { url: `${ORIGIN}/` } } });
    const text = notificationOf({ json: () => JSON.parse('not json'), text: () => 'not json' }, ORIGIN, 'Rugby Training Hub', '/i.png');
    expect(text).toMatchObject({ title: 'Rugby Training Hub', options: { body: 'not json' } });
    expect(show({ url: 'https://evil.example/phish' }).options.data).toEqual({ url: `${ORIGIN}/` });
    expect(appUrl('http://[bad', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrl(42, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

describe('a click on the notification', () => {
  const windowAt = (url: string) => {
    const focused = { url, navigate: vi.fn(async () => null) };
    return { url, focus: vi.fn(async () => focused), focused };
  };
  const clientsWith = (...windows: ReturnType<typeof windowAt>[]) => ({ matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) });
  const target = `${ORIGIN}/player/calendar`;

  it('focuses the window already on its page without reloading it', async () => {
    const home = windowAt(`${ORIGIN}/`);
    const calendar = windowAt(target);
    const clients = clientsWith(home, calendar);
    await openNotificationPage(clients, target, ORIGIN);
    expect(calendar.focus).toHaveBeenCalled();
    expect(calendar.focused.navigate).not.toHaveBeenCalled();
    expect(home.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it("takes an open window of the app to the page, and opens one when none is open (another site's window does not count)", async () => {
    const home = windowAt(`${ORIGIN}/`);
    await openNotificationPage(clientsWith(windowAt('https://other.example/'), home), target, ORIGIN);
    expect(home.focused.navigate).toHaveBeenCalledWith(target);

    const none = clientsWith(windowAt('https://other.example/'));
    await openNotificationPage(none, target, ORIGIN);
    expect(none.openWindow).toHaveBeenCalledWith(target);
  });
});
