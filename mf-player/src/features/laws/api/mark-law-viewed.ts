import { apiRequest } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import type { LawOfTheDay } from './get-laws-today.ts';
import { lawKeys, type Law } from './get-unviewed-laws.ts';

export const markLawViewed = (lawId: string) => apiRequest<{ message: string }>('POST', '/api/player/mark-law-viewed', { lawId });

/**
 * POST /api/player/mark-law-viewed {lawId}. A learned law shows as learned at once in today's laws and leaves the
 * laws to learn (the card behind the popup agrees with it); the caller refreshes both, and whatever the gate locked,
 * when the popup closes.
 */
export function useMarkLawViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markLawViewed,
    onSuccess: (_answer, lawId) => {
      queryClient.setQueriesData<LawOfTheDay[]>({ queryKey: lawKeys.today }, (laws) => laws?.map((law) => (law.id === lawId ? { ...law, viewed: true } : law)));
      queryClient.setQueriesData<Law[]>({ queryKey: lawKeys.unviewed }, (laws) => laws?.filter((law) => law.id !== lawId));
    },
  });
}
