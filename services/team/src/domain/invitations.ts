import { randomBytes } from 'node:crypto';
import {
  COACH_ROLE_LABELS,
  COACH_ROLES,
  LIMITS,
  POSITION_LABELS,
  PRODUCT_NAME,
  TEAM_ERRORS,
  InternalCallError,
  type CoachRole,
  type createCoachInvitationBody,
  type createPlayerInvitationBody,
  type invitationViewSchema,
  type joinBody,
  type MessagingInternalClient,
  type OutboundResult,
  type Position,
  type sendEmailBody,
  type sendSmsBody,
  type TeamRole,
} from '@rugby/contracts';
import {
  conflict,
  forbidden,
  HttpError,
  isUniqueViolation,
  notFound,
  now,
  OutboxGiveUp,
  RateLimiterRes,
  retryAfterSeconds,
  sharedLimiter,
  TooManyRequestsError,
  type Database,
  type Logger,
  type Outbox,
} from '@rugby/service-kit';
import type { z } from 'zod';
import type { Invitation, PrismaClient, Team } from '../generated/prisma/client.ts';
import { normalizeEmail } from './accounts.ts';
import { hashPassword } from './passwords.ts';
import type { SquadDomain } from './squad.ts';
import { displayName } from './rows.ts';
import { isCoachRoleName, retryOnUniqueViolation, type Tx } from './teams.ts';

type PlayerInvitationInput = z.infer<typeof createPlayerInvitationBody>;
type CoachInvitationInput = z.infer<typeof createCoachInvitationBody>;
type JoinInput = z.infer<typeof joinBody>;
type InvitationView = z.infer<typeof invitationViewSchema>;
type DeliveryStatus = OutboundResult['status'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Outbox topic of an invitation's SMS / e-mail; its key (`invitation:<id>`) is the messaging service's idempotency key. */
export const INVITATION_DELIVERY_TOPIC = 'invitation.delivery';
export const invitationDeliveryKey = (invitationId: string) => `invitation:${invitationId}`;

/** A repeat of an invitation (same coach, team, name, phone, e-mail, position, role) within this window returns the first one. */
export const INVITATION_REPEAT_WINDOW_MS = 15 * 60 * 1000;

type Channel = 'SMS' | 'Email';
/** What the outbox row keeps to (re)send an invitation: the message exactly as first written. */
type DeliveryPayload =
  | { invitationId: string; channel: 'SMS'; message: Omit<z.input<typeof sendSmsBody>, 'idempotencyKey'> }
  | { invitationId: string; channel: 'Email'; message: Omit<z.input<typeof sendEmailBody>, 'idempotencyKey'> };
type Delivery = { status: DeliveryStatus; outboxId: string | null };

/** A personal invitation code: 192 random bits, base64url (32 characters). */
export const newInvitationCode = () => randomBytes(24).toString('base64url');

export interface InvitationLimits {
  /** Invitations (player and coach together) one coach may create in the window. */
  points: number;
  durationSeconds: number;
}
export const DEFAULT_INVITATION_LIMITS: InvitationLimits = { points: 20, durationSeconds: 10 * 60 };

/** Too many invitations from one coach; carries the Retry-After delay. */
export class InvitationThrottledError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(TEAM_ERRORS.tooManyInvitations, retryAfterSeconds);
  }
}

export interface InvitationDomainDeps {
  prisma: PrismaClient;
  /** Where the invitation limit is counted (shared by the service's replicas). */
  db: Pick<Database, 'storeClient'>;
  squad: SquadDomain;
  messaging: Pick<MessagingInternalClient, 'sendSms' | 'sendEmail'>;
  log: Logger;
  /** Writes each invitation's SMS / e-mail with the invitation; retries it until the messaging service answers. */
  outbox: Outbox;
  limits?: InvitationLimits;
  newCode?: () => string;
  /** How long a repeat waits for a delivery another worker is making before answering with what is known (default 20 s). */
  deliveryWaitMs?: number;
}

/** What a join link points at: a personal invitation, or a team's reusable invite code. */
type JoinTarget = { kind: 'invitation'; invitation: Invitation & { team: Team } } | { kind: 'team'; team: Team };

const gone = () => new HttpError(410, TEAM_ERRORS.invalidInvitation, 'GONE');
const invalid = () => notFound(TEAM_ERRORS.invalidInvitation);

