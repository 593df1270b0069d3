import { addDays } from '@rugby/service-kit';

/**
 * When a law already learned comes back for review (spaced repetition). The whole schedule:
 * - a law comes back for its first review 7 days after the player first viewed it;
 * - a correct answer to its question doubles the gap, counted from the day of the answer: 7 → 14 → 28 → 56 → 112
 *   days, never more than 112;
 * - a wrong answer brings it back the next day, and the next correct answer starts again at 7 days;
 * - the first answer of a day counts (answering again that day changes nothing), and a review closed with 'Got it!'
 *   but no answer leaves the schedule as it was.
 * Laws due for review come back before the others (see chooseReviews in laws-of-the-day.ts).
 */
export const LAW_REVIEW_SCHEDULE = {
  firstReviewAfterDays: 7,
  correctGrowth: 2,
  maxIntervalDays: 112,
  wrongAgainAfterDays: 1,
} as const;

/** A player's review record of one law (the LawReview table); a law never reviewed has none. */
export interface LawReviewRecord {
  lawId: string;
  /** The gap that set dueDate. */
  intervalDays: number;
  /** The day the law is next due for review (YYYY-MM-DD). */
  dueDate: string;
  /** The last day the law was reviewed (answered, or closed with 'Got it!'). */
  lastSeenDate: string;
  /** The day of the last answer, the option chosen and whether it was right (null before any answer). */
  answeredDate: string | null;
  optionId: string | null;
  correct: boolean | null;
}

/** Where a learned law stands: its record, or the defaults of a law viewed once and never reviewed. */
export interface LawReviewState {
  lawId: string;
  viewedDate: string;
  intervalDays: number;
  dueDate: string;
  lastSeenDate: string;
  lastCorrect: boolean | null;
}

export function reviewStateOf(view: { lawId: string; viewedDate: string }, record: LawReviewRecord | undefined): LawReviewState {
  if (!record) {
    const intervalDays = LAW_REVIEW_SCHEDULE.firstReviewAfterDays;
    return {
      lawId: view.lawId,
      viewedDate: view.viewedDate,
      intervalDays,
      dueDate: addDays(view.viewedDate, intervalDays),
      lastSeenDate: view.viewedDate,
      lastCorrect: null,
    };
  }
  return {
    lawId: view.lawId,
    viewedDate: view.viewedDate,
    intervalDays: record.intervalDays,
    dueDate: record.dueDate,
    lastSeenDate: record.lastSeenDate,
    lastCorrect: record.correct,
  };
}

/** The next review after an answer on `date`, from the law's current gap. */
export function scheduleAfterAnswer({ date, correct, intervalDays }: { date: string; correct: boolean; intervalDays: number }): {
  intervalDays: number;
  dueDate: string;
} {
  const { firstReviewAfterDays, correctGrowth, maxIntervalDays, wrongAgainAfterDays } = LAW_REVIEW_SCHEDULE;
  const next = correct ? Math.min(maxIntervalDays, Math.max(firstReviewAfterDays, intervalDays * correctGrowth)) : wrongAgainAfterDays;
  return { intervalDays: next, dueDate: addDays(date, next) };
}
