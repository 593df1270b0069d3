import { useRouteMutation } from '@rugby/kit';

/** POST /api/players/training/:id/complete; today's team training, the day and progress refresh (routeChanges). */
export const useCompleteTeamTraining = () => useRouteMutation('completeTeamTraining', { input: (trainingId: string) => ({ params: { id: trainingId } }) });
