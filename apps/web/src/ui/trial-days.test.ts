import { describe, expect, it } from 'vitest';
import { todayInBerlin } from '@kontor/domain/business-calendar';
import { trialDaysLeft } from './trial-days';

describe('trial days left', () => {
  it('counts calendar days until the end day', () => {
    expect(trialDaysLeft('2026-12-01', '2026-11-22')).toBe(9);
    expect(trialDaysLeft('2026-11-22', '2026-11-22')).toBe(0);
    // Across the change from summer to winter time the count stays whole.
    expect(trialDaysLeft('2026-11-01', '2026-10-20')).toBe(12);
  });

  it('never goes below 0', () => {
    expect(trialDaysLeft('2026-11-01', '2026-11-22')).toBe(0);
    expect(trialDaysLeft(null, '2026-11-22')).toBe(0);
  });

  it('takes today in Berlin', () => {
    expect(todayInBerlin(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
