import { POSITION_LABELS, TRAINING_DAYS, type Position, type SeasonPhase, playerProgramDataSchema } from '@rugby/contracts';
import type { z } from 'zod';
import { dayMaxIntensity, PHASE_PLANS, type Intensity } from '../content/periodisation.ts';
import { ALL_POSITIONS, FORWARDS, POSITION_GROUP_INFO, positionGroupOf } from '../content/positions.ts';
import { blockMinutes, type ProgramBlock } from './program.ts';
import { seededRandom } from './random.ts';
import { allocateMinutes, buildSession, newSelector } from './session-builder.ts';

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

const GENERAL_DAY_TAGS = [['handling', 'speed'], ['tackle', 'defence'], ['passing', 'decision'], ['speed', 'aerobic']] as const;
const GENERAL_THEMES = ['Core skills and speed', 'Tackle and defence', 'Passing and decisions', 'Speed and engine'] as const;

const lines = (block: ProgramBlock | undefined, ...notes: Array<string | null>) =>
  [...notes.filter((n): n is string => Boolean(n)), ...(block?.items ?? []).map((i) => `- ${i.name} (${i.minutes} min): ${i.description}`)].join('\n');

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
    youth, veteran, heavy, buildMass, tallJumper,
    strengthNote: youth ? 'Under 18: technique first, moderate loads, no maximum-lift testing; add load only when every rep looks the same.'
      : buildMass ? `Build mass: at ${player.weight} kg and ${player.height} cm add a fourth set to the main lift and eat a protein-rich meal within an hour.`
      : veteran ? 'Over 35: keep one or two reps in reserve on every set and take full rests.' : null,
    conditioningNote: heavy ? `At ${player.weight} kg, do the running on grass and swap one set for the bike or rower to spare knees and ankles.` : null,
    warmupNote: veteran ? 'Take the extra two minutes: a longer warm-up protects calves and hamstrings after 35.' : null,
    skillNote: tallJumper ? `At ${player.height} cm you are a natural lineout target: add 5 minutes of jump-and-catch timing with your pod.` : null,
  };
}

/**
 * A player's weekly program (Monday, Tuesday, Thursday, Friday), personalised by position group, age, weight and
 * height and dosed by season phase. Deterministic for the same player, week and profile.
 */
export function buildPlayerWeek(player: PlayerProfile, phase: SeasonPhase, weekStart: string): PlayerProgramData {
  const plan = PHASE_PLANS[phase];
  const group = player.position ? POSITION_GROUP_INFO[positionGroupOf(player.position)] : null;
  const me = personalise(player);
  const selector = newSelector(seededRandom('player', player.playerId, player.position, phase, weekStart, player.age, player.weight, player.height));
  const cap = (i: number): Intensity => (me.youth || me.veteran ? 'moderate' : dayMaxIntensity(phase, i));

  const days = TRAINING_DAYS.map((day, i) => {
    const minutes = allocateMinutes(plan.sessionMinutes[i]!, phase, plan.split, false);
    if (me.veteran && minutes.conditioning > 6) { minutes.warmup += 2; minutes.conditioning -= 2; }
    const blocks = buildSession({
      minutes,
      prefs: {
        dayTags: group ? group.dayTags[i]! : GENERAL_DAY_TAGS[i]!,
        styleTags: group ? group.dayTags.flat() : [],
        preferTags: [...(me.heavy ? ['low-impact'] : []), ...(me.tallJumper ? ['lineout', 'jump'] : [])],
      },
      constraints: { positions: player.position ? [player.position] : ALL_POSITIONS, equipment: 'any', maxIntensity: cap(i), liveContact: plan.liveContact, excludeTags: [], squad: false },
    }, selector);
    const block = (category: ProgramBlock['category']) => blocks.find((b) => b.category === category);
    const total = blocks.reduce((s, b) => s + blockMinutes(b), 0);
    return [day, {
      total_duration: `${total} minutes`,
      warmup: lines(block('warmup'), me.warmupNote),
      skill_drill: lines(block('skills'), `Focus: ${group ? group.dayThemes[i] : GENERAL_THEMES[i]}.`, me.skillNote),
      strength: lines(block('strength'), plan.strengthDose, me.strengthNote),
      conditioning: lines(block('conditioning'), plan.conditioningDose, me.conditioningNote),
      cooldown: lines(block('cooldown')),
    }] as const;
  });

  const who = player.position ? POSITION_LABELS[player.position].toLowerCase() : 'player';
  const about = [player.age ? `${player.age} years` : null, player.weight ? `${player.weight} kg` : null, player.height ? `${player.height} cm` : null].filter(Boolean).join(', ');
  const hydration = player.weight ? `Drink about ${(Math.round(player.weight * 0.035 * 10) / 10).toFixed(1)} litres of water a day (35 ml per kg), plus 500 ml for every hour of training.` : 'Drink regularly through the day and 500 ml for every hour of training.';
  const sleep = me.youth ? 'Sleep 9-10 hours: growing bodies recover and adapt during sleep.' : 'Sleep 8-9 hours, with a regular bedtime.';
  const program: PlayerProgramData = {
    weekly_focus: `${plan.label} week for a ${who}${about ? ` (${about})` : ''}: ${group ? group.focus : 'all-round skills, speed and fitness'}. ${plan.summary}`,
    recovery_notes: [plan.recovery, hydration, sleep, me.veteran ? 'Add 10 minutes of mobility on Wednesday and at the weekend.' : null, 'Wednesday is a rest day; weekends are for recovery.'].filter(Boolean).join(' '),
    monday: days[0]![1], tuesday: days[1]![1], thursday: days[2]![1], friday: days[3]![1],
  };
  return playerProgramDataSchema.parse(program);
}
