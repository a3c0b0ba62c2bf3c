import { LOCALES, type Locale } from '@kontor/domain/constants';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../ui/light/light-feedback';
import { switchLocale } from '../locale';

// Light (ui/light), not antd's Segmented: the switcher is on the first page, which carries no antd.
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Locale>
      aria-label={t('common.language')}
      value={i18n.language as Locale}
      options={LOCALES.map((value) => ({ value, label: value.toUpperCase(), title: t(`common.languages.${value}`) }))}
      onChange={(value) => switchLocale(value)}
    />
  );
}
