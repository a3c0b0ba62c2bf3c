import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_COOKIE } from '@kontor/domain/constants';

/** The locale cookie the web app sets, when it names a language we speak. */
export function cookieLocaleOf(headers: { cookie?: string }): Locale | undefined {
  const cookie = headers.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(cookie) ? cookie : undefined;
}

/** The request's language: the locale cookie the web app sets, else Accept-Language, else German. */
export function localeOf(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  const cookie = cookieLocaleOf(headers);
  if (cookie) return cookie;
  const accepted = headers['accept-language']?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLocale(accepted) ? accepted : DEFAULT_LOCALE;
}
