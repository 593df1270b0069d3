import { randomBytes } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import {
  AVAILABILITY_LABELS,
  CALENDAR_LIMITS,
  PLAN_DAYS_MAX_DAYS,
  PRODUCT_NAME,
  PROGRAM_DAYS_MAX_DAYS,
  type AvailabilityStatus,
  type CalendarFeedKind,
  type PlanDay,
  type ProgramDay,
  type TrainingProgramInternalClient,
} from '@rugby/contracts';
import { forbidden, notFound, now, type Logger } from '@rugby/service-kit';
import type { Event, PrismaClient } from '../generated/prisma/client.ts';
import type { CalendarMembers } from './members.ts';
import { addDays, todayIn, zonedDate } from './time.ts';
import { displayTitleOf } from './views.ts';

/**
 * Private calendar feeds (.ics) for calendar apps (docs/decisions/025): capability URLs, one live token per user, team
 * and kind — 'personal' (a player's events with their answers; a coach's: the team's) and 'team' (coaches only).
 * Making a new token revokes the old one, whose URL answers 404 from then on.
 */

/** How far back a feed goes. */
export const FEED_PAST_DAYS = 60;
/** Where a feed is served (public: the token is the credential). */
export const feedPath = (token: string) => `/api/calendar/${token}.ics`;
export const feedUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}${feedPath(token)}`;
/** 192 random bits, base64url (32 characters). */
export const newFeedToken = () => randomBytes(24).toString('base64url');

/** A date as an all-day entry's start (written as its UTC date: DTSTART;VALUE=DATE). */
const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

const FEED_NOT_FOUND = 'Calendar not found: the address may have been replaced. Copy the new one from the app.';
const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT', 'Etc/Universal', 'Universal', 'Zulu', 'Etc/Zulu']);

/** The VTIMEZONE block of a zone (timezones-ical-library), or null when it has none (then times are written in UTC). */
function vtimezone(timeZone: string): string | null {
  if (UTC_ZONES.has(timeZone)) return null;
  const block = tzlib_get_ical_block(timeZone);
  const text = Array.isArray(block) ? block[0] : block;
  return text && text.includes('BEGIN:VTIMEZONE') ? text : null;
}

const descriptionOf = (event: Event, ...more: (string | null)[]): string | null => {
  const lines = [
    event.status === 'cancelled' ? `Cancelled${event.cancelReason ? `: ${event.cancelReason}` : ''}` : null,
    event.competition,
    event.notes,
    ...more,
  ].filter((line): line is string => Boolean(line));
  return lines.length ? lines.join('\n\n') : null;
};

/** The squad's program on a session: 'Program: Springbok Power — Day 3 · MD-4 · Speed and contact (60 min)'. */
export const programLine = (day: ProgramDay) =>
  `Program: ${day.programName} — Day ${day.dayNumber}${day.matchDayRole === 'none' ? '' : ` · ${day.matchDayRole}`} · ${day.theme} (${day.minutes} min)`;
/** A player's own plan on a date. */
export const planLine = (day: PlanDay) =>
  `Your plan: ${day.theme}, about ${day.minutes} min (${day.squad ? "the squad's session and your own work" : 'your own work'}). Open the app for the day's exercises.`;

/**
 * How far the feed's training goes: the program days from a week back to the longest range one read covers, a player's
 * own plan from a week back for PLAN_DAYS_MAX_DAYS days (a personal week is worked out when read: a calendar app's next
 * refresh brings the following weeks).
 */
const TRAINING_PAST_DAYS = 7;

export interface CalendarFeedDeps {
  prisma: PrismaClient;
  members: CalendarMembers;
  /** Program days and players' plans (training-program): when it does not answer, the feed has the events alone. */
  training: Pick<TrainingProgramInternalClient, 'programDays' | 'planDays'>;
  log: Logger;
  newToken?: () => string;
}

