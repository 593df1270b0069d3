import { randomBytes } from 'node:crypto';
import {
  COACH_ROLES,
  DEFAULT_TEAM_MATCH_DAY,
  LIMITS,
  type MatchDay,
  type recordActivityBody,
  type SeasonSettings,
  type SeasonSettingsAnswer,
  type TeamInfo,
  type TeamSummary,
} from '@rugby/contracts';
import { badRequest, isUniqueViolation, notFound, now, serverTimeZone, type SqlExecutor } from '@rugby/service-kit';
import { readCoachTeam, readTeamInfos } from './hot-reads.ts';
import { savedSeasonSettings, seasonSettingsOf, teamSummaryOf } from './rows.ts';
import type { z } from 'zod';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

export type Tx = Prisma.TransactionClient;

/** A team invite code: 192 random bits, base64url (32 characters). */
export const newTeamInviteCode = () => randomBytes(24).toString('base64url');

export const isCoachRoleName = (role: string) => (COACH_ROLES as readonly string[]).includes(role);

/** Runs fn again (up to `attempts` times) when it hits a unique violation, e.g. a colliding invite code. */
export async function retryOnUniqueViolation<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= attempts || !isUniqueViolation(err)) throw err;
    }
  }
}

const teamWithMembers = {
  seasonSettings: true,
  memberships: { where: { status: 'active' }, include: { user: true }, orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }] },
} as const satisfies Prisma.TeamInclude;
export type TeamWithMembers = Prisma.TeamGetPayload<{ include: typeof teamWithMembers }>;
export type TeamMemberRow = TeamWithMembers['memberships'][number];

export const playerCountOf = (team: TeamWithMembers) => team.memberships.filter((m) => m.role === 'player').length;

/** Season phases must run forwards and must not overlap. */
export function checkSeasonOrder(s: Omit<SeasonSettings, 'matchDay'>): void {
  if (s.preseasonEndDate < s.preseasonStartDate) throw badRequest('preseasonEndDate: Pre-season end date must not be before its start date');
  if (s.inseasonEndDate < s.inseasonStartDate) throw badRequest('inseasonEndDate: In-season end date must not be before its start date');
  const overlap = s.preseasonStartDate <= s.inseasonEndDate && s.inseasonStartDate <= s.preseasonEndDate;
  if (overlap) throw badRequest('Pre-season and in-season must not overlap');
}

export interface TeamDomainDeps {
  prisma: PrismaClient;
  /** The same database, for the hot reads in plain SQL (hot-reads.ts). */
  sql: SqlExecutor;
  /** Team invite code generator (tests inject collisions). */
  newInviteCode?: () => string;
}

