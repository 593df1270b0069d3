import { describe, expect, it } from 'vitest';
import {
  BACK_POSITIONS,
  dayForPosition,
  dayMinutesOf,
  FORWARD_POSITIONS,
  renderProgramText,
  type ProgramDayDoc,
  type ProgramDocument,
  type SeasonPhase,
  type TrainingDay,
} from '@rugby/contracts';
import { activityById } from '../src/content/activities.ts';
import { applyCustomization } from '../src/customize/apply.ts';
import { parseRequest } from '../src/customize/parse-request.ts';
import { buildEliteDocument } from '../src/generator/elite.ts';
import { buildPlayerWeek } from '../src/generator/player-week.ts';
import { checkProgram } from '../src/rules/program-rules.ts';

/** Changes for forwards, backs or positions: a unit split in the same minutes, the rest of the squad unchanged. */
const elite = (phase: SeasonPhase = 'in-season', week = 3) => buildEliteDocument('springboks', { seasonPhase: phase, weekOfPhase: week, matchDay: 'saturday' });
const customize = (doc: ProgramDocument, request: string) => applyCustomization(doc, parseRequest(request));
const day = (doc: ProgramDocument, d: TrainingDay) => doc.days.find((x) => x.day === d)!;
const items = (d: ProgramDayDoc) => d.blocks.flatMap((b) => b.items);
const others = (doc: ProgramDocument, d: TrainingDay) => doc.days.filter((x) => x.day !== d);

describe('parsing who a change is for', () => {
  it.each([
    ['no contact for the backs on Thursday', BACK_POSITIONS],
    ['add lineout work for the forwards on Tuesday', FORWARD_POSITIONS],
    ['forwards: swap back squat for trap bar deadlift', FORWARD_POSITIONS],
    ['Bronco test for the outside backs on Monday', ['wing', 'fullback']],
    ['more lineout with the props and hookers', ['prop', 'hooker']],
    ['backs only: lighter on Friday', BACK_POSITIONS],
    ['remove the sprints for the half-backs', ['scrum-half', 'fly-half']],
    ['less contact for the front row', ['prop', 'hooker']],
    ['make Thursday contact-free', []],
    ['swap back squats for front squats', []],
  ])('%s', (request, positions) => {
    const [change] = parseRequest(request).changes;
    expect(change?.positions).toEqual(positions);
  });
});

