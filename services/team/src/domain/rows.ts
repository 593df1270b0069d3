import {
  DEFAULT_TEAM_MATCH_DAY,
  defaultSeasonSettings,
  MATCH_DAYS,
  TEAM_ROLES,
  type MatchDay,
  type SeasonSettings,
  type TeamRole,
  type TeamSummary,
} from '@rugby/contracts';
import { calendarDate, now } from '@rugby/service-kit';

/** How stored rows read as API values, shared by the Prisma domain code and the hot reads in SQL (hot-reads.ts). */

export { displayName } from '@rugby/contracts/domain';

export const asTeamRole = (role: string): TeamRole => ((TEAM_ROLES as readonly string[]).includes(role) ? (role as TeamRole) : 'player');

type StoredSeasonSettings = Omit<SeasonSettings, 'matchDay'> & { matchDay: string };
const asMatchDay = (value: string): MatchDay => ((MATCH_DAYS as readonly string[]).includes(value) ? (value as MatchDay) : DEFAULT_TEAM_MATCH_DAY);

/** A team's saved season settings as the API answers them. */
export const savedSeasonSettings = (s: StoredSeasonSettings): SeasonSettings => ({
  matchDay: asMatchDay(s.matchDay),
  preseasonStartDate: s.preseasonStartDate,
  preseasonEndDate: s.preseasonEndDate,
  inseasonStartDate: s.inseasonStartDate,
  inseasonEndDate: s.inseasonEndDate,
});

/** A team's season settings, or the spec's defaults for the season of the team's today when it has none. */
export function seasonSettingsOf(team: { seasonSettings: StoredSeasonSettings | null; timeZone: string }): SeasonSettings {
  return team.seasonSettings ? savedSeasonSettings(team.seasonSettings) : defaultSeasonSettings(calendarDate(now(), team.timeZone));
}

/** A team as the caller's list shows it (GET /api/teams, PATCH /api/teams/:teamId). */
export function teamSummaryOf(
  team: { id: string; name: string; description: string | null; timeZone: string },
  playerCount: number,
  role: string,
): TeamSummary {
  return { id: team.id, name: team.name, description: team.description, timeZone: team.timeZone, playerCount, role: asTeamRole(role) };
}
