/**
 * Web push in the service worker (docs/decisions/025), apart from sw.ts (which runs Workbox on import) so it can be
 * tested: what a push from the messaging service shows, and which window a click on it opens.
 */

/** A push from the messaging service (services/messaging/src/domain/notifications.ts, PushPayload). */
export interface PushMessage {
  title?: string;
  body?: string;
  /** The app page it opens (a path). */
  url?: string;
  /** The notification's key: a newer one with the same tag replaces the one shown. */
  tag?: string;
  urgent?: boolean;
}

/** The push's data as the browser hands it over (PushMessageData). */
export interface PushData {
  json(): unknown;
  text(): string;
}

/** A page of this app only (`origin`): anything else, or nothing, opens the home page. */
export function appUrl(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    return target.origin === origin ? target.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}

/**
 * The notification a push shows: its title (else the product's name) and body; its key as the tag, so a repeat
 * replaces it instead of stacking; urgent news (a cancelled session, an urgent team message) stays on screen until the
 * player acts on it; the page it opens. A push that is not JSON shows its text.
 */
export function notificationOf(data: PushData | null, origin: string, productName: string, icon: string): { title: string; options: NotificationOptions } {
  let message: PushMessage;
  try {
    message = (data?.json() as PushMessage | null) ?? {};
  } catch {
    message = { body: data?.text() };
  }
  return {
    title: message.title || productName,
    options: {
      body: message.body ?? '',
      icon,
      badge: icon,
      ...(message.tag ? { tag: message.tag } : {}),
      requireInteraction: message.urgent === true,
      data: { url: appUrl(message.url, origin) },
    },
  };
}

/** The parts of the worker's `clients` a click uses. */
export interface WindowClients {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<ReadonlyArray<{ url: string; focus(): Promise<{ url: string; navigate(url: string): Promise<unknown> }> }>>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A click on a notification: the window already on its page is focused; else an open window of the app is focused and
 * taken to the page; with none open, the page opens in a new one.
 */
export async function openNotificationPage(clients: WindowClients, target: string, origin: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.url === target) ?? windows.find((w) => new URL(w.url).origin === origin);
  if (!open) {
    await clients.openWindow(target);
    return;
  }
  const focused = await open.focus();
  if (focused.url !== target) await focused.navigate(target).catch(() => null);
}
