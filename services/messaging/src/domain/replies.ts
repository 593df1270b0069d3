import {
  InternalCallError,
  isCoachOf,
  isCoachRole,
  isMemberOf,
  SERVER_ERRORS,
  type Identity,
  type postReplyBody,
  type Reactions,
  type Reply,
  type ReplySummary,
  type ReplyThread,
  type setReactionBody,
  type TeamInternalClient,
  type TeamMember,
  type threadsQuery,
} from '@rugby/contracts';
import { REACTION_EMOJIS, REPLY_LIMITS, replyNotificationKey, type ReactionEmoji, type ReplySubjectKind } from '@rugby/contracts/replies';
import { badRequest, forbidden, HttpError, notFound, now, OutboxGiveUp, teamCache, type Logger, type Outbox } from '@rugby/service-kit';
import type { z } from 'zod';
import type { PrismaClient, Reply as ReplyRow } from '../generated/prisma/client.ts';
import type { NotificationsDomain } from './notifications.ts';

/** Outbox topic of a reply's notification (key reply:<replyId>): the coaches for a player's reply, the player for a coach's. */
export const REPLY_NOTIFICATION_TOPIC = 'notification.reply';

/** Most replies one answer of GET /api/threads carries for a coach reading every thread (the latest). */
const ALL_THREADS_MAX = 1000;

export interface RepliesDomainDeps {
  prisma: PrismaClient;
  team: Pick<TeamInternalClient, 'getTeam' | 'getEvent' | 'teamContacts'>;
  outbox: Outbox;
  notifications: Pick<NotificationsDomain, 'notify' | 'runSoon'>;
  log: Logger;
}

/** What a reply's notification job carries (the row holds the rest). */
export interface ReplyNotificationPayload {
  replyId: string;
  /** The message's title or the event's title, as when the reply was written. */
  subjectTitle: string;
}

interface Subject {
  kind: ReplySubjectKind;
  id: string;
  teamId: string;
  title: string;
}

const text = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);
const fullName = (m: Pick<TeamMember, 'firstName' | 'lastName'> | undefined) => [m?.firstName, m?.lastName].filter(Boolean).join(' ').trim();

/** Where a notification about a subject opens: the player's home or calendar, the coach's Messages or Calendar tab. */
export function replyUrl(kind: ReplySubjectKind, forCoach: boolean): string {
  if (forCoach) return `/coach/dashboard?tab=${kind === 'message' ? 'messages' : 'calendar'}`;
  return kind === 'message' ? '/' : '/player/calendar';
}

const noCounts = (): Record<ReactionEmoji, number> => Object.fromEntries(REACTION_EMOJIS.map((e) => [e, 0])) as Record<ReactionEmoji, number>;
const isEmoji = (value: string): value is ReactionEmoji => (REACTION_EMOJIS as readonly string[]).includes(value);

/**
 * Replies and reactions (issue 18): a private thread per player and subject (a team message or a calendar event)
 * between that player and the team's coaches, and reactions by any team member. Every call checks the subject's team
 * against the caller's memberships (a subject of another team is not found); a player reads and writes only their
 * own thread. A reply notifies the other side (notify, key reply:<id>) through the outbox, written with the reply.
 */
