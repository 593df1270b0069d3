import { describe, expect, it } from 'vitest';
import { RECOVERY_TIP_CATEGORIES, recoveryTipSchema } from '@rugby/contracts';
import { readinessAdaptation } from '@rugby/contracts/training-load';
import { CHECK_IN_TIPS, RECOVERY_TIPS } from '../src/content/recovery-tips.ts';
import { tipFor, tipOfTheDay } from '../src/player/tip-of-the-day.ts';

const dates = (start: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const d = new Date(`${start}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return d.toISOString().slice(0, 10);
  });

describe('recovery tips library', () => {
  it('has 30+ tips across the five categories, each valid and complete', () => {
    expect(RECOVERY_TIPS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(RECOVERY_TIPS.map((t) => t.id)).size).toBe(RECOVERY_TIPS.length);
    expect(new Set(RECOVERY_TIPS.map((t) => t.title)).size).toBe(RECOVERY_TIPS.length);
    for (const c of RECOVERY_TIP_CATEGORIES) expect(RECOVERY_TIPS.filter((t) => t.category === c).length, c).toBeGreaterThanOrEqual(6);
    for (const t of RECOVERY_TIPS) {
      expect(recoveryTipSchema.parse(t)).toEqual(t);
      expect(t.content.length).toBeGreaterThan(80);
      expect(t.duration.trim()).not.toBe('');
    }
  });
});

describe('tip of the day', () => {
  it('is deterministic by date', () => {
    expect(tipOfTheDay('2026-03-02')).toEqual(tipOfTheDay('2026-03-02'));
    expect(tipOfTheDay('2026-03-02')).toBe(RECOVERY_TIPS.find((t) => t.id === tipOfTheDay('2026-03-02').id));
  });

  it('changes every day, never repeating a tip or a category on consecutive days', () => {
    const year = dates('2025-12-20', 400).map(tipOfTheDay);
    for (let i = 1; i < year.length; i += 1) {
      expect(year[i]!.id).not.toBe(year[i - 1]!.id);
      expect(year[i]!.category).not.toBe(year[i - 1]!.category);
    }
  });

  it('cycles through the categories every five days and shows every tip within weeks', () => {
    const week = dates('2026-03-02', 5).map((d) => tipOfTheDay(d).category);
    expect(new Set(week)).toEqual(new Set(RECOVERY_TIP_CATEGORIES));
    const maxPerCategory = Math.max(...RECOVERY_TIP_CATEGORIES.map((c) => RECOVERY_TIPS.filter((t) => t.category === c).length));
    const shown = new Set(dates('2026-03-02', maxPerCategory * RECOVERY_TIP_CATEGORIES.length).map((d) => tipOfTheDay(d).id));
    expect(shown.size).toBe(RECOVERY_TIPS.length);
  });

  it('rejects a date it cannot read', () => {
    expect(() => tipOfTheDay('not-a-date')).toThrow(/not a date/);
  });
});

describe("the tip for the player's check-in", () => {
  const scores = (value: number) => ({ sleep: value, soreness: value, fatigue: value, stress: value, mood: value });
  const injured = (area: 'hamstring' | 'head-neck' | 'illness') => readinessAdaptation(scores(4), { reported: true, area });

  it('after an injury: protect, load pain-free, see the physio; a sore neck and an illness their own; low readiness: sleep', () => {
    for (const t of Object.values(CHECK_IN_TIPS)) expect(recoveryTipSchema.parse(t)).toEqual(t);
    expect(tipFor('2026-03-02', injured('hamstring'))).toBe(CHECK_IN_TIPS.injury);
    expect(CHECK_IN_TIPS.injury.content).toMatch(/pain-free.*physio/s);
    expect(tipFor('2026-03-02', injured('head-neck'))).toBe(CHECK_IN_TIPS.neck);
    expect(tipFor('2026-03-02', injured('illness'))).toBe(CHECK_IN_TIPS.illness);
    expect(CHECK_IN_TIPS.illness.content).toMatch(/rest.*drink/is);
    for (const date of dates('2026-03-02', 10)) expect(tipFor(date, readinessAdaptation(scores(2), { reported: false })).category).toBe('sleep');
    expect(tipFor('2026-03-02', readinessAdaptation(scores(4), { reported: false }))).toBe(tipOfTheDay('2026-03-02'));
    expect(tipFor('2026-03-02', null)).toBe(tipOfTheDay('2026-03-02'));
    // Not in the daily rotation.
    expect(RECOVERY_TIPS.some((t) => Object.values(CHECK_IN_TIPS).some((c) => c.id === t.id))).toBe(false);
  });

  it('very sore (soreness 1/5): a soreness tip; exhausted (fatigue 1/5 or readiness 2/5 or below): the tired tip, never a match-night one', () => {
    const check = (s: Partial<ReturnType<typeof scores>>) => readinessAdaptation({ ...scores(3), ...s }, { reported: false });
    // The coach's check-ins: soreness 1 with the rest 3 (2.6/5), and 1.6/5 with fatigue 1.
    expect(tipFor('2026-03-03', check({ soreness: 1 }))).toBe(CHECK_IN_TIPS.soreness);
    expect(CHECK_IN_TIPS.soreness.content).toMatch(/soreness.*easy (bike|movement)/is);
    expect(CHECK_IN_TIPS.soreness.content).toMatch(/coach or physio/);
    const exhausted = readinessAdaptation({ sleep: 1, soreness: 2, fatigue: 1, stress: 2, mood: 2 }, { reported: false });
    for (const date of dates('2026-03-02', 10)) {
      expect(tipFor(date, exhausted)).toBe(CHECK_IN_TIPS.tired);
      expect(tipFor(date, check({ fatigue: 1 }))).toBe(CHECK_IN_TIPS.tired);
      expect(tipFor(date, readinessAdaptation(scores(2), { reported: false }))).toBe(CHECK_IN_TIPS.tired);
      // Low (2.1-2.4/5) but not exhausted: a sleep tip, not the one about sleeping after an evening game.
      const low = tipFor(date, readinessAdaptation({ sleep: 2, soreness: 2, fatigue: 2, stress: 2, mood: 3 }, { reported: false }));
      expect(low.category).toBe('sleep');
      expect(low.id).not.toBe('sleep-after-evening-games');
    }
    expect(CHECK_IN_TIPS.tired.content).toMatch(/sleep|bed/i);
    expect(CHECK_IN_TIPS.tired.id).not.toBe('sleep-after-evening-games');
    // An injury still gets the injury's tip, however tired or sore.
    expect(tipFor('2026-03-03', readinessAdaptation({ ...scores(1) }, { reported: true, area: 'knee' }))).toBe(CHECK_IN_TIPS.injury);
    // Never a diagnosis.
    for (const t of [CHECK_IN_TIPS.soreness, CHECK_IN_TIPS.tired]) expect(t.content).not.toMatch(/you have|strain|tear|diagnos/i);
  });
});
