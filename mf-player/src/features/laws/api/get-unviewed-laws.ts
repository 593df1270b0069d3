import type { lawSchema } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type Law = z.infer<typeof lawSchema>;

/** The day is in the keys so the day rollover fetches the new day's laws. */
export const lawKeys = {
  unviewed: ['/api/player/unviewed-laws'] as const,
  unviewedOn: (date: string) => ['/api/player/unviewed-laws', { day: date }] as const,
  today: ['/api/player/laws-today'] as const,
  todayOn: (date: string) => ['/api/player/laws-today', { day: date }] as const,
};

export const getUnviewedLaws = () => apiRequest<Law[]>('GET', '/api/player/unviewed-laws');

export const unviewedLawsQueryOptions = (date: string) => queryOptions({ queryKey: lawKeys.unviewedOn(date), queryFn: getUnviewedLaws });

/** GET /api/player/unviewed-laws: the laws still to learn (a missed training day's first). */
export const useUnviewedLaws = (date: string) => useQuery(unviewedLawsQueryOptions(date));
