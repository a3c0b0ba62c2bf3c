// The business calendar: a dealer's "today" is the calendar day in Europe/Berlin, not the server's
// or the browser's UTC day (between 22:00/23:00 and midnight UTC they differ). Dates are ISO
// `YYYY-MM-DD` strings and the arithmetic is done on UTC midnights so no daylight-saving hour
// shifts a day.

export const BUSINESS_TIME_ZONE = 'Europe/Berlin';

// Made on first use, not when the module loads: a formatter with a time zone loads the browser's
// time zone data, about 50 ms of a phone's first page that shows no date (the login page).
let berlinDay: Intl.DateTimeFormat | undefined;

// Berlin is always a whole number of hours ahead of UTC (one or two), so its calendar day can only
// change on the hour: the day of the last UTC hour asked for is kept, and a server asking for today
// on every request (the vehicle list's days in stock) formats a date once an hour, not each time.
let lastHour = Number.NaN;
let lastDay = '';

/** The calendar day in Berlin on which the moment `date` falls, as `YYYY-MM-DD`. */
export function berlinDayOf(date: Date): string {
  const hour = Math.floor(date.getTime() / 3_600_000);
  if (hour === lastHour) return lastDay;
  berlinDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = berlinDay.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  lastDay = `${part('year')}-${part('month')}-${part('day')}`;
  lastHour = hour;
  return lastDay;
}

/** The calendar day in Berlin at `now` as `YYYY-MM-DD`. */
export function todayInBerlin(now: Date = new Date()): string {
  return berlinDayOf(now);
}

let berlinClock: Intl.DateTimeFormat | undefined;

/**
 * The moment `date` as Berlin's local time with its UTC offset (`2027-01-05T09:00:00+01:00`, in
 * summer `+02:00`): a time stamp that says which moment is meant whatever the server's time zone
 * (ISO 20022's ISODateTime, DATEV's creation time).
 */
export function berlinDateTime(date: Date): string {
  berlinClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  const parts = berlinClock.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // longOffset names the offset "GMT+01:00" ("GMT" alone at offset zero).
  const offset = part('timeZoneName').replace('GMT', '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}

const DASH = 45;

/** The number written by the `count` digits of `text` from `at` on; NaN when one is not a digit. */
function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let index = at; index < at + count; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (!(digit >= 0 && digit <= 9)) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * UTC midnight of the day `iso` (`YYYY-MM-DD`, anything after it ignored), in milliseconds. Read digit
 * by digit rather than by a regular expression: the vehicle list computes days in stock for every row,
 * and a match array per date was a tenth of what a page allocated.
 */
function utcMidnight(iso: string): number {
  const year = digitsAt(iso, 0, 4);
  const month = digitsAt(iso, 5, 2);
  const day = digitsAt(iso, 8, 2);
  if (Number.isNaN(year + month + day) || iso.charCodeAt(4) !== DASH || iso.charCodeAt(7) !== DASH) {
    throw new RangeError(`Not an ISO date: ${iso}`);
  }
  return Date.UTC(year, month - 1, day);
}

function toUtc(iso: string): Date {
  return new Date(utcMidnight(iso));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `iso` plus `days` (negative goes back). */
export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** `iso` plus `years`; 29 February becomes 28 February in a year without it (not 1 March). */
export function addYears(iso: string, years: number): string {
  const date = toUtc(iso);
  const month = date.getUTCMonth();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  if (date.getUTCMonth() !== month) date.setUTCDate(0);
  return fromUtc(date);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / 86_400_000);
}
