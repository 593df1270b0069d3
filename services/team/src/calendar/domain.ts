import type { TrainingProgramInternalClient } from '@rugby/contracts';
import type { Logger, Outbox } from '@rugby/service-kit';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { calendarAttendance } from './attendance.ts';
import { calendarAvailability } from './availability.ts';
import { calendarEvents } from './events.ts';
import { calendarFeeds } from './feeds.ts';
import { calendarMembers } from './members.ts';
import { calendarNotifications, type Notifier } from './notifications.ts';
import { calendarReminders } from './reminders.ts';

export interface CalendarDomainDeps {
  prisma: PrismaClient;
  /** The team service's outbox: notifications and reminders are written with the change they are about. */
  outbox: Outbox;
  /** The messaging service's notify (tests pass a fake). */
  notifier: Notifier;
  log: Logger;
  /** Calendar feed token generator (tests may fix it). */
  newFeedToken?: () => string;
  /** What the team's training runs on its dates and a player's own plan, for the feeds (training-program's internal API). */
  training: TrainingProgramInternalClient;
}

/** The team calendar (issue 18, docs/decisions/025): registers its outbox topics once per app. */
export function calendarDomain({ prisma, outbox, notifier, log, newFeedToken, training }: CalendarDomainDeps) {
  const members = calendarMembers(prisma);
  const notifications = calendarNotifications({ prisma, outbox, notifier, members, log });
  const reminders = calendarReminders({ prisma, outbox, members, notifications, log });
  return {
    members,
    events: calendarEvents({ prisma, members, notifications, reminders }),
    availability: calendarAvailability({ prisma, members, notifications, training, log }),
    attendance: calendarAttendance({ prisma, members }),
    feeds: calendarFeeds({ prisma, members, training, log, newToken: newFeedToken }),
  };
}
export type CalendarDomain = ReturnType<typeof calendarDomain>;
