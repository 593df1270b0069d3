import { LAW_DIFFICULTIES, LIMITS, SERVER_ERRORS, type Position } from '@rugby/contracts';
import { lawQuestionOf, publicQuestion, type PublicLawQuestion } from '../content/law-questions.ts';
import { LAWS, lawById, toLawResponse, type LawEntry, type LawInterest, type LawResponse } from '../content/laws.ts';
import { dayKind } from '../domain/calendar.ts';
import { reviewStateOf, type LawReviewRecord, type LawReviewState } from './law-reviews.ts';

/**
 * Laws of the day and the education gate.
 *
 * Records the wiring keeps per player (plain data in, plain data out):
 * - views: one {lawId, viewedDate} per law the player has viewed (the ViewedLaw table);
 * - assignments: one {date, lawIds} per day (training days, rest days and weekends alike) on which the player first
 *   asked for laws, decided by `lawsForDay` (isNew: true) and stored as is; later calls that day return the stored
 *   list unchanged. Missed days (the player never asked) have no assignment.
 * - reviews: one review record per law reviewed at least once (the LawReview table, see law-reviews.ts).
 */
export interface LawView {
  lawId: string;
  viewedDate: string;
}
export interface LawAssignment {
  date: string;
  lawIds: readonly string[];
}

/** The text the training call fails with when the gate is closed (contains 'educational content'). */
export const EDUCATION_REQUIRED_MESSAGE = SERVER_ERRORS.educationRequired;

/** Which laws matter most to each position, most important first (matched against category or topics). */
export const POSITION_LAW_INTERESTS: Readonly<Record<Position, readonly LawInterest[]>> = {
  prop: ['scrum', 'maul', 'ruck'],
  hooker: ['scrum', 'lineout', 'maul'],
  lock: ['lineout', 'maul', 'restarts', 'scrum'],
  flanker: ['ruck', 'maul', 'tackle', 'offside'],
  '8': ['ruck', 'maul', 'tackle', 'scrum'],
  'scrum-half': ['ruck', 'scoring', 'offside', 'scrum'],
  'fly-half': ['ruck', 'scoring', 'offside', 'kicking', 'restarts'],
  center: ['tackle', 'offside', 'scoring', 'restarts'],
  wing: ['tackle', 'offside', 'scoring', 'restarts'],
  fullback: ['tackle', 'offside', 'scoring', 'restarts', 'kicking'],
};

const isFoundation = (l: LawEntry) => l.difficulty === 'beginner' && (l.category === 'fundamental' || l.category === 'safety');

function relevance(l: LawEntry, position: Position | null): number {
  const interests = position ? POSITION_LAW_INTERESTS[position] : [];
  const i = interests.findIndex((x) => x === l.category || l.topics.includes(x));
  return i < 0 ? Number.POSITIVE_INFINITY : i;
}

/**
 * The whole library in learning order for a position: foundation laws (beginner fundamentals and safety) first, then
 * by the position's interests, then by difficulty (safety before other foundations), then by law number (library
 * order breaks ties).
 */
export function lawsInLearningOrder(position: Position | null): LawEntry[] {
  const key = (l: LawEntry) => [
    isFoundation(l) ? 0 : 1,
    relevance(l, position),
    LAW_DIFFICULTIES.indexOf(l.difficulty),
    l.category === 'safety' ? 0 : 1,
    l.lawNumber,
    LAWS.indexOf(l),
  ];
  return [...LAWS].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i += 1) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
    return 0;
  });
}

/**
 * The next laws to learn (3 a day): the first unviewed laws in learning order, except that while foundation laws
 * remain, the last slot goes to the first unviewed position-relevant law, so a prop meets a scrum law on day one
 * while still covering the basics.
 */
