import { describe, expect, it } from 'vitest';
import {
  ELITE_PROGRAM_TYPES,
  POSITIONS,
  SEASON_PHASES,
  TRAINING_DAYS,
  dayMinutesOf,
  programDocumentSchema,
  renderProgramText,
  type ProgramDocument,
  type ProgramItemDoc,
  type TrainingDay,
} from '@rugby/contracts';
import { ageBandOf, buildPlayerWeek } from '../src/generator/player-week.ts';
import { weekOfPhaseOn, weekOfSeasonOn } from '../src/domain/season.ts';
import { activityById } from '../src/content/activities.ts';
import { buildEliteDocument } from '../src/generator/elite.ts';
import { libraryItem, chooseDose, rangeFor } from '../src/generator/dosing.ts';
import { builtInGenerator } from '../src/generator/program-generator.ts';
import { dayOfDocument, PROGRAM_WEEKS } from '../src/domain/program-document.ts';
import { programFromText } from '../src/import/program-text.ts';
import { matchDayRole } from '../src/planning/match-day.ts';
import { checkProgram, RULES, type RuleId } from '../src/rules/program-rules.ts';
import { LIBRARY_MOVEMENTS } from '../src/content/injury-map.ts';
import { prescriptionOf } from '../src/generator/dosing.ts';
import { isMaxSpeedSprint, meetsNeed, STRENGTH_PATTERNS } from '../src/content/strength-patterns.ts';

const MATCH_DAYS = ['saturday', 'sunday'] as const;
const elite = (
  type: (typeof ELITE_PROGRAM_TYPES)[number],
  seasonPhase: (typeof SEASON_PHASES)[number],
  weekOfPhase = 1,
  matchDay: (typeof MATCH_DAYS)[number] = 'saturday',
) => buildEliteDocument(type, { seasonPhase, weekOfPhase, matchDay, teamId: 'team-1' });
const items = (doc: ProgramDocument) => doc.days.flatMap((d) => d.blocks.flatMap((b) => b.items.map((item) => ({ day: d, block: b, item }))));
const clone = (doc: ProgramDocument): ProgramDocument => structuredClone(doc);
const rulesBroken = (doc: ProgramDocument, individual = false) => new Set(checkProgram(doc, { individual, planned: true }).map((v) => v.rule));
const exercise = (id: string, phase: (typeof SEASON_PHASES)[number] = 'pre-season', minutes?: number): ProgramItemDoc =>
  libraryItem(activityById(id)!, chooseDose(rangeFor({ id }, phase)!, 1, 'adult'), minutes);

