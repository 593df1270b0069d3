import { z } from 'zod';
import { BLOCK_KINDS, POSITIONS, WEEKDAYS } from '@rugby/contracts';
import { TOPIC_KEYWORDS } from '../generator/keywords.ts';

/**
 * A customization request as structured changes: what to do (the operation) and where (days, blocks). The built-in
 * parser (parse-request.ts) and an AI provider both turn a coach's words into this; one engine (apply.ts) applies it
 * to the program document, so a request means the same whichever reads it.
 */
export const FITNESS_TESTS = ['yo-yo', 'bronco', '1rm'] as const;
export type FitnessTest = (typeof FITNESS_TESTS)[number];
export const TOPIC_TAGS = TOPIC_KEYWORDS.map((k) => k.tag) as [string, ...string[]];

const words = z.string().trim().min(1).max(120);

export const operationSchema = z.discriminatedUnion('op', [
  /** Session length: minutes, or 10 minutes shorter / longer. */
  z.object({ op: z.literal('length'), minutes: z.number().int().min(15).max(120).nullable(), change: z.enum(['set', 'shorter', 'longer']) }),
  /** Contact at most this level: 'none' (contact-free) or 'controlled' (less contact: no live contact). */
  z.object({ op: z.literal('contact'), level: z.enum(['none', 'controlled']) }),
  /** Fewer sets and less load, or more. */
  z.object({ op: z.literal('intensity'), direction: z.enum(['lighter', 'harder']) }),
  /** Only work that needs no gym. */
  z.object({ op: z.literal('no-gym') }),
  /** More work on a rugby topic (scrum, lineout, tackle, kicking, speed…): the least on-topic drill becomes an on-topic one. */
  z.object({ op: z.literal('focus'), topic: z.enum(TOPIC_TAGS) }),
  /**
   * A drill on a topic added ('add 10 minutes of kicking'), about `minutes` long (null: a usual drill's length): the
   * day keeps its length by shortening its least important other work, never by replacing a drill.
   */
  z.object({ op: z.literal('add-topic'), topic: z.enum(TOPIC_TAGS), minutes: z.number().int().min(3).max(30).nullable() }),
  /**
   * No heavy lifting ('U18s: no heavy lifting'): every strength item at most RPE 7, at least 3 reps in reserve and at
   * most 75% 1RM, and no maximal lifts or 1RM tests.
   */
  z.object({ op: z.literal('load-cap') }),
  /**
   * A match the week does not have ('cup match on Wednesday'): the week has to be planned again around it from the
   * team calendar, which this engine does not do; it is refused with that reason.
   */
  z.object({ op: z.literal('fixture'), day: z.enum(WEEKDAYS).nullable() }),
  /** A fitness test in the session. */
  z.object({ op: z.literal('add-test'), test: z.enum(FITNESS_TESTS) }),
  /** Minutes moved between blocks: more (or less) of one block. */
  z.object({ op: z.literal('shift'), block: z.enum(['skills', 'strength', 'conditioning']), direction: z.enum(['more', 'less']) }),
  z.object({ op: z.literal('remove'), exercise: words }),
  z.object({ op: z.literal('add'), exercise: words }),
  z.object({ op: z.literal('swap'), exercise: words, replacement: words }),
]);
export type Operation = z.infer<typeof operationSchema>;

export const changeSchema = z.object({
  /** The words of the request this change comes from. */
  text: z.string().trim().min(1).max(300),
  /** Days it applies to; empty for the whole week. Wednesday and the weekend are not training days. */
  days: z.array(z.enum(WEEKDAYS)).max(7),
  /** Blocks it applies to; empty for every block it concerns. */
  blocks: z.array(z.enum(BLOCK_KINDS)).max(6),
  /**
   * Players it applies to ('for the forwards', 'backs', 'hookers'); empty for the whole squad. A change for some
   * positions becomes a unit split: they do the changed work while the others keep theirs in the same minutes.
   */
  positions: z.array(z.enum(POSITIONS)).max(POSITIONS.length).default([]),
  operation: operationSchema,
});
export type Change = z.infer<typeof changeSchema>;

export const customizationPlanSchema = z.object({
  changes: z.array(changeSchema).max(20),
  /** Parts of the request that ask for no change the engine can make, in the coach's words. */
  notUnderstood: z.array(z.string().trim().min(1).max(300)).max(20),
});
export type CustomizationPlan = z.infer<typeof customizationPlanSchema>;
