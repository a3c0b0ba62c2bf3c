import { daysBetween } from '@kontor/domain/business-calendar';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Days left until `subscriptionEndDay` (YYYY-MM-DD), counted in calendar days from `today`
 * (YYYY-MM-DD), never below 0.
 */
export function trialDaysLeft(subscriptionEndDay: string | null, today: string): number {
  if (!subscriptionEndDay || !ISO_DAY.test(subscriptionEndDay) || !ISO_DAY.test(today)) return 0;
  return Math.max(0, daysBetween(today, subscriptionEndDay));
}
