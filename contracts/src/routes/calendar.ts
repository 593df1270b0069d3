import { z } from 'zod';
import {
  ATTENDANCE_SOURCES,
  ATTENDANCE_STATUSES,
  AVAILABILITY_STATUSES,
  CALENDAR_FEEDS,
  CALENDAR_LIMITS,
  EVENT_KINDS,
  EVENT_STATUSES,
  HOME_AWAY,
  SERIES_SCOPES,
  WEEKDAY_NAMES,
} from '../calendar.ts';
import { defineRoute, idParam, isoDate, localTime, messageResponse, optionalText, requiredText } from './define.ts';
import { ROUTE_PATHS } from './paths.ts';
import { welfareSummarySchema } from './welfare.ts';

const T = 'team' as const;
const feature = 'team calendar';

const duration = z
  .number({ message: 'durationMinutes must be a number of minutes' })
  .int('durationMinutes must be a whole number of minutes')
  .min(CALENDAR_LIMITS.minDurationMinutes, `durationMinutes must be at least ${CALENDAR_LIMITS.minDurationMinutes}`)
  .max(CALENDAR_LIMITS.maxDurationMinutes, `durationMinutes must be at most ${CALENDAR_LIMITS.maxDurationMinutes}`);

const place = (field: string) => optionalText(field, CALENDAR_LIMITS.textMax);

/** One event as every calendar read answers it. Dates and times are the team's (timeZone); startsAt/endsAt are instants. */
export const calendarEventSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  kind: z.enum(EVENT_KINDS),
  /** The weekly series the session belongs to (null for a one-off). */
  seriesId: z.string().nullable(),
  /** What the calendar shows: 'vs Harlequins', 'at Harlequins', or the session's title ('Training' when none). */
  displayTitle: z.string(),
  title: z.string().nullable(),
  opponent: z.string().nullable(),
  homeAway: z.enum(HOME_AWAY).nullable(),
  competition: z.string().nullable(),
  /** The venue of a match or the place of a session. */
  location: z.string().nullable(),
  notes: z.string().nullable(),
  /** YYYY-MM-DD and HH:MM in the team's time zone. */
  date: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  status: z.enum(EVENT_STATUSES),
  cancelReason: z.string().nullable(),
  /** The signed-in player's answer (null when not answered, and always for coaches). */
  myAvailability: z.object({ status: z.enum(AVAILABILITY_STATUSES), reason: z.string().nullable() }).nullable(),
  /** Counts over the squad (coaches only; null for players). */
  availabilityCounts: z
    .object({ available: z.number().int(), unavailable: z.number().int(), maybe: z.number().int(), noResponse: z.number().int() })
    .nullable(),
  /** Whether attendance was taken (coaches only; false for players). */
  attendanceTaken: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

const rangeQuery = z
  .object({ from: isoDate('from').optional(), to: isoDate('to').optional() })
  .passthrough()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'to must not be before from', path: ['to'] });

const matchFields = {
  kind: z.literal('match'),
  opponent: requiredText('opponent', CALENDAR_LIMITS.textMax),
  homeAway: z.enum(HOME_AWAY, { message: "homeAway must be 'home' or 'away'" }),
  competition: place('competition'),
  location: place('location'),
  notes: optionalText('notes', CALENDAR_LIMITS.notesMax),
  date: isoDate('date'),
  /** Kick-off. */
  startTime: localTime('startTime'),
  durationMinutes: duration.optional(),
};

const trainingFields = {
  kind: z.literal('training'),
  title: place('title'),
  location: place('location'),
  notes: optionalText('notes', CALENDAR_LIMITS.notesMax),
  /** The first (or only) session. */
  date: isoDate('date'),
  startTime: localTime('startTime'),
  durationMinutes: duration.optional(),
  /**
   * Weekly: the session repeats on these weekdays (default: the weekday of `date`) from `date` until `repeatUntil`
   * (included). Absent: a one-off session.
   */
  repeat: z
    .object({
      weekdays: z
        .array(z.enum(WEEKDAY_NAMES, { message: `repeat.weekdays must be among: ${WEEKDAY_NAMES.join(', ')}` }))
        .min(1, 'repeat.weekdays must name at least one weekday')
        .max(7)
        .optional(),
      until: isoDate('repeat.until'),
    })
    .optional(),
};

/**
 * A new match or training session. Refused with 400 naming the field: a date/time already past in the team's time
 * zone (date or startTime), further ahead than CALENDAR_LIMITS.maxDaysAhead (date, repeat.until), repeat.until
 * before date, and a session overlapping another scheduled event of the team (startTime).
 */
export const createEventBody = z.discriminatedUnion('kind', [z.object(matchFields), z.object(trainingFields)], {
  message: "kind must be 'match' or 'training'",
});
export type CreateEventBody = z.infer<typeof createEventBody>;

