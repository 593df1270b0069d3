import type { ActivityCategory } from '@rugby/contracts/domain';
import type { trainingActivitySchema } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { keepPreviousData, queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type TrainingActivity = z.infer<typeof trainingActivitySchema>;
export type ActivityFilter = ActivityCategory | 'all';

export const trainingActivitiesKeys = {
  all: ['/api/training-activities'] as const,
  list: (category: ActivityFilter) => ['/api/training-activities', { category }] as const,
};

export const getTrainingActivities = (category: ActivityFilter) =>
  apiRequest<TrainingActivity[]>('GET', `/api/training-activities?category=${encodeURIComponent(category)}`);

export const trainingActivitiesQueryOptions = (category: ActivityFilter) =>
  queryOptions({ queryKey: trainingActivitiesKeys.list(category), queryFn: () => getTrainingActivities(category), placeholderData: keepPreviousData });

/** GET /api/training-activities?category=: the content library's activities. */
export const useTrainingActivities = (category: ActivityFilter) => useQuery(trainingActivitiesQueryOptions(category));
