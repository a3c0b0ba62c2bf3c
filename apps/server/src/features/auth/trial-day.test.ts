import { describe, expect, it } from 'vitest';
import { trialEndDay } from './auth.service';

describe('trialEndDay', () => {
  it('counts days in German time, so a trial completed late in the evening starts on the German date', () => {
    expect(trialEndDay(new Date('2026-03-09T23:30:00Z'), 0)).toBe('2026-03-10'); // CET, UTC+1
    expect(trialEndDay(new Date('2026-07-09T21:59:00Z'), 0)).toBe('2026-07-09'); // CEST, UTC+2
    expect(trialEndDay(new Date('2026-07-09T22:00:00Z'), 0)).toBe('2026-07-10');
  });
});
