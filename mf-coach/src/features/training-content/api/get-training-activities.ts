import type { ActivityCategory } from '@rugby/contracts/domain';
import { routeQuery, type RouteOutput } from '@rugby/kit';
import { keepPreviousData, queryOptions, useQuery } from '@rugby/kit/query.ts';

export type TrainingActivity = RouteOutput<'trainingActivities'>[number];
export type ActivityFilter = ActivityCategory | 'all';

/** GET /api/training-activities?category=: the content library's activities (the previous list stays while the next loads). */
export const useTrainingActivities = (category: ActivityFilter) =>
  useQuery(queryOptions({ ...routeQuery('trainingActivities', { query: { category } }), placeholderData: keepPreviousData }));
