import { TRAINING_DAYS, type EliteProgramType } from '@rugby/contracts';
import { ELITE_PROGRAMS, STYLE_EMPHASES } from '../content/elite-styles.ts';
import { dayMaxIntensity, PHASE_PLANS } from '../content/periodisation.ts';
import { squadPositions, type TeamContext } from './context.ts';
import type { WeekProgram } from './program.ts';
import { seededRandom } from './random.ts';
import { allocateMinutes, biasedSplit, buildSession, newSelector } from './session-builder.ts';

/** Laws briefings go in the Tuesday and Thursday sessions. */
export const LAWS_DAYS = new Set([1, 2]);

/** A 4-day week in an elite style for the team's season phase. Deterministic for the same style, phase and team. */
export function buildEliteWeek(type: EliteProgramType, context: TeamContext): WeekProgram {
  const style = ELITE_PROGRAMS[type];
  const emphasis = STYLE_EMPHASES[type];
  const phase = context.seasonPhase;
  const plan = PHASE_PLANS[phase];
  const positions = squadPositions(context);
  const selector = newSelector(seededRandom('elite', type, phase, context.teamId, [...positions].sort().join(',')));
  const split = biasedSplit(plan.split, emphasis.bias);
  const days = TRAINING_DAYS.map((day, i) => {
    const focus = emphasis.days[i]!;
    const blocks = buildSession({
      minutes: allocateMinutes(plan.sessionMinutes[i]!, phase, split, LAWS_DAYS.has(i)),
      prefs: { dayTags: focus.tags, styleTags: emphasis.tags },
      constraints: { positions, equipment: 'any', maxIntensity: dayMaxIntensity(phase, i), liveContact: plan.liveContact, excludeTags: [] },
      notes: { strength: plan.strengthDose, conditioning: plan.conditioningDose },
    }, selector);
    return { day, theme: focus.theme, blocks };
  });
  return {
    title: `${style.name}: ${plan.label} Training Week`,
    intro: [
      `Style: ${style.name}. Original content inspired by ${style.country}'s playing style; not an official program.`,
      `Season phase: ${plan.label}. ${plan.summary}`,
      `Weekly focus: ${style.themes.slice(0, 3).join('; ')}.`,
      'Training days: Monday, Tuesday, Thursday and Friday, 45-60 minutes each.',
    ],
    days,
    restDay: plan.restDay,
    weekend: plan.weekend,
    customizations: [],
  };
}
