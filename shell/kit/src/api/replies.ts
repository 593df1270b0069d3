import type { ReactionEmoji, ReplySubjectKind } from '@rugby/contracts/replies';
import { TIMINGS } from '@rugby/contracts/domain';
import { pollUnlessPushed } from '@rugby/kit/api/server-push.ts';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
// The shared kit's client (one instance per page, with the page's carried answers), not a copy bundled with this module.
import { routeQuery, useRouteMutation, type RouteInput, type RouteOutput } from '@rugby/kit';

/** Replies and reactions on a team message or an event, shared by the coach's and the player's screens. */

export type ReplySummary = RouteOutput<'replySummaries'>['summaries'][number];
export type ReplyThread = RouteOutput<'listThreads'>['threads'][number];

/**
 * GET /api/teams/:teamId/reply-summaries: the reactions and the replies on the team's messages or events (a coach's
 * count every player's replies, a player's only their own), one request per list (each item selects its own
 * subject). Pushed, polled like the messages without push.
 */
export const useReplySummary = (teamId: string, subjectKind: ReplySubjectKind, subjectId: string) =>
  useQuery({
    ...routeQuery('replySummaries', { params: { teamId }, query: { subjectKind } }),
    refetchInterval: pollUnlessPushed(TIMINGS.messagesPollMs),
    select: (answer) => answer.summaries.find((s) => s.subjectId === subjectId) ?? null,
  });

/**
 * GET /api/threads on a subject (while it is open): a coach gets every player's thread, the latest conversation
 * first; a player only their own. Pushed, polled like the messages without push.
 */
export const replyThreadsQueryOptions = (subjectKind: ReplySubjectKind, subjectId: string) =>
  queryOptions({ ...routeQuery('listThreads', { query: { subjectKind, subjectId } }), refetchInterval: pollUnlessPushed(TIMINGS.messagesPollMs) });

/** POST /api/threads/replies (a coach names the player's thread, playerId); the threads and the summaries refresh (routeChanges). */
export const usePostReply = () => useRouteMutation('postReply', { input: (body: RouteInput<'postReply'>['body']) => ({ body }) });

/** PUT /api/reactions; the summaries refresh. */
export const useSetReaction = () =>
  useRouteMutation('setReaction', {
    input: (body: { subjectKind: ReplySubjectKind; subjectId: string; emoji: ReactionEmoji; on: boolean }) => ({ body }),
  });