function playerMessage(status: DeliveryStatus, name: string): string {
  switch (status) {
    case 'sent':
      return `Invitation sent to ${name} by SMS`;
    case 'blocked':
      return `SMS Blocked - Link Ready: share the link with ${name}`;
    case 'outbox':
      return `Invitation link created for ${name}`;
    case 'failed':
      return `Invitation link created for ${name}. The SMS could not be sent: share the link with ${name} yourself`;
  }
}

function coachMessage(status: DeliveryStatus, name: string): string {
  if (status === 'sent') return `Invitation sent to ${name} by email`;
  if (status === 'outbox') return `Invitation link created for ${name}`;
  return `Invitation link created for ${name}. The email could not be sent: share the link with ${name} yourself`;
}

/** Personal invitations (players by SMS, coaches by e-mail), join links and joining a team. */
export function invitationDomain({
  prisma,
  db,
  squad,
  messaging,
  log,
  outbox,
  limits = DEFAULT_INVITATION_LIMITS,
  newCode = newInvitationCode,
  deliveryWaitMs = 20_000,
}: InvitationDomainDeps) {
  const limiter = sharedLimiter(db, { keyPrefix: 'invitations', points: limits.points, durationSeconds: limits.durationSeconds });

  async function consumeInvitationBudget(userId: string): Promise<void> {
    try {
      await limiter.consume(userId);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new InvitationThrottledError(retryAfterSeconds(err));
      throw err;
    }
  }

  const countPlayers = (db: PrismaClient | Tx, teamId: string) => db.membership.count({ where: { teamId, role: 'player', status: 'active' } });

  async function assertRoomForPlayer(db: PrismaClient | Tx, team: Team): Promise<void> {
    if ((await countPlayers(db, team.id)) >= team.maxPlayers) throw conflict(TEAM_ERRORS.teamFull(team.maxPlayers));
  }

  const failureKind = (channel: Channel, status: 'blocked' | 'failed') => (channel === 'SMS' ? `sms_${status}` : 'email_failed');
  const failureText = (channel: Channel, status: 'blocked' | 'failed', name: string) =>
    status === 'blocked'
      ? `${channel} to ${name} blocked by carrier - share the link instead`
      : `${channel} to ${name} could not be sent - share the link instead`;

  /** The invitation's one delivery-failure activity: created, or the earlier one brought up to date. */
  async function putFailureActivity(tx: Tx, invitation: Invitation, channel: Channel, status: 'blocked' | 'failed') {
    const data = { kind: failureKind(channel, status), description: failureText(channel, status, invitation.name), status: 'failed' };
    const earlier = await tx.activity.findFirst({ where: { invitationId: invitation.id, status: 'failed' } });
    if (!earlier) await tx.activity.create({ data: { ...data, teamId: invitation.teamId, createdAt: now(), invitationId: invitation.id } });
    else if (earlier.kind !== data.kind || earlier.description !== data.description) await tx.activity.update({ where: { id: earlier.id }, data });
  }

  /**
   * The messaging service's answer, recorded on the invitation (repeatable: a relay retry records the same). An
   * earlier 'could not be sent' line turns into the late outcome.
   */
  async function recordDelivery(invitationId: string, channel: Channel, delivery: Delivery): Promise<void> {
    await prisma.$transaction(async (tx) => {
      const updated = await tx.invitation.updateMany({ where: { id: invitationId }, data: { deliveryStatus: delivery.status, outboxId: delivery.outboxId } });
      if (updated.count === 0) return; // gone with its team: nothing left to record
      const invitation = await tx.invitation.findUniqueOrThrow({ where: { id: invitationId } });
      if (delivery.status === 'blocked' || delivery.status === 'failed') return putFailureActivity(tx, invitation, channel, delivery.status);
      const earlier = await tx.activity.findFirst({ where: { invitationId, status: 'failed' } });
      if (!earlier) return;
      const description =
        delivery.status === 'sent'
          ? `${channel} to ${invitation.name} sent after a retry`
          : `${channel} to ${invitation.name} stored in the outbox after a retry`;
      await tx.activity.update({
        where: { id: earlier.id },
        data: { kind: channel === 'SMS' ? 'sms_retried' : 'email_retried', description, status: 'completed' },
      });
    });
  }

  /** The messaging service did not answer: the first time, the invitation says 'failed' (the relay keeps trying). */
  async function recordUnreachable(invitationId: string, channel: Channel): Promise<void> {
    await prisma.$transaction(async (tx) => {
      const marked = await tx.invitation.updateMany({ where: { id: invitationId, deliveryStatus: null }, data: { deliveryStatus: 'failed' } });
      if (marked.count === 0) return;
      await putFailureActivity(tx, await tx.invitation.findUniqueOrThrow({ where: { id: invitationId } }), channel, 'failed');
    });
  }

  // Hands the invitation's message to the messaging service with the row's key (a repeat sends nothing twice).
  outbox.handle<DeliveryPayload, Delivery>(INVITATION_DELIVERY_TOPIC, async (payload, row) => {
    let result: OutboundResult;
    try {
      result =
        payload.channel === 'SMS'
          ? await messaging.sendSms({ ...payload.message, idempotencyKey: row.key })
          : await messaging.sendEmail({ ...payload.message, idempotencyKey: row.key });
    } catch (err) {
      log.warn(
        { err, invitationId: payload.invitationId, attempt: row.attempts },
        `invitation ${payload.channel === 'SMS' ? 'SMS' : 'e-mail'} could not be handed to the messaging service`,
      );
      await recordUnreachable(payload.invitationId, payload.channel);
      if (err instanceof InternalCallError && err.status === 400) throw new OutboxGiveUp(err.message);
      throw err;
    }
    const delivery = { status: result.status, outboxId: result.outboxId };
    await recordDelivery(payload.invitationId, payload.channel, delivery);
    return delivery;
  });

  /**
   * Creates the invitation, its pending 'Invited ...' activity and the outbox row of its message in one transaction
   * (a colliding code is retried). A repeat of an open invitation made within the window (a client retry) returns
   * that invitation instead, and writes nothing.
   */
  async function createInvitation(
    data: Omit<Invitation, 'id' | 'code' | 'createdAt' | 'expiresAt' | 'usedAt' | 'usedBy' | 'deliveryStatus' | 'outboxId'>,
    activity: { kind: string; description: string },
    message: (invitation: Invitation) => Omit<DeliveryPayload, 'invitationId'>,
    before?: (tx: Tx) => Promise<void>,
  ): Promise<Invitation> {
    const at = now();
    return retryOnUniqueViolation(() =>
      prisma.$transaction(async (tx) => {
        // Invitations of a team are created one at a time, so a retry overlapping its first request finds it.
        await tx.$queryRaw`SELECT "id" FROM "Team" WHERE "id" = ${data.teamId} FOR UPDATE`;
        const repeat = await tx.invitation.findFirst({
          where: { ...data, usedAt: null, expiresAt: { gt: at }, createdAt: { gte: new Date(at.getTime() - INVITATION_REPEAT_WINDOW_MS) } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        });
        if (repeat) return repeat;
        await before?.(tx);
        const invitation = await tx.invitation.create({
          data: { ...data, code: newCode(), createdAt: at, expiresAt: new Date(at.getTime() + LIMITS.invitationValidDays * DAY_MS) },
        });
        await tx.activity.create({
          data: { teamId: data.teamId, kind: activity.kind, description: activity.description, status: 'pending', createdAt: at, invitationId: invitation.id },
        });
        await outbox.enqueue(tx, {
          topic: INVITATION_DELIVERY_TOPIC,
          key: invitationDeliveryKey(invitation.id),
          payload: { invitationId: invitation.id, ...message(invitation) },
        });
        return invitation;
      }),
    );
  }

  /**
   * The invitation's delivery status for the answer: its message is handed over now when not done yet (an outage
   * answers 'failed' and leaves it to the relay); a repeat gets the recorded result, waiting for a delivery in progress.
   */
  async function deliver(invitation: Invitation): Promise<DeliveryStatus> {
    const key = invitationDeliveryKey(invitation.id);
    const run = await outbox.runNow<Delivery>(key);
    if (run.ran) return run.ok ? run.result.status : 'failed';
    if (run.row && !run.row.doneAt) await outbox.settled(key, { timeoutMs: deliveryWaitMs });
    const current = await prisma.invitation.findUnique({ where: { id: invitation.id }, select: { deliveryStatus: true } });
    // Not known yet (another worker is still on it): the link is ready and the message is queued.
    return (current?.deliveryStatus as DeliveryStatus | null) ?? 'outbox';
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
        {
          teamId,
          kind: 'player',
          name: input.playerName,
          phone: input.playerPhone,
          email: input.playerEmail ? normalizeEmail(input.playerEmail) : null,
          position,
          role: 'player',
          invitedBy: coachId,
        },
        { kind: 'player_invited', description: `Invited ${input.playerName}${position ? ` (${POSITION_LABELS[position as Position]})` : ''}` },
        (created) => ({
          channel: 'SMS',
          message: {
            to: input.playerPhone,
            body: `${displayName(coach)} has invited you to join ${team.name} on ${PRODUCT_NAME}. Create your account here: ${linkFor(origin, created.code)}`,
            teamId,
            purpose: 'player-invitation',
          },
        }),
      );
      const inviteLink = linkFor(origin, invitation.code);
      const status = await deliver(invitation);
      return { message: playerMessage(status, input.playerName), smsSent: status === 'sent', inviteLink, smsStatus: status };
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
      const inviter = displayName(coach);
      const invitation = await createInvitation(
        { teamId, kind: 'coach', name: input.coachName, phone: null, email, position: null, role: input.role, invitedBy: coachId },
        { kind: 'coach_invited', description: `Invited ${input.coachName} to the coaching staff (${roleLabel})` },
        (created) => ({
          channel: 'Email',
          message: {
            to: email,
            subject: `Join ${team.name} Rugby Team`,
            text: [
              `Hi ${input.coachName},`,
              '',
              `${inviter} has invited you to join the coaching staff of ${team.name} as ${roleLabel} on ${PRODUCT_NAME}.`,
              '',
              'Create your account and join the team here:',
              linkFor(origin, created.code),
              '',
              `This link is valid for ${LIMITS.invitationValidDays} days.`,
              '',
              'See you at training,',
              inviter,
              team.name,
            ].join('\n'),
            teamId,
            purpose: 'coach-invitation',
          },
        }),
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
      const status = await deliver(invitation);
      return { message: coachMessage(status, input.coachName), emailSent: status === 'sent', inviteLink, emailStatus: status };
    },

    /** The public view of a join link; 404 for unknown, used or expired codes. */
    async view(code: string): Promise<InvitationView> {
      const found = await findTarget(code);
      if (!found || !found.usable) throw invalid();
      const { target } = found;
      const team = target.kind === 'team' ? target.team : target.invitation.team;
      const playerCount = await countPlayers(prisma, team.id);
      if (target.kind === 'team') {
        const head = await prisma.membership.findFirst({
          where: { teamId: team.id, status: 'active', role: 'head_coach' },
          include: { user: true },
          orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
        });
        return {
          kind: 'team',
          team: { name: team.name, playerCount },
          invitedBy: { firstName: head?.user.firstName ?? null, lastName: head?.user.lastName ?? null },
          playerName: null,
          playerEmail: null,
          playerPhone: null,
          position: null,
          role: 'player',
        };
      }
      const inv = target.invitation;
      const inviter = await prisma.user.findUnique({ where: { id: inv.invitedBy } });
      return {
        kind: inv.kind === 'coach' ? 'coach' : 'player',
        team: { name: team.name, playerCount },
        invitedBy: { firstName: inviter?.firstName ?? null, lastName: inviter?.lastName ?? null },
        playerName: inv.name,
        playerEmail: inv.email,
        playerPhone: inv.phone,
        position: inv.position,
        role: inv.role as TeamRole,
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
              email,
              firstName: input.firstName,
              lastName: input.lastName,
              userType: asCoach ? 'coach' : 'player',
              phone: input.phone || invitation?.phone || null,
              createdAt: at,
              ...(asCoach ? {} : { position: input.position ?? invitation?.position ?? null, height: input.height ?? null, weight: input.weight ?? null }),
            },
          });
          await tx.passwordCredential.create({ data: { userId: user.id, passwordHash } });
          if (asCoach) await tx.coachProfile.create({ data: { userId: user.id, phone: input.phone || null, createdAt: at } });
          await tx.membership.create({ data: { teamId: team.id, userId: user.id, role, status: 'active', joinedAt: at } });
          if (invitation) {
            const used = await tx.invitation.updateMany({
              where: { id: invitation.id, usedAt: null, expiresAt: { gt: at } },
              data: { usedAt: at, usedBy: user.id },
            });
            if (used.count !== 1) throw gone();
            await tx.activity.updateMany({ where: { invitationId: invitation.id, status: 'pending' }, data: { status: 'completed' } });
          }
          const name = `${input.firstName} ${input.lastName}`;
          await tx.activity.create({
            data: {
              teamId: team.id,
              kind: asCoach ? 'coach_joined' : 'player_joined',
              description: asCoach ? `${name} joined the coaching staff` : `${name} joined the team`,
              status: 'completed',
              createdAt: at,
              invitationId: invitation?.id ?? null,
            },
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