export function chooseLaws({
  position,
  viewedLawIds,
  count = LIMITS.lawsPerDay,
}: {
  position: Position | null;
  viewedLawIds: Iterable<string>;
  count?: number;
}): LawEntry[] {
  const viewed = new Set(viewedLawIds);
  const open = lawsInLearningOrder(position).filter((l) => !viewed.has(l.id));
  const foundation = open.filter(isFoundation);
  const positional = open.find((l) => !isFoundation(l) && relevance(l, position) !== Number.POSITIVE_INFINITY);
  if (count > 1 && foundation.length > 0 && positional) return [...foundation.slice(0, count - 1), positional, ...open].filter(unique).slice(0, count);
  return open.slice(0, count);
}

/**
 * Laws to review once new ones run out (still 3 a day), from the laws learned before `date`:
 * 1. laws due for review whose last answer was wrong, the earliest due first (a wrong answer comes back soon);
 * 2. other laws due for review, the longest ago seen first (viewed, or last reviewed);
 * 3. then, to make up the day, laws not due yet, the soonest due first.
 * Ties go to the laws that matter most to the position (POSITION_LAW_INTERESTS), then learning order. Laws seen
 * today and `exclude`d ones are left out.
 */
export function chooseReviews({
  position,
  date,
  viewed,
  reviews,
  exclude = [],
  count = LIMITS.lawsPerDay,
}: {
  position: Position | null;
  date: string;
  viewed: Iterable<LawView>;
  reviews: readonly LawReviewRecord[];
  exclude?: readonly string[];
  count?: number;
}): LawEntry[] {
  if (count <= 0) return [];
  const records = new Map(reviews.map((r) => [r.lawId, r]));
  const order = new Map(lawsInLearningOrder(position).map((l, i) => [l.id, i]));
  const candidates = [...viewed]
    .filter((v) => v.viewedDate < date && !exclude.includes(v.lawId) && lawById(v.lawId) !== null)
    .map((v) => reviewStateOf(v, records.get(v.lawId)))
    .filter((s) => s.lastSeenDate < date);
  const tier = (s: LawReviewState) => (s.dueDate > date ? 2 : s.lastCorrect === false ? 0 : 1);
  const key = (s: LawReviewState) => [
    tier(s),
    tier(s) === 1 ? s.lastSeenDate : s.dueDate,
    relevance(lawById(s.lawId)!, position),
    order.get(s.lawId) ?? Number.POSITIVE_INFINITY,
  ];
  return candidates
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      for (let i = 0; i < ka.length; i += 1) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
      return 0;
    })
    .slice(0, count)
    .map((s) => lawById(s.lawId)!);
}

const unique = <T>(x: T, i: number, all: readonly T[]) => all.indexOf(x) === i;
const isTrainingDay = (date: string) => dayKind(date) === 'training';
const viewedBy = (views: Iterable<LawView>, date: string) => new Set([...views].filter((v) => v.viewedDate <= date).map((v) => v.lawId));

export interface GateInput {
  date: string;
  assignments: readonly LawAssignment[];
  viewed: Iterable<LawView>;
}
export interface GateState {
  locked: boolean;
  /** The training day whose laws the gate looks at (null when there is none). */
  blockingDate: string | null;
  /** Laws of that day still to view (unknown ids, e.g. removed from the library, are ignored). */
  pendingLawIds: string[];
}

/**
 * The education gate: a training day is locked until the laws assigned on the previous training day were all viewed.
 * - Only training days lock; on a rest day (Wednesday) or at the weekend there is no training to lock.
 * - Looking back, rest days and weekends are skipped (their laws lock nothing), and so are days without an
 *   assignment (missed days): only the most recent earlier training day with an assignment counts. Thursday looks at
 *   Tuesday; Monday at Friday.
 * - No earlier assignment (the player's first day) never locks, and neither does an assignment with no laws.
 * - A law counts as viewed when it was viewed on or before `date`, whenever that was.
 */
