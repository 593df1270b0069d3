import { BACK_POSITIONS, FORWARD_POSITIONS, groupOf, type BlockKind, type Position, type Weekday } from '@rugby/contracts';
import { TOPIC_KEYWORDS } from '../generator/keywords.ts';
import type { Change, CustomizationPlan, FitnessTest, Operation } from './operations.ts';

/**
 * The built-in reader of customization requests: splits the coach's words into clauses and reads each as a change
 * (operation, days, blocks). Anything it cannot read is returned in the coach's words, never guessed at.
 */

const DAY_WORDS: Array<[RegExp, Weekday]> = [
  [/\bmon(?:day)?s?\b/i, 'monday'],
  [/\btue(?:s(?:day)?)?s?\b/i, 'tuesday'],
  [/\bwed(?:nesday)?s?\b/i, 'wednesday'],
  [/\bthu(?:r(?:s(?:day)?)?)?s?\b/i, 'thursday'],
  [/\bfri(?:day)?s?\b/i, 'friday'],
  [/\bsat(?:urday)?s?\b/i, 'saturday'],
  [/\bsun(?:day)?s?\b/i, 'sunday'],
];
const WEEKEND = /\bweekends?\b/i;
const BLOCK_WORDS: Array<[RegExp, BlockKind]> = [
  [/warm[- ]?ups?\b/i, 'warmup'],
  [/cool[- ]?downs?\b/i, 'cooldown'],
  [/\bstrength (?:block|work|section)|\bgym (?:block|work)\b/i, 'strength'],
  [/\bconditioning (?:block|work|section)\b/i, 'conditioning'],
  [/\bskills? (?:block|work|section)\b/i, 'skills'],
];

/** Who a change is for: lines and positions first, then units (as coaches say them: 'for the props', 'backs only'). */
const GROUP_WORDS: Array<[string, readonly Position[]]> = [
  ['outside backs|back three', ['wing', 'fullback']],
  ['half[- ]?backs|halves', ['scrum-half', 'fly-half']],
  ['front[- ]rows?(?: forwards)?', ['prop', 'hooker']],
  ['back[- ]rows?(?: forwards)?|loose forwards', ['flanker', '8']],
  ['scrum[- ]?halves|scrum[- ]?halfs|nines', ['scrum-half']],
  ['fly[- ]?halves|fly[- ]?halfs|tens|first[- ]fives?', ['fly-half']],
  ['full[- ]?backs', ['fullback']],
  ['forwards|pack|tight five', FORWARD_POSITIONS],
  ['backs|back ?line|backfield', BACK_POSITIONS],
  ['props?', ['prop']],
  ['hookers?', ['hooker']],
  ['locks|second rows?', ['lock']],
  ['flankers?|opensides?|blindsides?', ['flanker']],
  ['(?:number|no\\.?) ?(?:8|eight)s?|eighth?[- ]men', ['8']],
  ['centres|centers|midfield(?:ers)?', ['center']],
  ['wings|wingers', ['wing']],
];
const GROUP_ALTS = GROUP_WORDS.map(([w]) => `(${w})`).join('|');
const GROUP_LIST = `(?:${GROUP_ALTS})(?:\\s*(?:,|and|&)\\s*(?:the\\s+)?(?:${GROUP_ALTS}))*`;
/** 'for the forwards', 'with the props and hookers', 'backs:' / 'backs only' at the start of a clause. */
const SCOPE = new RegExp(
  `\\b(?:for|with)\\s+(?:the\\s+|our\\s+|all\\s+)?(${GROUP_LIST})\\b(?:\\s+only\\b)?|^\\s*(?:the\\s+)?(${GROUP_LIST})\\b(?:\\s+only\\b)?\\s*:?`,
  'i',
);

