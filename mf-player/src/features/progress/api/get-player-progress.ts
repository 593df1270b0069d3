import type { playerProgressSchema } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { weekOfKey } from '@rugby/kit/lib/calendar.ts';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type PlayerProgress = z.infer<typeof playerProgressSchema>;

export const progressKeys = {
  all: ['/api/player/progress'] as const,
  /** `day` keys the 'today' part of the answer (the day rollover refetches). */
  week: (weekStart: string, weekEnd: string, day: string) => ['/api/player/progress', { weekStart, weekEnd, day }] as const,
  history: (weeks: number) => ['/api/player/progress', 'history', { weeks }] as const,
};

export const getPlayerProgress = (weekStart: string, weekEnd: string) =>
  apiRequest<PlayerProgress>('GET', `/api/player/progress?weekStart=${weekStart}&weekEnd=${weekEnd}`);

/** The week (Monday to Sunday) holding `date`. */
export const playerProgressQueryOptions = (date: string) => {
  const { weekStart, weekEnd } = weekOfKey(date);
  return queryOptions({ queryKey: progressKeys.week(weekStart, weekEnd, date), queryFn: () => getPlayerProgress(weekStart, weekEnd) });
};

/** GET /api/player/progress?weekStart&weekEnd: this week's percent, its days and today. */
export const usePlayerProgress = (date: string) => useQuery(playerProgressQueryOptions(date));
