import { z } from 'zod';
import { FEEDBACK_FEATURE_AREAS, FEEDBACK_SETTABLE_STATUSES, FEEDBACK_STATUSES, FEEDBACK_TYPES, LIMITS } from '../domain.ts';
import { defineRoute, idParam } from './define.ts';
import { ROUTE_PATHS } from './paths.ts';

const F = 'feedback' as const;

export const feedbackSchema = z.object({
  id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  status: z.enum(FEEDBACK_STATUSES),
  title: z.string(),
  description: z.string(),
  rating: z.number().int(),
  email: z.string().nullable(),
  feature: z.string().nullable(),
  response: z.string().nullable(),
  page: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const createFeedbackBody = z.object({
  type: z.enum(FEEDBACK_TYPES, { message: `type must be one of: ${FEEDBACK_TYPES.join(', ')}` }),
  title: z
    .string({ message: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(LIMITS.feedbackTitleMax, `title must be at most ${LIMITS.feedbackTitleMax} characters`),
  description: z
    .string({ message: 'description is required' })
    .trim()
    .min(1, 'description is required')
    .max(LIMITS.feedbackDescriptionMax, `description must be at most ${LIMITS.feedbackDescriptionMax} characters`),
  rating: z
    .number({ message: 'rating must be a number' })
    .int('rating must be a whole number')
    .min(0, 'rating must be between 0 and 5')
    .max(5, 'rating must be between 0 and 5')
    .default(0),
  email: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .trim()
      .pipe(z.email({ message: 'email must be a valid email address' }))
      .optional(),
  ),
  feature: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(FEEDBACK_FEATURE_AREAS, { message: `feature must be one of: ${FEEDBACK_FEATURE_AREAS.join(', ')}` }).optional(),
  ),
  page: z.string().max(500, 'page must be at most 500 characters').optional(),
});

export const updateFeedbackBody = z.object({
  status: z.enum(FEEDBACK_SETTABLE_STATUSES, { message: `status must be one of: ${FEEDBACK_SETTABLE_STATUSES.join(', ')}` }),
  response: z.string().trim().max(2000, 'response must be at most 2000 characters').optional(),
});

export const feedbackRoutes = {
  createFeedback: defineRoute({
    ...ROUTE_PATHS.createFeedback,
    service: F,
    access: 'public',
    feature: 'beta feedback',
    summary: 'Submit beta feedback (signed in or not)',
    body: createFeedbackBody,
    response: feedbackSchema,
  }),
  listFeedback: defineRoute({
    ...ROUTE_PATHS.listFeedback,
    service: F,
    access: 'coach',
    feature: 'beta feedback',
    summary: 'Feedback visible to the caller, newest first',
    query: z.object({ status: z.enum(['all', ...FEEDBACK_STATUSES], { message: `status must be one of: all, ${FEEDBACK_STATUSES.join(', ')}` }).optional() }),
    response: z.array(feedbackSchema),
  }),
  updateFeedback: defineRoute({
    ...ROUTE_PATHS.updateFeedback,
    service: F,
    access: 'coach',
    feature: 'beta feedback',
    summary: 'Set the status and an optional response',
    params: idParam('id'),
    body: updateFeedbackBody,
    response: feedbackSchema,
  }),
} as const;
