import { SERVER_ERRORS, sendEmailBody, sendSmsBody, type OutboundRecord, type OutboundResult, type OutboundStatus } from '@rugby/contracts';
import { HttpError, now, notFound, RateLimiterRes, sharedLimiter, type Database, type Logger, type TeamActivityOutbox } from '@rugby/service-kit';
import type { z } from 'zod';
import type { OutboundAttempt, OutboundMessage, Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { smtpSender, type SmtpConfig } from '../providers/smtp.ts';
import { TWILIO_BLOCKED_CODES, twilioSender, type SmsAttemptResult, type TwilioConfig } from '../providers/twilio.ts';

/** How a repeat of an idempotency key waits for the first send of it. */
export interface RepeatTiming {
  /** Longest wait for a send in progress before answering 409 (the caller retries later); default 10 s. */
  waitMs?: number;
  pollMs?: number;
  /** A send unfinished this long after it started was cut off (its process stopped): it is settled as failed. Default 2 min. */
  staleMs?: number;
}

export interface OutboundDomainDeps {
  prisma: PrismaClient;
  /** Team activity (delivery failures reported by Twilio), through the outbox. */
  activity: TeamActivityOutbox;
  log: Logger;
  /** null: SMS stays in the outbox. */
  twilio: TwilioConfig | null;
  /** null: e-mail stays in the outbox. */
  smtp: SmtpConfig | null;
  /** Pause before the one retry of a 429/5xx answer. */
  retryDelayMs?: number;
  /** SMS a team may send per day (through Twilio; counted in the database, shared by replicas). */
  smsQuota: SmsQuota;
  repeat?: RepeatTiming;
}

export const DEFAULT_SMS_PER_TEAM_PER_DAY = 200;

/** A team's daily budget of SMS (SMS_PER_TEAM_PER_DAY): `spend` is false once it is used up. */
export function smsQuota(db: Pick<Database, 'storeClient'>, perDay = Number(process.env.SMS_PER_TEAM_PER_DAY ?? DEFAULT_SMS_PER_TEAM_PER_DAY)) {
  const limiter = sharedLimiter(db, { keyPrefix: 'sms-per-team', points: perDay, durationSeconds: 24 * 60 * 60 });
  return {
    perDay,
    async spend(teamId: string): Promise<boolean> {
      try {
        await limiter.consume(teamId);
        return true;
      } catch (err) {
        if (err instanceof RateLimiterRes) return false;
        throw err;
      }
    },
  };
}
export type SmsQuota = ReturnType<typeof smsQuota>;

/** A Twilio delivery-status callback (form fields as Twilio posts them). */
export interface TwilioStatusCallback {
  MessageSid?: string;
  MessageStatus?: string;
  ErrorCode?: string;
  To?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const SEND_INTERRUPTED = 'The send was interrupted before the provider answered; it may have gone out, so it is not sent again';

/** The result a repeat of a key gets: the row's send result (later delivery callbacks read as sent / failed). */
function resultOf(row: OutboundMessage): OutboundResult {
  const status = row.status === 'delivered' ? 'sent' : row.status === 'undelivered' ? 'failed' : (row.status as OutboundResult['status']);
  return { outboxId: row.id, status, error: row.error };
}

export function toOutboundRecord(row: OutboundMessage & { attempts: OutboundAttempt[] }): OutboundRecord {
  return {
    id: row.id,
    channel: row.channel as OutboundRecord['channel'],
    to: row.to,
    subject: row.subject,
    body: row.body,
    teamId: row.teamId,
    purpose: row.purpose,
    status: row.status as OutboundStatus,
    provider: row.provider,
    providerMessageId: row.providerMessageId,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    attempts: row.attempts
      .sort((a, b) => a.attempt - b.attempt)
      .map((a) => ({ attempt: a.attempt, status: a.status, error: a.error, createdAt: a.createdAt.toISOString() })),
  };
}

/** Outbound SMS and e-mail: every message is stored in the outbox, with every attempt and its result. */
export function outboundDomain({ prisma, activity, log, twilio, smtp, smsQuota, retryDelayMs = 500, repeat = {} }: OutboundDomainDeps) {
  const { waitMs = 10_000, pollMs = 50, staleMs = 2 * 60_000 } = repeat;
  const sendSmsViaTwilio = twilio ? twilioSender(twilio) : null;
  const sendEmailViaSmtp = smtp ? smtpSender(smtp) : null;

  async function recordAttempt(outboundId: string, attempt: number, status: OutboundStatus, error: string | null) {
    await prisma.outboundAttempt.create({ data: { outboundId, attempt, status, error, createdAt: now() } });
  }

  async function finish(
    outboundId: string,
    status: OutboundStatus,
    fields: { provider?: string; providerMessageId?: string; error?: string | null },
  ): Promise<OutboundResult> {
    await prisma.outboundMessage.update({
      where: { id: outboundId },
      data: {
        status,
        provider: fields.provider,
        providerMessageId: fields.providerMessageId,
        error: fields.error ?? null,
        completedAt: now(),
        updatedAt: now(),
      },
    });
    return { outboxId: outboundId, status: status as OutboundResult['status'], error: fields.error ?? null };
  }

  async function keepInOutbox(row: OutboundMessage): Promise<OutboundResult> {
    await recordAttempt(row.id, 1, 'outbox', null);
    await prisma.outboundMessage.update({ where: { id: row.id }, data: { completedAt: now() } });
    log.info(
      { outboxId: row.id, channel: row.channel, to: row.to, subject: row.subject, body: row.body, purpose: row.purpose },
      `${row.channel} kept in the outbox (no provider configured)`,
    );
    return { outboxId: row.id, status: 'outbox', error: null };
  }

  /**
   * The outbox row of a new send, or null when the idempotency key has one already. The unique key makes this
   * race-safe: of concurrent requests with one key, one inserts (ON CONFLICT DO NOTHING) and the others repeat.
   */
  async function open(data: Prisma.OutboundMessageCreateManyInput, idempotencyKey: string | undefined): Promise<OutboundMessage | null> {
    if (!idempotencyKey) return prisma.outboundMessage.create({ data });
    const [row] = await prisma.outboundMessage.createManyAndReturn({ data: [{ ...data, idempotencyKey }], skipDuplicates: true });
    return row ?? null;
  }

  /** A repeat of a key: the first send's result, without contacting the provider; waits while that send is in progress. */
  async function repeatOf(idempotencyKey: string): Promise<OutboundResult> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const row = await prisma.outboundMessage.findUniqueOrThrow({ where: { idempotencyKey } });
      if (row.completedAt) {
        log.info({ outboxId: row.id, idempotencyKey }, `repeated ${row.channel} send answered from the outbox`);
        return resultOf(row);
      }
      if (now().getTime() - row.createdAt.getTime() > staleMs) {
        // The first send was cut off (its process stopped mid-send): settle it, never send twice.
        await prisma.outboundMessage.updateMany({
          where: { id: row.id, completedAt: null },
          data: { status: 'failed', error: SEND_INTERRUPTED, completedAt: now(), updatedAt: now() },
        });
        continue;
      }
      if (Date.now() >= deadline) throw new HttpError(409, 'This message is still being sent; try again shortly', 'IN_PROGRESS');
      await sleep(pollMs);
    }
  }

  return {
    async sendSms(input: z.input<typeof sendSmsBody>): Promise<OutboundResult> {
      const data = sendSmsBody.parse(input);
      const row = await open(
        {
          channel: 'sms',
          to: data.to,
          body: data.body,
          teamId: data.teamId ?? null,
          purpose: data.purpose,
          status: 'outbox',
          createdAt: now(),
          updatedAt: now(),
        },
        data.idempotencyKey,
      );
      if (!row) return repeatOf(data.idempotencyKey!);
      if (!sendSmsViaTwilio) return keepInOutbox(row);
      if (data.teamId && !(await smsQuota.spend(data.teamId))) {
        await recordAttempt(row.id, 1, 'failed', SERVER_ERRORS.smsQuota(smsQuota.perDay));
        log.warn({ outboxId: row.id, teamId: data.teamId }, "SMS not sent: the team's daily SMS quota is spent");
        return finish(row.id, 'failed', { error: SERVER_ERRORS.smsQuota(smsQuota.perDay) });
      }
      let result: SmsAttemptResult = await sendSmsViaTwilio(data.to, data.body);
      await recordAttempt(row.id, 1, result.ok ? 'sent' : result.status, result.ok ? null : result.error);
      if (!result.ok && result.retryable) {
        log.warn({ outboxId: row.id, error: result.error }, 'Twilio asked us to retry; retrying once');
        await sleep(retryDelayMs);
        result = await sendSmsViaTwilio(data.to, data.body);
        await recordAttempt(row.id, 2, result.ok ? 'sent' : result.status, result.ok ? null : result.error);
      }
      if (result.ok) return finish(row.id, 'sent', { provider: 'twilio', providerMessageId: result.providerMessageId });
      log.warn({ outboxId: row.id, status: result.status, error: result.error }, 'SMS not sent');
      return finish(row.id, result.status, { provider: 'twilio', error: result.error });
    },

    async sendEmail(input: z.input<typeof sendEmailBody>): Promise<OutboundResult> {
      const data = sendEmailBody.parse(input);
      const row = await open(
        {
          channel: 'email',
          to: data.to,
          subject: data.subject,
          body: data.text,
          teamId: data.teamId ?? null,
          purpose: data.purpose,
          status: 'outbox',
          createdAt: now(),
          updatedAt: now(),
        },
        data.idempotencyKey,
      );
      if (!row) return repeatOf(data.idempotencyKey!);
      if (!sendEmailViaSmtp) return keepInOutbox(row);
      const result = await sendEmailViaSmtp(data.to, data.subject, data.text);
      await recordAttempt(row.id, 1, result.ok ? 'sent' : result.status, result.ok ? null : result.error);
      if (result.ok) return finish(row.id, 'sent', { provider: 'smtp', providerMessageId: result.providerMessageId });
      log.warn({ outboxId: row.id, error: result.error }, 'e-mail not sent');
      return finish(row.id, 'failed', { provider: 'smtp', error: result.error });
    },

    async get(outboxId: string): Promise<OutboundRecord> {
      const row = await prisma.outboundMessage.findUnique({ where: { id: outboxId }, include: { attempts: true } });
      if (!row) throw notFound('Outbound message not found');
      return toOutboundRecord(row);
    },

    /**
     * Applies a (signature-validated) Twilio delivery-status callback to its outbox row. A carrier block or another
     * delivery failure is recorded on the team's recent activity. Unknown message ids are ignored.
     */
    async applyTwilioStatus(callback: TwilioStatusCallback): Promise<OutboundStatus | null> {
      if (!callback.MessageSid || !callback.MessageStatus) return null;
      const row = await prisma.outboundMessage.findFirst({ where: { provider: 'twilio', providerMessageId: callback.MessageSid } });
      if (!row) {
        log.warn({ sid: callback.MessageSid }, 'status callback for an unknown message');
        return null;
      }
      const code = Number(callback.ErrorCode);
      const status = statusFromTwilio(callback.MessageStatus, code);
      if (!status || row.status === status || row.status === 'delivered') return row.status as OutboundStatus;
      const error = callback.ErrorCode ? `Twilio delivery status ${callback.MessageStatus} (code ${callback.ErrorCode})` : null;
      const failure =
        status === 'blocked'
          ? { kind: 'sms_blocked', description: `SMS to ${row.to} blocked by carrier - share the link instead` }
          : status === 'failed' || status === 'undelivered'
            ? { kind: 'sms_undelivered', description: `SMS to ${row.to} was not delivered - share the link instead` }
            : null;
      const teamId = row.teamId;
      // The status and its team activity are written together; the activity reaches the team service through the outbox.
      const key = await prisma.$transaction(async (tx) => {
        await tx.outboundMessage.update({ where: { id: row.id }, data: { status, error, updatedAt: now() } });
        return failure && teamId ? activity.queue(tx, `sms-status:${row.id}:${status}`, teamId, { ...failure, status: 'failed' }) : null;
      });
      log.info({ outboxId: row.id, status, errorCode: callback.ErrorCode }, 'SMS delivery status updated');
      if (key) await activity.send(key);
      return status;
    },

    close: () => sendEmailViaSmtp?.close(),
  };
}
export type OutboundDomain = ReturnType<typeof outboundDomain>;

/** Twilio's message status → the outbox status; null for intermediate states (queued, sending, accepted...). */
function statusFromTwilio(messageStatus: string, errorCode: number): OutboundStatus | null {
  if (TWILIO_BLOCKED_CODES.has(errorCode) && (messageStatus === 'failed' || messageStatus === 'undelivered')) return 'blocked';
  switch (messageStatus) {
    case 'delivered':
      return 'delivered';
    case 'undelivered':
      return 'undelivered';
    case 'failed':
      return 'failed';
    default:
      return null;
  }
}
