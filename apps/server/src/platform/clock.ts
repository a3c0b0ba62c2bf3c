import { todayInBerlin } from '@kontor/domain/business-calendar';

/** Time comes from here, so that expiry rules can be tested with a clock the test moves. */
export type Clock = { now(): Date };

/** The dealers' "today" (the calendar day in Berlin) by the given clock, so tests can move it. */
export function businessToday(clock: Clock): string {
  return todayInBerlin(clock.now());
}

export const systemClock: Clock = { now: () => new Date() };

export function testClock(start = new Date()): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
