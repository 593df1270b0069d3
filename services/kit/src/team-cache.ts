import type { Identity, TeamInfo } from '@rugby/contracts';
import { LRUCache } from 'lru-cache';
import { deepFreeze } from './freeze.ts';

/** Teams kept per process. */
const CACHED_TEAMS = 1_000;

/**
 * The team service's teams as another service loads them on its requests, kept per team with the version they were
 * read at (Team.version, bumped by database triggers on every change). The caller's identity carries each of their
 * teams' version as of when the gateway resolved their session (at most its session cache, 5 s, ago; at once after
 * the caller's own writes): a kept team at that version or later is served without a call. Without a version (a team
 * the caller is not in, an identity without versions) the team is always read. Kept teams are frozen: shared by every
 * request, never changed.
 */
export function teamCache(getTeam: (teamId: string) => Promise<TeamInfo>, maxTeams = CACHED_TEAMS) {
  const teams = new LRUCache<string, TeamInfo>({ max: maxTeams });
  return async (teamId: string, identity?: Identity | null): Promise<TeamInfo> => {
    const known = identity?.memberships.find((m) => m.teamId === teamId)?.teamVersion;
    const kept = teams.get(teamId);
    if (kept && known !== undefined && kept.version >= known) return kept;
    const team = deepFreeze(await getTeam(teamId));
    const latest = teams.get(teamId);
    if (!latest || team.version >= latest.version) teams.set(teamId, team);
    return team;
  };
}
