import { z } from 'zod';
import { LIMITS, MESSAGE_TYPES } from '../domain.ts';
import { REACTION_EMOJIS, REPLY_LIMITS, REPLY_SUBJECT_KINDS } from '../replies.ts';
import { defineRoute, idParam, localTime, requiredText, timeZoneField } from './define.ts';
import { ROUTE_PATHS } from './paths.ts';

const M = 'messaging' as const;

export const teamMessageSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  type: z.enum(MESSAGE_TYPES),
  title: z.string(),
  message: z.string(),
  isUrgent: z.boolean(),
  createdAt: z.string(),
  sender: z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  readCount: z.number().int(),
  totalRecipients: z.number().int(),
  isRead: z.boolean(),
});
export type TeamMessage = z.infer<typeof teamMessageSchema>;

export const sendMessageBody = z.object({
  type: z.enum(MESSAGE_TYPES, { message: `type must be one of: ${MESSAGE_TYPES.join(', ')}` }).default('general'),
  title: z
    .string({ message: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(LIMITS.messageTitleMax, `title must be at most ${LIMITS.messageTitleMax} characters`),
  message: z
    .string({ message: 'message is required' })
    .trim()
    .min(1, 'message is required')
    .max(LIMITS.messageBodyMax, `message must be at most ${LIMITS.messageBodyMax} characters`),
  isUrgent: z.boolean({ message: 'isUrgent must be true or false' }).default(false),
});

/** Hosts a push endpoint may use plain http on (a local push service in development and tests; never in production). */
export const LOOPBACK_PUSH_HOSTS = ['127.0.0.1', 'localhost', '[::1]'] as const;

/** A push endpoint as a browser gives it: an https:// URL, or http:// on loopback (the server refuses that in production). */
export function isPushEndpointUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && (LOOPBACK_PUSH_HOSTS as readonly string[]).includes(url.hostname));
  } catch {
    return false;
  }
}

/** The browser's PushSubscription as JSON (subscription.toJSON()): where to post, and the keys to encrypt for. */
export const pushSubscriptionBody = z.object({
  endpoint: z.string({ message: 'endpoint is required' }).max(2000, 'endpoint is too long').refine(isPushEndpointUrl, 'endpoint must be an https:// URL'),
  expirationTime: z.number({ message: 'expirationTime must be a number or null' }).nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes, first byte 4), base64url.
      p256dh: z.string({ message: 'keys.p256dh is required' }).regex(/^B[A-Za-z0-9_-]{86}=?$/, 'keys.p256dh must be a base64url P-256 public key'),
      // 16 random bytes, base64url.
      auth: z.string({ message: 'keys.auth is required' }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'keys.auth must be a base64url 16-byte secret'),
    },
    { message: 'keys is required' },
  ),
});
export const deletePushSubscriptionBody = z.object({
  endpoint: z.string({ message: 'endpoint is required' }).min(1, 'endpoint is required').max(2000, 'endpoint is too long'),
});

/** Quiet hours in the person's time zone: non-urgent notifications wait for `end`. A start after the end crosses midnight. */
export const quietHoursSchema = z
  .object({ start: localTime('quietHours.start'), end: localTime('quietHours.end') }, { message: 'quietHours must be {start, end} or null' })
  .refine((q) => q.start !== q.end, { message: 'quietHours.end must differ from quietHours.start', path: ['end'] });

const channelSwitch = (field: string) => z.boolean({ message: `${field} must be true or false` });

