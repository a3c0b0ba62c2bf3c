import { describe, expect, it } from 'vitest';
import { addDays, addYears, berlinDayOf, daysBetween, todayInBerlin } from './business-calendar';

describe('business calendar', () => {
  it('reads today in Berlin, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Berlin (UTC+1 in winter).
    expect(todayInBerlin(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    // 21:59 UTC in summer (UTC+2) is 23:59 the same day in Berlin.
    expect(todayInBerlin(new Date('2026-07-10T21:59:00Z'))).toBe('2026-07-10');
    expect(todayInBerlin(new Date('2026-07-10T22:00:00Z'))).toBe('2026-07-11');
  });

  it('reads the Berlin day of a stored timestamp', () => {
    // A customer created at 23:15 UTC on 28 February 2026 was created on 1 March in Berlin.
    expect(berlinDayOf(new Date('2026-02-28T23:15:00Z'))).toBe('2026-03-01');
    expect(berlinDayOf(new Date('2026-02-28T22:59:59Z'))).toBe('2026-02-28');
    // 01:30 UTC in the night the clocks go forward is 03:30 CEST, the same day; in the autumn the
    // day still ends at 22:00 UTC until the clocks go back.
    expect(berlinDayOf(new Date('2026-03-29T01:30:00Z'))).toBe('2026-03-29');
    expect(berlinDayOf(new Date('2026-10-24T21:59:00Z'))).toBe('2026-10-24');
    expect(berlinDayOf(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
  });

  it('answers from the hour it last read only within that UTC hour', () => {
    // The day is kept per UTC hour: moments of one hour, the next hour and an earlier one again.
    expect(berlinDayOf(new Date('2026-07-10T21:00:00Z'))).toBe('2026-07-10');
    expect(berlinDayOf(new Date('2026-07-10T21:59:59.999Z'))).toBe('2026-07-10');
    expect(berlinDayOf(new Date('2026-07-10T22:00:00Z'))).toBe('2026-07-11');
    expect(berlinDayOf(new Date('2026-07-10T21:30:00Z'))).toBe('2026-07-10');
    expect(berlinDayOf(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(berlinDayOf(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(() => berlinDayOf(new Date(Number.NaN))).toThrow(RangeError);
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
    for (const text of ['', '2026-1-05', '2026/01/05', '2026-01-5', '20260105', '2026-0a-05', ' 2026-01-05']) {
      expect(() => daysBetween(text, '2026-01-05'), text).toThrow(RangeError);
    }
  });

  it('reads the day of a timestamp written in ISO', () => {
    expect(daysBetween('2026-01-05T23:30:00Z', '2026-01-06')).toBe(1);
  });
});
