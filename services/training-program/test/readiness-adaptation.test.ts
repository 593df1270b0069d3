import { describe, expect, it } from 'vitest';
import type { ProgramItemDoc } from '@rugby/contracts';
import { readinessAdaptation } from '@rugby/contracts/training-load';
import { PRESCRIPTIONS } from '../src/content/doses.ts';
import { coachItem } from '../src/generator/dosing.ts';
import { adaptItem, capIntensity, reduceVolume } from '../src/player/readiness-adaptation.ts';

const item = (over: Partial<ProgramItemDoc> = {}): ProgramItemDoc => ({
  ...coachItem('Goblet squat', 12),
  sets: 4,
  reps: 8,
  restSeconds: 90,
  load: { kind: 'rpe', rpe: 7 },
  origin: 'library',
  ...over,
});
const scores = (value: number) => ({ sleep: value, soreness: value, fatigue: value, stress: value, mood: value });
const fine = readinessAdaptation(scores(4), { reported: false });
const reduced = readinessAdaptation(scores(3), { reported: false }); // 3.0/5: volume −15 %
const low = readinessAdaptation(scores(2), { reported: false }); // 2.0/5: volume −30 %, no sprints, hard intervals, plyometrics or live contact; RPE 6 at most
const lowish = readinessAdaptation({ sleep: 2, soreness: 2, fatigue: 3, stress: 2, mood: 3 }, { reported: false }); // 2.4/5: volume −30 %, no cap
const injured = readinessAdaptation(scores(4), { reported: true, area: 'hamstring' }); // −50 %, no sprints, no contact

const sprintId = Object.entries(PRESCRIPTIONS).find(([, p]) => p.kind === 'sprint')![0];
const intervalId = Object.entries(PRESCRIPTIONS).find(([, p]) => p.hardInterval && p.kind !== 'sprint')![0];

