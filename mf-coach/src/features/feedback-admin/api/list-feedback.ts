import type { FeedbackStatus } from '@rugby/contracts/domain';
import { TIMINGS } from '@rugby/contracts/domain';
import { routeQuery } from '@rugby/kit';
import { pollUnlessPushed } from '@rugby/kit/api/server-push.ts';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';

export type FeedbackStatusFilter = FeedbackStatus | 'all';

/** 'all' is the plain list (GET /api/feedback); a status adds ?status=. */
export const listFeedbackQueryOptions = (status: FeedbackStatusFilter) =>
  queryOptions({ ...routeQuery('listFeedback', { query: status === 'all' ? {} : { status } }), refetchInterval: pollUnlessPushed(TIMINGS.feedbackPollMs) });

/** GET /api/feedback: the feedback this coach may review, newest first; refreshed every 30 seconds (or when pushed). */
export const useFeedbackList = (status: FeedbackStatusFilter) => useQuery(listFeedbackQueryOptions(status));
