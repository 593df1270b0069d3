import { RECOVERY_TIP_CATEGORIES } from '@rugby/contracts';
import type { ReadinessAdaptation } from '@rugby/contracts/training-load';
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

/**
 * The tip for the player's day: after a check-in with an injury, the injury's tip (a sore neck its own, illness rest
 * and fluids); after a low one, a sleep tip (the category's turn by date); otherwise the tip of the day.
 */
export function tipFor(date: string, adaptation: Pick<ReadinessAdaptation, 'level' | 'area'> | null): RecoveryTip {
  if (adaptation?.level === 'injured') {
    if (adaptation.area === 'illness') return CHECK_IN_TIPS.illness;
    return adaptation.area === 'head-neck' ? CHECK_IN_TIPS.neck : CHECK_IN_TIPS.injury;
  }
  if (adaptation?.level === 'low') {
    const sleep = RECOVERY_TIPS.filter((t) => t.category === 'sleep');
    return sleep[mod(dayNumber(date), sleep.length)]!;
  }
  return tipOfTheDay(date);
}
