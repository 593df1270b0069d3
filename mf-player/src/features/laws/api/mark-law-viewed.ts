import { routeKey, useRouteMutation } from '@rugby/kit';
import { useQueryClient } from '@rugby/kit/query.ts';
import type { LawOfTheDay } from './get-laws-today.ts';
import type { Law } from './get-unviewed-laws.ts';

/** Every day's answer of each laws route (their keys differ only by the day). */
const todayFilter = { queryKey: routeKey('lawsToday') };
const unviewedFilter = { queryKey: routeKey('unviewedLaws') };

/**
 * POST /api/player/mark-law-viewed {lawId}. The law shows as learned at once in today's laws and leaves the laws to
 * learn (the card behind the popup agrees with it; put back if the call fails); after success what the route
 * declares it changes (the laws, the day and its gate, progress) is refreshed, then the caller hears of it.
 */
export function useMarkLawViewed() {
  const queryClient = useQueryClient();
  return useRouteMutation('markLawViewed', {
    input: (lawId: string) => ({ body: { lawId } }),
    onMutate: async (lawId) => {
      // An answer already on its way is from before the law was learned: it must not undo the update.
      await Promise.all([queryClient.cancelQueries(todayFilter), queryClient.cancelQueries(unviewedFilter)]);
      const before = [...queryClient.getQueriesData(todayFilter), ...queryClient.getQueriesData(unviewedFilter)];
      queryClient.setQueriesData<LawOfTheDay[]>(todayFilter, (laws) => laws?.map((law) => (law.id === lawId ? { ...law, viewed: true } : law)));
      queryClient.setQueriesData<Law[]>(unviewedFilter, (laws) => laws?.filter((law) => law.id !== lawId));
      return { before };
    },
    onError: (_error, _lawId, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
  });
}
