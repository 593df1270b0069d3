import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELITE_PROGRAM_TYPES, POSITIONS, SEASON_PHASES, TRAINING_DAYS, type ProgramItemDoc, type SeasonPhase, type TrainingDay } from '@rugby/contracts';
import {
  BODY_AREAS,
  INJURY_EXCLUSIONS,
  MOVEMENT_CLASSES,
  readinessAdaptation,
  readinessScore,
  type MovementClass,
  type ReadinessAdaptation,
  type ReadinessScores,
} from '@rugby/contracts/training-load';
import { activityById } from '../src/content/activities.ts';
import { REHAB } from '../src/content/injury-map.ts';
import { adaptPlan, type PlannedEntry } from '../src/domain/day-adaptation.ts';
import { chooseDose, coachItem, libraryItem, prescriptionOf, rangeFor } from '../src/generator/dosing.ts';
import { buildEliteDocument } from '../src/generator/elite.ts';
import { dailyPlan } from '../src/player/daily-plan.ts';
import { movementClasses } from '../src/player/movement-classes.ts';
import { excludedClass } from '../src/player/readiness-adaptation.ts';

const library = (id: string): ProgramItemDoc => {
  const activity = activityById(id)!;
  const range = SEASON_PHASES.map((p) => rangeFor(activity, p)).find(Boolean)!;
  return libraryItem(activity, chooseDose(range, 1, 'adult'));
};
const scores = (value: number): ReadinessScores => ({ sleep: value, soreness: value, fatigue: value, stress: value, mood: value });
const injured = (area: (typeof BODY_AREAS)[number]) => readinessAdaptation(scores(4), { reported: true, area });

describe('movement classes of the items the coach named (issue 32)', () => {
  const named: Array<[string, string, MovementClass[]]> = [
    ['st-nordic', 'Nordic hamstring curls', ['hamstring-eccentric']],
    ['wu-lateral-bound-stick', 'Lateral bound and stick', ['plyometric', 'change-of-direction', 'balance']],
    ['st-broad-jumps', 'Bounds and broad jumps', ['plyometric']],
    ['st-trap-bar-jump', 'Trap-bar jumps', ['plyometric']],
    ['co-resisted-sprints', 'Partner-resisted sprints', ['sprint']],
    ['st-neck-isometric', 'Neck isometrics (4-way)', ['neck-loading']],
    ['sk-live-breakdown', 'Live 2v2 breakdown contest', ['contact', 'live-contact']],
    ['sk-live-tackle-channel', 'Live 1v1 tackle in a channel', ['contact', 'live-contact']],
  ];

  it.each(named)('%s (%s) is %j, from the library and from the same words written by a coach', (id, name, classes) => {
    const category = activityById(id)!.category;
    expect([...movementClasses(library(id), category)]).toEqual(expect.arrayContaining(classes));
    const written = { ...coachItem(`${name} 3 × 5`, 10), intensity: activityById(id)!.intensity };
    expect([...movementClasses(written, category)]).toEqual(expect.arrayContaining(classes));
  });

  it('keeps what the areas need apart: rehab, mobility and the laws briefing are not what they leave out', () => {
    expect([...movementClasses(library('st-single-leg-glute-bridge'), 'strength')]).toEqual(['strenuous']);
    expect(movementClasses(library('cd-static-stretch'), 'cooldown').size).toBe(0);
    expect(movementClasses(library('law-tackle'), 'laws').size).toBe(0);
    expect(movementClasses(library('co-easy-aerobic'), 'conditioning').has('weight-bearing')).toBe(false);
    expect(movementClasses(library('st-rdl'), 'strength')).toEqual(new Set(['hinge', 'spinal-loading', 'upper-body-pull', 'strenuous']));
  });

  it('names the area, what it leaves out and who to tell, never a diagnosis', () => {
    const reasons = BODY_AREAS.map((area) => injured(area).reason);
    expect(new Set(reasons).size).toBe(BODY_AREAS.length);
    for (const reason of reasons) {
      expect(reason).toMatch(/tell your coach or physio$/);
      expect(reason).not.toMatch(/strain|tear|sprain|fracture|concussion|diagnos/i);
    }
    expect(injured('hamstring').reason).toBe(
      'readiness 4/5, hamstring reported: volume −50 %, no Nordics, hinges, jumps, sprints, kicking or contact; pain-free rehab and mobility instead; tell your coach or physio',
    );
    expect(injured('shoulder')).toMatchObject({ area: 'shoulder', noSprints: false, noContact: true });
  });

  it('every rehab choice exists in the library with a dose, and is not what its own area leaves out', () => {
    for (const area of BODY_AREAS) {
      for (const [block, choices] of Object.entries(REHAB[area])) {
        for (const rehab of choices) {
          const activity = activityById(rehab.id);
          expect(activity && prescriptionOf(activity), rehab.id).toBeTruthy();
          expect(excludedClass(library(rehab.id), block as 'strength', injured(area)), `${area} ${rehab.id}`).toBeNull();
        }
      }
    }
  });
});

