import { describe, expect, it } from 'vitest';
import { dayMinutesOf, ELITE_PROGRAM_TYPES, SEASON_PHASES, type ProgramDayDoc, type ProgramDocument, type SeasonPhase, type TrainingDay } from '@rugby/contracts';
import { activityById } from '../src/content/activities.ts';
import { applyCustomization } from '../src/customize/apply.ts';
import { parseRequest } from '../src/customize/parse-request.ts';
import { buildEliteDocument } from '../src/generator/elite.ts';
import { buildPlayerWeek } from '../src/generator/player-week.ts';
import { prescriptionOf } from '../src/generator/dosing.ts';
import { checkProgram } from '../src/rules/program-rules.ts';

const elite = (phase: SeasonPhase = 'in-season', week = 3, type: (typeof ELITE_PROGRAM_TYPES)[number] = 'all-blacks') =>
  buildEliteDocument(type, { seasonPhase: phase, weekOfPhase: week, matchDay: 'saturday' });
const customize = (doc: ProgramDocument, request: string) => applyCustomization(doc, parseRequest(request));
const day = (doc: ProgramDocument, d: TrainingDay) => doc.days.find((x) => x.day === d)!;
const items = (d: ProgramDayDoc) => d.blocks.flatMap((b) => b.items);
const others = (doc: ProgramDocument, d: TrainingDay) => doc.days.filter((x) => x.day !== d);
const isPacked = (doc: ProgramDocument) => checkProgram(doc, { individual: doc.meta.source === 'personal' });

/** The requests, with what must happen (and only that). */
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

  it('keeps earlier customizations when customized again', () => {
    const once = customize(elite('pre-season', 5), 'no gym').document;
    const twice = customize(once, 'more kicking').document;
    expect(twice.meta.customizations.length).toBe(once.meta.customizations.length + 1);
    expect(twice.meta.customizations[0]).toBe(once.meta.customizations[0]);
  });
});

