import { z } from 'zod';
import { programDaySchema } from '../routes/training-program.ts';
import { welfareSummarySchema } from '../routes/welfare.ts';
import { internalCall, type InternalClientOptions } from './client.ts';

/** One date a player's own plan trains: the day's focus and minutes; `squad` when the squad's session is part of it. */
export const planDaySchema = z.object({ date: z.string(), theme: z.string(), minutes: z.number().int(), squad: z.boolean() });
export type PlanDay = z.infer<typeof planDaySchema>;

/** Most days one read of a player's plan covers (each week's plan is worked out on the read). */
export const PLAN_DAYS_MAX_DAYS = 42;

/** The training-program service's /internal API (service token). The team service's calendar feeds read it. */
export function trainingProgramInternalClient(opts: InternalClientOptions) {
  const range = (from: string, to: string) => new URLSearchParams({ from, to });
  return {
    /**
     * Which program day the squad's pushed training runs on each date from `from` to `to` (YYYY-MM-DD, both included, at
     * most PROGRAM_DAYS_MAX_DAYS days), as GET /api/teams/:teamId/program-days answers its coaches. 404: unknown team.
     */
    programDays: (teamId: string, from: string, to: string) =>
      internalCall(opts, 'GET', `/internal/teams/${encodeURIComponent(teamId)}/program-days?${range(from, to)}`, z.object({ days: z.array(programDaySchema) })),
    /**
     * The dates a player's own plan trains from `from` to `to` (at most PLAN_DAYS_MAX_DAYS days), as their day shows it:
     * the squad's session and their personal work, or their personal week alone. 404: unknown team, or not its player.
     */
    planDays: (teamId: string, playerId: string, from: string, to: string) =>
      internalCall(
        opts,
        'GET',
        `/internal/teams/${encodeURIComponent(teamId)}/players/${encodeURIComponent(playerId)}/plan-days?${range(from, to)}`,
        z.object({ days: z.array(planDaySchema) }),
      ),
    /**
     * Each player's welfare on the team's today (available, modified, stood down until a date under the concussion
     * protocol): the availability answers and the coaches' screens follow it. 404: unknown team.
     */
    teamWelfare: (teamId: string) =>
      internalCall(
        opts,
        'GET',
        `/internal/teams/${encodeURIComponent(teamId)}/welfare`,
        z.object({ date: z.string(), players: z.array(z.object({ playerId: z.string(), summary: welfareSummarySchema })) }),
      ),
  };
}
export type TrainingProgramInternalClient = ReturnType<typeof trainingProgramInternalClient>;
