import type { trainingLogSchema } from '@rugby/contracts/routes/training-program';
import { TIMINGS } from '@rugby/contracts/domain';
import { apiRequest } from '@rugby/kit';
import { pollUnlessPushed } from '@rugby/kit/api/server-push.ts';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type TrainingLogEntry = z.infer<typeof trainingLogSchema>;

export const playerTrainingKeys = {
  all: ['/api/player/training'] as const,
  day: (date: string) => ['/api/player/training', { date }] as const,
};

export const getPlayerTraining = (date: string) =>
  apiRequest<TrainingLogEntry[]>('GET', `/api/player/training?date=${encodeURIComponent(date)}`);

export const playerTrainingQueryOptions = (date: string) =>
  queryOptions({ queryKey: playerTrainingKeys.day(date), queryFn: () => getPlayerTraining(date), refetchInterval: pollUnlessPushed(TIMINGS.trainingPollMs) });

/** GET /api/player/training?date=: the day's activities as training log entries; pushed, polled every 30 s without push. */
export const usePlayerTraining = (date: string) => useQuery(playerTrainingQueryOptions(date));

/** The training call failed because yesterday's laws were not learned (the server's message says 'educational content'). */
export const isEducationRequired = (error: unknown) => error instanceof Error && error.message.includes('educational content');
