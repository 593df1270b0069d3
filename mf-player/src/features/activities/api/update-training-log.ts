import { useRouteMutation } from '@rugby/kit';

export interface UpdateTrainingLogInput {
  logId: string;
  completed: boolean;
}

/** PATCH /api/training-log/:logId {completed}: ticks or unticks one activity; the day and the progress refresh (routeChanges). */
export const useUpdateTrainingLog = () =>
  useRouteMutation('updateTrainingLog', { input: ({ logId, completed }: UpdateTrainingLogInput) => ({ params: { logId }, body: { completed } }) });
