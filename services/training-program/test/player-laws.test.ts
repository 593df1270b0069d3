import { describe, expect, it } from 'vitest';
import { LAW_CATEGORIES, LAW_DIFFICULTIES, LIMITS, lawSchema } from '@rugby/contracts';
import { LAWS, WORLD_RUGBY_LAWS, lawById, toLawResponse } from '../src/content/laws.ts';
import {
  EDUCATION_REQUIRED_MESSAGE,
  POSITION_LAW_INTERESTS,
  chooseLaws,
  educationGate,
  isTrainingLocked,
  lawsForDay,
  lawsInLearningOrder,
  type LawAssignment,
  type LawView,
} from '../src/player/laws-of-the-day.ts';

// The week of Monday 2026-03-02.
const MON = '2026-03-02';
const TUE = '2026-03-03';
const WED = '2026-03-04';
const THU = '2026-03-05';
const FRI = '2026-03-06';
const SAT = '2026-03-07';
const SUN = '2026-03-08';
const NEXT_MON = '2026-03-09';

const categoryOf = (id: string) => lawById(id)!.category;
const relevantTo = (position: keyof typeof POSITION_LAW_INTERESTS, id: string) => {
  const l = lawById(id)!;
  return POSITION_LAW_INTERESTS[position].some((x) => x === l.category || l.topics.includes(x));
};
const viewAll = (ids: readonly string[], viewedDate: string): LawView[] => ids.map((lawId) => ({ lawId, viewedDate }));

