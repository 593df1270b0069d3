import {
  COACH_ROLES,
  SERVER_ERRORS,
  TEAM_ERRORS,
  type changePasswordBody,
  type createCoachBody,
  type registerBody,
  type teamRoutes,
  type updateAccountBody,
  type User,
  type UserProfile,
} from '@rugby/contracts';
import { badRequest, conflict, forbidden, isUniqueViolation, now, TooManyRequestsError, unauthorized, type SqlExecutor } from '@rugby/service-kit';
import type { z } from 'zod';
import type { PrismaClient, User as UserRow } from '../generated/prisma/client.ts';
import type { LoginLimiter } from './login-limiter.ts';
import type { OidcProfile } from './oidc.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeOtherSessions } from './sessions.ts';
import { isCoachRoleName, retryOnUniqueViolation, type TeamDomain, type Tx } from './teams.ts';
import { readUser } from './hot-reads.ts';

type RegisterInput = z.infer<typeof registerBody>;
type CreateCoachInput = z.infer<typeof createCoachBody>;
type PlayerProfileInput = z.infer<typeof teamRoutes.playerProfile.body>;
type UpdateAccountInput = z.infer<typeof updateAccountBody>;
type ChangePasswordInput = z.infer<typeof changePasswordBody>;

/** A refused sign-in (or password check) because of too many failures; carries the Retry-After delay. */
export class LoginThrottledError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number, message: string = SERVER_ERRORS.tooManyLoginAttempts) {
    super(message, retryAfterSeconds);
  }
}

/** A 400 about the current password, on its field (the route schema's issue shape, so forms put it there). */
const currentPasswordError = (message: string) => badRequest(`currentPassword: ${message}`, [{ code: 'custom', path: ['currentPassword'], message }]);

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** "Alex Carter" -> Alex / Carter; a single word is the first name. */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length ? rest.join(' ') : null };
}