// Every elite style × season phase × body area, a real day: the squad's session (the style's program) and a player's
// personal additions, as the daily plan writes them.
const DATES: Record<TrainingDay, string> = { monday: '2026-03-02', tuesday: '2026-03-03', thursday: '2026-03-05', friday: '2026-03-06' };
const documents = new Map<string, ReturnType<typeof buildEliteDocument>>();
const eliteDoc = (style: (typeof ELITE_PROGRAM_TYPES)[number], phase: SeasonPhase, week: number) => {
  const key = `${style}:${phase}:${week}`;
  if (!documents.has(key)) documents.set(key, buildEliteDocument(style, { seasonPhase: phase, weekOfPhase: week, matchDay: 'saturday' }));
  return documents.get(key)!;
};

const dayArbitrary = fc.record({
  style: fc.constantFrom(...ELITE_PROGRAM_TYPES),
  phase: fc.constantFrom(...SEASON_PHASES),
  week: fc.integer({ min: 1, max: 4 }),
  weekday: fc.constantFrom(...TRAINING_DAYS),
  position: fc.constantFrom(...POSITIONS),
  age: fc.integer({ min: 15, max: 34 }),
});

type Day = typeof dayArbitrary extends fc.Arbitrary<infer T> ? T : never;

function plannedDay({ style, phase, week, weekday, position, age }: Day): PlannedEntry[] {
  const squadDay = eliteDoc(style, phase, week).days.find((d) => d.day === weekday) ?? null;
  const plan = dailyPlan({
    profile: { playerId: 'p', position, age, weight: 90, height: 180 },
    week: { phase, plan: { weekOfPhase: week, matchDay: 'saturday', teamTrainingDays: squadDay ? [weekday] : [] } },
    date: DATES[weekday],
    squad: squadDay ? { id: 'session', dayNumber: 1, day: squadDay, dayContent: '' } : null,
  });
  return plan.activities.map((a) => ({ activityId: a.id, item: a.item ?? null, category: a.category, minutes: a.duration, source: a.source ?? null }));
}

/** What the player is asked to do after the check-in: items not left out, and the replacements. */
function adaptedDay(planned: PlannedEntry[], adaptation: ReadinessAdaptation) {
  const adapted = adaptPlan(planned, adaptation, new Set());
  const kept: Array<{ item: ProgramItemDoc; category: PlannedEntry['category']; source: PlannedEntry['source'] }> = [];
  planned.forEach((p, i) => {
    const { columns, replacement } = adapted[i]!;
    if (columns.dropped) {
      expect(columns.adjustment).toMatch(/: left out \(.+ — .+\)$/);
      expect((columns.adjustment as string).startsWith(`${adaptation.cause}: left out (`)).toBe(true);
      expect(columns.plannedItem).toEqual(p.item);
    } else if (p.item) kept.push({ item: columns.item as ProgramItemDoc, category: p.category, source: p.source });
    if (replacement) {
      expect(columns.dropped).toBe(true);
      expect(replacement.columns.adjustment).toMatch(new RegExp(`^instead of ${p.item!.name.replace(/[()]/g, '\\$&')}: `));
      expect(replacement).toMatchObject({ category: p.category, source: p.source, columns: { dropped: false } });
      kept.push({ item: replacement.columns.item as ProgramItemDoc, category: replacement.category, source: replacement.source });
    }
  });
  return { adapted, kept };
}