describe('laws library', () => {
  it('covers World Rugby laws 1 to 21 with 45-60 entries, unique slugs and valid categories and difficulties', () => {
    expect(LAWS.length).toBeGreaterThanOrEqual(45);
    expect(LAWS.length).toBeLessThanOrEqual(60);
    expect([...new Set(LAWS.map((l) => l.lawNumber))].sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(Object.keys(WORLD_RUGBY_LAWS)).toHaveLength(21);
    expect(WORLD_RUGBY_LAWS[21]).toBe('In-goal');
    expect(WORLD_RUGBY_LAWS[19]).toBe('Scrum');
    expect(new Set(LAWS.map((l) => l.id)).size).toBe(LAWS.length);
    expect(new Set(LAWS.map((l) => l.title)).size).toBe(LAWS.length);
    for (const l of LAWS) {
      expect(l.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(LAW_CATEGORIES).toContain(l.category);
      expect(LAW_DIFFICULTIES).toContain(l.difficulty);
      const sentences = l.content.match(/[.!?](?=\s|$)/g) ?? [];
      expect(sentences.length, l.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, l.id).toBeLessThanOrEqual(4);
      expect(lawSchema.parse(toLawResponse(l))).toEqual(toLawResponse(l));
    }
  });

  it('has entries in every category and at every difficulty', () => {
    for (const c of LAW_CATEGORIES) expect(LAWS.filter((l) => l.category === c).length, c).toBeGreaterThanOrEqual(2);
    for (const d of LAW_DIFFICULTIES) expect(LAWS.filter((l) => l.difficulty === d).length, d).toBeGreaterThanOrEqual(8);
    expect(LAWS.filter((l) => l.lawNumber === 19).every((l) => l.category === 'scrum' || l.category === 'safety')).toBe(true);
    expect(LAWS.filter((l) => l.lawNumber === 14).every((l) => l.category === 'tackle')).toBe(true);
  });

  it('states the basic facts correctly', () => {
    expect(lawById('scoring-points')!.content).toMatch(/try is worth 5 points/);
    expect(lawById('scoring-points')!.content).toMatch(/penalty try is worth 7 points/);
    expect(lawById('time-match-length')!.content).toMatch(/two 40-minute halves/);
    expect(lawById('foul-play-cards')!.content).toMatch(/10 minutes/);
    expect(toLawResponse(lawById('knock-on')!, true)).toMatchObject({ id: 'knock-on', lawNumber: 11, viewed: true });
    expect(toLawResponse(lawById('knock-on')!)).not.toHaveProperty('viewed');
  });
});

describe('laws of the day', () => {
  it('gives 3 laws a day: foundation laws first, plus one law for the position from day one', () => {
    const prop = chooseLaws({ position: 'prop', viewedLawIds: [] });
    const wing = chooseLaws({ position: 'wing', viewedLawIds: [] });
    const flyHalf = chooseLaws({ position: 'fly-half', viewedLawIds: [] });
    for (const day of [prop, wing, flyHalf]) {
      expect(day).toHaveLength(LIMITS.lawsPerDay);
      for (const l of day.slice(0, 2)) {
        expect(l.difficulty).toBe('beginner');
        expect(['fundamental', 'safety']).toContain(l.category);
      }
    }
    expect(prop[2]!.category).toBe('scrum');
    expect(wing[2]!.category).toBe('tackle');
    expect(flyHalf[2]!.category).toBe('ruck');
    // Safety comes first when nothing in the foundations is specific to the position.
    expect(prop[0]!.category).toBe('safety');
    // A wing's foundations start with what a back needs most: tackle height and offside.
    expect(wing.slice(0, 2).map((l) => l.id)).toEqual(['foul-play-tackle-height', 'offside-open-play']);
  });

  it('orders the rest of the library by the position, then by difficulty', () => {
    const afterFoundations = (position: 'prop' | 'wing' | 'fly-half' | 'lock') =>
      lawsInLearningOrder(position).filter((l) => !(l.difficulty === 'beginner' && (l.category === 'fundamental' || l.category === 'safety')));
    const prop = afterFoundations('prop').map((l) => l.id);
    expect(
      prop
        .slice(0, 5)
        .map(categoryOf)
        .every((c) => c === 'scrum' || c === 'safety'),
    ).toBe(true);
    expect(lawById(prop[0]!)!.difficulty).toBe('beginner');
    const propScrum = prop.filter((id) => relevantTo('prop', id) && lawById(id)!.topics.concat(lawById(id)!.category).includes('scrum'));
    expect(propScrum.map((id) => LAW_DIFFICULTIES.indexOf(lawById(id)!.difficulty))).toEqual(
      [...propScrum.map((id) => LAW_DIFFICULTIES.indexOf(lawById(id)!.difficulty))].sort(),
    );
    expect(
      afterFoundations('wing')
        .slice(0, 3)
        .map((l) => l.category),
    ).toEqual(['tackle', 'tackle', 'tackle']);
    expect(afterFoundations('fly-half')[0]!.category).toBe('ruck');
    expect(afterFoundations('lock')[0]!.category).toBe('lineout');
    // Laws irrelevant to the position come last, easiest first.
    const tail = afterFoundations('prop').filter((l) => !relevantTo('prop', l.id));
    expect(tail.map((l) => LAW_DIFFICULTIES.indexOf(l.difficulty))).toEqual([...tail.map((l) => LAW_DIFFICULTIES.indexOf(l.difficulty))].sort());
    expect(prop.indexOf(tail[0]!.id)).toBeGreaterThan(prop.indexOf(propScrum.at(-1)!));
  });

  it('never repeats a viewed law, and runs through the whole library', () => {
    for (const position of ['prop', 'wing', 'fly-half', null] as const) {
      const viewed: string[] = [];
      for (let day = 0; day < 40; day += 1) {
        const today = chooseLaws({ position, viewedLawIds: viewed });
        if (today.length === 0) break;
        expect(today.length).toBe(Math.min(3, LAWS.length - viewed.length));
        for (const l of today) expect(viewed).not.toContain(l.id);
        viewed.push(...today.map((l) => l.id));
      }
      expect(new Set(viewed).size).toBe(LAWS.length);
      expect(chooseLaws({ position, viewedLawIds: viewed })).toEqual([]);
    }
  });

  it('is deterministic and depends on the position', () => {
    expect(chooseLaws({ position: 'hooker', viewedLawIds: ['knock-on'] })).toEqual(chooseLaws({ position: 'hooker', viewedLawIds: ['knock-on'] }));
    expect(lawsInLearningOrder('prop').map((l) => l.id)).not.toEqual(lawsInLearningOrder('wing').map((l) => l.id));
    // Without a position: plain learning order, foundations only at first.
    expect(chooseLaws({ position: null, viewedLawIds: [] }).every((l) => l.difficulty === 'beginner')).toBe(true);
  });
});

describe('education gate', () => {
  const mondayLaws: LawAssignment = { date: MON, lawIds: ['knock-on', 'scrum-when-and-where', 'offside-open-play'] };

  it('exports the server message the player home looks for', () => {
    expect(EDUCATION_REQUIRED_MESSAGE).toContain('educational content');
  });

  it('never locks the first day', () => {
    expect(isTrainingLocked({ date: MON, assignments: [], viewed: [] })).toBe(false);
    expect(educationGate({ date: MON, assignments: [], viewed: [] })).toEqual({ locked: false, blockingDate: null, pendingLawIds: [] });
  });

  it("locks the next training day until all of the previous training day's laws are viewed", () => {
    expect(educationGate({ date: TUE, assignments: [mondayLaws], viewed: [] })).toEqual({ locked: true, blockingDate: MON, pendingLawIds: mondayLaws.lawIds });
    const two = viewAll(mondayLaws.lawIds.slice(0, 2), MON);
    expect(educationGate({ date: TUE, assignments: [mondayLaws], viewed: two })).toMatchObject({ locked: true, pendingLawIds: ['offside-open-play'] });
    expect(isTrainingLocked({ date: TUE, assignments: [mondayLaws], viewed: viewAll(mondayLaws.lawIds, MON) })).toBe(false);
    // Catching up the next morning unlocks the day.
    expect(isTrainingLocked({ date: TUE, assignments: [mondayLaws], viewed: [...two, { lawId: 'offside-open-play', viewedDate: TUE }] })).toBe(false);
    // A view recorded after the date does not count for it.
    expect(isTrainingLocked({ date: TUE, assignments: [mondayLaws], viewed: [...two, { lawId: 'offside-open-play', viewedDate: WED }] })).toBe(true);
  });

  it('skips the rest day: Wednesday never locks and Thursday looks back to Tuesday', () => {
    const tuesday: LawAssignment = { date: TUE, lawIds: ['tackle-what-counts', 'ruck-what-it-is', 'maul-what-it-is'] };
    const assignments = [{ ...mondayLaws }, tuesday];
    const mondayViewed = viewAll(mondayLaws.lawIds, MON);
    expect(isTrainingLocked({ date: WED, assignments, viewed: mondayViewed })).toBe(false);
    expect(educationGate({ date: THU, assignments, viewed: mondayViewed })).toMatchObject({ locked: true, blockingDate: TUE });
    expect(isTrainingLocked({ date: THU, assignments, viewed: [...mondayViewed, ...viewAll(tuesday.lawIds, WED)] })).toBe(false);
    // A rest day's assignment is skipped when looking back: its laws lock nothing.
    const wednesday: LawAssignment = { date: WED, lawIds: ['mark-calling'] };
    expect(isTrainingLocked({ date: THU, assignments: [...assignments, wednesday], viewed: [...mondayViewed, ...viewAll(tuesday.lawIds, TUE)] })).toBe(false);
  });

  it('skips the weekend: Saturday and Sunday never lock and Monday looks back to Friday', () => {
    const friday: LawAssignment = { date: FRI, lawIds: ['lineout-forming', 'penalty-options', 'time-match-length'] };
    expect(isTrainingLocked({ date: SAT, assignments: [friday], viewed: [] })).toBe(false);
    expect(isTrainingLocked({ date: SUN, assignments: [friday], viewed: [] })).toBe(false);
    expect(educationGate({ date: NEXT_MON, assignments: [friday], viewed: [] })).toMatchObject({ locked: true, blockingDate: FRI });
    expect(isTrainingLocked({ date: NEXT_MON, assignments: [friday], viewed: viewAll(friday.lawIds, SUN) })).toBe(false);
  });

  it('after missed days only the most recent training day with an assignment counts', () => {
    // Monday's laws never viewed; the player skipped Tuesday and Thursday entirely: Friday is still locked by Monday.
    expect(educationGate({ date: FRI, assignments: [mondayLaws], viewed: [] })).toMatchObject({ locked: true, blockingDate: MON });
    // Monday's laws never viewed, but Tuesday's were: Thursday only looks at Tuesday.
    const tuesday: LawAssignment = { date: TUE, lawIds: ['tackle-what-counts'] };
    expect(isTrainingLocked({ date: THU, assignments: [mondayLaws, tuesday], viewed: viewAll(tuesday.lawIds, TUE) })).toBe(false);
  });

  it('never locks after a day with no laws assigned, and ignores laws no longer in the library', () => {
    expect(isTrainingLocked({ date: TUE, assignments: [{ date: MON, lawIds: [] }], viewed: [] })).toBe(false);
    expect(isTrainingLocked({ date: TUE, assignments: [{ date: MON, lawIds: ['law-that-was-removed'] }], viewed: [] })).toBe(false);
  });
});

describe('laws for a day (what the popup shows and what to store)', () => {
  it('assigns 3 laws on the first call of a training day and keeps them for the rest of the day', () => {
    const first = lawsForDay({ position: 'prop', date: MON, assignments: [], viewed: [] });
    expect(first.isNew).toBe(true);
    expect(first.assignment).toEqual({ date: MON, lawIds: chooseLaws({ position: 'prop', viewedLawIds: [] }).map((l) => l.id) });
    expect(first.unviewed.map((l) => l.id)).toEqual(first.assignment!.lawIds);
    expect(first.laws.every((l) => l.viewed === false)).toBe(true);

    const viewed = viewAll(first.assignment!.lawIds.slice(0, 1), MON);
    const again = lawsForDay({ position: 'prop', date: MON, assignments: [first.assignment!], viewed });
    expect(again.isNew).toBe(false);
    expect(again.assignment).toEqual(first.assignment);
    expect(again.laws.map((l) => [l.id, l.viewed])).toEqual(first.assignment!.lawIds.map((id, i) => [id, i === 0]));
    expect(again.unviewed).toHaveLength(2);
  });

  it('puts laws still pending from the previous training day first, so catching up unlocks training', () => {
    const monday = lawsForDay({ position: 'wing', date: MON, assignments: [], viewed: [] }).assignment!;
    const viewed = viewAll(monday.lawIds.slice(0, 1), MON);
    const tuesday = lawsForDay({ position: 'wing', date: TUE, assignments: [monday], viewed });
    expect(isTrainingLocked({ date: TUE, assignments: [monday, tuesday.assignment!], viewed })).toBe(true);
    expect(tuesday.assignment!.lawIds.slice(0, 2)).toEqual(monday.lawIds.slice(1));
    expect(tuesday.assignment!.lawIds).toHaveLength(3);
    const caughtUp = [
      ...viewed,
      ...viewAll(
        tuesday.unviewed.slice(0, 2).map((l) => l.id),
        TUE,
      ),
    ];
    expect(isTrainingLocked({ date: TUE, assignments: [monday, tuesday.assignment!], viewed: caughtUp })).toBe(false);
  });

  it('assigns 3 laws on rest days and weekends too, laws still pending from the last training day first', () => {
    const tuesday: LawAssignment = { date: TUE, lawIds: ['knock-on', 'ruck-what-it-is', 'maul-what-it-is'] };
    const tuesdayViews = viewAll(['knock-on'], TUE);
    const wed = lawsForDay({ position: 'lock', date: WED, assignments: [tuesday], viewed: tuesdayViews });
    expect(wed.isNew).toBe(true);
    expect(wed.assignment.date).toBe(WED);
    expect(wed.assignment.lawIds).toHaveLength(3);
    expect(wed.assignment.lawIds.slice(0, 2)).toEqual(['ruck-what-it-is', 'maul-what-it-is']);
    expect(wed.unviewed.map((l) => l.id)).toEqual(wed.assignment.lawIds);
    // Catching up on the rest day unlocks Thursday; the rest day's own new law locks nothing.
    const caughtUp = [...tuesdayViews, ...viewAll(['ruck-what-it-is', 'maul-what-it-is'], WED)];
    expect(isTrainingLocked({ date: THU, assignments: [tuesday, wed.assignment], viewed: caughtUp })).toBe(false);
    const sat = lawsForDay({ position: 'lock', date: SAT, assignments: [tuesday], viewed: viewAll(tuesday.lawIds, WED) });
    expect(sat.isNew).toBe(true);
    expect(sat.unviewed).toHaveLength(3);
    expect(sat.unviewed.some((l) => tuesday.lawIds.includes(l.id))).toBe(false);
    expect(sat.unviewed.every((l) => l.review === undefined && l.question === undefined)).toBe(true);
  });

  for (const [day, date] of [
    ['Saturday', SAT],
    ['Wednesday', WED],
  ] as const) {
    it(`gives a new player on a ${day} 3 laws; viewing them empties the list, and the next training days' gate still works`, () => {
      const first = lawsForDay({ position: 'fly-half', date, assignments: [], viewed: [] });
      expect(first.unviewed.length).toBeGreaterThanOrEqual(1);
      expect(first.unviewed.length).toBeLessThanOrEqual(3);
      expect(first.unviewed.map((l) => l.id)).toEqual(chooseLaws({ position: 'fly-half', viewedLawIds: [] }).map((l) => l.id));
      const assignments = [first.assignment];
      const viewed = viewAll(first.assignment.lawIds, date);
      expect(lawsForDay({ position: 'fly-half', date, assignments, viewed }).unviewed).toEqual([]);
      // The rest day's laws never lock a training day, viewed or not.
      const next = date === SAT ? NEXT_MON : THU;
      expect(isTrainingLocked({ date: next, assignments, viewed: [] })).toBe(false);
      // The next training day's laws lock the one after it until they are viewed.
      const training = lawsForDay({ position: 'fly-half', date: next, assignments, viewed });
      expect(training.unviewed).toHaveLength(3);
      expect(training.unviewed.some((l) => viewed.some((v) => v.lawId === l.id))).toBe(false);
      assignments.push(training.assignment);
      const after = date === SAT ? '2026-03-10' : FRI;
      expect(educationGate({ date: after, assignments, viewed })).toMatchObject({ locked: true, blockingDate: next });
      expect(isTrainingLocked({ date: after, assignments, viewed: [...viewed, ...viewAll(training.assignment.lawIds, next)] })).toBe(false);
    });
  }

  it('gives a player who learns every day 3 new laws every day and never locks them', () => {
    const assignments: LawAssignment[] = [];
    const viewed: LawView[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 14; i += 1) {
      const date = new Date(Date.UTC(2026, 2, 2 + i)).toISOString().slice(0, 10);
      expect(isTrainingLocked({ date, assignments, viewed })).toBe(false);
      const day = lawsForDay({ position: '8', date, assignments, viewed });
      expect(day.unviewed).toHaveLength(3);
      assignments.push(day.assignment);
      for (const id of day.assignment.lawIds) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
        viewed.push({ lawId: id, viewedDate: date });
      }
    }
    expect(assignments).toHaveLength(14);
    expect(seen.size).toBe(42);
  });
});
