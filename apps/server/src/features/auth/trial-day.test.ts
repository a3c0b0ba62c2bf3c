import { describe, expect, it } from 'vitest';
import { germanDay } from './auth.service';

describe('germanDay', () => {
  it('counts days in German time, so a trial completed late in the evening starts on the German date', () => {
    expect(germanDay(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10'); // CET, UTC+1
    expect(germanDay(new Date('2026-07-09T21:59:00Z'))).toBe('2026-07-09'); // CEST, UTC+2
    expect(germanDay(new Date('2026-07-09T22:00:00Z'))).toBe('2026-07-10');
  });
});
