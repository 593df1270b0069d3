import { randomBytes } from 'node:crypto';
import {
  COACH_ROLE_LABELS, COACH_ROLES, LIMITS, POSITION_LABELS, PRODUCT_NAME, TEAM_ERRORS,
  type CoachRole, type createCoachInvitationBody, type createPlayerInvitationBody, type invitationViewSchema, type joinBody,
  type MessagingInternalClient, type OutboundResult, type Position, type TeamRole,
} from '@rugby/contracts';
import { conflict, forbidden, HttpError, isUniqueViolation, notFound, now, type Logger } from '@rugby/service-kit';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { z } from 'zod';
import type { Invitation, PrismaClient, Team } from '../generated/prisma/client.ts';
import { normalizeEmail } from './accounts.ts';
import { hashPassword } from './passwords.ts';
import type { SquadDomain } from './squad.ts';
import { displayName } from './squad.ts';
import { isCoachRoleName, retryOnUniqueViolation, type Tx } from './teams.ts';

type PlayerInvitationInput = z.infer<typeof createPlayerInvitationBody>;
type CoachInvitationInput = z.infer<typeof createCoachInvitationBody>;
type JoinInput = z.infer<typeof joinBody>;
type InvitationView = z.infer<typeof invitationViewSchema>;
type DeliveryStatus = OutboundResult['status'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A personal invitation code: 192 random bits, base64url (32 characters). */
export const newInvitationCode = () => randomBytes(24).toString('base64url');

export interface InvitationLimits {
  /** Invitations (player and coach together) one coach may create in the window. */
  points: number;
  durationSeconds: number;
}
export const DEFAULT_INVITATION_LIMITS: InvitationLimits = { points: 20, durationSeconds: 10 * 60 };

/** Too many invitations from one coach; carries the Retry-After delay. */
export class InvitationThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TEAM_ERRORS.tooManyInvitations);
  }
}

export interface InvitationDomainDeps {
  prisma: PrismaClient;
  squad: SquadDomain;
  messaging: Pick<MessagingInternalClient, 'sendSms' | 'sendEmail'>;
  log: Logger;
  limits?: InvitationLimits;
  newCode?: () => string;
}

/** What a join link points at: a personal invitation, or a team's reusable invite code. */
type JoinTarget =
  | { kind: 'invitation'; invitation: Invitation & { team: Team } }
  | { kind: 'team'; team: Team };

const gone = () => new HttpError(410, TEAM_ERRORS.invalidInvitation, 'GONE');
const invalid = () => notFound(TEAM_ERRORS.invalidInvitation);

function playerMessage(status: DeliveryStatus, name: string): string {
  switch (status) {
    case 'sent': return `Invitation sent to ${name} by SMS`;
    case 'blocked': return `SMS Blocked - Link Ready: share the link with ${name}`;
    case 'outbox': return `Invitation link created for ${name}`;
    case 'failed': return `Invitation link created for ${name}. The SMS could not be sent: share the link with ${name} yourself`;
  }
}

function coachMessage(status: DeliveryStatus, name: string): string {
  if (status === 'sent') return `Invitation sent to ${name} by email`;
  if (status === 'outbox') return `Invitation link created for ${name}`;
  return `Invitation link created for ${name}. The email could not be sent: share the link with ${name} yourself`;
}