describe('injury-aware days: what an area leaves out goes from every block, the squad session included', () => {
  it('leaves no excluded movement in any block for any style, phase and area, with a reason for every change', () => {
    fc.assert(
      fc.property(dayArbitrary, fc.constantFrom(...BODY_AREAS), (day, area) => {
        const adaptation = injured(area);
        const { kept } = adaptedDay(plannedDay(day), adaptation);
        for (const { item, category } of kept) {
          expect(excludedClass(item, category, adaptation), `${area}: ${item.name} (${category})`).toBeNull();
          // Checked against the prescriptions themselves, not only the classifier.
          const p = item.exerciseId ? prescriptionOf({ id: item.exerciseId }) : null;
          expect(item.contact, `${area}: ${item.name}`).toBe('none');
          if (adaptation.noSprints) expect(p?.kind === 'sprint' || p?.hardInterval).toBeFalsy();
          if (area === 'hamstring') expect(p?.heavyEccentric || activityById(item.exerciseId ?? '')?.tags.includes('jump'), item.name).toBeFalsy();
          if (area === 'illness') expect(['mobility', 'recovery', 'aerobic', 'briefing', undefined]).toContain(p?.kind);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("takes the issue's items out of a wing's hamstring day, and puts rehab in their place", () => {
    const adaptation = injured('hamstring');
    const day: PlannedEntry[] = [
      'st-nordic',
      'wu-lateral-bound-stick',
      'st-broad-jumps',
      'st-trap-bar-jump',
      'co-resisted-sprints',
      'sk-live-tackle-channel',
    ].map((id, i) => ({ activityId: id, item: library(id), category: activityById(id)!.category, minutes: 8, source: i % 2 ? 'team' : 'personal' }));
    const adapted = adaptPlan(day, adaptation, new Set());
    expect(adapted.every((a) => a.columns.dropped)).toBe(true);
    expect(adapted[0]!.columns.adjustment).toBe('hamstring reported: left out (Nordics — loads the hamstring at its longest, eccentrically)');
    expect(adapted[4]!.columns.adjustment).toBe('hamstring reported: left out (sprints — loads the hamstring at high speed)');
    expect(adapted[0]!.replacement).toMatchObject({
      activityId: 'st-single-leg-glute-bridge@for-st-nordic',
      columns: { adjustment: 'instead of Nordic hamstring curls: isometric bridge hold, pain-free', dropped: false },
    });
    expect(adapted[4]!.replacement?.columns.adjustment).toBe('instead of Partner-resisted sprints: easy bike, pain-free');
    // One rehab exercise once: the second strength item gets the next choice.
    const ids = adapted.flatMap((a) => (a.replacement ? [a.replacement.activityId.split('@')[0]] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('readiness 2/5 or below: no live contact and no sprints or hard intervals in any block, the squad session included', () => {
    const lowScores = fc
      .record({
        sleep: fc.integer({ min: 1, max: 5 }),
        soreness: fc.integer({ min: 1, max: 5 }),
        fatigue: fc.integer({ min: 1, max: 5 }),
        stress: fc.integer({ min: 1, max: 5 }),
        mood: fc.integer({ min: 1, max: 5 }),
      })
      .filter((s) => readinessScore(s) <= 2);
    fc.assert(
      fc.property(dayArbitrary, lowScores, (day, s) => {
        const adaptation = readinessAdaptation(s, { reported: false });
        expect(Object.keys(adaptation.excludes).sort()).toEqual(['live-contact', 'sprint']);
        const { kept } = adaptedDay(plannedDay(day), adaptation);
        for (const { item, category } of kept) {
          expect(item.contact, item.name).not.toBe('live');
          expect(movementClasses(item, category).has('sprint'), item.name).toBe(false);
          const p = item.exerciseId ? prescriptionOf({ id: item.exerciseId }) : null;
          expect(p?.kind === 'sprint' || p?.hardInterval === true, item.name).toBe(false);
        }
      }),
      { numRuns: 150 },
    );
    // 1.6/5 (the check-in): live contact goes, a squad's live tackle drill with it.
    const tired = readinessAdaptation({ sleep: 1, soreness: 2, fatigue: 1, stress: 2, mood: 2 }, { reported: false });
    expect(tired.reason).toBe('readiness 1.6/5: volume −30 %, no sprints or live contact');
    const live = adaptPlan(
      [{ activityId: 'sk-live-tackle-channel', item: library('sk-live-tackle-channel'), category: 'skills', minutes: 8, source: 'team' }],
      tired,
      new Set(),
    );
    expect(live[0]!.columns).toMatchObject({ dropped: true });
  });

  it('lists every movement class with a label, and every area maps to what it leaves out', () => {
    for (const area of BODY_AREAS) {
      expect(Object.keys(INJURY_EXCLUSIONS[area]).length, area).toBeGreaterThan(0);
      for (const c of Object.keys(INJURY_EXCLUSIONS[area])) expect(MOVEMENT_CLASSES[c as MovementClass]).toBeTruthy();
    }
  });
});