describe('the readiness rule on the skills, strength and conditioning, personal and squad alike (decisions 021, 027)', () => {
  it('leaves the day as planned for a good check-in; the warm-up, laws briefing and cool-down keep their volume', () => {
    expect(adaptItem(item(), 'strength', fine)).toEqual({ change: 'none' });
    for (const category of ['warmup', 'laws', 'cooldown'] as const) {
      expect(adaptItem(item(), category, injured)).toEqual({ change: 'none' });
      expect(adaptItem(item(), category, low)).toEqual({ change: 'none' });
    }
  });

  it("cuts the squad's items too: the volume the reason names is the volume the player is given", () => {
    // The same item from the squad's session or the player's own: one rule (adaptItem does not know the source).
    expect(adaptItem(item(), 'strength', lowish)).toEqual({ change: 'reduced', item: item({ sets: 3, minutes: 9 }), reason: lowish.reason });
    expect(lowish.reason).toBe('readiness 2.4/5: volume −30 %, no sprints or hard intervals');
  });

  it('caps the intensity at 2/5 or below and on an injured day: RPE 6, 70 % 1RM, 4 reps in reserve', () => {
    expect(low.intensityCap).toEqual({ rpe: 6, percent1rm: 70, rir: 4 });
    expect(injured.intensityCap).toEqual(low.intensityCap);
    expect(lowish.intensityCap).toBeNull();
    expect(readinessAdaptation(scores(4), { reported: true, area: 'illness' }).intensityCap).toBeNull();
    // 4 × 5-6 @ 78% 1RM (the squad's back squat) at 2/5: 3 sets at 70%, no longer high intensity.
    const squat = item({ sets: 4, reps: 5, repsMax: 6, load: { kind: 'percent1rm', percent: 78 }, intensity: 'high' });
    expect(adaptItem(squat, 'strength', low)).toMatchObject({
      change: 'reduced',
      item: { sets: 3, load: { kind: 'percent1rm', percent: 70 }, intensity: 'moderate' },
    });
    // RPE 8 lunges → RPE 6; reps in reserve 1 → 4; a load already under the cap, bodyweight and no load stay.
    expect(adaptItem(item({ load: { kind: 'rpe', rpe: 8 } }), 'strength', injured)).toMatchObject({ item: { sets: 2, load: { kind: 'rpe', rpe: 6 } } });
    expect(capIntensity(item({ load: { kind: 'rir', rir: 1 } }), low.intensityCap!).load).toEqual({ kind: 'rir', rir: 4 });
    for (const load of [{ kind: 'rpe', rpe: 5 }, { kind: 'bodyweight' }, { kind: 'none' }] as const)
      expect(capIntensity(item({ load }), low.intensityCap!)).toEqual(item({ load }));
    expect(low.reason).toBe('readiness 2/5: volume −30 %, no sprints, hard intervals, plyometrics or live contact; RPE 6 (70 % 1RM) at most');
    expect(injured.reason).toContain('; RPE 6 (70 % 1RM) at most; pain-free rehab and mobility instead');
  });

  it('cuts volume by the rule: fewer sets when rounding leaves fewer, else fewer reps, seconds or metres, minutes in proportion', () => {
    // 4 sets × 0.7 = 2.8 → 3 sets; 12 minutes × 3/4 = 9 (and RPE 7 → 6 at 2/5).
    expect(adaptItem(item(), 'strength', low)).toEqual({
      change: 'reduced',
      item: item({ sets: 3, minutes: 9, load: { kind: 'rpe', rpe: 6 } }),
      reason: low.reason,
    });
    // 4 × 0.5 = 2 sets, 6 minutes.
    expect(adaptItem(item(), 'strength', injured)).toMatchObject({ change: 'reduced', item: { sets: 2, minutes: 6 } });
    // 3 sets × 0.85 = 2.55 → still 3: the reps go instead, 8 × 0.85 = 6.8 → 7.
    expect(reduceVolume(item({ sets: 3, minutes: 10 }), reduced.volume)).toEqual(item({ sets: 3, reps: 7, minutes: 9 }));
    // A rep range keeps its shape: 8-10 at 0.85 → 7-9.
    expect(reduceVolume(item({ sets: 3, reps: 8, repsMax: 10 }), 0.85)).toMatchObject({ reps: 7, repsMax: 9 });
    // Timed work loses seconds, distance work metres.
    expect(reduceVolume(item({ sets: 1, reps: null, durationSeconds: 600, minutes: 10 }), 0.7)).toMatchObject({ durationSeconds: 420, minutes: 7 });
    expect(reduceVolume(item({ sets: 1, reps: null, distanceMeters: 2000, minutes: 12 }), 0.5)).toMatchObject({ distanceMeters: 1000, minutes: 6 });
    // Nothing to cut below one: a single rep stays, loads and intensity never change.
    const single = reduceVolume(item({ sets: 1, reps: 1, minutes: 3 }), 0.5);
    expect(single).toMatchObject({ sets: 1, reps: 1, load: { kind: 'rpe', rpe: 7 }, intensity: 'moderate' });
  });

  it('leaves out sprints and hard intervals in every block when the rule says no sprints, contact for an injury, live contact at 2/5', () => {
    const sprint = item({ exerciseId: sprintId });
    expect(adaptItem(sprint, 'conditioning', low)).toEqual({
      change: 'dropped',
      excluded: 'sprint',
      reason: 'readiness 2/5: left out (sprints — sprinting on a poor check-in raises the risk of a strain)',
    });
    // In the warm-up and the squad's session too.
    expect(adaptItem(sprint, 'warmup', low)).toMatchObject({ change: 'dropped' });
    // A running interval is a sprint; one on a bike is a hard interval: both go on a low day and for a hamstring.
    expect(adaptItem(item({ exerciseId: intervalId }), 'conditioning', injured)).toMatchObject({ change: 'dropped', excluded: 'sprint' });
    expect(adaptItem(item({ exerciseId: 'co-bike-intervals' }), 'conditioning', injured)).toMatchObject({ change: 'dropped', excluded: 'hard-interval' });
    expect(adaptItem(item({ exerciseId: 'co-bike-intervals' }), 'conditioning', lowish)).toEqual({
      change: 'dropped',
      excluded: 'hard-interval',
      reason: 'readiness 2.4/5: left out (hard intervals — all-out efforts on a poor check-in add fatigue you cannot recover from)',
    });
    // −15 % keeps the sprints, fewer of them.
    expect(adaptItem(sprint, 'conditioning', reduced)).toMatchObject({ change: 'reduced' });
    // Controlled contact stays on a low day, live contact goes at 2/5 or below; any contact goes for an injury.
    expect(adaptItem(item({ contact: 'controlled' }), 'skills', low)).toMatchObject({ change: 'reduced' });
    expect(adaptItem(item({ contact: 'live' }), 'skills', low)).toMatchObject({ change: 'dropped', excluded: 'live-contact' });
    expect(
      adaptItem(
        item({ contact: 'live' }),
        'skills',
        readinessAdaptation({ sleep: 2, soreness: 2, fatigue: 3, stress: 2, mood: 3 }, { reported: false }) /* 2.4/5 */,
      ),
    ).toMatchObject({ change: 'reduced' });
    expect(adaptItem(item({ contact: 'controlled' }), 'skills', injured)).toEqual({
      change: 'dropped',
      excluded: 'contact',
      reason: 'hamstring reported: left out (contact — accelerating into contact loads the hamstring)',
    });
    expect(injured.reason).toContain('hamstring');
  });
});
