import type { RouteResponse } from '@rugby/contracts/routes/define';
import type { LibraryExercise, trainingProgramRoutes } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';

export type { LibraryExercise };
export type ExerciseLibrary = RouteResponse<typeof trainingProgramRoutes.exerciseLibrary>;

/** The key is the URL (the default query fn's convention). */
export const exerciseLibraryKeys = { team: (teamId: string) => ['/api/exercise-library', { teamId }] as const };

export const getExerciseLibrary = (teamId: string) => apiRequest<ExerciseLibrary>('GET', `/api/exercise-library?teamId=${encodeURIComponent(teamId)}`);

/** The library does not change while the editor is open: read once per visit. */
export const exerciseLibraryQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: exerciseLibraryKeys.team(teamId), queryFn: () => getExerciseLibrary(teamId), staleTime: 10 * 60_000 });

/** GET /api/exercise-library?teamId=: exercises as program items at the dose of the team's season phase and week. */
export const useExerciseLibrary = (teamId: string, enabled = true) => useQuery({ ...exerciseLibraryQueryOptions(teamId), enabled });
