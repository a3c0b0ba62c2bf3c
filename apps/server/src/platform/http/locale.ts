import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_COOKIE } from '@kontor/domain/constants';

/** The locale cookie the web app sets, when it names a language we speak. */
export function cookieLocaleOf(headers: { cookie?: string }): Locale | undefined {
  const cookie = headers.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(cookie) ? cookie : undefined;
}

/**
 * The language of an Accept-Language header we speak with the highest weight (`q`, 1 when absent;
 * `en-US` counts as `en`); of equal weights the first listed. Undefined when it names none of ours.
 */
export function acceptedLocaleOf(header: string | undefined): Locale | undefined {
  let best: { locale: Locale; weight: number } | undefined;
  for (const entry of (header ?? '').slice(0, 1000).split(',')) {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    const language = tag.split('-')[0]!.toLowerCase();
    if (!isLocale(language)) continue;
    const q = params.find((param) => /^q\s*=/i.test(param))?.replace(/^q\s*=\s*/i, '');
    const weight = q === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q) : 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { locale: language, weight };
  }
  return best?.locale;
}

/** The request's language: the locale cookie the web app sets, else Accept-Language, else German. */
export function localeOf(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  return cookieLocaleOf(headers) ?? acceptedLocaleOf(headers['accept-language']) ?? DEFAULT_LOCALE;
}
