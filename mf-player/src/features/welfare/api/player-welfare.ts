import { routeKey, routeQuery, useRouteMutation, type RouteInput, type RouteOutput } from '@rugby/kit';
import { useQuery, useQueryClient } from '@rugby/kit/query.ts';

export type PlayerWelfare = RouteOutput<'playerWelfare'>;
export type SymptomReport = RouteInput<'reportSymptoms'>['body'];

/**
 * GET /api/player/welfare: where the player stands today (available, modified, stood down under the concussion
 * protocol with its stage). The day is in the key, so a new day asks again; a check-in that starts the protocol
 * refreshes it (contracts routeChanges).
 */
export const usePlayerWelfare = (date: string) => useQuery(routeQuery('playerWelfare', undefined, date));

/**
 * PUT /api/player/welfare/symptoms: today's symptom report ([] = symptom-free). Its answer is the welfare it leaves,
 * shown at once; the routes it changes (the day's plan, availability) refresh on their own.
 */
export function useReportSymptoms(date: string) {
  const queryClient = useQueryClient();
  return useRouteMutation('reportSymptoms', {
    input: (body: SymptomReport) => ({ body }),
    onSuccess: (welfare) => queryClient.setQueryData(routeKey('playerWelfare', undefined, date), welfare),
  });
}
