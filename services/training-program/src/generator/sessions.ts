import {
  POSITION_LABELS,
  PROGRAM_DOCUMENT_VERSION,
  TRAINING_DAYS,
  TRAINING_ISO_WEEKDAYS,
  type Position,
  type ProgramDocument,
  type TrainingDay,
} from '@rugby/contracts';
import { calendarDate, isoWeekday, now } from '@rugby/service-kit';
import { PHASE_PLANS } from '../content/periodisation.ts';
import { POSITION_GROUP_INFO, positionGroupOf } from '../content/positions.ts';
import { resizeDocumentDay } from '../customize/apply.ts';
import { trainingDayOnOrAfter } from '../domain/calendar.ts';
import { squadPositions, type TeamContext } from './context.ts';
import { GENERAL_DAY_TAGS } from './player-week.ts';
import { tagsIn } from './keywords.ts';
import { buildSessionDay, type WeekRequest } from './week-builder.ts';

export interface SessionRequest {
  focus?: string;
  durationMinutes?: number;
}

/** The shortest session with an Activate warm-up (15 min), some main work and a cool-down. */
export const MIN_SESSION_MINUTES = 30;

/** Today's training day, or the next one (a session asked for on a Wednesday or at the weekend is for the next). */
function sessionDay(today: string): TrainingDay {
  return TRAINING_DAYS[TRAINING_ISO_WEEKDAYS.indexOf(isoWeekday(trainingDayOnOrAfter(today)) as (typeof TRAINING_ISO_WEEKDAYS)[number])]!;
}

/** What a single session is built from (the built-in generator and an AI provider's brief share it). */
export interface SessionPlan {
  req: WeekRequest;
  day: TrainingDay;
  minutes: number;
  meta: ProgramDocument['meta'];
}

export function sessionPlan(request: SessionRequest, context: TeamContext, position?: Position): SessionPlan {
  const phase = context.seasonPhase;
  const plan = PHASE_PLANS[phase];
  const day = sessionDay(context.today ?? calendarDate(now(), 'UTC'));
  const dayIndex = TRAINING_DAYS.indexOf(day);
  const asked = request.durationMinutes ?? Math.max(...plan.sessionMinutes);
  const minutes = Math.max(MIN_SESSION_MINUTES, asked);
  const focus = request.focus?.trim() ?? '';
  const group = position ? POSITION_GROUP_INFO[positionGroupOf(position)] : null;
  const focusTags = tagsIn(focus);
  const theme = focus.slice(0, 160) || (group ? group.dayThemes[dayIndex]! : 'Whole-squad session');
  const title = group ? `${POSITION_LABELS[position!]} Session: ${theme}` : `Team Session: ${theme}`;
  const intro = [
    group ? `For: ${group.label}. Priorities: ${group.focus}.` : 'For: the whole squad.',
    `Season phase: ${plan.label}. ${plan.summary}`,
    ...(asked < MIN_SESSION_MINUTES
      ? [`${asked} minutes asked: a session needs at least ${MIN_SESSION_MINUTES} (the 15-minute Activate warm-up, main work and a cool-down).`]
      : []),
  ];
  const tags = focusTags.length ? focusTags : group ? group.dayTags[dayIndex]! : GENERAL_DAY_TAGS[dayIndex]!;
  const req: WeekRequest = {
    source: 'session',
    style: null,
    title: title.slice(0, 200),
    intro,
    restDay: plan.restDay,
    weekend: plan.weekend,
    phase,
    weekOfPhase: context.weekOfPhase ?? 1,
    weekOfSeason: context.weekOfSeason,
    matchDay: context.matchDay ?? 'saturday',
    matchDayRoles: context.matchDayRoles,
    ageBand: 'adult',
    positions: group ? group.positions : squadPositions(context),
    individual: false,
    position: position ?? null,
    days: TRAINING_DAYS.map(() => ({ theme, tags: [...tags] })) as unknown as WeekRequest['days'],
    styleTags: group ? group.dayTags.flat() : [],
    seed: ['session', focus, minutes, position, context.teamId],
    sessionMinutes: minutes,
  };
  const meta: ProgramDocument['meta'] = {
    source: 'session',
    style: null,
    seasonPhase: phase,
    weekOfPhase: req.weekOfPhase,
    matchDay: phase === 'in-season' ? req.matchDay : null,
    ageBand: 'adult',
    position: position ?? null,
    customizations: [],
    sessionMinutes: { [day]: minutes },
  };
  return { req, day, minutes, meta };
}

/**
 * One training session for the whole squad or one position's group, as a structured document of one day: today's
 * training day (or the next) with its match-day role, the Activate warm-up, the coach's focus leading the skills work,
 * the season phase's doses, and exactly the minutes asked for (at least 30).
 */
export function buildSessionDocument(request: SessionRequest, context: TeamContext, position?: Position): ProgramDocument {
  const { req, day, minutes, meta } = sessionPlan(request, context, position);
  const doc: ProgramDocument = {
    version: PROGRAM_DOCUMENT_VERSION,
    title: req.title,
    intro: req.intro,
    restDay: req.restDay,
    weekend: req.weekend,
    meta,
    days: [buildSessionDay(req, day)],
  };
  resizeDocumentDay(doc, day, minutes);
  return doc;
}
