import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS, POSITIONS, lawSchema } from '@rugby/contracts';
import { addDays } from '@rugby/service-kit';
import { OPTION_IDS, lawQuestionOf, lawsWithoutQuestion, publicQuestion } from '../src/content/law-questions.ts';
import { LAWS, lawById } from '../src/content/laws.ts';
import { LAW_REVIEW_SCHEDULE, scheduleAfterAnswer, type LawReviewRecord } from '../src/player/law-reviews.ts';
import { POSITION_LAW_INTERESTS, chooseReviews, educationGate, lawsForDay, type LawView } from '../src/player/laws-of-the-day.ts';

// A Saturday, long after the library was learned.
const TODAY = '2026-06-06';
const relevant = (position: keyof typeof POSITION_LAW_INTERESTS, id: string) => {
  const l = lawById(id)!;
  return POSITION_LAW_INTERESTS[position].some((x) => x === l.category || l.topics.includes(x));
};
/** Every law of the library viewed: 3 a day from `start`, in library order. */
const learnedFrom = (start: string): LawView[] => LAWS.map((l, i) => ({ lawId: l.id, viewedDate: addDays(start, Math.floor(i / 3)) }));
const record = (lawId: string, fields: Partial<LawReviewRecord>): LawReviewRecord => ({
  lawId,
  intervalDays: 7,
  dueDate: TODAY,
  lastSeenDate: TODAY,
  answeredDate: null,
  optionId: null,
  correct: null,
  ...fields,
});

describe('questions of the laws library', () => {
  it('every law has one question in plain words with 2-4 options, exactly one correct, and a one-line explanation', () => {
    expect(lawsWithoutQuestion()).toEqual([]);
    for (const law of LAWS) {
      const q = lawQuestionOf(law.id)!;
      expect(q.prompt, law.id).toMatch(/^[A-Z'].{10,160}\?$/);
      expect(q.options.length, law.id).toBeGreaterThanOrEqual(2);
      expect(q.options.length, law.id).toBeLessThanOrEqual(4);
      expect(q.options.map((o) => o.id)).toEqual(OPTION_IDS.slice(0, q.options.length));
      expect(
        q.options.filter((o) => o.id === q.answer),
        law.id,
      ).toHaveLength(1);
      expect(new Set(q.options.map((o) => o.text.toLowerCase())).size, law.id).toBe(q.options.length);
      for (const o of q.options) expect(o.text.length, `${law.id} ${o.id}`).toBeLessThanOrEqual(110);
      expect(q.explanation, law.id).toMatch(/^[A-Z'].{10,140}[.!]$/);
      expect(q.explanation.match(/[.!?](?=\s|$)/g), law.id).toHaveLength(1);
      expect(publicQuestion(q)).not.toHaveProperty('answer');
      expect(publicQuestion(q)).not.toHaveProperty('explanation');
    }
    expect(lawQuestionOf('law-99')).toBeNull();
  });

  it('does not always put the right answer in the same place', () => {
    const places = new Set(LAWS.map((l) => lawQuestionOf(l.id)!.answer));
    expect(places.size).toBeGreaterThanOrEqual(3);
  });

  it('states the facts the library teaches', () => {
    const right = (id: string) => {
      const q = lawQuestionOf(id)!;
      return q.options.find((o) => o.id === q.answer)!.text;
    };
    expect(right('scoring-points')).toBe('7');
    expect(right('team-players-and-replacements')).toBe('15');
    expect(right('foul-play-cards')).toMatch(/10 minutes/);
    expect(right('in-goal-held-up')).toMatch(/goal-line drop-out/);
    expect(right('in-goal-defending')).toMatch(/5-metre scrum/);
    expect(right('penalty-free-kick')).toMatch(/cannot kick at goal/);
    expect(right('knock-on')).toMatch(/not a knock-on/);
  });
});

describe('the review schedule', () => {
  it('doubles the gap after each correct answer (7 -> 14 -> 28 -> 56 -> 112, no more) and brings a wrong one back the next day', () => {
    let interval: number = LAW_REVIEW_SCHEDULE.firstReviewAfterDays;
    const gaps: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      interval = scheduleAfterAnswer({ date: TODAY, correct: true, intervalDays: interval }).intervalDays;
      gaps.push(interval);
    }
    expect(gaps).toEqual([14, 28, 56, 112, 112, 112]);
    expect(scheduleAfterAnswer({ date: TODAY, correct: false, intervalDays: 56 })).toEqual({ intervalDays: 1, dueDate: '2026-06-07' });
    // After a wrong answer, the next correct one starts again at 7 days.
    expect(scheduleAfterAnswer({ date: '2026-06-07', correct: true, intervalDays: 1 })).toEqual({ intervalDays: 7, dueDate: '2026-06-14' });
  });

  it('always schedules a correct answer later than a wrong one, and never beyond 112 days (property)', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2026-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 400 }), (date, intervalDays) => {
        const right = scheduleAfterAnswer({ date, correct: true, intervalDays });
        const wrong = scheduleAfterAnswer({ date, correct: false, intervalDays });
        expect(right.dueDate > wrong.dueDate).toBe(true);
        expect(wrong.dueDate).toBe(addDays(date, 1));
        expect(right.intervalDays).toBeGreaterThanOrEqual(Math.min(intervalDays, LAW_REVIEW_SCHEDULE.maxIntervalDays));
        expect(right.intervalDays).toBeLessThanOrEqual(LAW_REVIEW_SCHEDULE.maxIntervalDays);
        expect(right.dueDate).toBe(addDays(date, right.intervalDays));
      }),
    );
  });
});

