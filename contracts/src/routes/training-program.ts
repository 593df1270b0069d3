import { z } from 'zod';
import {
  ACTIVITY_CATEGORIES,
  coachTextTooLong,
  LIMITS,
  ELITE_PROGRAM_TYPES,
  LAW_CATEGORIES,
  POSITIONS,
  PROGRAM_TYPES,
  RECOVERY_TIP_CATEGORIES,
  SEASON_PHASES,
  TRAINING_DAYS,
  TRAINING_ISO_WEEKDAYS,
} from '../domain.ts';
import { defineRoute, idParam, isoDate, messageResponse, optionalText } from './define.ts';
import { BODY_AREAS, READINESS_ITEMS, SESSION_LIMITS, SET_LIMITS, SKIP_REASONS } from '../training-load.ts';
import { ROUTE_PATHS } from './paths.ts';
import { symptomsField, welfareRoutes } from './welfare.ts';
import { BLOCK_KINDS, programDayDocSchema, programDocumentSchema, programItemDocSchema } from '../program/schema.ts';

const P = 'training-program' as const;

export const eliteProgramSchema = z.object({
  type: z.enum(ELITE_PROGRAM_TYPES),
  name: z.string(),
  country: z.string(),
  description: z.string(),
  themes: z.array(z.string()),
});
export type EliteProgram = z.infer<typeof eliteProgramSchema>;

export const approvedProgramSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  programTitle: z.string(),
  programContent: z.string(),
  programType: z.enum(PROGRAM_TYPES),
  customizationPrompt: z.string().nullable(),
  approvedAt: z.string(),
  isPushed: z.boolean(),
  pushedAt: z.string().nullable(),
  /** The program as a structured document; programContent is its text (its rendering, or the text a client sent). */
  document: programDocumentSchema,
});
export type ApprovedProgram = z.infer<typeof approvedProgramSchema>;

export const trainingActivitySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  duration: z.number().int(),
  category: z.enum(ACTIVITY_CATEGORIES),
  positions: z.array(z.string()).optional(),
  equipment: z.enum(['gym', 'none']).optional(),
  /**
   * The prescription as planned (sets × reps or seconds or metres, load, rest, tempo, cues): the item of the player's
   * personal week the activity was written from. Absent for the laws briefing, Skills Guide sessions and days written
   * before activities carried one.
   */
  item: programItemDocSchema.optional(),
  /**
   * In the day's one plan: the squad's session ('team') or the player's own additions and laws briefing ('personal');
   * absent for Skills Guide sessions and days written before the two were one list.
   */
  source: z.enum(['team', 'personal']).optional(),
});
const setNumber = (field: string, max: number) =>
  z
    .number({ message: `${field} must be a number from 0 to ${max}` })
    .min(0, `${field} must be a number from 0 to ${max}`)
    .max(max, `${field} must be a number from 0 to ${max}`);
const setWhole = (field: string, max: number) => setNumber(field, max).int(`${field} must be a whole number from 0 to ${max}`);

/** One set as done (contracts/training-load.ts PerformedSet); every measure may be null. */
export const performedSetSchema = z.object({
  reps: setWhole('reps', SET_LIMITS.reps).nullable(),
  loadKg: setNumber('loadKg', SET_LIMITS.loadKg).nullable(),
  seconds: setWhole('seconds', SET_LIMITS.seconds).nullable(),
  meters: setWhole('meters', SET_LIMITS.meters).nullable(),
});
export const performedSchema = z.object({ sets: z.array(performedSetSchema), skipReason: z.enum(SKIP_REASONS).nullable() });

export const logSetsBody = z
  .object({
    sets: z.array(performedSetSchema, { message: 'sets must be a list' }).max(SET_LIMITS.sets, `sets: at most ${SET_LIMITS.sets}`),
    skipReason: z
      .enum(SKIP_REASONS, { message: `skipReason must be one of ${SKIP_REASONS.join(', ')}` })
      .nullable()
      .optional(),
  })
  .refine((b) => b.sets.length > 0 || Boolean(b.skipReason), { message: 'sets: log at least one set, or give a skipReason', path: ['sets'] })
  .refine((b) => b.sets.length === 0 || !b.skipReason, { message: 'skipReason: a skipped activity has no sets', path: ['skipReason'] });

export const trainingLogSchema = z.object({
  id: z.string(),
  completed: z.boolean(),
  activity: trainingActivitySchema,
  /**
   * How the day's readiness check-in changed the activity: the rule's reason (e.g. 'readiness 2.4/5: volume −30 %,
   * no sprints'), whether it is left out today (not counted in progress), and the prescription as planned.
   */
  adjustment: z.object({ reason: z.string(), dropped: z.boolean(), planned: programItemDocSchema.nullable() }).optional(),
  /** What the player logged: the sets done, or why it was skipped. Absent until logged. */
  performed: performedSchema.optional(),
});

