import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import { lawKeys, type Law } from './get-unviewed-laws.ts';

export type LawOfTheDay = Law & { viewed: boolean };

export const getLawsToday = () => apiRequest<LawOfTheDay[]>('GET', '/api/player/laws-today');

export const lawsTodayQueryOptions = (date: string) => queryOptions({ queryKey: lawKeys.todayOn(date), queryFn: getLawsToday });

/** GET /api/player/laws-today: all of today's laws in order, each with its viewed ('Learned!') state. */
export const useLawsToday = (date: string) => useQuery(lawsTodayQueryOptions(date));
