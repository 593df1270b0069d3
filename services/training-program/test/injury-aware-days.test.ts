import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELITE_PROGRAM_TYPES, POSITIONS, SEASON_PHASES, TRAINING_DAYS, type ProgramItemDoc, type SeasonPhase, type TrainingDay } from '@rugby/contracts';
import {
  BODY_AREAS,
  INJURY_EXCLUSIONS,
  MOVEMENT_CLASSES,
  MOVEMENT_PRIORITY,
  readinessAdaptation,
  readinessScore,
  type BodyArea,
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
import { adaptItem, excludedClass } from '../src/player/readiness-adaptation.ts';

const library = (id: string): ProgramItemDoc => {
  const activity = activityById(id)!;
  const range = SEASON_PHASES.map((p) => rangeFor(activity, p)).find(Boolean)!;
  return libraryItem(activity, chooseDose(range, 1, 'adult'));
};
const scores = (value: number): ReadinessScores => ({ sleep: value, soreness: value, fatigue: value, stress: value, mood: value });
const injured = (area: BodyArea) => readinessAdaptation(scores(4), { reported: true, area });
const tired = readinessAdaptation({ sleep: 1, soreness: 2, fatigue: 1, stress: 2, mood: 2 }, { reported: false }); // 1.6/5

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
    // The coach's review of issue 32's days: what stayed that should not have.
    ['st-back-squat', 'Back squat', ['loaded-squat', 'bar-on-shoulders', 'spinal-loading', 'weight-bearing']],
    ['st-reverse-lunge', 'Reverse lunge', ['loaded-squat', 'weight-bearing']],
    ['st-iso-scrum-push', 'Scrum-angle isometric push', ['scrummaging', 'neck-loading', 'weight-bearing']],
    ['st-drop-jump', 'Drop jumps', ['plyometric', 'jump-training']],
    ['st-pogo-tuck', 'Pogo hops and tuck jumps', ['plyometric', 'jump-training']],
    ['st-lateral-bound', 'Lateral bounds', ['plyometric', 'jump-training']],
    ['sk-lineout-jump-catch', 'Lineout jump-and-catch timing with a partner', ['plyometric', 'jump-training']],
    ['sk-throw-partner', 'Lineout throwing to a partner', ['overhead']],
    ['st-db-push-press', 'Dumbbell push press', ['overhead', 'upper-body-press']],
    ['st-side-plank', 'Side plank', ['arm-support']],
    ['st-sandbag-carry', 'Sandbag bear-hug carry', ['heavy-carry', 'weight-bearing']],
    ['co-strongman-medley', 'Strongman medley', ['heavy-carry', 'hard-interval']],
    ['co-prowler', 'Prowler push intervals', ['heavy-carry', 'hard-interval']],
    ['wu-tag-game', 'Tag rugby warm-up game', ['acceleration', 'change-of-direction']],
    ['wu-activate-running', 'Activate: running and movement preparation', ['acceleration', 'weight-bearing']],
    ['st-med-ball-slam', 'Medicine-ball slams', ['hinge']],
    ['cd-static-stretch', 'Static stretch routine', ['stretch']],
    ['st-iso-split-squat', 'Split-squat isometric hold', ['weight-bearing']],
    ['st-med-ball-throw', 'Medicine-ball rotational throws', ['weight-bearing']],
    ['sk-tackle-bag-shape', 'Tackle shape on a tackle bag (walking pace)', ['contact']],
    ['sk-kick-chase-line', 'Kick-chase line organisation', ['sprint', 'kicking']],
  ];
  /** What the same words say when a coach writes them (what a name alone can say: no stance, no neck in a push). */
  const WORDS: Record<string, MovementClass[]> = {
    'st-iso-scrum-push': ['scrummaging'],
    'wu-tag-game': ['acceleration'],
    'wu-activate-running': ['weight-bearing'],
    'st-iso-split-squat': ['loaded-squat'],
    'st-med-ball-throw': [],
    'sk-tackle-bag-shape': ['contact'],
    'sk-throw-partner': ['overhead'],
    'st-sandbag-carry': ['heavy-carry', 'weight-bearing'],
  };

  it.each(named)('%s (%s) is %j, from the library and from the same words written by a coach', (id, name, classes) => {
    const category = activityById(id)!.category;
    expect([...movementClasses(library(id), category)]).toEqual(expect.arrayContaining(classes));
    const written = { ...coachItem(`${name} 3 × 5`, 10), intensity: activityById(id)!.intensity };
    expect([...movementClasses(written, category)]).toEqual(expect.arrayContaining(WORDS[id] ?? classes));
  });

  it('tells sprints from hard efforts that are not running, and plyometrics from the Activate landings', () => {
    for (const id of ['co-strongman-medley', 'co-prowler', 'co-bike-intervals', 'co-air-bike-sprints'])
      expect(movementClasses(library(id), 'conditioning').has('sprint'), id).toBe(false);
    for (const id of ['co-broncos', 'co-repeat-sprints', 'co-30-15']) expect(movementClasses(library(id), 'conditioning').has('sprint'), id).toBe(true);
    for (const id of ['wu-hop-stick', 'wu-lateral-bound-stick', 'st-push-press']) {
      const classes = movementClasses(library(id), activityById(id)!.category);
      expect(classes.has('plyometric'), id).toBe(true);
      expect(classes.has('jump-training'), id).toBe(false);
    }
  });

  /**
   * What the coach found still in the day, per area, and the class the answer must name (the table's priority: a live
   * tackle is left out for its contact, a strongman medley for its carries and sled, never as 'sprints').
   */
  const stayed: Array<[BodyArea | 'readiness 1.6', string, MovementClass]> = [
    ['ankle-foot', 'st-iso-split-squat', 'weight-bearing'],
    ['ankle-foot', 'st-med-ball-throw', 'weight-bearing'],
    ['ankle-foot', 'sk-live-tackle-channel', 'contact'],
    ['ankle-foot', 'sk-tackle-bag-shape', 'contact'],
    ['ankle-foot', 'wu-hop-stick', 'plyometric'],
    ['ankle-foot', 'co-strongman-medley', 'heavy-carry'],
    ['knee', 'st-back-squat', 'loaded-squat'],
    ['knee', 'st-iso-scrum-push', 'scrummaging'],
    ['knee', 'st-reverse-lunge', 'loaded-squat'],
    ['knee', 'sk-live-tackle-channel', 'contact'],
    ['knee', 'co-strongman-medley', 'heavy-carry'],
    ['back', 'st-iso-scrum-push', 'scrummaging'],
    ['back', 'st-drop-jump', 'plyometric'],
    ['back', 'st-pogo-tuck', 'plyometric'],
    ['back', 'sk-lineout-jump-catch', 'plyometric'],
    ['shoulder', 'st-back-squat', 'bar-on-shoulders'],
    ['shoulder', 'sk-throw-partner', 'overhead'],
    ['shoulder', 'st-side-plank', 'arm-support'],
    ['shoulder', 'st-iso-scrum-push', 'scrummaging'],
    ['hamstring', 'wu-tag-game', 'acceleration'],
    ['hamstring', 'wu-activate-running', 'acceleration'],
    ['hamstring', 'st-med-ball-slam', 'hinge'],
    ['hamstring', 'cd-static-stretch', 'stretch'],
    ['hamstring', 'co-prowler', 'hard-interval'],
    ['head-neck', 'st-db-push-press', 'overhead'],
    ['head-neck', 'st-sandbag-carry', 'heavy-carry'],
    ['head-neck', 'st-back-squat', 'bar-on-shoulders'],
    ['hip-groin', 'sk-live-tackle-channel', 'contact'],
    ['hip-groin', 'co-strongman-medley', 'heavy-carry'],
    ['calf-achilles', 'co-strongman-medley', 'heavy-carry'],
    ['readiness 1.6', 'sk-live-tackle-channel', 'live-contact'],
    ['readiness 1.6', 'co-strongman-medley', 'hard-interval'],
    ['readiness 1.6', 'co-prowler', 'hard-interval'],
    ['readiness 1.6', 'sk-kick-chase-line', 'sprint'],
    ['readiness 1.6', 'st-lateral-bound', 'jump-training'],
  ];

  it.each(stayed)('%s: %s is left out for %s, and says so', (who, id, expected) => {
    const adaptation = who === 'readiness 1.6' ? tired : injured(who);
    const category = activityById(id)!.category;
    expect(excludedClass(library(id), category, adaptation)).toBe(expected);
    expect(adaptItem(library(id), category, adaptation)).toEqual({
      change: 'dropped',
      excluded: expected,
      reason: `${adaptation.cause}: left out (${MOVEMENT_CLASSES[expected]} — ${adaptation.excludes[expected]})`,
    });
  });

  it('names the most important class: contact before the running in a tackle, the carry before the effort in a medley', () => {
    expect(MOVEMENT_PRIORITY.indexOf('live-contact')).toBeLessThan(MOVEMENT_PRIORITY.indexOf('contact'));
    expect(MOVEMENT_PRIORITY.indexOf('contact')).toBeLessThan(MOVEMENT_PRIORITY.indexOf('sprint'));
    expect(MOVEMENT_PRIORITY.indexOf('heavy-carry')).toBeLessThan(MOVEMENT_PRIORITY.indexOf('hard-interval'));
    expect(MOVEMENT_PRIORITY.indexOf('scrummaging')).toBeLessThan(MOVEMENT_PRIORITY.indexOf('upper-body-press'));
    expect(new Set(MOVEMENT_PRIORITY)).toEqual(new Set(Object.keys(MOVEMENT_CLASSES)));
    expect(adaptItem(library('sk-live-tackle-channel'), 'skills', injured('ankle-foot'))).toMatchObject({
      reason: 'ankle or foot reported: left out (contact — being tackled twists the ankle)',
    });
    expect(adaptItem(library('sk-live-tackle-channel'), 'skills', tired)).toMatchObject({
      reason: 'readiness 1.6/5: left out (live contact — a tired player tackles and is tackled with poorer technique)',
    });
    expect(adaptItem(library('co-strongman-medley'), 'conditioning', injured('knee'))).toMatchObject({
      reason: 'knee reported: left out (heavy carries and sled pushes — a sled push or heavy carry drives through the knee)',
    });
    // The Activate warm-up's landings stay for a tired player (its injury prevention needs the whole routine).
    expect(excludedClass(library('wu-hop-stick'), 'warmup', tired)).toBeNull();
  });

  it('the ankle leaves out the yoga flow (standing balance poses); the groin rotational throws that pivot on the hips', () => {
    expect(excludedClass(library('cd-yoga-flow'), 'cooldown', injured('ankle-foot'))).toBe('balance');
    expect(movementClasses(library('cd-yoga-flow'), 'cooldown').has('balance')).toBe(true);
    expect(excludedClass(library('st-med-ball-throw'), 'strength', injured('hip-groin'))).toBe('adductor');
    expect(excludedClass(library('st-landmine-rotation'), 'strength', injured('hip-groin'))).toBe('adductor');
  });

  it('keeps what the areas need apart: rehab, mobility and the laws briefing are not what they leave out', () => {
    expect([...movementClasses(library('st-single-leg-glute-bridge'), 'strength')]).toEqual(['strenuous']);
    expect([...movementClasses(library('st-long-lever-bridge'), 'strength')]).toEqual(['strenuous']);
    expect([...movementClasses(library('cd-static-stretch'), 'cooldown')]).toEqual(['stretch']);
    expect(movementClasses(library('wu-ankle-range'), 'warmup').size).toBe(0);
    expect(movementClasses(library('law-tackle'), 'laws').size).toBe(0);
    expect(movementClasses(library('co-easy-aerobic'), 'conditioning').has('weight-bearing')).toBe(false);
    expect(movementClasses(library('st-wall-sit'), 'strength').has('loaded-squat')).toBe(false);
    expect(movementClasses(library('st-rdl'), 'strength')).toEqual(new Set(['hinge', 'spinal-loading', 'upper-body-pull', 'weight-bearing', 'strenuous']));
  });

  it('names the area, what it leaves out and who to tell, never a diagnosis', () => {
    const reasons = BODY_AREAS.map((area) => injured(area).reason);
    expect(new Set(reasons).size).toBe(BODY_AREAS.length);
    for (const reason of reasons) {
      expect(reason).toMatch(/tell your coach or physio$/);
      expect(reason).not.toMatch(/strain|tear|sprain|fracture|concussion|diagnos/i);
    }
    expect(injured('hamstring').reason).toBe(
      'readiness 4/5, hamstring reported: volume −50 %, no Nordics, hinges, jumps, sprints, hard intervals, accelerations and build-ups, kicking, stretching or contact; RPE 6 (70 % 1RM) at most; pain-free rehab and mobility instead; tell your coach or physio',
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
          // Pool work says what to do without a pool.
          if (rehab.id === 'co-pool') expect(rehab.why, area).toMatch(/bike/);
        }
      }
    }
  });

  it("puts the area's own pain-free rehab first, not generic work", () => {
    const first: Partial<Record<BodyArea, string>> = {
      'ankle-foot': 'wu-ankle-range',
      'calf-achilles': 'wu-ankle-range',
      knee: 'st-wall-sit',
      quadriceps: 'st-wall-sit',
      hamstring: 'st-long-lever-bridge',
      'hip-groin': 'st-adductor-squeeze',
      'head-neck': 'cd-neck-shoulder',
      shoulder: 'st-band-pull-apart',
    };
    for (const [area, id] of Object.entries(first)) expect(REHAB[area as BodyArea].strength![0]!.id, area).toBe(id);
    expect(REHAB.hamstring.warmup![0]!.id).toBe('wu-easy-jog');
    expect(REHAB.hamstring.cooldown![0]!.id).toBe('cd-hip-back');
    expect(REHAB['ankle-foot'].warmup![0]!.id).toBe('wu-ankle-range');
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
  type Kept = {
    item: ProgramItemDoc;
    category: PlannedEntry['category'];
    source: PlannedEntry['source'];
    planned: ProgramItemDoc | null;
    adjustment: string | null;
  };
  const kept: Kept[] = [];
  const dropped: Array<{ entry: PlannedEntry; replaced: boolean }> = [];
  const replacements: string[] = [];
  planned.forEach((p, i) => {
    const { columns, replacement } = adapted[i]!;
    if (columns.dropped) {
      expect(columns.adjustment).toMatch(/: left out \(.+ — .+\)$/);
      expect((columns.adjustment as string).startsWith(`${adaptation.cause}: left out (`)).toBe(true);
      expect(columns.plannedItem).toEqual(p.item);
      dropped.push({ entry: p, replaced: Boolean(replacement) });
    } else if (p.item)
      kept.push({ item: columns.item as ProgramItemDoc, category: p.category, source: p.source, planned: p.item, adjustment: columns.adjustment });
    if (replacement) {
      expect(columns.dropped).toBe(true);
      expect(replacement.columns.adjustment).toMatch(new RegExp(`^instead of ${p.item!.name.replace(/[()]/g, '\\$&')}: `));
      expect(replacement).toMatchObject({ category: p.category, source: p.source, columns: { dropped: false } });
      kept.push({
        item: replacement.columns.item as ProgramItemDoc,
        category: replacement.category,
        source: replacement.source,
        planned: null,
        adjustment: null,
      });
      replacements.push((replacement.columns.item as ProgramItemDoc).exerciseId!);
    }
  });
  return { adapted, kept, dropped, replacements };
}

/**
 * What the coach's review found still in the day, per area, by the items' names (not the classifier): each area's
 * day must have none of these left.
 */
const NEVER_LEFT: Partial<Record<BodyArea, RegExp>> = {
  'ankle-foot':
    /squat(?!.*isometric hold)|split-squat|lunge|step-up|rotational throws|jump|hop|bound|carr(?:y|ies)|sprint|shuttle|sled|prowler|deadlift|swing|clean|snatch|jerk|push press|game|tackle|side plank/i,
  'calf-achilles':
    /squat|lunge|step-up|rotational throws|jump|hop|bound|carr(?:y|ies)|sprint|shuttle|sled|prowler|game|static stretch|hamstring and calf care/i,
  knee: /back squat|front squat|zercher|goblet|bulgarian|lunge|step-up|scrum-angle|scrum engagements|live scrum|jump|hop|bound|sprint|sled push|prowler|strongman|tackle/i,
  back: /jump|hop(?!.*hold)|bound|scrum-angle|scrum engagements|live scrum|deadlift|back squat|front squat|zercher|carr(?:y|ies)|clean|swing|slams|mid-thigh pull|tackle/i,
  shoulder:
    /back squat|front squat|throwing|plank|push-up|bench press|push press|jerk|crawl|scrum-angle|scrum engagements|pull-ups|chin-ups|carr(?:y|ies)|tackle/i,
  hamstring:
    /tag rugby|activate: running|dynamic movement prep|slams|static stretch|yoga flow|hamstring and calf care|nordic|slider|deadlift|swing|sprint|jump|hop|bound|kick|clean|snatch|tackle/i,
  'head-neck':
    /push press|jerk|carr(?:y|ies)|neck(?! and shoulder care)|scrum-angle|scrum engagements|live scrum|scrum body-shape|scrum isometric|back squat|front squat|tackle|sprint|jump/i,
};

describe('injury-aware days: what an area leaves out goes from every block, the squad session included', () => {
  it('leaves no excluded movement in any block for any style, phase and area, with a reason for every change', () => {
    fc.assert(
      fc.property(dayArbitrary, fc.constantFrom(...BODY_AREAS), (day, area) => {
        const adaptation = injured(area);
        const planned = plannedDay(day);
        const { kept, dropped, replacements } = adaptedDay(planned, adaptation);
        const inTheDay = (id: string) => replacements.includes(id) || planned.some((p) => p.activityId === id || p.item?.exerciseId === id);
        for (const { item, category } of kept) {
          expect(excludedClass(item, category, adaptation), `${area}: ${item.name} (${category})`).toBeNull();
          // Checked against the prescriptions and the names themselves, not only the classifier.
          const p = item.exerciseId ? prescriptionOf({ id: item.exerciseId }) : null;
          expect(item.contact, `${area}: ${item.name}`).toBe('none');
          if (adaptation.noSprints) expect(p?.kind === 'sprint').toBeFalsy();
          if (area !== 'shoulder' && area !== 'arm-elbow-wrist' && area !== 'chest-ribs' && area !== 'back' && area !== 'head-neck')
            expect(p?.hardInterval, `${area}: ${item.name}`).toBeFalsy();
          if (area === 'hamstring') expect(p?.heavyEccentric || activityById(item.exerciseId ?? '')?.tags.includes('jump'), item.name).toBeFalsy();
          if (area === 'illness') expect(['mobility', 'recovery', 'aerobic', 'briefing', undefined]).toContain(p?.kind);
          // (A laws briefing, the last choice in place of a drill, only talks about the tackle.)
          if (category !== 'laws' && !item.exerciseId?.startsWith('law-'))
            expect(item.name, `${area}: ${item.name} (${category})`).not.toMatch(NEVER_LEFT[area] ?? /$^/);
        }
        // Each item left out gets the area's rehab while the area has a choice left for its block.
        for (const { entry, replaced } of dropped) {
          if (replaced || !['warmup', 'skills', 'strength', 'conditioning', 'cooldown'].includes(entry.category)) continue;
          for (const rehab of REHAB[area][entry.category] ?? [])
            expect(
              inTheDay(rehab.id) || excludedClass(library(rehab.id), entry.category, adaptation) !== null,
              `${area}: ${entry.item?.name} has no replacement, yet ${rehab.id} was free`,
            ).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("cuts the squad's skills, strength and conditioning too, at the volume and intensity the answer names", () => {
    fc.assert(
      fc.property(dayArbitrary, fc.constantFrom(...BODY_AREAS, 'readiness 1.6' as const, 'readiness 2.2' as const), (day, who) => {
        const adaptation =
          who === 'readiness 1.6'
            ? tired
            : who === 'readiness 2.2'
              ? readinessAdaptation({ sleep: 2, soreness: 2, fatigue: 2, stress: 2, mood: 3 }, { reported: false })
              : injured(who);
        const { kept } = adaptedDay(plannedDay(day), adaptation);
        const cap = adaptation.intensityCap;
        // Replacements stay under the day's cap as well.
        for (const k of kept.filter((k) => !k.planned && cap)) {
          if (k.item.load.kind === 'rpe') expect(k.item.load.rpe, `${who}: ${k.item.name} (replacement)`).toBeLessThanOrEqual(cap!.rpe);
          if (k.item.load.kind === 'percent1rm') expect(k.item.load.percent, `${who}: ${k.item.name} (replacement)`).toBeLessThanOrEqual(cap!.percent1rm);
        }
        for (const k of kept) {
          if (!k.planned || !['skills', 'strength', 'conditioning'].includes(k.category)) continue;
          // The squad's items as well as the personal ones: cut, and the reason says by how much.
          expect(k.adjustment, `${who}: ${k.item.name} (${k.source})`).toBe(adaptation.reason);
          expect(adaptation.reason).toContain(`volume −${Math.round((1 - adaptation.volume) * 100)} %`);
          const work = (i: ProgramItemDoc) => i.sets * (i.repsMax ?? i.reps ?? 1) * (i.durationSeconds ?? 1) * (i.distanceMeters ?? 1) || i.minutes;
          if (k.planned.sets * (k.planned.reps ?? 1) > 1) expect(work(k.item), `${who}: ${k.item.name}`).toBeLessThan(work(k.planned));
          if (cap && k.item.load.kind === 'rpe') expect(k.item.load.rpe).toBeLessThanOrEqual(cap.rpe);
          if (cap && k.item.load.kind === 'percent1rm') expect(k.item.load.percent).toBeLessThanOrEqual(cap.percent1rm);
        }
      }),
      { numRuns: 150 },
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
    // The area's own rehab first: an isometric hamstring hold at a low effort.
    expect(adapted[0]!.replacement).toMatchObject({
      activityId: 'st-long-lever-bridge@for-st-nordic',
      columns: { adjustment: 'instead of Nordic hamstring curls: isometric hamstring hold at a low, pain-free effort', dropped: false },
    });
    expect(adapted[4]!.replacement?.columns.adjustment).toBe('instead of Partner-resisted sprints: easy bike, pain-free');
    // One rehab exercise once: the second strength item gets the next choice.
    const ids = adapted.flatMap((a) => (a.replacement ? [a.replacement.activityId.split('@')[0]] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('readiness 2/5 or below: no live contact, sprints, hard intervals or plyometrics in any block, the squad session included, RPE 6 at most', () => {
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
        expect(Object.keys(adaptation.excludes).sort()).toEqual(['hard-interval', 'jump-training', 'live-contact', 'sprint']);
        const { kept } = adaptedDay(plannedDay(day), adaptation);
        for (const { item, category } of kept) {
          expect(item.contact, item.name).not.toBe('live');
          expect(movementClasses(item, category).has('sprint'), item.name).toBe(false);
          const p = item.exerciseId ? prescriptionOf({ id: item.exerciseId }) : null;
          expect(p?.kind === 'sprint' || p?.hardInterval === true, item.name).toBe(false);
          // By name, not the classifier: no kick-chase, bounds, box, drop or tuck jumps.
          expect(item.name, item.name).not.toMatch(/kick-chase|bounds|box jumps|drop jumps|tuck jumps|hurdle hops|sprint/i);
          if (p?.kind === 'plyometric') expect(activityById(item.exerciseId!)!.tags, item.name).not.toContain('jump');
          if (['skills', 'strength', 'conditioning'].includes(category) && item.load.kind === 'rpe') expect(item.load.rpe, item.name).toBeLessThanOrEqual(6);
          if (['skills', 'strength', 'conditioning'].includes(category) && item.load.kind === 'percent1rm')
            expect(item.load.percent, item.name).toBeLessThanOrEqual(70);
        }
      }),
      { numRuns: 150 },
    );
    // 1.6/5 (the check-in): live contact goes, a squad's live tackle drill with it, for its live contact.
    expect(tired.reason).toBe('readiness 1.6/5: volume −30 %, no sprints, hard intervals, plyometrics or live contact; RPE 6 (70 % 1RM) at most');
    const live = adaptPlan(
      [{ activityId: 'sk-live-tackle-channel', item: library('sk-live-tackle-channel'), category: 'skills', minutes: 8, source: 'team' }],
      tired,
      new Set(),
    );
    expect(live[0]!.columns).toMatchObject({
      dropped: true,
      adjustment: 'readiness 1.6/5: left out (live contact — a tired player tackles and is tackled with poorer technique)',
    });
  });

  it('lists every movement class with a label, and every area maps to what it leaves out', () => {
    for (const area of BODY_AREAS) {
      expect(Object.keys(INJURY_EXCLUSIONS[area]).length, area).toBeGreaterThan(0);
      for (const c of Object.keys(INJURY_EXCLUSIONS[area])) expect(MOVEMENT_CLASSES[c as MovementClass]).toBeTruthy();
    }
  });
});
