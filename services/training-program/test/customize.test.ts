import { describe, expect, it } from 'vitest';
import {
  dayMinutesOf,
  ELITE_PROGRAM_TYPES,
  SEASON_PHASES,
  type ProgramDayDoc,
  type ProgramDocument,
  type ProgramItemDoc,
  type SeasonPhase,
  type TrainingDay,
} from '@rugby/contracts';
import { applyCustomization } from '../src/customize/apply.ts';
import { parseRequest } from '../src/customize/parse-request.ts';
import { buildEliteDocument } from '../src/generator/elite.ts';
import { buildPlayerWeek } from '../src/generator/player-week.ts';
import { prescriptionOf } from '../src/generator/dosing.ts';
import { activityById } from '../src/content/activities.ts';
import { movementClasses } from '../src/player/movement-classes.ts';
import { checkProgram } from '../src/rules/program-rules.ts';
import { CORPUS } from './fixtures/customization-requests.ts';

const elite = (phase: SeasonPhase = 'in-season', week = 3, type: (typeof ELITE_PROGRAM_TYPES)[number] = 'all-blacks') =>
  buildEliteDocument(type, { seasonPhase: phase, weekOfPhase: week, matchDay: 'saturday' });
const customize = (doc: ProgramDocument, request: string) => applyCustomization(doc, parseRequest(request));
const day = (doc: ProgramDocument, d: TrainingDay) => doc.days.find((x) => x.day === d)!;
const items = (d: ProgramDayDoc) => d.blocks.flatMap((b) => b.items);
const others = (doc: ProgramDocument, d: TrainingDay) => doc.days.filter((x) => x.day !== d);
const isPacked = (doc: ProgramDocument) => checkProgram(doc, { individual: doc.meta.source === 'personal' });

