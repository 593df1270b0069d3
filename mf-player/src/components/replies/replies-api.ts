import type { ReactionEmoji, ReplySubjectKind } from '@rugby/contracts/replies';
import { TIMINGS } from '@rugby/contracts/domain';
import { routeQuery, useRouteMutation, type RouteInput, type RouteOutput } from '@rugby/kit';
import { pollUnlessPushed } from '@rugby/kit/api/server-push.ts';
import { useQuery } from '@rugby/kit/query.ts';

export type ReplySummary = RouteOutput<'replySummaries'>['summaries'][number];
export type ReplyThread = RouteOutput<'listThreads'>['threads'][number];

/**
 * GET /api/teams/:teamId/reply-summaries: the reactions and the player's own replies on the team's messages or events,
 * one request per list (each item selects its own subject). Pushed, polled like the messages without push.
 */
export const useReplySummary = (teamId: string, subjectKind: ReplySubjectKind, subjectId: string) =>
  useQuery({
    ...routeQuery('replySummaries', { params: { teamId }, query: { subjectKind } }),
    refetchInterval: pollUnlessPushed(TIMINGS.messagesPollMs),
    select: (answer) => answer.summaries.find((s) => s.subjectId === subjectId) ?? null,
  });

/** GET /api/threads: the player's own thread on the subject (while it is open). */
export const useOwnThread = (subjectKind: ReplySubjectKind, subjectId: string, enabled: boolean) =>
  useQuery({
    ...routeQuery('listThreads', { query: { subjectKind, subjectId } }),
    enabled,
    refetchInterval: pollUnlessPushed(TIMINGS.messagesPollMs),
    select: (answer) => answer.threads[0] ?? null,
  });

/** POST /api/threads/replies (the player's own thread); the thread and the summaries refresh (routeChanges). */
export const usePostReply = () => useRouteMutation('postReply', { input: (body: RouteInput<'postReply'>['body']) => ({ body }) });

/** PUT /api/reactions; the summaries refresh. */
export const useSetReaction = () =>
  useRouteMutation('setReaction', {
    input: (body: { subjectKind: ReplySubjectKind; subjectId: string; emoji: ReactionEmoji; on: boolean }) => ({ body }),
  });
