import type { CountryOption } from '@kontor/domain/countries';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type CountrySelectProps = Omit<SelectProps<number>, 'options' | 'showSearch' | 'filterOption'> & {
  /** The countries to choose from (app's useCountries); undefined while they load. */
  countries: readonly CountryOption[] | undefined;
};

/** A country by its id (Germany is 82), named and sorted in the UI language, searchable by typing. */
export function CountrySelect({ countries, ...props }: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const options = useMemo(
    () =>
      (countries ?? [])
        .map((country) => ({ value: country.id, label: english ? country.nameEn : country.nameDe }))
        .sort((a, b) => a.label.localeCompare(b.label, english ? 'en' : 'de')),
    [countries, english],
  );
  return (
    <Select<number>
      placeholder={t('company.country.placeholder')}
      {...props}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
