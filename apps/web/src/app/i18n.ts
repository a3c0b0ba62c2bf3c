import { catalogs } from '@kontor/domain/i18n/catalogs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ensureLocaleCookie } from './locale';

// The language guard runs first: from here on cookie, texts, antd and dayjs agree.
export const locale = ensureLocaleCookie();

void i18n.use(initReactI18next).init({
  lng: locale,
  fallbackLng: 'de',
  resources: { de: { translation: catalogs.de }, en: { translation: catalogs.en } },
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
});
document.documentElement.lang = locale;

export { i18n };
