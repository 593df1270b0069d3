import {
  AGE_BANDS,
  MATCH_DAYS,
  TRAINING_DAYS,
  WEEKDAY_LABELS as DAY_NAMES,
  WEEKDAYS,
  type AgeBand,
  type BlockKind,
  type MatchDay,
  type TrainingDay,
  type Weekday,
} from '@rugby/contracts';
import { badRequest } from '@rugby/service-kit';
import { ageBandOf } from '../generator/player-week.ts';
import { classify, looksLikeActivity, type Classified } from './classify.ts';
import { cleanName, hasDose, isDoseOnly, readDose, type CoachDose } from './dose.ts';
import { COACH_TEXT_ERRORS, EMOJI } from './text.ts';

/**
 * Reads a coach's own training text into their items: each item's words exactly as written, its name and numbers,
 * the day the coach put it on and the block it belongs to. Shapes read: day-by-day plans ('Monday', 'Mon:', 'Day 1',
 * '## Tuesday', '**Thursday**', tables), loose paragraphs ('On Monday we do…'), lists without days, markdown
 * headings, block headings ('Warm-up:', 'Gym', 'Conditioning -'), shorthand, emoji and any case.
 *
 * How it reads: a line is stripped of its markup (bullets, numbering, '#', '**'), then taken as the title (the first
 * line, when it reads like one), a day heading (with the day's theme or its first items after it), a block heading,
 * a note ('Focus:', 'NB'), a rest or match line, or content. Content is cut into sentences, sentences at the days
 * they name, and the rest into pieces at commas, semicolons and 'then'; a piece that is only numbers ('6 x 40m',
 * '30s rest') belongs to the item before it, a sentence that names no exercise is a cue of the item before it.
 *
 * Some words are about the week, not items, and are kept as constraints (with the coach's words in the notes or the
 * weekend text): the days the team trains ('Tues and Thurs only'), the match ('match sat', 'v Tech OB Saturday'),
 * 'no contact!!', and the squad's age ('U18 squad', 'under-16s', 'colts', 'juniors').
 */

export type DaySet = readonly Weekday[] | 'every' | null;

export interface CoachItem {
  /** The coach's words for the item, verbatim (kept in the item's notes). */
  words: string;
  name: string;
  dose: CoachDose;
  kind: BlockKind;
  /** Days the coach put it on: weekdays, 'every' session, or null (no day given). */
  days: DaySet;
  /** The coach's block heading over it ('Skills (30 min)', 'Circuit'), shown as the block's note. */
  group: string | null;
  /** Why the app placed it other than where it was written (e.g. a warm-up written after the main work goes first). */
  change?: string;
  /** Coaching cues the coach wrote after it in sentences of their own ('Keep it low.'), verbatim. */
  cues: string[];
  /** Contact and intensity words are read from these (the item's own words and its heading). */
  classified: Classified;
}

export interface ParsedText {
  title: string | null;
  items: CoachItem[];
  /** The coach's theme words for a day ('Speed & skills'). */
  themes: Map<Weekday, string[]>;
  /** What the coach wrote for a day that is not training: rest, the match, recovery ('Saturday: Match v Tech OB'). */
  dayWords: Map<Weekday, string[]>;
  /** Training days the coach marked as rest. */
  restDays: Set<Weekday>;
  /** Lines about the whole week ('Focus: defence', 'All sessions 6:30pm'). */
  notes: string[];
  /** The text names days (else it is a list to spread over the week). */
  hasDays: boolean;
  /** The only days the team trains, as the coach wrote them ('Tues and Thurs only'), else null. */
  onlyDays: Weekday[] | null;
  /** The match day the coach wrote ('match sat', 'Saturday: match v Tech OB'), else null. */
  matchDay: MatchDay | null;
  /** The coach wrote that the week has no contact ('no contact!!'). */
  noContact: boolean;
  /** The squad's age band from an age the text names ('U18 squad', 'colts'), else null (adults). */
  ageBand: AgeBand | null;
}

export const isTrainingDay = (day: Weekday): day is TrainingDay => (TRAINING_DAYS as readonly string[]).includes(day);

