import { randomUUID } from 'node:crypto';
import {
  CALENDAR_LIMITS,
  dayLabel,
  DEFAULT_EVENT_MINUTES,
  type CalendarEvent,
  type cancelEventBody,
  type CreateEventBody,
  type TeamEventSummary,
  type updateEventBody,
} from '@rugby/contracts';
import { notFound, now } from '@rugby/service-kit';
import type { z } from 'zod';
import type { Event, PrismaClient } from '../generated/prisma/client.ts';
import type { Tx } from '../domain/teams.ts';
import { EVENT_NOT_FOUND, type CalendarMembers } from './members.ts';
import { atPlace, eventCancelledKey, eventChangedKey, type CalendarNotifications } from './notifications.ts';
import { seriesDates } from './recurrence.ts';
import type { CalendarReminders } from './reminders.ts';
import { checkDateWindow, checkNotPast, fieldError, hasStarted, lastAllowedDate } from './rules.ts';
import { addDays, daysFrom, instantsOf, todayIn, whenLabel } from './time.ts';
import { calendarEventsFor, displayTitleOf, eventSummaryOf } from './views.ts';

type UpdateEventBody = z.infer<typeof updateEventBody>;
type CancelEventBody = z.infer<typeof cancelEventBody>;

/** How long a calendar read covers when the caller names no end: 8 weeks. */
export const DEFAULT_RANGE_DAYS = 56;
/** Calendar writes lock the team row and may write a whole series with its reminders. */
const TX_OPTIONS = { maxWait: 10_000, timeout: 30_000 };

/** A trimmed optional text as stored: '' and null are none. */
const clean = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

