import { describe, expect, it } from 'vitest';
import { addDaysToKey, dateKeyIn, isoWeekdayOfKey, localDateKey, weekOfKey } from '../src/lib/calendar.ts';

describe('calendar date keys', () => {
  it('formats the local date', () => {
    expect(localDateKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
  it('adds days across months and years', () => {
    expect(addDaysToKey('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDaysToKey('2026-01-01', -1)).toBe('2025-12-31');
  });
  it('numbers weekdays Monday 1 to Sunday 7 and weeks from Monday', () => {
    expect(['2026-03-02', '2026-03-04', '2026-03-08'].map(isoWeekdayOfKey)).toEqual([1, 3, 7]);
    expect(weekOfKey('2026-03-08')).toEqual({ weekStart: '2026-03-02', weekEnd: '2026-03-08' });
    expect(weekOfKey('2026-03-02')).toEqual({ weekStart: '2026-03-02', weekEnd: '2026-03-08' });
    expect(weekOfKey('2026-01-01')).toEqual({ weekStart: '2025-12-29', weekEnd: '2026-01-04' });
  });
});

describe('a date in a time zone', () => {
  it("is the team's calendar date wherever the browser is", () => {
    const noonUtc = new Date('2026-03-04T12:00:00Z');
    expect(dateKeyIn('UTC', noonUtc)).toBe('2026-03-04');
    expect(dateKeyIn('Pacific/Auckland', noonUtc)).toBe('2026-03-05'); // UTC+13 in March
    expect(dateKeyIn('America/Los_Angeles', new Date('2026-03-05T03:00:00Z'))).toBe('2026-03-04');
  });
});
