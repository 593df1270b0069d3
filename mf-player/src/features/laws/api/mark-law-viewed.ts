import { apiRequest } from '@rugby/kit';
import { useMutation } from '@rugby/kit/query.ts';

export const markLawViewed = (lawId: string) => apiRequest<{ message: string }>('POST', '/api/player/mark-law-viewed', { lawId });

/**
 * POST /api/player/mark-law-viewed {lawId}. The popup keeps its own list while open; the caller refreshes the
 * law lists (and whatever the gate locked) when it closes.
 */
export const useMarkLawViewed = () => useMutation({ mutationFn: markLawViewed });