/** A change to an event: only the fields given change. `scope` 'following' changes this and every later occurrence of the series. */
export const updateEventBody = z.object({
  title: place('title'),
  opponent: requiredText('opponent', CALENDAR_LIMITS.textMax).optional(),
  homeAway: z.enum(HOME_AWAY, { message: "homeAway must be 'home' or 'away'" }).optional(),
  competition: place('competition'),
  location: place('location'),
  notes: optionalText('notes', CALENDAR_LIMITS.notesMax),
  date: isoDate('date').optional(),
  startTime: localTime('startTime').optional(),
  durationMinutes: duration.optional(),
  scope: z.enum(SERIES_SCOPES, { message: "scope must be 'this' or 'following'" }).optional(),
});

export const cancelEventBody = z
  .object({
    reason: optionalText('reason', CALENDAR_LIMITS.reasonMax),
    scope: z.enum(SERIES_SCOPES, { message: "scope must be 'this' or 'following'" }).optional(),
  })
  .optional();

export const availabilityBody = z
  .object({
    status: z.enum(AVAILABILITY_STATUSES, { message: `status must be one of: ${AVAILABILITY_STATUSES.join(', ')}` }),
    reason: optionalText('reason', CALENDAR_LIMITS.reasonMax),
  })
  .refine((b) => b.status !== 'unavailable' || Boolean(b.reason?.trim()), { message: 'reason is required when unavailable', path: ['reason'] });

const countsSchema = z.object({ available: z.number().int(), unavailable: z.number().int(), maybe: z.number().int(), noResponse: z.number().int() });

export const eventAvailabilitySchema = z.object({
  event: calendarEventSchema,
  counts: countsSchema,
  /** Every position of the squad (POSITIONS order, then players without a position as position null). */
  byPosition: z.array(countsSchema.extend({ position: z.string().nullable(), label: z.string() })),
  players: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      position: z.string().nullable(),
      status: z.enum(AVAILABILITY_STATUSES).nullable(),
      reason: z.string().nullable(),
      answeredAt: z.string().nullable(),
      /** When the player was last chased for this event (null when never). */
      chasedAt: z.string().nullable(),
      /** The player's welfare today (stood down under the concussion protocol, modified, available); null when unknown. */
      welfare: welfareSummarySchema.nullable(),
    }),
  ),
});
export type EventAvailability = z.infer<typeof eventAvailabilitySchema>;

export const attendanceSheetSchema = z.object({
  event: calendarEventSchema,
  /** Whether a coach has saved it (false: every row is the prefill). */
  taken: z.boolean(),
  players: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      position: z.string().nullable(),
      /**
       * The saved status, or the prefill: available → present, unavailable → absent (injured when the reason says so).
       * The coach's app adds what this service cannot see: a player who reported a session that day (training-program's
       * teamReadiness) with no answer here shows present, source 'training-log'.
       */
      status: z.enum(ATTENDANCE_STATUSES).nullable(),
      source: z.enum(ATTENDANCE_SOURCES),
      note: z.string().nullable(),
    }),
  ),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

export const saveAttendanceBody = z.object({
  records: z
    .array(
      z.object({
        userId: z.string().min(1, 'records.userId is required').max(200),
        status: z.enum(ATTENDANCE_STATUSES, { message: `records.status must be one of: ${ATTENDANCE_STATUSES.join(', ')}` }),
        note: optionalText('records.note', CALENDAR_LIMITS.reasonMax),
      }),
    )
    .min(1, 'records must name at least one player')
    .max(200),
});

export const playerAttendanceSchema = z.object({
  userId: z.string(),
  name: z.string(),
  summary: z.object({
    present: z.number().int(),
    late: z.number().int(),
    absent: z.number().int(),
    injured: z.number().int(),
    /** (present + late) / recorded events, 0–1; null when none recorded. */
    rate: z.number().nullable(),
  }),
  records: z.array(
    z.object({
      eventId: z.string(),
      date: z.string(),
      kind: z.enum(EVENT_KINDS),
      displayTitle: z.string(),
      status: z.enum(ATTENDANCE_STATUSES),
      note: z.string().nullable(),
    }),
  ),
});
export type PlayerAttendance = z.infer<typeof playerAttendanceSchema>;

export const calendarFeedsSchema = z.object({
  /** The signed-in user's own feed (a player's events; a coach's: the team's). */
  personal: z.string(),
  /** The whole team's feed: coaches only (null for players). */
  team: z.string().nullable(),
});

