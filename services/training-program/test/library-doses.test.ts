import { describe, expect, it } from 'vitest';
import { AGE_BANDS, SEASON_PHASES, type SeasonPhase } from '@rugby/contracts';
import { ACTIVITIES, activityById } from '../src/content/activities.ts';
import { PRESCRIPTIONS, doseFromRange } from '../src/content/doses.ts';
import { ACTIVATE_NOTE, activateStage, activateWarmup, type ActivateComponent } from '../src/content/activate.ts';
import { WORK_KINDS, doseMinutes, doseSeconds, type DoseRange, type Prescription } from '../src/content/prescription.ts';

const rx = (id: string): Prescription => {
  const p = PRESCRIPTIONS[id];
  if (!p) throw new Error(`no prescription for ${id}`);
  return p;
};
const dosesOf = (p: Prescription) => Object.entries(p.doses) as [SeasonPhase, DoseRange][];
const everyDose = () => ACTIVITIES.flatMap((a) => dosesOf(rx(a.id)).map(([phase, range]) => ({ a, p: rx(a.id), phase, range })));

describe('library prescriptions', () => {
  it('covers every activity of the library and nothing else', () => {
    const ids = ACTIVITIES.map((a) => a.id);
    for (const id of ids) expect(PRESCRIPTIONS[id], id).toBeDefined();
    expect(Object.keys(PRESCRIPTIONS).sort()).toEqual([...ids].sort());
    for (const a of ACTIVITIES) {
      const p = rx(a.id);
      expect(WORK_KINDS, a.id).toContain(p.kind);
      expect(Object.keys(p.doses).length, `${a.id} is used in at least one phase`).toBeGreaterThan(0);
    }
  });

  it('has self-consistent dose ranges', () => {
    for (const { a, p, phase, range } of everyDose()) {
      const at = `${a.id} ${phase}`;
      const [setsMin, setsMax] = range.sets;
      expect(Number.isInteger(setsMin) && setsMin >= 1, at).toBe(true);
      expect(setsMin, at).toBeLessThanOrEqual(setsMax);
      if (range.reps) {
        expect(range.reps[0], at).toBeGreaterThanOrEqual(1);
        expect(range.reps[0], at).toBeLessThanOrEqual(range.reps[1]);
      }
      expect(range.restSeconds, at).toBeGreaterThanOrEqual(0);
      // Some measure of work: reps, seconds or metres.
      expect(Boolean(range.reps || range.durationSeconds || range.distanceMeters), at).toBe(true);
      // Work counted in reps or runs needs a time per rep, else the time model guesses.
      if (!range.durationSeconds) expect(p.secondsPerRep, at).toBeGreaterThan(0);
      if (range.load.kind === 'percent1rm') expect(range.load.percent >= 20 && range.load.percent <= 100, at).toBe(true);
      if (range.load.kind === 'rpe') expect(range.load.rpe >= 1 && range.load.rpe <= 10, at).toBe(true);

      switch (p.kind) {
        case 'loaded-lift':
          expect(range.reps, `${at}: a loaded lift has reps`).toBeDefined();
          expect(['percent1rm', 'rpe'], `${at}: a loaded lift has a %1RM or RPE load`).toContain(range.load.kind);
          break;
        case 'isometric':
          expect(range.durationSeconds, `${at}: holds are in seconds`).toBeGreaterThan(0);
          break;
        case 'eccentric':
          expect(p.heavyEccentric, at).toBe(true);
          expect(setsMin >= 2 && setsMax <= 3, `${at}: eccentric sets 2-3`).toBe(true);
          expect(range.reps, at).toBeDefined();
          expect(range.reps![0] >= 3 && range.reps![1] <= 6, `${at}: eccentric reps 3-6`).toBe(true);
          expect(range.load.kind, at).toBe('bodyweight');
          break;
        case 'plyometric':
          expect(range.reps, at).toBeDefined();
          expect(range.reps![1], `${at}: plyometric reps ≤ 6`).toBeLessThanOrEqual(6);
          break;
        case 'sprint':
          expect(Boolean(range.distanceMeters || range.durationSeconds), `${at}: a sprint has a distance or a time`).toBe(true);
          break;
        case 'briefing':
          expect([setsMin, setsMax, range.durationSeconds], at).toEqual([1, 1, 300]);
          break;
        default:
          break;
      }
    }
  });

  it('gives the big barbell lifts phase doses a coach signs off', () => {
    const lifts = ['st-back-squat', 'st-front-squat', 'st-trap-bar-deadlift', 'st-bench-press'];
    for (const id of lifts) {
      const { 'pre-season': pre, 'in-season': inSeason, 'off-season': off } = rx(id).doses;
      const percent = (d: DoseRange | undefined) => (d?.load.kind === 'percent1rm' ? d.load.percent : NaN);
      expect(percent(pre) >= 75 && percent(pre) <= 82, `${id} pre-season`).toBe(true);
      expect(pre!.reps![1], `${id} pre-season reps`).toBeLessThanOrEqual(6);
      expect(percent(inSeason) >= 80 && percent(inSeason) <= 85, `${id} in-season`).toBe(true);
      expect(inSeason!.sets[1], `${id} in-season sets`).toBeLessThanOrEqual(3);
      expect(percent(off) >= 60 && percent(off) <= 65, `${id} off-season`).toBe(true);
      for (const d of [pre!, inSeason!, off!]) expect(d.restSeconds >= 90 && d.restSeconds <= 180, id).toBe(true);
      expect(rx(id).setupSeconds, `${id} warm-up sets`).toBeGreaterThanOrEqual(120);
    }
    expect(rx('st-nordic').cues).toContain('Lower for 3-5 s');
  });

  it('fits every dose in honest minutes: the smallest within 20, the largest within 30', () => {
    for (const { a, p, phase, range } of everyDose()) {
      const min = doseMinutes(p, doseFromRange(range, 'min'));
      const max = doseMinutes(p, doseFromRange(range, 'max'));
      expect(min, `${a.id} ${phase} smallest`).toBeLessThanOrEqual(20);
      expect(max, `${a.id} ${phase} largest`).toBeLessThanOrEqual(30);
      expect(min, `${a.id} ${phase}`).toBeLessThanOrEqual(max);
    }
    // The tempo runs that could not fit their minutes: 6-8 × 100 m with a walk back is 8-11 minutes, not 5.
    const tempo = rx('co-tempo-runs');
    const inSeason = tempo.doses['in-season']!;
    expect(doseMinutes(tempo, doseFromRange(inSeason, 'min'))).toBeGreaterThanOrEqual(7);
    // Bike intervals: 6 × 60 s hard / 60 s easy are 11 minutes of work and rest plus the set-up, not 6.
    const bike = rx('co-bike-intervals');
    expect(doseSeconds(bike, doseFromRange(bike.doses['pre-season']!, 'min'))).toBeGreaterThanOrEqual(11 * 60);
  });

  it('keeps live contact, scrummaging, hard intervals and high-intensity work out of the off-season', () => {
    for (const a of ACTIVITIES) {
      const p = rx(a.id);
      const off = p.doses['off-season'];
      if (!off) continue;
      expect(p.contact, `${a.id}: live contact off-season`).not.toBe('live');
      expect(p.scrummaging ?? false, `${a.id}: scrummaging off-season`).toBe(false);
      expect(p.hardInterval ?? false, `${a.id}: hard intervals off-season`).toBe(false);
      // High-intensity activities appear off-season only as a light technical lift.
      if (a.intensity === 'high') expect(p.kind, a.id).toBe('loaded-lift');
      if (off.load.kind === 'percent1rm') expect(off.load.percent, a.id).toBeLessThanOrEqual(65);
      if (off.load.kind === 'rpe') expect(off.load.rpe, a.id).toBeLessThanOrEqual(6);
    }
    // The off-season still has easy aerobic work and light strength with and without a gym.
    const offSeason = ACTIVITIES.filter((a) => rx(a.id).doses['off-season']);
    expect(offSeason.some((a) => a.category === 'conditioning' && a.equipment === 'none' && a.intensity === 'low')).toBe(true);
    for (const equipment of ['gym', 'none'] as const) {
      expect(offSeason.filter((a) => a.category === 'strength' && (equipment === 'gym' || a.equipment === 'none')).length, equipment).toBeGreaterThanOrEqual(4);
    }
  });

  it('has enough strength exercises for a 2-4 exercise block in every phase and equipment setting', () => {
    for (const phase of SEASON_PHASES) {
      for (const equipment of ['gym', 'none'] as const) {
        const strength = ACTIVITIES.filter((a) => a.category === 'strength' && (equipment === 'gym' || a.equipment === 'none') && rx(a.id).doses[phase]);
        const kinds = new Set(strength.map((a) => rx(a.id).kind));
        expect(strength.length, `${phase} ${equipment}`).toBeGreaterThanOrEqual(8);
        expect(kinds.size, `${phase} ${equipment}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('labels contact, scrummaging, units and partners', () => {
    expect(rx('sk-live-scrum')).toMatchObject({ contact: 'live', scrummaging: true, needsPack: true });
    expect(rx('sk-scrum-machine')).toMatchObject({ contact: 'controlled', scrummaging: true, needsPack: true });
    expect(rx('sk-lineout-jumping').needsPack).toBe(true);
    expect(rx('st-wrestle')).toMatchObject({ contact: 'live', needsPartner: true });
    expect(rx('sk-tackle-technique')).toMatchObject({ contact: 'controlled', tackle: true });
    expect(rx('sk-tackle-shields-walk')).toMatchObject({ contact: 'controlled', tackle: true });
    expect(rx('sk-tackle-shields-walk').doses['off-season']).toBeDefined();
    for (const a of ACTIVITIES) {
      const p = rx(a.id);
      if (p.scrummaging) expect(p.contact, a.id).not.toBe('none');
      if (p.contact === 'live') expect(Boolean(p.needsPartner || p.needsPack), a.id).toBe(true);
      // Tackle drills teach the community tackle height.
      if (p.tackle) expect([a.description, ...p.cues].join(' '), a.id).toMatch(/sternum/);
    }
  });

  it('never offers cold water straight after strength work', () => {
    const cold = ACTIVITIES.filter((a) => rx(a.id).coldWater);
    expect(cold.map((a) => a.id)).toEqual(['cd-cold-water']);
    const p = rx('cd-cold-water');
    expect(p.kind).toBe('recovery');
    expect(`${activityById('cd-cold-water')!.description} ${p.cues.join(' ')}`).toMatch(/never straight after strength work/);
  });

  it('gives 2-4 cues, named equipment and existing progressions and regressions', () => {
    for (const a of ACTIVITIES) {
      const p = rx(a.id);
      expect(p.cues.length >= 2 && p.cues.length <= 4, `${a.id} cues`).toBe(true);
      for (const cue of [...p.cues, ...p.equipment]) expect(cue.trim().length >= 2 && cue.length <= 240, a.id).toBe(true);
      expect(p.setupSeconds, a.id).toBeGreaterThanOrEqual(0);
      for (const id of [...p.progressions, ...p.regressions]) {
        expect(activityById(id), `${a.id} → ${id}`).not.toBeNull();
        expect(id, a.id).not.toBe(a.id);
      }
      if (p.kind === 'loaded-lift' || p.kind === 'eccentric')
        expect(p.progressions.length + p.regressions.length, `${a.id} has somewhere to go`).toBeGreaterThan(0);
    }
    expect(rx('st-back-squat').progressions).toContain('st-front-squat');
    expect(rx('st-back-squat').regressions).toContain('st-goblet-squat');
    expect(rx('st-nordic').regressions).toContain('st-nordic-assisted');
  });

  it('keeps descriptions to how (the dose says how much) and within the tackle-height law', () => {
    for (const a of ACTIVITIES) {
      const text = `${a.description} ${rx(a.id).cues.join(' ')}`;
      expect(text, a.id).not.toMatch(/\b(arriv\w*|com\w*\s+in|go\w*\s+in|hit\w*|tackl\w*)\s+high\b/i);
      expect(text, a.id).not.toMatch(/\bhigh on the (ball|body|chest|carrier|man|player)\b/i);
      expect(a.description, a.id).not.toMatch(/\brepetitions\b|\b\d+\s*reps\b|\bsets of \d|\b\d+\s*[×x]\s*\d+\s*(s|sec\w*|min\w*)\b/i);
    }
    expect(activityById('sk-double-tackle')!.description).toMatch(/below the carrier's sternum/);
    expect(activityById('co-tempo-runs')!.description).not.toMatch(/8-10/);
    expect(activityById('co-bike-intervals')!.description).not.toMatch(/6 ×/);
  });
});

describe('World Rugby Activate warm-up', () => {
  const ORDER: ActivateComponent[] = ['movement', 'balance', 'lower-limb', 'hamstring', 'trunk', 'neck', 'game'];
  const flags = [false, true] as const;

  it('maps weeks of the season to stages', () => {
    expect([1, 7, 8, 14, 15, 30].map(activateStage)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(ACTIVATE_NOTE).toMatch(/Activate/);
  });

  it('is 15-20 honest minutes in the Activate order for every age band, stage and day', () => {
    for (const ageBand of AGE_BANDS) {
      for (const stage of [1, 2, 3] as const) {
        for (const dayBeforeMatch of flags) {
          for (const contactToday of flags) {
            for (const frontRowInSquad of flags) {
              for (const minutes of [undefined, 15, 16, 17, 18, 19, 20]) {
                const at = `${ageBand} stage ${stage} md-1 ${dayBeforeMatch} contact ${contactToday} front row ${frontRowInSquad} ${minutes ?? 'default'}`;
                const items = activateWarmup({ ageBand, stage, dayBeforeMatch, contactToday, frontRowInSquad, minutes });
                const total = items.reduce((sum, i) => sum + i.minutes, 0);
                expect(total, at).toBe(minutes ?? 18);
                expect(total >= 15 && total <= 20, at).toBe(true);
                expect(
                  items.map((i) => i.component),
                  at,
                ).toEqual(ORDER);
                expect(activityById(items[0]!.activityId)!.category, at).toBe('warmup');
                expect(rx(items.at(-1)!.activityId).kind, `${at}: a game last`).toBe('game');
                expect(rx(items[1]!.activityId).kind, `${at}: balance and landing`).toBe('balance');
                for (const item of items) {
                  const p = rx(item.activityId);
                  const seconds = doseSeconds(p, item.dose);
                  expect(doseMinutes(p, item.dose), `${at} ${item.activityId}`).toBeLessThanOrEqual(item.minutes);
                  expect(seconds, `${at} ${item.activityId}: the minutes are honest`).toBeGreaterThanOrEqual(item.minutes * 30);
                  expect(item.minutes, at).toBeGreaterThanOrEqual(1);
                  expect(p.hardInterval ?? false, at).toBe(false);
                  // Personal programs use the same warm-up: nothing in it needs a partner or a unit.
                  expect(Boolean(p.needsPartner || p.needsPack), `${at} ${item.activityId}`).toBe(false);
                  expect(p.contact, at).toBe('none');
                  expect(['bodyweight', 'none'], at).toContain(item.dose.load.kind);
                  if (dayBeforeMatch) expect(p.heavyEccentric ?? false, `${at}: no heavy eccentric the day before a match`).toBe(false);
                }
                const neck = items.find((i) => i.component === 'neck')!;
                if (contactToday || frontRowInSquad) expect(neck.note, at).toMatch(/Neck work stays in/);
                const hamstring = items.find((i) => i.component === 'hamstring')!;
                expect(hamstring.activityId, at).toBe(
                  dayBeforeMatch ? 'st-single-leg-glute-bridge' : ageBand === 'adult' || ageBand === 'u18' ? 'st-nordic' : 'st-nordic-assisted',
                );
              }
            }
          }
        }
      }
    }
  });

  it('progresses with the stage and eases off for younger players', () => {
    const warmup = (ageBand: (typeof AGE_BANDS)[number], stage: 1 | 2 | 3) =>
      activateWarmup({ ageBand, stage, dayBeforeMatch: false, contactToday: false, frontRowInSquad: false, minutes: 20 });
    const part = (items: ReturnType<typeof warmup>, c: ActivateComponent) => items.find((i) => i.component === c)!;

    const nordic = [1, 2, 3].map((s) => part(warmup('adult', s as 1 | 2 | 3), 'hamstring').dose);
    expect(nordic.map((d) => [d.sets, d.reps, d.repsMax])).toEqual([
      [1, 3, 5],
      [2, 3, 5],
      [3, 3, 6],
    ]);
    expect([1, 2, 3].map((s) => part(warmup('adult', s as 1 | 2 | 3), 'balance').activityId)).toEqual([
      'wu-single-leg-balance',
      'wu-hop-stick',
      'wu-lateral-bound-stick',
    ]);
    expect(new Set([1, 2, 3].map((s) => part(warmup('adult', s as 1 | 2 | 3), 'trunk').activityId)).size).toBe(3);

    for (const stage of [1, 2, 3] as const) {
      const adult = warmup('adult', stage);
      const u15 = warmup('u15', stage);
      const work = (d: { reps: number | null; repsMax: number | null; durationSeconds: number | null }) =>
        (d.repsMax ?? d.reps ?? 1) * (d.durationSeconds ?? 1);
      for (const c of ['balance', 'lower-limb', 'trunk', 'neck'] as const) {
        expect(work(part(u15, c).dose), `${c} stage ${stage}`).toBeLessThanOrEqual(work(part(adult, c).dose));
      }
      expect(work(part(u15, 'trunk').dose), `shorter holds for under-15s, stage ${stage}`).toBeLessThan(work(part(adult, 'trunk').dose));
      expect(part(u15, 'hamstring').activityId).toBe('st-nordic-assisted');
    }
  });

  it('keeps neck work in on contact days and with a front row in the squad', () => {
    const base = { ageBand: 'adult' as const, stage: 2 as const, dayBeforeMatch: false, minutes: 15 };
    const quiet = activateWarmup({ ...base, contactToday: false, frontRowInSquad: false }).find((i) => i.component === 'neck')!;
    const contact = activateWarmup({ ...base, contactToday: true, frontRowInSquad: false }).find((i) => i.component === 'neck')!;
    const frontRow = activateWarmup({ ...base, contactToday: false, frontRowInSquad: true }).find((i) => i.component === 'neck')!;
    expect(contact.dose.sets).toBeGreaterThan(quiet.dose.sets);
    expect(frontRow.dose.sets).toBeGreaterThan(quiet.dose.sets);
    expect(contact.note).toMatch(/contact/);
    expect(frontRow.note).toMatch(/front-row/);
  });
});
