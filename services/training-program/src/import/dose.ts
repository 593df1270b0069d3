import type { Load } from '@rugby/contracts';
import { EMOJI } from './text.ts';

/**
 * The numbers in a coach's words for one item ('5x5 BS @80%', '6 x 40m, 30s rest', '3x30s plank', 'E2MOM x 6: 3
 * hang cleans', 'passing drills for 20 minutes'), read into the fields of a prescription, and the item's name: the
 * words with those numbers taken out. Nothing is invented: a number the coach did not write stays null.
 */
export interface CoachDose {
  sets: number | null;
  reps: number | null;
  repsMax: number | null;
  durationSeconds: number | null;
  distanceMeters: number | null;
  restSeconds: number | null;
  perSide: boolean;
  load: Load;
  tempo: string | null;
  /** The item's own length, as the coach wrote it ('20 min'). */
  minutes: number | null;
  /** A percentage that is not of a 1RM (of max speed, of MAS, of max heart rate): kept in the notes only. */
  percentOfOther: number | null;
  /** 'E2MOM' → 2: one set every two minutes. */
  everyMinutes: number | null;
  /** Numbers the coach wrote that an item cannot record (e.g. 30 sets): they stay in the notes, and the item says so. */
  outOfRange: string[];
}

export interface DoseReading {
  dose: CoachDose;
  /** Where the numbers are in the words ([start, end) pairs), to take them out of the name. */
  spans: Array<[number, number]>;
}

const MASK = '\u0001';
const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const RANGE = String.raw`(?:\s*[-–]\s*(\d+(?:[.,]\d+)?))?`;
const SECONDS = String.raw`(?:s|secs?|seconds?|")(?![\p{L}])`;
const MINUTES = String.raw`(?:mins?|minutes?|mn|')(?![\p{L}])`;
const METRES = String.raw`(?:km|k(?=[\s,.;:)]|$)|m(?![\p{L}])|metres?|meters?|mtrs?)`;
/** What a set's work is counted in after 'N x': metres, seconds, minutes or reps. */
const WORK_UNIT = String.raw`(km|k(?=[\s,.;:)]|$)|m(?![\p{L}])|metres?|meters?|mtrs?|s(?![\p{L}])|secs?|seconds?|"|mins?|minutes?|'|reps?)?`;
const BEFORE = String.raw`(?<![\p{L}\d.,])`;
/** Not followed by a unit: 'session 2' is a name, 'session 20 min' an amount. */
const NOT_AMOUNT = String.raw`(?!\s*(?:[x×%'"]|mins?\b|minutes?\b|hrs?\b|hours?\b|secs?\b|seconds?\b|s\b|m\b|km\b|metres?\b|meters?\b|reps?\b|sets?\b|rounds?\b))`;
/** Sets done to the limit rather than a count: max reps, failure, AMRAP. */
const TO_LIMIT = String.raw`(?:max(?:imum)?|failure|fail|amrap|as many as)(?![\p{L}])`;

