import { LOCALES, type Locale } from '@kontor/domain/constants';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { switchLocale } from '../locale';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Locale>
      aria-label={t('common.language')}
      size="small"
      value={i18n.language as Locale}
      options={LOCALES.map((value) => ({ value, label: value.toUpperCase(), title: t(`common.languages.${value}`) }))}
      onChange={(value) => switchLocale(value)}
    />
  );
}