describe('reviews once the library is learned', () => {
  it('gives 3 review laws a day with their questions, once no new law is left', () => {
    const viewed = learnedFrom('2026-03-02');
    const day = lawsForDay({ position: 'prop', date: TODAY, assignments: [], viewed });
    expect(day.isNew).toBe(true);
    expect(day.unviewed).toHaveLength(LIMITS.lawsPerDay);
    for (const law of day.unviewed) {
      expect(lawSchema.parse(law)).toEqual(law);
      expect(law.review).toBe(true);
      expect(law.viewed).toBe(false);
      expect(law.question).toEqual(publicQuestion(lawQuestionOf(law.id)!));
    }
    // Reviewed today (answered or 'Got it!'): done for the day.
    const reviews = day.assignment.lawIds.map((lawId) => record(lawId, { lastSeenDate: TODAY, dueDate: addDays(TODAY, 14) }));
    const after = lawsForDay({ position: 'prop', date: TODAY, assignments: [day.assignment], viewed, reviews });
    expect(after.unviewed).toEqual([]);
    expect(after.laws.every((l) => l.viewed && l.review)).toBe(true);
    // Reviews lock nothing: they were viewed long ago.
    expect(educationGate({ date: '2026-06-08', assignments: [{ ...day.assignment, date: '2026-06-05' }], viewed }).locked).toBe(false);
  });

  it('fills the last places of a day with reviews when fewer than 3 new laws are left', () => {
    const viewed = learnedFrom('2026-03-02').slice(0, LAWS.length - 1);
    const day = lawsForDay({ position: 'wing', date: TODAY, assignments: [], viewed });
    expect(day.unviewed).toHaveLength(3);
    expect(day.unviewed[0]).toMatchObject({ id: LAWS.at(-1)!.id });
    expect(day.unviewed[0]!.review).toBeUndefined();
    expect(day.unviewed.slice(1).every((l) => l.review)).toBe(true);
  });

  it('picks the laws seen longest ago first, and among those seen the same day the ones that matter to the position', () => {
    for (const position of POSITIONS) {
      const viewed = learnedFrom('2026-03-02');
      const picked = chooseReviews({ position, date: TODAY, viewed, reviews: [] });
      expect(picked).toHaveLength(3);
      const dates = picked.map((l) => viewed.find((v) => v.lawId === l.id)!.viewedDate);
      const oldest = viewed.map((v) => v.viewedDate).sort()[0]!;
      // The library's first day comes first, then the next: no law seen later jumps ahead.
      expect(dates).toEqual([...dates].sort());
      expect(dates[0]).toBe(oldest);
      const notPicked = viewed.filter((v) => !picked.some((l) => l.id === v.lawId));
      for (const v of notPicked) expect(v.viewedDate >= dates.at(-1)!, `${position} ${v.lawId}`).toBe(true);
    }
    // All viewed the same day: the prop's scrum laws come before the rest.
    const sameDay = LAWS.map((l) => ({ lawId: l.id, viewedDate: '2026-03-02' }));
    const prop = chooseReviews({ position: 'prop', date: TODAY, viewed: sameDay, reviews: [] });
    expect(prop.every((l) => relevant('prop', l.id))).toBe(true);
    expect(prop.every((l) => l.category === 'scrum' || l.topics.includes('scrum'))).toBe(true);
    const lock = chooseReviews({ position: 'lock', date: TODAY, viewed: sameDay, reviews: [] });
    expect(lock.every((l) => l.category === 'lineout' || l.topics.includes('lineout'))).toBe(true);
  });

  it('brings a wrongly answered law back the next day, ahead of an older backlog, and a correct one much later', () => {
    const viewed = learnedFrom('2026-03-02');
    const wrongId = LAWS.at(-1)!.id; // learned last: never first on age alone
    const rightId = LAWS[0]!.id; // learned first: first on age alone
    const answeredOn = '2026-06-05';
    const wrong = scheduleAfterAnswer({ date: answeredOn, correct: false, intervalDays: 7 });
    const right = scheduleAfterAnswer({ date: answeredOn, correct: true, intervalDays: 7 });
    const reviews = [
      record(wrongId, { ...wrong, lastSeenDate: answeredOn, answeredDate: answeredOn, optionId: 'a', correct: false }),
      record(rightId, { ...right, lastSeenDate: answeredOn, answeredDate: answeredOn, optionId: 'b', correct: true }),
    ];
    const next = chooseReviews({ position: 'fullback', date: '2026-06-06', viewed, reviews }).map((l) => l.id);
    expect(next[0]).toBe(wrongId);
    expect(next).not.toContain(rightId);
    // Not before it is due: the day of the answer it is not offered again.
    expect(chooseReviews({ position: 'fullback', date: answeredOn, viewed, reviews, count: LAWS.length }).map((l) => l.id)).not.toContain(wrongId);
  });

  it('reviews every law before repeating one, for a player who answers everything right (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...POSITIONS), fc.integer({ min: 0, max: 30 }), (position, offset) => {
        const viewed = learnedFrom(addDays('2026-01-05', offset));
        const records = new Map<string, LawReviewRecord>();
        const seen: string[] = [];
        let date = addDays('2026-01-05', offset + 30);
        for (let day = 0; day < Math.ceil(LAWS.length / 3); day += 1) {
          const picked = chooseReviews({ position, date, viewed, reviews: [...records.values()] });
          expect(picked).toHaveLength(3);
          for (const law of picked) {
            expect(seen).not.toContain(law.id);
            seen.push(law.id);
            const previous = records.get(law.id)?.intervalDays ?? LAW_REVIEW_SCHEDULE.firstReviewAfterDays;
            records.set(law.id, record(law.id, { ...scheduleAfterAnswer({ date, correct: true, intervalDays: previous }), lastSeenDate: date, correct: true }));
          }
          date = addDays(date, 1);
        }
        expect(new Set(seen).size).toBe(LAWS.length);
      }),
      { numRuns: 20 },
    );
  });
});
