import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../calendar.ts';
import { internalCall, type InternalClientOptions } from './client.ts';

export const outboundResultSchema = z.object({
  outboxId: z.string(),
  /** sent: handed to the provider; outbox: stored only (no provider configured); blocked: carrier/A2P block; failed: other error. */
  status: z.enum(['sent', 'outbox', 'blocked', 'failed']),
  error: z.string().nullable(),
});
export type OutboundResult = z.infer<typeof outboundResultSchema>;

/** Every status an outbox row can have: the send results above plus the delivery results of provider callbacks. */
export const OUTBOUND_STATUSES = ['outbox', 'sent', 'blocked', 'failed', 'delivered', 'undelivered'] as const;
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number];

/** One outbox row with every attempt to hand it to its provider (content retrievable, e.g. when no provider is configured). */
export const outboundRecordSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  teamId: z.string().nullable(),
  purpose: z.string(),
  status: z.enum(OUTBOUND_STATUSES),
  provider: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  attempts: z.array(z.object({ attempt: z.number().int(), status: z.string(), error: z.string().nullable(), createdAt: z.string() })),
});
export type OutboundRecord = z.infer<typeof outboundRecordSchema>;

/**
 * The caller's idempotency key (e.g. `invitation:<id>`), optional for compatibility: a repeat with the same key
 * (also while the first is in progress) gets the stored result, and the provider is not contacted again.
 */
const idempotencyKey = z.string().min(1).max(200).optional();

export const sendSmsBody = z.object({
  to: z.string().min(3).max(40),
  body: z.string().min(1).max(1600),
  teamId: z.string().optional(),
  purpose: z.string().max(60),
  idempotencyKey,
});
export const sendEmailBody = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(20_000),
  teamId: z.string().optional(),
  purpose: z.string().max(60),
  idempotencyKey,
});

/** One person a notification is for, with how they can be reached besides push (the team service owns contacts). */
export const notificationRecipientSchema = z.object({
  userId: z.string().min(1).max(200),
  name: z.string().max(200),
  phone: z.string().max(40).nullable(),
  email: z.string().max(320).nullable(),
});
export type NotificationRecipient = z.infer<typeof notificationRecipientSchema>;

/**
 * A notification to some of a team's people. `key` names the occasion (e.g. event-cancelled:<eventId>,
 * availability-chase:<eventId>:<date>): one delivery per key and recipient however often it is sent, so a retried
 * job or a double click notifies nobody twice. Urgent kinds (URGENT_NOTIFICATION_KINDS) reach every channel the
 * person has and ignore quiet hours.
 */
export const notifyBody = z.object({
  key: z.string().min(1).max(200),
  kind: z.enum(NOTIFICATION_KINDS),
  teamId: z.string().min(1).max(200),
  title: z.string().min(1).max(120),
  body: z.string().min(1).max(1000),
  /** The app page the notification opens (a path such as /player/calendar). */
  url: z.string().startsWith('/').max(500),
  recipients: z.array(notificationRecipientSchema).min(1).max(500),
});
export const notifyResultSchema = z.object({
  /** Recipients newly queued by this call (0 for a repeat of the same key). */
  queued: z.number().int(),
  /** Recipients already notified or queued under this key. */
  duplicates: z.number().int(),
});

/** Default timeout of calls to the messaging service: above two provider timeouts (5 s each by default) plus the retry pause. */
export const MESSAGING_SEND_TIMEOUT_MS = 15_000;

/** Typed client for the messaging service's /internal API (outbound SMS and e-mail, with an outbox). */
export function messagingInternalClient(clientOpts: InternalClientOptions) {
  // A send may wait for the provider twice (one retry of a 429/5xx): allow more than the default 5 s.
  const opts = { ...clientOpts, timeoutMs: clientOpts.timeoutMs ?? MESSAGING_SEND_TIMEOUT_MS };
  return {
    sendSms: (body: z.input<typeof sendSmsBody>) => internalCall(opts, 'POST', '/internal/outbound/sms', outboundResultSchema, body),
    sendEmail: (body: z.input<typeof sendEmailBody>) => internalCall(opts, 'POST', '/internal/outbound/email', outboundResultSchema, body),
    /** Queue a notification for each recipient (push, SMS, e-mail by their preferences); de-duplicated by key. */
    notify: (body: z.input<typeof notifyBody>) => internalCall(opts, 'POST', '/internal/notifications', notifyResultSchema, body),
    /** The stored outbox row and its attempts; 404 when unknown. */
    getOutbound: (outboxId: string) => internalCall(opts, 'GET', `/internal/outbound/${encodeURIComponent(outboxId)}`, outboundRecordSchema),
  };
}
export type MessagingInternalClient = ReturnType<typeof messagingInternalClient>;
