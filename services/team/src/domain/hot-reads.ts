import { COACH_ROLES, TEAM_ERRORS, type CoachRole, type dashboardSchema, type TeamInfo, type User } from '@rugby/contracts';
import { forbidden, notFound, now, type SqlExecutor } from '@rugby/service-kit';
import type { z } from 'zod';
import { asTeamRole, displayName, seasonSettingsOf } from './rows.ts';

/**
 * The reads every page makes, in plain SQL through the driver: a team as other services load it on each of their
 * requests (`/internal/teams/:id`), the signed-in user (`GET /api/auth/user`) and the coach's dashboard. Prisma's client costs about ten
 * times the SQL's CPU on these (docs/decisions/014); writes and everything else stay with Prisma. Timestamps are
 * formatted in SQL as Prisma stores them (UTC), so no driver's time zone handling is involved.
 */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

interface TeamRow {
  id: string;
  name: string;
  timeZone: string;
  version: number;
  matchDay: string | null;
  preseasonStartDate: string | null;
  preseasonEndDate: string | null;
  inseasonStartDate: string | null;
  inseasonEndDate: string | null;
}
interface MemberRow {
  teamId: string;
  userId: string;
  role: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  position: string | null;
  height: number | null;
  weight: number | null;
  age: number | null;
  joinedAt: string;
}

/** Teams with their season settings and active members (oldest first), in the order asked; null for an unknown id. Two statements whatever the squad size. */
export async function readTeamInfos(sql: SqlExecutor, teamIds: readonly string[]): Promise<Array<TeamInfo | null>> {
  const unique = [...new Set(teamIds)];
  if (!unique.length) return [];
  const [teams, members] = await Promise.all([
    sql.query<TeamRow>(
      `SELECT t.id, t.name, t."timeZone", t.version, s."matchDay", s."preseasonStartDate", s."preseasonEndDate", s."inseasonStartDate", s."inseasonEndDate"
       FROM "Team" t LEFT JOIN "SeasonSettings" s ON s."teamId" = t.id WHERE t.id = ANY($1::text[])`,
      [unique],
    ),
    sql.query<MemberRow>(
      `SELECT m."teamId", m."userId", m.role, u."firstName", u."lastName", u.email, u.position, u.height, u.weight, u.age, to_char(m."joinedAt", ${ISO}) AS "joinedAt"
       FROM "Membership" m JOIN "User" u ON u.id = m."userId" WHERE m."teamId" = ANY($1::text[]) AND m.status = 'active' ORDER BY m."joinedAt", m.id`,
      [unique],
    ),
  ]);
  const byId = new Map(
    teams.map((t): [string, TeamInfo] => [
      t.id,
      {
        id: t.id,
        name: t.name,
        timeZone: t.timeZone,
        seasonSettings: seasonSettingsOf({
          timeZone: t.timeZone,
          seasonSettings:
            t.matchDay === null
              ? null
              : {
                  matchDay: t.matchDay,
                  preseasonStartDate: t.preseasonStartDate!,
                  preseasonEndDate: t.preseasonEndDate!,
                  inseasonStartDate: t.inseasonStartDate!,
                  inseasonEndDate: t.inseasonEndDate!,
                },
        }),
        members: [],
        version: t.version,
      },
    ]),
  );
  for (const m of members) {
    byId.get(m.teamId)?.members.push({
      userId: m.userId,
      role: asTeamRole(m.role),
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      position: m.position,
      height: m.height,
      weight: m.weight,
      age: m.age,
      joinedAt: m.joinedAt,
    });
  }
  return teamIds.map((id) => byId.get(id) ?? null);
}

/** The User json of the API (with the name of the user's first team), or null when the account does not exist. One statement. */
export async function readUser(sql: SqlExecutor, userId: string): Promise<User | null> {
  const [row] = await sql.query<User>(
    `SELECT u.id, u.email, u."firstName", u."lastName", u."userType", u.position, u.phone, u.height, u.weight, u.age,
       (SELECT t.name FROM "Membership" m JOIN "Team" t ON t.id = m."teamId" WHERE m."userId" = u.id AND m.status = 'active' ORDER BY m."joinedAt", m.id LIMIT 1) AS "teamName"
     FROM "User" u WHERE u.id = $1`,
    [userId],
  );
  return row ?? null;
}

type Dashboard = z.infer<typeof dashboardSchema>;

