import {
  CALENDAR_LIMITS,
  DEFAULT_EVENT_MINUTES,
  EVENT_KINDS,
  HOME_AWAY,
  SERIES_SCOPES,
  WEEKDAY_NAMES,
  type EventKind,
  type WeekdayName,
} from '@rugby/contracts/calendar';
import { isoWeekdayOfKey } from '@rugby/kit/lib/calendar.ts';
import { z } from 'zod';
import type { CreateEventInput } from '../api/create-event.ts';
import type { CalendarEvent } from '../api/get-team-events.ts';
import type { UpdateEventInput } from '../api/update-event.ts';

const { textMax, minDurationMinutes: minMinutes, maxDurationMinutes: maxMinutes } = CALENDAR_LIMITS;
const text = (label: string) => z.string().trim().max(textMax, `${label} must be at most ${textMax} characters`);

/**
 * The add/edit event form: one shape for matches and sessions (the fields of the other kind are ignored), strings as
 * the inputs hold them. The server checks the rest (past times, overlaps, dates too far ahead) and names the field.
 */
export const eventFormSchema = z
  .object({
    kind: z.enum(EVENT_KINDS),
    opponent: text('Opponent'),
    homeAway: z.enum(HOME_AWAY),
    competition: text('Competition'),
    title: text('Title'),
    location: text('Place'),
    date: z.string(),
    startTime: z.string(),
    durationMinutes: z
      .string()
      .trim()
      .refine((v) => {
        const minutes = Number(v);
        return v === '' || (Number.isInteger(minutes) && minutes >= minMinutes && minutes <= maxMinutes);
      }, `Duration must be a whole number of minutes, ${minMinutes} to ${maxMinutes}`),
    repeatWeekly: z.boolean(),
    weekdays: z.array(z.enum(WEEKDAY_NAMES)),
    repeatUntil: z.string(),
    scope: z.enum(SERIES_SCOPES),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'match' && !v.opponent) issue('opponent', 'Opponent is required');
    if (!v.date) issue('date', 'Date is required');
    if (!v.startTime) issue('startTime', v.kind === 'match' ? 'Kick-off is required' : 'Start time is required');
    if (v.kind !== 'training' || !v.repeatWeekly) return;
    if (!v.weekdays.length) issue('weekdays', 'Pick at least one weekday');
    if (!v.repeatUntil) issue('repeatUntil', 'Pick the date of the last session');
    else if (v.date && v.repeatUntil < v.date) issue('repeatUntil', 'The last session must not be before the first');
  });

export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

/** The weekday of a date key, as the contract names it. */
export const weekdayOf = (date: string): WeekdayName => WEEKDAY_NAMES[isoWeekdayOfKey(date) - 1]!;

/** A new event's form: a Saturday-afternoon kick-off for a match, an evening session of the default length. */
export function newEventValues(kind: EventKind): EventFormInput {
  return {
    kind,
    opponent: '',
    homeAway: 'home',
    competition: '',
    title: '',
    location: '',
    date: '',
    startTime: kind === 'match' ? '15:00' : '18:30',
    durationMinutes: kind === 'match' ? '' : String(DEFAULT_EVENT_MINUTES.training),
    repeatWeekly: false,
    weekdays: [],
    repeatUntil: '',
    scope: 'this',
  };
}

/** An event's form, to edit it. */
export function eventValues(event: CalendarEvent): EventFormInput {
  return {
    kind: event.kind,
    opponent: event.opponent ?? '',
    homeAway: event.homeAway ?? 'home',
    competition: event.competition ?? '',
    title: event.title ?? '',
    location: event.location ?? '',
    date: event.date,
    startTime: event.startTime,
    durationMinutes: String(event.durationMinutes),
    repeatWeekly: false,
    weekdays: [],
    repeatUntil: '',
    scope: 'this',
  };
}

const given = (value: string) => (value ? value : undefined);
const minutesOf = (value: string) => (value === '' ? undefined : Number(value));

/** The createEvent body: the kind's fields, blank optional ones left out, weekdays in week order. */
export function createBody(v: EventFormValues): CreateEventInput {
  const when = { date: v.date, startTime: v.startTime, durationMinutes: minutesOf(v.durationMinutes) };
  if (v.kind === 'match') {
    return { kind: 'match', opponent: v.opponent, homeAway: v.homeAway, competition: given(v.competition), location: given(v.location), ...when };
  }
  return {
    kind: 'training',
    title: given(v.title),
    location: given(v.location),
    ...when,
    repeat: v.repeatWeekly ? { weekdays: WEEKDAY_NAMES.filter((day) => v.weekdays.includes(day)), until: v.repeatUntil } : undefined,
  };
}

/**
 * The updateEvent body: only what changed (a cleared text becomes null), and the scope for an occurrence of a series;
 * null when nothing changed.
 */
export function updateBody(event: CalendarEvent, v: EventFormValues): UpdateEventInput | null {
  const body: UpdateEventInput = {};
  const texts = event.kind === 'match' ? (['opponent', 'competition', 'location'] as const) : (['title', 'location'] as const);
  for (const field of texts) {
    const value = v[field] || null;
    if (value !== (event[field] ?? null)) Object.assign(body, { [field]: value });
  }
  if (event.kind === 'match' && v.homeAway !== event.homeAway) body.homeAway = v.homeAway;
  if (v.date !== event.date) body.date = v.date;
  if (v.startTime !== event.startTime) body.startTime = v.startTime;
  const minutes = minutesOf(v.durationMinutes);
  if (minutes !== undefined && minutes !== event.durationMinutes) body.durationMinutes = minutes;
  if (!Object.keys(body).length) return null;
  return event.seriesId ? { ...body, scope: v.scope } : body;
}
