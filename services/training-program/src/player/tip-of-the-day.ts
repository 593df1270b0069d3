import { RECOVERY_TIP_CATEGORIES } from '@rugby/contracts';
import { readinessScore, VERY_LOW_READINESS, type ReadinessAdaptation } from '@rugby/contracts/training-load';
import { CHECK_IN_TIPS, RECOVERY_TIPS, type RecoveryTip } from '../content/recovery-tips.ts';

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumber = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/**
 * The tip of the day: categories take turns day by day (hydration, recovery, mindset, nutrition, sleep), and each
 * category walks through its own tips on its turns. Deterministic by date; two consecutive days are always in
 * different categories, so the same tip never shows two days running, and every tip comes round in turn.
 */
export function tipOfTheDay(date: string): RecoveryTip {
  const day = dayNumber(date);
  if (Number.isNaN(day)) throw new Error(`not a date: ${date}`);
  const categories = RECOVERY_TIP_CATEGORIES;
  const category = categories[mod(day, categories.length)]!;
  const tips = RECOVERY_TIPS.filter((t) => t.category === category);
  return tips[mod(Math.floor(day / categories.length), tips.length)]!;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** Sleep tips for a tired player on an ordinary day (not the one about sleeping after an evening match). */
const TIRED_SLEEP_TIPS = RECOVERY_TIPS.filter((t) => t.category === 'sleep' && t.id !== 'sleep-after-evening-games');

/**
 * The tip for the player's day: after a check-in with an injury, the injury's tip (a sore neck its own, illness rest
 * and fluids); exhausted (fatigue 1/5, or readiness 2/5 or below), the tired tip; very sore (soreness 1/5), the
 * soreness tip; after another low check-in, a sleep tip (by date); otherwise the tip of the day.
 */
export function tipFor(
  date: string,
  adaptation: (Pick<ReadinessAdaptation, 'level' | 'area'> & Partial<Pick<ReadinessAdaptation, 'scores'>>) | null,
): RecoveryTip {
  if (adaptation?.level === 'injured') {
    if (adaptation.area === 'illness') return CHECK_IN_TIPS.illness;
    return adaptation.area === 'head-neck' ? CHECK_IN_TIPS.neck : CHECK_IN_TIPS.injury;
  }
  const scores = adaptation?.scores;
  if (scores && (scores.fatigue === 1 || readinessScore(scores) <= VERY_LOW_READINESS)) return CHECK_IN_TIPS.tired;
  if (scores?.soreness === 1) return CHECK_IN_TIPS.soreness;
  if (adaptation?.level === 'low') return TIRED_SLEEP_TIPS[mod(dayNumber(date), TIRED_SLEEP_TIPS.length)]!;
  return tipOfTheDay(date);
}
