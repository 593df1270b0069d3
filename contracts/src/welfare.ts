/**
 * Player welfare: suspected concussion (Recognise and Remove) and the graduated return to play (GRTP). Zod-free: the
 * web apps load it. Every number of the protocol is in PROTOCOLS below, with the document it comes from; the app
 * records and enforces the protocol, it never diagnoses.
 */

/**
 * The symptoms a player ticks (and a coach may record), those of World Rugby's Concussion Recognition Tool (CRT6): any
 * one of them after a knock stops training that day, and any one during the return to play moves the player back.
 */
export const CONCUSSION_SYMPTOMS = [
  'headache',
  'pressure',
  'dizziness',
  'confusion',
  'nausea',
  'blurred-vision',
  'not-right',
  'balance',
  'light-noise',
  'drowsy',
  'memory',
  'concentration',
  'fatigue',
  'neck-pain',
  'emotional',
  'sleep',
  'numbness',
] as const;
export type ConcussionSymptom = (typeof CONCUSSION_SYMPTOMS)[number];
export const CONCUSSION_SYMPTOM_LABELS: Record<ConcussionSymptom, string> = {
  headache: 'Headache',
  pressure: 'Pressure in the head',
  dizziness: 'Dizziness',
  confusion: 'Confusion',
  nausea: 'Nausea or vomiting',
  'blurred-vision': 'Blurred vision',
  'not-right': "Don't feel right",
  balance: 'Balance problems',
  'light-noise': 'Sensitive to light or noise',
  drowsy: 'Drowsy or slowed down',
  memory: 'Trouble remembering',
  concentration: 'Hard to concentrate',
  fatigue: 'Tired or low energy',
  'neck-pain': 'Neck pain',
  emotional: 'More emotional, irritable, sad or anxious',
  sleep: 'Trouble falling asleep',
  numbness: 'Tingling, numbness or weakness in arms or legs',
};

/** The head as a body part (not 'head coach', 'head physio', 'head of', 'head start'). */
const HEAD = String.raw`(?:head|skull|temple|face|jaw|chin|nose|eye)\b(?!\s*(?:coach|physio|trainer|of\b|start|first))`;
/** Words of a check-in note that mean a blow to the head (read as a suspected concussion, never as a diagnosis). */
const HEAD_IMPACT = new RegExp(
  [
    // 'took a knock to the head', 'hit my head', 'elbow in the face', 'kicked in the head'
    String.raw`\b(?:knock|hit|blow|bang|bump|whack|smack|clash|kick|knee|elbow|boot|shoulder)(?:ed|s)?\s+(?:\w+\s+){0,2}?(?:to|on|in|into|against)?\s*(?:the|my|his|her|their)?\s*${HEAD}`,
    String.raw`\b(?:hit|banged|bumped|smacked|knocked|whacked|cracked)\s+(?:my|his|her|the)\s+${HEAD}`,
    // 'landed on my head', 'fell on his head'
    String.raw`\b(?:landed|fell|came down|dropped)\s+(?:\w+\s+){0,2}?on\s+(?:my|his|her|the|their)\s+${HEAD}`,
    String.raw`\bhead[- ]?(?:knock|clash|hit|injury|collision|knock|butt)s?\b`,
    String.raw`\bclash(?:ed)?\s+(?:of\s+)?heads\b|\bbanged\s+heads\b`,
    String.raw`concuss|knocked (?:out|cold|senseless)|blacked out|lost consciousness|seeing stars|saw stars|\bdazed\b|\bgroggy\b`,
  ].join('|'),
  'i',
);
/** Words of a check-in note that describe a collision or a fall (a symptom after one is a suspected concussion too). */
const COLLISION =
  /\b(?:tackl\w*|collision|collided|smashed|ruck\w*|scrum\w*|maul\w*|clean[- ]?out|clear[- ]?out|fell(?! asleep)|fall(?:en|ing)?(?! asleep)|landed|hit(?! the gym)|knock\w*|clash\w*|bang\w*|contact)\b/i;
