import { createHash, randomBytes } from 'node:crypto';
import { TEAM_ROLES, type Identity, type TeamRole } from '@rugby/contracts';
import { now } from '@rugby/service-kit';
import type { PrismaClient } from '../generated/prisma/client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session ends 30 days after sign-in, whatever happens. */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** A session ends after 7 days without use. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** lastSeenAt is written at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** SHA-256 of the cookie token: the only form in which it is stored. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

const isTeamRole = (role: string): role is TeamRole => (TEAM_ROLES as readonly string[]).includes(role);

/** Identity of a user: profile fields and active memberships (with each team's version), as the gateway forwards it. */
export async function loadIdentity(prisma: PrismaClient, userId: string): Promise<Identity | null> {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    include: { memberships: { where: { status: 'active' }, orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }], include: { team: { select: { version: true } } } } },
  });
  if (!user) return null;
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    memberships: user.memberships.flatMap((m) => (isTeamRole(m.role) ? [{ teamId: m.teamId, role: m.role, teamVersion: m.team.version }] : [])),
  };
}

/**
 * Ends every live session of a user except the one behind `keepToken` (all of them when it is null): one statement on
 * the user's sessions (indexed by userId), inside the caller's transaction. Returns how many ended. A browser of an
 * ended session is signed out on its next request (the gateway's session cache keeps it for at most its few seconds).
 */
export async function revokeOtherSessions(db: Pick<PrismaClient, 'session'>, userId: string, keepToken: string | null): Promise<number> {
  const keep = keepToken ? { tokenHash: { not: hashSessionToken(keepToken) } } : {};
  const { count } = await db.session.updateMany({ where: { userId, revokedAt: null, ...keep }, data: { revokedAt: now() } });
  return count;
}

export function sessionDomain(prisma: PrismaClient) {
  return {
    /** Starts a session: returns the cookie token (256 random bits, base64url) and its absolute expiry. */
    async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + SESSION_ABSOLUTE_MS);
      await prisma.session.create({ data: { tokenHash: hashSessionToken(token), userId, createdAt, lastSeenAt: createdAt, expiresAt } });
      return { token, expiresAt };
    },

    /** The identity behind a live session token, or null (unknown, revoked, absolutely or idly expired). */
    async resolve(token: string): Promise<Identity | null> {
      if (!token) return null;
      const session = await prisma.session.findUnique({ where: { tokenHash: hashSessionToken(token) } });
      if (!session || session.revokedAt) return null;
      const at = now();
      if (at >= session.expiresAt || at.getTime() - session.lastSeenAt.getTime() >= SESSION_IDLE_MS) return null;
      if (at.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        await prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: at } });
      }
      return loadIdentity(prisma, session.userId);
    },

    /** Revokes the session behind a token (no-op when unknown or already revoked). */
    async revoke(token: string): Promise<void> {
      if (!token) return;
      await prisma.session.updateMany({ where: { tokenHash: hashSessionToken(token), revokedAt: null }, data: { revokedAt: now() } });
    },
  };
}
export type SessionDomain = ReturnType<typeof sessionDomain>;