describe('every built-in elite program passes the coaching rules', () => {
  it('11 styles × 3 phases × 8 weeks × Saturday/Sunday match: no violation, valid document, 45-60 minute sessions', () => {
    let checked = 0;
    for (const type of ELITE_PROGRAM_TYPES)
      for (const phase of SEASON_PHASES)
        for (let week = 1; week <= 8; week++)
          for (const matchDay of MATCH_DAYS) {
            const doc = elite(type, phase, week, matchDay);
            expect(programDocumentSchema.safeParse(doc).success).toBe(true);
            expect(checkProgram(doc, { individual: false, planned: true }), `${type} ${phase} week ${week} ${matchDay}`).toEqual([]);
            expect(doc.days.map((d) => d.day)).toEqual([...TRAINING_DAYS]);
            for (const day of doc.days) {
              expect(dayMinutesOf(day)).toBeGreaterThanOrEqual(45);
              expect(dayMinutesOf(day)).toBeLessThanOrEqual(60);
            }
            checked++;
          }
    expect(checked).toBe(ELITE_PROGRAM_TYPES.length * 3 * 8 * 2);
  });

  it('opens every session with the Activate warm-up (15-20 min, neck work) and ends with a cool-down', () => {
    for (const type of ELITE_PROGRAM_TYPES)
      for (const phase of SEASON_PHASES) {
        for (const day of elite(type, phase).days) {
          const warmup = day.blocks[0]!;
          expect(warmup.kind).toBe('warmup');
          const minutes = warmup.items.reduce((s, i) => s + i.minutes, 0);
          expect(minutes).toBeGreaterThanOrEqual(15);
          expect(minutes).toBeLessThanOrEqual(20);
          expect(warmup.items.some((i) => /neck/i.test(i.name))).toBe(true);
          expect(warmup.note).toMatch(/Activate/);
          expect(day.blocks.at(-1)!.kind).toBe('cooldown');
        }
      }
  });

  it('plans in-season weeks around the match: MD+2, MD-4, MD-2, MD-1 for Saturday; MD-1 short, no contact, no Nordics, no hard intervals', () => {
    expect(TRAINING_DAYS.map((d) => matchDayRole(d, 'saturday'))).toEqual(['MD+2', 'MD-4', 'MD-2', 'MD-1']);
    expect(TRAINING_DAYS.map((d) => matchDayRole(d, 'sunday'))).toEqual(['MD+1', 'MD+2', 'MD-3', 'MD-2']);
    for (const type of ELITE_PROGRAM_TYPES) {
      const doc = elite(type, 'in-season', 2);
      expect(doc.days.map((d) => d.matchDayRole)).toEqual(['MD+2', 'MD-4', 'MD-2', 'MD-1']);
      const friday = doc.days[3]!;
      expect(Math.min(...doc.days.map(dayMinutesOf))).toBe(dayMinutesOf(friday));
      for (const item of friday.blocks.flatMap((b) => b.items)) {
        expect(item.contact, item.name).toBe('none');
        expect(item.name).not.toMatch(/nordic hamstring curls$/i);
      }
      expect(friday.blocks.some((b) => b.kind === 'conditioning' || b.kind === 'strength')).toBe(false);
      // The week's live contact, where there is any, is on MD-4.
      const live = items(doc).filter(({ item }) => item.contact === 'live');
      for (const { day } of live) expect(day.matchDayRole).toBe('MD-4');
    }
  });

  it('follows the phase: no live contact, scrummaging or hard intervals off-season; no live contact in pre-season weeks 1-2', () => {
    for (const type of ELITE_PROGRAM_TYPES) {
      for (const week of [1, 2, 3, 4]) {
        const off = elite(type, 'off-season', week);
        expect(items(off).some(({ item }) => item.contact !== 'none')).toBe(false);
        expect(items(off).some(({ block, item }) => block.kind === 'conditioning' && item.intensity === 'high')).toBe(false);
        expect(
          items(off)
            .filter(({ item }) => /scrum/i.test(item.name))
            .map(({ item }) => item.name),
        ).toEqual([]);
      }
      for (const week of [1, 2]) expect(items(elite(type, 'pre-season', week)).some(({ item }) => item.contact === 'live')).toBe(false);
    }
  });

  it('trains contact on purpose: controlled contact from pre-season week 1, live contact on the contact day once the phase allows it', () => {
    const minutes = (doc: ProgramDocument, level: string) =>
      items(doc)
        .filter(({ item }) => item.contact === level)
        .reduce((s, { item }) => s + item.minutes, 0);
    let liveWeeks = 0;
    for (const type of ELITE_PROGRAM_TYPES) {
      const early = elite(type, 'pre-season', 1);
      expect(minutes(early, 'controlled'), `${type} pre-season week 1`).toBeGreaterThan(0);
      expect(minutes(early, 'live')).toBe(0);
      for (const doc of [elite(type, 'pre-season', 5), elite(type, 'in-season', 3)]) {
        expect(minutes(doc, 'controlled') + minutes(doc, 'live'), `${type} ${doc.meta.seasonPhase}`).toBeGreaterThan(0);
        if (minutes(doc, 'live') > 0) liveWeeks += 1;
      }
      // In-season the week's live contact sits on MD-4, never nearer the match.
      for (const day of elite(type, 'in-season', 3).days)
        if (day.matchDayRole !== 'MD-4')
          expect(
            day.blocks.flatMap((b) => b.items).some((i) => i.contact === 'live'),
            `${type} ${day.day}`,
          ).toBe(false);
    }
    expect(liveWeeks, 'weeks with live contact out of 22').toBeGreaterThanOrEqual(18);
  });

  it('holds 2-4 exercises with real doses in every strength block (loads on lifts, seconds on holds)', () => {
    for (const type of ELITE_PROGRAM_TYPES)
      for (const phase of SEASON_PHASES) {
        for (const day of elite(type, phase, 3).days) {
          const strength = day.blocks.find((b) => b.kind === 'strength');
          if (!strength) continue;
          expect(strength.items.length).toBeGreaterThanOrEqual(2);
          expect(strength.items.length).toBeLessThanOrEqual(4);
          for (const item of strength.items) expect(item.sets * (item.reps ?? 1) + (item.durationSeconds ?? 0)).toBeGreaterThan(1);
        }
      }
  });

  it('is deterministic and renders the spec text field from the document', async () => {
    expect(elite('wales', 'in-season', 3)).toEqual(elite('wales', 'in-season', 3));
    const made = await builtInGenerator().generateEliteProgram('fiji', { seasonPhase: 'pre-season', teamId: 't' });
    expect(made.program).toBe(renderProgramText(made.document!));
    expect(made.program).toContain('## Wednesday: Rest day');
    expect(made.program).toMatch(/\d+ × \d+/);
  });
});