/** Personal invitations (players by SMS, coaches by e-mail), join links and joining a team. */
export function invitationDomain({ prisma, squad, messaging, log, limits = DEFAULT_INVITATION_LIMITS, newCode = newInvitationCode }: InvitationDomainDeps) {
  const limiter = new RateLimiterMemory({ keyPrefix: 'invitations', points: limits.points, duration: limits.durationSeconds });

  async function consumeInvitationBudget(userId: string): Promise<void> {
    try {
      await limiter.consume(userId);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new InvitationThrottledError(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      throw err;
    }
  }

  const countPlayers = (db: PrismaClient | Tx, teamId: string) => db.membership.count({ where: { teamId, role: 'player', status: 'active' } });

  async function assertRoomForPlayer(db: PrismaClient | Tx, team: Team): Promise<void> {
    if ((await countPlayers(db, team.id)) >= team.maxPlayers) throw conflict(TEAM_ERRORS.teamFull(team.maxPlayers));
  }

  /** Hands a message to the messaging service; an outage is logged and reported as 'failed', never thrown. */
  async function deliver(what: string, send: () => Promise<OutboundResult>): Promise<{ status: DeliveryStatus; outboxId: string | null }> {
    try {
      const result = await send();
      return { status: result.status, outboxId: result.outboxId };
    } catch (err) {
      log.warn({ err }, `${what} could not be handed to the messaging service`);
      return { status: 'failed', outboxId: null };
    }
  }

  /** Creates the invitation row and its pending 'Invited ...' activity (a colliding code is retried). */
  async function createInvitation(data: Omit<Invitation, 'id' | 'code' | 'createdAt' | 'expiresAt' | 'usedAt' | 'usedBy' | 'deliveryStatus' | 'outboxId'>, activity: { kind: string; description: string }, before?: (tx: Tx) => Promise<void>) {
    const at = now();
    return retryOnUniqueViolation(() => prisma.$transaction(async (tx) => {
      await before?.(tx);
      const invitation = await tx.invitation.create({ data: { ...data, code: newCode(), createdAt: at, expiresAt: new Date(at.getTime() + LIMITS.invitationValidDays * DAY_MS) } });
      await tx.activity.create({ data: { teamId: data.teamId, kind: activity.kind, description: activity.description, status: 'pending', createdAt: at, invitationId: invitation.id } });
      return invitation;
    }));
  }

  async function recordDelivery(invitation: Invitation, delivery: { status: DeliveryStatus; outboxId: string | null }, channel: 'SMS' | 'Email') {
    await prisma.invitation.update({ where: { id: invitation.id }, data: { deliveryStatus: delivery.status, outboxId: delivery.outboxId } });
    if (delivery.status !== 'blocked' && delivery.status !== 'failed') return;
    const description = delivery.status === 'blocked'
      ? `${channel} to ${invitation.name} blocked by carrier - share the link instead`
      : `${channel} to ${invitation.name} could not be sent - share the link instead`;
    await prisma.activity.create({ data: { teamId: invitation.teamId, kind: channel === 'SMS' ? `sms_${delivery.status}` : 'email_failed', description, status: 'failed', createdAt: now(), invitationId: invitation.id } });
  }

  /** The invitation or team behind a code; `usable` is false for a used or expired personal invitation. */
  async function findTarget(code: string): Promise<{ target: JoinTarget; usable: boolean } | null> {
    const invitation = await prisma.invitation.findUnique({ where: { code }, include: { team: true } });
    if (invitation) return { target: { kind: 'invitation', invitation }, usable: !invitation.usedAt && invitation.expiresAt > now() };
    const team = await prisma.team.findUnique({ where: { inviteCode: code } });
    return team ? { target: { kind: 'team', team }, usable: true } : null;
  }

  const linkFor = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}/join/${code}`;

  return {
    async invitePlayer(coachId: string, input: PlayerInvitationInput, origin: string) {
      const teamId = await squad.coachTeamId(coachId, input.teamId);
      const team = await prisma.team.findUniqueOrThrow({ where: { id: teamId } });
      await assertRoomForPlayer(prisma, team);
      await consumeInvitationBudget(coachId);
      const coach = await prisma.user.findUniqueOrThrow({ where: { id: coachId } });
      const position = input.position ?? null;
      const invitation = await createInvitation(
        { teamId, kind: 'player', name: input.playerName, phone: input.playerPhone, email: input.playerEmail ? normalizeEmail(input.playerEmail) : null, position, role: 'player', invitedBy: coachId },
        { kind: 'player_invited', description: `Invited ${input.playerName}${position ? ` (${POSITION_LABELS[position as Position]})` : ''}` },
      );
      const inviteLink = linkFor(origin, invitation.code);
      const delivery = await deliver('player invitation SMS', () => messaging.sendSms({
        to: input.playerPhone,
        body: `${displayName(coach)} has invited you to join ${team.name} on ${PRODUCT_NAME}. Create your account here: ${inviteLink}`,
        teamId,
        purpose: 'player-invitation',
      }));
      await recordDelivery(invitation, delivery, 'SMS');
      return { message: playerMessage(delivery.status, input.playerName), smsSent: delivery.status === 'sent', inviteLink, smsStatus: delivery.status };
    },

    async inviteCoach(coachId: string, input: CoachInvitationInput, origin: string) {
      const teamId = await squad.coachTeamId(coachId, input.teamId);
      const team = await prisma.team.findUniqueOrThrow({ where: { id: teamId } });
      const email = normalizeEmail(input.coachEmail);
      const onStaff = await prisma.membership.findFirst({ where: { teamId, status: 'active', role: { in: [...COACH_ROLES] }, user: { email } } });
      if (onStaff) throw conflict(TEAM_ERRORS.alreadyOnStaff);
      await consumeInvitationBudget(coachId);
      const coach = await prisma.user.findUniqueOrThrow({ where: { id: coachId } });
      const roleLabel = COACH_ROLE_LABELS[input.role as CoachRole];
      const invitation = await createInvitation(
        { teamId, kind: 'coach', name: input.coachName, phone: null, email, position: null, role: input.role, invitedBy: coachId },
        { kind: 'coach_invited', description: `Invited ${input.coachName} to the coaching staff (${roleLabel})` },
        // A new invitation replaces any open one for the same address, so the staff list shows one pending entry.
        async (tx) => {
          const open = await tx.invitation.findMany({ where: { teamId, kind: 'coach', email, usedAt: null, expiresAt: { gt: now() } }, select: { id: true } });
          if (!open.length) return;
          const ids = open.map((i) => i.id);
          await tx.invitation.updateMany({ where: { id: { in: ids } }, data: { expiresAt: now() } });
          await tx.activity.updateMany({ where: { invitationId: { in: ids }, status: 'pending' }, data: { status: 'replaced' } });
        },
      );
      const inviteLink = linkFor(origin, invitation.code);
      const inviter = displayName(coach);
      const delivery = await deliver('coach invitation e-mail', () => messaging.sendEmail({
        to: email,
        subject: `Join ${team.name} Rugby Team`,
        text: [
          `Hi ${input.coachName},`,
          '',
          `${inviter} has invited you to join the coaching staff of ${team.name} as ${roleLabel} on ${PRODUCT_NAME}.`,
          '',
          'Create your account and join the team here:',
          inviteLink,
          '',
          `This link is valid for ${LIMITS.invitationValidDays} days.`,
          '',
          'See you at training,',
          inviter,
          team.name,
        ].join('\n'),
        teamId,
        purpose: 'coach-invitation',
      }));
      await recordDelivery(invitation, delivery, 'Email');
      return { message: coachMessage(delivery.status, input.coachName), emailSent: delivery.status === 'sent', inviteLink, emailStatus: delivery.status };
    },

    /** The public view of a join link; 404 for unknown, used or expired codes. */
    async view(code: string): Promise<InvitationView> {
      const found = await findTarget(code);
      if (!found || !found.usable) throw invalid();
      const { target } = found;
      const team = target.kind === 'team' ? target.team : target.invitation.team;
      const playerCount = await countPlayers(prisma, team.id);
      if (target.kind === 'team') {
        const head = await prisma.membership.findFirst({ where: { teamId: team.id, status: 'active', role: 'head_coach' }, include: { user: true }, orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }] });
        return {
          kind: 'team', team: { name: team.name, playerCount },
          invitedBy: { firstName: head?.user.firstName ?? null, lastName: head?.user.lastName ?? null },
          playerName: null, playerEmail: null, playerPhone: null, position: null, role: 'player',
        };
      }
      const inv = target.invitation;
      const inviter = await prisma.user.findUnique({ where: { id: inv.invitedBy } });
      return {
        kind: inv.kind === 'coach' ? 'coach' : 'player', team: { name: team.name, playerCount },
        invitedBy: { firstName: inviter?.firstName ?? null, lastName: inviter?.lastName ?? null },
        playerName: inv.name, playerEmail: inv.email, playerPhone: inv.phone, position: inv.position, role: inv.role as TeamRole,
      };
    },

    /**
     * Creates the account and its membership (player, or the invited coach role) in one transaction. A personal
     * invitation is used once; the team's player limit holds even for simultaneous joins (the team row is locked).
     * Never attaches an existing account and never signs in.
     */
    async join(code: string, input: JoinInput): Promise<{ message: string; teamId: string; userId: string }> {
      const found = await findTarget(code);
      if (!found) throw invalid();
      if (!found.usable) throw gone();
      const { target } = found;
      const invitation = target.kind === 'invitation' ? target.invitation : null;
      const team = invitation ? invitation.team : (target as { team: Team }).team;
      const role = invitation?.kind === 'coach' && isCoachRoleName(invitation.role) ? invitation.role : 'player';
      const asCoach = role !== 'player';
      const email = normalizeEmail(input.email);
      // Staff rights go to the address the coach invited, not to whoever holds the link.
      if (asCoach && invitation?.email && invitation.email !== email) throw forbidden(TEAM_ERRORS.coachInvitationEmail);
      if (await prisma.user.findUnique({ where: { email } })) throw conflict(TEAM_ERRORS.joinEmailTaken);
      const passwordHash = await hashPassword(input.password);
      const at = now();
      try {
        const userId = await prisma.$transaction(async (tx) => {
          await tx.$queryRaw`SELECT "id" FROM "Team" WHERE "id" = ${team.id} FOR UPDATE`;
          if (!asCoach) await assertRoomForPlayer(tx, team);
          const user = await tx.user.create({
            data: {
              email, firstName: input.firstName, lastName: input.lastName, userType: asCoach ? 'coach' : 'player',
              phone: input.phone || invitation?.phone || null, createdAt: at,
              ...(asCoach ? {} : { position: input.position ?? invitation?.position ?? null, height: input.height ?? null, weight: input.weight ?? null }),
            },
          });
          await tx.passwordCredential.create({ data: { userId: user.id, passwordHash } });
          if (asCoach) await tx.coachProfile.create({ data: { userId: user.id, phone: input.phone || null, createdAt: at } });
          await tx.membership.create({ data: { teamId: team.id, userId: user.id, role, status: 'active', joinedAt: at } });
          if (invitation) {
            const used = await tx.invitation.updateMany({ where: { id: invitation.id, usedAt: null, expiresAt: { gt: at } }, data: { usedAt: at, usedBy: user.id } });
            if (used.count !== 1) throw gone();
            await tx.activity.updateMany({ where: { invitationId: invitation.id, status: 'pending' }, data: { status: 'completed' } });
          }
          const name = `${input.firstName} ${input.lastName}`;
          await tx.activity.create({
            data: { teamId: team.id, kind: asCoach ? 'coach_joined' : 'player_joined', description: asCoach ? `${name} joined the coaching staff` : `${name} joined the team`, status: 'completed', createdAt: at, invitationId: invitation?.id ?? null },
          });
          return user.id;
        });
        return { message: `Welcome to ${team.name}! Please log in with your new account.`, teamId: team.id, userId };
      } catch (err) {
        if (isUniqueViolation(err) && (await prisma.user.count({ where: { email } })) > 0) throw conflict(TEAM_ERRORS.joinEmailTaken);
        throw err;
      }
    },
  };
}
export type InvitationDomain = ReturnType<typeof invitationDomain>;
