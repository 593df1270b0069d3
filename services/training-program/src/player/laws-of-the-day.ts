import { LAW_DIFFICULTIES, LIMITS, SERVER_ERRORS, type Position } from '@rugby/contracts';
import { LAWS, lawById, toLawResponse, type LawEntry, type LawInterest, type LawResponse } from '../content/laws.ts';
import { dayKind } from '../domain/calendar.ts';

/**
 * Laws of the day and the education gate.
 *
 * Records the wiring keeps per player (plain data in, plain data out):
 * - views: one {lawId, viewedDate} per law the player has viewed (the ViewedLaw table);
 * - assignments: one {date, lawIds} per TRAINING day on which the player first asked for laws, decided by
 *   `lawsForDay` (isNew: true) and stored as is; later calls that day return the stored list unchanged.
 *   Missed days (the player never asked) have no assignment.
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
 * - Looking back, rest days and weekends are skipped, and so are days without an assignment (missed days): only the
 *   most recent earlier training day with an assignment counts. Thursday looks at Tuesday; Monday at Friday.
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
}
export interface LawsForDay {
  /** Today's assignment (null on rest days and weekends: laws are assigned on training days only). */
  assignment: LawAssignment | null;
  /** True when the assignment was decided now and must be stored. */
  isNew: boolean;
  /** What the laws popup shows, in order, with viewed flags: laws still pending from the gate's day first, then today's. */
  laws: LawResponse[];
  /** The subset of `laws` not yet viewed (GET /api/player/unviewed-laws). */
  unviewed: LawResponse[];
}

/**
 * The laws for a player on a date. On a training day the stored assignment is reused, else a new one is made: laws
 * still pending from the previous assignment first (so catching up unlocks the gate), then the next in learning
 * order, up to 3 (empty once the library is learned). On rest days and weekends nothing new is assigned, but the
 * pending laws of the latest training day are offered so the player can catch up before the next session.
 */
export function lawsForDay({ position, date, assignments, viewed }: LawsForDayInput): LawsForDay {
  const views = [...viewed];
  const seen = viewedBy(views, date);
  const gate = educationGate({ date, assignments, viewed: views });
  const stored = assignments.find((a) => a.date === date) ?? null;
  let assignment: LawAssignment | null = null;
  let isNew = false;
  if (isTrainingDay(date)) {
    if (stored) assignment = stored;
    else {
      const next = chooseLaws({ position, viewedLawIds: seen }).map((l) => l.id);
      assignment = { date, lawIds: [...gate.pendingLawIds, ...next].filter(unique).slice(0, LIMITS.lawsPerDay) };
      isNew = true;
    }
  }
  const ids = [...gate.pendingLawIds, ...(assignment?.lawIds ?? [])].filter(unique);
  const laws = ids
    .map(lawById)
    .filter((l): l is LawEntry => l !== null)
    .map((l) => toLawResponse(l, seen.has(l.id)));
  return { assignment, isNew, laws, unviewed: laws.filter((l) => !l.viewed) };
}
