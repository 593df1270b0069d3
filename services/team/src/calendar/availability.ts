import {
  dayLabel,
  InternalCallError,
  POSITION_LABELS,
  POSITIONS,
  SERVER_ERRORS,
  type AvailabilityStatus,
  type CalendarEvent,
  type EventAvailability,
  type Position,
  type TrainingProgramInternalClient,
  type WelfareSummary,
} from '@rugby/contracts';
import { calendarDate, HttpError, now, type Logger } from '@rugby/service-kit';
import type { Event, PrismaClient } from '../generated/prisma/client.ts';
import type { CalendarMembers } from './members.ts';
import { chaseNotifyKey, type CalendarNotifications } from './notifications.ts';
import { fieldError, hasStarted } from './rules.ts';
import { whenLabel } from './time.ts';
import { calendarEventOf, calendarEventsFor, countAnswer, displayTitleOf, emptyCounts } from './views.ts';

/** Events that can still be answered or chased: scheduled and not started. */
function checkOpen(event: Event, field: string, doing: string): void {
  if (event.status === 'cancelled') throw fieldError(field, `${field}: This event is cancelled, so it can no longer be ${doing}`);
  if (hasStarted(event)) throw fieldError(field, `${field}: This event has already started, so it can no longer be ${doing}`);
}

const NO_POSITION_LABEL = 'No position';
const positionLabel = (position: string) => POSITION_LABELS[position as Position] ?? position;

export interface CalendarAvailabilityDeps {
  prisma: PrismaClient;
  members: CalendarMembers;
  notifications: CalendarNotifications;
  /** Players' welfare (training-program): a player stood down under the concussion protocol is not available before their date. */
  training: Pick<TrainingProgramInternalClient, 'teamWelfare'>;
  log: Logger;
}

/**
 * Why the protocol keeps a stood-down player from answering available or maybe for an event on this date: before the
 * earliest return date, and after it until they have returned to play (the protocol is still running).
 */
export function stoodDownMessage(summary: WelfareSummary, date: string): string {
  if (summary.until && date < summary.until)
    return `status: You are stood down under the concussion protocol until ${dayLabel(summary.until)}, so you cannot be available before then`;
  return `status: You are still in the concussion protocol (return to play stage ${summary.stage ?? 1} of 6), so you can answer once you have returned to play`;
}