export function educationGate({ date, assignments, viewed }: GateInput): GateState {
  const open: GateState = { locked: false, blockingDate: null, pendingLawIds: [] };
  const previous = latestTrainingAssignment(assignments, (d) => d < date);
  if (!previous) return open;
  const seen = viewedBy(viewed, date);
  const pendingLawIds = previous.lawIds.filter((id) => lawById(id) && !seen.has(id));
  return { locked: isTrainingDay(date) && pendingLawIds.length > 0, blockingDate: previous.date, pendingLawIds };
}

export const isTrainingLocked = (input: GateInput): boolean => educationGate(input).locked;

function latestTrainingAssignment(assignments: readonly LawAssignment[], when: (date: string) => boolean): LawAssignment | null {
  let latest: LawAssignment | null = null;
  for (const a of assignments) if (when(a.date) && isTrainingDay(a.date) && (!latest || a.date > latest.date)) latest = a;
  return latest;
}

export interface LawsForDayInput extends GateInput {
  position: Position | null;
  /** The player's review records (none before the first review). */
  reviews?: readonly LawReviewRecord[];
}
/** A law of the day: a law learned before the day is a review (`review: true`) and carries its question. */
export type LawOfTheDay = LawResponse & { review?: true; question?: PublicLawQuestion };
export interface LawsForDay {
  /** Today's assignment (every day has one once the player asks). */
  assignment: LawAssignment;
  /** True when the assignment was decided now and must be stored. */
  isNew: boolean;
  /**
   * What the laws popup shows, in order: laws still pending from the gate's day first, then today's. `viewed` is
   * whether the law is done for the day: viewed for a new law, reviewed today for a review.
   */
  laws: LawOfTheDay[];
  /** The subset of `laws` not done yet (GET /api/player/unviewed-laws). */
  unviewed: LawOfTheDay[];
}

/**
 * The laws for a player on a date, every day of the week. The stored assignment is reused, else a new one is made:
 * laws still pending from the latest training day first (so catching up unlocks the gate, on a rest day too), then
 * the next in learning order, up to 3; once the library runs out, the remaining places go to reviews
 * (chooseReviews). Only training-day assignments count for the gate; a rest day's laws lock nothing.
 */
export function lawsForDay({ position, date, assignments, viewed, reviews = [] }: LawsForDayInput): LawsForDay {
  const views = [...viewed];
  const seen = viewedBy(views, date);
  const gate = educationGate({ date, assignments, viewed: views });
  const stored = assignments.find((a) => a.date === date) ?? null;
  let assignment: LawAssignment;
  let isNew = false;
  if (stored) assignment = stored;
  else {
    const next = chooseLaws({ position, viewedLawIds: seen }).map((l) => l.id);
    const fresh = [...gate.pendingLawIds, ...next].filter(unique).slice(0, LIMITS.lawsPerDay);
    const again = chooseReviews({ position, date, viewed: views, reviews, exclude: fresh, count: LIMITS.lawsPerDay - fresh.length });
    assignment = { date, lawIds: [...fresh, ...again.map((l) => l.id)] };
    isNew = true;
  }
  const firstViewed = new Map(views.map((v) => [v.lawId, v.viewedDate]));
  const reviewedOn = new Map(reviews.map((r) => [r.lawId, r.lastSeenDate]));
  const ids = [...gate.pendingLawIds, ...assignment.lawIds].filter(unique);
  const laws = ids
    .map(lawById)
    .filter((l): l is LawEntry => l !== null)
    .map((l): LawOfTheDay => {
      const learnedBefore = (firstViewed.get(l.id) ?? date) < assignment.date;
      if (!learnedBefore) return toLawResponse(l, seen.has(l.id));
      const question = lawQuestionOf(l.id);
      const reviewed = (reviewedOn.get(l.id) ?? '') >= assignment.date;
      return { ...toLawResponse(l, reviewed), review: true, ...(question ? { question: publicQuestion(question) } : {}) };
    });
  return { assignment, isNew, laws, unviewed: laws.filter((l) => !l.viewed) };
}