/** The positions a clause is for (empty: the whole squad) and the clause without those words. */
function scopeOf(clause: string): { positions: Position[]; rest: string } {
  const match = SCOPE.exec(clause);
  if (!match) return { positions: [], rest: clause };
  const positions: Position[] = [];
  for (const m of (match[1] ?? match[GROUP_WORDS.length * 2 + 2] ?? '').matchAll(new RegExp(`\\b(?:${GROUP_ALTS})\\b`, 'gi'))) {
    positions.push(...GROUP_WORDS[m.slice(1).findIndex((g) => g !== undefined)]![1]);
  }
  return {
    positions: groupOf(positions) ?? [],
    rest: `${clause.slice(0, match.index)} ${clause.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ').trim(),
  };
}

const EXPLICIT_MINUTES = /(\d{2,3})\s*(?:-|\s)?(?:min|mins|minutes)\b/i;
const SHORTER =
  /short(?:er)?\s+(?:sessions?|training|workouts?)|less time|time[- ]poor|reduce (?:the )?(?:session )?(?:length|time|duration)|cut (?:the )?sessions?|sessions? shorter/i;
const LONGER = /longer\s+(?:sessions?|training)|more time|extend (?:the )?sessions?|sessions? longer/i;
const NO_CONTACT = /contact[- ]free|non[- ]contact|\bno (?:live |full |physical )?contact\b|without (?:any )?contact|zero contact|avoid (?:all )?contact/i;
const LESS_CONTACT =
  /\b(?:less|reduce[ds]?|limit(?:ed)?|minimi[sz]e|lower|cut(?: down)?(?: on)?)\s+(?:the\s+)?(?:live\s+|full\s+)?contact\b|no live contact|no full contact/i;
const LIGHTER = /lighter|lighten|easier|deload|(?:reduce|lower|drop)\s+(?:the\s+)?(?:intensity|volume|load)|recovery week|tired|fatigued?|less intense/i;
/** Players sore from the last games or sessions: a lighter week, and no live contact while it lasts (change note in apply.ts). */
export const SORENESS = /\bdoms\b|\bsore(?:ness)?\b|\bstiff(?:ness)?\b|\baching\b|\bachy\b|\bbattered\b|\bbanged up\b|\bbeaten up\b/i;
const HARDER =
  /harder|tougher|more intense|more intensity|(?:raise|increase|up)\s+(?:the\s+)?(?:intensity|volume|load)|push (?:them|us|the (?:squad|team|players)) harder/i;
const NO_GYM =
  /\b(?:no|without(?: an?)?|don'?t have(?: an?)?|no access to(?: an?| the)?)\s+(?:gym|weights|weights room|equipment)\b|\bno[- ]gym\b|bodyweight only|at home/i;
const TESTS: Array<[RegExp, FitnessTest]> = [
  [/yo[- ]?yo/i, 'yo-yo'],
  [/bronco/i, 'bronco'],
  [/\b1\s*rm\b|one[- ]rep(?:etition)? max/i, '1rm'],
];
/**
 * No heavy lifting ('U18s: no heavy lifting', 'keep the weights light', 'no 1RM work'): a load cap on the strength
 * work, not an exercise to remove.
 */
const LOAD_CAP =
  /\b(?:no|without|avoid|nothing)\s+(?:heavy|maximal|max|near[- ]max(?:imal)?)\s+(?:lifting|lifts?|weights?|loads?|strength|squats?|deadlifts?|gym(?: work)?|singles?)\b|\bnothing heavy\b|\b(?:no|without|avoid)\s+(?:1\s*rm|one[- ]rep(?:etition)? max)|\b(?:cap|limit)\s+(?:the\s+)?(?:loads?|lifting|weights)\b|\bsub-?maximal\s+(?:lifting|loads?|weights)\b|\blight\s+(?:weights|loads?|lifting)\s+only\b|\bkeep\s+(?:the\s+)?(?:lifting|weights|loads?)\s+(?:light|sub-?maximal)\b/i;
/**
 * A match the week was not planned around ('cup match on Wednesday', 'we play Wednesday', 'midweek fixture'): the week
 * needs planning again from the team calendar.
 */
const FIXTURE =
  /\b(?:cup|league|midweek|mid-week|extra|friendly|rearranged|re-arranged|postponed|derby|sevens|school|county|representative)\s+(?:match|game|fixture|tie)\b|\b(?:match|fixture)\s+(?:on|this|moved to|is on|now on)\s+(?:mon|tue|wed|thu|fri|sat|sun|midweek)|\b(?:we|they)\s+(?:now\s+)?play\s+(?:on\s+)?(?:mon|tues|wednes|thurs|fri)day\b/i;
/** 'add 10 minutes of kicking': a drill on a topic added (with its minutes), not a drill replaced. */
const ADD_VERB = /\b(?:add|include|put in|squeeze in|fit in)\b/i;
const TOPIC_MINUTES = /\b(\d{1,2})\s*(?:-\s*)?(?:min|mins|minutes)\b(?:\s+(?:of|on))?/i;
const TOPIC_FILLER = /^(?:more|extra|some|an?|of|work|drills?|practice|reps|time|session|sessions|block|skills?)$/i;
const MORE = /\bmore\b|\bextra\b|increase|focus|emphasi[sz]e|work on|improve|\badd\b|better|prioriti[sz]e/i;
const SHIFTS: Array<[RegExp, Extract<Operation, { op: 'shift' }>]> = [
  [/more\s+(?:fitness|conditioning|running|cardio|aerobic)|fitter|improve (?:our )?fitness/i, { op: 'shift', block: 'conditioning', direction: 'more' }],
  [
    /(?:less|fewer|reduce|cut(?: down)?(?: on)?)\s+(?:the\s+)?(?:running|runs|fitness|conditioning|cardio)/i,
    { op: 'shift', block: 'conditioning', direction: 'less' },
  ],
  [/more\s+(?:strength|gym|weights|lifting)|stronger/i, { op: 'shift', block: 'strength', direction: 'more' }],
  [/(?:less|fewer|reduce|cut(?: down)?(?: on)?)\s+(?:the\s+)?(?:strength|gym|weights|lifting)/i, { op: 'shift', block: 'strength', direction: 'less' }],
  [/more\s+(?:skills|rugby|ball work|with the ball)/i, { op: 'shift', block: 'skills', direction: 'more' }],
];
const SWAP = /\b(?:swap|replace|switch|change|substitute)\s+(?:the\s+)?(.+?)\s+(?:for|with|to|into|by)\s+(?:an?\s+|the\s+)?(.+)/i;
const REMOVE = /\b(?:remove|drop|cut out|take out|get rid of|skip|delete|no more|without|don'?t want|no)\s+(?:the\s+|any\s+)?(.+)/i;
const ADD = /\b(?:add|include|put in|put)\s+(?:an?\s+|some\s+|the\s+)?(.+)/i;

const daysIn = (text: string): Weekday[] => [
  ...DAY_WORDS.filter(([p]) => p.test(text)).map(([, d]) => d),
  ...(WEEKEND.test(text) ? (['saturday', 'sunday'] as const) : []),
];

/** The object words of a clause: days, block names and filler taken off. */
function objectWords(text: string): string {
  let out = text;
  for (const [pattern] of DAY_WORDS) out = out.replace(new RegExp(`(?:\\b(?:on|every|each|for)\\s+)?${pattern.source}`, 'gi'), ' ');
  return out
    .replace(/\b(?:session|sessions|training|please|to the program|in the program|from the program|each week|this week|every day)\b/gi, ' ')
    .replace(/[!?"“”]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:on|in|at|to|from)\s+|\s+(?:on|in|at|to|from)$/i, '')
    .trim();
}

/** The topic of 'add (10 minutes of) kicking': the words after the verb name only the topic (not 'box kicks', an exercise). */
function addedTopic(text: string): Extract<Operation, { op: 'add-topic' }> | null {
  const verb = ADD_VERB.exec(text);
  if (!verb) return null;
  const rest = text.slice(verb.index + verb[0].length);
  const minutes = TOPIC_MINUTES.exec(rest);
  const words = objectWords(rest.replace(TOPIC_MINUTES, ' '))
    .split(/\s+/)
    .filter((w) => w && !TOPIC_FILLER.test(w));
  const topic = TOPIC_KEYWORDS.find((k) => words.length > 0 && words.every((w) => k.pattern.test(w)));
  if (!topic) return null;
  const asked = minutes ? Number(minutes[1]) : null;
  return { op: 'add-topic', topic: topic.tag, minutes: asked === null ? null : Math.min(30, Math.max(3, asked)) };
}

function operationOf(text: string): Operation | null {
  if (FIXTURE.test(text)) return { op: 'fixture', day: daysIn(text)[0] ?? null };
  if (LOAD_CAP.test(text)) return { op: 'load-cap' };
  const topicAdded = addedTopic(text);
  if (topicAdded) return topicAdded;
  const test = TESTS.find(([p]) => p.test(text));
  if (test && /\btest|\badd\b|\bdo\b|\brun\b|\binclude\b|assess/i.test(text)) return { op: 'add-test', test: test[1] };
  const minutes = EXPLICIT_MINUTES.exec(text);
  if (minutes && /\b(?:only|have|got|sessions?|minutes? (?:on|for|long)|max|maximum|limit|keep|make|cap|at most|no more than|long)\b/i.test(text)) {
    return { op: 'length', minutes: Number(minutes[1]), change: 'set' };
  }
  if (SHORTER.test(text)) return { op: 'length', minutes: null, change: 'shorter' };
  if (LONGER.test(text)) return { op: 'length', minutes: null, change: 'longer' };
  if (NO_GYM.test(text)) return { op: 'no-gym' };
  if (LESS_CONTACT.test(text) && !/contact[- ]free|non[- ]contact|\bno contact\b/i.test(text)) return { op: 'contact', level: 'controlled' };
  if (NO_CONTACT.test(text)) return { op: 'contact', level: 'none' };
  if (LIGHTER.test(text) || SORENESS.test(text)) return { op: 'intensity', direction: 'lighter' };
  if (HARDER.test(text)) return { op: 'intensity', direction: 'harder' };
  const swap = SWAP.exec(text);
  if (swap) return { op: 'swap', exercise: objectWords(swap[1]!).slice(0, 120), replacement: objectWords(swap[2]!).slice(0, 120) };
  const shift = SHIFTS.find(([p]) => p.test(text));
  if (shift) return shift[1];
  // 'add box kicks': an exercise to add (a topic alone, 'add kicking', was read above), never a drill to replace.
  if (MORE.test(text) && !ADD_VERB.test(text)) {
    const topic = TOPIC_KEYWORDS.find((k) => k.pattern.test(text));
    if (topic) return { op: 'focus', topic: topic.tag };
  }
  const remove = REMOVE.exec(text);
  if (remove && objectWords(remove[1]!)) return { op: 'remove', exercise: objectWords(remove[1]!).slice(0, 120) };
  const add = ADD.exec(text);
  if (add && objectWords(add[1]!)) return { op: 'add', exercise: objectWords(add[1]!).slice(0, 120) };
  return null;
}

/** Clauses of a request: sentences, then parts joined by 'and' / commas when each part asks for its own change. */
function clausesOf(request: string): string[] {
  const out: string[] = [];
  for (const sentence of request
    .split(/[\n.;]+|\s+(?:then|also|plus)\s+|^\s*[-*+•]\s*/im)
    .map((s) => s?.trim())
    .filter(Boolean) as string[]) {
    const parts = sentence
      .split(/,\s*(?:and\s+)?|\s+and\s+|\s+but\s+/i)
      .map((p) => p.trim())
      .filter(Boolean);
    const merged: string[] = [];
    for (const part of parts) {
      // A part that asks for nothing on its own ('planks on Monday' in 'add Nordics and planks on Monday') belongs to the one before.
      if (
        merged.length &&
        (!operationOf(part) ||
          (!DAY_WORDS.some(([p]) => p.test(merged.at(-1)!)) &&
            DAY_WORDS.some(([p]) => p.test(part)) &&
            !operationOf(part.replace(/\b(?:on|every|each)\s+\w+day\b/gi, ''))))
      ) {
        merged[merged.length - 1] = `${merged.at(-1)} and ${part}`;
      } else merged.push(part);
    }
    out.push(...merged);
  }
  return out;
}

/** A customization request as structured changes, plus the parts that ask for nothing the engine can do. */
export function parseRequest(request: string): CustomizationPlan {
  const changes: Change[] = [];
  const notUnderstood: string[] = [];
  for (const clause of clausesOf(request.replace(/^\s*\+\s*/, ''))) {
    const { positions, rest } = scopeOf(clause);
    const operation = operationOf(rest);
    if (!operation) {
      notUnderstood.push(clause.slice(0, 300));
      continue;
    }
    // 'add Nordic curls and planks': one change per exercise named.
    const names =
      operation.op === 'add' || operation.op === 'remove'
        ? operation.exercise
            .split(/\s+and\s+|,\s*/)
            .map((n) => n.trim())
            .filter(Boolean)
        : [null];
    const operations: Operation[] = names.map((name) =>
      name && (operation.op === 'add' || operation.op === 'remove') ? { ...operation, exercise: name } : operation,
    );
    // Sore players: live contact goes too (tackling on DOMS is poorer tackling).
    if (operation.op === 'intensity' && operation.direction === 'lighter' && SORENESS.test(rest)) operations.push({ op: 'contact', level: 'controlled' });
    for (const op of operations) {
      const change: Change = {
        text: clause.slice(0, 300),
        // A match's day is the operation's (it is no training day to change).
        days: op.op === 'fixture' ? [] : daysIn(clause),
        blocks: BLOCK_WORDS.filter(([p]) => p.test(clause)).map(([, b]) => b),
        positions,
        operation: op,
      };
      // The same change asked twice ('sore legs, lighten the week') is made once.
      const key = JSON.stringify({ ...change, text: '' });
      if (!changes.some((c) => JSON.stringify({ ...c, text: '' }) === key)) changes.push(change);
    }
  }
  return { changes: changes.slice(0, 20), notUnderstood: notUnderstood.slice(0, 20) };
}
