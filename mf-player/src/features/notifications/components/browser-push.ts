/**
 * Web push in this browser: the service worker's PushManager (shell/host/service-worker/sw.ts shows what arrives).
 * iOS Safari has it only for an app added to the Home Screen; other browsers without it keep SMS and e-mail.
 */

/** Whether this browser can get web push at all (a service worker, PushManager and Notification). */
export function canPush(): boolean {
  return (
    typeof window !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The app's service worker, when one is registered (none on a development server without it). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This browser's push subscription, if push is on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const worker = await registration();
  return worker ? worker.pushManager.getSubscription() : null;
}

/** A base64url key (the server's VAPID public key) as the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** The subscription as the server stores it (PushSubscription.toJSON()). */
export interface SubscriptionJson {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

function toJson(subscription: PushSubscription): SubscriptionJson {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Subscribes this browser with the server's key (after the player allowed notifications). A subscription made with
 * another key (the server's key changed) is replaced. Null when no service worker is registered.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<SubscriptionJson | null> {
  const worker = await registration();
  if (!worker) return null;
  const key = keyBytes(publicKey);
  const existing = await worker.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return toJson(existing);
  if (existing) await existing.unsubscribe();
  return toJson(await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
}

/** Turns push off here; the endpoint the server should forget (null when it was not on). */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/** The time zone of this device: quiet hours are kept in it. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
