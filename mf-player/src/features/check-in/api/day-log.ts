import { routeQuery, useRouteMutation, type RouteInput, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type DayLog = RouteOutput<'playerDayLog'>;
export type ReadinessInput = RouteInput<'saveReadiness'>['body'];
export type SessionReportInput = RouteInput<'saveSessionReport'>['body'];

/** GET /api/player/day-log?date=: the day's readiness check-in and session report (the page carries today's). */
export const useDayLog = (date: string) => useQuery(routeQuery('playerDayLog', { query: { date } }));

/** PUT /api/player/readiness for the day: success refreshes the day's log (and the coach's squad view). */
export const useSaveReadiness = (date: string) =>
  useRouteMutation('saveReadiness', { input: (body: Omit<ReadinessInput, 'date'>) => ({ body: { ...body, date } }) });

/** PUT /api/player/session-report for the day: answers the session load (RPE × minutes). */
export const useSaveSessionReport = (date: string) =>
  useRouteMutation('saveSessionReport', { input: (body: Omit<SessionReportInput, 'date'>) => ({ body: { ...body, date } }) });