const fullName = (u: { firstName: string | null; lastName: string | null; email: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

export interface AccountDomainDeps {
  prisma: PrismaClient;
  /** The same database, for the hot reads in plain SQL (hot-reads.ts). */
  sql: SqlExecutor;
  teams: TeamDomain;
  limiter: LoginLimiter;
}

/** Accounts, sign-in and profiles: rules shared by REST and GraphQL. */
export function accountDomain({ prisma, sql, teams, limiter }: AccountDomainDeps) {
  async function requireUser(userId: string): Promise<UserRow> {
    const user = await prisma.user.findUnique({ where: { id: userId } });
    if (!user) throw unauthorized('Unauthorized: this account no longer exists');
    return user;
  }

  /** The User json of the API, with the name of the user's first team. */
  async function toUser(user: UserRow): Promise<User> {
    const first = await prisma.membership.findFirst({
      where: { userId: user.id, status: 'active' },
      include: { team: true },
      orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
    });
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      userType: user.userType,
      position: user.position,
      phone: user.phone,
      height: user.height,
      weight: user.weight,
      age: user.age,
      teamName: first?.team.name ?? null,
    };
  }

  /** A user who belongs to a team in one role kind cannot take the other profile type. */
  async function assertCanBecome(userId: string, userType: 'coach' | 'player'): Promise<void> {
    const memberships = await prisma.membership.findMany({ where: { userId, status: 'active' }, select: { role: true } });
    if (userType === 'player' && memberships.some((m) => isCoachRoleName(m.role))) throw forbidden('A coach of a team cannot switch to a player profile');
    if (userType === 'coach' && memberships.some((m) => m.role === 'player')) throw forbidden('A player of a team cannot switch to a coach profile');
  }

  const coachesATeam = async (tx: Tx, userId: string) =>
    (await tx.membership.count({ where: { userId, status: 'active', role: { in: [...COACH_ROLES] } } })) > 0;

  /** Inside a transaction: coach profile upsert, userType coach, contact details, new team with the user as head coach. */
  async function makeCoachWithTeam(tx: Tx, user: UserRow, input: CreateCoachInput) {
    const at = now();
    const names = splitName(input.name);
    const profile = {
      specialization: input.specialization ?? null,
      experience: input.experience ?? null,
      phone: input.phone ?? null,
      address: input.address ?? null,
    };
    await tx.coachProfile.upsert({ where: { userId: user.id }, create: { userId: user.id, ...profile, createdAt: at }, update: profile });
    const updated = await tx.user.update({
      where: { id: user.id },
      data: {
        userType: 'coach',
        ...(input.phone ? { phone: input.phone } : {}),
        ...(input.address ? { address: input.address } : {}),
        ...(user.firstName ? {} : names),
      },
    });
    // A repeated request (double submit, a retry, ten at once) gets the team the first one made: requests of one user
    // queue on a transaction lock, and a team of the same name this user already heads is the answer.
    await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${`coach-create:${user.id}`}))`;
    const same = await tx.membership.findFirst({
      where: { userId: user.id, role: 'head_coach', status: 'active', team: { name: { equals: input.teamName, mode: 'insensitive' } } },
      include: { team: true },
      orderBy: { joinedAt: 'asc' },
    });
    const team = same?.team ?? (await teams.createWithHeadCoach(tx, { userId: user.id, name: input.teamName, description: input.teamDescription }));
    return { coach: { id: updated.id, name: fullName(updated) }, team: { id: team.id, name: team.name, inviteCode: team.inviteCode } };
  }

  return {
    requireUser,
    toUser,

    /** GET /api/auth/user, on every page: in SQL (hot-reads.ts). */
    async me(userId: string): Promise<User> {
      const user = await readUser(sql, userId);
      if (!user) throw unauthorized('Unauthorized: this account no longer exists');
      return user;
    },

    /** Creates the account (with an argon2id password hash); the caller signs it in. */
    async register(input: RegisterInput): Promise<UserRow> {
      const email = normalizeEmail(input.email);
      if (await prisma.user.findUnique({ where: { email } })) throw conflict(SERVER_ERRORS.emailTaken);
      const passwordHash = await hashPassword(input.password);
      try {
        return await prisma.$transaction(async (tx) => {
          const user = await tx.user.create({
            data: { email, firstName: input.firstName, lastName: input.lastName ?? null, userType: input.userType ?? null, createdAt: now() },
          });
          await tx.passwordCredential.create({ data: { userId: user.id, passwordHash } });
          return user;
        });
      } catch (err) {
        if ((await prisma.user.count({ where: { email } })) > 0) throw conflict(SERVER_ERRORS.emailTaken);
        throw err;
      }
    },

    /** Checks e-mail and password under the per-account and per-IP failure limits. */
    async login(emailInput: string, password: string, ip: string): Promise<UserRow> {
      const email = normalizeEmail(emailInput);
      const wait = await limiter.retryAfterSeconds(email, ip);
      if (wait > 0) throw new LoginThrottledError(wait);
      const user = await prisma.user.findUnique({ where: { email }, include: { credential: true } });
      if (!(await verifyPassword(user?.credential?.passwordHash ?? null, password)) || !user) {
        await limiter.recordFailure(email, ip);
        throw unauthorized(SERVER_ERRORS.invalidCredentials);
      }
      await limiter.recordSuccess(email);
      const { credential: _credential, ...row } = user;
      return row;
    },

    /**
     * PATCH /api/auth/user: the user's own name and e-mail. An e-mail another account uses is a 409; the teams the user
     * belongs to show the new name at once (a database trigger bumps their Team.version: migration team_version).
     */
    async updateAccount(userId: string, input: UpdateAccountInput): Promise<User> {
      await requireUser(userId);
      const email = normalizeEmail(input.email);
      const taken = await prisma.user.findUnique({ where: { email }, select: { id: true } });
      if (taken && taken.id !== userId) throw conflict(SERVER_ERRORS.emailTaken);
      const lastName = input.lastName === undefined ? undefined : input.lastName || null;
      try {
        return toUser(await prisma.user.update({ where: { id: userId }, data: { firstName: input.firstName, lastName, email } }));
      } catch (err) {
        // Another account took the e-mail between the check and the update.
        if (isUniqueViolation(err)) throw conflict(SERVER_ERRORS.emailTaken);
        throw err;
      }
    },

    /**
     * POST /api/auth/password: checks the current password under the sign-in failure limits (per account and per IP,
     * shared with sign-in: both guess the same secret), stores the new one's argon2id hash and ends the user's other
     * sessions (the one behind `keepToken` stays), in one transaction.
     */
    async changePassword(userId: string, input: ChangePasswordInput, ip: string, keepToken: string | null): Promise<void> {
      const user = await requireUser(userId);
      const wait = await limiter.retryAfterSeconds(user.email, ip);
      if (wait > 0) throw new LoginThrottledError(wait, SERVER_ERRORS.tooManyPasswordAttempts);
      const credential = await prisma.passwordCredential.findUnique({ where: { userId } });
      if (!credential) throw currentPasswordError(TEAM_ERRORS.noPassword);
      if (!(await verifyPassword(credential.passwordHash, input.currentPassword))) {
        await limiter.recordFailure(user.email, ip);
        throw currentPasswordError(TEAM_ERRORS.wrongCurrentPassword);
      }
      await limiter.recordSuccess(user.email);
      const passwordHash = await hashPassword(input.newPassword);
      await prisma.$transaction(async (tx) => {
        await tx.passwordCredential.update({ where: { userId }, data: { passwordHash } });
        await revokeOtherSessions(tx, userId, keepToken);
      });
    },

    async createProfile(userId: string, userType: 'coach' | 'player'): Promise<User> {
      await requireUser(userId);
      await assertCanBecome(userId, userType);
      return toUser(await prisma.user.update({ where: { id: userId }, data: { userType } }));
    },

    async playerProfile(userId: string, input: PlayerProfileInput): Promise<User> {
      await requireUser(userId);
      await assertCanBecome(userId, 'player');
      return toUser(
        await prisma.user.update({
          where: { id: userId },
          data: { userType: 'player', position: input.position, height: input.height, weight: input.weight, age: input.age ?? null },
        }),
      );
    },

    /** userType coach and a coach profile; a team named teamName when given and the user coaches none yet. */
    async coachProfile(userId: string, teamName: string | null | undefined): Promise<User> {
      await requireUser(userId);
      await assertCanBecome(userId, 'coach');
      const user = await retryOnUniqueViolation(() =>
        prisma.$transaction(async (tx) => {
          await tx.coachProfile.upsert({ where: { userId }, create: { userId, createdAt: now() }, update: {} });
          const updated = await tx.user.update({ where: { id: userId }, data: { userType: 'coach' } });
          if (teamName && !(await coachesATeam(tx, userId))) await teams.createWithHeadCoach(tx, { userId, name: teamName });
          return updated;
        }),
      );
      return toUser(user);
    },

    /** POST /api/coaches/create: everything in one transaction; the signed-in user becomes head coach. */
    async createCoach(userId: string, input: CreateCoachInput) {
      await assertCanBecome(userId, 'coach');
      return retryOnUniqueViolation(() =>
        prisma.$transaction(async (tx) => {
          const user = await tx.user.findUnique({ where: { id: userId } });
          if (!user) throw unauthorized('Unauthorized: this account no longer exists');
          return makeCoachWithTeam(tx, user, input);
        }),
      );
    },

    /** Test path: a new user (no password, no session), coach profile and team in one transaction. */
    async createCoachWithoutSession(input: CreateCoachInput) {
      const email = normalizeEmail(input.email);
      return retryOnUniqueViolation(() =>
        prisma.$transaction(async (tx) => {
          if (await tx.user.findUnique({ where: { email } })) throw conflict(SERVER_ERRORS.emailTaken);
          const user = await tx.user.create({ data: { email, ...splitName(input.name), createdAt: now() } });
          return makeCoachWithTeam(tx, user, input);
        }),
      );
    },

    /**
     * The user behind an external identity: the linked one (issuer + subject); else the account with the same
     * e-mail when the provider verified it (the link is recorded); else a new account without a userType.
     * An unverified or missing e-mail never links to, or creates, an account.
     */
    async userForExternalIdentity(profile: OidcProfile): Promise<UserRow> {
      const linked = await prisma.externalIdentity.findUnique({
        where: { issuer_subject: { issuer: profile.issuer, subject: profile.subject } },
        include: { user: true },
      });
      if (linked) return linked.user;
      if (!profile.email || !profile.emailVerified) throw forbidden(TEAM_ERRORS.oidcEmailUnverified);
      const email = normalizeEmail(profile.email);
      const link = (userId: string) => ({ issuer: profile.issuer, subject: profile.subject, userId, createdAt: now() });
      return retryOnUniqueViolation(() =>
        prisma.$transaction(async (tx) => {
          const again = await tx.externalIdentity.findUnique({
            where: { issuer_subject: { issuer: profile.issuer, subject: profile.subject } },
            include: { user: true },
          });
          if (again) return again.user;
          const user =
            (await tx.user.findUnique({ where: { email } })) ??
            (await tx.user.create({ data: { email, firstName: profile.firstName, lastName: profile.lastName, userType: null, createdAt: now() } }));
          await tx.externalIdentity.create({ data: link(user.id) });
          return user;
        }),
      );
    },

    /** GET /internal/users/:userId: the profile other services need (null when the user does not exist). */
    async profileOf(userId: string): Promise<UserProfile | null> {
      const u = await prisma.user.findUnique({ where: { id: userId } });
      return (
        u && { userId: u.id, userType: u.userType, position: u.position, height: u.height, weight: u.weight, age: u.age, createdAt: u.createdAt.toISOString() }
      );
    },

    async playerTeamId(userId: string): Promise<string | null> {
      const m = await prisma.membership.findFirst({ where: { userId, status: 'active', role: 'player' }, orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }] });
      return m?.teamId ?? null;
    },
  };
}
export type AccountDomain = ReturnType<typeof accountDomain>;
