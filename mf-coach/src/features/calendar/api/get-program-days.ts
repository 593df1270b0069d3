import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type ProgramDay = RouteOutput<'programDays'>['days'][number];

/**
 * GET /api/teams/:teamId/program-days?from&to: the pushed program's day on each date of the range (the team's dates,
 * as the calendar's answers gave them), by date.
 */
export const useProgramDays = (teamId: string, range: { from: string; to: string } | null) =>
  useQuery({
    ...routeQuery('programDays', { params: { teamId }, query: range ?? { from: '', to: '' } }),
    enabled: !!range,
    select: (data) => new Map(data.days.map((day) => [day.date, day])),
  });
