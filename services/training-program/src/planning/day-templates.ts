import type { ContactLevel, Intensity, SeasonPhase, TrainingDay } from '@rugby/contracts';
import { daysToMatch } from './match-day.ts';

/**
 * What a training day is for, as an S&C coach plans it: its purpose, length, the hardest work and contact allowed,
 * and how the main work is shared between skills, strength and conditioning. In-season the template follows the
 * day's match-day role; in pre-season and off-season it follows the weekday.
 */
export interface DayTemplate {
  purpose: string;
  /** Session length in minutes (45-60). */
  minutes: number;
  maxIntensity: Intensity;
  /** The most contact allowed today (further limited by the phase's week and the weekly budget). */
  contact: ContactLevel;
  /** Strength emphasis; 'none' leaves the strength block out. */
  strength: 'heavy' | 'power' | 'maintenance' | 'light' | 'none';
  /** Conditioning emphasis; 'hard' allows hard intervals and repeat sprints. */
  conditioning: 'hard' | 'speed' | 'moderate' | 'easy' | 'none';
  /** Heavy eccentric work (Nordic curls) allowed. */
  heavyEccentric: boolean;
  /** Shares of the main work (after warm-up, laws and cool-down). */
  split: { skills: number; strength: number; conditioning: number };
  laws: boolean;
}

const t = (
  purpose: string,
  minutes: number,
  maxIntensity: Intensity,
  contact: ContactLevel,
  strength: DayTemplate['strength'],
  conditioning: DayTemplate['conditioning'],
  split: [number, number, number],
  laws = false,
  heavyEccentric = true,
): DayTemplate => ({
  purpose,
  minutes,
  maxIntensity,
  contact,
  strength,
  conditioning,
  split: { skills: split[0], strength: split[1], conditioning: split[2] },
  laws,
  heavyEccentric,
});

/** In-season, by days to the next match (or after the last one). */
const IN_SEASON: Record<string, DayTemplate> = {
  'MD+1': t('Recovery and technique after the match', 45, 'low', 'none', 'light', 'easy', [0.5, 0.25, 0.25], false, false),
  'MD+2': t(
    'Recovery and technique: unit skills, upper-body strength, an easy aerobic flush',
    50,
    'moderate',
    'none',
    'light',
    'easy',
    [0.5, 0.3, 0.2],
    false,
    false,
  ),
  'MD-5': t('Main strength day and controlled contact', 60, 'high', 'controlled', 'heavy', 'moderate', [0.4, 0.4, 0.2], true),
  'MD-4': t("Main contact and strength day: the week's live contact, heavy strength", 60, 'high', 'live', 'heavy', 'moderate', [0.45, 0.35, 0.2], true),
  'MD-3': t('Strength and conditioning: repeat efforts, controlled contact', 55, 'high', 'controlled', 'maintenance', 'hard', [0.4, 0.3, 0.3], true),
  'MD-2': t('Speed and team shape: short sprints with full recovery, power', 55, 'high', 'controlled', 'power', 'speed', [0.55, 0.25, 0.2], true),
  'MD-1': t("Captain's run: sharp, short and fresh; no contact", 45, 'moderate', 'none', 'none', 'none', [1, 0, 0], false, false),
};

/** Pre-season and off-season, by weekday (no match to plan around). */
const BY_WEEKDAY: Record<Exclude<SeasonPhase, 'in-season'>, Record<TrainingDay, DayTemplate>> = {
  'pre-season': {
    monday: t('Lower-body strength and the aerobic engine', 60, 'high', 'controlled', 'heavy', 'moderate', [0.3, 0.4, 0.3]),
    tuesday: t('Contact skills and repeat efforts', 60, 'high', 'live', 'maintenance', 'hard', [0.45, 0.25, 0.3], true),
    thursday: t('Upper-body strength, power and speed', 60, 'high', 'controlled', 'power', 'speed', [0.35, 0.4, 0.25], true),
    friday: t('Team skills and conditioning', 55, 'high', 'controlled', 'light', 'hard', [0.45, 0.2, 0.35]),
  },
  'off-season': {
    monday: t('Strength base and easy aerobic work', 45, 'moderate', 'none', 'maintenance', 'easy', [0, 0.55, 0.45]),
    tuesday: t('Non-contact skills and an aerobic base', 45, 'moderate', 'none', 'none', 'easy', [0.55, 0, 0.45], true),
    thursday: t('Strength base and aerobic work', 45, 'moderate', 'none', 'maintenance', 'easy', [0, 0.55, 0.45]),
    friday: t('Games, cross-training and mobility', 45, 'moderate', 'none', 'light', 'easy', [0.4, 0.3, 0.3]),
  },
};

export function dayTemplate(phase: SeasonPhase, day: TrainingDay, role: string): DayTemplate {
  if (phase !== 'in-season' || role === 'none') return phase === 'in-season' ? BY_WEEKDAY['pre-season'][day] : BY_WEEKDAY[phase][day];
  return IN_SEASON[role] ?? (daysToMatch(role) !== null ? IN_SEASON['MD-2']! : IN_SEASON['MD+2']!);
}

/**
 * Live-contact minutes a week may hold, by phase and week of the phase: none off-season; in pre-season none in the
 * first two weeks, then building (lighter in every fourth week); in-season a maintenance dose.
 */
export function liveContactBudget(phase: SeasonPhase, weekOfPhase: number): number {
  if (phase === 'off-season') return 0;
  if (phase === 'in-season') return isLighterWeek(weekOfPhase) ? 8 : 15;
  if (weekOfPhase <= 2) return 0;
  if (isLighterWeek(weekOfPhase)) return 8;
  return Math.min(25, 10 + 5 * (weekOfPhase - 3));
}

/** Controlled-contact minutes a week may hold. */
export function controlledContactBudget(phase: SeasonPhase, weekOfPhase: number): number {
  if (phase === 'off-season') return 0;
  if (phase === 'in-season') return 30;
  return weekOfPhase <= 1 ? 20 : isLighterWeek(weekOfPhase) ? 20 : 40;
}

/** Scrummaging under load (machine or live): never off-season; no live eight-on-eight in the first two pre-season weeks. */
export const liveScrummagingAllowed = (phase: SeasonPhase, weekOfPhase: number) => phase === 'in-season' || (phase === 'pre-season' && weekOfPhase > 2);
export const scrummagingAllowed = (phase: SeasonPhase) => phase !== 'off-season';

/** Every fourth week of a block is lighter (volume down). */
export const isLighterWeek = (weekOfPhase: number) => weekOfPhase % 4 === 0;

/** Progression within a 4-week block: weeks 1-3 build (0, 1, 2 steps), week 4 is lighter (-1). */
export function progressionStep(weekOfPhase: number): number {
  const inBlock = ((weekOfPhase - 1) % 4) + 1;
  return inBlock === 4 ? -1 : inBlock - 1;
}
