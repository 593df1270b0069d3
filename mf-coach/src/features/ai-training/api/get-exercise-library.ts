import type { LibraryExercise } from '@rugby/contracts/routes/training-program';
import { routeQuery } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';

export type { LibraryExercise };

/** The library does not change while the editor is open: read once per visit (saving season settings or approving refreshes it). */
export const exerciseLibraryQueryOptions = (teamId: string) =>
  queryOptions({ ...routeQuery('exerciseLibrary', { query: { teamId } }), staleTime: 10 * 60_000 });

/** GET /api/exercise-library?teamId=: exercises as program items at the dose of the team's season phase and week. */
export const useExerciseLibrary = (teamId: string, enabled = true) => useQuery({ ...exerciseLibraryQueryOptions(teamId), enabled });
