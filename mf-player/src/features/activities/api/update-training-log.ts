import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type UpdateTrainingLogInput = RouteInput<'updateTrainingLog'>;

/** The input of a tick: the activity and the state it goes to (a tick sent twice changes nothing). */
export const tickInput = (logId: string, completed: boolean): UpdateTrainingLogInput => ({ params: { logId }, body: { completed } });

/**
 * PATCH /api/training-log/:logId {completed}: ticks or unticks one activity; the day and the progress refresh
 * (routeChanges). Made offline, it waits on the phone and is sent when back online (docs/decisions/022).
 */
export const useUpdateTrainingLog = () => useRouteMutation('updateTrainingLog');