describe('issue 33: the week a rugby S&C coach would write', () => {
  it("the strength patterns agree with the injury map's movement classes", () => {
    const cls = { squat: 'loaded-squat', hinge: 'hinge', push: 'upper-body-press', pull: 'upper-body-pull' } as const;
    for (const [id, { pattern }] of Object.entries(STRENGTH_PATTERNS)) {
      const activity = activityById(id)!;
      const p = prescriptionOf(activity);
      const facts = {
        id,
        kind: p?.kind ?? null,
        tags: activity.tags,
        prescription: p,
        contact: p?.contact ?? 'none',
        intensity: activity.intensity,
        category: activity.category,
      } as const;
      expect(LIBRARY_MOVEMENTS[cls[pattern]](facts), `${id} is ${pattern}`).toBe(true);
    }
  });

  it('every style × phase × week × match day: a squat or hinge, a push and a pull; no exercise on 3 days; 1-2 heavy days in-season; Nordics ≤ 3 days, never MD-1 or the speed day; backs sprint 3-6 × 20-50 m on MD-3/MD-2', () => {
    for (const type of ELITE_PROGRAM_TYPES)
      for (const phase of SEASON_PHASES)
        for (let week = 1; week <= 8; week++)
          for (const matchDay of MATCH_DAYS) {
            const doc = elite(type, phase, week, matchDay);
            const at = `${type} ${phase} week ${week} ${matchDay}`;
            const nordicDays = doc.days.filter((d) =>
              d.blocks.some((b) => b.items.some((i) => i.exerciseId && prescriptionOf({ id: i.exerciseId })?.heavyEccentric)),
            );
            expect(nordicDays.length, at).toBeLessThanOrEqual(3);
            const sprintDays = doc.days.filter((d) =>
              d.blocks.some((b) =>
                b.items.some((i) => i.exerciseId && isMaxSpeedSprint(activityById(i.exerciseId), prescriptionOf({ id: i.exerciseId }), i.distanceMeters)),
              ),
            );
            for (const d of nordicDays) expect(sprintDays, at).not.toContain(d);
            if (phase === 'off-season') continue;
            expect(sprintDays.length, at).toBe(1);
            if (phase === 'in-season') expect(['MD-3', 'MD-2'], at).toContain(sprintDays[0]!.matchDayRole);
            const lifts = items(doc).map(({ item }) => item.exerciseId);
            for (const need of ['lower-main', 'push', 'pull'] as const)
              expect(
                lifts.some((id) => meetsNeed(id, need, 'adult')),
                `${at}: ${need}`,
              ).toBe(true);
          }
  });
});

