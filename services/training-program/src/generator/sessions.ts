import { POSITION_LABELS, type Position } from '@rugby/contracts';
import { PHASE_PLANS } from '../content/periodisation.ts';
import { POSITION_GROUP_INFO, positionGroupOf } from '../content/positions.ts';
import { squadPositions, type TeamContext } from './context.ts';
import { tagsIn } from './keywords.ts';
import { blockMinutes, renderSession } from './program.ts';
import { seededRandom } from './random.ts';
import { allocateMinutes, buildSession, newSelector } from './session-builder.ts';

export interface SessionRequest {
  focus?: string;
  durationMinutes?: number;
}

export interface SingleSession { title: string; text: string; minutes: number }

const defaultMinutes = (context: TeamContext) => Math.max(...PHASE_PLANS[context.seasonPhase].sessionMinutes);

/**
 * One training session, for the whole squad or one position's group: focus topics from the coach's words steer the
 * drills; the season phase sets the dose and intensity.
 */
export function buildSingleSession(request: SessionRequest, context: TeamContext, position?: Position): SingleSession {
  const phase = context.seasonPhase;
  const plan = PHASE_PLANS[phase];
  const minutes = request.durationMinutes ?? defaultMinutes(context);
  const focus = request.focus?.trim() ?? '';
  const group = position ? POSITION_GROUP_INFO[positionGroupOf(position)] : null;
  const focusTags = tagsIn(focus);
  const blocks = buildSession({
    minutes: allocateMinutes(minutes, phase, plan.split, !group),
    // The coach's focus leads (a group's usual day priorities step aside); the group's style fills the rest.
    prefs: { focusTags, dayTags: group && !focusTags.length ? group.dayTags[0]! : [], styleTags: group ? group.dayTags.flat() : [] },
    constraints: {
      positions: group ? group.positions : squadPositions(context),
      equipment: 'any',
      maxIntensity: plan.maxIntensity[1],
      liveContact: plan.liveContact,
      excludeTags: [],
      squad: !group,
    },
    notes: { strength: plan.strengthDose, conditioning: plan.conditioningDose },
  }, newSelector(seededRandom('session', focus, minutes, position, phase, context.teamId)));
  const theme = focus || (group ? group.dayThemes[0] : 'Whole-squad session');
  const title = group ? `${POSITION_LABELS[position!]} Session: ${theme}` : `Team Session: ${theme}`;
  const intro = [
    group ? `For: ${group.label}. Priorities: ${group.focus}.` : 'For: the whole squad, with forwards and backs splitting into units for part of the skills block.',
    `Season phase: ${plan.label}. ${plan.summary}`,
  ];
  const total = blocks.reduce((s, b) => s + blockMinutes(b), 0);
  return { title, minutes: total, text: `# ${title}\n\n${intro.join('\n')}\n\n${renderSession(`Session: ${theme}`, blocks)}\n` };
}
