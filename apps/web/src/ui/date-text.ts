import type { Locale } from '@kontor/domain/constants';

// How a typed date is read. The pickers show one form per language (ui/date-format: 26.11.1985,
// English 26/11/1985), but a German dealer types 1.2.85 or 261185 as readily as 01.02.1985. Both
// languages read a year first with - / or . (1985-2-1, the ISO form), a day first with dots, and
// digits without separators in the order shown: DDMMYY(YY), a month MMYY(YY). The English texts are
// British English, so English also reads a day with slashes, always day first as its field shows
// it: 03/04/2019 is 3 April 2019, never 4 March.

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
const SLASHED_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;
const COMPACT_DAY = /^(\d{2})(\d{2})(\d{2}|\d{4})$/;
const YEAR_FIRST_MONTH = /^(\d{4})[-/.](\d{1,2})$/;
const MONTH_FIRST_MONTH = /^(\d{1,2})[./](\d{2}|\d{4})$/;
const COMPACT_MONTH = /^(\d{2})(\d{2}|\d{4})$/;

function dayParts(text: string, locale: Locale): Parts | null {
  const yearFirst = YEAR_FIRST_DAY.exec(text);
  if (yearFirst) return { year: yearFirst[1]!, month: yearFirst[2]!, day: yearFirst[3]! };
  const dayFirst = DAY_FIRST_DAY.exec(text) ?? COMPACT_DAY.exec(text) ?? (locale === 'en' ? SLASHED_DAY.exec(text) : null);
  if (dayFirst) return { year: dayFirst[3]!, month: dayFirst[2]!, day: dayFirst[1]! };
  return null;
}

function monthParts(text: string): Parts | null {
  const yearFirst = YEAR_FIRST_MONTH.exec(text);
  if (yearFirst) return { year: yearFirst[1]!, month: yearFirst[2]! };
  const monthFirst = MONTH_FIRST_MONTH.exec(text) ?? COMPACT_MONTH.exec(text);
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
 * in one of the forms read: 26.11.1985, 1.2.85, 261185, 26112026, 1985-11-26, 1985-2-1, and in
 * English 26/11/1985, 3/4/19 (3 April); for a month 03.2019, 03/2019, 3/19, 0319, 032019, 2019-03,
 * and a whole day (12.03.2019, 2019-03-12), whose month it takes.
 */
export function readDateText(text: string, options: ReadDateOptions): string | null {
  const trimmed = text.trim();
  if (options.kind === 'date') return isoOfParts(dayParts(trimmed, options.locale), options);
  const month = isoOfParts(monthParts(trimmed), options);
  if (month) return month;
  const day = isoOfParts(dayParts(trimmed, options.locale), { ...options, kind: 'date' });
  return day ? day.slice(0, 7) : null;
}

/** Whether a day field's text is a month without its day (03/2019): the field then asks for the day. */
export function isMonthOnly(text: string, options: ReadDateOptions): boolean {
  return readDateText(text, { ...options, kind: 'date' }) === null && readDateText(text, { ...options, kind: 'month' }) !== null;
}
