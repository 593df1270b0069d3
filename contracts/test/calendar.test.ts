import { describe, expect, it } from 'vitest';
import { dayLabel } from '../src/calendar.ts';

describe('dayLabel (the server and both apps say a team date the same way)', () => {
  it("names the weekday, day and month of the date as given, whatever the process's time zone", () => {
    expect(dayLabel('2026-12-01')).toBe('Tue 1 Dec');
    expect(dayLabel('2026-11-29')).toBe('Sun 29 Nov');
    expect(dayLabel('2024-02-29')).toBe('Thu 29 Feb');
    expect(dayLabel('2027-01-04')).toBe('Mon 4 Jan');
    // The same in any browser time zone: no conversion happens.
    const original = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      expect(dayLabel('2026-04-05')).toBe('Sun 5 Apr');
    } finally {
      process.env.TZ = original;
    }
  });
});