describe('a pushed program: day N by index, four weeks that progress', () => {
  it("keeps every session on its weekday when the coach's plan rests on a training day", () => {
    const full = elite('wales', 'in-season', 2);
    const doc = { ...full, days: full.days.filter((d) => d.day !== 'tuesday') };
    // A push on a Thursday (shift 2): day 1 Thursday, 2 Friday, 3 Monday, 4 Tuesday (rest), 5 Thursday.
    expect((dayOfDocument(doc, 1, 2) as { day: string }).day).toBe('thursday');
    expect((dayOfDocument(doc, 3, 2) as { day: string }).day).toBe('monday');
    expect(dayOfDocument(doc, 4, 2)).toBe('rest');
    expect((dayOfDocument(doc, 5, 2) as { day: string }).day).toBe('thursday');
  });

  it('reads day N of the block, builds load over weeks 1-3, lightens week 4, then finishes', () => {
    const doc = elite('springboks', 'pre-season', 1);
    const days = doc.days.length;
    const dayN = (n: number) => {
      const day = dayOfDocument(doc, n);
      if (!day || day === 'rest') throw new Error(`no session on day ${n}`);
      return day;
    };
    expect(dayOfDocument(doc, 1)).toEqual(doc.days[0]);
    expect(dayN(days + 2).day).toBe(doc.days[1]!.day);
    expect(dayOfDocument(doc, PROGRAM_WEEKS * days + 1)).toBeNull();
    const main = (week: number) =>
      dayN(week * days + 1)
        .blocks.filter((b) => b.kind !== 'warmup')
        .flatMap((b) => b.items);
    const volume = (week: number) => main(week).reduce((s, i) => s + i.sets, 0);
    const intensity = (week: number) =>
      main(week).reduce((s, i) => s + (i.load.kind === 'percent1rm' ? i.load.percent : i.load.kind === 'rpe' ? i.load.rpe * 10 : 0), 0);
    expect(intensity(1)).toBeGreaterThan(intensity(0));
    expect(intensity(2)).toBeGreaterThan(intensity(1));
    expect(volume(3)).toBeLessThan(volume(2));
    expect(intensity(3)).toBeLessThan(intensity(2));
    for (let n = 1; n <= PROGRAM_WEEKS * days; n++) {
      const day = dayN(n);
      expect(checkProgram({ ...doc, days: [day] }, { individual: false }).filter((v) => v.rule !== 'contact-budget' && v.rule !== 'training-week')).toEqual([]);
    }
  });

  it("reads a text program as written: the coach's own items, their words kept", () => {
    const doc = programFromText(
      '# Old week\nSeason phase: In-season\n\n## Monday: Skills (45 min)\n### Warm-up (10 min)\n- Jog (10 min): easy\n### Skills (30 min)\n- Passing (30 min): lines\n### Cool-down (5 min)\n- Stretch (5 min): all\n',
      { programType: 'custom', team: { seasonPhase: 'in-season' }, field: 'program' },
    );
    expect(doc?.days[0]?.blocks.map((b) => b.kind)).toEqual(['warmup', 'skills', 'cooldown']);
    expect(doc?.days[0]?.blocks[1]?.items[0]).toMatchObject({ name: 'Passing', minutes: 30, origin: 'coach', exerciseId: null, notes: 'lines' });
  });
});