/** The issue's requests, with what must happen (and only that). */
describe('customization engine: the requests coaches make', () => {
  it("'make <day> a contact-free session' takes every contact item out of that day only, keeping its length", () => {
    const base = elite('pre-season', 5);
    const contactDay = base.days.find((d) => items(d).some((i) => i.contact !== 'none'))!;
    expect(contactDay, 'a pre-season week 5 has contact').toBeDefined();
    const name = contactDay.day[0]!.toUpperCase() + contactDay.day.slice(1);
    const { document, applied, notApplied } = customize(base, `make ${name} a contact-free session`);
    expect(notApplied).toEqual([]);
    expect(items(day(document, contactDay.day)).every((i) => i.contact === 'none')).toBe(true);
    expect(dayMinutesOf(day(document, contactDay.day))).toBe(dayMinutesOf(contactDay));
    expect(others(document, contactDay.day)).toEqual(others(base, contactDay.day));
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatch(new RegExp(`^${name} contact-free: ${name}: `));
    expect(document.meta.customizations).toEqual(applied);
    expect(isPacked(document)).toEqual([]);

    // Said the other way round, about the same day: the other days are untouched.
    const other = customize(base, `no contact on ${name}`).document;
    expect(items(day(other, contactDay.day)).every((i) => i.contact === 'none')).toBe(true);
    expect(others(other, contactDay.day)).toEqual(others(base, contactDay.day));
  });

  it("'we only have 40 minutes on Tuesday' gives a 40-minute Tuesday, says it is below the guideline, leaves the other days", () => {
    const base = elite('in-season', 3);
    const { document, applied } = customize(base, 'we only have 40 minutes on Tuesday');
    expect(dayMinutesOf(day(document, 'tuesday'))).toBe(40);
    expect(others(document, 'tuesday')).toEqual(others(base, 'tuesday'));
    expect(document.meta.sessionMinutes).toEqual({ tuesday: 40 });
    expect(applied).toEqual([expect.stringMatching(/^Session length: Tuesday 60 → 40 minutes \(below the 45-60 minute guideline, as asked\)\.$/)]);
    expect(day(document, 'tuesday').blocks[0]!.kind).toBe('warmup');
    expect(day(document, 'tuesday').blocks.at(-1)!.kind).toBe('cooldown');
    expect(isPacked(document)).toEqual([]);
  });

  it("'add a Yo-Yo test on Monday' puts the test in Monday's conditioning", () => {
    const base = elite('pre-season', 5);
    const { document, applied, notApplied } = customize(base, 'add a Yo-Yo test on Monday');
    expect(notApplied).toEqual([]);
    const conditioning = day(document, 'monday').blocks.find((b) => b.kind === 'conditioning')!;
    expect(conditioning.items.map((i) => i.exerciseId)).toEqual(['co-yoyo-test']);
    expect(applied[0]).toMatch(/^Yo-Yo intermittent recovery test on Monday/);
    expect(dayMinutesOf(day(document, 'monday'))).toBe(dayMinutesOf(day(base, 'monday')));
    expect(others(document, 'monday')).toEqual(others(base, 'monday'));
    expect(isPacked(document)).toEqual([]);
  });

  it("'+ Shorter sessions' makes every session 10 minutes shorter, visibly", () => {
    const base = elite('pre-season', 5);
    const { document, applied } = customize(base, '+ Shorter sessions');
    for (const d of document.days) expect(dayMinutesOf(d)).toBe(dayMinutesOf(day(base, d.day)) - 10);
    expect(applied[0]).toMatch(/^Session length: Monday 60 → 50 minutes/);
    expect(isPacked(document)).toEqual([]);
  });

  it('a request that cannot be applied is reported with the reason, never as done', () => {
    const base = elite('in-season', 3);
    const nordicFriday = customize(base, 'add Nordic curls on Friday');
    expect(nordicFriday.applied).toEqual([]);
    expect(nordicFriday.notApplied[0]).toMatch(/the day before a match|md-minus-1|no room/i);
    expect(nordicFriday.document).toEqual(base);

    const wednesday = customize(base, 'add sprints on Wednesday');
    expect(wednesday.notApplied[0]).toMatch(/Wednesday is not a training day/);
    expect(wednesday.document).toEqual(base);

    const unknown = customize(base, 'Bring your boots');
    expect(unknown.applied).toEqual([]);
    expect(unknown.notApplied).toEqual(["'Bring your boots': not a change the program engine can make; nothing was changed for it."]);
    expect(unknown.document.meta.customizations).toEqual([]);

    const harderFriday = customize(base, 'make Friday harder');
    expect(harderFriday.applied).toEqual([]);
    expect(harderFriday.document).toEqual(base);
  });

  it('applies several changes from one request, each to its own day', () => {
    const base = elite('pre-season', 5);
    const { document, applied } = customize(base, 'no contact on Tuesday and 50 minutes on Monday. Shorter sessions');
    expect(applied).toHaveLength(3);
    expect(dayMinutesOf(day(document, 'monday'))).toBe(40);
    expect(items(day(document, 'tuesday')).every((i) => i.contact === 'none')).toBe(true);
    expect(isPacked(document)).toEqual([]);
  });

  it("'half the squad has DOMS, lighten the week' lightens the doses once and turns live contact into controlled, saying so", () => {
    const base = elite('in-season', 3);
    const live = items(day(base, 'tuesday')).filter((i) => i.contact === 'live');
    expect(live.length, 'an in-season week 3 has live contact').toBeGreaterThan(0);
    const plan = parseRequest('half the squad has DOMS, lighten the week');
    expect(plan.changes.map((c) => c.operation)).toEqual([
      { op: 'intensity', direction: 'lighter' },
      { op: 'contact', level: 'controlled' },
    ]);
    expect(plan.notUnderstood).toEqual([]);
    const { document, applied, notApplied } = applyCustomization(base, plan);
    expect(notApplied).toEqual([]);
    expect(document.days.flatMap(items).filter((i) => i.contact === 'live')).toEqual([]);
    expect(applied[0]).toMatch(/^Lighter: /);
    expect(applied.at(-1)).toBe(`Every session no live contact: ${live.map((i) => `Tuesday: ${i.name} → `).join('')}Breakdown body position on a bag.`);
    expect(isPacked(document)).toEqual([]);
    // Sore players alone say the same; a plain lighter week keeps its contact.
    expect(parseRequest('the boys are sore after Saturday').changes.map((c) => c.operation.op)).toEqual(['intensity', 'contact']);
    expect(parseRequest('make the week lighter').changes.map((c) => c.operation.op)).toEqual(['intensity']);
  });

  /** What sore legs should not do: maximal sprints, hard intervals, cutting runs and plyometrics (apply.ts hardOnSoreLegs). */
  const hardOnSoreLegs = (i: ProgramItemDoc, kind: string) => {
    const a = i.exerciseId ? activityById(i.exerciseId) : null;
    const p = a ? prescriptionOf(a) : null;
    if (!a || !p || i.contact !== 'none' || !['skills', 'strength', 'conditioning'].includes(kind)) return false;
    const c = movementClasses(i, kind as 'strength');
    const maximal = c.has('sprint') && (p.kind === 'sprint' || p.hardInterval === true || a.intensity === 'high');
    return (
      maximal ||
      c.has('jump-training') ||
      (kind !== 'skills' && c.has('hard-interval')) ||
      (kind === 'conditioning' && c.has('change-of-direction') && p.kind !== 'game')
    );
  };
  const hardItems = (doc: ProgramDocument) =>
    doc.days.flatMap((d) => d.blocks.flatMap((b) => b.items.filter((i) => hardOnSoreLegs(i, b.kind)).map((i) => `${d.day}: ${i.name}`)));

  it('a lighter week for sore players takes maximal sprints, hard intervals, cutting and jumps out, never puts them in, and lists every swap', () => {
    for (const type of ELITE_PROGRAM_TYPES) {
      for (const phase of SEASON_PHASES) {
        for (const week of [1, 3]) {
          const base = elite(phase, week, type);
          const { document, applied, notApplied } = customize(base, 'half the squad has DOMS, lighten the week');
          const at = `${type} ${phase} week ${week}`;
          // Every day is lightened (a day that could not be is named, and only that day stays as it was).
          for (const line of notApplied)
            expect(line, at).toMatch(/^'half the squad has DOMS': \w+day: the lighter doses do not fit its \d+ minutes; \w+day is unchanged\.$/);
          const unchanged = new Set(notApplied.map((l) => l.match(/(\w+day) is unchanged/)![1]!.toLowerCase()));
          for (const d of document.days) if (unchanged.has(d.day)) expect(d, at).toEqual(day(base, d.day));
          expect(
            hardItems(document).filter((x) => !unchanged.has(x.split(':')[0]!)),
            at,
          ).toEqual([]);
          // Nothing hard comes in: every item new to a day is easy work.
          for (const d of document.days) {
            const before = new Set(items(day(base, d.day)).map((i) => i.exerciseId ?? i.name));
            for (const b of d.blocks)
              for (const i of b.items)
                if (!before.has(i.exerciseId ?? i.name)) {
                  expect(hardOnSoreLegs(i, b.kind), `${at}: ${d.day} ${i.name} came in`).toBe(false);
                  expect(i.intensity, `${at}: ${d.day} ${i.name}`).not.toBe('high');
                }
          }
          // Every hard item taken out is listed, in full, under the applied changes.
          const swaps = applied.filter((l) => l.startsWith('Sore players: ')).join(' ');
          for (const gone of hardItems(base).filter((x) => !unchanged.has(x.split(':')[0]!))) {
            const [d, name] = gone.split(': ');
            expect(swaps, `${at}: ${gone}`).toContain(`${d![0]!.toUpperCase()}${d!.slice(1)}: ${name} → `);
          }
          for (const line of applied) expect(line.length, at).toBeLessThanOrEqual(300);
          expect(isPacked(document), at).toEqual([]);
        }
      }
    }
  });

  it("the coach's DOMS weeks: no hill sprints for the strongman medley or the prowler, no 5-0-5s, no box jumps", () => {
    const springboks = customize(elite('pre-season', 1, 'springboks'), 'half the squad has DOMS, lighten the week');
    const swaps = springboks.applied.filter((l) => l.startsWith('Sore players: ')).join(' ');
    expect(swaps).toMatch(/Tuesday: Strongman medley → (?!Hill sprints)/);
    expect(swaps).toMatch(/Friday: Prowler push intervals → (?!Hill sprints)/);
    const names = (doc: ProgramDocument) => doc.days.flatMap(items).map((i) => i.name);
    expect(names(springboks.document)).not.toEqual(expect.arrayContaining(['Hill sprints']));
    const allBlacks = customize(elite('pre-season', 1, 'all-blacks'), 'half the squad has DOMS, lighten the week');
    expect(allBlacks.applied.join(' ')).toMatch(/Get-up and sprint shuttles → (?!5-0-5)/);
    for (const gone of ['5-0-5 change-of-direction sprints', 'Box jumps', 'Get-up and sprint shuttles', 'Reactive agility mirror sprints'])
      expect(names(allBlacks.document), gone).not.toContain(gone);
    // A plain lighter week never swaps a hard interval for sprints either.
    const lighter = customize(elite('pre-season', 1, 'springboks'), 'make the week lighter');
    expect(names(lighter.document)).not.toContain('Hill sprints');
  });

  it("lightens the days that can be, and names only the day that cannot ('the lighter doses do not fit its 55 minutes')", () => {
    const base = elite('pre-season', 1, 'wales');
    const friday = day(base, 'friday');
    // Friday asked to be far longer than its work can stretch to: its lighter doses cannot fill it.
    base.meta.sessionMinutes = { friday: dayMinutesOf(friday) + 40 };
    const { document, applied, notApplied } = customize(base, 'half the squad has DOMS, lighten the week');
    expect(notApplied).toEqual([
      `'half the squad has DOMS': Friday: the lighter doses do not fit its ${dayMinutesOf(friday) + 40} minutes; Friday is unchanged.`,
    ]);
    expect(day(document, 'friday')).toEqual(friday);
    expect(applied[0]).toMatch(/^Lighter: Monday: /);
    expect(others(document, 'friday')).not.toEqual(others(base, 'friday'));
  });

  it('keeps earlier customizations when customized again', () => {
    const once = customize(elite('pre-season', 5), 'no gym').document;
    const twice = customize(once, 'more kicking').document;
    expect(twice.meta.customizations.length).toBe(once.meta.customizations.length + 1);
    expect(twice.meta.customizations[0]).toBe(once.meta.customizations[0]);
  });
});

