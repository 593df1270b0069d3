import { COACH_ROLES, TEAM_ERRORS, type teamRoutes, type dashboardSchema, type detailedPlayerSchema } from '@rugby/contracts';
import { notFound, now, type SqlExecutor } from '@rugby/service-kit';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { PrismaClient, User as UserRow } from '../generated/prisma/client.ts';
import { readCoachTeam, readDashboard } from './hot-reads.ts';
import { displayName } from './rows.ts';
import type { TeamDomain } from './teams.ts';

type Dashboard = z.infer<typeof dashboardSchema>;
type DetailedPlayer = z.infer<typeof detailedPlayerSchema>;
type PlayerDetailsInput = z.infer<typeof teamRoutes.updatePlayerDetails.body>;

/** How many activity rows the dashboard returns (the UI shows the first 5). */
export const DASHBOARD_ACTIVITY_LIMIT = 20;
/** Dashboards kept per process (one per coach and team). */
const DASHBOARD_CACHE_ENTRIES = 2_000;

const byJoinOrder = [{ joinedAt: 'asc' }, { id: 'asc' }] as const;

const toDetailedPlayer = (m: { userId: string; joinedAt: Date; user: UserRow }): DetailedPlayer => ({
  playerId: m.userId,
  name: displayName(m.user),
  email: m.user.email,
  phone: m.user.phone,
  height: m.user.height,
  weight: m.user.weight,
  position: m.user.position,
  joinedAt: m.joinedAt.toISOString(),
});

/** The coach's view of a squad: dashboard, detailed player list and player edits. */
export function squadDomain({ prisma, sql, changeCount, teams }: { prisma: PrismaClient; sql: SqlExecutor; changeCount?: () => number; teams: TeamDomain }) {
  /**
   * Dashboards by coach and the team asked for, with the team's version they were read at. The version is read before
   * the dashboard (a write in between leaves an entry that the next version no longer matches), and database triggers
   * bump it on every write that changes a dashboard, in any replica: an entry is served only while it is exactly
   * current. On the embedded database (`changeCount`: no other process writes to it) an entry checked since the last
   * change of any data is served without even reading the version.
   */
  const dashboards = new LRUCache<string, { teamId: string; version: number; changes: number | undefined; validUntil: number; dashboard: Dashboard }>({
    max: DASHBOARD_CACHE_ENTRIES,
  });
  return {
    /** The team a coach works on (hot-reads.ts: the dashboard resolves it the same way). */
    coachTeamId: async (userId: string, teamId?: string): Promise<string> => (await readCoachTeam(sql, userId, teamId)).teamId,

    /**
     * GET /api/coaches/dashboard, on every visit of the coach's home: one statement when the team has not changed
     * since the coach last loaded it (none on the embedded database when nothing was written since), else six
     * (hot-reads.ts).
     */
    async dashboard(userId: string, requestedTeamId?: string): Promise<Dashboard> {
      const key = `${userId} ${requestedTeamId ?? ''}`;
      const changes = changeCount?.(); // before any read: a change from here on moves it
      const cached = dashboards.get(key);
      const usable = cached && now().getTime() < cached.validUntil ? cached : undefined;
      if (usable && changes !== undefined && usable.changes === changes) return usable.dashboard;
      const { teamId, version } = await readCoachTeam(sql, userId, requestedTeamId);
      if (usable?.teamId === teamId && usable.version === version) {
        usable.changes = changes;
        return usable.dashboard;
      }
      const { dashboard, validUntil } = await readDashboard(sql, userId, teamId, DASHBOARD_ACTIVITY_LIMIT);
      dashboards.set(key, { teamId, version, changes, validUntil, dashboard });
      return dashboard;
    },

    async detailedPlayers(userId: string, teamId: string): Promise<{ players: DetailedPlayer[] }> {
      await teams.requireCoachOf(userId, teamId);
      const memberships = await prisma.membership.findMany({
        where: { teamId, role: 'player', status: 'active' },
        include: { user: true },
        orderBy: [...byJoinOrder],
      });
      return { players: memberships.map(toDetailedPlayer) };
    },

    /** Only a coach of a team the player belongs to may edit; anyone else learns nothing (404). */
    async updatePlayerDetails(userId: string, playerId: string, input: PlayerDetailsInput): Promise<DetailedPlayer> {
      const memberships = await prisma.membership.findMany({ where: { userId: playerId, role: 'player', status: 'active' }, orderBy: [...byJoinOrder] });
      const coached = await prisma.membership.findMany({
        where: { userId, status: 'active', role: { in: [...COACH_ROLES] }, teamId: { in: memberships.map((m) => m.teamId) } },
        select: { teamId: true },
      });
      const shared = memberships.find((m) => coached.some((c) => c.teamId === m.teamId));
      if (!shared) throw notFound(TEAM_ERRORS.playerNotFound);
      const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);
      const user = await prisma.user.update({
        where: { id: playerId },
        data: { height: input.height, weight: input.weight, position: blankToNull(input.position), phone: blankToNull(input.phone) },
      });
      return toDetailedPlayer({ userId: playerId, joinedAt: shared.joinedAt, user });
    },
  };
}
export type SquadDomain = ReturnType<typeof squadDomain>;
