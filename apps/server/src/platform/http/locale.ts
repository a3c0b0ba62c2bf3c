import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_COOKIE } from '@kontor/domain/constants';

/** The request's language: the locale cookie the web app sets, else Accept-Language, else German. */
export function localeOf(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  const cookie = headers.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  if (isLocale(cookie)) return cookie;
  const accepted = headers['accept-language']?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLocale(accepted) ? accepted : DEFAULT_LOCALE;
}
