import { z } from 'zod';
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

/** Default timeout of calls to the messaging service: above two provider timeouts (5 s each by default) plus the retry pause. */
export const MESSAGING_SEND_TIMEOUT_MS = 15_000;

/** Typed client for the messaging service's /internal API (outbound SMS and e-mail, with an outbox). */
export function messagingInternalClient(clientOpts: InternalClientOptions) {
  // A send may wait for the provider twice (one retry of a 429/5xx): allow more than the default 5 s.
  const opts = { ...clientOpts, timeoutMs: clientOpts.timeoutMs ?? MESSAGING_SEND_TIMEOUT_MS };
  return {
    sendSms: (body: z.input<typeof sendSmsBody>) => internalCall(opts, 'POST', '/internal/outbound/sms', outboundResultSchema, body),
    sendEmail: (body: z.input<typeof sendEmailBody>) => internalCall(opts, 'POST', '/internal/outbound/email', outboundResultSchema, body),
    /** The stored outbox row and its attempts; 404 when unknown. */
    getOutbound: (outboxId: string) => internalCall(opts, 'GET', `/internal/outbound/${encodeURIComponent(outboxId)}`, outboundRecordSchema),
  };
}
export type MessagingInternalClient = ReturnType<typeof messagingInternalClient>;
