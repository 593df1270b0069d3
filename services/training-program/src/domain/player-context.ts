import { playerTeamIds, type Identity, type Position, type SeasonPhase } from '@rugby/contracts';
import { calendarDate, now, serverTimeZone } from '@rugby/service-kit';
import { seasonPhaseOn } from './season.ts';
import { asPosition, type LoadedTeam, type TeamContextService } from './team-context.ts';

/** What the player's own day needs to know about them, from the team service. */
export interface PlayerContext {
  playerId: string;
  /** The player's team (their first player membership), or null. */
  team: LoadedTeam | null;
  /** Today in the team's time zone (the server's without a team). */
  today: string;
  position: Position | null;
  /** The first date the player counts from (joined the team, else created the account), in the same time zone; null when unknown. */
  since: string | null;
  /** The season phase of a date: the team's season settings; off-season without a team. */
  phaseOn: (date: string) => SeasonPhase;
}

/**
 * Loads a player's context: with a team, their member record (position, join date) and the team's time zone and
 * season; without one, their own profile and the server's time zone, always off-season.
 */
export async function loadPlayerContext(teams: TeamContextService, identity: Identity): Promise<PlayerContext> {
  const teamId = playerTeamIds(identity)[0];
  if (teamId) {
    const team = await teams.load(teamId);
    const member = team.info.members.find((m) => m.userId === identity.userId && m.role === 'player');
    return {
      playerId: identity.userId, team, today: team.today, position: asPosition(member?.position ?? null),
      since: member ? calendarDate(new Date(member.joinedAt), team.info.timeZone) : null,
      phaseOn: (date) => seasonPhaseOn(date, team.info.seasonSettings),
    };
  }
  const timeZone = serverTimeZone();
  const profile = await teams.loadUser(identity.userId);
  return {
    playerId: identity.userId, team: null, today: calendarDate(now(), timeZone), position: asPosition(profile?.position ?? null),
    since: profile ? calendarDate(new Date(profile.createdAt), timeZone) : null,
    phaseOn: () => 'off-season',
  };
}

/**
 * Today for any signed-in user: their first team's calendar date, else the server's. Never fails: when the team
 * service cannot answer, the server's date is close enough (used for the tip of the day).
 */
export async function todayFor(teams: TeamContextService, identity: Identity): Promise<string> {
  const teamId = playerTeamIds(identity)[0] ?? identity.memberships[0]?.teamId;
  if (teamId) {
    try {
      return (await teams.load(teamId)).today;
    } catch {
      // fall through to the server's date
    }
  }
  return calendarDate(now(), serverTimeZone());
}
