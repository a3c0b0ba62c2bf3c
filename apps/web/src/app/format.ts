import type { Locale } from '@kontor/domain/constants';
import * as inLocale from '../ui/format';
import { currentLocale } from './locale';

// ui/format's formatters in the app's language (the cookie), so that a page writes
// `formatDate(iso)`; a caller that already has the locale may still pass it.

type Value<T> = T | null | undefined;

export const formatDate = (iso: Value<string>, locale: Locale = currentLocale()) => inLocale.formatDate(iso, locale);
export const formatMonth = (iso: Value<string>, locale: Locale = currentLocale()) => inLocale.formatMonth(iso, locale);
export const formatDayOrMonth = (iso: Value<string>, locale: Locale = currentLocale()) => inLocale.formatDayOrMonth(iso, locale);
export const formatMoney = (cents: Value<number>, locale: Locale = currentLocale()) => inLocale.formatMoney(cents, locale);
export const formatNumber = (value: Value<number>, locale: Locale = currentLocale(), fractionDigits?: number) =>
  inLocale.formatNumber(value, locale, fractionDigits);
