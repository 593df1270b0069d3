/**
 * The team calendar (issue 18): fixtures and training sessions on dates, players' availability, attendance and the
 * notifications about them. Constants and labels only (no zod), so the web app can import them; the route schemas
 * are in routes/calendar.ts.
 */

export const EVENT_KINDS = ['match', 'training'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const HOME_AWAY = ['home', 'away'] as const;
export type HomeAway = (typeof HOME_AWAY)[number];

/** 'scheduled' until a coach cancels it; a cancelled event stays on the calendar, marked. */
export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const AVAILABILITY_STATUSES = ['available', 'unavailable', 'maybe'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const ATTENDANCE_STATUSES = ['present', 'late', 'absent', 'injured'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Where a row of the attendance sheet comes from: what the coach saved, or the prefill (training-log: added by the coach's app). */
export const ATTENDANCE_SOURCES = ['recorded', 'availability', 'training-log', 'none'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

export const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** A series edit or cancel applies to the one occurrence, or to it and every later one of the series. */
export const SERIES_SCOPES = ['this', 'following'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

export const CALENDAR_FEEDS = ['personal', 'team'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEEDS)[number];

export const CALENDAR_LIMITS = {
  /** Shortest and longest event, in minutes. */
  minDurationMinutes: 15,
  maxDurationMinutes: 8 * 60,
  /** How far ahead an event or the last occurrence of a weekly series may be. */
  maxDaysAhead: 400,
  /** Most occurrences one weekly series makes. */
  maxOccurrences: 60,
  /** Longest window one calendar read covers. */
  maxRangeDays: 400,
  reasonMax: 200,
  textMax: 120,
  notesMax: 1000,
} as const;

export const DEFAULT_EVENT_MINUTES: Record<EventKind, number> = { match: 120, training: 90 };

export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = { available: 'Available', unavailable: 'Unavailable', maybe: 'Maybe' };
export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = { present: 'Present', late: 'Late', absent: 'Absent', injured: 'Injured' };
export const EVENT_KIND_LABELS: Record<EventKind, string> = { match: 'Match', training: 'Training' };
export const HOME_AWAY_LABELS: Record<HomeAway, string> = { home: 'Home', away: 'Away' };

/** The title an event shows: 'vs Harlequins' / 'at Harlequins' for a match, its own title (or 'Training') for a session. */
export function eventTitle(event: { kind: EventKind; title: string | null; opponent: string | null; homeAway: HomeAway | null }): string {
  if (event.kind === 'match') return `${event.homeAway === 'away' ? 'at' : 'vs'} ${event.opponent ?? 'TBC'}`;
  return event.title?.trim() || 'Training';
}

/** How many notifications and reminders a player gets: the preferences a player sets (messaging service). */
export const NOTIFICATION_CHANNELS = ['push', 'sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * What a notification is about. Every notification goes by web push to the person's devices that turned it on; when
 * there is none, or the kind is urgent (a cancelled or moved event, an urgent team message), it also goes by SMS when
 * they have a phone (else, or when the SMS fails, by e-mail) as their preferences allow. Urgent kinds ignore quiet
 * hours; the others wait for their end.
 */
export const NOTIFICATION_KINDS = [
  'event-changed',
  'event-cancelled',
  'event-reminder',
  'availability-chase',
  'availability-reminder',
  'urgent-message',
  'reply',
  'welfare-alert',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const URGENT_NOTIFICATION_KINDS: readonly NotificationKind[] = ['event-changed', 'event-cancelled', 'urgent-message', 'welfare-alert'];

/** Hours before an event when its reminders go: the event reminder, and the availability reminder to non-responders. */
export const REMINDER_HOURS = { event: 24, availability: 72 } as const;

const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A team date as the apps and the notifications say it: 'Tue 1 Dec' for 2026-12-01. The date exactly as given (the
 * team's), never converted to a time zone; the same text on the server and in every browser (no Intl).
 */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return `${SHORT_DAYS[weekday]} ${day} ${SHORT_MONTHS[month - 1]}`;
}
