import { describe, expect, it } from 'vitest';
import { ACTIVITY_CATEGORIES, POSITIONS } from '@rugby/contracts';
import { ACTIVITIES, LIBRARY_CATEGORIES } from '../src/content/activities.ts';
import { POSITION_GROUP_INFO, POSITION_GROUPS, positionGroupOf } from '../src/content/positions.ts';
import { PHASE_PLANS } from '../src/content/periodisation.ts';
import { ELITE_PROGRAMS, STYLE_EMPHASES } from '../src/content/elite-styles.ts';

describe('content library', () => {
  it('has unique ids and names, valid categories, durations and positions', () => {
    expect(new Set(ACTIVITIES.map((a) => a.id)).size).toBe(ACTIVITIES.length);
    expect(new Set(ACTIVITIES.map((a) => a.name.toLowerCase())).size).toBe(ACTIVITIES.length);
    for (const a of ACTIVITIES) {
      expect(ACTIVITY_CATEGORIES).toContain(a.category);
      expect(a.durationMinutes).toBeGreaterThanOrEqual(5);
      expect(a.description.length).toBeGreaterThan(40);
      expect(a.positions.length).toBeGreaterThan(0);
      for (const p of a.positions) expect(POSITIONS).toContain(p);
      expect(['gym', 'none']).toContain(a.equipment);
    }
  });

  it('covers every category, with gym and no-gym strength work', () => {
    for (const c of LIBRARY_CATEGORIES) expect(ACTIVITIES.filter((a) => a.category === c).length).toBeGreaterThanOrEqual(5);
    const strength = ACTIVITIES.filter((a) => a.category === 'strength');
    expect(strength.filter((a) => a.equipment === 'gym').length).toBeGreaterThanOrEqual(8);
    expect(strength.filter((a) => a.equipment === 'none').length).toBeGreaterThanOrEqual(8);
  });

  it('has position-specific drills for every position group', () => {
    expect(POSITION_GROUPS.flatMap((g) => POSITION_GROUP_INFO[g].positions).sort()).toEqual([...POSITIONS].sort());
    for (const g of POSITION_GROUPS) {
      const group = POSITION_GROUP_INFO[g].positions;
      const specific = ACTIVITIES.filter((a) => a.positions.length < POSITIONS.length && a.positions.some((p) => group.includes(p)));
      expect(specific.filter((a) => a.category === 'skills').length, g).toBeGreaterThanOrEqual(2);
      expect(specific.filter((a) => a.category !== 'skills').length, g).toBeGreaterThanOrEqual(2);
    }
    expect(positionGroupOf('8')).toBe('back-row');
    expect(positionGroupOf('hooker')).toBe('front-row');
  });

  it('periodises every season phase within 45-60 minute sessions', () => {
    for (const plan of Object.values(PHASE_PLANS)) {
      for (const m of plan.sessionMinutes) expect(m >= 45 && m <= 60).toBe(true);
    }
    expect(PHASE_PLANS['off-season'].liveContact).toBe(false);
    expect(PHASE_PLANS['pre-season'].sessionMinutes[0]).toBeGreaterThan(PHASE_PLANS['off-season'].sessionMinutes[0]);
  });

  it('gives every elite style its own emphases, matching its themes', () => {
    for (const [type, e] of Object.entries(STYLE_EMPHASES)) {
      expect(e.days).toHaveLength(4);
      expect(ELITE_PROGRAMS[type as keyof typeof ELITE_PROGRAMS].type).toBe(type);
      for (const tag of e.tags)
        expect(
          ACTIVITIES.some((a) => a.tags.includes(tag)),
          `${type}:${tag}`,
        ).toBe(true);
    }
    expect(new Set(Object.values(STYLE_EMPHASES).map((e) => e.tags.slice(0, 3).join())).size).toBe(11);
  });
});
