import {
  dayMinutesOf,
  formatPrescription,
  playerProgramDataSchema,
  POSITION_LABELS,
  TRAINING_DAYS,
  type AgeBand,
  type Position,
  type ProgramBlockDoc,
  type ProgramDocument,
  type SeasonPhase,
  type TrainingDay,
} from '@rugby/contracts';
import type { z } from 'zod';
import { PHASE_PLANS } from '../content/periodisation.ts';
import { ALL_POSITIONS, FORWARDS, POSITION_GROUP_INFO, positionGroupOf } from '../content/positions.ts';
import type { MatchDay } from '../planning/match-day.ts';
import { buildWeekDocument, type WeekRequest } from './week-builder.ts';

export type PlayerProgramData = z.infer<typeof playerProgramDataSchema>;

/** What the weekly program is personalised by (from the player's profile). */
export interface PlayerProfile {
  playerId?: string;
  position: Position | null;
  /** Years. */
  age: number | null;
  /** Kilograms. */
  weight: number | null;
  /** Centimetres. */
  height: number | null;
}

/** Library tags of an all-round week (no position group): Monday, Tuesday, Thursday, Friday. */
export const GENERAL_DAY_TAGS = [
  ['handling', 'speed'],
  ['tackle', 'defence'],
  ['passing', 'decision'],
  ['speed', 'aerobic'],
] as const;
const GENERAL_THEMES = ['Core skills and speed', 'Tackle and defence', 'Passing and decisions', 'Speed and engine'] as const;

/** A block's items as the spec's section text: one line per exercise with its prescription and cues. */
const lines = (block: ProgramBlockDoc | undefined, ...notes: Array<string | null>) =>
  [
    ...notes.filter((n): n is string => Boolean(n)),
    ...(block?.items ?? []).map((i) => {
      const details = [formatPrescription(i), ...i.cues.slice(0, 2)].filter(Boolean).join('. ');
      return `- ${i.name} (${i.minutes} min)${details ? `: ${details}` : ''}`;
    }),
  ].join('\n');

/** Activate's age bands: under 15, under 16, under 18, adult. */
export const ageBandOf = (age: number | null): AgeBand => (age === null || age >= 18 ? 'adult' : age < 15 ? 'u15' : age < 16 ? 'u16' : 'u18');

/** Where the week sits in the season and what the team already does (the personal week complements team days). */
export interface PlayerWeekPlan {
  weekOfPhase?: number;
  weekOfSeason?: number;
  matchDay?: MatchDay;
  /** Each training day's role from the team's real fixtures (in-season, when they plan the week): the squad's program's too. */
  matchDayRoles?: Partial<Record<TrainingDay, string>>;
  /** Training days on which the squad trains together that week (its pushed program). */
  teamTrainingDays?: readonly TrainingDay[];
}

/** Personal adjustments from age, weight and height, each with the line that explains it. */
function personalise(player: PlayerProfile) {
  const youth = player.age !== null && player.age < 18;
  const veteran = player.age !== null && player.age >= 35;
  const heavy = player.weight !== null && player.weight >= 105;
  const bmi = player.weight && player.height ? player.weight / (player.height / 100) ** 2 : null;
  const forward = player.position ? FORWARDS.includes(player.position) : false;
  const buildMass = bmi !== null && forward && bmi < 27;
  const tallJumper = player.height !== null && player.height >= 193 && (player.position === 'lock' || player.position === 'flanker' || player.position === '8');
  return {
    youth,
    veteran,
    heavy,
    buildMass,
    tallJumper,
    strengthNote: youth
      ? 'Under 18: technique first, moderate loads, no maximum-lift testing; add load only when every rep looks the same.'
      : buildMass
        ? `Build mass: at ${player.weight} kg and ${player.height} cm add a fourth set to the main lift and eat a protein-rich meal within an hour.`
        : veteran
          ? 'Over 35: keep one or two reps in reserve on every set and take full rests.'
          : null,
    conditioningNote: heavy ? `At ${player.weight} kg, do the running on grass and swap one set for the bike or rower to spare knees and ankles.` : null,
    warmupNote: veteran ? 'Take the extra two minutes: a longer warm-up protects calves and hamstrings after 35.' : null,
    skillNote: tallJumper ? `At ${player.height} cm you are a natural lineout target: add 5 minutes of jump-and-catch timing with your pod.` : null,
  };
}

/**
 * What a player's week is built from: personalised by position group, age (the Activate band and doses), weight and
 * height, dosed by season phase and week, complementing the team's sessions on days the squad trains together.
 */
