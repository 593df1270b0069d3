import { describe, expect, it } from 'vitest';
import type { ProgramItemDoc } from '@rugby/contracts';
import { readinessAdaptation } from '@rugby/contracts/training-load';
import { PRESCRIPTIONS } from '../src/content/doses.ts';
import { coachItem } from '../src/generator/dosing.ts';
import { adaptItem, isSprintWork, reduceVolume } from '../src/player/readiness-adaptation.ts';

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
const low = readinessAdaptation(scores(2), { reported: false }); // 2.0/5: volume −30 %, no sprints
const injured = readinessAdaptation(scores(4), { reported: true, area: 'hamstring' }); // −50 %, no sprints, no contact

const sprintId = Object.entries(PRESCRIPTIONS).find(([, p]) => p.kind === 'sprint')![0];
const intervalId = Object.entries(PRESCRIPTIONS).find(([, p]) => p.hardInterval && p.kind !== 'sprint')![0];

describe('the readiness rule on the personal session (decision 021)', () => {
  it('leaves the day as planned for a good check-in, and the warm-up, laws briefing and cool-down always', () => {
    expect(adaptItem(item(), 'strength', fine)).toEqual({ change: 'none' });
    for (const category of ['warmup', 'laws', 'cooldown'] as const) {
      expect(adaptItem(item(), category, injured)).toEqual({ change: 'none' });
      expect(adaptItem(item({ exerciseId: sprintId }), category, low)).toEqual({ change: 'none' });
    }
  });

  it('cuts volume by the rule: fewer sets when rounding leaves fewer, else fewer reps, seconds or metres, minutes in proportion', () => {
    // 4 sets × 0.7 = 2.8 → 3 sets; 12 minutes × 3/4 = 9.
    expect(adaptItem(item(), 'strength', low)).toEqual({ change: 'reduced', item: item({ sets: 3, minutes: 9 }), reason: low.reason });
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

  it('leaves out sprints and hard intervals when the rule says no sprints, contact when it says no contact', () => {
    expect(isSprintWork(item({ exerciseId: sprintId }))).toBe(true);
    expect(isSprintWork(item({ exerciseId: intervalId }))).toBe(true);
    expect(isSprintWork(item())).toBe(false);
    expect(adaptItem(item({ exerciseId: sprintId }), 'conditioning', low)).toEqual({ change: 'dropped', reason: `${low.reason} (left out: sprints)` });
    expect(adaptItem(item({ exerciseId: intervalId }), 'conditioning', injured)).toMatchObject({ change: 'dropped' });
    // −15 % keeps the sprints, fewer of them.
    expect(adaptItem(item({ exerciseId: sprintId }), 'conditioning', reduced)).toMatchObject({ change: 'reduced' });
    // Contact goes only for an injury or illness.
    expect(adaptItem(item({ contact: 'controlled' }), 'skills', low)).toMatchObject({ change: 'reduced' });
    expect(adaptItem(item({ contact: 'controlled' }), 'skills', injured)).toEqual({
      change: 'dropped',
      reason: `${injured.reason} (left out: contact)`,
    });
    expect(injured.reason).toContain('hamstring');
  });
});