/** Words of a check-in note that name a concussion symptom, for each symptom. */
const SYMPTOM_WORDS: ReadonlyArray<readonly [ConcussionSymptom, RegExp]> = [
  [
    'headache',
    /head ?aches?|(?:sore|pounding|throbbing) head|(?:my |the )?head (?:hurts|aches|is (?:sore|pounding|throbbing|killing me|banging))|pain in (?:my|the) head/i,
  ],
  ['numbness', /tingl|numb|pins and needles|weak(?:ness)? in (?:my|the|both) (?:arm|leg|hand)|dead arm/i],
  ['pressure', /pressure in (?:my|the) head/i],
  ['dizziness', /dizz|light[- ]?headed|room spinning|woozy/i],
  ['confusion', /confus|disorient|foggy|fogg(?:y|iness)|don'?t know where/i],
  ['nausea', /nause|vomit|threw up|throwing up|sick to (?:my|the) stomach|feel(?:ing)? sick/i],
  ['blurred-vision', /blurr|double vision|seeing double|vision/i],
  [
    'not-right',
    /(?:don'?t|do not|didn'?t|not) feel(?:ing)? (?:right|myself)|not right|feel(?:ing)? (?:a bit )?off\b|not with it|spaced out|ringing|bell (?:was )?rung/i,
  ],
  ['balance', /balance|unsteady|stumbl/i],
  ['light-noise', /(?:light|noise|sound)s? (?:hurts?|bother)|sensitiv\w* to (?:light|noise|sound)/i],
  ['drowsy', /drows|slowed down|sleepy|can'?t stay awake/i],
  ['memory', /can'?t remember|memory|forgot (?:what|where)/i],
  ['concentration', /can'?t (?:concentrate|focus)|hard to (?:concentrate|focus)|struggled? to (?:concentrate|focus)/i],
];
/** Symptoms a note may deny ('no headache or dizziness'). */
const DENIABLE = String.raw`(?:head ?aches?|dizz\w*|nausea|sickness|blurr\w*(?:\s+vision)?|symptoms?)`;
/** Words of lingering symptoms: counted while a protocol runs, never enough to start one (a cold is not a knock). */
const LINGERING_WORDS: ReadonlyArray<readonly [ConcussionSymptom, RegExp]> = [
  ['pressure', /head feels? heavy/i],
  ['fatigue', /really tired|exhausted|no energy|low energy|wiped out/i],
  ['sleep', /(?:couldn'?t|can'?t|could not|cannot) sleep|trouble (?:sleeping|getting to sleep)|slept badly/i],
  ['neck-pain', /neck (?:is |feels )?(?:sore|stiff|pain)|(?:sore|stiff) neck|neck pain/i],
  ['emotional', /anxious|irritable|snapping|feeling low|teary|emotional|on edge/i],
];
/**
 * Symptoms that on their own, after a knock, do not start a protocol (a cold, a neck strain or a poor night show them
 * too); while one runs every symptom counts.
 */
export const LINGERING_ONLY: readonly ConcussionSymptom[] = ['fatigue', 'sleep', 'emotional', 'neck-pain'];
const opening = (symptoms: readonly string[]) => symptoms.filter((s) => !(LINGERING_ONLY as readonly string[]).includes(s));

/**
 * Core concussion symptoms (dizziness, blurred vision…) a check-in shows without a knock (ill, or no injury): not the
 * protocol, but no contact that day, the coach told and a doctor to see.
 */
export function symptomsWithoutKnock(input: {
  injury: boolean;
  area: string | null | undefined;
  symptoms: readonly string[];
  notes: string | null | undefined;
}): boolean {
  if (isSuspectedConcussion(input)) return false;
  return opening(input.symptoms).length > 0 || concussionSignsIn(input.notes).symptoms.length > 0;
}

/**
 * What a free-text note says: a blow to the head, a collision or fall, the concussion symptoms it names, and with the
 * lingering ones too (what counts while a protocol runs).
 */
export function concussionSignsIn(text: string | null | undefined): {
  headImpact: boolean;
  collision: boolean;
  symptoms: ConcussionSymptom[];
  allSymptoms: ConcussionSymptom[];
} {
  // 'no headache today', 'the headache has gone': a symptom denied is not one.
  const words = (text ?? '')
    .replace(new RegExp(String.raw`\b(?:no|not any|without|zero)\s+(?:more\s+)?${DENIABLE}(?:\s*(?:,|or|and|nor)\s*${DENIABLE})*\b`, 'gi'), ' ')
    // 'the headache has gone' (but not when it 'came back' or is 'still' there)
    .replace(
      /\b(?:head ?aches?|dizziness|nausea|blurred vision)\s+(?:has\s+|have\s+|is\s+)?(?:all\s+)?(?:gone|cleared|went away)\b(?![^.!?]*\b(?:came back|back again|returned|still)\b)/gi,
      ' ',
    );
  const named = (list: ReadonlyArray<readonly [ConcussionSymptom, RegExp]>) => list.filter(([, re]) => re.test(words)).map(([s]) => s);
  const symptoms = named(SYMPTOM_WORDS);
  return {
    headImpact: HEAD_IMPACT.test(words),
    collision: COLLISION.test(words),
    symptoms,
    allSymptoms: [...new Set([...symptoms, ...named(LINGERING_WORDS)])],
  };
}

/**
 * Recognise and Remove: whether a check-in is a suspected concussion. A note describing a blow to the head always is;
 * so is any symptom with a head or neck injury or after a collision or a fall ('felt dizzy after a tackle'), and a core
 * symptom (not one of the LINGERING_ONLY) ticked or written with any other injury. Illness, or a lingering symptom
 * alone (a cold, a poor night), is not.
 */
export function isSuspectedConcussion(input: {
  injury: boolean;
  area: string | null | undefined;
  symptoms: readonly string[];
  notes: string | null | undefined;
}): boolean {
  const signs = concussionSignsIn(input.notes);
  if (signs.headImpact) return true;
  // After a collision or a fall, or with a head or neck injury, any symptom (neck pain and tiredness too).
  if (signs.collision || input.area === 'head-neck') return input.symptoms.length > 0 || signs.allSymptoms.length > 0;
  // With another injury, a core symptom ticked or written; a lingering one alone, or illness, is not a knock.
  return input.injury && input.area !== 'illness' && (opening(input.symptoms).length > 0 || signs.symptoms.length > 0);
}

/** The stages of the graduated return to play (World Rugby Concussion Guidance; the same six in every union below). */
export const GRTP_STAGES = [
  {
    stage: 1,
    name: 'Rest',
    activity: 'Relative physical and mental rest: everyday activities only, no exercise, limited screen time.',
    objective: 'Recovery',
  },
  {
    stage: 2,
    name: 'Light aerobic exercise',
    activity: 'Walking, swimming or a stationary bike at an easy pace (under 70 % of maximum heart rate), 15–20 minutes. No resistance training.',
    objective: 'Increase heart rate',
  },
  {
    stage: 3,
    name: 'Sport-specific exercise',
    activity: 'Running drills and ball handling on your own. No head impact activities, no tackling.',
    objective: 'Add movement',
  },
  {
    stage: 4,
    name: 'Non-contact training drills',
    activity: 'Harder, more complex non-contact training with the team (passing, kicking, running lines). You may start progressive resistance training.',
    objective: 'Exercise, coordination and thinking',
  },
  {
    stage: 5,
    name: 'Full contact practice',
    activity: 'Normal training with contact, only after a doctor or approved healthcare professional has cleared you.',
    objective: 'Restore confidence; coaching staff assess skills',
  },
  {
    stage: 6,
    name: 'Return to play',
    activity: 'Back to normal match play.',
    objective: 'Recovered',
  },
] as const;
export type GrtpStage = (typeof GRTP_STAGES)[number]['stage'];
export const FULL_CONTACT_STAGE = 5;
export const RETURN_TO_PLAY_STAGE = 6;
export const grtpStage = (stage: number) => GRTP_STAGES[Math.min(Math.max(stage, 1), GRTP_STAGES.length) - 1]!;

/** Age groups the protocols set different minimums for (age on the day of the injury; unknown age counts as under 19). */
export const AGE_GROUPS = ['adult', 'under-19'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export const AGE_GROUP_LABELS: Record<AgeGroup, string> = { adult: '19 and over', 'under-19': 'Under 19' };
export const ageGroupOf = (age: number | null | undefined): AgeGroup => (typeof age === 'number' && age >= 19 ? 'adult' : 'under-19');

export const UNIONS = ['world-rugby', 'new-zealand'] as const;
export type Union = (typeof UNIONS)[number];
export const DEFAULT_UNION: Union = 'world-rugby';

export interface ConcussionProtocol {
  union: Union;
  label: string;
  /** The document the numbers come from. */
  source: string;
  /** Days from the injury before the player may play again (the earliest return date is the injury date plus these). */
  minimumDays: Record<AgeGroup, number>;
  /** Hours each GRTP stage lasts at least, symptom-free, before the next. */
  stageMinimumHours: number;
  /** The stage from which a recorded medical clearance is required. */
  clearanceBeforeStage: number;
}

/**
 * The protocol table: one row per union, each cited. Community rugby (no full-time medical supervision) in both.
 * World Rugby is the default; a union may only be stricter than it.
 */
export const PROTOCOLS: Record<Union, ConcussionProtocol> = {
  'world-rugby': {
    union: 'world-rugby',
    label: 'World Rugby (community guidance)',
    source:
      'World Rugby Regulation 10.1 (Concussion) and the World Rugby Concussion Guidance for community rugby: remove at once, no return the same day, ' +
      '24 hours of relative rest, an individualised graduated return to play with each stage at least 24 hours symptom-free, medical clearance ' +
      'before full contact; without advanced care, no return to play before day 21 (19 and over) or day 23 (under 19).',
    minimumDays: { adult: 21, 'under-19': 23 },
    stageMinimumHours: 24,
    clearanceBeforeStage: FULL_CONTACT_STAGE,
  },
  'new-zealand': {
    union: 'new-zealand',
    label: 'New Zealand Rugby (community protocol)',
    source:
      "New Zealand Rugby and ACC's community concussion protocol and Graduated Return to Play: a mandatory stand-down of 21 days for players 19 and " +
      'over and 23 days for players under 19; each stage at least 24 hours, back to the previous stage if symptoms return; medical clearance before ' +
      'full contact.',
    minimumDays: { adult: 21, 'under-19': 23 },
    stageMinimumHours: 24,
    clearanceBeforeStage: FULL_CONTACT_STAGE,
  },
};

/** Where a player stands today: available, training modified (an injury check-in), or stood down under the protocol. */
export const WELFARE_STATUSES = ['available', 'modified', 'stood-down'] as const;
export type WelfareStatus = (typeof WELFARE_STATUSES)[number];
export const WELFARE_STATUS_LABELS: Record<WelfareStatus, string> = { available: 'Available', modified: 'Modified', 'stood-down': 'Stood down' };

/**
 * Why a record is withdrawn; kept with the case. 'wrong-player' and 'not-a-head-knock' (a note misread, no symptom) are
 * errors of the record, taken back within WITHDRAW_HOURS; anything else needs the doctor who ruled concussion out.
 */
export const WITHDRAW_REASONS = ['wrong-player', 'not-a-head-knock', 'doctor-ruled-out'] as const;
export const WITHDRAW_HOURS = 48;

/** The app's words about what it is: shown wherever welfare is. */
export const WELFARE_DISCLAIMER =
  'This app records the concussion protocol and enforces its stand-down; it does not diagnose. Only a doctor can diagnose a concussion or clear a player.';

/** Recognise and Remove, as the player reads it on the day. */
export const RECOGNISE_AND_REMOVE = {
  title: 'Recognise and Remove',
  steps: [
    'Stop: no more training or playing today.',
    'Do not return to training or play today, even if you feel better.',
    'See a doctor as soon as possible, today if you can. Go to the emergency department at once if symptoms get worse.',
    'Tell your coach (they have been told) and a parent or someone you live with; do not stay alone, drive or drink alcohol in the first 24 hours.',
    'Call an ambulance at once for tingling, numbness or weakness in the arms or legs, a severe or worsening headache, repeated vomiting, a seizure, or growing confusion or drowsiness.',
  ],
} as const;
