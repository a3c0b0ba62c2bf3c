import { describe, expect, it } from 'vitest';
import { addDays, addYears, daysBetween, todayInBerlin } from './business-calendar';

describe('business calendar', () => {
  it('reads today in Berlin, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Berlin (UTC+1 in winter).
    expect(todayInBerlin(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    // 21:59 UTC in summer (UTC+2) is 23:59 the same day in Berlin.
    expect(todayInBerlin(new Date('2026-07-10T21:59:00Z'))).toBe('2026-07-10');
    expect(todayInBerlin(new Date('2026-07-10T22:00:00Z'))).toBe('2026-07-11');
  });

  it('adds days across months, years and the daylight-saving change', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds years, keeping a leap day inside February', () => {
    expect(addYears('2026-11-23', 3)).toBe('2029-11-23');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  it('counts whole days between two dates', () => {
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(0);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-01-10', '2026-01-01')).toBe(-9);
    expect(daysBetween('2025-11-23', '2026-11-23')).toBe(365);
  });

  it('refuses what is not a date', () => {
    expect(() => addDays('soon', 1)).toThrow(RangeError);
  });
});