/** Team rules shared by REST, GraphQL and the internal API. */
export function teamDomain({ prisma, sql, newInviteCode = newTeamInviteCode }: TeamDomainDeps) {
  /** 403 unless the user coaches the team: the one coach-team rule (hot-reads.ts readCoachTeam). */
  async function requireCoachOf(userId: string, teamId: string): Promise<void> {
    await readCoachTeam(sql, userId, teamId);
  }

  async function loadTeams(teamIds: readonly string[]): Promise<Array<TeamWithMembers | null>> {
    const unique = [...new Set(teamIds)];
    const rows = unique.length ? await prisma.team.findMany({ where: { id: { in: unique } }, include: teamWithMembers }) : [];
    const byId = new Map(rows.map((t) => [t.id, t]));
    return teamIds.map((id) => byId.get(id) ?? null);
  }

  return {
    requireCoachOf,
    loadTeams,

    /** Inside a transaction: a new team with its invite code, the user as head coach, and a 'Team created' activity. */
    async createWithHeadCoach(tx: Tx, input: { userId: string; name: string; description?: string | null }) {
      const at = now();
      const team = await tx.team.create({
        data: {
          name: input.name,
          description: input.description ?? null,
          inviteCode: newInviteCode(),
          maxPlayers: LIMITS.defaultMaxPlayers,
          timeZone: serverTimeZone(),
          createdAt: at,
        },
      });
      await tx.membership.create({ data: { teamId: team.id, userId: input.userId, role: 'head_coach', status: 'active', joinedAt: at } });
      await tx.activity.create({ data: { teamId: team.id, kind: 'team_created', description: 'Team created', status: 'completed', createdAt: at } });
      return team;
    },

    /** Coaches: the teams they coach; players: their team; others: none. Oldest membership first. */
    async teamsOf(userId: string, userType: string | null): Promise<TeamSummary[]> {
      if (userType !== 'coach' && userType !== 'player') return [];
      const memberships = await prisma.membership.findMany({
        where: { userId, status: 'active', role: userType === 'coach' ? { in: [...COACH_ROLES] } : 'player' },
        include: { team: { include: { _count: { select: { memberships: { where: { role: 'player', status: 'active' } } } } } } },
        orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
      });
      return memberships.map((m) => teamSummaryOf(m.team, m.team._count.memberships, m.role));
    },

    /** A coach of the team edits its name, description or time zone. */
    async updateTeam(userId: string, teamId: string, changes: { name?: string; description?: string | null; timeZone?: string }): Promise<TeamSummary> {
      const { role } = await readCoachTeam(sql, userId, teamId);
      const team = await prisma.team.update({
        where: { id: teamId },
        data: {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.description !== undefined ? { description: changes.description || null } : {}),
          ...(changes.timeZone !== undefined ? { timeZone: changes.timeZone } : {}),
        },
        include: { _count: { select: { memberships: { where: { role: 'player', status: 'active' } } } } },
      });
      return teamSummaryOf(team, team._count.memberships, role);
    },

    /** A coach of the team replaces its reusable invite code; the old team link stops working at once. */
    async rotateInviteCode(userId: string, teamId: string): Promise<{ inviteCode: string }> {
      await requireCoachOf(userId, teamId);
      const at = now();
      const team = await retryOnUniqueViolation(() =>
        prisma.$transaction(async (tx) => {
          const updated = await tx.team.update({ where: { id: teamId }, data: { inviteCode: newInviteCode() } });
          await tx.activity.create({
            data: { teamId, kind: 'invite_link_replaced', description: 'Team invitation link replaced', status: 'completed', createdAt: at },
          });
          return updated;
        }),
      );
      return { inviteCode: team.inviteCode };
    },

    /** The team's season settings (the defaults until a coach saves them) and when they were saved (null: never). */
    async getSeasonSettings(userId: string, teamId: string): Promise<SeasonSettingsAnswer> {
      await requireCoachOf(userId, teamId);
      const team = await prisma.team.findUniqueOrThrow({ where: { id: teamId }, select: { timeZone: true, seasonSettings: true } });
      return { ...seasonSettingsOf(team), savedAt: team.seasonSettings?.updatedAt.toISOString() ?? null };
    },

    async saveSeasonSettings(
      userId: string,
      teamId: string,
      settings: Omit<SeasonSettings, 'matchDay'> & { matchDay?: MatchDay },
    ): Promise<SeasonSettingsAnswer> {
      await requireCoachOf(userId, teamId);
      checkSeasonOrder(settings);
      const { matchDay, ...dates } = settings;
      // The service's clock (not the database's): tests and the e2e clock see the time they set.
      const updatedAt = now();
      const saved = await prisma.seasonSettings.upsert({
        where: { teamId },
        create: { teamId, ...dates, matchDay: matchDay ?? DEFAULT_TEAM_MATCH_DAY, updatedBy: userId, updatedAt },
        update: { ...dates, ...(matchDay ? { matchDay } : {}), updatedBy: userId, updatedAt },
      });
      return { ...savedSeasonSettings(saved), savedAt: saved.updatedAt.toISOString() };
    },

    /** The teams a user is an active member of (any role), oldest membership first. */
    async memberTeams(userId: string): Promise<TeamWithMembers[]> {
      const memberships = await prisma.membership.findMany({
        where: { userId, status: 'active' },
        orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
        select: { teamId: true },
      });
      return (await loadTeams(memberships.map((m) => m.teamId))).filter((t): t is TeamWithMembers => t !== null);
    },

    /** What other services load on their requests: in SQL (hot-reads.ts). */
    teamInfos: (teamIds: readonly string[]): Promise<Array<TeamInfo | null>> => readTeamInfos(sql, teamIds),

    /** A line from another service; with an idempotency key, a repeat (a retry of the sender's outbox) records nothing. */
    async recordActivity(teamId: string, activity: z.infer<typeof recordActivityBody>): Promise<void> {
      const team = await prisma.team.findUnique({ where: { id: teamId }, select: { id: true } });
      if (!team) throw notFound('Team not found');
      const data = { teamId, kind: activity.kind, description: activity.description, status: activity.status, createdAt: now() };
      if (!activity.idempotencyKey) await prisma.activity.create({ data });
      // ON CONFLICT DO NOTHING on (teamId, idempotencyKey): concurrent repeats record one line too.
      else await prisma.activity.createMany({ data: [{ ...data, idempotencyKey: activity.idempotencyKey }], skipDuplicates: true });
    },
  };
}
export type TeamDomain = ReturnType<typeof teamDomain>;
