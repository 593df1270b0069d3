import { BACK_POSITIONS, FORWARD_POSITIONS, POSITIONS, type Position } from '@rugby/contracts';

/** Position groups used by the content library and generators. */
export const POSITION_GROUPS = ['front-row', 'locks', 'back-row', 'half-backs', 'midfield', 'back-three'] as const;
export type PositionGroup = (typeof POSITION_GROUPS)[number];

export interface PositionGroupInfo {
  label: string;
  positions: readonly Position[];
  unit: 'forwards' | 'backs';
  /** What a week for this group prioritises (player programs, position sessions). */
  focus: string;
  /** Library tags steering each training day (Monday, Tuesday, Thursday, Friday). */
  dayTags: readonly [readonly string[], readonly string[], readonly string[], readonly string[]];
  dayThemes: readonly [string, string, string, string];
}

export const POSITION_GROUP_INFO: Record<PositionGroup, PositionGroupInfo> = {
  'front-row': {
    label: 'Front row (prop, hooker)',
    positions: ['prop', 'hooker'],
    unit: 'forwards',
    focus: 'scrum stability, neck and trunk strength, and the work rate to hit rucks phase after phase',
    dayTags: [
      ['scrum', 'neck'],
      ['lineout', 'handling'],
      ['contact', 'breakdown'],
      ['scrum', 'tempo'],
    ],
    dayThemes: ['Scrum strength and body height', 'Set-piece accuracy and handling', 'Contact and breakdown work', 'Sharp scrummaging and tempo'],
  },
  locks: {
    label: 'Locks',
    positions: ['lock'],
    unit: 'forwards',
    focus: 'lineout jumping and lifting, restart receipts, maul power and carrying in the tight',
    dayTags: [
      ['lineout', 'jump'],
      ['maul', 'scrum'],
      ['aerial', 'contact'],
      ['lineout', 'tempo'],
    ],
    dayThemes: ['Lineout jumping power', 'Maul and scrum drive', 'Restarts and carrying', 'Lineout timing and tempo'],
  },
  'back-row': {
    label: 'Back row (flanker, number 8)',
    positions: ['flanker', '8'],
    unit: 'forwards',
    focus: 'breakdown turnovers, dominant tackling, carrying from the base and the engine to be first to every ruck',
    dayTags: [
      ['breakdown', 'tackle'],
      ['handling', 'support'],
      ['contact', 'defence'],
      ['repeat-sprint', 'breakdown'],
    ],
    dayThemes: ['Breakdown and tackle dominance', 'Link play and support lines', 'Carrying and defence', 'Engine and turnover speed'],
  },
  'half-backs': {
    label: 'Half-backs (scrum-half, fly-half)',
    positions: ['scrum-half', 'fly-half'],
    unit: 'backs',
    focus: 'fast, accurate service, tactical kicking, game management and quick decisions under pressure',
    dayTags: [
      ['passing', 'tempo'],
      ['kicking', 'decision'],
      ['decision', 'defence'],
      ['kicking', 'speed'],
    ],
    dayThemes: ['Service speed and accuracy', 'Kicking game and options', 'Game management and defence', 'Sharp kicking and speed'],
  },
  midfield: {
    label: 'Midfield (centres)',
    positions: ['center'],
    unit: 'backs',
    focus: 'defensive reads, hard running lines, distribution and offloads through contact',
    dayTags: [
      ['defence', 'tackle'],
      ['passing', 'decision'],
      ['contact', 'offload'],
      ['evasion', 'speed'],
    ],
    dayThemes: ['Midfield defence reads', 'Distribution and switch plays', 'Crash ball and offloads', 'Footwork and acceleration'],
  },
  'back-three': {
    label: 'Back three (wing, fullback)',
    positions: ['wing', 'fullback'],
    unit: 'backs',
    focus: 'top-end speed, the high ball, counter-attack from kicks and finishing',
    dayTags: [
      ['speed', 'aerial'],
      ['counter-attack', 'evasion'],
      ['kicking', 'aerial'],
      ['speed', 'finishing'],
    ],
    dayThemes: ['Speed and the high ball', 'Counter-attack and evasion', 'Back-field kicking and coverage', 'Top speed and finishing'],
  },
};

export const ALL_POSITIONS: readonly Position[] = POSITIONS;

export function positionGroupOf(position: Position): PositionGroup {
  const group = POSITION_GROUPS.find((g) => POSITION_GROUP_INFO[g].positions.includes(position));
  if (!group) throw new Error(`No position group for ${position}`);
  return group;
}

export const FORWARDS = FORWARD_POSITIONS;
export const BACKS = BACK_POSITIONS;
