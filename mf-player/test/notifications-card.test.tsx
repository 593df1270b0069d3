import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyBytes } from '../src/features/notifications/components/browser-push.ts';
import { NotificationsCard } from '../src/features/notifications/components/notifications-card.tsx';
import { fakeApi } from './fake-api.ts';

const PUBLIC_KEY = `B${'Aw'.repeat(43)}`;
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: `B${'Q'.repeat(86)}`, auth: 'a'.repeat(22) },
};
const DEFAULTS = { push: true, sms: true, email: true, reminders: true, quietHours: null, timeZone: null, pushDevices: 0 };

/** A browser with push: a registered service worker whose PushManager subscribes, and Notification's permission prompt. */
function pushBrowser({ permission = 'granted' as NotificationPermission, subscribed = false } = {}) {
  let current: { endpoint: string; options: { applicationServerKey: ArrayBuffer | null }; toJSON(): object; unsubscribe(): Promise<boolean> } | null = null;
  const make = (key: ArrayBuffer | null) => ({
    endpoint: SUBSCRIPTION.endpoint,
    options: { applicationServerKey: key },
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  });
  if (subscribed) current = make(keyBytes(PUBLIC_KEY).buffer);
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      current = make(options.applicationServerKey.slice().buffer);
      return current;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({ pushManager }) } });
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission: 'default', requestPermission }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  return { pushManager, requestPermission };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const api = (overrides: Record<string, unknown> = {}) => {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const record = (answer: unknown) => (call: { method: string; body: unknown }, url: URL) => {
    sent.push({ method: call.method, path: url.pathname, body: call.body });
    return typeof answer === 'function' ? (answer as (b: unknown) => unknown)(call.body) : answer;
  };
  fakeApi({
    'GET /api/notifications/push-key': { publicKey: PUBLIC_KEY },
    'GET /api/notifications/settings': DEFAULTS,
    'POST /api/notifications/push-subscriptions': record({ ok: true }),
    'DELETE /api/notifications/push-subscriptions': record(new Response(null, { status: 204 })),
    'PUT /api/notifications/settings': record((body: unknown) => ({ ...(body as object), pushDevices: 1 })),
    ...overrides,
  });
  return sent;
};

describe('notifications card', () => {
  it("turns on push: asks permission, subscribes with the server's key and sends the subscription", async () => {
    const browser = pushBrowser();
    const sent = api();
    renderWithProviders(<NotificationsCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(PUBLIC_KEY) });
    expect(keyBytes(PUBLIC_KEY)).toHaveLength(65);
    expect(sent).toEqual([{ method: 'POST', path: '/api/notifications/push-subscriptions', body: SUBSCRIPTION }]);
  });

  it('says so when the player blocks notifications, and sends nothing', async () => {
    const browser = pushBrowser({ permission: 'denied' });
    const sent = api();
    renderWithProviders(<NotificationsCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('shows push as on when this browser is subscribed, and turns it off', async () => {
    pushBrowser({ subscribed: true });
    const sent = api();
    renderWithProviders(<NotificationsCard />);
    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/notifications/push-subscriptions', body: { endpoint: SUBSCRIPTION.endpoint } }]);
  });

  it('hides the push button without PushManager (iOS Safari outside the Home Screen) but keeps the settings', async () => {
    api();
    renderWithProviders(<NotificationsCard />);
    expect(await screen.findByText(/This browser can't show notifications/)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Reminders' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('saves reminders, the fallback switches and quiet hours in the time zone of the device', async () => {
    const sent = api();
    renderWithProviders(<NotificationsCard />);
    const form = await screen.findByRole('form', { name: 'Notification settings' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Reminders' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'E-mail' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Quiet hours' }));
    const from = within(form).getByLabelText('From');
    expect(from).toHaveValue('22:00');
    await userEvent.clear(from);
    await userEvent.type(from, '21:30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/notifications/settings',
        body: {
          push: true,
          sms: true,
          email: false,
          reminders: false,
          quietHours: { start: '21:30', end: '07:00' },
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      },
    ]);
  });

  it('does not save quiet hours that end when they start', async () => {
    const sent = api({ 'GET /api/notifications/settings': { ...DEFAULTS, quietHours: { start: '22:00', end: '07:00' }, timeZone: 'Pacific/Auckland' } });
    renderWithProviders(<NotificationsCard />);
    const to = await screen.findByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '22:00');
    expect(screen.getByRole('alert')).toHaveTextContent('Quiet hours must end at a different time than they start.');
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    expect(sent).toEqual([]);
  });
});
