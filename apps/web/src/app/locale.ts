import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@kontor/domain/constants';

function cookieValue(): string | undefined {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
}

/** The language lives in a cookie (no URL prefix), so the server answers in it too. */
export function currentLocale(): Locale {
  const value = cookieValue();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

function writeLocaleCookie(locale: Locale): void {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${maxAge}; samesite=lax`;
}

/** The language guard: a missing or unknown cookie becomes the default, so server and screen agree. */
export function ensureLocaleCookie(): Locale {
  const locale = currentLocale();
  if (cookieValue() !== locale) writeLocaleCookie(locale);
  return locale;
}

/** Keeps the choice for 365 days and reloads, so antd, dayjs and every text start in the new language. */
export function switchLocale(locale: Locale): void {
  writeLocaleCookie(locale);
  window.location.reload();
}