const DAY_WORD = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|weekends?)`;
const FULL_DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const DAY_LIST = String.raw`${DAY_WORD}(?:'?s)?(?:\s*(?:[\/,&+]|-|–|\band\b|\bto\b|\bthrough\b)\s*${DAY_WORD}(?:'?s)?)*`;

function weekdayOf(word: string): Weekday[] {
  const w = word.toLowerCase().replace(/'?s$/, (s) => (/^(?:weds|tues|thurs)$/.test(word.toLowerCase()) ? s : ''));
  if (w.startsWith('weekend')) return ['saturday', 'sunday'];
  if (w.startsWith('mon')) return ['monday'];
  if (w.startsWith('tue')) return ['tuesday'];
  if (w.startsWith('wed')) return ['wednesday'];
  if (w.startsWith('thu')) return ['thursday'];
  if (w.startsWith('fri')) return ['friday'];
  if (w.startsWith('sat')) return ['saturday'];
  return ['sunday'];
}

/** 'Mon/Thu', 'Monday & Thursday', 'Mon-Fri' (a range: its training days), 'Weekend'. */
function daysOfList(list: string): Weekday[] {
  const words = [...list.matchAll(new RegExp(DAY_WORD, 'gi'))].map((m) => m[0]);
  const range = /[-–]|\bto\b|\bthrough\b/i.test(list) && words.length === 2;
  if (range) {
    const [from, to] = [weekdayOf(words[0]!)[0]!, weekdayOf(words[1]!)[0]!];
    const span = WEEKDAYS.slice(WEEKDAYS.indexOf(from), WEEKDAYS.indexOf(to) + 1);
    return span.filter(isTrainingDay);
  }
  return [...new Set(words.flatMap(weekdayOf))];
}

/** A day heading: its days (or session number), the words after it, and what the coach put beside the day ('(gym)', 'AM', '(90 min)'). */
interface Heading {
  days: Weekday[];
  session: number | null;
  rest: string;
  aside?: string;
}

/** A day heading at the start of a line: 'Monday', 'MON:', 'Tues -', 'Day 2 –', 'Session 3:', 'Mon & Thu:', 'Weekend'. */
function readDayHeading(body: string): Heading | null {
  const numbered = /^(?:day|session|sess\.?)\s*([1-9]|[a-d](?![\p{L}]))\b\s*(?:\([^)]*\))?\s*(?:[:.\-–—)|=]+\s*|\s+|$)(.*)$/iu.exec(body);
  if (numbered) {
    const n = /\d/.test(numbered[1]!) ? Number(numbered[1]) : numbered[1]!.toLowerCase().charCodeAt(0) - 96;
    return { days: [], session: n, rest: numbered[2]!.trim() };
  }
  const m = new RegExp(
    String.raw`^(?:on\s+|every\s+)?(${DAY_LIST})\b(\s*\([^)]*\))?(\s*(?:am|pm|morning|evening|night|arvo))?\s*([:.\-–—)|=>]+\s*|\s+|$)(.*)$`,
    'iu',
  ).exec(body);
  if (!m) return null;
  const list = m[1]!;
  const abbreviated = !new RegExp(`^${FULL_DAY}`, 'i').test(list) && !/^weekend/i.test(list);
  const separator = m[4]!;
  const rest = m[5]!.trim();
  // 'Sun salutations', 'Sat down': an abbreviation needs punctuation, a number, the end of the line, capitals or a
  // drill after it ('tues scrum session 20 min').
  const drill = !/^(?:sat|sun)/i.test(list) && looksLikeActivity(rest);
  if (abbreviated && rest && !/[:.\-–—)|=>]/.test(separator) && !/^\d/.test(rest) && list !== list.toUpperCase() && !drill) return null;
  const aside = [m[2]?.trim().replace(/^\(|\)$/g, ''), m[3]?.trim()].filter(Boolean).join(' ');
  return { days: daysOfList(list), session: null, rest, aside };
}

const LABELS: ReadonlyArray<[RegExp, BlockKind | null]> = [
  [/^(?:warm[\s-]*ups?|w\/u|wu|activation|movement prep(?:aration)?|prep|ramp)/i, 'warmup'],
  [/^(?:cool[\s-]*downs?|c\/d|cd|recovery|flexibility|stretch(?:es|ing)?|mobility)/i, 'cooldown'],
  [
    /^(?:gym(?:\s+session)?|weights|strength(?:\s*(?:&|and)\s*power)?|s\s*&\s*c|s and c|lifting|lifts|resistance(?:\s+training)?|power|core|accessor(?:y|ies))/i,
    'strength',
  ],
  [/^(?:conditioning|fitness|running|runs?|cardio|finishers?|engine|metcon|speed(?:\s*(?:&|and)\s*agility)?|agility)/i, 'conditioning'],
  [/^(?:skills?(?:\s+session)?|rugby|field(?:\s+session)?|team\s+run|units?(?:\s+skills)?|contact|attack|defen[cs]e|set[\s-]*piece|handling)/i, 'skills'],
  [/^(?:laws?(?:\s+focus)?|law|ref(?:eree)?\s+talk)/i, 'laws'],
  [/^(?:main(?:\s+(?:set|session|part|block))?|session|training|circuit|superset)/i, null],
];

interface Label {
  kind: BlockKind | null;
  words: string;
  rest: string;
}

/** A block heading: 'Warm-up:', 'GYM', 'Conditioning -', 'Skills (30 min)', 'Main set:'; its content follows on the line. */
function readLabel(body: string): Label | null {
  for (const [re, kind] of LABELS) {
    const m = new RegExp(`${re.source}(?![\\p{L}])\\s*(\\([^)]*\\))?\\s*(?:([:\\-–—=|>]+)\\s*|$)(.*)$`, 'iu').exec(body);
    if (!m) continue;
    const rest = m[3]!.trim();
    // 'Running 5k' is an item, not a heading: a heading ends the line or is followed by a colon or a dash.
    if (rest && !m[2]) continue;
    const words = body
      .slice(0, body.length - m[3]!.length)
      .replace(/[:\-–—=|>\s]+$/, '')
      .trim();
    return { kind, words, rest };
  }
  return null;
}

const REST =
  /^(?:rest(?:\s+day)?|day\s+off|off|no\s+training|free(?:\s+day)?|full\s+rest|complete\s+rest|rest\s*(?:&|and|\/)\s*recover(?:y)?|recovery\s+day|nothing|none|n\/a|-+|—|–)\s*[.!]*$/i;
const MATCH = /\b(?:match|game\s*day|gameday|fixture|kick[- ]?off|league|cup|derby|friendly|vs\.?|v\.?(?=\s+\p{Lu})|against|away|home game|game)\b/iu;
const NOTE =
  /^(?:notes?|nb|n\.b\.|ps|p\.s\.|focus|theme|goals?|aims?|objectives?|coach(?:'s)?\s+notes?|reminders?|important|times?|venue|location|kit|bring|where|when|meet(?:ing)?|style|season\s+phase|phase|weekly\s+focus|training\s+days|your\s+plan|planned\s+around|key\s+points?|emphasis|intent)\b\s*[:\-–—]\s*/i;
const EVERY = /^(?:(?:every|each|all|our)\s+(?:sessions?|training\s+days?|days?|nights?)|daily|before\s+every\s+session)\b\s*[:\-–—,]?\s*/i;
const TITLE_WORDS =
  /program|programme|\bplan\b|\bweek\b|\bwk\b|block|pre-?season|in-?season|off-?season|\bphase\b|schedule|\btraining\b|squad|\bxv\b|\b1st\b|\b2nd\b|\bu[\s-]?\d{2}|under[\s-]?\d{2}|\bclub\b|rugby|\brfc\b|academy|sevens|colts|seniors|juniors|women|ladies|men'?s|fitness|microcycle|session plan/i;
const THEME_WORDS = new Set(
  (
    'speed skills skill strength power conditioning fitness recovery gym contact defence defense attack attacking defending handling set piece ' +
    "setpiece units unit team run captain captains captain's field rugby upper lower body full light heavy session day focus game prep preparation review " +
    'tactical tactics technical technique tech agility endurance aerobic anaerobic mobility match pre post breakdown scrum scrums lineout lineouts kicking ' +
    'mixed forwards backs positional position individual active explosive max maximal hypertrophy base volume intensity deload taper low moderate high work ' +
    'training s c core weights lifting plyo plyometrics structure shape phase play plays patterns opposed unopposed regen regeneration flush and with the of ' +
    'in on plus a sharp fresh hard easy long short main key quality repeat efforts efficiency systems'
  ).split(' '),
);
const WEEK_HEADING = /^(?:week|wk)\s*\d+\b/i;

/** 'Tues and Thurs only', 'Training: Tuesday & Thursday only', 'We train Tue/Thu', 'Training days: Mon, Thu'. */
const ONLY_DAYS = new RegExp(
  String.raw`^(?:((?:we\s+)?(?:only\s+)?(?:train(?:ing)?|sessions?|practices?)(?:\s+days?)?(?:\s+(?:is|are|on|will\s+be))?)\s*[:\-–—]?\s*)?(?:only\s+)?(?:on\s+)?(${DAY_LIST})(?:\s+(?:nights?|evenings?|mornings?|sessions?))?\s*(?:\(?\s*only\s*\)?)?\s*[.!]*$`,
  'iu',
);
/** 'no contact!!', 'Non-contact week', 'contact-free this week': the whole week has no contact. */
const NO_CONTACT_WEEK =
  /^(?:(?:this|the)\s+week\s*[:\-–—]?\s*)?(?:(?:no|zero|non)[\s-]*contact|contact[\s-]*free)(?:\s+(?:this\s+week|all\s+week|week|at\s+all|sessions?|training|please))*\s*[.!]*$/i;
const DAY_WORDS = new RegExp(String.raw`\b${DAY_WORD}(?:'?s)?\b`, 'giu');
const NOT_A_MATCH = /\b(?:no|bye|prep|preparation|review|analysis)\b/i;
/** An age grade: 'U18', 'u-16s', "under 18's", 'Under-15', 'Under 18s' (not 'under 20 min', 'rest under 20s'). */
const AGE_GRADE = /\b(?:u|(under))[\s-]?(\d{1,2})('?s)?\b(?!\s*(?:mins?|minutes?|secs?|seconds?|s\b|m\b|metres?|meters?|km|kg|%|reps?|sets?|x\b|bpm|hr))/giu;
const SQUAD_WORD = /^\s*(?:squad|team|side|group|players|plan|program|programme|training|rugby|xv|7s|sevens)\b/i;

/** The days the coach says the team trains on, or null when the words say something else. */
export function readOnlyDays(words: string): Weekday[] | null {
  const body = words.replace(EMOJI, ' ').trim();
  const m = ONLY_DAYS.exec(body);
  if (!m || (!m[1] && !/\bonly\b/i.test(body))) return null;
  return daysOfList(m[2]!);
}

/** The day of a match the words name and nothing else ('match sat', 'game Saturday', 'v Tech OB Saturday'), else null. */
export function readMatchDay(words: string): Weekday | null {
  const w = words.replace(EMOJI, ' ').trim();
  if (!w || w.length > 80 || !MATCH.test(w) || NOT_A_MATCH.test(w) || hasDose(readDose(w).dose) || classify(w).training) return null;
  const days = [...new Set([...w.matchAll(DAY_WORDS)].flatMap((m) => weekdayOf(m[0])))];
  return days.length === 1 ? days[0]! : null;
}

const isMatchDay = (day: Weekday): day is MatchDay => (MATCH_DAYS as readonly string[]).includes(day);

/** The youngest age band an age in the text names ('U18 squad', 'under-16s', colts are under 18, juniors the youngest band), else null. */
export function ageBandIn(text: string): AgeBand | null {
  const ages = [...text.matchAll(AGE_GRADE)]
    // 'under 20s' is a time unless it is written as a squad ('Under 18s', 'under 18s squad').
    .filter((m) => !(m[1] && m[3] === 's' && !/^U/.test(m[1]) && !SQUAD_WORD.test(text.slice(m.index! + m[0].length))))
    .map((m) => Number(m[2]))
    .filter((n) => n >= 6 && n <= 23);
  // Under-18 means at most 17 years old.
  const bands = ages.map((n) => ageBandOf(n - 1));
  if (/\bcolts\b/i.test(text)) bands.push(ageBandOf(17));
  if (/\bjuniors?\b/i.test(text)) bands.push(ageBandOf(14));
  if (!bands.length) return null;
  return AGE_BANDS[Math.max(...bands.map((b) => AGE_BANDS.indexOf(b)))]!;
}

const hasContent = (s: string) => /[\p{L}\d]/u.test(s.replace(EMOJI, ''));
const isThemeText = (s: string) => {
  const words = s
    .toLowerCase()
    .replace(EMOJI, ' ')
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
  return words.length > 0 && words.length <= 8 && words.every((w) => THEME_WORDS.has(w)) && !/\d/.test(s);
};

interface Stripped {
  body: string;
  bullet: boolean;
  level: number;
  quote: boolean;
  bold: boolean;
}

/** A line without its markup: quote marks, '#', bullets, numbering, 'A1)', emphasis; emoji in front. */
function strip(line: string): Stripped {
  let s = line.trim();
  const quote = /^>/.test(s);
  s = s.replace(/^(?:>\s*)+/, '');
  const level = /^(#{1,6})\s/.exec(s)?.[1]?.length ?? 0;
  s = s.replace(/^#{1,6}\s+/, '').replace(/\s+#+$/, '');
  const bold = /^(?:\*\*|__)[^*_]+(?:\*\*|__)[:\s]*$/.test(s);
  s = s.replace(/\*\*|__|`/g, '').replace(/(?<![\p{L}\d])[*_](?=\S)|(?<=\S)[*_](?![\p{L}\d])/gu, '');
  let bullet = false;
  for (let i = 0; i < 3; i++) {
    const before = s;
    s = s
      .replace(/^\s*(?:[-*•·▪◦‣►➤→✓✔✅☐☑+]|\[[ xX]?\])\s+/u, '')
      .replace(/^\s*(?:\d{1,2}[.)]|\(\d{1,2}\)|[a-hA-H][.)]|[A-E]\d[.):]?)\s+/, '')
      .replace(/^[\p{Extended_Pictographic}\u{FE0F}\u{200D}\s]+/u, '');
    if (s !== before) bullet = true;
    else break;
  }
  return { body: s.trim(), bullet, level, quote, bold };
}

/** Splits at top level (outside brackets): `re` matches a separator. Returns [start, end) of each piece. */
function splitAt(text: string, re: RegExp): Array<[number, number]> {
  const pieces: Array<[number, number]> = [];
  let depth = 0;
  let start = 0;
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  const cuts: Array<[number, number]> = [];
  for (const m of text.matchAll(g)) cuts.push([m.index!, m.index! + m[0].length]);
  let c = 0;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth += 1;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    while (c < cuts.length && cuts[c]![0] < i) c += 1;
    if (c < cuts.length && cuts[c]![0] === i && depth === 0) {
      pieces.push([start, i]);
      start = cuts[c]![1];
      i = start - 1;
      c += 1;
    }
  }
  pieces.push([start, text.length]);
  return pieces;
}

const SENTENCE = /(?<!\b(?:e\.g|i\.e|vs|approx|etc|incl|no|st|v))[.!?]+(?=\s+\S)\s+|(?<=[.!?])\s*$/g;
const PIECE = /\s*;\s*|(?<!\d),(?!\d)\s*|,\s+|\s+(?:and\s+)?(?:then|followed\s+by|after\s+that|finish(?:ing)?(?:\s+off)?\s+with|into)\s+/giu;
/** A complex the coach counts as one: 'AMRAP 10 min: 5 burpees, 10 squats', 'Circuit x3: …'. */
const COMPLEX = /^\s*(?:\d+\s*(?:mins?|minutes?)\s*)?(?:amrap|e\d*mom|emom|circuit|superset|complex|tabata|for time)\b[^:]*:\s*\S[^,;]*[,;+&]/i;
const JOIN = /\s+(?:and|&|\+|plus)\s+/gi;
const MENTION = new RegExp(
  String.raw`(?:^|(?<=[,;:]\s*)|(?<=\s(?:and|then|but|while|so|also)\s))(?:on\s+|every\s+|for\s+)?(${FULL_DAY})s?(?:'s)?\b(?:\s*(?:session|is|are|will be|we(?:'ll| will)?(?:\s+(?:do|have|run|hit|go|are doing))?|the\s+(?:boys|lads|girls|squad|team|players)(?:\s+(?:do|have|run))?|:|-|–|—|,))*\s*`,
  'giu',
);
const TRAILING_DAYS = new RegExp(String.raw`\s*\b(?:on|every)\s+(${FULL_DAY}s?(?:\s*(?:and|&|,|\/)\s*${FULL_DAY}s?)*)\b`, 'iu');
/** Days closing an item's words without 'on': 'scrum session 20 min Thurs', 'hill sprints (Tuesday)'. */
const END_DAYS = new RegExp(String.raw`\s*[(\-–—]?\s*\b(${DAY_LIST})\)?\s*$`, 'iu');
/** The days an item's own words put it on: 'strides on Thursday', 'scrum session 20 min Thurs' (not 'sat'/'sun', which are words too). */
function trailingDays(words: string): RegExpExecArray | null {
  const on = TRAILING_DAYS.exec(words);
  if (on) return on;
  const end = END_DAYS.exec(words);
  if (!end || end.index === 0 || /^(?:sat|sun)$/i.test(end[1]!) || !hasContent(words.slice(0, end.index))) return null;
  return end;
}

const UNIT = /^(?:backs|forwards|fwds|front row|tight five|back row|outside backs|inside backs|halves|back three|locks|props)\b/i;
const UNIT_WORDS = /\b(?:backs|forwards|fwds|front row|tight five|back row|halves|back three|locks|props)\b/i;

/** Trims punctuation left at the ends of a piece of words. */
const trimEnds = (s: string) =>
  s
    .replace(/^[\s,;:.\-–—|/]+/, '')
    .replace(/^(?:(?:and|then|also|plus)\s+)+/i, '')
    .replace(/[\s,;:|/\-–—]+$/, '')
    .replace(/(?<![.\d]\w{0,3})\.+$/, '')
    .trim();

interface Piece {
  text: string;
  start: number;
  end: number;
  doseOnly: boolean;
  activity: boolean;
  sentenceStart: boolean;
}

/** Everything the parser has read so far and where it is. */
interface State {
  out: ParsedText;
  days: DaySet;
  /** The coach's block heading in force (a heading line), and whether items were read under it. */
  block: { kind: BlockKind | null; words: string; used: boolean } | null;
  /** Items of the current section (a day's run of lines), for placing warm-ups and cool-downs by position. */
  section: Array<{ item: CoachItem; explicit: boolean }>;
  seen: Weekday[];
  lastDay: Weekday | null;
  sessions: (n: number) => Weekday;
}

/** Reads a coach's text (already checked by readCoachText). Throws a 400 for a text with no items or more than one week. */
export function parseCoachText(text: string): ParsedText {
  const lines = text.split('\n');
  const stripped = lines.map(strip);
  const headings = stripped.map((s) => (s.body ? readDayHeading(s.body) : null));
  // 'Day 1'…'Day 4' (or 'Session 1'…'4') are the four training days in order; numbered up to 7 they are the weekdays.
  const numbers = headings.flatMap((h) => (h?.session ? [h.session] : []));
  const sevenDays = numbers.some((n) => n > 4);
  const sessions = (n: number): Weekday => (sevenDays ? WEEKDAYS[(n - 1) % 7]! : TRAINING_DAYS[Math.min(n, 4) - 1]!);

  const state: State = {
    out: {
      title: null,
      items: [],
      themes: new Map(),
      dayWords: new Map(),
      restDays: new Set(),
      notes: [],
      hasDays: headings.some(Boolean) || new RegExp(`\\b${FULL_DAY}\\b`, 'i').test(text),
      onlyDays: null,
      matchDay: null,
      noContact: false,
      ageBand: ageBandIn(text),
    },
    days: null,
    block: null,
    section: [],
    seen: [],
    lastDay: null,
    sessions,
  };
  let firstContent = true;

  for (let i = 0; i < lines.length; i++) {
    const s = stripped[i]!;
    if (!s.body || !hasContent(s.body)) {
      if (!lines[i]!.trim() && state.block?.used) state.block = null;
      continue;
    }
    // Tables: '| Monday | Squats 5x5 | Passing 20 min |'; the separator row and a header row of words are skipped.
    if (/^\|.*\|$/.test(s.body) || (s.body.match(/\|/g)?.length ?? 0) >= 2) {
      const cells = s.body
        .split('|')
        .map((c) => c.trim())
        .filter(Boolean);
      if (cells.every((c) => /^:?-{2,}:?$/.test(c))) continue;
      if (
        cells.every((c) =>
          /^(?:day|session|focus|notes?|time|exercises?|drills?|sets?|reps?|rest|load|what|details?|duration|mins?|minutes|block|content|workout|plan)$/i.test(
            c,
          ),
        )
      )
        continue;
      firstContent = false;
      const heading = readDayHeading(cells[0]!);
      if (heading) {
        enterDay(state, heading);
        cells.shift();
      }
      for (const cell of cells) content(state, cell, { bullet: true });
      closeSection(state);
      continue;
    }
    if (s.quote) {
      firstContent = false;
      noteOf(state, s.body);
      continue;
    }
    // 'Tues and Thurs only': the days the team trains, a constraint kept in the notes.
    const only = readOnlyDays(s.body);
    if (only) {
      state.out.onlyDays = [...new Set([...(state.out.onlyDays ?? []), ...only])];
      state.out.notes.push(s.body);
      continue;
    }
    if (firstContent) {
      firstContent = false;
      if (isTitle(s, headings[i]!, lines, i)) {
        state.out.title = s.body.replace(/[:\s]+$/, '').slice(0, 200);
        // 'Non-contact week 3': the title says the week has no contact.
        if (/\b(?:no|non)[\s-]*contact\b|\bcontact[\s-]*free\b/i.test(state.out.title)) state.out.noContact = true;
        continue;
      }
    }
    if (WEEK_HEADING.test(s.body) && !headings[i]) {
      if (state.out.items.length) throw badRequest(COACH_TEXT_ERRORS.twoWeeks(s.body.split(/[:\-–—]/)[0]!.trim()));
      state.out.notes.push(s.body);
      continue;
    }
    const heading = headings[i];
    if (heading) {
      const rest = hasContent(heading.rest) ? heading.rest : '';
      // The day's words after the heading: nothing, rest, the match, a theme (items follow), a block heading, or items.
      const next = nextContent(stripped, headings, i);
      enterDay(state, heading);
      const days = state.days === 'every' ? [] : (state.days ?? []);
      if (heading.aside) addTheme(state, days, heading.aside);
      if (!rest) continue;
      if (REST.test(rest.replace(EMOJI, '').trim())) {
        markRest(state, days, rest);
        continue;
      }
      if (days.length && days.every((d) => !isTrainingDay(d)) && MATCH.test(rest) && !hasDose(readDose(rest).dose)) {
        dayWords(state, days, rest);
        continue;
      }
      const label = readLabel(rest);
      // 'Tuesday – Gym': the day's theme; a gym, warm-up or laws heading is also the block of the lines that follow
      // ('Monday – Speed' is only a theme: its passing drills stay skills).
      if (label && !label.rest && next) {
        addTheme(state, days, rest);
        if (label.kind === 'strength' || label.kind === 'warmup' || label.kind === 'cooldown' || label.kind === 'laws')
          state.block = { kind: label.kind, words: label.words, used: false };
        continue;
      }
      if (label && !label.rest) {
        content(state, rest, { bullet: s.bullet, kind: label.kind });
        continue;
      }
      // Words about the day rather than a drill ('Speed & skills', '7pm (pitch)') when its items follow.
      if (next && (isThemeText(rest) || (!hasDose(readDose(rest).dose) && !looksLikeActivity(rest) && rest.length <= 60))) {
        addTheme(state, days, rest);
        continue;
      }
      lineContent(state, rest, s.bullet);
      continue;
    }
    const every = EVERY.exec(s.body);
    if (every) {
      const before = state.days;
      closeSection(state);
      state.days = 'every';
      lineContent(state, s.body.slice(every[0].length), true);
      closeSection(state);
      state.days = before;
      continue;
    }
    const note = NOTE.exec(s.body);
    // 'Focus: defence' inside a day is that day's theme; other notes ('NB: bring boots') are about the week.
    if (note && /^(?:focus|theme|emphasis|intent)\b/i.test(s.body)) {
      noteOf(state, s.body);
      continue;
    }
    if (note) {
      state.out.notes.push(s.body);
      continue;
    }
    lineContent(state, s.body, s.bullet);
  }
  closeSection(state);
  moveAwayFromRest(state.out);
  if (!state.out.items.length) throw badRequest(COACH_TEXT_ERRORS.noItems);
  // The match the coach wrote for the weekend ('Saturday: match v Tech OB', 'match sat').
  state.out.matchDay ??=
    MATCH_DAYS.find((d) => (state.out.dayWords.get(d) ?? []).some((w) => MATCH.test(w) && !NOT_A_MATCH.test(w) && !hasDose(readDose(w).dose))) ?? null;
  return state.out;
}

function isTitle(s: Stripped, heading: Heading | null, lines: string[], i: number): boolean {
  if (heading || readLabel(s.body) || NOTE.test(s.body) || EVERY.test(s.body)) return false;
  if (s.body.length > 100 || /[.!?]$/.test(s.body) || /[,;]/.test(s.body)) return false;
  if (s.level === 1) return true;
  const { dose } = readDose(s.body);
  if (hasDose(dose) && !WEEK_HEADING.test(s.body)) return false;
  if (TITLE_WORDS.test(s.body) || WEEK_HEADING.test(s.body)) return true;
  // A bold or heading line on its own, before the days.
  return (s.bold || s.level > 0) && lines.slice(i + 1).some((l) => l.trim()) && !looksLikeActivity(s.body);
}

/** Whether content lines follow before the next day heading (so a day's words after its name are a theme). */
function nextContent(stripped: Stripped[], headings: Array<Heading | null>, i: number): boolean {
  for (let j = i + 1; j < stripped.length; j++) {
    if (!stripped[j]!.body || !hasContent(stripped[j]!.body)) continue;
    return !headings[j] && !WEEK_HEADING.test(stripped[j]!.body);
  }
  return false;
}

function enterDay(state: State, heading: Heading): void {
  closeSection(state);
  state.block = null;
  const days = heading.session ? [state.sessions(heading.session)] : heading.days;
  state.days = days;
  if (days.length === 1) {
    const day = days[0]!;
    // The same day again after another one: a second week (a morning and an evening session follow each other).
    if (state.seen.includes(day) && state.lastDay !== day) throw badRequest(COACH_TEXT_ERRORS.twoWeeks(DAY_NAMES[day]));
    state.seen.push(day);
    state.lastDay = day;
  }
}

function markRest(state: State, days: readonly Weekday[], words: string): void {
  for (const day of days) {
    if (isTrainingDay(day)) state.out.restDays.add(day);
    else dayWords(state, [day], words);
  }
}

function dayWords(state: State, days: readonly Weekday[], words: string): void {
  for (const day of days) state.out.dayWords.set(day, [...(state.out.dayWords.get(day) ?? []), words]);
}

function addTheme(state: State, days: readonly Weekday[], words: string): void {
  for (const day of days) state.out.themes.set(day, [...(state.out.themes.get(day) ?? []), words]);
}

/** A note or a quoted line: the day's theme inside a day, else a note about the week. */
function noteOf(state: State, words: string): void {
  if (state.days && state.days !== 'every' && state.days.length) addTheme(state, state.days, words);
  else state.out.notes.push(words);
}

/** A content line, possibly opening with a block heading ('Warm-up: 10 min jog and dynamic stretches'). */
function lineContent(state: State, body: string, bullet: boolean): void {
  // 'no contact!!', 'match sat': about the week, before any heading word in them ('contact-free') is read.
  if (constraint(state, body)) return;
  // 'Rest' on its own under a day heading: the day rests.
  if (REST.test(body.replace(EMOJI, '').trim()) && Array.isArray(state.days) && state.days.length) {
    markRest(state, state.days, body.trim());
    return;
  }
  const label = readLabel(body);
  if (label && !label.rest) {
    // A heading on its own line: the coach's block for the lines that follow.
    state.block = { kind: label.kind, words: label.words, used: false };
    return;
  }
  // 'Stretching 10 min' is one item of the block it names; 'Fitness: 300m shuttles x 4' items under that heading.
  if (label && named(label.rest)) {
    content(state, label.rest, { bullet, kind: label.kind, group: label.words });
    return;
  }
  content(state, body, { bullet, kind: label?.kind ?? undefined });
}

interface ContentOptions {
  bullet: boolean;
  kind?: BlockKind | null;
  group?: string;
}

/** Reads the items of some content: sentences, the days they name, pieces, items. */
function content(state: State, text: string, opts: ContentOptions): void {
  const sentences = splitAt(text, SENTENCE)
    .map(([a, b]) => ({ start: a, text: text.slice(a, b) }))
    .filter((x) => hasContent(x.text));
  for (const [index, sentence] of sentences.entries()) {
    // Day names in the flow of a paragraph: 'On Monday we do…, and Thursday is gym: …'.
    const mentions = [...sentence.text.matchAll(MENTION)];
    let at = 0;
    let segmentDays: DaySet = state.days;
    const segments: Array<{ text: string; days: DaySet }> = [];
    for (const m of mentions) {
      if (m.index! > at) segments.push({ text: sentence.text.slice(at, m.index!), days: segmentDays });
      segmentDays = weekdayOf(m[1]!);
      at = m.index! + m[0].length;
    }
    segments.push({ text: sentence.text.slice(at), days: segmentDays });
    for (const segment of segments) {
      if (!hasContent(segment.text)) continue;
      if (segment.days !== state.days) {
        closeSection(state);
        state.out.hasDays = true;
        if (segment.days && segment.days !== 'every' && segment.days.length === 1) {
          const day = segment.days[0]!;
          if (state.seen.includes(day) && state.lastDay !== day) throw badRequest(COACH_TEXT_ERRORS.twoWeeks(DAY_NAMES[day]));
          state.seen.push(day);
          state.lastDay = day;
        }
        state.days = segment.days;
        state.block = null;
        const rest = segment.text.replace(EMOJI, '').replace(/^[\s,;:.\-–—]+|[\s,;:.\-–—]+$/g, '');
        if (REST.test(rest)) {
          markRest(state, segment.days === 'every' ? [] : (segment.days ?? []), rest);
          continue;
        }
        const label = readLabel(rest);
        if (label && label.rest && named(label.rest)) {
          pieces(state, label.rest, { ...opts, kind: label.kind, group: label.words }, index > 0);
          continue;
        }
      }
      pieces(state, segment.text, opts, index > 0);
    }
  }
}

/** Cuts a segment into pieces and the pieces into items. */
function pieces(state: State, text: string, opts: ContentOptions, laterSentence: boolean): void {
  const raw = COMPLEX.test(text)
    ? [[0, text.length] as [number, number]]
    : splitAt(text, PIECE).flatMap(([a, b]) => {
        // 'squats 5x5 and bench 3x8': 'and' separates two items when both sides have their own numbers.
        const part = text.slice(a, b);
        const joins = splitAt(part, JOIN);
        if (joins.length > 1 && joins.every(([x, y]) => hasDose(readDose(part.slice(x, y)).dose)))
          return joins.map(([x, y]) => [a + x, a + y] as [number, number]);
        return [[a, b] as [number, number]];
      });
  const list: Piece[] = raw
    .map(([a, b], i) => {
      const t = text.slice(a, b);
      const trimmed = trimEnds(t);
      const start = a + Math.max(0, t.indexOf(trimmed));
      return {
        text: trimmed,
        start,
        end: start + trimmed.length,
        doseOnly: isDoseOnly(trimmed),
        activity: looksLikeActivity(trimmed),
        sentenceStart: i === 0 && laterSentence,
      };
    })
    .filter((p) => hasContent(p.text) && !/^(?:and|then|also|plus|or|with|etc\.?)$/i.test(p.text))
    .filter((p) => !constraint(state, p.text));
  if (!list.length) return;

  // Groups: a named piece with the numbers and cues that follow it.
  const groups: Piece[][] = [];
  const cues = new Set<Piece>();
  for (const piece of list) {
    const last = groups.at(-1);
    const words = piece.text.split(/\s+/).length;
    const cue = !piece.doseOnly && !piece.activity && !hasDose(readDose(piece.text).dose) && (piece.sentenceStart || words >= 4);
    // 'forwards lineout, backs moves 20 min': the units work side by side, one item.
    const unitSplit = last && UNIT.test(piece.text) && last.some((p) => UNIT_WORDS.test(p.text));
    // Numbers belong to the item before them, unless it has its own work already ('10 burpees, 3 x 400m').
    const ownWork =
      piece.doseOnly &&
      last &&
      hasWork(readDose(piece.text).dose) &&
      hasWork(
        readDose(
          last
            .filter((p) => !cues.has(p))
            .map((p) => p.text)
            .join(', '),
        ).dose,
      );
    if (cue) cues.add(piece);
    if (last && ((piece.doseOnly && !ownWork) || cue || unitSplit)) last.push(piece);
    else if (!last && cue && piece.sentenceStart && state.out.items.length && state.section.length) attachCue(state, piece);
    else groups.push([piece]);
  }
  // Numbers written before their exercise ('6 x 40m, Kowhai shuttle drill') go with it, unless it has its own.
  const workOf = (g: Piece[]) =>
    hasWork(
      readDose(
        g
          .filter((p) => !cues.has(p))
          .map((p) => p.text)
          .join(', '),
      ).dose,
    );
  if (groups.length > 1 && groups[0]!.every((p) => p.doseOnly) && !groups[1]![0]!.doseOnly && !workOf(groups[1]!))
    groups.splice(0, 2, [...groups[0]!, ...groups[1]!]);

  for (const group of groups) {
    const named = group.find((p) => !p.doseOnly) ?? group[0]!;
    const numbers = group.filter((p) => !cues.has(p));
    const words = text.slice(group[0]!.start, group.at(-1)!.end);
    // A complex's numbers are its header's ('AMRAP 10 min'); the counts inside it stay in its name and notes.
    const complex = COMPLEX.test(named.text) ? named.text.slice(0, named.text.indexOf(':')) : null;
    const { dose } = readDose(complex ?? numbers.map((p) => p.text).join(', '));
    const reading = readDose(complex ?? named.text);
    const trailing = trailingDays(named.text);
    const name = cleanName(named.text, [...reading.spans, ...(trailing ? [[trailing.index, trailing.index + trailing[0].length] as [number, number]] : [])]);
    const days: DaySet = trailing ? daysOfList(trailing[1]!) : state.days;
    const group_ = opts.group ?? state.block?.words ?? null;
    const kind = opts.kind ?? state.block?.kind ?? null;
    if (state.block) state.block.used = true;
    // Numbers alone ('3 x 400m @ 80%'): the coach's words are the name.
    const fallback = words.replace(EMOJI, '').trim();
    const item: CoachItem = {
      words: words.slice(0, 800),
      name: capitalise((name || fallback).slice(0, 160)),
      dose,
      kind: kind ?? 'skills',
      days,
      group: group_,
      cues: [],
      classified: classify(`${words} ${group_ ?? ''}`),
    };
    if (trailing && days !== state.days) {
      // 'strides on Thursday' inside Monday's lines: that item only.
      state.out.items.push(item);
      resolveKinds([{ item, explicit: kind !== null }]);
      continue;
    }
    state.out.items.push(item);
    state.section.push({ item, explicit: kind !== null });
  }
}

/**
 * Words about the week rather than an item: 'no contact!!' (kept in the notes) and a weekend match ('match sat',
 * 'v Tech OB Saturday': kept in the weekend text). True when the words were one of them.
 */
function constraint(state: State, words: string): boolean {
  const w = words.replace(EMOJI, ' ').trim();
  if (NO_CONTACT_WEEK.test(w)) {
    state.out.noContact = true;
    state.out.notes.push(w);
    return true;
  }
  const match = readMatchDay(w);
  if (match && isMatchDay(match)) {
    state.out.matchDay ??= match;
    dayWords(state, [match], w);
    return true;
  }
  return false;
}

/** A coaching cue sentence ('Keep it low.') belongs to the item before it, as one of its cues. */
function attachCue(state: State, piece: Piece): void {
  state.section.at(-1)!.item.cues.push(piece.text);
}

const named = (words: string) => cleanName(words, readDose(words).spans) !== '';
const hasWork = (d: CoachDose) => d.sets !== null || d.reps !== null || d.distanceMeters !== null || d.durationSeconds !== null;
const capitalise = (s: string) => (s ? s[0]!.toLocaleUpperCase() + s.slice(1) : s);

/** Ends the current run of a day's lines: places its warm-ups first and cool-downs last by what and where they are. */
function closeSection(state: State): void {
  if (state.section.length) resolveKinds(state.section, state.days !== 'every');
  state.section = [];
}

/**
 * The block of each item of a day's run, in the coach's order: a heading the coach wrote decides; else a warm-up
 * (the word, or easy movement and warm-up drills at the start) goes first, a cool-down (the word, or stretching,
 * recovery and easy movement at the end) last, and the rest by what it names (skills, strength, conditioning, laws).
 */
function resolveKinds(section: Array<{ item: CoachItem; explicit: boolean }>, session = true): void {
  const n = section.length;
  const c = section.map((x) => x.item.classified);
  const leading: boolean[] = [];
  for (let i = 0; i < n; i++) leading[i] = (i === 0 || leading[i - 1]!) && !section[i]!.explicit && (c[i]!.warm || c[i]!.easy) && !c[i]!.cool;
  const trailing: boolean[] = [];
  for (let i = n - 1; i >= 0; i--) trailing[i] = (i === n - 1 || trailing[i + 1]!) && !section[i]!.explicit && (c[i]!.cool || c[i]!.easy) && !c[i]!.warm;
  section.forEach(({ item, explicit }, i) => {
    if (explicit) {
      if (item.kind === 'warmup' && section.slice(0, i).some((x) => x.item.kind !== 'warmup')) item.change = 'placed first: it is the warm-up';
      if (
        item.kind === 'cooldown' &&
        section.slice(i + 1).some((x) => (x.explicit ? x.item.kind !== 'cooldown' : !x.item.classified.cool && !x.item.classified.easy))
      )
        item.change = 'placed last: it is the cool-down';
      return;
    }
    const k = c[i]!;
    if (k.saysWarmup) item.kind = 'warmup';
    else if (k.saysCooldown) item.kind = 'cooldown';
    // A day of one easy run is a run; a line for every session that opens with a jog is their warm-up.
    else if (session && n === 1 && k.easy && !k.warm && !k.cool) item.kind = 'conditioning';
    else if (leading[i] && (k.warm || !trailing[i] || i < n - 1 - i || (!session && n === 1))) item.kind = 'warmup';
    else if (trailing[i]) item.kind = 'cooldown';
    else if (k.cool && !k.training) item.kind = 'cooldown';
    else item.kind = k.easy && !k.training ? 'conditioning' : k.main;
    if (item.kind === 'warmup' && section.slice(0, i).some((x) => x.item.kind !== 'warmup')) item.change = 'placed first: it is the warm-up';
    if (item.kind === 'cooldown' && section.slice(i + 1).some((x) => !x.item.classified.cool && !x.item.classified.easy && !x.item.classified.saysCooldown))
      item.change = 'placed last: it is the cool-down';
  });
}

/**
 * Recovery, rest and the match the coach wrote for Wednesday or the weekend stay there, in the rest-day and weekend
 * text (that is what those days are for); a training session written for them is moved later, whole (its jog or
 * stretch included), with a note.
 */
function moveAwayFromRest(out: ParsedText): void {
  const offDays = (item: CoachItem) => (Array.isArray(item.days) && item.days.length && !item.days.some(isTrainingDay) ? item.days : null);
  const trains = new Set<Weekday>();
  for (const item of out.items) {
    const days = offDays(item);
    const match = MATCH.test(item.words) && !hasDose(item.dose);
    if (days && item.classified.training && !match) days.forEach((d) => trains.add(d));
  }
  out.items = out.items.filter((item) => {
    const days = offDays(item);
    if (!days) return true;
    const match = MATCH.test(item.words) && !hasDose(item.dose);
    if (!match && days.some((d) => trains.has(d))) return true;
    for (const day of days) out.dayWords.set(day, [...(out.dayWords.get(day) ?? []), item.words]);
    return false;
  });
}
