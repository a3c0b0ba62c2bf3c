/**
 * Days left until `subscriptionEndDay` (YYYY-MM-DD), counted in calendar days from `today`
 * (YYYY-MM-DD), never below 0 (SPEC.md §4).
 */
export function trialDaysLeft(subscriptionEndDay: string | null, today: string): number {
  if (!subscriptionEndDay) return 0;
  const end = Date.parse(`${subscriptionEndDay}T00:00:00Z`);
  const start = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(end) || Number.isNaN(start)) return 0;
  return Math.max(0, Math.round((end - start) / 86_400_000));
}

/** Today's date in the business time zone, as YYYY-MM-DD. */
export function todayInBerlin(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
