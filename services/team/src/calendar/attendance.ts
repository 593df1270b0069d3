import {
  displayName,
  type AttendanceSheet,
  type AttendanceSource,
  type AttendanceStatus,
  type EventKind,
  type PlayerAttendance,
  type saveAttendanceBody,
} from '@rugby/contracts';
import { notFound, now } from '@rugby/service-kit';
import type { z } from 'zod';
import type { Event, PrismaClient } from '../generated/prisma/client.ts';
import type { CalendarMembers } from './members.ts';
import { fieldError, hasStarted } from './rules.ts';
import { calendarEventsFor, displayTitleOf } from './views.ts';

type SaveAttendanceBody = z.infer<typeof saveAttendanceBody>;

/** An unavailable player whose reason mentions an injury is prefilled as injured. */
const INJURY = /\binjur(?:y|ed|ies)\b/i;

/**
 * The prefill of a player with no saved row: available → present, unavailable → absent (injured when the reason
 * says so), maybe or no answer → nothing. ('training-log' — a session logged that day — lives in training-program
 * and is not read here.)
 */
export function prefillOf(answer: { status: string | null; reason: string | null } | undefined): { status: AttendanceStatus | null; source: AttendanceSource } {
  if (answer?.status === 'available') return { status: 'present', source: 'availability' };
  if (answer?.status === 'unavailable') return { status: answer.reason && INJURY.test(answer.reason) ? 'injured' : 'absent', source: 'availability' };
  return { status: null, source: 'none' };
}

export interface CalendarAttendanceDeps {
  prisma: PrismaClient;
  members: CalendarMembers;
}

/** Attendance: the sheet of an event (saved, else prefilled), saving it, and a player's history. */
export function calendarAttendance({ prisma, members }: CalendarAttendanceDeps) {
  async function sheetOf(event: Event, userId: string): Promise<AttendanceSheet> {
    const [players, saved, answers, [view]] = await Promise.all([
      members.players(event.teamId),
      prisma.attendance.findMany({ where: { eventId: event.id } }),
      prisma.availability.findMany({ where: { eventId: event.id } }),
      calendarEventsFor(prisma, [event], { userId, role: 'coach' }),
    ]);
    const savedBy = new Map(saved.map((s) => [s.userId, s]));
    const answerBy = new Map(answers.map((a) => [a.userId, a]));
    const rows: AttendanceSheet['players'] = players.map((p) => {
      const record = savedBy.get(p.userId);
      if (record)
        return { userId: p.userId, name: p.name, position: p.position, status: record.status as AttendanceStatus, source: 'recorded', note: record.note };
      return { userId: p.userId, name: p.name, position: p.position, ...prefillOf(answerBy.get(p.userId)), note: null };
    });
    // Players who have left since keep what was recorded for them.
    const gone = saved.filter((s) => !players.some((p) => p.userId === s.userId));
    if (gone.length) {
      const users = await prisma.user.findMany({ where: { id: { in: gone.map((g) => g.userId) } } });
      for (const record of gone) {
        const user = users.find((u) => u.id === record.userId);
        rows.push({
          userId: record.userId,
          name: user ? displayName(user) : 'Former player',
          position: user?.position ?? null,
          status: record.status as AttendanceStatus,
          source: 'recorded',
          note: record.note,
        });
      }
    }
    return { event: view!, taken: saved.length > 0, players: rows };
  }

  return {
    /** GET: the saved sheet, else the prefill. Coaches of the event's team. */
    async sheet(userId: string, eventId: string): Promise<AttendanceSheet> {
      const { event } = await members.eventFor(userId, eventId, 'coach');
      return sheetOf(event, userId);
    },

    /** A coach records attendance of the team's players; 400 before the event has started or when it is cancelled. */
    async save(userId: string, eventId: string, body: SaveAttendanceBody): Promise<{ teamId: string; sheet: AttendanceSheet }> {
      const { event } = await members.eventFor(userId, eventId, 'coach');
      if (event.status === 'cancelled') throw fieldError('eventId', 'eventId: This event is cancelled, so there is no attendance to take');
      if (!hasStarted(event)) throw fieldError('eventId', 'eventId: Attendance can be taken once the event has started');
      const players = new Set((await members.players(event.teamId)).map((p) => p.userId));
      const seen = new Set<string>();
      for (const record of body.records) {
        if (!players.has(record.userId)) throw fieldError('records.userId', `records.userId ${record.userId} is not a player of this team`);
        if (seen.has(record.userId)) throw fieldError('records.userId', `records.userId ${record.userId} is listed more than once`);
        seen.add(record.userId);
      }
      const at = now();
      await prisma.$transaction(async (tx) => {
        for (const record of body.records) {
          const data = { status: record.status, note: record.note?.trim() || null, recordedBy: userId, recordedAt: at };
          await tx.attendance.upsert({
            where: { eventId_userId: { eventId, userId: record.userId } },
            create: { eventId, userId: record.userId, ...data },
            update: data,
          });
        }
      });
      return { teamId: event.teamId, sheet: await sheetOf(event, userId) };
    },

    /** A player's attendance in the team, newest first, with totals; coaches of the team. 404 for someone not in it. */
    async history(userId: string, teamId: string, playerId: string): Promise<PlayerAttendance> {
      await members.requireCoach(userId, teamId);
      const [player, membership] = await Promise.all([
        prisma.user.findUnique({ where: { id: playerId } }),
        prisma.membership.findUnique({ where: { teamId_userId: { teamId, userId: playerId } } }),
      ]);
      const records = await prisma.attendance.findMany({
        where: { userId: playerId, event: { teamId } },
        include: { event: true },
        orderBy: [{ event: { startsAt: 'desc' } }, { eventId: 'desc' }],
      });
      if (!player || (membership?.role !== 'player' && !records.length)) throw notFound('No such player in this team');
      const summary = { present: 0, late: 0, absent: 0, injured: 0 };
      for (const r of records) if (r.status in summary) summary[r.status as AttendanceStatus] += 1;
      const total = records.length;
      return {
        userId: playerId,
        name: displayName(player),
        summary: { ...summary, rate: total ? (summary.present + summary.late) / total : null },
        records: records.map((r) => ({
          eventId: r.eventId,
          date: r.event.date,
          kind: r.event.kind as EventKind,
          displayTitle: displayTitleOf(r.event),
          status: r.status as AttendanceStatus,
          note: r.note,
        })),
      };
    },
  };
}
export type CalendarAttendanceDomain = ReturnType<typeof calendarAttendance>;