interface Slot {
  date: string;
  startTime: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Inside a calendar write: locks the team row (SELECT ... FOR UPDATE), so two writes to one team's calendar run one
 * after the other and an overlap checked here stays true until commit. 404 when the team is gone.
 */
async function lockTeam(tx: Tx, teamId: string): Promise<{ id: string; name: string; timeZone: string }> {
  const [team] = await tx.$queryRaw<Array<{ id: string; name: string; timeZone: string }>>`
    SELECT "id", "name", "timeZone" FROM "Team" WHERE "id" = ${teamId} FOR UPDATE`;
  if (!team) throw notFound('Team not found');
  return team;
}

/** 400 naming startTime when a slot overlaps another scheduled (not cancelled) event of the team. */
async function checkOverlap(tx: Tx, teamId: string, slots: readonly Slot[], exclude: readonly string[]): Promise<void> {
  if (!slots.length) return;
  const from = new Date(Math.min(...slots.map((s) => s.startsAt.getTime())));
  const to = new Date(Math.max(...slots.map((s) => s.endsAt.getTime())));
  const others = await tx.event.findMany({
    where: { teamId, status: 'scheduled', id: { notIn: [...exclude] }, startsAt: { lt: to }, endsAt: { gt: from } },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
  for (const slot of slots) {
    const clash = others.find((o) => o.startsAt < slot.endsAt && o.endsAt > slot.startsAt);
    if (clash) throw fieldError('startTime', `startTime overlaps ${displayTitleOf(clash)} on ${clash.date} at ${clash.startTime}`);
  }
}

/** Past and cancelled events stay as they were. */
function checkChangeable(event: Event, what: 'changed' | 'cancelled'): void {
  if (hasStarted(event)) throw fieldError('eventId', `eventId: This event has already started, so it can no longer be ${what}`);
  if (event.status === 'cancelled' && what === 'changed') throw fieldError('eventId', 'eventId: This event is cancelled, so it can no longer be changed');
}

/** Match fields on a training session (or a title on a match) → 400 naming the field. */
function checkFieldsFitKind(kind: string, body: UpdateEventBody): void {
  if (kind === 'match') {
    if (body.title !== undefined && body.title !== null) throw fieldError('title', 'title is for training sessions; a match shows its opponent');
    return;
  }
  for (const field of ['opponent', 'homeAway', 'competition'] as const) {
    if (body[field] !== undefined && body[field] !== null) throw fieldError(field, `${field} is for matches only`);
  }
}

export interface CalendarEventDeps {
  prisma: PrismaClient;
  members: CalendarMembers;
  notifications: CalendarNotifications;
  reminders: CalendarReminders;
}

/** Fixtures and training sessions: reading, creating, changing and cancelling them (docs/decisions/025). */
export function calendarEvents({ prisma, members, notifications, reminders }: CalendarEventDeps) {
  /** The range of a read: default today to 8 weeks ahead (team time zone); at most CALENDAR_LIMITS.maxRangeDays. */
  function rangeOf(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
    const from = query.from ?? (query.to && query.to < today ? addDays(query.to, -DEFAULT_RANGE_DAYS) : today);
    const to = query.to ?? addDays(from, DEFAULT_RANGE_DAYS);
    if (to < from) throw fieldError('to', 'to must not be before from');
    if (daysFrom(from, to) > CALENDAR_LIMITS.maxRangeDays) throw fieldError('to', `to must be at most ${CALENDAR_LIMITS.maxRangeDays} days after from`);
    return { from, to };
  }

  const eventsBetween = (teamId: string, from: string, to: string) =>
    prisma.event.findMany({ where: { teamId, date: { gte: from, lte: to } }, orderBy: [{ startsAt: 'asc' }, { id: 'asc' }] });

  return {
    rangeOf,

    /** GET /api/teams/:teamId/events: coaches and players of the team. */
    async list(userId: string, teamId: string, query: { from?: string; to?: string }) {
      const role = await members.requireMember(userId, teamId);
      const team = await prisma.team.findUniqueOrThrow({ where: { id: teamId }, select: { timeZone: true } });
      const { from, to } = rangeOf(query, todayIn(team.timeZone));
      const events = await calendarEventsFor(prisma, await eventsBetween(teamId, from, to), { userId, role });
      return { timeZone: team.timeZone, from, to, events };
    },

    /** The internal read (training-program's match days): both dates required. 404 for an unknown team. */
    async summaries(teamId: string, range: { from: string; to: string }): Promise<{ timeZone: string; events: TeamEventSummary[] }> {
      const team = await prisma.team.findUnique({ where: { id: teamId }, select: { timeZone: true } });
      if (!team) throw notFound('Team not found');
      const { from, to } = rangeOf(range, todayIn(team.timeZone));
      return { timeZone: team.timeZone, events: (await eventsBetween(teamId, from, to)).map(eventSummaryOf) };
    },

    /** The internal read of one event with its team (other services' checks: a thread on an event). 404 when unknown. */
    async summaryWithTeam(eventId: string): Promise<TeamEventSummary & { teamId: string }> {
      const event = await prisma.event.findUnique({ where: { id: eventId } });
      if (!event) throw notFound('Event not found');
      return { ...eventSummaryOf(event), teamId: event.teamId };
    },

    /**
     * A coach adds a match or a session, one-off or weekly (every occurrence an Event row of one series). The overlap
     * check and the insert run in one transaction holding the team row, so two simultaneous creates cannot both pass.
     */
    async create(userId: string, teamId: string, body: CreateEventBody): Promise<CalendarEvent[]> {
      await members.requireCoach(userId, teamId);
      const created = await prisma.$transaction(async (tx) => {
        const team = await lockTeam(tx, teamId);
        const today = todayIn(team.timeZone);
        checkDateWindow(body.date, today);
        const durationMinutes = body.durationMinutes ?? DEFAULT_EVENT_MINUTES[body.kind];
        const series = body.kind === 'training' && body.repeat ? seriesDates(body.date, body.repeat, today) : null;
        const slots = (series?.dates ?? [body.date]).map((date) => ({
          date,
          startTime: body.startTime,
          ...instantsOf(date, body.startTime, durationMinutes, team.timeZone),
        }));
        checkNotPast(slots[0]!, today);
        await checkOverlap(tx, teamId, slots, []);
        const at = now();
        const seriesId =
          series && body.kind === 'training' && body.repeat
            ? (
                await tx.eventSeries.create({
                  data: {
                    teamId,
                    weekdays: series.weekdays,
                    startTime: body.startTime,
                    durationMinutes,
                    firstDate: slots[0]!.date,
                    untilDate: body.repeat.until,
                    createdBy: userId,
                    createdAt: at,
                  },
                })
              ).id
            : null;
        const what =
          body.kind === 'match'
            ? { kind: 'match', title: null, opponent: body.opponent, homeAway: body.homeAway, competition: clean(body.competition) }
            : { kind: 'training', title: clean(body.title), opponent: null, homeAway: null, competition: null };
        const rows = slots.map((slot) => ({
          id: randomUUID(),
          teamId,
          seriesId,
          ...what,
          location: clean(body.location),
          notes: clean(body.notes),
          date: slot.date,
          startTime: slot.startTime,
          durationMinutes,
          timeZone: team.timeZone,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          status: 'scheduled',
          createdBy: userId,
          createdAt: at,
        }));
        await tx.event.createMany({ data: rows });
        for (const row of rows) await reminders.schedule(tx, row);
        return tx.event.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: [{ startsAt: 'asc' }, { id: 'asc' }] });
      }, TX_OPTIONS);
      return calendarEventsFor(prisma, created, { userId, role: 'coach' });
    },

    /**
     * A coach changes an event (scope 'following': it and the later scheduled occurrences of its series; a new date
     * shifts each by the same number of days). Instants are recomputed in the team's time zone; a new date, time or
     * place notifies the squad once, and moved events get new reminders (the old ones find the event moved).
     */
    async update(userId: string, eventId: string, body: UpdateEventBody): Promise<{ teamId: string; events: CalendarEvent[] }> {
      const { event } = await members.eventFor(userId, eventId, 'coach');
      const { updated, notices } = await prisma.$transaction(async (tx) => {
        const team = await lockTeam(tx, event.teamId);
        const current = await tx.event.findUnique({ where: { id: eventId } });
        if (!current) throw notFound(EVENT_NOT_FOUND);
        checkChangeable(current, 'changed');
        checkFieldsFitKind(current.kind, body);
        const targets =
          body.scope === 'following' && current.seriesId
            ? await tx.event.findMany({
                where: { seriesId: current.seriesId, status: 'scheduled', startsAt: { gte: current.startsAt } },
                orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
              })
            : [current];
        const today = todayIn(team.timeZone);
        const shift = body.date === undefined ? 0 : daysFrom(current.date, body.date);
        const planned = targets.map((target) => {
          const date = addDays(target.date, shift);
          const startTime = body.startTime ?? target.startTime;
          const durationMinutes = body.durationMinutes ?? target.durationMinutes;
          const instants = instantsOf(date, startTime, durationMinutes, team.timeZone);
          const location = body.location === undefined ? target.location : clean(body.location);
          return {
            target,
            date,
            startTime,
            durationMinutes,
            location,
            ...instants,
            retimed: instants.startsAt.getTime() !== target.startsAt.getTime() || instants.endsAt.getTime() !== target.endsAt.getTime(),
            /** What players are told about: a new date, time or place. */
            moved: date !== target.date || startTime !== target.startTime || location !== target.location,
          };
        });
        const first = planned[0]!;
        const last = planned[planned.length - 1]!;
        if (body.date !== undefined) checkDateWindow(first.date, today);
        if (last.date > lastAllowedDate(today))
          throw fieldError('date', `date would move the last session beyond ${CALENDAR_LIMITS.maxDaysAhead} days from today (${lastAllowedDate(today)})`);
        const retimed = planned.filter((p) => p.retimed);
        if (retimed.length) {
          checkNotPast(retimed[0]!, today);
          await checkOverlap(
            tx,
            team.id,
            retimed,
            targets.map((t) => t.id),
          );
        }
        const fields = {
          ...(body.title !== undefined ? { title: clean(body.title) } : {}),
          ...(body.opponent !== undefined ? { opponent: body.opponent } : {}),
          ...(body.homeAway !== undefined ? { homeAway: body.homeAway } : {}),
          ...(body.competition !== undefined ? { competition: clean(body.competition) } : {}),
          ...(body.notes !== undefined ? { notes: clean(body.notes) } : {}),
        };
        const updated: Event[] = [];
        for (const p of planned) {
          const t = p.target;
          const changesSomething =
            p.retimed ||
            p.moved ||
            p.durationMinutes !== t.durationMinutes ||
            team.timeZone !== t.timeZone ||
            Object.entries(fields).some(([k, v]) => t[k as keyof typeof fields] !== v);
          if (!changesSomething) {
            updated.push(t);
            continue;
          }
          const row = await tx.event.update({
            where: { id: t.id },
            data: {
              ...fields,
              location: p.location,
              date: p.date,
              startTime: p.startTime,
              durationMinutes: p.durationMinutes,
              timeZone: team.timeZone,
              startsAt: p.startsAt,
              endsAt: p.endsAt,
            },
          });
          if (row.startsAt.getTime() !== t.startsAt.getTime()) await reminders.schedule(tx, row);
          updated.push(row);
        }
        const moved = planned.map((p, i) => ({ before: p.target, after: updated[i]! })).filter((_, i) => planned[i]!.moved);
        const notices: string[] = [];
        if (moved.length) {
          const { before, after } = moved[0]!;
          const title = displayTitleOf(after);
          const was = `${whenLabel(before.date, before.startTime)}${atPlace(before.location)}`;
          const text =
            moved.length === 1
              ? {
                  title: `Changed: ${title}, ${dayLabel(after.date)}`,
                  body: `${title} is now on ${whenLabel(after.date, after.startTime)}${atPlace(after.location)} (was ${was}).`,
                }
              : {
                  title: `Changed: ${title} from ${dayLabel(after.date)}`,
                  body: `${moved.length} ${title} sessions from ${dayLabel(after.date)} have changed. The next one is on ${whenLabel(after.date, after.startTime)}${atPlace(after.location)} (was ${was}).`,
                };
          const key = eventChangedKey(after.id, after.updatedAt);
          notices.push(
            await notifications.enqueueNotice(tx, {
              teamId: team.id,
              notifyKey: key,
              kind: 'event-changed',
              ...text,
              to: 'players',
              unlessCancelled: after.id,
            }),
          );
        }
        return { updated, notices };
      }, TX_OPTIONS);
      await notifications.deliver(notices);
      return { teamId: event.teamId, events: await calendarEventsFor(prisma, updated, { userId, role: 'coach' }) };
    },

    /**
     * A coach cancels an event (scope 'following': and the later scheduled occurrences of its series); it stays on
     * the calendar, marked, and the squad is told once. Cancelling a cancelled event again changes nothing.
     */
    async cancel(userId: string, eventId: string, body: CancelEventBody): Promise<{ teamId: string; events: CalendarEvent[] }> {
      const { event } = await members.eventFor(userId, eventId, 'coach');
      const { events, notices } = await prisma.$transaction(async (tx) => {
        const team = await lockTeam(tx, event.teamId);
        const current = await tx.event.findUnique({ where: { id: eventId } });
        if (!current) throw notFound(EVENT_NOT_FOUND);
        checkChangeable(current, 'cancelled');
        const targets =
          body?.scope === 'following' && current.seriesId
            ? await tx.event.findMany({
                where: { seriesId: current.seriesId, status: 'scheduled', startsAt: { gte: current.startsAt } },
                orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
              })
            : current.status === 'scheduled'
              ? [current]
              : [];
        if (!targets.length) return { events: [current], notices: [] };
        const reason = clean(body?.reason);
        await tx.event.updateMany({
          where: { id: { in: targets.map((t) => t.id) } },
          data: { status: 'cancelled', cancelReason: reason, cancelledAt: now() },
        });
        const first = targets[0]!;
        const last = targets[targets.length - 1]!;
        const title = displayTitleOf(first);
        const why = reason ? ` Reason: ${reason}` : '';
        const text =
          targets.length === 1
            ? {
                title: `Cancelled: ${title}, ${dayLabel(first.date)}`,
                body: `${title} on ${whenLabel(first.date, first.startTime)}${atPlace(first.location)} is cancelled.${why}`,
              }
            : {
                title: `Cancelled: ${title} from ${dayLabel(first.date)}`,
                body: `${targets.length} ${title} sessions from ${whenLabel(first.date, first.startTime)} to ${dayLabel(last.date)} are cancelled.${why}`,
              };
        const key = eventCancelledKey(first.id);
        const notices = [await notifications.enqueueNotice(tx, { teamId: team.id, notifyKey: key, kind: 'event-cancelled', ...text, to: 'players' })];
        const ids = new Set([current.id, ...targets.map((t) => t.id)]);
        const events = await tx.event.findMany({ where: { id: { in: [...ids] } }, orderBy: [{ startsAt: 'asc' }, { id: 'asc' }] });
        return { events, notices };
      }, TX_OPTIONS);
      await notifications.deliver(notices);
      return { teamId: event.teamId, events: await calendarEventsFor(prisma, events, { userId, role: 'coach' }) };
    },
  };
}
export type CalendarEventsDomain = ReturnType<typeof calendarEvents>;