describe('customizations for forwards, backs or positions', () => {
  it("'no contact for the backs on Thursday': backs do contact-free work in the contact items' minutes, forwards keep theirs, other days untouched", () => {
    const base = elite('pre-season', 5);
    const contactDay = base.days.find((d) => items(d).some((i) => i.contact !== 'none'))!;
    const name = contactDay.day[0]!.toUpperCase() + contactDay.day.slice(1);
    const { document, applied, notApplied } = customize(base, `no contact for the backs on ${name}`);
    expect(notApplied).toEqual([]);
    expect(applied).toEqual([expect.stringMatching(new RegExp(`^Backs: ${name} contact-free: `))]);
    const after = day(document, contactDay.day);
    expect(dayMinutesOf(after)).toBe(dayMinutesOf(contactDay));
    for (const p of BACK_POSITIONS)
      expect(
        items(dayForPosition(after, p)).every((i) => i.contact === 'none'),
        p,
      ).toBe(true);
    // Forwards do the exercises they had, contact included.
    const ids = (d: ProgramDayDoc) => items(d).map((i) => i.exerciseId);
    for (const p of FORWARD_POSITIONS) expect(ids(dayForPosition(after, p))).toEqual(ids(contactDay));
    expect(others(document, contactDay.day)).toEqual(others(base, contactDay.day));
    expect(checkProgram(document, { individual: false })).toEqual([]);
    // The text rendering names who does what.
    expect(renderProgramText(document)).toMatch(/- Forwards: .+\(\d+ min\)/);
    expect(renderProgramText(document)).toMatch(/- Backs: .+\(\d+ min\)/);
  });

  it("'add lineout work for the forwards on Tuesday' puts lineout work in the forwards' skills while the backs do their own, Tuesday keeps its length", () => {
    const base = elite('in-season', 3);
    const { document, applied, notApplied } = customize(base, 'more lineout for the forwards on Tuesday');
    expect(notApplied).toEqual([]);
    expect(applied[0]).toMatch(/^Forwards: /);
    const tuesday = day(document, 'tuesday');
    expect(dayMinutesOf(tuesday)).toBe(dayMinutesOf(day(base, 'tuesday')));
    const skills = (p: 'lock' | 'wing') => dayForPosition(tuesday, p).blocks.find((b) => b.kind === 'skills')!.items;
    const forwards = skills('lock');
    const backs = skills('wing');
    const lineout = (i: { exerciseId: string | null }) => Boolean(i.exerciseId && activityById(i.exerciseId)?.tags.includes('lineout'));
    expect(forwards.some(lineout)).toBe(true);
    expect(backs.some(lineout)).toBe(false);
    expect(dayMinutesOf(dayForPosition(tuesday, 'lock'))).toBe(dayMinutesOf(tuesday));
    expect(others(document, 'tuesday')).toEqual(others(base, 'tuesday'));
    expect(checkProgram(document, { individual: false })).toEqual([]);
  });

  it("'add <exercise> for the forwards' gives the backs work of their own at the same time", () => {
    const base = elite('in-season', 2);
    const { document, applied, notApplied } = customize(base, 'add trap bar deadlift for the forwards on Thursday');
    expect(notApplied).toEqual([]);
    expect(applied[0]).toMatch(/^Forwards: Added Trap-bar deadlift: Thursday: .+backs: .+ at the same time/);
    const thursday = day(document, 'thursday');
    expect(dayMinutesOf(thursday)).toBe(dayMinutesOf(day(base, 'thursday')));
    const added = items(thursday).filter((i) => i.group);
    expect(added.map((i) => i.group)).toEqual(expect.arrayContaining([[...FORWARD_POSITIONS], [...BACK_POSITIONS]]));
    expect(checkProgram(document, { individual: false })).toEqual([]);
  });

  it('a test for one unit: the others keep their conditioning', () => {
    const base = elite('pre-season', 5);
    const { document, notApplied } = customize(base, 'Bronco test for the backs on Monday');
    expect(notApplied).toEqual([]);
    const monday = day(document, 'monday');
    expect(items(dayForPosition(monday, 'wing')).some((i) => i.exerciseId === 'co-broncos')).toBe(true);
    expect(items(dayForPosition(monday, 'prop')).some((i) => i.exerciseId === 'co-broncos')).toBe(false);
    // The forwards keep their conditioning, lengthened to the test's minutes so nobody waits.
    const conditioning = (p: 'prop' | 'wing') => dayForPosition(monday, p).blocks.find((b) => b.kind === 'conditioning')!.items;
    expect(conditioning('prop').map((i) => i.exerciseId)).toEqual(
      day(base, 'monday')
        .blocks.find((b) => b.kind === 'conditioning')!
        .items.map((i) => i.exerciseId),
    );
    expect(conditioning('prop').reduce((s, i) => s + i.minutes, 0)).toBe(conditioning('wing').reduce((s, i) => s + i.minutes, 0));
    expect(dayMinutesOf(monday)).toBe(dayMinutesOf(day(base, 'monday')));
    expect(checkProgram(document, { individual: false })).toEqual([]);
  });

  it('a swap for the forwards leaves the backs with the original', () => {
    const base = elite('in-season', 3);
    const lift = day(base, 'monday').blocks.find((b) => b.kind === 'strength')!.items[0]!;
    const { document, notApplied } = customize(base, `forwards: swap ${lift.name} for trap bar deadlift on Monday`);
    expect(notApplied).toEqual([]);
    const monday = day(document, 'monday');
    expect(items(dayForPosition(monday, 'fly-half')).some((i) => i.name === lift.name)).toBe(true);
    expect(items(dayForPosition(monday, 'hooker')).some((i) => i.name === lift.name)).toBe(false);
    expect(items(dayForPosition(monday, 'hooker')).some((i) => /trap[- ]bar deadlift/i.test(i.name))).toBe(true);
  });

  it('what cannot be split is said plainly: a session length for one unit, or any unit in a personal program', () => {
    const base = elite('in-season', 3);
    const length = customize(base, 'only 40 minutes for the backs on Tuesday');
    expect(length.applied).toEqual([]);
    expect(length.notApplied).toEqual([expect.stringMatching(/Session length is the same for the whole squad/)]);
    expect(length.document.days).toEqual(base.days);

    const personal = buildPlayerWeek({ position: 'wing', age: 24, weight: 85, height: 183 }, 'in-season', '2026-11-23').document;
    const solo = applyCustomization(personal, parseRequest('no contact for the forwards'), { individual: true });
    expect(solo.applied).toEqual([]);
    expect(solo.notApplied).toEqual([expect.stringMatching(/personal program is one player's/)]);
  });

  it('the coaching rules check each unit as it trains: live contact for the forwards on the day before the match is a violation', () => {
    const base = elite('in-season', 3);
    const friday = day(base, 'friday');
    expect(friday.matchDayRole).toBe('MD-1');
    const skills = friday.blocks.find((b) => b.kind === 'skills')!;
    const [first] = skills.items;
    const split: ProgramDocument = structuredClone(base);
    const splitSkills = day(split, 'friday').blocks.find((b) => b.kind === 'skills')!;
    splitSkills.items = [
      { ...first!, group: [...BACK_POSITIONS] },
      { ...first!, name: 'Live tackle channel', exerciseId: 'sk-live-tackle-channel', contact: 'live', group: [...FORWARD_POSITIONS] },
      ...skills.items.slice(1),
    ];
    const violations = checkProgram(split, { individual: false });
    expect(violations.map((v) => v.rule)).toContain('md-minus-1');
    expect(checkProgram(base, { individual: false })).toEqual([]);
  });
});