export function calendarFeeds({ prisma, members, training, log, newToken = newFeedToken }: CalendarFeedDeps) {
  /** A read of the training side that fails leaves the feed without it (logged), never without the events. */
  async function orNone<T>(what: string, read: () => Promise<{ days: T[] }>): Promise<T[]> {
    try {
      return (await read()).days;
    } catch (err) {
      log.warn({ err }, `calendar feed without ${what}: training-program did not answer`);
      return [];
    }
  }

  /** The live token of a kind, made on first use (made under the team row's lock, so there is one). */
  async function tokenFor(teamId: string, userId: string, kind: CalendarFeedKind): Promise<string> {
    const live = { teamId, userId, kind, revokedAt: null };
    const existing = await prisma.calendarFeed.findFirst({ where: live, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    if (existing) return existing.token;
    return prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Team" WHERE "id" = ${teamId} FOR UPDATE`;
      const again = await tx.calendarFeed.findFirst({ where: live, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
      if (again) return again.token;
      return (await tx.calendarFeed.create({ data: { teamId, userId, kind, token: newToken(), createdAt: now() } })).token;
    });
  }

  async function addresses(userId: string, teamId: string, origin: string, role: 'coach' | 'player') {
    const personal = feedUrl(origin, await tokenFor(teamId, userId, 'personal'));
    const team = role === 'coach' ? feedUrl(origin, await tokenFor(teamId, userId, 'team')) : null;
    return { personal, team };
  }

  return {
    /** The caller's addresses for the team (made on first read); the team's only for its coaches. */
    async addresses(userId: string, teamId: string, origin: string) {
      return addresses(userId, teamId, origin, await members.requireMember(userId, teamId));
    },

    /** Revokes the caller's address of that kind and makes a new one; players have no team address (403). */
    async rotate(userId: string, teamId: string, kind: CalendarFeedKind, origin: string) {
      const role = await members.requireMember(userId, teamId);
      if (kind === 'team' && role !== 'coach') throw forbidden("Only the team's coaches have a team calendar address");
      await prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "Team" WHERE "id" = ${teamId} FOR UPDATE`;
        await tx.calendarFeed.updateMany({ where: { teamId, userId, kind, revokedAt: null }, data: { revokedAt: now() } });
        await tx.calendarFeed.create({ data: { teamId, userId, kind, token: newToken(), createdAt: now() } });
      });
      return addresses(userId, teamId, origin, role);
    },

    /**
     * The iCalendar text of a live token: the team's events from FEED_PAST_DAYS ago to CALENDAR_LIMITS.maxDaysAhead
     * ahead, in the team's time zone (with its VTIMEZONE), cancelled ones with STATUS:CANCELLED, stable UIDs; a training
     * session says the program day it runs. A player's personal feed says their answer and their own plan on each
     * session, and has their other training days (their personal week) as all-day entries. 404 for an unknown or revoked
     * token, or when its owner has left the team (or is no longer a coach, for a team feed).
     */
    async ics(token: string): Promise<string> {
      const feed = await prisma.calendarFeed.findUnique({ where: { token } });
      if (!feed || feed.revokedAt) throw notFound(FEED_NOT_FOUND);
      const role = await members.roleIn(feed.userId, feed.teamId);
      if (!role || (feed.kind === 'team' && role !== 'coach')) throw notFound(FEED_NOT_FOUND);
      const team = await prisma.team.findUniqueOrThrow({ where: { id: feed.teamId }, select: { name: true, timeZone: true } });
      const today = todayIn(team.timeZone);
      const withAnswers = feed.kind === 'personal' && role === 'player';
      const trainingFrom = addDays(today, -TRAINING_PAST_DAYS);
      const [events, programDays, planDays] = await Promise.all([
        prisma.event.findMany({
          where: { teamId: feed.teamId, date: { gte: addDays(today, -FEED_PAST_DAYS), lte: addDays(today, CALENDAR_LIMITS.maxDaysAhead) } },
          orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
        }),
        orNone('program days', () => training.programDays(feed.teamId, trainingFrom, addDays(trainingFrom, PROGRAM_DAYS_MAX_DAYS - 1))),
        withAnswers
          ? orNone("the player's plan", () => training.planDays(feed.teamId, feed.userId, trainingFrom, addDays(trainingFrom, PLAN_DAYS_MAX_DAYS - 1)))
          : [],
      ]);
      const programOn = new Map(programDays.map((day) => [day.date, day]));
      const planOn = new Map(planDays.map((day) => [day.date, day]));
      const sessionDates = new Set(events.filter((e) => e.kind === 'training' && e.status === 'scheduled').map((e) => e.date));
      const answers = withAnswers
        ? new Map(
            (await prisma.availability.findMany({ where: { userId: feed.userId, eventId: { in: events.map((e) => e.id) }, status: { not: null } } })).map(
              (a) => [a.eventId, a],
            ),
          )
        : null;

      const calendar = ical({
        name: `${team.name} — ${PRODUCT_NAME}`,
        prodId: { company: PRODUCT_NAME, product: 'Team calendar', language: 'EN' },
        ttl: 60 * 60,
      });
      calendar.timezone({ name: null, generator: (zone) => vtimezone(zone) });
      if (vtimezone(team.timeZone)) calendar.x([['X-WR-TIMEZONE', team.timeZone]]);
      for (const event of events) {
        const zone = vtimezone(event.timeZone) ? event.timeZone : null;
        const answer = answers?.get(event.id);
        const answerLine = !answers
          ? null
          : answer?.status
            ? `Your answer: ${AVAILABILITY_LABELS[answer.status as AvailabilityStatus]}${answer.reason ? ` (${answer.reason})` : ''}`
            : event.status === 'scheduled'
              ? 'You have not said yet whether you can make it.'
              : null;
        const title = displayTitleOf(event);
        const session = event.kind === 'training' && event.status === 'scheduled';
        const program = session ? programOn.get(event.date) : undefined;
        const plan = session ? planOn.get(event.date) : undefined;
        calendar.createEvent({
          id: `${event.id}@rugby-training-hub`,
          // With a zone, ical-generator writes the instant's wall time there (TZDate); without one, UTC.
          start: zone ? zonedDate(event.startsAt, zone) : event.startsAt,
          end: zone ? zonedDate(event.endsAt, zone) : event.endsAt,
          timezone: zone,
          stamp: now(),
          lastModified: event.updatedAt,
          summary: event.status === 'cancelled' ? `Cancelled: ${title}` : title,
          location: event.location,
          description: descriptionOf(event, program ? programLine(program) : null, plan ? planLine(plan) : null, answerLine),
          status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        });
      }
      // The player's own training days without a team session in the calendar: all-day entries.
      for (const day of planDays) {
        if (sessionDates.has(day.date)) continue;
        const program = day.squad ? programOn.get(day.date) : undefined;
        calendar.createEvent({
          id: `plan-${feed.userId}-${day.date}@rugby-training-hub`,
          allDay: true,
          start: utcMidnight(day.date),
          end: utcMidnight(addDays(day.date, 1)),
          timezone: null,
          stamp: now(),
          summary: `Training: ${day.theme}`,
          description: [planLine(day), program ? programLine(program) : null].filter(Boolean).join('\n\n'),
          status: ICalEventStatus.CONFIRMED,
        });
      }
      return calendar.toString();
    },
  };
}
export type CalendarFeedsDomain = ReturnType<typeof calendarFeeds>;
