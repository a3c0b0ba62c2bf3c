import type { Locale } from '@kontor/domain/constants';
import { guestTexts } from '@kontor/domain/i18n/guest-texts';
import type { InitOptions } from 'i18next';

/**
 * How the texts are set up, in the browser (app/i18n) and when the guest pages are prerendered
 * (prerender.tsx): with the guest pages' sections. The back office's come with antd (back-office-texts.ts).
 */
export const i18nOptions = (locale: Locale): InitOptions => ({
  lng: locale,
  fallbackLng: 'de',
  resources: { de: { translation: guestTexts.de }, en: { translation: guestTexts.en } },
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
});