export function playerWeekRequest(player: PlayerProfile, phase: SeasonPhase, weekStart: string, plan: PlayerWeekPlan = {}): WeekRequest {
  const phasePlan = PHASE_PLANS[phase];
  const group = player.position ? POSITION_GROUP_INFO[positionGroupOf(player.position)] : null;
  const me = personalise(player);
  const extraTags = [...(me.heavy ? ['low-impact'] : []), ...(me.tallJumper ? ['lineout', 'jump'] : [])];
  const teamDays = plan.teamTrainingDays ?? [];
  return {
    source: 'personal',
    style: null,
    title: `Personal week of ${weekStart}: ${player.position ? POSITION_LABELS[player.position] : 'Player'}`,
    intro: [
      weeklyFocusOf(player, phase),
      ...(teamDays.length
        ? [
            `On ${teamDays.map((d) => d[0]!.toUpperCase() + d.slice(1)).join(', ')} the squad trains together: this program adds position work and mobility there, not a second session's load.`,
          ]
        : []),
    ],
    restDay: phasePlan.restDay,
    weekend: phasePlan.weekend,
    phase,
    weekOfPhase: plan.weekOfPhase ?? 1,
    weekOfSeason: plan.weekOfSeason,
    matchDay: plan.matchDay ?? 'saturday',
    matchDayRoles: plan.matchDayRoles,
    ageBand: ageBandOf(player.age),
    positions: player.position ? [player.position] : ALL_POSITIONS,
    individual: true,
    position: player.position,
    days: TRAINING_DAYS.map((_, i) => ({
      theme: group ? group.dayThemes[i]! : GENERAL_THEMES[i]!,
      tags: [...(group ? group.dayTags[i]! : GENERAL_DAY_TAGS[i]!), ...extraTags],
    })) as unknown as WeekRequest['days'],
    styleTags: group ? group.dayTags.flat() : [],
    seed: ['player', player.playerId, player.position, weekStart, player.age, player.weight, player.height],
    teamTrainingDays: teamDays,
  };
}

function weeklyFocusOf(player: PlayerProfile, phase: SeasonPhase): string {
  const phasePlan = PHASE_PLANS[phase];
  const group = player.position ? POSITION_GROUP_INFO[positionGroupOf(player.position)] : null;
  const who = player.position ? POSITION_LABELS[player.position].toLowerCase() : 'player';
  const about = [player.age ? `${player.age} years` : null, player.weight ? `${player.weight} kg` : null, player.height ? `${player.height} cm` : null]
    .filter(Boolean)
    .join(', ');
  return `${phasePlan.label} week for a ${who}${about ? ` (${about})` : ''}: ${group ? group.focus : 'all-round skills, speed and fitness'}. ${phasePlan.summary}`;
}

/**
 * A player's weekly program (Monday, Tuesday, Thursday, Friday) as a structured document (playerWeekRequest) and
 * its rendering into the spec's sections. Deterministic for the same player, week and profile.
 */
export function buildPlayerWeek(
  player: PlayerProfile,
  phase: SeasonPhase,
  weekStart: string,
  plan: PlayerWeekPlan = {},
): { programData: PlayerProgramData; document: ProgramDocument } {
  const document = buildWeekDocument(playerWeekRequest(player, phase, weekStart, plan));
  return { programData: playerProgramDataOf(document, player, phase), document };
}

/** A personal week's document in the spec's sections (weekly focus, each day's five sections, recovery notes). */
export function playerProgramDataOf(document: ProgramDocument, player: PlayerProfile, phase: SeasonPhase): PlayerProgramData {
  const phasePlan = PHASE_PLANS[phase];
  const me = personalise(player);
  const days = document.days.map((day) => {
    const block = (kind: ProgramBlockDoc['kind']) => day.blocks.find((b) => b.kind === kind);
    return [
      day.day,
      {
        total_duration: `${dayMinutesOf(day)} minutes`,
        warmup: lines(block('warmup'), me.warmupNote),
        skill_drill: lines(
          block('skills'),
          `Focus: ${day.theme}.`,
          block('skills') ? me.skillNote : 'No separate skills work today: the squad session covers it.',
        ),
        strength: lines(block('strength'), block('strength') ? me.strengthNote : 'No strength work today: the session keeps its load for skills and recovery.'),
        conditioning: lines(block('conditioning'), block('conditioning') ? me.conditioningNote : 'No conditioning today: stay fresh.'),
        cooldown: lines(block('cooldown')),
      },
    ] as const;
  });
  const byDay = Object.fromEntries(days) as Record<TrainingDay, PlayerProgramData['monday']>;
  const hydration = player.weight
    ? `Drink about ${(Math.round(player.weight * 0.035 * 10) / 10).toFixed(1)} litres of water a day (35 ml per kg), plus 500 ml for every hour of training.`
    : 'Drink regularly through the day and 500 ml for every hour of training.';
  const sleep = me.youth ? 'Sleep 9-10 hours: growing bodies recover and adapt during sleep.' : 'Sleep 8-9 hours, with a regular bedtime.';
  const programData: PlayerProgramData = {
    weekly_focus: weeklyFocusOf(player, phase),
    recovery_notes: [
      phasePlan.recovery,
      hydration,
      sleep,
      me.veteran ? 'Add 10 minutes of mobility on Wednesday and at the weekend.' : null,
      'Wednesday is a rest day; weekends are for recovery.',
    ]
      .filter(Boolean)
      .join(' '),
    monday: byDay.monday,
    tuesday: byDay.tuesday,
    thursday: byDay.thursday,
    friday: byDay.friday,
  };
  return playerProgramDataSchema.parse(programData);
}
