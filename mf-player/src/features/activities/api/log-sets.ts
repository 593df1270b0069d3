import { routeQuery, useRouteMutation, type RouteInput, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type LogSetsBody = RouteInput<'logSets'>['body'];
export type LogSetsResult = RouteOutput<'logSets'>;
export type ExerciseHistory = RouteOutput<'exerciseHistory'>;

/** GET /api/training-log/:logId/history: the last day's sets and the best set of the activity's exercise. */
export const useExerciseHistory = (logId: string) => useQuery(routeQuery('exerciseHistory', { params: { logId } }));

/**
 * PUT /api/training-log/:logId/sets ({params: {logId}, body}): the sets done (or why skipped); the day and progress
 * refresh (routeChanges). Made offline, it waits on the phone and is sent when back online (docs/decisions/022).
 */
export const useLogSets = () => useRouteMutation('logSets');
