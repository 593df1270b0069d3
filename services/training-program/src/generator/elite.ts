import type { EliteProgramType, ProgramDocument } from '@rugby/contracts';
import { ELITE_PROGRAMS, STYLE_EMPHASES } from '../content/elite-styles.ts';
import { PHASE_PLANS } from '../content/periodisation.ts';
import { squadPositions, type TeamContext } from './context.ts';
import { buildWeekDocument } from './week-builder.ts';

/**
 * A 4-day week in an elite style for the team's season phase, week of the phase and match day, as a structured
 * document. Deterministic for the same style, phase, week and squad.
 */
export function buildEliteDocument(type: EliteProgramType, context: TeamContext): ProgramDocument {
  const style = ELITE_PROGRAMS[type];
  const emphasis = STYLE_EMPHASES[type];
  const phase = context.seasonPhase;
  const plan = PHASE_PLANS[phase];
  const positions = squadPositions(context);
  const weekOfPhase = context.weekOfPhase ?? 1;
  const matchDay = context.matchDay ?? 'saturday';
  return buildWeekDocument({
    source: 'elite',
    style: type,
    title: `${style.name}: ${plan.label} Training Week`,
    intro: [
      `Style: ${style.name}. Original content inspired by ${style.country}'s playing style; not an official program.`,
      `Season phase: ${plan.label}${phase === 'off-season' ? '' : ` (week ${weekOfPhase})`}. ${plan.summary}`,
      `Weekly focus: ${style.themes.slice(0, 3).join('; ')}.`,
      phase === 'in-season' && context.matchDayRoles
        ? "Planned around the team's fixtures: each session's role (MD-4, MD-1…) sets its contact and load."
        : phase === 'in-season'
          ? `Planned around a ${matchDay[0]!.toUpperCase()}${matchDay.slice(1)} match: each session's role (MD-4, MD-1…) sets its contact and load.`
          : 'Training days: Monday, Tuesday, Thursday and Friday, 45-60 minutes each.',
    ],
    restDay: plan.restDay,
    weekend: plan.weekend,
    phase,
    weekOfPhase,
    weekOfSeason: context.weekOfSeason,
    matchDay,
    matchDayRoles: context.matchDayRoles,
    ageBand: 'adult',
    positions,
    individual: false,
    position: null,
    days: emphasis.days,
    styleTags: emphasis.tags,
    signature: emphasis.signature,
    bias: emphasis.bias,
    seed: ['elite', type, context.teamId, [...positions].sort().join(',')],
  });
}
