import { z } from 'zod';
import { POSITIONS } from '../domain.ts';
import { AGE_GROUPS, CONCUSSION_SYMPTOMS, UNIONS, WELFARE_STATUSES, WITHDRAW_REASONS } from '../welfare.ts';
import { defineRoute, idParam, isoDate, optionalText, requiredText } from './define.ts';
import { ROUTE_PATHS } from './paths.ts';

const P = 'training-program' as const;

/** Ticked symptoms: each at most once. */
export const symptomsField = z
  .array(z.enum(CONCUSSION_SYMPTOMS, { message: `symptoms must be some of: ${CONCUSSION_SYMPTOMS.join(', ')}` }), {
    message: 'symptoms must be a list',
  })
  .max(CONCUSSION_SYMPTOMS.length, 'symptoms lists each symptom at most once')
  .refine((list) => new Set(list).size === list.length, 'symptoms lists each symptom at most once');

/** Where a player stands, in a line: what every coach screen (squad, check-ins, availability, attendance) shows. */
export const welfareSummarySchema = z.object({
  status: z.enum(WELFARE_STATUSES),
  /** 'Available', 'Modified: hamstring', 'Stood down until Sat 19 Dec · GRTP stage 2 of 6'. */
  label: z.string(),
  /** Why, in plain words (the check-in's adaptation, or the protocol). */
  reason: z.string().nullable(),
  /** The earliest date the player may play again (stood down only). */
  until: z.string().nullable(),
  stage: z.number().int().min(1).max(6).nullable(),
  stageName: z.string().nullable(),
  /** A medical clearance for full contact has been recorded. */
  cleared: z.boolean(),
});
export type WelfareSummary = z.infer<typeof welfareSummarySchema>;

export const welfareCaseSchema = z.object({
  id: z.string(),
  kind: z.literal('concussion'),
  /** The team date of the knock. */
  occurredOn: z.string(),
  recordedAt: z.string(),
  recordedBy: z.object({ role: z.enum(['player', 'coach']), name: z.string() }),
  symptoms: z.array(z.enum(CONCUSSION_SYMPTOMS)),
  notes: z.string().nullable(),
  union: z.enum(UNIONS),
  ageGroup: z.enum(AGE_GROUPS),
  /** The first date the player may play a match again (occurredOn + the protocol's minimum days). */
  earliestReturn: z.string(),
  stage: z.number().int().min(1).max(6),
  stageName: z.string(),
  /** What the player does at this stage. */
  stageActivity: z.string(),
  /** When the current stage began. */
  stageSince: z.string(),
  /** What has to happen for the next stage, in plain words. */
  nextStep: z.string(),
  clearance: z.object({ clearedBy: z.string(), clearedOn: z.string(), note: z.string().nullable(), recordedBy: z.string(), recordedAt: z.string() }).nullable(),
  /** The daily symptom reports, oldest first, with the stage each left the player at. */
  reports: z.array(z.object({ date: z.string(), reportedAt: z.string(), symptoms: z.array(z.enum(CONCUSSION_SYMPTOMS)), stage: z.number().int() })),
  /** The team date the player reached stage 6 (return to play); null while the protocol runs. */
  returnedOn: z.string().nullable(),
});
export type WelfareCase = z.infer<typeof welfareCaseSchema>;

const protocolSchema = z.object({ union: z.enum(UNIONS), label: z.string(), source: z.string() });

export const playerWelfareSchema = z.object({
  /** The team's today. */
  date: z.string(),
  summary: welfareSummarySchema,
  /** The open concussion protocol (or the one that ended today), else null. */
  case: welfareCaseSchema.nullable(),
  /** The knock was today: Recognise and Remove (no more training or play today). */
  removedToday: z.boolean(),
  /** Whether today's symptom report has been made (the protocol moves on a report a day). */
  reportedToday: z.boolean(),
  protocol: protocolSchema,
  disclaimer: z.string(),
});
export type PlayerWelfare = z.infer<typeof playerWelfareSchema>;

export const teamWelfareSchema = z.object({
  date: z.string(),
  union: z.enum(UNIONS),
  protocol: protocolSchema,
  protocols: z.array(protocolSchema),
  players: z.array(
    z.object({
      playerId: z.string(),
      name: z.string(),
      position: z.enum(POSITIONS).nullable(),
      summary: welfareSummarySchema,
      case: welfareCaseSchema.nullable(),
    }),
  ),
  disclaimer: z.string(),
});
export type TeamWelfare = z.infer<typeof teamWelfareSchema>;

