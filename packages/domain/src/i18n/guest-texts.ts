import { errorTexts } from '../errors';
import { authTexts } from './auth.i18n';
import { commonTexts } from './common.i18n';
import { shellTexts } from './shell.i18n';

/**
 * The sections of the texts that the pages open to a visitor need (login, registration, recovery,
 * the login and error frames): the browser's first file carries only these, the back office's come
 * with antd behind the login (back-office-texts.ts).
 */
export const guestTexts = {
  de: { common: commonTexts.de, errors: errorTexts.de, auth: authTexts.de, shell: shellTexts.de },
  en: { common: commonTexts.en, errors: errorTexts.en, auth: authTexts.en, shell: shellTexts.en },
} as const;
