// A vehicle's dates as the API takes them: the next inspection (a month) and the first registration
// (a day, or a month where only that is known).

/** The earliest year of a vehicle's dates (registration, inspection): older is a typo, year 0 no PostgreSQL date. */
export const VEHICLE_YEAR_MIN = 1900;
/** The next inspection is a month: `YYYY-MM`, or a date of it, becomes `YYYY-MM-01`; null before 1900. */
export function toInspectionMonth(value: string): string | null {
  const match = /^(\d{4})-(\d{2})(-\d{2})?$/.exec(value.trim());
  // A day given must be a real one: "2026-02-30" is a typo, not February.
  const month = match && (!match[3] || isRealIsoDate(match[0])) ? `${match[1]}-${match[2]}-01` : null;
  return month && isRealIsoDate(month) ? month : null;
}

/** A real calendar day `YYYY-MM-DD` from 1900 on. */
export function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || Number(match[1]) < VEHICLE_YEAR_MIN) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * How exactly a first registration is known: the day, as the registration document's field B states
 * it, or only its month, as dealers and adverts state the Erstzulassung (EZ 03/2019). On the wire a
 * month is `YYYY-MM`, a day `YYYY-MM-DD`; a month is stored as its first day with precision MONTH,
 * so the date column still orders and filters the list, and no day is made up for it.
 */
export const FIRST_REGISTRATION_PRECISIONS = ['DAY', 'MONTH'] as const;
export type FirstRegistrationPrecision = (typeof FIRST_REGISTRATION_PRECISIONS)[number];

/** A real month `YYYY-MM` from 1900 on. */
export function isRealIsoMonth(value: string): boolean {
  return /^\d{4}-\d{2}$/.test(value) && isRealIsoDate(`${value}-01`);
}

/** A first registration as the API takes it (`YYYY-MM-DD` or `YYYY-MM`) in its storage: the date column and the precision. */
export function storedFirstRegistration(value: string | null): {
  firstRegistered: string | null;
  firstRegisteredPrecision: FirstRegistrationPrecision;
} {
  if (value !== null && isRealIsoMonth(value)) return { firstRegistered: `${value}-01`, firstRegisteredPrecision: 'MONTH' };
  return { firstRegistered: value, firstRegisteredPrecision: 'DAY' };
}

/** A stored first registration as the API answers it: a month as `YYYY-MM`, a day as `YYYY-MM-DD`. */
export function firstRegisteredOf(day: string | null, precision: string): string | null {
  return day !== null && precision === 'MONTH' ? day.slice(0, 7) : day;
}
