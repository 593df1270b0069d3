import type { ApprovedProgram } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';

/** Keys are the URL (the default query fn's convention), so the AI Training tab refreshes the same list after approving. */
export const approvedProgramsKeys = { list: (teamId: string) => ['/api/teams', teamId, 'approved-programs'] as const };

export const getApprovedPrograms = (teamId: string) =>
  apiRequest<{ programs: ApprovedProgram[] }>('GET', `/api/teams/${encodeURIComponent(teamId)}/approved-programs`);

export const approvedProgramsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: approvedProgramsKeys.list(teamId), queryFn: () => getApprovedPrograms(teamId) });

/** GET /api/teams/:teamId/approved-programs: newest first. */
export const useApprovedPrograms = (teamId: string) => useQuery(approvedProgramsQueryOptions(teamId));