/**
 * The team a coach works on, with its version (Team.version, for caches): the one asked for when they coach it (403
 * otherwise), else the first team they coach (oldest membership; 404 when none). One statement.
 */
export async function readCoachTeam(sql: SqlExecutor, userId: string, requestedTeamId?: string): Promise<{ teamId: string; version: number; role: CoachRole }> {
  const [coached] = await sql.query<{ teamId: string; version: number; role: CoachRole }>(
    `SELECT m."teamId", t.version, m.role FROM "Membership" m JOIN "Team" t ON t.id = m."teamId"
     WHERE m."userId" = $1 AND m.status = 'active' AND m.role = ANY($2::text[]) ${requestedTeamId === undefined ? '' : 'AND m."teamId" = $3'}
     ORDER BY m."joinedAt", m.id LIMIT 1`,
    requestedTeamId === undefined ? [userId, [...COACH_ROLES]] : [userId, [...COACH_ROLES], requestedTeamId],
  );
  if (!coached) throw requestedTeamId === undefined ? notFound(TEAM_ERRORS.noTeam) : forbidden('You do not coach this team');
  return coached;
}

/**
 * GET /api/coaches/dashboard for a team the coach coaches (readCoachTeam): its active members, pending coach
 * invitations and the latest activity, and until when the answer holds unchanged (the first pending invitation's
 * expiry) as long as the team's version does not change. Five statements whatever the squad size.
 */
export async function readDashboard(
  sql: SqlExecutor,
  userId: string,
  teamId: string,
  activityLimit: number,
): Promise<{ dashboard: Dashboard; validUntil: number }> {
  // Timestamps are stored as UTC without a zone (Prisma): compare with the clock's instant written the same way.
  const at = now().toISOString().replace('Z', '');
  const [[team], members, [me], invitations, activities] = await Promise.all([
    sql.query<{ id: string; name: string; inviteCode: string; maxPlayers: number }>(`SELECT id, name, "inviteCode", "maxPlayers" FROM "Team" WHERE id = $1`, [
      teamId,
    ]),
    sql.query<{
      userId: string;
      role: string;
      status: string;
      firstName: string | null;
      lastName: string | null;
      email: string;
      position: string | null;
      phone: string | null;
    }>(
      `SELECT m."userId", m.role, m.status, u."firstName", u."lastName", u.email, u.position, u.phone
       FROM "Membership" m JOIN "User" u ON u.id = m."userId" WHERE m."teamId" = $1 AND m.status = 'active' ORDER BY m."joinedAt", m.id`,
      [teamId],
    ),
    sql.query<{ firstName: string | null; lastName: string | null; email: string }>(`SELECT "firstName", "lastName", email FROM "User" WHERE id = $1`, [
      userId,
    ]),
    sql.query<{ id: string; name: string; email: string | null; role: string; expiresAt: string }>(
      `SELECT id, name, email, role, to_char("expiresAt", ${ISO}) AS "expiresAt" FROM "Invitation"
       WHERE "teamId" = $1 AND kind = 'coach' AND "usedAt" IS NULL AND "expiresAt" > $2::timestamp ORDER BY "createdAt", id`,
      [teamId, at],
    ),
    sql.query<{ description: string; timestamp: string; status: string }>(
      `SELECT description, to_char("createdAt", ${ISO}) AS timestamp, status FROM "Activity" WHERE "teamId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT $2`,
      [teamId, activityLimit],
    ),
  ]);
  if (!team || !me) throw notFound(TEAM_ERRORS.noTeam);
  const players = members.filter((m) => m.role === 'player');
  const coaches = members.filter((m) => m.role !== 'player');
  const dashboard: Dashboard = {
    team: { id: team.id, name: team.name, inviteCode: team.inviteCode, playerCount: players.length, maxPlayers: team.maxPlayers },
    coach: { name: displayName(me) },
    players: players.map((m) => ({ id: m.userId, name: displayName(m), position: m.position, phone: m.phone, status: m.status })),
    coaches: [
      ...coaches.map((m) => ({ id: m.userId, name: displayName(m), email: m.email, role: m.role, status: 'active' })),
      ...invitations.map((i) => ({ id: i.id, name: i.name, email: i.email ?? '', role: i.role, status: 'pending' })),
    ],
    recentActivity: activities,
  };
  return { dashboard, validUntil: Math.min(Infinity, ...invitations.map((i) => Date.parse(i.expiresAt))) };
}
