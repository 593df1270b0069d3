import { MATCH_DAYS, SEASON_SETTINGS_DEFAULTS, TEAM_ROLES, type MatchDay, type SeasonSettings, type TeamRole } from '@rugby/contracts';

/** How stored rows read as API values, shared by the Prisma domain code and the hot reads in SQL (hot-reads.ts). */

export const displayName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

export const asTeamRole = (role: string): TeamRole => ((TEAM_ROLES as readonly string[]).includes(role) ? (role as TeamRole) : 'player');

type StoredSeasonSettings = Omit<SeasonSettings, 'matchDay'> & { matchDay: string };
const asMatchDay = (value: string): MatchDay => ((MATCH_DAYS as readonly string[]).includes(value) ? (value as MatchDay) : SEASON_SETTINGS_DEFAULTS.matchDay);

/** A team's season settings, or the spec's defaults when it has none. */
export function seasonSettingsOf(team: { seasonSettings: StoredSeasonSettings | null }): SeasonSettings {
  const s = team.seasonSettings;
  return s
    ? { matchDay: asMatchDay(s.matchDay), preseasonStartDate: s.preseasonStartDate, preseasonEndDate: s.preseasonEndDate, inseasonStartDate: s.inseasonStartDate, inseasonEndDate: s.inseasonEndDate }
    : { ...SEASON_SETTINGS_DEFAULTS };
}
