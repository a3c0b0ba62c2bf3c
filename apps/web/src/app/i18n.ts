import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions } from './i18n-options';
import { ensureLocaleCookie } from './locale';

// The language guard runs first: from here on cookie, texts, antd and dayjs agree.
export const locale = ensureLocaleCookie();

void i18n.use(initReactI18next).init(i18nOptions(locale));
document.documentElement.lang = locale;

export { i18n };