export const calendarRoutes = {
  teamEvents: defineRoute({
    ...ROUTE_PATHS.teamEvents,
    service: T,
    access: 'user',
    feature,
    summary:
      "The team's events between from and to (YYYY-MM-DD in the team's time zone, both included; default: today to 8 weeks ahead; at most 400 days), cancelled ones included, in start order. Coaches and players of the team; players see their own answer, coaches the counts",
    params: idParam('teamId'),
    query: rangeQuery,
    response: z.object({ timeZone: z.string(), from: z.string(), to: z.string(), events: z.array(calendarEventSchema) }),
  }),
  createEvent: defineRoute({
    ...ROUTE_PATHS.createEvent,
    service: T,
    access: 'coach',
    feature,
    summary:
      "A coach adds a match or a training session (one-off or weekly until a date) to the team's calendar; -> the events made (201). 400 naming the field for past times, dates too far ahead, repeat.until before date and overlapping events",
    params: idParam('teamId'),
    body: createEventBody,
    response: z.object({ events: z.array(calendarEventSchema) }),
  }),
  updateEvent: defineRoute({
    ...ROUTE_PATHS.updateEvent,
    service: T,
    access: 'coach',
    feature,
    summary:
      'A coach changes an event (scope following: and the later occurrences of its series); a new date, time or place notifies the squad. Past and cancelled events cannot be changed (400)',
    params: idParam('eventId'),
    body: updateEventBody,
    response: z.object({ events: z.array(calendarEventSchema) }),
  }),
  cancelEvent: defineRoute({
    ...ROUTE_PATHS.cancelEvent,
    service: T,
    access: 'coach',
    feature,
    summary: 'A coach cancels an event (scope following: and the later occurrences of its series); the squad is notified',
    params: idParam('eventId'),
    body: cancelEventBody,
    response: z.object({ events: z.array(calendarEventSchema) }),
  }),
  setAvailability: defineRoute({
    ...ROUTE_PATHS.setAvailability,
    service: T,
    access: 'player',
    feature,
    summary:
      "A player answers for themself: available, unavailable (reason required) or maybe. 400 once the event has started or when it is cancelled; 404 for another team's event",
    params: idParam('eventId'),
    body: availabilityBody,
    response: calendarEventSchema,
  }),
  eventAvailability: defineRoute({
    ...ROUTE_PATHS.eventAvailability,
    service: T,
    access: 'coach',
    feature,
    summary: "Who is available for an event: counts, counts by position and every player's answer",
    params: idParam('eventId'),
    response: eventAvailabilitySchema,
  }),
  chaseAvailability: defineRoute({
    ...ROUTE_PATHS.chaseAvailability,
    service: T,
    access: 'coach',
    feature,
    summary:
      'A coach asks every player who has not answered to answer (a notification each; at most one per player per event per day: a second chase the same day reaches only those not chased yet) -> {message, chased}',
    params: idParam('eventId'),
    response: messageResponse.extend({ chased: z.number().int() }),
  }),
  eventAttendance: defineRoute({
    ...ROUTE_PATHS.eventAttendance,
    service: T,
    access: 'coach',
    feature,
    summary: "An event's attendance sheet: what was saved, else prefilled from availability and logged sessions",
    params: idParam('eventId'),
    response: attendanceSheetSchema,
  }),
  saveAttendance: defineRoute({
    ...ROUTE_PATHS.saveAttendance,
    service: T,
    access: 'coach',
    feature,
    summary: "A coach records attendance (present, late, absent, injured) for the team's players; 400 before the event has started",
    params: idParam('eventId'),
    body: saveAttendanceBody,
    response: attendanceSheetSchema,
  }),
  playerAttendance: defineRoute({
    ...ROUTE_PATHS.playerAttendance,
    service: T,
    access: 'coach',
    feature,
    summary: "A player's attendance history in the team, newest first, with totals (the coach's Reports)",
    params: z.object({ teamId: z.string().min(1).max(200), playerId: z.string().min(1).max(200) }),
    response: playerAttendanceSchema,
  }),
  calendarFeeds: defineRoute({
    ...ROUTE_PATHS.calendarFeeds,
    service: T,
    access: 'user',
    feature,
    summary: "The signed-in user's private calendar (.ics) addresses for the team: their own, and the team's for coaches",
    params: idParam('teamId'),
    response: calendarFeedsSchema,
  }),
  rotateCalendarFeed: defineRoute({
    ...ROUTE_PATHS.rotateCalendarFeed,
    service: T,
    access: 'user',
    feature,
    summary: 'Revoke a calendar address and make a new one (the old one answers 404 from then on)',
    params: idParam('teamId'),
    body: z.object({ feed: z.enum(CALENDAR_FEEDS, { message: "feed must be 'personal' or 'team'" }) }),
    response: calendarFeedsSchema,
  }),
  calendarFeed: defineRoute({
    ...ROUTE_PATHS.calendarFeed,
    service: T,
    access: 'public',
    feature,
    summary: `A private calendar feed (iCalendar, text/calendar) for calendar apps: the team's events from 60 days ago to ${CALENDAR_LIMITS.maxDaysAhead} days ahead in the team's time zone, cancelled ones marked. The token is the credential; unknown or replaced tokens answer 404`,
    params: z.object({ token: z.string().min(1, 'token is required').max(200, 'token is too long') }),
    produces: 'text/calendar',
    response: z.string(),
  }),
} as const;
