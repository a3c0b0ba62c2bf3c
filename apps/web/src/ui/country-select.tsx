import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api-client';

export type CountryOption = { id: number; iso2: string; nameDe: string; nameEn: string };

/** The countries of GET /api/countries; they never change while the app runs. */
export function useCountries() {
  return useQuery({ queryKey: ['countries'], queryFn: () => api<CountryOption[]>('/api/countries'), staleTime: Infinity, gcTime: Infinity });
}

export type CountrySelectProps = Omit<SelectProps<number>, 'options' | 'showSearch' | 'filterOption'>;

/** A country by its id (Germany is 82), named and sorted in the UI language, searchable by typing. */
export function CountrySelect(props: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  const english = i18n.language === 'en';
  const options = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ value: country.id, label: english ? country.nameEn : country.nameDe }))
        .sort((a, b) => a.label.localeCompare(b.label, english ? 'en' : 'de')),
    [countries.data, english],
  );
  return (
    <Select<number>
      placeholder={t('company.country.placeholder')}
      {...props}
      loading={countries.isLoading}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
