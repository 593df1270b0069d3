import { createECDH, createHash } from 'node:crypto';
import webpush from 'web-push';

/** The server's VAPID identity (RFC 8292): the key pair browsers subscribe with, and a contact for the push services. */
export interface VapidConfig {
  /** Uncompressed P-256 public key, base64url (what pushManager.subscribe takes as applicationServerKey). */
  publicKey: string;
  /** P-256 private key, base64url. */
  privateKey: string;
  /** mailto: address or https: URL. */
  subject: string;
}

/** Subject when VAPID_SUBJECT is unset and PUBLIC_BASE_URL is not https (reserved domain: nobody is mailed). */
export const FALLBACK_VAPID_SUBJECT = 'mailto:notifications@example.com';

const isBase64url = (value: string) => /^[A-Za-z0-9_-]+={0,2}$/.test(value);

/** Whether `publicKey` is an uncompressed P-256 point (65 bytes, base64url) on the curve. */
export function isP256PublicKey(publicKey: string): boolean {
  if (!isBase64url(publicKey)) return false;
  const bytes = Buffer.from(publicKey, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    // Fails for a point that is not on the curve.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Checks a VAPID key pair (both base64url P-256 keys, and the private key's public half is the public key). */
export function vapidProblem(publicKey: string, privateKey: string): string | null {
  if (!isP256PublicKey(publicKey)) return 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes)';
  const secret = isBase64url(privateKey) ? Buffer.from(privateKey, 'base64url') : Buffer.alloc(0);
  if (secret.length !== 32) return 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes)';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(secret);
    if (!ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'))) return 'VAPID_PRIVATE_KEY does not belong to VAPID_PUBLIC_KEY';
  } catch {
    return 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes)';
  }
  return null;
}

/** The subject push services see: VAPID_SUBJECT, else the public https address, else a placeholder. */
export function vapidSubjectFromEnv(env: Record<string, string | undefined> = process.env): string {
  const subject = env.VAPID_SUBJECT?.trim();
  if (subject) return subject;
  const base = env.PUBLIC_BASE_URL?.trim();
  return base?.startsWith('https://') ? base : FALLBACK_VAPID_SUBJECT;
}

/**
 * VAPID from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT: null when neither key is set; throws when only one
 * is, or when they are not a P-256 pair (a typo must not start a server that silently never pushes).
 */
export function vapidConfigFromEnv(env: Record<string, string | undefined> = process.env): VapidConfig | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to turn web push off)');
  const problem = vapidProblem(publicKey, privateKey);
  if (problem) throw new Error(problem);
  return { publicKey, privateKey, subject: vapidSubjectFromEnv(env) };
}

/** A new VAPID key pair (base64url), as `npx web-push generate-vapid-keys` makes one. */
export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** How long the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** Replaces a message of the same topic still waiting at the push service. */
  topic?: string;
}

/** One push: delivered to the push service, or why not (`gone`: the subscription no longer exists, 404/410). */
export type PushResult = { ok: true; status: number } | { ok: false; gone: boolean; status: number | null; error: string };

/** A push-service Topic header from any key: at most 32 base64url characters (RFC 8030 §5.4). */
export const pushTopic = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

/**
 * Sends web push messages: the `web-push` library encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID
 * header; the request goes out with fetch, with a timeout (any http(s) endpoint, so tests run a local push service).
 */
export function pushSender(vapid: VapidConfig, timeoutMs = 5_000) {
  return async function sendPush(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult> {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        ...(options.topic ? { topic: options.topic } : {}),
        contentEncoding: 'aes128gcm',
      });
    } catch (err) {
      // The browser's keys cannot be used (not a P-256 point): this subscription can never receive anything.
      return { ok: false, gone: true, status: null, error: `push not encrypted: ${(err as Error).message}` };
    }
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    try {
      const res = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text().catch(() => '');
      if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status };
      return {
        ok: false,
        gone: res.status === 404 || res.status === 410,
        status: res.status,
        error: `push service answered ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
      };
    } catch (err) {
      const e = err as Error;
      const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
      return {
        ok: false,
        gone: false,
        status: null,
        error: timedOut ? `push service did not answer within ${timeoutMs} ms` : `push service unreachable: ${e.message}`,
      };
    }
  };
}
export type PushSender = ReturnType<typeof pushSender>;