describe('the rules catch what a rugby S&C coach would not sign off', () => {
  const base = () => clone(elite('ireland', 'in-season', 3));
  const dayIndex = (doc: ProgramDocument, role: string) => doc.days.findIndex((d) => d.matchDayRole === role);
  const put = (doc: ProgramDocument, day: number, kind: ProgramDocument['days'][number]['blocks'][number]['kind'], item: ProgramItemDoc) => {
    const block = doc.days[day]!.blocks.find((b) => b.kind === kind);
    if (block) block.items.push(item);
    else doc.days[day]!.blocks.splice(1, 0, { kind, note: null, items: [item] });
  };
  const cases: Array<[RuleId, () => ProgramDocument, boolean?]> = [
    [
      'md-minus-1',
      () => {
        const d = base();
        put(d, dayIndex(d, 'MD-1'), 'skills', exercise('sk-tackle-technique', 'in-season'));
        return d;
      },
    ],
    [
      'md-minus-1',
      () => {
        const d = base();
        put(d, dayIndex(d, 'MD-1'), 'skills', { ...exercise('st-nordic', 'in-season'), exerciseId: null, name: 'Nordic curls', origin: 'coach' });
        return d;
      },
    ],
    [
      'phase-contact',
      () => {
        const d = clone(elite('wales', 'off-season'));
        put(d, 0, 'skills', { ...exercise('sk-live-scrum', 'in-season'), origin: 'library' });
        return d;
      },
    ],
    [
      'phase-contact',
      () => {
        const d = clone(elite('wales', 'pre-season', 1));
        put(d, 1, 'skills', { ...exercise('sk-live-scrum', 'in-season') });
        return d;
      },
    ],
    [
      'strength-block',
      () => {
        const d = base();
        const b = d.days[1]!.blocks.find((x) => x.kind === 'strength')!;
        b.items = b.items.slice(0, 1);
        return d;
      },
    ],
    [
      'dose-fits-minutes',
      () => {
        const d = base();
        const item = d.days[1]!.blocks.find((x) => x.kind === 'strength')!.items[0]!;
        item.sets = 10;
        return d;
      },
    ],
    [
      'dose-fits-minutes',
      () => {
        const d = base();
        const item = d.days[1]!.blocks.find((x) => x.kind === 'strength')!.items[0]!;
        item.minutes = item.minutes * 3 + 2;
        return d;
      },
    ],
    [
      'dose-suits-exercise',
      () => {
        const d = base();
        const n = exercise('st-nordic', 'pre-season');
        put(d, 1, 'strength', { ...n, reps: 10, repsMax: null, minutes: 8 });
        return d;
      },
    ],
    [
      'cold-water-after-strength',
      () => {
        const d = base();
        put(d, 1, 'cooldown', exercise('cd-cold-water', 'in-season'));
        return d;
      },
    ],
    [
      'tackle-height',
      () => {
        const d = base();
        put(d, 1, 'skills', { ...exercise('sk-double-tackle', 'in-season'), notes: 'The second defender arrives high on the ball.' });
        return d;
      },
    ],
    ['individual-program', () => clone(elite('ireland', 'in-season', 3)), true],
    [
      'activate-warmup',
      () => {
        const d = base();
        d.days[0]!.blocks[0]!.items.pop();
        return d;
      },
    ],
    [
      'neck-before-contact',
      () => {
        const d = base();
        put(d, 1, 'skills', exercise('sk-tackle-technique', 'in-season'));
        const w = d.days[1]!.blocks[0]!;
        w.items = w.items.filter((i) => !/neck/i.test(i.name));
        return d;
      },
    ],
    [
      'session-length',
      () => {
        const d = base();
        d.days[0]!.blocks.find((b) => b.kind === 'skills')!.items[0]!.minutes += 30;
        return d;
      },
    ],
    [
      'warmup-first',
      () => {
        const d = base();
        d.days[2]!.blocks.reverse();
        return d;
      },
    ],
    [
      'contact-budget',
      () => {
        const d = base();
        for (const day of [0, 1, 2]) put(d, day, 'skills', exercise('sk-tackle-technique', 'in-season', 12));
        return d;
      },
    ],
    [
      'training-week',
      () => {
        const d = base();
        d.restDay = '';
        return d;
      },
    ],
    // Issue 33: England in-season with no squat or hinge all week and the same press on three days.
    [
      'strength-structure',
      () => {
        const d = base();
        for (const day of d.days)
          for (const b of day.blocks.filter((x) => x.kind === 'strength'))
            b.items = b.items.map((i) => (meetsNeed(i.exerciseId, 'lower-main', 'adult') ? exercise('st-db-push-press', 'in-season', i.minutes) : i));
        return d;
      },
    ],
    [
      'strength-structure',
      () => {
        const d = base();
        for (const day of d.days.filter((x) => x.matchDayRole !== 'MD-1')) put(d, d.days.indexOf(day), 'strength', exercise('st-db-push-press', 'in-season'));
        return d;
      },
    ],
    [
      'heavy-exposures',
      () => {
        const d = base();
        for (const day of d.days)
          for (const b of day.blocks.filter((x) => x.kind === 'strength'))
            for (const i of b.items)
              if (i.load.kind === 'percent1rm' || i.load.kind === 'rpe')
                i.load = i.load.kind === 'rpe' ? { kind: 'rpe', rpe: 6 } : { kind: 'percent1rm', percent: 70 };
        return d;
      },
    ],
    [
      'heavy-exposures',
      () => {
        const d = base();
        put(d, dayIndex(d, 'MD-1'), 'strength', {
          ...exercise('st-back-squat', 'in-season'),
          reps: 3,
          repsMax: null,
          load: { kind: 'percent1rm', percent: 85 },
        });
        return d;
      },
    ],
    // 'Zercher squat 4 × 5-6 @ RPE 9' against 'about two reps in reserve'; 5 reps at 87 % is a five-rep maximum.
    [
      'load-matches-reserve',
      () => {
        const d = clone(elite('argentina', 'pre-season', 3));
        put(d, 0, 'strength', { ...exercise('st-zercher-squat', 'pre-season'), sets: 4, reps: 5, repsMax: 6, load: { kind: 'rpe', rpe: 9 } });
        return d;
      },
    ],
    [
      'load-matches-reserve',
      () => {
        const d = base();
        put(d, 1, 'strength', { ...exercise('st-back-squat', 'in-season'), reps: 3, repsMax: 5, load: { kind: 'percent1rm', percent: 87 } });
        return d;
      },
    ],
    // Nordics on every day (about 9 sets a week), on the speed day included.
    [
      'nordic-exposure',
      () => {
        const d = clone(elite('wales', 'pre-season', 3));
        for (const day of d.days) day.blocks[0]!.items.push(exercise('st-nordic', 'pre-season'));
        return d;
      },
    ],
    // A week whose longest sprint is 25 m would pass; none at all, or maximal sprints on MD-1, does not.
    [
      'sprint-exposure',
      () => {
        const d = base();
        // The longest sprint of the week 15 m.
        for (const { item } of items(d)) if (item.distanceMeters !== null && /sprint/i.test(item.name)) item.distanceMeters = 15;
        return d;
      },
    ],
    [
      'sprint-exposure',
      () => {
        const d = base();
        put(d, dayIndex(d, 'MD-1'), 'skills', exercise('co-flying-20s', 'in-season'));
        return d;
      },
    ],
  ];
  for (const [rule, make, individual] of cases) {
    it(`${rule}: ${RULES[rule]}`, () => {
      expect([...rulesBroken(make(), individual ?? false)]).toContain(rule);
    });
  }
});

