/**
 * Replies and reactions (issue 18): a player answers a team message or a calendar event in a thread only they and the
 * team's coaches see; any team member acknowledges one with a reaction. Constants and labels only (no zod), so the
 * web app can import them; the route schemas are in routes/messaging.ts (messaging service).
 */

/** What a thread or a reaction is about: a team message (messaging service) or a calendar event (team service). */
export const REPLY_SUBJECT_KINDS = ['message', 'event'] as const;
export type ReplySubjectKind = (typeof REPLY_SUBJECT_KINDS)[number];

/** The reactions a team member can give (one each per person and subject; giving it again takes it back). */
export const REACTION_EMOJIS = ['thumbs_up', 'check', 'muscle'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];

/** How each reaction shows: the emoji and what it says (the button's accessible name). */
export const REACTION_LABELS: Record<ReactionEmoji, { emoji: string; label: string }> = {
  thumbs_up: { emoji: '👍', label: 'Thumbs up' },
  check: { emoji: '✅', label: 'Got it' },
  muscle: { emoji: '💪', label: 'Ready' },
};

export const REPLY_LIMITS = {
  /** Longest reply, in characters. */
  bodyMax: 2000,
  /** Most replies one thread answer carries (the latest). */
  threadMax: 200,
  /** Most subjects one summary answer covers (the latest replied to or reacted to). */
  summaryMax: 500,
} as const;

/** The notification key of a reply (one notification per reply and recipient). */
export const replyNotificationKey = (replyId: string) => `reply:${replyId}`;
