import {
  eventTitle,
  type AvailabilityStatus,
  type CalendarEvent,
  type EventKind,
  type EventStatus,
  type HomeAway,
  type TeamEventSummary,
} from '@rugby/contracts';
import type { Event, PrismaClient } from '../generated/prisma/client.ts';
import type { CalendarRole } from './members.ts';

/** How stored calendar rows read as API values. */

export const displayTitleOf = (event: Pick<Event, 'kind' | 'title' | 'opponent' | 'homeAway'>) =>
  eventTitle({ kind: event.kind as EventKind, title: event.title, opponent: event.opponent, homeAway: event.homeAway as HomeAway | null });

type Counts = NonNullable<CalendarEvent['availabilityCounts']>;
export const emptyCounts = (): Counts => ({ available: 0, unavailable: 0, maybe: 0, noResponse: 0 });

/** Adds one player's answer (null: none) to counts. */
export function countAnswer(counts: Counts, status: string | null | undefined): void {
  if (status === 'available' || status === 'unavailable' || status === 'maybe') counts[status] += 1;
  else counts.noResponse += 1;
}

type Extras = Pick<CalendarEvent, 'myAvailability' | 'availabilityCounts' | 'attendanceTaken'>;

export function calendarEventOf(event: Event, extras: Extras = { myAvailability: null, availabilityCounts: null, attendanceTaken: false }): CalendarEvent {
  return {
    id: event.id,
    teamId: event.teamId,
    kind: event.kind as EventKind,
    seriesId: event.seriesId,
    displayTitle: displayTitleOf(event),
    title: event.title,
    opponent: event.opponent,
    homeAway: event.homeAway as HomeAway | null,
    competition: event.competition,
    location: event.location,
    notes: event.notes,
    date: event.date,
    startTime: event.startTime,
    durationMinutes: event.durationMinutes,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    timeZone: event.timeZone,
    status: event.status as EventStatus,
    cancelReason: event.cancelReason,
    ...extras,
  };
}

export const eventSummaryOf = (event: Event): TeamEventSummary => ({
  id: event.id,
  kind: event.kind as EventKind,
  displayTitle: displayTitleOf(event),
  date: event.date,
  startTime: event.startTime,
  durationMinutes: event.durationMinutes,
  startsAt: event.startsAt.toISOString(),
  status: event.status as EventStatus,
});

/**
 * Events as the viewer sees them: a player with their own answer, a coach with the squad's counts (the team's active
 * players) and whether attendance was taken. Three statements whatever the number of events.
 */
export async function calendarEventsFor(prisma: PrismaClient, events: Event[], viewer: { userId: string; role: CalendarRole }): Promise<CalendarEvent[]> {
  if (!events.length) return [];
  const ids = events.map((e) => e.id);
  if (viewer.role === 'player') {
    const mine = await prisma.availability.findMany({ where: { eventId: { in: ids }, userId: viewer.userId, status: { not: null } } });
    const byEvent = new Map(mine.map((a) => [a.eventId, a]));
    return events.map((e) => {
      const answer = byEvent.get(e.id);
      return calendarEventOf(e, {
        myAvailability: answer ? { status: answer.status as AvailabilityStatus, reason: answer.reason } : null,
        availabilityCounts: null,
        attendanceTaken: false,
      });
    });
  }
  const teamIds = [...new Set(events.map((e) => e.teamId))];
  const [players, answers, taken] = await Promise.all([
    prisma.membership.findMany({ where: { teamId: { in: teamIds }, status: 'active', role: 'player' }, select: { teamId: true, userId: true } }),
    prisma.availability.findMany({ where: { eventId: { in: ids }, status: { not: null } }, select: { eventId: true, userId: true, status: true } }),
    prisma.attendance.findMany({ where: { eventId: { in: ids } }, select: { eventId: true }, distinct: ['eventId'] }),
  ]);
  const squad = new Map<string, string[]>();
  for (const p of players) squad.set(p.teamId, [...(squad.get(p.teamId) ?? []), p.userId]);
  const answerOf = new Map(answers.map((a) => [`${a.eventId}:${a.userId}`, a.status]));
  const takenIds = new Set(taken.map((t) => t.eventId));
  return events.map((e) => {
    const counts = emptyCounts();
    for (const userId of squad.get(e.teamId) ?? []) countAnswer(counts, answerOf.get(`${e.id}:${userId}`));
    return calendarEventOf(e, { myAvailability: null, availabilityCounts: counts, attendanceTaken: takenIds.has(e.id) });
  });
}
