/** Test fixtures of the team calendar (not part of the bundle: only tests import this file). */
import type { CalendarEvent } from '@rugby/contracts/routes/calendar';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Each test of the file runs on Tuesday 1 December 2026, 13:00 in Auckland (the fixtures' team time zone). Only Date
 * is faked: the browser's clock decides what has started, timers still run. After each test the clock is real again
 * and the globals the test stubbed (fetch) are restored.
 */
export function calendarTodayBetweenTests() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T00:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/**
 * An event as the calendar reads answer it: a scheduled training of team t1 on Thursday 3 December 2026, 18:30 for
 * 90 minutes at Club pitch, not answered; `over` sets what a test needs.
 */
export const calendarEvent = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 'e1',
  teamId: 't1',
  kind: 'training',
  seriesId: null,
  displayTitle: 'Training',
  title: null,
  opponent: null,
  homeAway: null,
  competition: null,
  location: 'Club pitch',
  notes: null,
  date: '2026-12-03',
  startTime: '18:30',
  durationMinutes: 90,
  startsAt: '2026-12-03T05:30:00.000Z',
  endsAt: '2026-12-03T07:00:00.000Z',
  timeZone: 'Pacific/Auckland',
  status: 'scheduled',
  cancelReason: null,
  myAvailability: null,
  availabilityCounts: null,
  attendanceTaken: false,
  ...over,
});

/** For `calendarEvent`: the home match against Harlequins at Home Park on Saturday 5 December, kick-off 15:00, two hours. */
export const harlequinsAtHome: Partial<CalendarEvent> = {
  kind: 'match',
  displayTitle: 'vs Harlequins',
  opponent: 'Harlequins',
  homeAway: 'home',
  location: 'Home Park',
  date: '2026-12-05',
  startTime: '15:00',
  durationMinutes: 120,
  startsAt: '2026-12-05T02:00:00.000Z',
  endsAt: '2026-12-05T04:00:00.000Z',
};

/** For `calendarEvent`: the Fitness session on Tuesday 8 December at 18:30, cancelled because the pitch is closed. */
export const fitnessCancelled: Partial<CalendarEvent> = {
  title: 'Fitness',
  displayTitle: 'Fitness',
  date: '2026-12-08',
  startsAt: '2026-12-08T05:30:00.000Z',
  endsAt: '2026-12-08T07:00:00.000Z',
  status: 'cancelled',
  cancelReason: 'Pitch closed',
};
