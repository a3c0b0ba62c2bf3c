import type { Locale } from '@kontor/domain/constants';

// How a typed date is read. The pickers show one canonical form per language (ui/date-format), but
// a German dealer types 1.2.85 or 261185 as readily as 01.02.1985, and an English one 1985-2-1. Both
// languages read the unambiguous forms (a year first with - / or .; a day first with dots); only
// digits without separators depend on the language: DDMMYY(YY) in German, YYYYMMDD in English.
// English also reads a day with slashes when it can be only one day (26/11/1985 or 11/26/1985): a
// British and an American reader mean different days by 03/04/2019, so that one is not guessed.

export type DateKind = 'date' | 'month';

/**
 * What a two-digit year means. `past`: a field that takes no day after today (a birth date, a first
 * registration, an invoice date): the latest such year not in the future, so 30 is 1930 in 2026.
 * `near`: any other field: the year within 50 years of today, so 30 is 2030 and 85 is 1985
 * (dayjs' own rule, 00–68 → 20xx, is fixed and would make 70 read 2070 forever).
 */
export type Century = 'past' | 'near';

export type ReadDateOptions = { kind: DateKind; locale: Locale; century: Century; today: string };

type Parts = { year: string; month: string; day?: string };

const YEAR_FIRST_DAY = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const DAY_FIRST_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/;
const COMPACT_DAY = { de: /^(\d{2})(\d{2})(\d{2}|\d{4})$/, en: /^(\d{4})(\d{2})(\d{2})$/ } as const;
const SLASHED_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;
const YEAR_FIRST_MONTH = /^(\d{4})[-/.](\d{1,2})$/;
const MONTH_FIRST_MONTH = /^(\d{1,2})[./](\d{2}|\d{4})$/;
const COMPACT_MONTH = { de: /^(\d{2})(\d{2}|\d{4})$/, en: /^(\d{4})(\d{2})$/ } as const;

function dayParts(text: string, locale: Locale): Parts | null {
  const yearFirst = YEAR_FIRST_DAY.exec(text) ?? (locale === 'en' ? COMPACT_DAY.en.exec(text) : null);
  if (yearFirst) return { year: yearFirst[1]!, month: yearFirst[2]!, day: yearFirst[3]! };
  const dayFirst = DAY_FIRST_DAY.exec(text) ?? (locale === 'de' ? COMPACT_DAY.de.exec(text) : null);
  if (dayFirst) return { year: dayFirst[3]!, month: dayFirst[2]!, day: dayFirst[1]! };
  const slashed = locale === 'en' ? SLASHED_DAY.exec(text) : null;
  if (!slashed) return null;
  const [first, second] = [Number(slashed[1]), Number(slashed[2])];
  // Only one of them can be the month, or both are the same.
  if (first === second || (first > 12 && second <= 12)) return { year: slashed[3]!, month: slashed[2]!, day: slashed[1]! };
  if (second > 12 && first <= 12) return { year: slashed[3]!, month: slashed[1]!, day: slashed[2]! };
  return null;
}

function monthParts(text: string, locale: Locale): Parts | null {
  const yearFirst = YEAR_FIRST_MONTH.exec(text) ?? (locale === 'en' ? COMPACT_MONTH.en.exec(text) : null);
  if (yearFirst) return { year: yearFirst[1]!, month: yearFirst[2]! };
  const monthFirst = MONTH_FIRST_MONTH.exec(text) ?? (locale === 'de' ? COMPACT_MONTH.de.exec(text) : null);
  if (monthFirst) return { year: monthFirst[2]!, month: monthFirst[1]! };
  return null;
}

const pad = (value: number) => String(value).padStart(2, '0');

function isoOf(year: number, month: number, day: number | undefined): string {
  return day === undefined ? `${year}-${pad(month)}` : `${year}-${pad(month)}-${pad(day)}`;
}

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The full year of a two-digit one, by `century` (see Century). */
function fullYear(
  twoDigits: number,
  { month, day }: { month: number; day: number | undefined },
  options: ReadDateOptions,
): number {
  const thisYear = Number(options.today.slice(0, 4));
  if (options.century === 'near') {
    const earliest = thisYear - 50;
    const year = earliest - (earliest % 100) + twoDigits;
    return year < earliest ? year + 100 : year;
  }
  const year = thisYear - (thisYear % 100) + twoDigits;
  const today = day === undefined ? options.today.slice(0, 7) : options.today;
  return isoOf(year, month, day) > today ? year - 100 : year;
}

/** The parts as ISO, or null when they are no real date. */
function isoOfParts(parts: Parts | null, options: ReadDateOptions): string | null {
  if (!parts) return null;
  const month = Number(parts.month);
  const day = parts.day === undefined ? undefined : Number(parts.day);
  const year = parts.year.length === 2 ? fullYear(Number(parts.year), { month, day }, options) : Number(parts.year);
  if (month < 1 || month > 12) return null;
  if (day !== undefined && !isRealDay(year, month, day)) return null;
  return isoOf(year, month, day);
}

/**
 * The typed text as ISO (`YYYY-MM-DD`, or `YYYY-MM` for a month), or null when it is no real date
 * in one of the forms read: 26.11.1985, 1.2.85, 261185, 26112026 (German), 1985-11-26, 1985-2-1,
 * 19851126, 26/11/1985 (English); for a month 03.2019, 03/2019, 3/19, 0319 (German), 2019-03,
 * 201903 (English), and in both a whole day (12.03.2019, 2019-03-12), whose month it takes.
 */
export function readDateText(text: string, options: ReadDateOptions): string | null {
  const trimmed = text.trim();
  if (options.kind === 'date') return isoOfParts(dayParts(trimmed, options.locale), options);
  const month = isoOfParts(monthParts(trimmed, options.locale), options);
  if (month) return month;
  const day = isoOfParts(dayParts(trimmed, options.locale), { ...options, kind: 'date' });
  return day ? day.slice(0, 7) : null;
}

/** Whether a day field's text is a month without its day (03/2019): the field then asks for the day. */
export function isMonthOnly(text: string, options: ReadDateOptions): boolean {
  return readDateText(text, { ...options, kind: 'date' }) === null && readDateText(text, { ...options, kind: 'month' }) !== null;
}
