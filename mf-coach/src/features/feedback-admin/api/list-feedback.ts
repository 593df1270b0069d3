import type { Feedback } from '@rugby/contracts/routes/feedback';
import type { FeedbackStatus } from '@rugby/contracts/domain';
import { TIMINGS } from '@rugby/contracts/domain';
import { apiRequest, urlOfQueryKey } from '@rugby/kit';
import { pollUnlessPushed } from '@rugby/kit/api/server-push.ts';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';

export type FeedbackStatusFilter = FeedbackStatus | 'all';

export const feedbackKeys = {
  all: ['/api/feedback'] as const,
  /** 'all' is the plain list; a status adds ?status=. */
  list: (status: FeedbackStatusFilter) => (status === 'all' ? (['/api/feedback'] as const) : (['/api/feedback', { status }] as const)),
};

export const listFeedback = (status: FeedbackStatusFilter) => apiRequest<Feedback[]>('GET', urlOfQueryKey(feedbackKeys.list(status)));

export const listFeedbackQueryOptions = (status: FeedbackStatusFilter) =>
  queryOptions({ queryKey: feedbackKeys.list(status), queryFn: () => listFeedback(status), refetchInterval: pollUnlessPushed(TIMINGS.feedbackPollMs) });

/** GET /api/feedback: the feedback this coach may review, newest first; refreshed every 30 seconds. */
export const useFeedbackList = (status: FeedbackStatusFilter) => useQuery(listFeedbackQueryOptions(status));
