import dayjs, { type Dayjs } from 'dayjs';

// A first registration may be known by its month only (EZ 03/2019, as dealers and adverts state it).
// A DateInput with allowMonth hands its form such a month as the Dayjs of the month's first day,
// registered here, so that the field shows it as a month and the form sends YYYY-MM: no day is made
// up for it. A day picked or typed is an unregistered Dayjs, a day as before.

const months = new WeakSet<object>();

/** The Dayjs of a month's first day, marked as the month. */
export function markMonth(day: Dayjs): Dayjs {
  months.add(day);
  return day;
}

/** Whether a field's value stands for a month rather than its first day. */
export function isMonthValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && months.has(value);
}

/** The value as the API takes it: `YYYY-MM` for a month, `YYYY-MM-DD` for a day, null for none. */
export function dayOrMonthIso(value: Dayjs | null | undefined): string | null {
  if (!value || !value.isValid()) return null;
  return value.format(isMonthValue(value) ? 'YYYY-MM' : 'YYYY-MM-DD');
}

/** An API value (`YYYY-MM` or `YYYY-MM-DD`) as a field holds it. */
export function dayOrMonthValue(iso: unknown): Dayjs | null {
  if (typeof iso !== 'string' || !iso) return null;
  return /^\d{4}-\d{2}$/.test(iso) ? markMonth(dayjs(`${iso}-01`)) : dayjs(iso);
}