/** A corpus of requests with the effect each must have; every result still passes every coaching rule. */
const CORPUS: Array<[string, (before: ProgramDocument, after: ProgramDocument) => void]> = [
  ['no gym', (_b, a) => expect(a.days.flatMap(items).every((i) => !i.exerciseId || activityById(i.exerciseId)?.equipment !== 'gym')).toBe(true)],
  ['we have no gym access this month', (_b, a) => expect(a.days.flatMap(items).every((i) => !i.exerciseId || activityById(i.exerciseId)?.equipment !== 'gym')).toBe(true)],
  ['no contact this week', (_b, a) => expect(a.days.flatMap(items).every((i) => i.contact === 'none')).toBe(true)],
  ['less contact, we have injuries', (_b, a) => expect(a.days.flatMap(items).every((i) => i.contact !== 'live')).toBe(true)],
  ['contact-free Tuesday', (b, a) => { expect(items(day(a, 'tuesday')).every((i) => i.contact === 'none')).toBe(true); expect(others(a, 'tuesday')).toEqual(others(b, 'tuesday')); }],
  ['45 minutes every session', (_b, a) => { for (const d of a.days) expect(dayMinutesOf(d)).toBe(45); }],
  ['we only have 50 minutes on Thursday', (b, a) => { expect(dayMinutesOf(day(a, 'thursday'))).toBe(50); expect(others(a, 'thursday')).toEqual(others(b, 'thursday')); }],
  ['keep Monday to 55 min', (_b, a) => expect(dayMinutesOf(day(a, 'monday'))).toBe(55)],
  ['shorter sessions', (b, a) => { for (const d of a.days) expect(dayMinutesOf(d)).toBeLessThan(dayMinutesOf(day(b, d.day))); }],
  ['lighter week, the boys are tired', (b, a) => expect(setsOf(a)).toBeLessThan(setsOf(b))],
  ['deload on Monday', (b, a) => { expect(setsOf({ ...a, days: [day(a, 'monday')] })).toBeLessThan(setsOf({ ...b, days: [day(b, 'monday')] })); expect(others(a, 'monday')).toEqual(others(b, 'monday')); }],
  ['make Tuesday harder', (b, a) => expect(setsOf({ ...a, days: [day(a, 'tuesday')] })).toBeGreaterThanOrEqual(setsOf({ ...b, days: [day(b, 'tuesday')] }))],
  ['more scrummaging', (_b, a) => expect(tagged(a, 'scrum')).toBeGreaterThan(0)],
  ['more lineout work on Tuesday', (b, a) => { expect(tagged({ ...a, days: [day(a, 'tuesday')] }, 'lineout')).toBeGreaterThan(0); expect(others(a, 'tuesday')).toEqual(others(b, 'tuesday')); }],
  ['focus on kicking', (_b, a) => expect(tagged(a, 'kicking')).toBeGreaterThan(0)],
  ['more tackling on Tuesday', (_b, a) => expect(tagged({ ...a, days: [day(a, 'tuesday')] }, 'tackle')).toBeGreaterThan(0)],
  ['work on our defence', (_b, a) => expect(tagged(a, 'defence')).toBeGreaterThan(0)],
  ['improve handling', (_b, a) => expect(tagged(a, 'handling')).toBeGreaterThan(0)],
  ['more speed work', (_b, a) => expect(tagged(a, 'speed')).toBeGreaterThan(0)],
  ['more offloading on Thursday', (_b, a) => expect(tagged({ ...a, days: [day(a, 'thursday')] }, 'offload')).toBeGreaterThan(0)],
  ['more conditioning', (b, a) => expect(blockMinutes(a, 'conditioning')).toBeGreaterThan(blockMinutes(b, 'conditioning'))],
  ['less running', (b, a) => expect(blockMinutes(a, 'conditioning')).toBeLessThan(blockMinutes(b, 'conditioning'))],
  ['more strength work', (b, a) => expect(blockMinutes(a, 'strength')).toBeGreaterThan(blockMinutes(b, 'strength'))],
  ['add a Bronco test on Tuesday', (_b, a) => expect(items(day(a, 'tuesday')).map((i) => i.exerciseId)).toContain('co-broncos')],
  ['add a 1RM test on Monday', (_b, a) => expect(items(day(a, 'monday')).map((i) => i.exerciseId)).toContain('st-1rm-test')],
  ['Yo-Yo test on Thursday please', (_b, a) => expect(items(day(a, 'thursday')).map((i) => i.exerciseId)).toContain('co-yoyo-test')],
  ['add Copenhagen planks on Monday', (b, a) => { expect(items(day(a, 'monday')).some((i) => /copenhagen/i.test(i.name))).toBe(true); expect(others(a, 'monday')).toEqual(others(b, 'monday')); }],
  ['add wrestling drills on Tuesday', (_b, a) => expect(items(day(a, 'tuesday')).some((i) => /wrestl/i.test(i.name))).toBe(true)],
  ['add Kowhai shuttle drill on Monday', (_b, a) => expect(items(day(a, 'monday')).some((i) => i.name === 'Kowhai shuttle drill' && i.origin === 'coach')).toBe(true)],
  ['swap box jumps for broad jumps', (_b, a) => { expect(a.days.flatMap(items).some((i) => i.name === 'Box jumps')).toBe(false); expect(a.days.flatMap(items).some((i) => i.name === 'Bounds and broad jumps')).toBe(true); }],
  ['no contact on Tuesday and 50 minutes on Monday', (_b, a) => { expect(dayMinutesOf(day(a, 'monday'))).toBe(50); expect(items(day(a, 'tuesday')).every((i) => i.contact === 'none')).toBe(true); }],
  ['Tuesday: 40 min max', (_b, a) => expect(dayMinutesOf(day(a, 'tuesday'))).toBe(40)],
];
const setsOf = (doc: ProgramDocument) => doc.days.flatMap((d) => d.blocks.filter((b) => b.kind === 'strength' || b.kind === 'conditioning').flatMap((b) => b.items)).reduce((s, i) => s + i.sets, 0);
const tagged = (doc: ProgramDocument, tag: string) => doc.days.flatMap(items).filter((i) => i.exerciseId && activityById(i.exerciseId)?.tags.includes(tag)).length;
const blockMinutes = (doc: ProgramDocument, kind: string) => doc.days.flatMap((d) => d.blocks.filter((b) => b.kind === kind).flatMap((b) => b.items)).reduce((s, i) => s + i.minutes, 0);

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
      const { document } = customize(base, request);
      expect(checkProgram(document, { individual: true }), request).toEqual([]);
      expect(document.days.flatMap(items).some((i) => i.exerciseId && prescriptionOf({ id: i.exerciseId })?.needsPack)).toBe(false);
    }
  });
});
