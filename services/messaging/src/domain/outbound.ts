import { sendEmailBody, sendSmsBody, type OutboundRecord, type OutboundResult, type OutboundStatus, type TeamInternalClient } from '@rugby/contracts';
import { now, notFound, type Logger } from '@rugby/service-kit';
import type { z } from 'zod';
import type { OutboundAttempt, OutboundMessage, PrismaClient } from '../generated/prisma/client.ts';
import { smtpSender, type SmtpConfig } from '../providers/smtp.ts';
import { TWILIO_BLOCKED_CODES, twilioSender, type SmsAttemptResult, type TwilioConfig } from '../providers/twilio.ts';

export interface OutboundDomainDeps {
  prisma: PrismaClient;
  team: Pick<TeamInternalClient, 'recordActivity'>;
  log: Logger;
  /** null: SMS stays in the outbox. */
  twilio: TwilioConfig | null;
  /** null: e-mail stays in the outbox. */
  smtp: SmtpConfig | null;
  /** Pause before the one retry of a 429/5xx answer. */
  retryDelayMs?: number;
}

/** A Twilio delivery-status callback (form fields as Twilio posts them). */
export interface TwilioStatusCallback {
  MessageSid?: string;
  MessageStatus?: string;
  ErrorCode?: string;
  To?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function toOutboundRecord(row: OutboundMessage & { attempts: OutboundAttempt[] }): OutboundRecord {
  return {
    id: row.id, channel: row.channel as OutboundRecord['channel'], to: row.to, subject: row.subject, body: row.body, teamId: row.teamId,
    purpose: row.purpose, status: row.status as OutboundStatus, provider: row.provider, providerMessageId: row.providerMessageId,
    error: row.error, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
    attempts: row.attempts.sort((a, b) => a.attempt - b.attempt).map((a) => ({ attempt: a.attempt, status: a.status, error: a.error, createdAt: a.createdAt.toISOString() })),
  };
}

/** Outbound SMS and e-mail: every message is stored in the outbox, with every attempt and its result. */
export function outboundDomain({ prisma, team, log, twilio, smtp, retryDelayMs = 500 }: OutboundDomainDeps) {
  const sendSmsViaTwilio = twilio ? twilioSender(twilio) : null;
  const sendEmailViaSmtp = smtp ? smtpSender(smtp) : null;

  async function recordAttempt(outboundId: string, attempt: number, status: OutboundStatus, error: string | null) {
    await prisma.outboundAttempt.create({ data: { outboundId, attempt, status, error, createdAt: now() } });
  }

  async function finish(outboundId: string, status: OutboundStatus, fields: { provider?: string; providerMessageId?: string; error?: string | null }): Promise<OutboundResult> {
    await prisma.outboundMessage.update({ where: { id: outboundId }, data: { status, provider: fields.provider, providerMessageId: fields.providerMessageId, error: fields.error ?? null, updatedAt: now() } });
    return { outboxId: outboundId, status: status as OutboundResult['status'], error: fields.error ?? null };
  }

  async function keepInOutbox(row: OutboundMessage): Promise<OutboundResult> {
    await recordAttempt(row.id, 1, 'outbox', null);
    log.info({ outboxId: row.id, channel: row.channel, to: row.to, subject: row.subject, body: row.body, purpose: row.purpose }, `${row.channel} kept in the outbox (no provider configured)`);
    return { outboxId: row.id, status: 'outbox', error: null };
  }

  return {
    async sendSms(input: z.input<typeof sendSmsBody>): Promise<OutboundResult> {
      const data = sendSmsBody.parse(input);
      const row = await prisma.outboundMessage.create({
        data: { channel: 'sms', to: data.to, body: data.body, teamId: data.teamId ?? null, purpose: data.purpose, status: 'outbox', createdAt: now(), updatedAt: now() },
      });
      if (!sendSmsViaTwilio) return keepInOutbox(row);
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
      const row = await prisma.outboundMessage.create({
        data: { channel: 'email', to: data.to, subject: data.subject, body: data.text, teamId: data.teamId ?? null, purpose: data.purpose, status: 'outbox', createdAt: now(), updatedAt: now() },
      });
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
      await prisma.outboundMessage.update({ where: { id: row.id }, data: { status, error, updatedAt: now() } });
      log.info({ outboxId: row.id, status, errorCode: callback.ErrorCode }, 'SMS delivery status updated');
      const failure = status === 'blocked'
        ? { kind: 'sms_blocked', description: `SMS to ${row.to} blocked by carrier - share the link instead` }
        : status === 'failed' || status === 'undelivered' ? { kind: 'sms_undelivered', description: `SMS to ${row.to} was not delivered - share the link instead` } : null;
      if (failure && row.teamId) {
        try {
          await team.recordActivity(row.teamId, { ...failure, status: 'failed' });
        } catch (err) {
          log.warn({ err, outboxId: row.id }, 'could not record the SMS delivery failure activity');
        }
      }
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
    case 'delivered': return 'delivered';
    case 'undelivered': return 'undelivered';
    case 'failed': return 'failed';
    default: return null;
  }
}
