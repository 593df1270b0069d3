import { dayLabel, REMINDER_HOURS } from '@rugby/contracts';
import { now, type Logger, type Outbox, type OutboxSql } from '@rugby/service-kit';
import type { Event, PrismaClient } from '../generated/prisma/client.ts';
import type { CalendarMembers } from './members.ts';
import { atPlace, type CalendarNotifications } from './notifications.ts';
import { hasStarted } from './rules.ts';
import { whenLabel } from './time.ts';
import { displayTitleOf } from './views.ts';

/**
 * Reminders are scheduled outbox jobs (decision 025): written with the event when it is created or moved, due
 * REMINDER_HOURS before its start. When due, the job re-reads the event and sends nothing when it was cancelled or
 * moved since (its start is not the one the job was scheduled for) or has already begun.
 */

export const CALENDAR_REMINDER_TOPIC = 'calendar.reminder';

export type ReminderKind = 'event-reminder' | 'availability-reminder';
export interface ReminderPayload {
  eventId: string;
  kind: ReminderKind;
  /** The start the reminder was scheduled for (ISO). */
  startsAt: string;
}

/** Also the messaging key: one reminder per event, start and player. */
export const reminderKey = (kind: ReminderKind, eventId: string, startsAt: Date) => `${kind}:${eventId}:${startsAt.getTime()}`;

/**
 * The outbox rows of an event's reminders: the event reminder (REMINDER_HOURS.event before the start, every active
 * player) and the availability reminder (REMINDER_HOURS.availability before, those who have not answered); times
 * already past are left out. Written inside the transaction that creates or moves the event (and by the demo seed).
 */
export async function enqueueReminders(outbox: Pick<Outbox, 'enqueue'>, tx: OutboxSql, event: Pick<Event, 'id' | 'startsAt'>): Promise<void> {
  for (const [kind, hours] of [
    ['event-reminder', REMINDER_HOURS.event],
    ['availability-reminder', REMINDER_HOURS.availability],
  ] as const) {
    const runAt = new Date(event.startsAt.getTime() - hours * 60 * 60_000);
    if (runAt.getTime() <= now().getTime()) continue;
    const payload: ReminderPayload = { eventId: event.id, kind, startsAt: event.startsAt.toISOString() };
    await outbox.enqueue(tx, { topic: CALENDAR_REMINDER_TOPIC, key: reminderKey(kind, event.id, event.startsAt), payload, runAt });
  }
}

export interface CalendarReminderDeps {
  prisma: PrismaClient;
  outbox: Outbox;
  members: CalendarMembers;
  notifications: CalendarNotifications;
  log: Logger;
}

export function calendarReminders({ prisma, outbox, members, notifications, log }: CalendarReminderDeps) {
  outbox.handle<ReminderPayload, { recipients: number; queued: number }>(CALENDAR_REMINDER_TOPIC, async (payload, row) => {
    const event = await prisma.event.findUnique({ where: { id: payload.eventId } });
    if (!event || event.status !== 'scheduled' || event.startsAt.toISOString() !== payload.startsAt || hasStarted(event)) {
      log.info({ key: row.key }, 'calendar reminder skipped: the event was cancelled, moved or has begun');
      return { recipients: 0, queued: 0 };
    }
    let recipients = await members.players(event.teamId);
    if (payload.kind === 'availability-reminder') {
      const answered = await prisma.availability.findMany({ where: { eventId: event.id, status: { not: null } }, select: { userId: true } });
      const done = new Set(answered.map((a) => a.userId));
      recipients = recipients.filter((p) => !done.has(p.userId));
    }
    if (!recipients.length) return { recipients: 0, queued: 0 };
    const title = displayTitleOf(event);
    const when = whenLabel(event.date, event.startTime);
    const text =
      payload.kind === 'event-reminder'
        ? { title: `Reminder: ${title}, ${dayLabel(event.date)}`, body: `${title} is on ${when}${atPlace(event.location)}.` }
        : {
            title: `Can you make it? ${title}, ${dayLabel(event.date)}`,
            body: `Your coach needs to know if you can make ${title} on ${when}${atPlace(event.location)}. Please answer in the app.`,
          };
    return notifications.send(event.teamId, { key: row.key, kind: payload.kind, ...text }, recipients);
  });

  return {
    /** Inside the business transaction: the event's reminders (enqueueReminders). */
    schedule: (tx: OutboxSql, event: Pick<Event, 'id' | 'startsAt'>) => enqueueReminders(outbox, tx, event),
  };
}
export type CalendarReminders = ReturnType<typeof calendarReminders>;
