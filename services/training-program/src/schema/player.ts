import { isoDate, type Identity } from '@rugby/contracts';
import { badRequest, forbidden, unauthorized } from '@rugby/service-kit';
import type { z } from 'zod';
import type { PublicLawQuestion } from '../content/law-questions.ts';
import type { RecoveryTip } from '../content/recovery-tips.ts';
import type { LawOfTheDay } from '../player/laws-of-the-day.ts';
import type { PlayerActivity } from '../player/daily-plan.ts';
import type { DayProgress, WeekProgress } from '../player/progress.ts';
import { builder, type TrainingProgramContext } from '../builder.ts';

/** The REST rules, over GraphQL: signed in (401) and a player (403). */
function requirePlayer(ctx: TrainingProgramContext): Identity {
  if (!ctx.identity) throw unauthorized('Unauthorized: please sign in');
  if (ctx.identity.userType !== 'player') throw forbidden('Only players can do this');
  return ctx.identity;
}
function parsed<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}
const optionalDate = (field: string, value: string | null | undefined) => (value == null ? undefined : parsed(isoDate(field), value));

const ActivityRef = builder.objectRef<PlayerActivity>('PlayerActivity').implement({
  description: "An activity of a player's day (warmup, strength, conditioning, skills, laws, cooldown or other).",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    duration: t.exposeInt('duration', { description: 'Minutes.' }),
    category: t.exposeString('category'),
  }),
});

const TrainingLogEntryRef = builder.objectRef<{ id: string; completed: boolean; activity: PlayerActivity }>('TrainingLogEntry').implement({
  description: "One activity of the player's day and whether it is done (REST: GET /api/player/training).",
  fields: (t) => ({ id: t.exposeID('id'), completed: t.exposeBoolean('completed'), activity: t.field({ type: ActivityRef, resolve: (e) => e.activity }) }),
});

const LawQuestionOptionRef = builder.objectRef<PublicLawQuestion['options'][number]>('LawQuestionOption').implement({
  fields: (t) => ({ id: t.exposeID('id'), text: t.exposeString('text') }),
});

const LawQuestionRef = builder.objectRef<PublicLawQuestion>('LawQuestion').implement({
  description: "A law's one-question check ('what happens next?'); answered with REST POST /api/player/answer-law.",
  fields: (t) => ({ prompt: t.exposeString('prompt'), options: t.field({ type: [LawQuestionOptionRef], resolve: (q) => q.options }) }),
});

const LawRef = builder.objectRef<LawOfTheDay>('Law').implement({
  description: 'A rugby law from the laws library.',
  fields: (t) => ({
    id: t.exposeID('id'),
    category: t.exposeString('category'),
    difficulty: t.exposeString('difficulty'),
    lawNumber: t.exposeInt('lawNumber'),
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    viewed: t.boolean({ resolve: (l) => l.viewed ?? false }),
    review: t.boolean({ description: 'A law learned on an earlier day, back for review with its question.', resolve: (l) => l.review === true }),
    question: t.field({ type: LawQuestionRef, nullable: true, resolve: (l) => l.question ?? null }),
  }),
});

const RecoveryTipRef = builder.objectRef<RecoveryTip>('RecoveryTip').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    category: t.exposeString('category'),
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    duration: t.exposeString('duration'),
  }),
});

const DayProgressRef = builder.objectRef<DayProgress>('DayProgress').implement({
  fields: (t) => ({
    date: t.exposeString('date'),
    planned: t.exposeInt('planned'),
    completed: t.exposeInt('completed'),
    percent: t.exposeInt('percent'),
    isComplete: t.exposeBoolean('isComplete'),
  }),
});

const WeekProgressRef = builder.objectRef<Omit<WeekProgress, 'days'> & { days?: DayProgress[] }>('WeekProgress').implement({
  description: 'A week of progress: progress is the percent of planned items (activities and team training) completed.',
  fields: (t) => ({
    weekStart: t.exposeString('weekStart'),
    weekEnd: t.exposeString('weekEnd'),
    progress: t.exposeInt('progress'),
    planned: t.exposeInt('planned'),
    completed: t.exposeInt('completed'),
    daysCompleted: t.exposeInt('daysCompleted'),
    trainingDays: t.exposeInt('trainingDays'),
    days: t.field({ type: [DayProgressRef], description: 'Training days (empty in history).', resolve: (w) => w.days ?? [] }),
  }),
});

const PlayerProgressRef = builder.objectRef<WeekProgress & { today: DayProgress }>('PlayerProgress').implement({
  fields: (t) => ({
    week: t.field({ type: WeekProgressRef, resolve: (p) => p }),
    today: t.field({ type: DayProgressRef, resolve: (p) => p.today }),
  }),
});

builder.queryFields((t) => ({
  myTraining: t.field({
    type: [TrainingLogEntryRef],
    description: "The signed-in player's activities for a day (default today); fails with the education-required message while the gate is closed.",
    args: { date: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.playerDay.training(requirePlayer(ctx), optionalDate('date', args.date)),
  }),
  myProgress: t.field({
    type: PlayerProgressRef,
    description: "The signed-in player's progress for a week (default this Monday-Sunday) and today.",
    args: { weekStart: t.arg.string(), weekEnd: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.playerDay.progress(requirePlayer(ctx), optionalDate('weekStart', args.weekStart), optionalDate('weekEnd', args.weekEnd)),
  }),
  myProgressHistory: t.field({
    type: [WeekProgressRef],
    description: 'This week and the weeks before it (weeks 1-12, default 5), oldest first.',
    args: { weeks: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const identity = requirePlayer(ctx);
      if (args.weeks != null && (args.weeks < 1 || args.weeks > 12)) throw badRequest('weeks must be between 1 and 12');
      return (await ctx.playerDay.history(identity, args.weeks ?? undefined)).weeks;
    },
  }),
  myLawsToday: t.field({
    type: [LawRef],
    description: "Today's laws for the laws popup, in order, with viewed.",
    resolve: (_root, _args, ctx) => ctx.laws.lawsToday(requirePlayer(ctx)),
  }),
  recoveryTipOfTheDay: t.field({
    type: RecoveryTipRef,
    description: 'The recovery tip of the day (signed-in users).',
    resolve: async (_root, _args, ctx) => {
      if (!ctx.identity) throw unauthorized('Unauthorized: please sign in');
      return ctx.playerDay.recoveryTip(ctx.identity);
    },
  }),
}));