export function repliesDomain({ prisma, team, outbox, notifications, log }: RepliesDomainDeps) {
  const cachedTeam = teamCache((teamId) => team.getTeam(teamId));

  async function membersOf(teamId: string, identity?: Identity) {
    try {
      return (await cachedTeam(teamId, identity)).members;
    } catch (err) {
      if (err instanceof InternalCallError && err.status === 404) throw notFound('Team not found');
      log.error({ err, teamId }, 'team service call failed while reading a reply thread');
      throw new HttpError(503, SERVER_ERRORS.unavailable('team'), 'SERVICE_UNAVAILABLE');
    }
  }

  /** The subject with its team, when the caller is in that team; 404 otherwise (as for any object of another team). */
  async function subjectOf(identity: Identity, kind: ReplySubjectKind, id: string): Promise<Subject> {
    if (kind === 'message') {
      const message = await prisma.message.findUnique({ where: { id }, select: { teamId: true, title: true } });
      if (!message || !isMemberOf(identity, message.teamId)) throw notFound('Message not found');
      return { kind, id, teamId: message.teamId, title: message.title };
    }
    let event;
    try {
      event = await team.getEvent(id);
    } catch (err) {
      if (err instanceof InternalCallError && err.status === 404) throw notFound('Event not found');
      log.error({ err, eventId: id }, 'team service call failed while checking an event');
      throw new HttpError(503, SERVER_ERRORS.unavailable('team'), 'SERVICE_UNAVAILABLE');
    }
    if (!isMemberOf(identity, event.teamId)) throw notFound('Event not found');
    return { kind, id, teamId: event.teamId, title: event.displayTitle };
  }

  const isPlayerOf = (identity: Identity, teamId: string) => identity.memberships.some((m) => m.teamId === teamId && m.role === 'player');

  function namer(members: readonly TeamMember[]) {
    const byId = new Map(members.map((m) => [m.userId, m]));
    return {
      player: (userId: string) => fullName(byId.get(userId)) || 'Player',
      author: (userId: string, fromCoach: boolean) => fullName(byId.get(userId)) || (fromCoach ? 'Coach' : 'Player'),
    };
  }

  function toReply(row: ReplyRow, names: ReturnType<typeof namer>): Reply {
    const fromCoach = row.authorId !== row.playerId;
    return {
      id: row.id,
      authorId: row.authorId,
      authorName: names.author(row.authorId, fromCoach),
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      fromCoach,
    };
  }

  async function reactionsOf(kind: ReplySubjectKind, subjectId: string, userId: string): Promise<Reactions> {
    const [groups, mine] = await Promise.all([
      prisma.reaction.groupBy({ by: ['emoji'], where: { subjectKind: kind, subjectId }, _count: { _all: true } }),
      prisma.reaction.findMany({ where: { subjectKind: kind, subjectId, userId }, select: { emoji: true } }),
    ]);
    const counts = noCounts();
    for (const g of groups) if (isEmoji(g.emoji)) counts[g.emoji] = g._count._all;
    return { counts, mine: REACTION_EMOJIS.filter((e) => mine.some((m) => m.emoji === e)) };
  }

  /** The reply's notification: the team's coaches (a player's reply) or the thread's player (a coach's); once per key and person. */
  async function notifyReply({ replyId, subjectTitle }: ReplyNotificationPayload): Promise<{ queued: number; duplicates: number }> {
    const reply = await prisma.reply.findUnique({ where: { id: replyId } });
    if (!reply) return { queued: 0, duplicates: 0 };
    let members: TeamMember[];
    try {
      members = (await team.getTeam(reply.teamId)).members;
    } catch (err) {
      if (err instanceof InternalCallError && err.status === 404) throw new OutboxGiveUp(`team ${reply.teamId} not found`);
      throw err;
    }
    const names = namer(members);
    const kind = reply.subjectKind as ReplySubjectKind;
    const fromCoach = reply.authorId !== reply.playerId;
    const author = names.author(reply.authorId, fromCoach);
    let recipients: Array<{ userId: string; name: string; phone: string | null; email: string | null }>;
    if (fromCoach) {
      const player = members.find((m) => m.userId === reply.playerId && m.role === 'player');
      // The player left the team: nobody to tell.
      if (!player) return { queued: 0, duplicates: 0 };
      const contact = (await team.teamContacts(reply.teamId)).players.find((p) => p.userId === reply.playerId);
      recipients = [contact ?? { userId: player.userId, name: names.player(player.userId), phone: null, email: player.email }];
    } else {
      recipients = members
        .filter((m) => isCoachRole(m.role) && m.userId !== reply.authorId)
        .map((m) => ({ userId: m.userId, name: fullName(m) || 'Coach', phone: null, email: m.email }));
    }
    if (!recipients.length) return { queued: 0, duplicates: 0 };
    return notifications.notify({
      key: replyNotificationKey(reply.id),
      kind: 'reply',
      teamId: reply.teamId,
      title: text(`${author} replied`, 120),
      body: text(`Re: ${subjectTitle} — ${reply.body}`, 1000),
      url: replyUrl(kind, !fromCoach),
      recipients,
    });
  }

  outbox.handle<ReplyNotificationPayload, { queued: number; duplicates: number }>(REPLY_NOTIFICATION_TOPIC, (payload) => notifyReply(payload));

  return {
    /** The threads on a subject the caller may read: a player their own (at most one), a coach every player's or one's. */
    async threads(
      identity: Identity,
      query: z.output<typeof threadsQuery>,
    ): Promise<{ subjectKind: ReplySubjectKind; subjectId: string; threads: ReplyThread[] }> {
      const subject = await subjectOf(identity, query.subjectKind, query.subjectId);
      const members = await membersOf(subject.teamId, identity);
      let playerId: string | undefined;
      if (isCoachOf(identity, subject.teamId)) {
        playerId = query.playerId;
        if (playerId && !members.some((m) => m.userId === playerId && m.role === 'player')) throw notFound('Player not found in this team');
      } else {
        if (query.playerId && query.playerId !== identity.userId) throw forbidden('You can only read your own replies');
        playerId = identity.userId;
      }
      const rows = await prisma.reply.findMany({
        where: { subjectKind: subject.kind, subjectId: subject.id, teamId: subject.teamId, ...(playerId ? { playerId } : {}) },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: playerId ? REPLY_LIMITS.threadMax : ALL_THREADS_MAX,
      });
      const names = namer(members);
      const threads = new Map<string, ReplyThread>();
      // Newest first: the thread with the latest reply comes first; its replies are put oldest first below.
      for (const row of rows) {
        const thread = threads.get(row.playerId) ?? { playerId: row.playerId, playerName: names.player(row.playerId), replies: [] };
        thread.replies.push(toReply(row, names));
        threads.set(row.playerId, thread);
      }
      return {
        subjectKind: subject.kind,
        subjectId: subject.id,
        threads: [...threads.values()].map((t) => ({ ...t, replies: t.replies.reverse() })),
      };
    },

    /** A reply in the caller's own thread (a player) or in a named player's (a coach); its notification is queued with it. */
    async post(
      identity: Identity,
      body: z.output<typeof postReplyBody>,
    ): Promise<{ teamId: string; reply: Reply & { subjectKind: ReplySubjectKind; subjectId: string; playerId: string } }> {
      const subject = await subjectOf(identity, body.subjectKind, body.subjectId);
      const members = await membersOf(subject.teamId, identity);
      let playerId: string;
      if (isCoachOf(identity, subject.teamId)) {
        if (!body.playerId) throw badRequest('playerId is required: the player whose thread you answer');
        if (!members.some((m) => m.userId === body.playerId && m.role === 'player')) throw badRequest('playerId must be a player of this team');
        playerId = body.playerId;
      } else if (isPlayerOf(identity, subject.teamId)) {
        if (body.playerId && body.playerId !== identity.userId) throw forbidden('Players can only reply in their own thread');
        playerId = identity.userId;
      } else {
        throw forbidden('Only the players and coaches of this team can reply');
      }
      const subjectTitle = text(subject.title, 200);
      const { row, key } = await prisma.$transaction(async (tx) => {
        const created = await tx.reply.create({
          data: {
            teamId: subject.teamId,
            subjectKind: subject.kind,
            subjectId: subject.id,
            playerId,
            authorId: identity.userId,
            body: body.body,
            createdAt: now(),
          },
        });
        const queued = await outbox.enqueue(tx, {
          topic: REPLY_NOTIFICATION_TOPIC,
          key: replyNotificationKey(created.id),
          payload: { replyId: created.id, subjectTitle } satisfies ReplyNotificationPayload,
        });
        return { row: created, key: queued };
      });
      notifications.runSoon(key);
      return { teamId: subject.teamId, reply: { ...toReply(row, namer(members)), subjectKind: subject.kind, subjectId: subject.id, playerId } };
    },

    /** Gives (on) or takes back (off) the caller's reaction; idempotent either way. */
    async react(
      identity: Identity,
      body: z.output<typeof setReactionBody>,
    ): Promise<{ teamId: string; reactions: Reactions & { subjectKind: ReplySubjectKind; subjectId: string } }> {
      const subject = await subjectOf(identity, body.subjectKind, body.subjectId);
      const where = { subjectKind: subject.kind, subjectId: subject.id, userId: identity.userId, emoji: body.emoji };
      if (body.on) await prisma.reaction.createMany({ data: [{ ...where, teamId: subject.teamId, createdAt: now() }], skipDuplicates: true });
      else await prisma.reaction.deleteMany({ where });
      const reactions = await reactionsOf(subject.kind, subject.id, identity.userId);
      return { teamId: subject.teamId, reactions: { subjectKind: subject.kind, subjectId: subject.id, ...reactions } };
    },

    /** The team's subjects of a kind with replies or reactions, as the caller sees them (latest activity first). */
    async summaries(identity: Identity, teamId: string, kind: ReplySubjectKind): Promise<{ subjectKind: ReplySubjectKind; summaries: ReplySummary[] }> {
      if (!isMemberOf(identity, teamId)) throw forbidden('You are not a member of this team');
      const ownOnly = isCoachOf(identity, teamId) ? null : identity.userId;
      const [reactionGroups, mine, threads] = await Promise.all([
        prisma.reaction.groupBy({ by: ['subjectId', 'emoji'], where: { teamId, subjectKind: kind }, _count: { _all: true }, _max: { createdAt: true } }),
        prisma.reaction.findMany({ where: { teamId, subjectKind: kind, userId: identity.userId }, select: { subjectId: true, emoji: true } }),
        // Each visible thread's latest reply and its size.
        prisma.$queryRaw<Array<{ subjectId: string; playerId: string; authorId: string; createdAt: Date; replies: bigint | number }>>`
          SELECT DISTINCT ON ("subjectId", "playerId") "subjectId", "playerId", "authorId", "createdAt",
                 COUNT(*) OVER (PARTITION BY "subjectId", "playerId") AS "replies"
          FROM "Reply"
          WHERE "teamId" = ${teamId} AND "subjectKind" = ${kind} AND (${ownOnly}::text IS NULL OR "playerId" = ${ownOnly})
          ORDER BY "subjectId", "playerId", "createdAt" DESC, "id" DESC`,
      ]);
      const bySubject = new Map<string, ReplySummary & { latest: number }>();
      const entry = (subjectId: string) => {
        let summary = bySubject.get(subjectId);
        if (!summary) {
          summary = { subjectId, counts: noCounts(), mine: [], replies: 0, threads: 0, awaitingCoach: 0, lastReplyAt: null, latest: 0 };
          bySubject.set(subjectId, summary);
        }
        return summary;
      };
      for (const g of reactionGroups) {
        if (!isEmoji(g.emoji)) continue;
        const summary = entry(g.subjectId);
        summary.counts[g.emoji] = g._count._all;
        summary.latest = Math.max(summary.latest, g._max.createdAt?.getTime() ?? 0);
      }
      for (const m of mine) if (isEmoji(m.emoji)) entry(m.subjectId).mine.push(m.emoji);
      for (const t of threads) {
        const summary = entry(t.subjectId);
        summary.replies += Number(t.replies);
        summary.threads += 1;
        if (t.authorId === t.playerId) summary.awaitingCoach += 1;
        const at = new Date(t.createdAt);
        if (!summary.lastReplyAt || at.toISOString() > summary.lastReplyAt) summary.lastReplyAt = at.toISOString();
        summary.latest = Math.max(summary.latest, at.getTime());
      }
      const summaries = [...bySubject.values()]
        .sort((a, b) => b.latest - a.latest || (a.subjectId < b.subjectId ? -1 : 1))
        .slice(0, REPLY_LIMITS.summaryMax)
        .map(({ latest: _latest, mine: own, ...rest }) => ({ ...rest, mine: REACTION_EMOJIS.filter((e) => own.includes(e)) }));
      return { subjectKind: kind, summaries };
    },

    /** The notification job of a reply (tests run it again to check it notifies nobody twice). */
    notifyReply,
  };
}
export type RepliesDomain = ReturnType<typeof repliesDomain>;