export const reportSymptomsBody = z.object({ symptoms: symptomsField, notes: optionalText('notes', 500) });
export const recordConcussionBody = z.object({
  /** The team date of the knock (default today); not in the future, at most 14 days back. */
  occurredOn: isoDate('occurredOn').optional(),
  symptoms: symptomsField.default([]),
  notes: optionalText('notes', 500),
  /** The fixture or session it happened at, if any. */
  eventId: z.string().max(200, 'eventId is too long').optional().nullable(),
});
export const recordClearanceBody = z.object({
  /** Who cleared the player: the doctor or approved healthcare professional. */
  clearedBy: requiredText('clearedBy', 120),
  clearedOn: isoDate('clearedOn'),
  note: optionalText('note', 500),
});
export const withdrawConcussionBody = z
  .object({
    reason: z.enum(WITHDRAW_REASONS, { message: `reason must be one of: ${WITHDRAW_REASONS.join(', ')}` }),
    details: requiredText('details', 300),
    /** The doctor who assessed the player and ruled concussion out, and when (doctor-ruled-out). */
    doctor: z.string().trim().max(120, 'doctor must be at most 120 characters').optional().nullable(),
    assessedOn: isoDate('assessedOn').optional().nullable(),
  })
  .refine((b) => b.reason !== 'doctor-ruled-out' || Boolean(b.doctor), { path: ['doctor'], message: 'doctor is required when a doctor ruled concussion out' })
  .refine((b) => b.reason !== 'doctor-ruled-out' || Boolean(b.assessedOn), {
    path: ['assessedOn'],
    message: 'assessedOn is required when a doctor ruled concussion out',
  });
export const saveWelfareSettingsBody = z.object({ union: z.enum(UNIONS, { message: `union must be one of: ${UNIONS.join(', ')}` }) });

const playerParams = z.object({
  teamId: z.string().min(1, 'teamId is required').max(200, 'teamId is too long'),
  playerId: z.string().min(1, 'playerId is required').max(200, 'playerId is too long'),
});

export const welfareRoutes = {
  playerWelfare: defineRoute({
    ...ROUTE_PATHS.playerWelfare,
    service: P,
    access: 'player',
    feature: 'player welfare',
    summary:
      "The player's own welfare today: available, modified by today's check-in, or stood down under the concussion protocol (its GRTP stage, earliest return date, clearance and daily reports)",
    response: playerWelfareSchema,
  }),
  reportSymptoms: defineRoute({
    ...ROUTE_PATHS.reportSymptoms,
    service: P,
    access: 'player',
    feature: 'player welfare',
    summary:
      "The player's symptom report for today during the concussion protocol ([] = symptom-free): symptom-free after a stage's minimum hours moves to the next stage (full contact only after a recorded clearance, return to play not before the earliest date); any symptom moves back a stage. Reporting again the same day replaces the report. 400 without an open protocol",
    body: reportSymptomsBody,
    response: playerWelfareSchema,
  }),
  teamWelfare: defineRoute({
    ...ROUTE_PATHS.teamWelfare,
    service: P,
    access: 'coach',
    feature: 'player welfare',
    summary: "Every player's welfare today and the team's concussion protocol (union); the team's coaches only",
    params: idParam('teamId'),
    response: teamWelfareSchema,
  }),
  recordConcussion: defineRoute({
    ...ROUTE_PATHS.recordConcussion,
    service: P,
    access: 'coach',
    feature: 'player welfare',
    summary:
      "A coach records a suspected concussion for one of the team's players: the player is stood down (stage 1, earliest return date from the team's protocol and the player's age) and the coaches are notified; a player already in the protocol keeps their open case (409)",
    params: playerParams,
    body: recordConcussionBody,
    response: playerWelfareSchema,
  }),
  recordClearance: defineRoute({
    ...ROUTE_PATHS.recordClearance,
    service: P,
    access: 'coach',
    feature: 'player welfare',
    summary:
      'A coach records the medical clearance for full contact (who cleared the player, and when) of a player in the concussion protocol; it does not shorten the minimum stand-down. 400 without an open protocol',
    params: playerParams,
    body: recordClearanceBody,
    response: playerWelfareSchema,
  }),
  withdrawConcussion: defineRoute({
    ...ROUTE_PATHS.withdrawConcussion,
    service: P,
    access: 'coach',
    feature: 'player welfare',
    summary:
      "The head coach withdraws the player's running concussion protocol: recorded for the wrong player or from a note that was not about a head knock (within 48 hours, and with no symptom for the latter), or ruled out by a doctor (who, when). The case is closed and kept with who withdrew it, when and why; the coaches and the player are told and the stand-down's unavailable answers are taken back. 403 for other coaches; 400 without an open protocol or when the reason does not apply",
    params: playerParams,
    body: withdrawConcussionBody,
    response: playerWelfareSchema,
  }),
  saveWelfareSettings: defineRoute({
    ...ROUTE_PATHS.saveWelfareSettings,
    service: P,
    access: 'coach',
    feature: 'player welfare',
    summary: "The team's concussion protocol (its union; World Rugby's community guidance by default); the team's coaches only",
    params: idParam('teamId'),
    body: saveWelfareSettingsBody,
    response: teamWelfareSchema,
  }),
} as const;