/** Runs and efforts, counted in sets ('Bronco x2' is two Broncos). */
const RUNS = /bronco|yo-?yo|sprints?|strides?|shuttles?|\bruns?\b|efforts?|laps?|hills?|gassers?|suicides?|accelerations?|flying|rounds?|circuits?|intervals?/i;
const num = (s: string | undefined): number | null => (s === undefined ? null : Number(s.replace(',', '.')));
const unitKind = (unit: string | undefined): 'metres' | 'seconds' | 'minutes' | 'reps' => {
  const u = (unit ?? '').toLowerCase();
  if (!u || u.startsWith('rep')) return 'reps';
  if (/^(?:km|k|m|metres?|meters?|mtrs?)$/.test(u)) return 'metres';
  if (/^(?:s|secs?|seconds?|")$/.test(u)) return 'seconds';
  return 'minutes';
};
const metresOf = (value: number, unit: string | undefined) => {
  const u = (unit ?? '').toLowerCase();
  return u === 'km' || (u === 'k' && value <= 50) ? Math.round(value * 1000) : Math.round(value);
};
/** The seconds after minutes ('1 min 30 s'), matched by AND_SECONDS: counted only after a unit of minutes. */
const AND_SECONDS = String.raw`(?:\s*(\d{1,2})\s*(?:s|secs?|seconds?)(?![\p{L}]))?`;
const andSeconds = (unit: string | undefined, seconds: string | undefined) => (seconds && /^(?:mins?|minutes?|mn|')$/i.test(unit ?? '') ? Number(seconds) : 0);
/** A rest with no unit: 'rest 2' is minutes, 'rest 90' seconds. */
const restSecondsOf = (value: number, unit: string | undefined) => {
  const u = (unit ?? '').toLowerCase();
  if (!u) return value <= 5 ? value * 60 : value;
  return /^(?:s|secs?|seconds?|")$/.test(u) ? value : value * 60;
};

export const emptyDose = (): CoachDose => ({
  sets: null,
  reps: null,
  repsMax: null,
  durationSeconds: null,
  distanceMeters: null,
  restSeconds: null,
  perSide: false,
  load: { kind: 'none' },
  tempo: null,
  minutes: null,
  percentOfOther: null,
  everyMinutes: null,
  outOfRange: [],
});

/** True when the words carry any number the dose reader understood. */
export const hasDose = (d: CoachDose) =>
  d.sets !== null ||
  d.reps !== null ||
  d.durationSeconds !== null ||
  d.distanceMeters !== null ||
  d.restSeconds !== null ||
  d.minutes !== null ||
  d.load.kind !== 'none' ||
  d.everyMinutes !== null ||
  d.percentOfOther !== null ||
  d.tempo !== null;

/** Reads the numbers of one item's words. */
export function readDose(text: string): DoseReading {
  const dose = emptyDose();
  const spans: Array<[number, number]> = [];
  let work = text;
  let percent: { value: number; of1rm: boolean } | null = null;

  /** Runs `re` over what is not yet read; `on` returns false to leave a match alone, 'mask' to hide it without taking it out of the name. */
  const take = (source: string, on: (m: RegExpExecArray) => boolean | 'mask' | void) => {
    const re = new RegExp(source, 'giu');
    const found = [...work.matchAll(re)];
    for (const m of found) {
      if (m[0].includes(MASK) || !m[0].trim()) continue;
      const result = on(m as RegExpExecArray);
      if (result === false) continue;
      const start = m.index!;
      const end = start + m[0].length;
      work = work.slice(0, start) + MASK.repeat(end - start) + work.slice(end);
      if (result !== 'mask') spans.push([start, end]);
    }
  };
  const setOnce = <K extends 'sets' | 'reps' | 'repsMax' | 'durationSeconds' | 'distanceMeters' | 'restSeconds' | 'minutes'>(key: K, value: number | null) => {
    if (value === null || dose[key] !== null) return;
    dose[key] = value;
  };

  // Rests first, so '30s rest' is not read as 30 seconds of work; 'rest 1:30' before times of day.
  take(String.raw`${BEFORE}(?:rest|rec(?:overy)?|recover|break)\s*[:=]?\s*(?:of\s+|for\s+)?(\d{1,2}):(\d{2})(?!\d)`, (m) => {
    setOnce('restSeconds', Number(m[1]) * 60 + Number(m[2]));
  });
  let onOff = false;
  take(String.raw`${BEFORE}${NUM}\s*(${SECONDS}|${MINUTES})?\s*on\s*[\/,:]?\s*${NUM}\s*(${SECONDS}|${MINUTES})?\s*off\b`, (m) => {
    const work = num(m[1])!;
    onOff = dose.durationSeconds === null && dose.restSeconds === null;
    setOnce('durationSeconds', /^(?:mins?|minutes?|mn|')$/i.test(m[2] ?? '') ? work * 60 : work);
    setOnce('restSeconds', restSecondsOf(num(m[3])!, m[4] ?? m[2] ?? 's'));
  });
  take(
    String.raw`${BEFORE}(?:rest(?:ing)?|rec(?:overy)?|recover|break)\s*[:=]?\s*(?:of\s+|for\s+)?${NUM}${RANGE}\s*(${SECONDS}|${MINUTES}|m(?![\p{L}]))?${AND_SECONDS}(?:\s*(?:between|btw|b\/w)(?:\s+(?:sets|reps|efforts|runs|rounds|each))?)?`,
    (m) => {
      setOnce('restSeconds', restSecondsOf(num(m[1])!, m[3]) + andSeconds(m[3], m[4]));
    },
  );
  take(
    String.raw`${BEFORE}${NUM}${RANGE}\s*(${SECONDS}|${MINUTES})\s*(?:of\s+)?(?:rest|rec(?:overy)?|recover(?:y)?|break|between(?:\s+(?:sets|reps|efforts|runs|rounds))?|btw(?:\s+sets)?|walk[- ]?back(?:\s+recovery)?|jog[- ]?back)(?![\p{L}])`,
    (m) => {
      setOnce('restSeconds', restSecondsOf(num(m[1])!, m[3]));
    },
  );

  // Not doses: times of day, age grades, 2v1 grids, weeks and years, '1RM' named on its own.
  take(String.raw`${BEFORE}\d{1,2}[:.]\d{2}\s*(?:am|pm)?(?![\p{L}\d])|${BEFORE}\d{1,2}\s*(?:am|pm)\b`, () => 'mask');
  take(
    String.raw`\bu\s?\d{2}s?\b|\bunder[- ]\d{2}s?\b|${BEFORE}\d+\s*v\s*\d+\b|\b(?:week|wk|no\.?|number|level|stage|phase|day|session)\s*\d+\b${NOT_AMOUNT}|\b(?:19|20)\d{2}\b|\b\d+(?:st|nd|rd|th)\b`,
    () => 'mask',
  );
  take(String.raw`\bE(\d*)MOM\b`, (m) => {
    dose.everyMinutes = m[1] ? Number(m[1]) : 1;
    return 'mask';
  });

  // Loads.
  take(String.raw`(?:@|\bat\b)?\s*${NUM}${RANGE}\s*%\s*(?:of\s+)?(1\s*RM|max(?:imum)?|MAS|HR\s*max|HR|max\s*HR|effort|pace|speed|top speed)?`, (m) => {
    percent = { value: num(m[1])!, of1rm: /1\s*rm/i.test(m[3] ?? '') };
    if (m[3] && !percent.of1rm) {
      dose.percentOfOther = percent.value;
      percent = null;
    }
  });
  take(String.raw`@?\s*\bRPE\s*[:=]?\s*${NUM}${RANGE}|@?\s*${BEFORE}${NUM}\s*RPE\b`, (m) => {
    const value = num(m[1] ?? m[3]);
    if (value !== null && value >= 1 && value <= 10) dose.load = { kind: 'rpe', rpe: value };
    else dose.outOfRange.push(`RPE ${value}`);
  });
  take(String.raw`${BEFORE}(\d)\s*(?:RIR|reps? in reserve)\b|\bRIR\s*[:=]?\s*(\d)\b`, (m) => {
    const value = Number(m[1] ?? m[2]);
    if (value <= 6) dose.load = { kind: 'rir', rir: value };
    else dose.outOfRange.push(`${value} RIR`);
  });
  take(String.raw`@\s*(\d{1,2}(?:[.,]5)?)(?![\d%\p{L}])`, (m) => {
    const value = num(m[1])!;
    if (value < 1 || value > 10 || dose.load.kind !== 'none') return false;
    dose.load = { kind: 'rpe', rpe: value };
  });
  take(String.raw`@?\s*${BEFORE}${NUM}\s*(?:kg|kgs|kilos?|lbs?)\b`, () => undefined);
  take(String.raw`\b(?:BW|bodyweight|body[- ]weight)\b`, () => {
    if (dose.load.kind === 'none') dose.load = { kind: 'bodyweight' };
  });
  take(String.raw`\b1\s*RM\b`, () => 'mask');

  // Tempo and sides.
  take(String.raw`\btempo\s*[:\-]?\s*(\d-?[\dx](?:-?[\dx]){2})(?![\d\p{L}])|${BEFORE}(\d\d[\dx]\d)\s*tempo\b`, (m) => {
    dose.tempo = m[1] ?? m[2]!;
  });
  take(
    String.raw`\b(?:each|per|ea\.?)\s*(?:side|leg|arm|way|direction|foot)\b|${BEFORE}e\/s\b|\/\s*(?:side|leg|arm)\b|\bL\s*[&+\/]\s*R\b|\bboth\s+(?:sides|legs|arms)\b`,
    () => {
      dose.perSide = true;
    },
  );

  // Sets and work: '3 sets of 8', '8 reps x 3 sets', '5x5', '3x8-10', '6 x 40m', '3x30s', '4 x 4 min'.
  const setWork = (sets: number, value: number, max: number | null, unit: string | undefined, seconds?: string) => {
    setOnce('sets', sets);
    const kind = unitKind(unit);
    if (kind === 'metres') setOnce('distanceMeters', metresOf(max ?? value, unit));
    else if (kind === 'seconds') setOnce('durationSeconds', value);
    else if (kind === 'minutes') setOnce('durationSeconds', Math.round(value * 60) + andSeconds(unit, seconds));
    else {
      setOnce('reps', value);
      if (max !== null && max > value) setOnce('repsMax', max);
    }
  };
  // Sets to the limit ('3x max', '3 sets to failure', '4 x AMRAP'): the sets, no rep count; the word stays in the name.
  take(String.raw`${BEFORE}${NUM}\s*(?:[x×*]|sets?|rounds?)\s*(?:(?:of|x|×)\s+)?(?=(?:to\s+)?${TO_LIMIT})`, (m) => {
    setOnce('sets', num(m[1]));
  });
  take(String.raw`${BEFORE}${NUM}${RANGE}\s*(?:sets?|rounds?)\s*(?:of|x|×|,)?\s*${NUM}${RANGE}\s*${WORK_UNIT}`, (m) => {
    setWork(num(m[1])!, num(m[3])!, num(m[4]), m[5]);
  });
  take(String.raw`${BEFORE}${NUM}${RANGE}\s*reps?\s*(?:x|×|,|of)?\s*${NUM}\s*(?:sets?|rounds?)\b`, (m) => {
    setWork(num(m[3])!, num(m[1])!, num(m[2]), 'reps');
  });
  take(String.raw`${BEFORE}${NUM}${RANGE}\s*[x×*]\s*\(?${NUM}${RANGE}\s*${WORK_UNIT}${AND_SECONDS}`, (m) => {
    setWork(num(m[1])!, num(m[3])!, num(m[4]), m[5], m[6]);
  });
  take(String.raw`${BEFORE}${NUM}${RANGE}\s*reps?\b`, (m) => {
    setOnce('reps', num(m[1]));
    if (num(m[2]) !== null && num(m[2])! > num(m[1])!) setOnce('repsMax', num(m[2]));
  });
  take(String.raw`${BEFORE}${NUM}${RANGE}\s*(?:sets?|rounds?)\b`, (m) => {
    setOnce('sets', num(m[1]));
  });
  // A time in minutes and seconds: '2 min 30 s'.
  take(String.raw`${BEFORE}${NUM}\s*${MINUTES}\s*(\d{1,2})\s*${SECONDS}`, (m) => {
    setOnce('durationSeconds', Math.round(num(m[1])! * 60) + Number(m[2]));
  });
  // Single amounts: '400m', '2 km', '20 min', '1 hr', '45 sec'.
  take(String.raw`${BEFORE}${NUM}${RANGE}\s*${METRES}`, (m) => {
    setOnce('distanceMeters', metresOf(num(m[2]) ?? num(m[1])!, /(km|k)\b/i.exec(m[0])?.[1]));
  });
  take(String.raw`${BEFORE}(?:for\s+)?${NUM}${RANGE}\s*[-–]?\s*${MINUTES}`, (m) => {
    setOnce('minutes', num(m[1]));
  });
  take(String.raw`${BEFORE}(?:for\s+)?${NUM}\s*(?:h|hrs?|hours?)\b`, (m) => {
    setOnce('minutes', Math.round(num(m[1])! * 60));
  });
  take(String.raw`${BEFORE}${NUM}${RANGE}\s*${SECONDS}`, (m) => {
    setOnce('durationSeconds', num(m[1]));
  });
  // 'x 4' on its own: sets of a run, a timed effort or an EMOM ('300m shuttles x 4', 'Bronco x2'), else reps ('push-ups x20').
  take(String.raw`${BEFORE}[x×]\s*(\d+)(?![\d\p{L}%])`, (m) => {
    const value = Number(m[1]);
    const sets = dose.everyMinutes !== null || dose.reps !== null || dose.durationSeconds !== null || dose.distanceMeters !== null || RUNS.test(text);
    setOnce(sets ? 'sets' : 'reps', value);
  });
  take(String.raw`${BEFORE}(\d+)\s*[x×](?![\p{L}\d])`, (m) => {
    setOnce(RUNS.test(text) || dose.durationSeconds !== null || dose.distanceMeters !== null ? 'sets' : 'reps', Number(m[1]));
  });
  // A count in front of the exercise: '20 push-ups', 'E2MOM x 6: 3 hang cleans'.
  take(String.raw`(?:^|:\s*)(\d{1,3})\s+(?=\p{L})`, (m) => {
    setOnce('reps', Number(m[1]));
  });

  if (percent !== null) {
    const p = percent as { value: number; of1rm: boolean };
    const liftLike = dose.distanceMeters === null && dose.durationSeconds === null;
    if (p.of1rm || liftLike) {
      if (p.value >= 20 && p.value <= 100) dose.load = { kind: 'percent1rm', percent: p.value };
      else dose.outOfRange.push(`${p.value}%`);
    } else dose.percentOfOther = p.value;
  }
  // '12 min yo-yo (15 s on 15 s off)': as many repetitions of the work and rest as the minutes hold (24 of 30 s).
  if (onOff && dose.minutes !== null && dose.sets === null && dose.reps === null && dose.durationSeconds !== null && dose.restSeconds !== null) {
    const count = Math.round((dose.minutes * 60) / (dose.durationSeconds + dose.restSeconds));
    if (count >= 2 && count <= 100) dose.reps = count;
  }
  if (dose.everyMinutes !== null) {
    if (dose.sets === null && dose.minutes !== null) dose.sets = Math.max(1, Math.floor(dose.minutes / dose.everyMinutes));
    if (dose.minutes === null && dose.sets !== null) dose.minutes = dose.sets * dose.everyMinutes;
  }
  bound(dose);
  return { dose, spans };
}

/** Keeps each number inside what an item records; what is outside stays in the notes and is named in outOfRange. */
function bound(d: CoachDose): void {
  const check = (key: 'sets' | 'reps' | 'repsMax' | 'durationSeconds' | 'distanceMeters' | 'restSeconds', min: number, max: number, label: string) => {
    const value = d[key];
    if (value === null) return;
    const whole = Math.round(value);
    if (whole < min || whole > max) {
      d.outOfRange.push(`${label} ${value}`);
      d[key] = null;
    } else d[key] = whole;
  };
  check('sets', 1, 20, 'sets');
  check('reps', 1, 100, 'reps');
  check('repsMax', 1, 100, 'reps');
  check('durationSeconds', 1, 3600, 'seconds');
  check('distanceMeters', 1, 10_000, 'metres');
  check('restSeconds', 0, 600, 'rest');
  if (d.repsMax !== null && (d.reps === null || d.repsMax <= d.reps)) d.repsMax = null;
  if (d.minutes !== null) d.minutes = Math.max(1, Math.round(d.minutes));
}

const LEAD =
  /^(?:[\s,;:.\-–—+&@()/|*_>#~=]+|(?:and|then|also|plus|followed by|after that|finish(?:ing)?(?: off)? with|start(?:ing)? with|into|with|do|did|we(?:'ll| will)? (?:do|have|run|hit|go)|we|the (?:boys|lads|girls|squad|team|players) (?:do|will do|have|run)|is|are|will be|a|an|the|some|of|for|x)(?=\s|$)\s*)+/iu;
const TRAIL = /(?:[\s,;:.\-–—+&@(/|*_>#~=]+|(?<=\s|^)(?:and|then|for|of|at|with|x|on|in|sets?|reps?|rest|rounds?|total|each|every)(?=\s*$))+$/iu;

/** Words with the given spans taken out, emoji and filler words trimmed, empty brackets dropped. */
export function cleanName(text: string, spans: ReadonlyArray<readonly [number, number]> = []): string {
  let out = '';
  let at = 0;
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    out += `${text.slice(at, start)} `;
    at = end;
  }
  out += text.slice(at);
  let name = out
    .replace(EMOJI, ' ')
    .replace(/\(\s*[^\p{L}\d)]*\)|\[\s*[^\p{L}\d\]]*\]/gu, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([:,;])/g, '$1')
    .trim();
  for (let i = 0; i < 4; i++) name = name.replace(LEAD, '').replace(TRAIL, '').trim();
  // Brackets left open or closed on their own by the numbers taken out.
  if ((name.match(/\(/g)?.length ?? 0) !== (name.match(/\)/g)?.length ?? 0))
    name = name
      .replace(/[()]/g, ' ')
      .replace(/\s{2,}/g, ' ')
      .trim();
  return name;
}

/** Words that only describe a dose ('rest', 'each side', 'walk back'): a piece made of numbers and these is part of the item before it. */
const DOSE_WORDS =
  /\b(?:rest|rec|recovery|full|complete|sets?|reps?|rounds?|each|side|sides|leg|legs|arm|arms|per|total|between|btw|work|on|off|(?:walk|jog)[- ]?back|efforts?|max|failure|easy|hard|fast|slow|steady|pace|speed|tempo|at|of|for|with|x|and|then|approx|about|around|mins?|minutes?|secs?|seconds?|metres?|meters?|hold|holds|intervals?|going|every|reps? in reserve|progressive|build|building|up|to|the|a)\b/giu;

/** True when the words hold nothing but a dose: '6 x 40m', '30s rest', '@80%', '(15 min)'. */
export function isDoseOnly(text: string): boolean {
  const { dose, spans } = readDose(text);
  const rest = cleanName(text, spans)
    .replace(DOSE_WORDS, ' ')
    .replace(/\bE\d*MOM\b/giu, 'x');
  // Numbers with dose words, or a rest phrase on its own ('walk back recovery', 'each side').
  return !/\p{L}/u.test(rest) && (hasDose(dose) || REST_PHRASE.test(text));
}
const REST_PHRASE = /\b(?:rest|recovery|(?:walk|jog)[- ]?back|each (?:side|leg|arm|way)|between (?:sets|reps|efforts))\b/i;
