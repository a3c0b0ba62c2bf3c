import type { Locale } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { InitOptions } from 'i18next';

/** How the texts are set up, in the browser (app/i18n) and when the guest pages are prerendered (prerender.tsx). */
export const i18nOptions = (locale: Locale): InitOptions => ({
  lng: locale,
  fallbackLng: 'de',
  resources: { de: { translation: catalogs.de }, en: { translation: catalogs.en } },
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
});
