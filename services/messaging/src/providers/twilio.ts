import { messagingRoutes } from '@rugby/contracts';
import twilio from 'twilio';
import type RequestClientType from 'twilio/lib/base/RequestClient';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** Sender: a phone number, or a messaging service (one of the two). */
  fromNumber?: string;
  messagingServiceSid?: string;
  /** Points the official client at another API host (a local fake in tests); default https://api.twilio.com. */
  apiBaseUrl?: string;
  /** Per-request timeout. */
  timeoutMs: number;
  /** The app's public origin (PUBLIC_BASE_URL): Twilio posts delivery status to it + the status webhook path. */
  publicBaseUrl?: string;
}

/**
 * Twilio error codes that mean the carrier or Twilio refused the message for policy reasons (unregistered A2P 10DLC
 * or toll-free sender, filtering, the recipient opted out, no permission for the destination). The invite link is
 * still valid: the coach shares it another way ('SMS Blocked - Link Ready').
 */
export const TWILIO_BLOCKED_CODES = new Set([21408, 21610, 30004, 30007, 30032, 30034, 30035, 30036]);

const TWILIO_API = 'https://api.twilio.com';
export const TWILIO_STATUS_WEBHOOK_PATH = messagingRoutes.twilioStatusCallback.path;

export function twilioConfigFromEnv(env: Record<string, string | undefined> = process.env): TwilioConfig | null {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = env;
  const fromNumber = env.TWILIO_FROM_NUMBER || undefined;
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID || undefined;
  if (!accountSid || !authToken || (!fromNumber && !messagingServiceSid)) return null;
  return {
    accountSid,
    authToken,
    fromNumber,
    messagingServiceSid,
    apiBaseUrl: env.TWILIO_API_BASE_URL || undefined,
    timeoutMs: Number(env.TWILIO_TIMEOUT_MS ?? 5_000),
    publicBaseUrl: env.PUBLIC_BASE_URL || undefined,
  };
}

/** The official client's HTTP client, with every request sent to another API origin. */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(
    private readonly baseUrl: string,
    timeoutMs: number,
  ) {
    super({ timeout: timeoutMs });
  }

  override request<TData>(opts: RequestClientType.RequestOptions<TData>) {
    const target = new URL(opts.uri);
    const base = new URL(this.baseUrl);
    target.protocol = base.protocol;
    target.host = base.host;
    return super.request<TData>({ ...opts, uri: target.toString() });
  }
}

/** The outcome of one send attempt through Twilio. */
export type SmsAttemptResult = { ok: true; providerMessageId: string } | { ok: false; status: 'blocked' | 'failed'; error: string; retryable: boolean };

/** Sends SMS through the official `twilio` client; classifies its errors (blocked / retryable / failed). */
export function twilioSender(config: TwilioConfig) {
  const client = twilio(config.accountSid, config.authToken, {
    timeout: config.timeoutMs,
    ...(config.apiBaseUrl && new URL(config.apiBaseUrl).origin !== TWILIO_API
      ? { httpClient: new RebasedRequestClient(config.apiBaseUrl, config.timeoutMs) }
      : {}),
  });

  return async function sendSms(to: string, body: string): Promise<SmsAttemptResult> {
    try {
      const message = await client.messages.create({
        to,
        body,
        ...(config.messagingServiceSid ? { messagingServiceSid: config.messagingServiceSid } : { from: config.fromNumber }),
        ...(config.publicBaseUrl ? { statusCallback: publicUrl(config.publicBaseUrl, TWILIO_STATUS_WEBHOOK_PATH) } : {}),
      });
      return { ok: true, providerMessageId: message.sid };
    } catch (err) {
      return classifyTwilioError(err);
    }
  };
}

const publicUrl = (publicBaseUrl: string, pathAndQuery: string) => `${publicBaseUrl.replace(/\/+$/, '')}${pathAndQuery}`;

/** Whether a webhook request really comes from Twilio: X-Twilio-Signature over the public URL Twilio called and the form fields. */
export function isValidTwilioSignature(config: TwilioConfig, signature: string | undefined, pathAndQuery: string, params: Record<string, unknown>): boolean {
  if (!signature || !config.publicBaseUrl) return false;
  return twilio.validateRequest(config.authToken, signature, publicUrl(config.publicBaseUrl, pathAndQuery), params);
}

export function classifyTwilioError(err: unknown): Extract<SmsAttemptResult, { ok: false }> {
  const e = err as { status?: number; code?: number | string; message?: string } | null;
  const message = e?.message ?? String(err);
  if (typeof e?.status === 'number') {
    const code = Number(e.code);
    const error = `Twilio ${e.status}${Number.isFinite(code) ? ` (code ${code})` : ''}: ${message}`;
    if (TWILIO_BLOCKED_CODES.has(code)) return { ok: false, status: 'blocked', error, retryable: false };
    return { ok: false, status: 'failed', error, retryable: e.status === 429 || e.status >= 500 };
  }
  // No HTTP answer: timeout or network error. A timed-out send may still have gone out, so it is not retried.
  const timedOut = e?.code === 'ECONNABORTED' || e?.code === 'ETIMEDOUT' || /timeout/i.test(message);
  return {
    ok: false,
    status: 'failed',
    error: timedOut ? `Twilio did not answer within the timeout: ${message}` : `Twilio is unreachable: ${message}`,
    retryable: false,
  };
}
