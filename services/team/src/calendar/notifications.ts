import { randomUUID } from 'node:crypto';
import { InternalCallError, type MessagingInternalClient, type NotificationKind } from '@rugby/contracts';
import { OutboxGiveUp, type Logger, type Outbox, type OutboxSql } from '@rugby/service-kit';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { CalendarMembers, SquadPlayer } from './members.ts';

/**
 * What the squad is told about its calendar, through the team service's outbox (decision 009): each notice is written
 * in the same transaction as the change it is about, handed to the messaging service after commit and retried by the
 * relay; messaging delivers one notification per key and recipient, so a retry notifies nobody twice.
 */

/** Cancellations, changes and chases: sent at once after commit. */
export const CALENDAR_NOTICE_TOPIC = 'calendar.notice';
/** The page a calendar notification opens. */
export const PLAYER_CALENDAR_URL = '/player/calendar';

export type Notifier = Pick<MessagingInternalClient, 'notify'>;

export interface NoticePayload {
  teamId: string;
  /** The messaging service's de-duplication key (the occasion); the outbox row's own key may be more specific. */
  notifyKey: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Every active player, or these players (those still active when it is sent). */
  to: 'players' | string[];
  /** A change notice is dropped when this event has since been cancelled (its cancellation says it all). */
  unlessCancelled?: string;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const MAX_RECIPIENTS = 500;

export const eventCancelledKey = (eventId: string) => `event-cancelled:${eventId}`;
export const eventChangedKey = (eventId: string, updatedAt: Date) => `event-changed:${eventId}:${updatedAt.getTime()}`;
export const chaseNotifyKey = (eventId: string, localDate: string) => `availability-chase:${eventId}:${localDate}`;

/** 'at Eden Park' or nothing. */
export const atPlace = (location: string | null) => (location ? ` at ${location}` : '');

export interface CalendarNotificationDeps {
  prisma: PrismaClient;
  outbox: Outbox;
  notifier: Notifier;
  members: CalendarMembers;
  log: Logger;
}

export function calendarNotifications({ prisma, outbox, notifier, members, log }: CalendarNotificationDeps) {
  async function send(teamId: string, notice: { key: string; kind: NotificationKind; title: string; body: string }, recipients: SquadPlayer[]) {
    let queued = 0;
    for (let i = 0; i < recipients.length; i += MAX_RECIPIENTS) {
      const chunk = recipients.slice(i, i + MAX_RECIPIENTS).map((p) => ({ userId: p.userId, name: p.name, phone: p.phone, email: p.email }));
      try {
        const result = await notifier.notify({
          ...notice,
          teamId,
          title: clip(notice.title, 120),
          body: clip(notice.body, 1000),
          url: PLAYER_CALENDAR_URL,
          recipients: chunk,
        });
        queued += result.queued;
      } catch (err) {
        // A notification messaging refuses will not pass on a retry either.
        if (err instanceof InternalCallError && err.status === 400) throw new OutboxGiveUp(err.message);
        throw err;
      }
    }
    return { recipients: recipients.length, queued };
  }

  outbox.handle<NoticePayload, { recipients: number; queued: number }>(CALENDAR_NOTICE_TOPIC, async (payload) => {
    if (payload.unlessCancelled) {
      const event = await prisma.event.findUnique({ where: { id: payload.unlessCancelled }, select: { status: true } });
      if (!event || event.status === 'cancelled') return { recipients: 0, queued: 0 };
    }
    const players = await members.players(payload.teamId);
    const recipients = payload.to === 'players' ? players : players.filter((p) => (payload.to as string[]).includes(p.userId));
    if (!recipients.length) return { recipients: 0, queued: 0 };
    return send(payload.teamId, { key: payload.notifyKey, kind: payload.kind, title: payload.title, body: payload.body }, recipients);
  });

  return {
    /** Notifies these players now (messaging de-duplicates by key and recipient); a 400 from messaging gives up. */
    send,

    /** Inside the business transaction: a notice to send after commit. Returns the outbox key (for `deliver`). */
    enqueueNotice(tx: OutboxSql, payload: NoticePayload, outboxKey = payload.notifyKey): Promise<string> {
      return outbox.enqueue(tx, { topic: CALENDAR_NOTICE_TOPIC, key: outboxKey, payload });
    },

    /** After commit: hands the notices to the messaging service now (failures stay with the relay, never thrown). */
    async deliver(keys: readonly string[]): Promise<void> {
      for (const key of keys) {
        const run = await outbox.runNow(key);
        if (run.ran && !run.ok) log.warn({ key, error: run.error.message }, 'calendar notification not handed over yet; the relay retries it');
      }
    },

    /** A unique outbox key for one chase (the messaging key stays the day's). */
    chaseOutboxKey: (eventId: string, localDate: string) => `${chaseNotifyKey(eventId, localDate)}:${randomUUID()}`,
  };
}
export type CalendarNotifications = ReturnType<typeof calendarNotifications>;
