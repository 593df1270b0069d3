import type { ReactionEmoji, ReplySubjectKind } from '@rugby/contracts/replies';
import { TIMINGS } from '@rugby/contracts/domain';
import { routeQuery, useRouteMutation, type RouteInput, type RouteOutput } from '@rugby/kit';
import { pollUnlessPushed } from '@rugby/kit/api/server-push.ts';
import { useQuery } from '@rugby/kit/query.ts';

export type ReplySummary = RouteOutput<'replySummaries'>['summaries'][number];
export type ReplyThread = RouteOutput<'listThreads'>['threads'][number];

/**
 * GET /api/teams/:teamId/reply-summaries: the reactions and every player's replies on the team's messages or events,
 * one request per list (each item selects its own subject). Pushed, polled like the messages without push.
 */
export const useReplySummary = (teamId: string, subjectKind: ReplySubjectKind, subjectId: string) =>
  useQuery({
    ...routeQuery('replySummaries', { params: { teamId }, query: { subjectKind } }),
    refetchInterval: pollUnlessPushed(TIMINGS.messagesPollMs),
    select: (answer) => answer.summaries.find((s) => s.subjectId === subjectId) ?? null,
  });

/** GET /api/threads: every player's thread on the subject, the latest conversation first (while the panel is open). */
export const useThreads = (subjectKind: ReplySubjectKind, subjectId: string) =>
  useQuery({ ...routeQuery('listThreads', { query: { subjectKind, subjectId } }), refetchInterval: pollUnlessPushed(TIMINGS.messagesPollMs) });

/** POST /api/threads/replies in a player's thread (playerId); the threads and the summaries refresh (routeChanges). */
export const usePostReply = () => useRouteMutation('postReply', { input: (body: RouteInput<'postReply'>['body']) => ({ body }) });

/** PUT /api/reactions; the summaries refresh. */
export const useSetReaction = () =>
  useRouteMutation('setReaction', {
    input: (body: { subjectKind: ReplySubjectKind; subjectId: string; emoji: ReactionEmoji; on: boolean }) => ({ body }),
  });