const setBestSchema = z.object({ kind: z.enum(['e1rm', 'reps', 'seconds', 'meters']), value: z.number(), set: performedSetSchema });
export const logSetsResponseSchema = z.object({
  entry: trainingLogSchema,
  /** A new personal record for the exercise (today's best set beats every earlier one of its kind), else null. */
  record: z.object({ best: setBestSchema, previous: z.number() }).nullable(),
});
export const exerciseHistorySchema = z.object({
  /** The last earlier day the exercise was logged, set by set. */
  last: z.object({ date: z.string(), sets: z.array(performedSetSchema) }).nullable(),
  /** The best set ever logged for the exercise before this activity's day. */
  best: setBestSchema.extend({ date: z.string() }).nullable(),
});
/** A law's one-question check ('what happens next?'), as shown before answering. */
export const lawQuestionSchema = z.object({
  prompt: z.string(),
  options: z
    .array(z.object({ id: z.string(), text: z.string() }))
    .min(2)
    .max(4),
});
export const lawSchema = z.object({
  id: z.string(),
  category: z.enum(LAW_CATEGORIES),
  difficulty: z.string(),
  lawNumber: z.number().int(),
  title: z.string(),
  content: z.string(),
  viewed: z.boolean().optional(),
  /** A law learned on an earlier day, back for review: answer its question (answerLawQuestion). */
  review: z.boolean().optional(),
  /** The review's question (review laws only). */
  question: lawQuestionSchema.optional(),
});
/** The answer to a law's question: whether it was right, the right option, why, and when the law comes back. */
export const lawAnswerSchema = z.object({
  lawId: z.string(),
  optionId: z.string(),
  correct: z.boolean(),
  correctOptionId: z.string(),
  explanation: z.string(),
  nextReviewDate: z.string(),
  intervalDays: z.number().int(),
});
export type LawAnswer = z.infer<typeof lawAnswerSchema>;
export const recoveryTipSchema = z.object({
  id: z.string(),
  category: z.enum(RECOVERY_TIP_CATEGORIES),
  title: z.string(),
  content: z.string(),
  duration: z.string(),
});

export const dayProgressSchema = z.object({
  date: z.string(),
  planned: z.number().int(),
  completed: z.number().int(),
  percent: z.number(),
  isComplete: z.boolean(),
});
/** A week of a player's progress: `progress` is the percent of planned items completed (activities and team training). */
export const weekProgressSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  progress: z.number(),
  planned: z.number().int(),
  completed: z.number().int(),
  /** Training days on which everything planned was done. */
  daysCompleted: z.number().int(),
  trainingDays: z.number().int(),
  days: z.array(dayProgressSchema),
});
export const playerProgressSchema = weekProgressSchema.extend({ today: dayProgressSchema });

const skillDrillSchema = z.object({ name: z.string(), description: z.string(), duration: z.number().int() });
const skillSchema = z.object({ name: z.string(), description: z.string(), techniques: z.array(z.string()), drills: z.array(skillDrillSchema) });
export const skillsGuideSchema = z.object({
  position: z.enum(POSITIONS),
  title: z.string(),
  summary: z.string(),
  primarySkills: z.array(skillSchema),
  secondarySkills: z.array(skillSchema),
  /** What 'Complete Skills Session' records. */
  session: trainingActivitySchema,
});

const dayPlan = z.object({
  total_duration: z.string(),
  warmup: z.string(),
  skill_drill: z.string(),
  strength: z.string(),
  conditioning: z.string(),
  cooldown: z.string(),
});
export const playerProgramDataSchema = z.object({
  weekly_focus: z.string(),
  recovery_notes: z.string(),
  monday: dayPlan,
  tuesday: dayPlan,
  thursday: dayPlan,
  friday: dayPlan,
});
export const playerProgramSchema = z.object({
  id: z.string(),
  programData: playerProgramDataSchema,
  playerPosition: z.string().nullable(),
  seasonPhase: z.enum(SEASON_PHASES),
  generatedAt: z.string(),
  weekStartDate: z.string(),
  playerAge: z.number().nullable(),
  playerWeight: z.number().nullable(),
  playerHeight: z.number().nullable(),
  /** The week as a structured document (programData is its rendering into the spec's text sections). */
  document: programDocumentSchema.nullable().optional(),
});

/** A day of team training: `day` the structured session players see, `dayContent` its text rendering. */
export const teamTrainingSchema = z.object({
  id: z.string(),
  dayNumber: z.number().int(),
  completed: z.boolean(),
  dayContent: z.string(),
  day: programDayDocSchema,
});
/** Why there is no team training on a day. */
export const NO_TRAINING_REASONS = ['rest-day', 'recovery-day', 'no-program', 'program-finished'] as const;
export const programTodaySchema = z.union([
  z.object({
    hasProgram: z.literal(true),
    date: z.string(),
    teamId: z.string(),
    programId: z.string(),
    programTitle: z.string(),
    programType: z.enum(PROGRAM_TYPES),
    dayNumber: z.number().int(),
    dayContent: z.string(),
    day: programDayDocSchema,
  }),
  z.object({
    hasProgram: z.literal(false),
    date: z.string().nullable(),
    teamId: z.string().nullable(),
    reason: z.enum(NO_TRAINING_REASONS).or(z.literal('no-team')),
  }),
]);
/** Longest range GET /api/teams/:teamId/program-days reads (days, both ends included). */
export const PROGRAM_DAYS_MAX_DAYS = 120;
const dayNumberOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** One date of pushed team training as the coach's calendar shows it on the session of that date. */
export const programDaySchema = z.object({
  date: z.string(),
  programId: z.string(),
  programName: z.string(),
  /** Day N of the program (day 1 is the push's start date; then every training day: Monday, Tuesday, Thursday, Friday). */
  dayNumber: z.number().int(),
  theme: z.string(),
  /**
   * The date's match-day role: from the team's real fixtures when it has matches in its in-season ('MD-1', 'MD+2'…,
   * 'MD' on a match day, 'none' in a bye week), else the program day's ('none' outside the in-season).
   */
  matchDayRole: z.string(),
  /** The session's length. */
  minutes: z.number().int(),
});
export type ProgramDay = z.infer<typeof programDaySchema>;