describe('personal weekly programs pass the rules for one player', () => {
  const ages = [14, 15, 17, 25, 38];
  it('every position × phase × age band, with and without team days: no violation, nothing that needs a pack', () => {
    for (const position of [...POSITIONS, null])
      for (const phase of SEASON_PHASES)
        for (const age of ages)
          for (const team of [[], [...TRAINING_DAYS]]) {
            const { document, programData } = buildPlayerWeek({ playerId: 'p1', position, age, weight: 95, height: 185 }, phase, '2026-03-02', {
              weekOfPhase: 3,
              teamTrainingDays: team as TrainingDay[],
            });
            expect(
              checkProgram(document, { individual: true, teamTrainingDays: team as TrainingDay[], planned: true }),
              `${position} ${phase} ${age} ${team.length}`,
            ).toEqual([]);
            expect(renderProgramText(document)).not.toMatch(/eight on eight|live scrum/i);
            expect(programData.monday.total_duration).toBe(`${dayMinutesOf(document.days[0]!)} minutes`);
            expect(document.meta.ageBand).toBe(ageBandOf(age));
          }
  });

  it('age-grade-strength: under-18s lift technique-first (RPE 7 at most, squat and hinge patterns, no %1RM, no 1RM test)', () => {
    for (const age of [14, 15, 17])
      for (const phase of SEASON_PHASES) {
        const { document } = buildPlayerWeek({ playerId: 'p1', position: 'prop', age, weight: 95, height: 180 }, phase, '2026-03-02', { weekOfPhase: 3 });
        for (const { item } of items(document)) {
          expect(item.load.kind, item.name).not.toBe('percent1rm');
          if (item.load.kind === 'rpe' && item.exerciseId && prescriptionOf({ id: item.exerciseId })?.kind === 'loaded-lift')
            expect(item.load.rpe).toBeLessThanOrEqual(7);
        }
        const bad = structuredClone(document);
        bad.days[0]!.blocks.find((b) => b.kind === 'strength')!.items.push({ ...exercise('st-1rm-test'), load: { kind: 'percent1rm', percent: 100 } });
        expect([...rulesBroken(bad, true)], `${age} ${phase}`).toContain('age-grade-strength');
      }
  });

  it('a 112 kg prop and a wing get the week structure: squat or hinge, push, pull; the wing sprints 3-6 times at 20-50 m, never MD-1 or MD+1', () => {
    for (const phase of ['pre-season', 'in-season'] as const)
      for (const week of [1, 2, 3, 4]) {
        const prop = buildPlayerWeek({ playerId: 'p1', position: 'prop', age: 27, weight: 112, height: 183 }, phase, '2026-03-02', {
          weekOfPhase: week,
        }).document;
        const lifts = items(prop).map(({ item }) => item.exerciseId);
        expect(
          lifts.some((id) => meetsNeed(id, 'lower-main', 'adult')),
          `prop ${phase} ${week}`,
        ).toBe(true);
        const wing = buildPlayerWeek({ playerId: 'p2', position: 'wing', age: 22, weight: 85, height: 182 }, phase, '2026-03-02', {
          weekOfPhase: week,
        }).document;
        const sprints = items(wing).filter(
          ({ item }) => item.exerciseId && isMaxSpeedSprint(activityById(item.exerciseId), prescriptionOf({ id: item.exerciseId }), item.distanceMeters),
        );
        const efforts = sprints.reduce((s, { item }) => s + item.sets, 0);
        expect(efforts, `wing ${phase} ${week}`).toBeGreaterThanOrEqual(3);
        expect(efforts).toBeLessThanOrEqual(6);
        for (const { day } of sprints) expect(['MD-1', 'MD+1']).not.toContain(day.matchDayRole);
      }
  });

  it('doses by age: under-16s lift by feel (RPE), never a percentage of a maximum', () => {
    for (const age of [14, 15]) {
      const { document } = buildPlayerWeek({ playerId: 'p1', position: 'lock', age, weight: 80, height: 185 }, 'pre-season', '2026-03-02', { weekOfPhase: 3 });
      expect(items(document).some(({ item }) => item.load.kind === 'percent1rm')).toBe(false);
    }
  });

  it('complements the team session on days the squad trains: no conditioning, no contact, moderate at most', () => {
    const { document } = buildPlayerWeek({ playerId: 'p1', position: 'prop', age: 25, weight: 118, height: 183 }, 'pre-season', '2026-03-02', {
      weekOfPhase: 3,
      teamTrainingDays: ['tuesday', 'thursday'],
    });
    for (const day of document.days.filter((d) => d.day === 'tuesday' || d.day === 'thursday')) {
      expect(day.blocks.some((b) => b.kind === 'conditioning')).toBe(false);
      for (const item of day.blocks.flatMap((b) => b.items)) {
        expect(item.contact).toBe('none');
        expect(item.intensity).not.toBe('high');
      }
    }
    expect(document.days.find((d) => d.day === 'monday')!.blocks.some((b) => b.kind === 'conditioning')).toBe(true);
  });
});

describe('where a week sits in the season', () => {
  const settings = { preseasonStartDate: '2026-01-05', preseasonEndDate: '2026-03-29', inseasonStartDate: '2026-03-30', inseasonEndDate: '2026-09-27' };
  it('counts weeks of the phase and of the season from the team settings', () => {
    expect(weekOfPhaseOn('2026-01-05', settings)).toBe(1);
    expect(weekOfPhaseOn('2026-01-19', settings)).toBe(3);
    expect(weekOfPhaseOn('2026-04-06', settings)).toBe(2);
    expect(weekOfPhaseOn('2026-10-05', settings)).toBe(2);
    expect(weekOfPhaseOn('2026-01-01', settings)).toBeGreaterThan(10);
    expect(weekOfSeasonOn('2026-03-02', settings)).toBe(9);
  });
});
