import {
  InternalCallError,
  isCoachOf,
  isUrgentMessage,
  SERVER_ERRORS,
  isMemberOf,
  sendMessageBody,
  type Identity,
  type TeamInternalClient,
  type TeamMessage,
} from '@rugby/contracts';
import { forbidden, HttpError, notFound, now, type Logger, type TeamActivityOutbox } from '@rugby/service-kit';
import type { z } from 'zod';
import type { Message, PrismaClient } from '../generated/prisma/client.ts';
import type { NotificationsDomain } from './notifications.ts';

export interface MessagesDomainDeps {
  prisma: PrismaClient;
  team: Pick<TeamInternalClient, 'getTeam'>;
  /** 'Message sent: ...' on the team's recent activity, through the outbox. */
  activity: TeamActivityOutbox;
  /** An urgent message reaches every player's phone: its fan-out is an outbox job written with the message. */
  notifications: Pick<NotificationsDomain, 'queueUrgentMessage' | 'runSoon'>;
  log: Logger;
}

/** Most messages a team list returns (newest first). */
export const MESSAGE_LIST_LIMIT = 500;

type MessageWithReaders = Message & { reads: Array<{ userId: string }> };

/** readCount counts distinct readers among the recipients (members other than the sender at send time). */
export function toTeamMessage(row: MessageWithReaders, viewerId: string): TeamMessage {
  const recipients = new Set(row.recipientIds);
  return {
    id: row.id,
    teamId: row.teamId,
    type: row.type as TeamMessage['type'],
    title: row.title,
    message: row.message,
    isUrgent: row.isUrgent,
    createdAt: row.createdAt.toISOString(),
    sender: { id: row.senderId, firstName: row.senderFirstName, lastName: row.senderLastName },
    readCount: row.reads.filter((r) => recipients.has(r.userId)).length,
    totalRecipients: row.totalRecipients,
    isRead: row.senderId === viewerId || row.reads.some((r) => r.userId === viewerId),
  };
}

const readers = { reads: { select: { userId: true } } } as const;

/** Team message rules shared by REST and GraphQL. */
export function messagesDomain({ prisma, team, activity, notifications, log }: MessagesDomainDeps) {
  function assertMember(identity: Identity, teamId: string) {
    if (!isMemberOf(identity, teamId)) throw forbidden('You are not a member of this team');
  }

  async function teamMembers(teamId: string) {
    try {
      return (await team.getTeam(teamId)).members;
    } catch (err) {
      if (err instanceof InternalCallError && err.status === 404) throw notFound('Team not found');
      log.error({ err, teamId }, 'team service call failed while sending a message');
      throw new HttpError(503, SERVER_ERRORS.unavailable('team'), 'SERVICE_UNAVAILABLE');
    }
  }

  return {
    /** The team's messages, newest first: its coaches and players only. */
    async list(identity: Identity, teamId: string): Promise<TeamMessage[]> {
      assertMember(identity, teamId);
      const rows = await prisma.message.findMany({
        where: { teamId },
        include: readers,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: MESSAGE_LIST_LIMIT,
      });
      return rows.map((r) => toTeamMessage(r, identity.userId));
    },

    /** Sends a message to the whole team: that team's coaches only. */
    async send(identity: Identity, teamId: string, input: z.input<typeof sendMessageBody>): Promise<TeamMessage> {
      if (identity.userType !== 'coach' || !isCoachOf(identity, teamId)) throw forbidden("Only this team's coaches can send team messages");
      const data = sendMessageBody.parse(input);
      const members = await teamMembers(teamId);
      const sender = members.find((m) => m.userId === identity.userId);
      const recipientIds = [...new Set(members.map((m) => m.userId))].filter((id) => id !== identity.userId);
      const urgent = isUrgentMessage(data);
      // The message, its activity line and (urgent) the players' notifications are written together; a team-service
      // outage delays them, never loses them.
      const { row, activityKey, urgentKey } = await prisma.$transaction(async (tx) => {
        const created = await tx.message.create({
          data: {
            teamId,
            senderId: identity.userId,
            senderFirstName: sender?.firstName ?? identity.firstName,
            senderLastName: sender?.lastName ?? identity.lastName,
            type: data.type,
            title: data.title,
            message: data.message,
            // An 'urgent' message is urgent whether or not the box was ticked.
            isUrgent: urgent,
            recipientIds,
            totalRecipients: recipientIds.length,
            createdAt: now(),
          },
          include: readers,
        });
        const key = await activity.queue(tx, `message-sent:${created.id}`, teamId, {
          kind: 'message_sent',
          description: `Message sent: ${data.title}`,
          status: 'completed',
        });
        const notifyKey = urgent
          ? await notifications.queueUrgentMessage(tx, {
              messageId: created.id,
              teamId,
              senderId: identity.userId,
              title: data.title,
              message: data.message,
            })
          : null;
        return { row: created, activityKey: key, urgentKey: notifyKey };
      });
      if (urgentKey) notifications.runSoon(urgentKey);
      await activity.send(activityKey);
      return toTeamMessage(row, identity.userId);
    },

    /** Marks a message read for the caller (idempotent); the sender's own reads do not count. */
    async markRead(identity: Identity, messageId: string): Promise<{ id: string; readCount: number; totalRecipients: number }> {
      const existing = await prisma.message.findUnique({ where: { id: messageId }, select: { teamId: true, senderId: true } });
      if (!existing) throw notFound('Message not found');
      assertMember(identity, existing.teamId);
      if (existing.senderId !== identity.userId) {
        await prisma.messageRead.createMany({ data: [{ messageId, userId: identity.userId, readAt: now() }], skipDuplicates: true });
      }
      const row = await prisma.message.findUniqueOrThrow({ where: { id: messageId }, include: readers });
      const { readCount, totalRecipients } = toTeamMessage(row, identity.userId);
      return { id: row.id, readCount, totalRecipients };
    },
  };
}
export type MessagesDomain = ReturnType<typeof messagesDomain>;
