import { playerTeamIds, type Identity, type Position } from '@rugby/contracts';
import { calendarDate, now, serverTimeZone } from '@rugby/service-kit';
import type { PlayerProfile } from '../generator/player-week.ts';
import { asPosition, type LoadedTeam, type TeamContextService } from './team-context.ts';

/** The body facts a team member record or a user's own profile holds. */
interface ProfileFacts {
  position: string | null;
  age: number | null;
  weight: number | null;
  height: number | null;
}

/** What a player's personal week is personalised by: position, age, weight and height as the team service knows them. */
export const playerProfileOf = (playerId: string, facts: ProfileFacts | null | undefined): PlayerProfile & { playerId: string } => ({
  playerId,
  position: asPosition(facts?.position ?? null),
  age: facts?.age ?? null,
  weight: facts?.weight ?? null,
  height: facts?.height ?? null,
});

/** What the player's own day needs to know about them, from the team service. */
export interface PlayerContext {
  playerId: string;
  /** The player's team (their first player membership), or null. */
  team: LoadedTeam | null;
  /** Today in the team's time zone (the server's without a team). */
  today: string;
  position: Position | null;
  /** Position, age, weight and height (the personal week and the daily plan are built for them). */
  profile: PlayerProfile & { playerId: string };
  /** The first date the player counts from (joined the team, else created the account), in the same time zone; null when unknown. */
  since: string | null;
}

/** A player's context in their team (a user who is not one of its players has no profile and no join date). */
export function playerContextIn(team: LoadedTeam, playerId: string): PlayerContext {
  const member = team.info.members.find((m) => m.userId === playerId && m.role === 'player');
  const profile = playerProfileOf(playerId, member);
  return {
    playerId,
    team,
    today: team.today,
    position: profile.position,
    profile,
    since: member ? calendarDate(new Date(member.joinedAt), team.info.timeZone) : null,
  };
}

/**
 * Loads a player's context: with a team, their member record (profile, join date) and the team's time zone and
 * season; without one, their own profile and the server's time zone (their weeks are off-season: personal-week.ts).
 */
export async function loadPlayerContext(teams: TeamContextService, identity: Identity): Promise<PlayerContext> {
  const teamId = playerTeamIds(identity)[0];
  if (teamId) {
    return playerContextIn(await teams.load(teamId, identity), identity.userId);
  }
  const timeZone = serverTimeZone();
  const profile = await teams.loadUser(identity.userId);
  const facts = playerProfileOf(identity.userId, profile);
  return {
    playerId: identity.userId,
    team: null,
    today: calendarDate(now(), timeZone),
    position: facts.position,
    profile: facts,
    since: profile ? calendarDate(new Date(profile.createdAt), timeZone) : null,
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
      return (await teams.load(teamId, identity)).today;
    } catch {
      // fall through to the server's date
    }
  }
  return calendarDate(now(), serverTimeZone());
}
