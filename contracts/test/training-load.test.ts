import { describe, expect, it } from 'vitest';
import {
  BODY_AREAS,
  INJURY_EXCLUSIONS,
  INTENSITY_CAP,
  isOutsideBand,
  readinessAdaptation,
  readinessScore,
  sessionLoad,
  workloadRatio,
  type ReadinessScores,
} from '../src/training-load.ts';

const week = (loads: number[]) => loads;
/** Four weeks of Monday, Wednesday and Friday sessions of 400 AU (RPE 5 × 80 min). */
const base = [
  ...week([400, 0, 400, 0, 400, 0, 0]),
  ...week([400, 0, 400, 0, 400, 0, 0]),
  ...week([400, 0, 400, 0, 400, 0, 0]),
  ...week([400, 0, 400, 0, 400, 0, 0]),
];

describe('session load (Foster session-RPE)', () => {
  it('is RPE × minutes', () => {
    expect(sessionLoad(5, 80)).toBe(400);
    expect(sessionLoad(7, 45)).toBe(315);
  });
});

describe('acute:chronic workload ratio (EWMA, 7 and 28 days)', () => {
  it('a steady 300 AU a day for 28 days: acute 299.9, chronic 259.4, ratio 1.16 (inside 0.8–1.3)', () => {
    const r = workloadRatio(Array(28).fill(300));
    expect(r).toEqual({ acute: 299.9, chronic: 259.4, ratio: 1.16 });
    expect(isOutsideBand(r.ratio)).toBe(false);
  });

  it('three sessions a week for four weeks: 0.89, inside the band', () => {
    expect(workloadRatio(base).ratio).toBe(0.89);
  });

  it('then a week of six 600 AU sessions: 1.39, flagged', () => {
    const r = workloadRatio([...base, 600, 600, 600, 600, 600, 600, 0]);
    expect(r.ratio).toBe(1.39);
    expect(isOutsideBand(r.ratio)).toBe(true);
  });

  it('then a week off: 0.20, flagged (detraining before a return)', () => {
    const r = workloadRatio([...base, 0, 0, 0, 0, 0, 0, 0]);
    expect(r.ratio).toBe(0.2);
    expect(isOutsideBand(r.ratio)).toBe(true);
  });

  it('reports no ratio before 28 days of history or without any load, and flags none', () => {
    expect(workloadRatio(Array(27).fill(300)).ratio).toBeNull();
    expect(workloadRatio(Array(40).fill(0)).ratio).toBeNull();
    expect(isOutsideBand(null)).toBe(false);
  });
});

describe('readiness', () => {
  const all = (n: number): ReadinessScores => ({ sleep: n, soreness: n, fatigue: n, stress: n, mood: n });
  const none = { reported: false };

  it('is the mean of the five items to one decimal', () => {
    expect(readinessScore({ sleep: 4, soreness: 3, fatigue: 3, stress: 4, mood: 5 })).toBe(3.8);
    expect(readinessScore(all(2))).toBe(2);
  });

  it('trains as planned when ready', () => {
    expect(readinessAdaptation(all(4), none)).toEqual({
      level: 'as-planned',
      volume: 1,
      intensityCap: null,
      scores: all(4),
      noSprints: false,
      noContact: false,
      area: null,
      excludes: {},
      cause: 'readiness 4/5',
      reason: 'readiness 4/5: train as planned',
    });
  });

  it('takes 15 % off at 3.4 or below, or with any item at 1', () => {
    expect(readinessAdaptation({ sleep: 3, soreness: 4, fatigue: 3, stress: 3, mood: 4 }, none)).toMatchObject({
      level: 'reduced',
      volume: 0.85,
      reason: 'readiness 3.4/5: volume −15 %',
    });
    expect(readinessAdaptation({ sleep: 1, soreness: 5, fatigue: 5, stress: 5, mood: 5 }, none)).toMatchObject({ level: 'reduced', volume: 0.85 });
  });

  it('takes 30 % off and the sprints and hard intervals out at 2.4 or below', () => {
    expect(readinessAdaptation({ sleep: 2, soreness: 2, fatigue: 3, stress: 2, mood: 3 }, none)).toEqual({
      level: 'low',
      volume: 0.7,
      intensityCap: null,
      scores: { sleep: 2, soreness: 2, fatigue: 3, stress: 2, mood: 3 },
      noSprints: true,
      noContact: false,
      area: null,
      excludes: { sprint: expect.any(String), 'hard-interval': expect.any(String) },
      cause: 'readiness 2.4/5',
      reason: 'readiness 2.4/5: volume −30 %, no sprints or hard intervals',
    });
    // At 2 or below, plyometrics and live contact go too, and what stays is RPE 6 (70 % 1RM) at most.
    expect(readinessAdaptation({ sleep: 1, soreness: 2, fatigue: 1, stress: 2, mood: 2 }, none)).toMatchObject({
      level: 'low',
      intensityCap: INTENSITY_CAP,
      excludes: { sprint: expect.any(String), 'hard-interval': expect.any(String), 'jump-training': expect.any(String), 'live-contact': expect.any(String) },
      reason: 'readiness 1.6/5: volume −30 %, no sprints, hard intervals, plyometrics or live contact; RPE 6 (70 % 1RM) at most',
    });
  });

  it('halves the volume and leaves out what the area cannot take (contact always) for an injury or illness, whatever the scores', () => {
    expect(readinessAdaptation(all(5), { reported: true, area: 'hamstring' })).toEqual({
      level: 'injured',
      volume: 0.5,
      intensityCap: INTENSITY_CAP,
      scores: all(5),
      noSprints: true,
      noContact: true,
      area: 'hamstring',
      excludes: INJURY_EXCLUSIONS.hamstring,
      cause: 'hamstring reported',
      reason:
        'readiness 5/5, hamstring reported: volume −50 %, no Nordics, hinges, jumps, sprints, hard intervals, accelerations and build-ups, kicking, stretching or contact; RPE 6 (70 % 1RM) at most; pain-free rehab and mobility instead; tell your coach or physio',
    });
    expect(readinessAdaptation(all(5), { reported: true, area: 'shoulder' })).toMatchObject({
      noSprints: false,
      noContact: true,
      reason:
        'readiness 5/5, shoulder reported: volume −50 %, no pressing, loaded pulling and grip, overhead pressing and throwing, a bar across the shoulders, weight on your arms, heavy carries and sled pushes, scrummaging, Nordics or contact; RPE 6 (70 % 1RM) at most; pain-free rehab and mobility instead; tell your coach or physio',
    });
    expect(readinessAdaptation(all(3), { reported: true, area: 'illness' }).reason).toBe(
      'readiness 3/5, illness reported: volume −50 %, no training above easy aerobic work, sprints or contact; rest, mobility and easy movement instead; tell your coach or physio',
    );
    expect(readinessAdaptation(all(3), { reported: true }).reason).toBe(
      'readiness 3/5, injury or illness reported: volume −50 %, no sprints, hard intervals or contact; RPE 6 (70 % 1RM) at most; pain-free rehab and mobility instead; tell your coach or physio',
    );
    // Every area its own answer.
    expect(new Set(BODY_AREAS.map((area) => readinessAdaptation(all(4), { reported: true, area }).reason)).size).toBe(BODY_AREAS.length);
  });
});