/** How a person wants to be notified (messaging service): the channels, reminders, quiet hours and their time zone. */
export const notificationSettingsBody = z.object({
  push: channelSwitch('push'),
  sms: channelSwitch('sms'),
  email: channelSwitch('email'),
  /** Event and availability reminders (off: they are skipped). */
  reminders: channelSwitch('reminders'),
  quietHours: quietHoursSchema.nullable(),
  timeZone: timeZoneField(),
});
export const notificationSettingsSchema = z.object({
  push: z.boolean(),
  sms: z.boolean(),
  email: z.boolean(),
  reminders: z.boolean(),
  quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** The time zone quiet hours are in; null until the person saves their settings (the server's is used meanwhile). */
  timeZone: z.string().nullable(),
  /** The person's devices with push turned on (their push subscriptions). */
  pushDevices: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

// Replies and reactions (issue 18): a player's private thread with the team's coaches about a team message or an
// event, and reactions (acknowledgements) by any team member. Constants and labels in ../replies.ts.

const replySubjectKind = z.enum(REPLY_SUBJECT_KINDS, { message: `subjectKind must be one of: ${REPLY_SUBJECT_KINDS.join(', ')}` });
const replySubjectId = requiredText('subjectId', 200);
const threadPlayerId = z
  .string({ message: 'playerId must be a string' })
  .trim()
  .min(1, 'playerId must not be empty')
  .max(200, 'playerId is too long')
  .optional();
const reactionEmoji = z.enum(REACTION_EMOJIS, { message: `emoji must be one of: ${REACTION_EMOJIS.join(', ')}` });

export const replySchema = z.object({
  id: z.string(),
  authorId: z.string(),
  /** The author's name as the team lists it now ('Coach' / 'Player' when they left the team). */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Written by one of the team's coaches (not the thread's player). */
  fromCoach: z.boolean(),
});
export type Reply = z.infer<typeof replySchema>;

/** One player's thread with the coaches about a subject, oldest reply first. */
export const replyThreadSchema = z.object({ playerId: z.string(), playerName: z.string(), replies: z.array(replySchema) });
export type ReplyThread = z.infer<typeof replyThreadSchema>;

export const threadsQuery = z.object({ subjectKind: replySubjectKind, subjectId: replySubjectId, playerId: threadPlayerId }).passthrough();
export const threadsResponse = z.object({ subjectKind: z.enum(REPLY_SUBJECT_KINDS), subjectId: z.string(), threads: z.array(replyThreadSchema) });

export const postReplyBody = z.object({
  subjectKind: replySubjectKind,
  subjectId: replySubjectId,
  body: requiredText('body', REPLY_LIMITS.bodyMax),
  /** The player whose thread a coach answers (required of coaches; a player may leave it out or name themself). */
  playerId: threadPlayerId,
});
/** A reply as written, with the thread it is in. */
export const postedReplySchema = replySchema.extend({ subjectKind: z.enum(REPLY_SUBJECT_KINDS), subjectId: z.string(), playerId: z.string() });

/** Every reaction's count (0 included) and the caller's own. */
export const reactionsSchema = z.object({
  counts: z.record(z.enum(REACTION_EMOJIS), z.number().int()),
  mine: z.array(z.enum(REACTION_EMOJIS)),
});
export type Reactions = z.infer<typeof reactionsSchema>;

export const setReactionBody = z.object({
  subjectKind: replySubjectKind,
  subjectId: replySubjectId,
  emoji: reactionEmoji,
  on: z.boolean({ message: 'on must be true or false' }),
});
export const setReactionResponse = reactionsSchema.extend({ subjectKind: z.enum(REPLY_SUBJECT_KINDS), subjectId: z.string() });

/**
 * What the caller sees of a subject's replies and reactions: the reactions; the replies the caller can read (a
 * player: their own thread's; a coach: every thread's), the threads, and those whose last word is the player's.
 */
export const replySummarySchema = reactionsSchema.extend({
  subjectId: z.string(),
  replies: z.number().int(),
  threads: z.number().int(),
  /** Threads whose latest reply is the player's (for a coach: waiting for an answer). */
  awaitingCoach: z.number().int(),
  lastReplyAt: z.string().nullable(),
});
export type ReplySummary = z.infer<typeof replySummarySchema>;
export const replySummariesQuery = z.object({ subjectKind: replySubjectKind }).passthrough();
export const replySummariesResponse = z.object({ subjectKind: z.enum(REPLY_SUBJECT_KINDS), summaries: z.array(replySummarySchema) });

export const messagingRoutes = {
  listMessages: defineRoute({
    ...ROUTE_PATHS.listMessages,
    service: M,
    access: 'user',
    feature: 'team messages',
    summary: "The team's messages, newest first (its coaches and players)",
    params: idParam('teamId'),
    response: z.array(teamMessageSchema),
  }),
  sendMessage: defineRoute({
    ...ROUTE_PATHS.sendMessage,
    service: M,
    access: 'coach',
    feature: 'team messages',
    summary: "Send a team message (the team's coaches only)",
    params: idParam('teamId'),
    body: sendMessageBody,
    response: teamMessageSchema,
  }),
  markMessageRead: defineRoute({
    ...ROUTE_PATHS.markMessageRead,
    service: M,
    access: 'user',
    feature: 'team messages',
    summary: 'Mark a message read (idempotent)',
    params: idParam('id'),
    response: z.object({ id: z.string(), readCount: z.number().int(), totalRecipients: z.number().int() }),
  }),
  twilioStatusCallback: defineRoute({
    ...ROUTE_PATHS.twilioStatusCallback,
    service: M,
    access: 'public',
    feature: 'invitations (SMS delivery status)',
    summary: 'Twilio delivery-status callback (signature validated)',
  }),
  notificationPushKey: defineRoute({
    ...ROUTE_PATHS.notificationPushKey,
    service: M,
    access: 'public',
    feature: 'notifications',
    summary: "The server's VAPID public key for pushManager.subscribe; null when web push is not configured",
    response: z.object({ publicKey: z.string().nullable() }),
  }),
  savePushSubscription: defineRoute({
    ...ROUTE_PATHS.savePushSubscription,
    service: M,
    access: 'user',
    feature: 'notifications',
    summary: 'Turn on push for this browser: store its PushSubscription for the signed-in user (by endpoint)',
    body: pushSubscriptionBody,
    response: z.object({ ok: z.literal(true) }),
  }),
  deletePushSubscription: defineRoute({
    ...ROUTE_PATHS.deletePushSubscription,
    service: M,
    access: 'user',
    feature: 'notifications',
    summary: "Turn off push for this browser (its endpoint); nothing happens when it is not the user's",
    body: deletePushSubscriptionBody,
  }),
  notificationSettings: defineRoute({
    ...ROUTE_PATHS.notificationSettings,
    service: M,
    access: 'user',
    feature: 'notifications',
    summary: "The signed-in user's notification settings",
    response: notificationSettingsSchema,
  }),
  saveNotificationSettings: defineRoute({
    ...ROUTE_PATHS.saveNotificationSettings,
    service: M,
    access: 'user',
    feature: 'notifications',
    summary: "Save the signed-in user's notification settings",
    body: notificationSettingsBody,
    response: notificationSettingsSchema,
  }),
  listThreads: defineRoute({
    ...ROUTE_PATHS.listThreads,
    service: M,
    access: 'user',
    feature: 'replies',
    summary:
      "The reply threads on a team message or an event of the caller's team: a player gets their own (at most one), a coach every player's, or one player's with playerId; 404 for a subject of another team",
    query: threadsQuery,
    response: threadsResponse,
  }),
  postReply: defineRoute({
    ...ROUTE_PATHS.postReply,
    service: M,
    access: 'user',
    feature: 'replies',
    summary:
      "Reply on a team message or an event: a player in their own thread (the team's coaches are notified), a coach in the thread of the player named by playerId (that player is notified); -> the reply (201)",
    body: postReplyBody,
    response: postedReplySchema,
  }),
  setReaction: defineRoute({
    ...ROUTE_PATHS.setReaction,
    service: M,
    access: 'user',
    feature: 'replies',
    summary: "React to a team message or an event of the caller's team (on: true) or take the reaction back (on: false); -> the counts and the caller's own",
    body: setReactionBody,
    response: setReactionResponse,
  }),
  replySummaries: defineRoute({
    ...ROUTE_PATHS.replySummaries,
    service: M,
    access: 'user',
    feature: 'replies',
    summary:
      "The team's messages or events (subjectKind) that have replies or reactions: the reaction counts and the caller's own, and the replies the caller can read (the latest 500 subjects)",
    params: idParam('teamId'),
    query: replySummariesQuery,
    response: replySummariesResponse,
  }),
} as const;
