import { type feedbackRoutes } from '@rugby/contracts';
import type { RouteHandlers } from '@rugby/service-kit';
import type { FeedbackDomain } from '../domain/feedback.ts';

export function feedbackHandlers(feedback: FeedbackDomain): RouteHandlers<typeof feedbackRoutes> {
  return {
    createFeedback: async ({ body, identity }, { res }) => {
      res.status(201);
      return feedback.submit(body, identity);
    },
    listFeedback: ({ query, identity }) => feedback.list(identity, query.status),
    updateFeedback: ({ params, body, identity }) => feedback.update(identity, params.id, body),
  };
}
