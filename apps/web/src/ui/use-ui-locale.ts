import type { Locale } from '@kontor/domain/constants';
import { useTranslation } from 'react-i18next';

/** The UI language (of the texts shown): numbers, money and dates are written and read in it. */
export function useUiLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'de';
}