describe('customization engine: a corpus of requests', () => {
  it.each(CORPUS)("'%s' does what it says and keeps every coaching rule", (request, expectEffect) => {
    const base = elite('pre-season', 5);
    const { document, applied, notApplied } = customize(base, request);
    expect(notApplied, notApplied.join('\n')).toEqual([]);
    expect(applied.length).toBeGreaterThan(0);
    expectEffect(base, document);
    expect(isPacked(document)).toEqual([]);
  });

  it('every request over every style and phase either applies within the rules or says why not', () => {
    for (const type of ELITE_PROGRAM_TYPES) {
      for (const phase of SEASON_PHASES) {
        const base = elite(phase, 2, type);
        for (const [request] of CORPUS) {
          const { document, applied, notApplied } = customize(base, request);
          expect(isPacked(document), `${type} ${phase} '${request}'`).toEqual([]);
          expect(applied.length + notApplied.length, `${type} ${phase} '${request}'`).toBeGreaterThan(0);
          if (!applied.length) expect(document).toEqual(base);
        }
      }
    }
  });

  it('works on a personal program (a player alone: no pack work comes in)', () => {
    const { document: base } = buildPlayerWeek({ position: 'prop', age: 17, weight: 100, height: 180 }, 'pre-season', '2026-03-02', { weekOfPhase: 5 });
    for (const [request] of CORPUS) {
      const { document, notApplied } = customize(base, request);
      expect(checkProgram(document, { individual: true }), request).toEqual([]);
      if (/forwards|backs/.test(request)) expect(notApplied, request).toEqual([expect.stringMatching(/personal program is one player's/)]);
      expect(document.days.flatMap(items).some((i) => i.exerciseId && prescriptionOf({ id: i.exerciseId })?.needsPack)).toBe(false);
    }
  });
});