/** Players' answers (available, unavailable with a reason, maybe), the coach's overview and chasing the silent ones. */
export function calendarAvailability({ prisma, members, notifications, training, log }: CalendarAvailabilityDeps) {
  /** Players' welfare by id; a failure is thrown (503) when `required`, else read as unknown (null). */
  async function welfareOf(teamId: string, required: boolean): Promise<Map<string, WelfareSummary> | null> {
    try {
      const { players } = await training.teamWelfare(teamId);
      return new Map(players.map((p) => [p.playerId, p.summary]));
    } catch (err) {
      if (!(err instanceof InternalCallError)) throw err;
      log.warn({ err, teamId }, 'players welfare not read');
      if (required) throw new HttpError(503, SERVER_ERRORS.unavailable('training-program'), 'SERVICE_UNAVAILABLE');
      return null;
    }
  }

  return {
    /** A player answers for themself; 404 for another team's event, 400 once it has started or when it is cancelled. */
    async answer(userId: string, eventId: string, input: { status: AvailabilityStatus; reason?: string | null }): Promise<CalendarEvent> {
      const { event } = await members.eventFor(userId, eventId, 'player');
      checkOpen(event, 'eventId', 'answered');
      if (input.status !== 'unavailable') {
        const summary = (await welfareOf(event.teamId, true))!.get(userId);
        if (summary?.status === 'stood-down') throw fieldError('status', stoodDownMessage(summary, event.date));
      }
      const reason = input.reason?.trim() || null;
      const answer = { status: input.status, reason, answeredAt: now() };
      await prisma.availability.upsert({
        where: { eventId_userId: { eventId, userId } },
        create: { eventId, userId, ...answer },
        update: answer,
      });
      return calendarEventOf(event, { myAvailability: { status: input.status, reason }, availabilityCounts: null, attendanceTaken: false });
    },

    /** Who is available: counts, counts by position (POSITIONS order, then no position) and each player's answer. */
    async overview(userId: string, eventId: string): Promise<EventAvailability> {
      const { event } = await members.eventFor(userId, eventId, 'coach');
      const [players, rows, [view], welfare] = await Promise.all([
        members.players(event.teamId),
        prisma.availability.findMany({ where: { eventId } }),
        calendarEventsFor(prisma, [event], { userId, role: 'coach' }),
        welfareOf(event.teamId, false),
      ]);
      const byUser = new Map(rows.map((r) => [r.userId, r]));
      const counts = emptyCounts();
      const groups = new Map<string | null, ReturnType<typeof emptyCounts>>();
      const list = players.map((p) => {
        const row = byUser.get(p.userId);
        countAnswer(counts, row?.status);
        const group = groups.get(p.position) ?? emptyCounts();
        countAnswer(group, row?.status);
        groups.set(p.position, group);
        return {
          userId: p.userId,
          name: p.name,
          position: p.position,
          status: (row?.status ?? null) as AvailabilityStatus | null,
          reason: row?.status ? row.reason : null,
          answeredAt: row?.answeredAt?.toISOString() ?? null,
          chasedAt: row?.chasedAt?.toISOString() ?? null,
          welfare: welfare?.get(p.userId) ?? null,
        };
      });
      const known = (POSITIONS as readonly string[]).filter((p) => groups.has(p));
      const other = [...groups.keys()].filter((p): p is string => p !== null && !(POSITIONS as readonly string[]).includes(p)).sort();
      const byPosition = [...known, ...other, ...(groups.has(null) ? [null] : [])].map((position) => ({
        position,
        label: position === null ? NO_POSITION_LABEL : positionLabel(position),
        ...groups.get(position)!,
      }));
      return { event: view!, counts, byPosition, players: list };
    },

    /**
     * A coach asks every active player who has not answered to answer: one notification each, at most once per player
     * and event per team-local day (chasedAt), so a second chase the same day reaches only those not chased yet.
     */
    async chase(userId: string, eventId: string): Promise<{ teamId: string; message: string; chased: number }> {
      const { event } = await members.eventFor(userId, eventId, 'coach');
      checkOpen(event, 'eventId', 'chased');
      const { chased, notices } = await prisma.$transaction(async (tx) => {
        // One chase of an event at a time: the second sees the first's chasedAt.
        const [locked] = await tx.$queryRaw<Array<{ status: string; timeZone: string }>>`
          SELECT e."status", t."timeZone" FROM "Event" e JOIN "Team" t ON t."id" = e."teamId" WHERE e."id" = ${eventId} FOR UPDATE OF e`;
        if (!locked || locked.status !== 'scheduled') return { chased: [] as string[], notices: [] as string[] };
        const at = now();
        const today = calendarDate(at, locked.timeZone);
        const [players, rows] = await Promise.all([members.players(event.teamId, tx), tx.availability.findMany({ where: { eventId } })]);
        const byUser = new Map(rows.map((r) => [r.userId, r]));
        const chased = players
          .filter((p) => {
            const row = byUser.get(p.userId);
            return !row?.status && !(row?.chasedAt && calendarDate(row.chasedAt, locked.timeZone) === today);
          })
          .map((p) => p.userId);
        if (!chased.length) return { chased, notices: [] };
        for (const playerId of chased) {
          await tx.availability.upsert({
            where: { eventId_userId: { eventId, userId: playerId } },
            create: { eventId, userId: playerId, chasedAt: at },
            update: { chasedAt: at },
          });
        }
        const title = displayTitleOf(event);
        const notice = await notifications.enqueueNotice(
          tx,
          {
            teamId: event.teamId,
            notifyKey: chaseNotifyKey(eventId, today),
            kind: 'availability-chase',
            title: `Are you available? ${title}, ${dayLabel(event.date)}`,
            body: `Your coach is asking who can make ${title} on ${whenLabel(event.date, event.startTime)}. Please answer in the app.`,
            to: chased,
          },
          notifications.chaseOutboxKey(eventId, today),
        );
        return { chased, notices: [notice] };
      });
      await notifications.deliver(notices);
      const n = chased.length;
      const message = n ? `Asked ${n} ${n === 1 ? 'player' : 'players'} to answer` : 'Nobody to ask: every player has answered or was already asked today';
      return { teamId: event.teamId, message, chased: n };
    },

    /**
     * The concussion protocol stood the player down until a date: their answers for the team's events before it that
     * have not started become unavailable, with the reason (one truth for every screen). Answers how many events.
     */
    async standDown(teamId: string, playerId: string, input: { until: string; reason: string }): Promise<{ events: number }> {
      const events = await prisma.event.findMany({
        where: { teamId, status: 'scheduled', date: { lt: input.until }, startsAt: { gt: now() } },
        select: { id: true },
      });
      const answer = { status: 'unavailable', reason: input.reason, answeredAt: now() };
      // A player's own 'unavailable' (and its reason) stands: taking the stand-down back must not lose it.
      const own = await prisma.availability.findMany({ where: { userId: playerId, status: 'unavailable', eventId: { in: events.map((e) => e.id) } } });
      const keep = new Set(own.map((r) => r.eventId));
      for (const { id } of events.filter((e) => !keep.has(e.id))) {
        await prisma.availability.upsert({
          where: { eventId_userId: { eventId: id, userId: playerId } },
          create: { eventId: id, userId: playerId, ...answer },
          update: answer,
        });
      }
      return { events: events.length - keep.size };
    },

    /** A stand-down taken back (withdrawn as made in error): the answers it made for open events, and only those, go. */
    async liftStandDown(teamId: string, playerId: string, reason: string): Promise<{ events: number }> {
      const { count } = await prisma.availability.updateMany({
        where: { userId: playerId, status: 'unavailable', reason, event: { teamId, status: 'scheduled', startsAt: { gt: now() } } },
        data: { status: null, reason: null, answeredAt: null },
      });
      return { events: count };
    },
  };
}
export type CalendarAvailabilityDomain = ReturnType<typeof calendarAvailability>;
