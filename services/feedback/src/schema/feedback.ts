import { FEEDBACK_SETTABLE_STATUSES, FEEDBACK_STATUSES, FEEDBACK_TYPES, type Feedback } from '@rugby/contracts';
import { unauthorized } from '@rugby/service-kit';
import { builder } from '../builder.ts';

const FeedbackType = builder.enumType('FeedbackType', { values: FEEDBACK_TYPES });
const FeedbackStatus = builder.enumType('FeedbackStatus', { values: FEEDBACK_STATUSES });
const FeedbackStatusFilter = builder.enumType('FeedbackStatusFilter', { values: ['all', ...FEEDBACK_STATUSES] as const });
const FeedbackSettableStatus = builder.enumType('FeedbackSettableStatus', { values: FEEDBACK_SETTABLE_STATUSES });

export const FeedbackRef = builder.objectRef<Feedback>('Feedback').implement({
  description: 'Beta feedback about the product.',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: FeedbackType, resolve: (f) => f.type }),
    status: t.field({ type: FeedbackStatus, resolve: (f) => f.status }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    rating: t.exposeInt('rating'),
    email: t.exposeString('email', { nullable: true }),
    feature: t.exposeString('feature', { nullable: true }),
    response: t.exposeString('response', { nullable: true }),
    page: t.exposeString('page', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

builder.queryField('feedback', (t) =>
  t.field({
    type: [FeedbackRef],
    description: 'Feedback visible to the signed-in coach (their team and themselves; product admins see all), newest first.',
    args: { status: t.arg({ type: FeedbackStatusFilter, required: false }) },
    resolve: (_root, args, ctx) => {
      if (!ctx.identity) throw unauthorized();
      return ctx.feedback.list(ctx.identity, args.status ?? 'all');
    },
  }),
);

const SubmitFeedbackInput = builder.inputType('SubmitFeedbackInput', {
  fields: (t) => ({
    type: t.field({ type: FeedbackType, required: true }),
    title: t.string({ required: true }),
    description: t.string({ required: true }),
    rating: t.int({ required: false }),
    email: t.string({ required: false }),
    feature: t.string({ required: false }),
    page: t.string({ required: false }),
  }),
});

builder.mutationType({});
builder.mutationField('submitFeedback', (t) =>
  t.field({
    type: FeedbackRef,
    args: { input: t.arg({ type: SubmitFeedbackInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.feedback.submit(
        { ...input, rating: input.rating ?? 0, email: input.email ?? undefined, feature: input.feature ?? undefined, page: input.page ?? undefined } as never,
        ctx.identity,
      ),
  }),
);

builder.mutationField('updateFeedback', (t) =>
  t.field({
    type: FeedbackRef,
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: FeedbackSettableStatus, required: true }), response: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => {
      if (!ctx.identity) throw unauthorized();
      return ctx.feedback.update(ctx.identity, String(args.id), { status: args.status, response: args.response ?? undefined });
    },
  }),
);