export const playerTrainingByDateSchema = z.object({
  dailyTraining: z
    .object({
      programTitle: z.string(),
      programType: z.enum(PROGRAM_TYPES),
      dayNumber: z.number().int(),
      content: z.string(),
      day: programDayDocSchema,
      isCompleted: z.boolean(),
      completedAt: z.string().nullable(),
    })
    .nullable(),
  /** What the day is when there is no team training (rest-day, recovery-day, no-program, program-finished). */
  reason: z.enum(NO_TRAINING_REASONS).optional(),
  recentLogs: z.array(
    z.object({
      id: z.string(),
      activityType: z.string(),
      activityName: z.string(),
      duration: z.number().int(),
      notes: z.string().nullable(),
      completed: z.boolean(),
      date: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * An exercise of the library as the coach's editor adds it: a program item with the dose of the team's season phase
 * and week (origin 'library'), the block it belongs in and whether it needs a gym.
 */
export const libraryExerciseSchema = z.object({ category: z.enum(BLOCK_KINDS), equipment: z.enum(['gym', 'none']), item: programItemDocSchema });
export type LibraryExercise = z.infer<typeof libraryExerciseSchema>;

/** A coaching rule a program breaks (rules/program-rules.ts, docs/coach-checklist.md), with the day, block and item it concerns. */
export const ruleViolationSchema = z.object({
  rule: z.string(),
  message: z.string(),
  day: z.enum(TRAINING_DAYS).optional(),
  block: z.enum(BLOCK_KINDS).optional(),
  item: z.string().optional(),
});
export type RuleViolationView = z.infer<typeof ruleViolationSchema>;

/** Whether a YYYY-MM-DD date is a training day (Monday, Tuesday, Thursday or Friday). */
export const isTrainingDate = (date: string) =>
  (TRAINING_ISO_WEEKDAYS as readonly number[]).includes(((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1);
const isCalendarDate = (d: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
export const START_DATE_NOT_TRAINING_DAY = 'startDate must be a training day: Monday, Tuesday, Thursday or Friday';

const programText = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(100_000, `${field} is too long`);
const teamIdBody = z.string({ message: 'teamId is required' }).min(1, 'teamId is required');

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ message: `${field} must be a whole number from ${min} to ${max}` })
    .int(`${field} must be a whole number from ${min} to ${max}`)
    .min(min, `${field} must be a whole number from ${min} to ${max}`)
    .max(max, `${field} must be a whole number from ${min} to ${max}`);

const readinessItems = Object.fromEntries(READINESS_ITEMS.map((item) => [item.key, wholeNumber(item.key, 1, 5)])) as Record<
  (typeof READINESS_ITEMS)[number]['key'],
  z.ZodNumber
>;

/** A readiness check-in: five 1–5 items (5 the best), an injury or illness with where it is felt, a note. */
export const saveReadinessBody = z
  .object({
    date: isoDate('date').optional(),
    ...readinessItems,
    injury: z.boolean({ message: 'injury must be true or false' }).default(false),
    injuryArea: z
      .enum(BODY_AREAS, { message: `injuryArea must be one of: ${BODY_AREAS.join(', ')}` })
      .nullable()
      .optional(),
    notes: optionalText('notes', 500),
    /** Concussion symptoms ticked (any one with a head or neck injury stops training: Recognise and Remove). */
    symptoms: symptomsField.default([]),
  })
  .refine((body) => !body.injuryArea || body.injury, { path: ['injuryArea'], message: 'injuryArea goes with an injury or illness (injury: true)' });

export const readinessAdaptationSchema = z.object({
  level: z.enum(['as-planned', 'reduced', 'low', 'injured']),
  volume: z.number(),
  noSprints: z.boolean(),
  noContact: z.boolean(),
  reason: z.string(),
});

export const readinessCheckInSchema = z.object({
  date: z.string(),
  ...readinessItems,
  injury: z.boolean(),
  injuryArea: z.enum(BODY_AREAS).nullable(),
  notes: z.string().nullable(),
  symptoms: z.array(z.string()),
  /** The mean of the five items, to one decimal. */
  score: z.number(),
  adaptation: readinessAdaptationSchema,
  updatedAt: z.string(),
});
export type ReadinessCheckIn = z.infer<typeof readinessCheckInSchema>;

/** How hard the day's training was: session RPE (CR-10) and minutes. */
export const saveSessionReportBody = z.object({
  date: isoDate('date').optional(),
  rpe: wholeNumber('rpe', SESSION_LIMITS.rpeMin, SESSION_LIMITS.rpeMax),
  durationMinutes: wholeNumber('durationMinutes', SESSION_LIMITS.minutesMin, SESSION_LIMITS.minutesMax),
});

export const sessionReportSchema = z.object({
  date: z.string(),
  rpe: z.number().int(),
  durationMinutes: z.number().int(),
  /** Session load in arbitrary units: RPE × minutes. */
  load: z.number().int(),
  updatedAt: z.string(),
});
export type SessionReport = z.infer<typeof sessionReportSchema>;

export const playerDayLogSchema = z.object({ date: z.string(), readiness: readinessCheckInSchema.nullable(), session: sessionReportSchema.nullable() });
export type PlayerDayLog = z.infer<typeof playerDayLogSchema>;

export const teamReadinessSchema = z.object({
  date: z.string(),
  players: z.array(
    z.object({
      playerId: z.string(),
      name: z.string(),
      position: z.string().nullable(),
      readiness: readinessCheckInSchema.nullable(),
      session: sessionReportSchema.nullable(),
      /** Trained with the squad that day: completed its session, or ticked or logged any of its items. */
      trained: z.boolean(),
    }),
  ),
});
export type TeamReadiness = z.infer<typeof teamReadinessSchema>;

/** A week of a player's training record (Monday start; only the days since the player joined and within the range). */
export const recordWeekSchema = z.object({
  weekStart: z.string(),
  /** Training days in the week (since joining, within the range) and those with training done. */
  planned: z.number().int(),
  done: z.number().int(),
  /** Session reports and their session-RPE load (AU). */
  sessions: z.number().int(),
  load: z.number().int(),
  /** Average check-in score (1–5), null without check-ins. */
  readiness: z.number().nullable(),
  /** The acute:chronic workload ratio on the week's last day (null before 28 days of reports). */
  acwr: z.number().nullable(),
});
export type RecordWeek = z.infer<typeof recordWeekSchema>;

/** An exercise's best set (estimated 1RM by Epley, else reps, seconds or metres), the day it was done and the best it beat. */
export const exerciseRecordSchema = z.object({
  exercise: z.string(),
  kind: z.enum(['e1rm', 'reps', 'seconds', 'meters']),
  value: z.number(),
  /** The set as the player logged it, e.g. '8 × 70 kg'. */
  set: z.string(),
  date: z.string(),
  /** The best before that day (same measure), null when it was the first time the exercise was logged. */
  previous: z.number().nullable(),
});
export type ExerciseRecord = z.infer<typeof exerciseRecordSchema>;

/** One player's training record over a range: what the Progress page and the coach's per-player view draw. */
export const trainingRecordSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The day the player joined the team (the record starts there). */
  joined: z.string(),
  compliance: z.object({ planned: z.number().int(), done: z.number().int(), percent: z.number().int() }),
  weeks: z.array(recordWeekSchema),
  /** Every exercise's best set, newest first. */
  records: z.array(exerciseRecordSchema),
  /** Training days done in a row within the range (rest days do not break it; today counts once done): now and the longest. */
  streak: z.object({ current: z.number().int(), best: z.number().int() }),
});
export type TrainingRecord = z.infer<typeof trainingRecordSchema>;

/** The squad report (issue 16): per player over a date range, what the coach sees at a glance. */
export const teamReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  players: z.array(
    z.object({
      playerId: z.string(),
      name: z.string(),
      position: z.string().nullable(),
      /** Training days in the range (since the player joined) and those with training done (ticks, team session or a session report). */
      compliance: z.object({ planned: z.number().int(), done: z.number().int(), percent: z.number().int() }),
      /** Session reports in the range and their load (AU); the last 7 days to `to`. */
      load: z.object({ sessions: z.number().int(), total: z.number().int(), last7Days: z.number().int() }),
      /** EWMA acute (7 d) and chronic (28 d) load on `to`; ratio null before 28 days of reports; flagged outside 0.8–1.3. */
      workload: z.object({ acute: z.number(), chronic: z.number(), ratio: z.number().nullable(), flagged: z.boolean() }),
      readiness: z.object({
        checkIns: z.number().int(),
        average: z.number().nullable(),
        latest: z.object({ date: z.string(), score: z.number(), level: readinessAdaptationSchema.shape.level, reason: z.string() }).nullable(),
      }),
      /** The range week by week, for the charts. */
      weeks: z.array(recordWeekSchema),
      /** Personal records set in the range (a best beating an earlier one), newest first. */
      records: z.array(exerciseRecordSchema),
    }),
  ),
});
export type TeamReport = z.infer<typeof teamReportSchema>;

/** How many weeks of a training record to read (?weeks=). */
const recordWeeks = z.coerce
  .number({ message: 'weeks must be a number' })
  .int('weeks must be a whole number')
  .min(1, 'weeks must be between 1 and 52')
  .max(52, 'weeks must be between 1 and 52')
  .optional();

/** A program generated for a coach (POST generate-elite-program): nothing is saved until it is approved. */
export const generatedProgramSchema = z.object({
  program: z.string(),
  programType: z.enum(PROGRAM_TYPES),
  programTitle: z.string(),
  document: programDocumentSchema,
});
/** A program with a coach's customization request applied (POST customize-program): a draft, nothing is saved. */
export const customizedProgramSchema = z.object({
  program: z.string(),
  document: programDocumentSchema,
  /** What was changed, one line each (also under 'Customizations applied' in the program). */
  applied: z.array(z.string()).optional(),
  /** What could not be done, each with the reason: never reported as done. */
  notApplied: z.array(z.string()).optional(),
});
/** One generated session (POST coach/generate-training, coach/generate-position-training). */
export const generatedSessionSchema = z.object({ program: z.string(), document: programDocumentSchema });

/**
 * The 202 answer of a generation asked for with `Prefer: respond-async` (RFC 7240): the job runs on, and
 * GET /api/ai/generations/:id (the answer's Location) follows it.
 */
/** A player's week as POST /api/player/generate-training answers it (the stored one when `cached`). */
export const playerGeneratedWeekSchema = z.object({ program: playerProgramSchema, cached: z.boolean() });
export const generationAcceptedSchema = z.object({ generationId: z.string(), status: z.literal('running') });
export type GenerationAccepted = z.infer<typeof generationAcceptedSchema>;
export const GENERATION_STATUSES = ['running', 'done', 'failed'] as const;
/**
 * A generation followed by its id: `result` (done) is exactly the answer the call gives without the header, `error`
 * (failed) the error it would have answered (status, code, message).
 */
export const generationSchema = z.object({
  generationId: z.string(),
  status: z.enum(GENERATION_STATUSES),
  result: z.union([generatedProgramSchema, customizedProgramSchema, generatedSessionSchema, playerGeneratedWeekSchema]).optional(),
  error: z.object({ status: z.number().int(), code: z.string(), message: z.string() }).optional(),
});
export type Generation = z.infer<typeof generationSchema>;
/** What a generation route says about its async form. */
const RESPOND_ASYNC = 'With `Prefer: respond-async`: 202 {generationId, status: running} and Location /api/ai/generations/<id> to follow';

export const trainingProgramRoutes = {
  generateEliteProgram: defineRoute({
    ...ROUTE_PATHS.generateEliteProgram,
    service: P,
    access: 'coach',
    feature: 'AI training programs',
    summary: `Generate an elite-style program (programType = an elite type), or arrange the coach's own text into a program (programType 'custom' with customContent). Body {programType, customContent?, teamId} -> {program (text), programType, programTitle}. 502 when an AI provider fails; nothing is saved. ${RESPOND_ASYNC}`,
    body: z
      .object({
        programType: z.enum(PROGRAM_TYPES, { message: `programType must be one of: ${PROGRAM_TYPES.join(', ')}` }),
        customContent: z
          .string({ message: 'customContent must be text' })
          .max(LIMITS.coachTextMax, { error: (issue) => coachTextTooLong(typeof issue.input === 'string' ? issue.input.length : 0) })
          .optional()
          .nullable(),
        teamId: teamIdBody,
      })
      .refine((b) => b.programType !== 'custom' || Boolean(b.customContent?.trim()), {
        path: ['customContent'],
        message: 'Please provide training content to process',
      }),
    response: generatedProgramSchema,
    accepted: generationAcceptedSchema,
  }),
  customizeProgram: defineRoute({
    ...ROUTE_PATHS.customizeProgram,
    service: P,
    access: 'coach',
    feature: 'AI training programs',
    summary: `Apply a customization request to a program. Body {originalProgram, customizationRequest, teamId} -> {program (the whole program, with a Customizations applied section)}. ${RESPOND_ASYNC}`,
    body: z.object({
      originalProgram: programText('originalProgram'),
      customizationRequest: programText('customizationRequest'),
      teamId: teamIdBody,
      document: programDocumentSchema.optional(),
    }),
    response: customizedProgramSchema,
    accepted: generationAcceptedSchema,
  }),
  approveProgram: defineRoute({
    ...ROUTE_PATHS.approveProgram,
    service: P,
    access: 'coach',
    feature: 'AI training programs',
    summary:
      'Approve a program for the team (201 with the approved program; not yet pushed). Body {program, programType, teamId, programTitle? (default: the program heading), customizationPrompt?}',
    body: z.object({
      program: programText('program'),
      programType: z.enum(PROGRAM_TYPES),
      teamId: teamIdBody,
      programTitle: z.string().max(200).optional(),
      customizationPrompt: z.string().max(5000).optional().nullable(),
      document: programDocumentSchema.optional(),
    }),
    response: approvedProgramSchema,
  }),
  approvedPrograms: defineRoute({
    ...ROUTE_PATHS.approvedPrograms,
    service: P,
    access: 'coach',
    feature: 'AI training programs',
    summary: "The team's approved programs, newest first",
    params: idParam('teamId'),
    response: z.object({ programs: z.array(approvedProgramSchema) }),
  }),
  programStatus: defineRoute({
    ...ROUTE_PATHS.programStatus,
    service: P,
    access: 'coach',
    feature: 'AI training programs',
    summary: "How many programs the team has approved and pushed (the dashboard's first steps and greeting, without the documents)",
    params: idParam('teamId'),
    response: z.object({ approved: z.number().int(), pushed: z.number().int() }),
  }),
  updateApprovedProgram: defineRoute({
    ...ROUTE_PATHS.updateApprovedProgram,
    service: P,
    access: 'coach',
    feature: 'AI training programs',
    summary: 'Update an approved program; when pushed, re-distribute it: days from today on use the new content, past days keep what players saw',
    params: idParam('id'),
    body: z.object({
      programContent: programText('programContent'),
      programTitle: z.string().trim().min(1, 'programTitle is required').max(200),
      customizationPrompt: z.string().max(5000).optional().nullable(),
      document: programDocumentSchema.optional(),
    }),
    response: approvedProgramSchema,
  }),
  pushProgram: defineRoute({
    ...ROUTE_PATHS.pushProgram,
    service: P,
    access: 'coach',
    feature: 'push to squad',
    summary:
      "Push a program to every current and future player as daily team training. Optional body {startDate: YYYY-MM-DD}: day 1 is that date, which must be a training day (Monday, Tuesday, Thursday or Friday), not before today and at most a year ahead in the team's time zone (400 naming startDate otherwise); default: the first training day from today. -> {message, startDate, playerCount}. 409 when already pushed",
    params: idParam('id'),
    body: z
      .object({
        startDate: isoDate('startDate')
          .refine((d) => !isCalendarDate(d) || isTrainingDate(d), START_DATE_NOT_TRAINING_DAY)
          .optional(),
      })
      .optional(),
    response: messageResponse.extend({ startDate: z.string().optional(), playerCount: z.number().int().optional() }),
  }),
  exerciseLibrary: defineRoute({
    ...ROUTE_PATHS.exerciseLibrary,
    service: P,
    access: 'coach',
    feature: 'program editor',
    summary:
      "The exercise library for the coach's program editor (?teamId=, a team the caller coaches): every exercise used in the team's current season phase as a program item with that phase's dose for the team's week of it, its block and equipment, in library order",
    query: z.object({ teamId: z.string({ message: 'teamId is required' }).min(1, 'teamId is required').max(200, 'teamId is too long') }),
    response: z.object({ seasonPhase: z.enum(SEASON_PHASES), weekOfPhase: z.number().int(), exercises: z.array(libraryExerciseSchema) }),
  }),
  checkProgram: defineRoute({
    ...ROUTE_PATHS.checkProgram,
    service: P,
    access: 'coach',
    feature: 'program editor',
    summary:
      'The coaching rules a program breaks, each with the day, block and item it concerns ([] when a coach can sign it off). Body {document} -> {violations}; 400 naming the field when the document is not a valid program',
    body: z.object({ document: programDocumentSchema }, { message: 'document is required' }),
    response: z.object({ violations: z.array(ruleViolationSchema) }),
  }),
  coachGenerateTraining: defineRoute({
    ...ROUTE_PATHS.coachGenerateTraining,
    service: P,
    access: 'coach',
    feature: 'AI training programs',
    summary: `Generate one whole-squad session. Body {teamId, focus? (the coach's words, e.g. 'tackle technique'), durationMinutes? (20-120; default from the season phase)} -> {program (text)}. ${RESPOND_ASYNC}`,
    body: z.object({ teamId: teamIdBody, focus: z.string().max(500).optional(), durationMinutes: z.number().int().min(20).max(120).optional() }),
    response: generatedSessionSchema,
    accepted: generationAcceptedSchema,
  }),
  coachGeneratePositionTraining: defineRoute({
    ...ROUTE_PATHS.coachGeneratePositionTraining,
    service: P,
    access: 'coach',
    feature: 'AI training programs',
    summary: `Generate one session for a position's group (front row, locks, back row, half-backs, midfield, back three). Body {teamId, position, focus?, durationMinutes? (20-120)} -> {program (text)}. ${RESPOND_ASYNC}`,
    body: z.object({
      teamId: teamIdBody,
      position: z.enum(POSITIONS, { message: `position must be one of: ${POSITIONS.join(', ')}` }),
      focus: z.string().max(500).optional(),
      durationMinutes: z.number().int().min(20).max(120).optional(),
    }),
    response: generatedSessionSchema,
    accepted: generationAcceptedSchema,
  }),
  generation: defineRoute({
    ...ROUTE_PATHS.generation,
    service: P,
    access: 'user',
    feature: 'AI training programs',
    summary:
      'A generation started with `Prefer: respond-async` (generate-elite-program, customize-program, coach/generate-training, coach/generate-position-training, player/generate-training): {generationId, status: running | done | failed, result (done: the answer the call gives without the header), error (failed: {status, code, message} it would have answered)}. Coaches of its team, and the player who asked for their week (404 for anyone else and for an unknown id; kept a day)',
    params: z.object({ id: z.uuid({ message: 'id must be a generation id (a UUID)' }) }),
    response: generationSchema,
  }),
  playerTrainingByDate: defineRoute({
    ...ROUTE_PATHS.playerTrainingByDate,
    service: P,
    access: 'coach',
    feature: 'daily team training',
    summary: "A player's training on a date (coach's date browser)",
    params: z.object({ playerId: z.string().min(1), date: isoDate('date') }),
    response: playerTrainingByDateSchema,
  }),
  trainingActivities: defineRoute({
    ...ROUTE_PATHS.trainingActivities,
    service: P,
    access: 'user',
    feature: 'training content',
    summary: 'Training activities from the content library',
    query: z.object({
      category: z.enum([...ACTIVITY_CATEGORIES, 'all'], { message: `category must be one of: all, ${ACTIVITY_CATEGORIES.join(', ')}` }).optional(),
    }),
    response: z.array(trainingActivitySchema),
  }),
  playerTraining: defineRoute({
    ...ROUTE_PATHS.playerTraining,
    service: P,
    access: 'player',
    feature: 'player daily training',
    summary:
      "The player's activities for a day as training log entries (?date=YYYY-MM-DD, default today in the team's time zone; up to a year back and a day ahead), written the first time a day is read from the player's personal week (one activity per prescribed item, with `activity.item`) plus the 10-minute laws briefing; [] on rest days and weekends unless the player logged a Skills Guide session. 403 with the education-required message (contains 'educational content') while the previous training day's laws are not all viewed",
    query: z.object({ date: isoDate('date').optional() }),
    response: z.array(trainingLogSchema),
  }),
  updateTrainingLog: defineRoute({
    ...ROUTE_PATHS.updateTrainingLog,
    service: P,
    access: 'player',
    feature: 'player daily training',
    summary: "Tick or untick one of the player's own activities (404 for anyone else's)",
    params: idParam('logId'),
    body: z.object({ completed: z.boolean({ message: 'completed must be true or false' }) }),
    response: trainingLogSchema,
  }),
  logSets: defineRoute({
    ...ROUTE_PATHS.logSets,
    service: P,
    access: 'player',
    feature: 'training loop',
    summary:
      "Log one of the player's own activities set by set (reps, load in kg, seconds, metres; at most 20 sets), or skip it with a reason; a logged activity is done. Answers the entry and a new personal record, if any (404 for anyone else's)",
    params: idParam('logId'),
    body: logSetsBody,
    response: logSetsResponseSchema,
  }),
  exerciseHistory: defineRoute({
    ...ROUTE_PATHS.exerciseHistory,
    service: P,
    access: 'player',
    feature: 'training loop',
    summary: "The player's earlier logs of an activity's exercise: the last day's sets and the best set before this day (404 for anyone else's)",
    params: idParam('logId'),
    response: exerciseHistorySchema,
  }),
  playerDayLog: defineRoute({
    ...ROUTE_PATHS.playerDayLog,
    service: P,
    access: 'player',
    feature: 'training loop',
    summary:
      "The player's readiness check-in and session report for a day (?date=YYYY-MM-DD, default today in the team's time zone; up to 28 days back), null where none was made",
    query: z.object({ date: isoDate('date').optional() }),
    response: playerDayLogSchema,
  }),
  saveReadiness: defineRoute({
    ...ROUTE_PATHS.saveReadiness,
    service: P,
    access: 'player',
    feature: 'training loop',
    summary:
      "Check in before training: sleep, soreness, fatigue, stress and mood (1–5, 5 the best) and any injury or illness; answers the score and how today's personal session adapts. Today (the team's) or up to 6 days back; saving again replaces the day's check-in",
    body: saveReadinessBody,
    response: readinessCheckInSchema,
  }),
  saveSessionReport: defineRoute({
    ...ROUTE_PATHS.saveSessionReport,
    service: P,
    access: 'player',
    feature: 'training loop',
    summary:
      "After training: session RPE (CR-10, 1–10) and minutes; answers the session load (RPE × minutes). Today (the team's) or up to 6 days back; saving again replaces the day's report",
    body: saveSessionReportBody,
    response: sessionReportSchema,
  }),
  teamReadiness: defineRoute({
    ...ROUTE_PATHS.teamReadiness,
    service: P,
    access: 'coach',
    feature: 'training loop',
    summary:
      "The squad's check-ins and session reports for a day (?date=, default the team's today; up to a year back): every player, null where they have not checked in or reported, and whether they trained with the squad (completed its session or ticked any of its items); the team's coaches only",
    params: idParam('teamId'),
    query: z.object({ date: isoDate('date').optional() }),
    response: teamReadinessSchema,
  }),
  teamReport: defineRoute({
    ...ROUTE_PATHS.teamReport,
    service: P,
    access: 'coach',
    feature: 'training loop',
    summary:
      "The squad report: per player over ?from=&to= (default the 28 days to the team's today; at most 84 days; not after today) — compliance (training days done of those planned since joining), session-RPE load, the acute:chronic workload ratio (flagged outside 0.8–1.3) and readiness; the team's coaches only",
    params: idParam('teamId'),
    query: z.object({ from: isoDate('from').optional(), to: isoDate('to').optional() }),
    response: teamReportSchema,
  }),
  playerTrainingRecord: defineRoute({
    ...ROUTE_PATHS.playerTrainingRecord,
    service: P,
    access: 'player',
    feature: 'player progress',
    summary:
      "The player's training record over the last ?weeks=1-52 (default 12) weeks, never before they joined: compliance, weekly load, workload ratio and readiness, every exercise's best set, streaks",
    query: z.object({ weeks: recordWeeks }),
    response: trainingRecordSchema,
  }),
  teamPlayerRecord: defineRoute({
    ...ROUTE_PATHS.teamPlayerRecord,
    service: P,
    access: 'coach',
    feature: 'training loop',
    summary:
      "One player's training record (the same as the player's own Progress) over the last ?weeks=1-52 (default 12): the team's coaches only, for players of the team",
    params: idParam('teamId').extend(idParam('playerId').shape),
    query: z.object({ weeks: recordWeeks }),
    response: trainingRecordSchema,
  }),
  playerProgress: defineRoute({
    ...ROUTE_PATHS.playerProgress,
    service: P,
    access: 'player',
    feature: 'player progress',
    summary:
      "The player's progress for a week (default: this Monday-Sunday in the team's time zone; at most 31 days) and today, from their activity logs and team training completions",
    query: z.object({ weekStart: isoDate('weekStart').optional(), weekEnd: isoDate('weekEnd').optional() }),
    response: playerProgressSchema,
  }),
  playerProgressHistory: defineRoute({
    ...ROUTE_PATHS.playerProgressHistory,
    service: P,
    access: 'player',
    feature: 'player progress',
    summary: 'Weekly progress for this week and the weeks before it (?weeks=1-12, default 5), oldest first',
    query: z.object({
      weeks: z.coerce
        .number({ message: 'weeks must be a number' })
        .int('weeks must be a whole number')
        .min(1, 'weeks must be between 1 and 12')
        .max(12, 'weeks must be between 1 and 12')
        .optional(),
    }),
    response: z.object({ weeks: z.array(weekProgressSchema.omit({ days: true })) }),
  }),
  unviewedLaws: defineRoute({
    ...ROUTE_PATHS.unviewedLaws,
    service: P,
    access: 'player',
    feature: 'laws',
    summary:
      "Today's laws the player has not done yet (3 a day, every day; laws still pending from the last training day first; once the library is learned, laws come back for review with review true and a question)",
    response: z.array(lawSchema),
  }),
  lawsToday: defineRoute({
    ...ROUTE_PATHS.lawsToday,
    service: P,
    access: 'player',
    feature: 'laws',
    summary: "All of today's laws for the popup, in order, each with viewed (the 'Learned!' state)",
    response: z.array(lawSchema.required({ viewed: true })),
  }),
  markLawViewed: defineRoute({
    ...ROUTE_PATHS.markLawViewed,
    service: P,
    access: 'player',
    feature: 'laws',
    summary: 'Mark a law viewed (idempotent; a law under review today is marked reviewed; 404 for an unknown law)',
    body: z.object({ lawId: z.string({ message: 'lawId is required' }).min(1, 'lawId is required').max(200, 'lawId is too long') }),
    response: messageResponse,
  }),
  answerLawQuestion: defineRoute({
    ...ROUTE_PATHS.answerLawQuestion,
    service: P,
    access: 'player',
    feature: 'laws',
    summary:
      "Answer the question of one of the player's laws under review today: {lawId, optionId} -> right or wrong, the right option, why, and the next review (correct: the gap doubles, 7 -> 14 -> 28 ... up to 112 days; wrong: the next day). The first answer of a day counts; 404 for an unknown law, 403 for a law not under review today",
    body: z.object({
      lawId: z.string({ message: 'lawId is required' }).min(1, 'lawId is required').max(200, 'lawId is too long'),
      optionId: z.string({ message: 'optionId is required' }).min(1, 'optionId is required').max(20, 'optionId is too long'),
    }),
    response: lawAnswerSchema,
  }),
  recoveryTip: defineRoute({
    ...ROUTE_PATHS.recoveryTip,
    service: P,
    access: 'user',
    feature: 'recovery tips',
    summary: 'Tip of the day (changes every day; the category rotates hydration, recovery, mindset, nutrition, sleep)',
    response: recoveryTipSchema,
  }),
  skillsGuide: defineRoute({
    ...ROUTE_PATHS.skillsGuide,
    service: P,
    access: 'player',
    feature: 'skills guide',
    summary: "A position's skills guide (?position=, default: the player's own position; 404 when neither is known)",
    query: z.object({ position: z.enum(POSITIONS, { message: `position must be one of: ${POSITIONS.join(', ')}` }).optional() }),
    response: skillsGuideSchema,
  }),
  skillsSession: defineRoute({
    ...ROUTE_PATHS.skillsSession,
    service: P,
    access: 'player',
    feature: 'skills guide',
    summary:
      "'Complete Skills Session': records a completed skills activity for today (once per position and day; counts in progress). Body {position? (default: the player's own)} -> the training log entry (201 when new)",
    body: z.object({ position: z.enum(POSITIONS, { message: `position must be one of: ${POSITIONS.join(', ')}` }).optional() }).optional(),
    response: trainingLogSchema,
  }),
  playerTeamTrainingToday: defineRoute({
    ...ROUTE_PATHS.playerTeamTrainingToday,
    service: P,
    access: 'player',
    feature: 'daily team training',
    summary: "Today's team training for the player",
    response: z.object({ hasTraining: z.boolean(), date: z.string(), training: teamTrainingSchema.nullable(), reason: z.enum(NO_TRAINING_REASONS).optional() }),
  }),
  programsToday: defineRoute({
    ...ROUTE_PATHS.programsToday,
    service: P,
    access: 'user',
    feature: 'daily team training',
    summary: "Today's day of the pushed program for the caller's team (?teamId=, default: the caller's first team)",
    query: z.object({ teamId: z.string().min(1, 'teamId must not be empty').max(200).optional() }),
    response: programTodaySchema,
  }),
  programDays: defineRoute({
    ...ROUTE_PATHS.programDays,
    service: P,
    access: 'coach',
    feature: 'team calendar',
    summary: `Which program day the team's pushed training runs on each date from ?from= to ?to= (YYYY-MM-DD in the team's time zone, both included, at most ${PROGRAM_DAYS_MAX_DAYS} days; 400 naming the field otherwise) -> {teamId, from, to, days: [{date, programId, programName, dayNumber, theme, matchDayRole, minutes}]}, in date order. Day 1 is the push's start date and the days follow on the training days (Monday, Tuesday, Thursday, Friday): a calendar session on another weekday (Wednesday, the weekend) runs no program day. matchDayRole is the real one from the team's fixtures when it has matches in its in-season, else the program's. The team's coaches only`,
    params: idParam('teamId'),
    query: z
      .object({ from: isoDate('from'), to: isoDate('to') })
      .refine((q) => !isCalendarDate(q.from) || !isCalendarDate(q.to) || q.from <= q.to, { message: 'to must not be before from', path: ['to'] })
      .refine((q) => !isCalendarDate(q.from) || !isCalendarDate(q.to) || dayNumberOf(q.to) - dayNumberOf(q.from) + 1 <= PROGRAM_DAYS_MAX_DAYS, {
        message: `to must be at most ${PROGRAM_DAYS_MAX_DAYS} days from from`,
        path: ['to'],
      }),
    response: z.object({ teamId: z.string(), from: z.string(), to: z.string(), days: z.array(programDaySchema) }),
  }),
  completeTeamTraining: defineRoute({
    ...ROUTE_PATHS.completeTeamTraining,
    service: P,
    access: 'player',
    feature: 'daily team training',
    summary: "Mark a day of team training complete (idempotent; the player's own team only)",
    params: idParam('id'),
    response: z.object({ message: z.string(), completedAt: z.string() }),
  }),
  playerTrainingProgram: defineRoute({
    ...ROUTE_PATHS.playerTrainingProgram,
    service: P,
    access: 'player',
    feature: 'player AI program',
    summary: "The player's weekly AI program (null when none)",
    response: z.object({ program: playerProgramSchema.nullable() }),
  }),
  playerGenerateTraining: defineRoute({
    ...ROUTE_PATHS.playerGenerateTraining,
    service: P,
    access: 'player',
    feature: 'player AI program',
    summary: `Generate this week's program (cached unless regenerate). ${RESPOND_ASYNC}`,
    body: z.object({ regenerate: z.boolean().optional() }).optional(),
    response: playerGeneratedWeekSchema,
    accepted: generationAcceptedSchema,
  }),
  ...welfareRoutes,
} as const;
