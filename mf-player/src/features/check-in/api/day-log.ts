import { routeQuery, usePendingWrites, useRouteMutation, type RouteInput, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type DayLog = RouteOutput<'playerDayLog'>;
export type ReadinessInput = RouteInput<'saveReadiness'>['body'];
export type SessionReportInput = RouteInput<'saveSessionReport'>['body'];

/** GET /api/player/day-log?date=: the day's readiness check-in and session report (the page carries today's). */
export const useDayLog = (date: string) => useQuery(routeQuery('playerDayLog', { query: { date } }));

/**
 * PUT /api/player/readiness ({body} with the day's date): success refreshes the day's log (and the coach's squad
 * view). Made offline, it waits on the phone and is sent when back online (docs/decisions/022).
 */
export const useSaveReadiness = () => useRouteMutation('saveReadiness');

/** PUT /api/player/session-report ({body} with the day's date): answers the session load (RPE × minutes); offline, as above. */
export const useSaveSessionReport = () => useRouteMutation('saveSessionReport');

/** The day's check-in and session report not sent yet (made offline), the latest of each. */
export function usePendingDayLog(date: string) {
  const latestOf = <T extends { input: { body: { date?: string } } }>(writes: readonly T[]) => writes.filter((w) => w.input.body.date === date).at(-1) ?? null;
  return { readiness: latestOf(usePendingWrites('saveReadiness')), session: latestOf(usePendingWrites('saveSessionReport')) };
}
