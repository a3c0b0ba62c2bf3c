import { translate } from '../../packages/domain/src/i18n/catalogs';

export type Locale = 'de' | 'en';

/** The app's own texts in one language, so the journeys find what a dealer reads. */
export const texts =
  (locale: Locale) =>
  (key: string, params: Record<string, string | number> = {}): string => {
    const text = translate(locale, key, params);
    if (text !== key || typeof params.count !== 'number') return text;
    // A counted text may have plural forms (i18next: key_one, key_other).
    return translate(locale, `${key}_${params.count === 1 ? 'one' : 'other'}`, params);
  };
