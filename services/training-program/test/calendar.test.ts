import { describe, expect, it } from 'vitest';
import { dayKind, trainingDayOnOrAfter, trainingDaysBetween } from '../src/domain/calendar.ts';
import { seasonPhaseOn } from '../src/domain/season.ts';

describe('training calendar', () => {
  it('knows training, rest and recovery days', () => {
    expect(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'].map(dayKind)).toEqual([
      'training',
      'training',
      'rest',
      'training',
      'training',
      'recovery',
      'recovery',
    ]);
  });

  it('finds the first training day on or after a date', () => {
    expect(trainingDayOnOrAfter('2026-03-02')).toBe('2026-03-02');
    expect(trainingDayOnOrAfter('2026-03-04')).toBe('2026-03-05');
    expect(trainingDayOnOrAfter('2026-03-07')).toBe('2026-03-09');
    expect(trainingDayOnOrAfter('2026-12-27')).toBe('2026-12-28');
  });

  it('counts training days between two dates, both included', () => {
    expect(trainingDaysBetween('2026-03-02', '2026-03-02')).toBe(1);
    expect(trainingDaysBetween('2026-03-02', '2026-03-01')).toBe(0);
    expect(trainingDaysBetween('2026-03-02', '2026-03-08')).toBe(4);
    expect(trainingDaysBetween('2026-03-05', '2026-03-09')).toBe(3);
    expect(trainingDaysBetween('2026-03-04', '2026-03-04')).toBe(0);
    expect(trainingDaysBetween('2026-12-28', '2027-01-08')).toBe(8);
    // Brute force over a range with a leap day.
    let count = 0;
    for (let d = new Date('2028-02-01T00:00:00Z'); d <= new Date('2028-04-15T00:00:00Z'); d.setUTCDate(d.getUTCDate() + 1)) {
      if (dayKind(d.toISOString().slice(0, 10)) === 'training') count += 1;
    }
    expect(trainingDaysBetween('2028-02-01', '2028-04-15')).toBe(count);
  });
});

describe('season phase of a date', () => {
  const settings = { preseasonStartDate: '2026-01-01', preseasonEndDate: '2026-03-31', inseasonStartDate: '2026-04-01', inseasonEndDate: '2026-10-31' };
  it('is pre-season and in-season between their dates (inclusive), off-season otherwise', () => {
    expect(seasonPhaseOn('2026-01-01', settings)).toBe('pre-season');
    expect(seasonPhaseOn('2026-03-31', settings)).toBe('pre-season');
    expect(seasonPhaseOn('2026-04-01', settings)).toBe('in-season');
    expect(seasonPhaseOn('2026-10-31', settings)).toBe('in-season');
    expect(seasonPhaseOn('2026-11-01', settings)).toBe('off-season');
    expect(seasonPhaseOn('2025-12-31', settings)).toBe('off-season');
  });
});
