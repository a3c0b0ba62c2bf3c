import { todayInBerlin } from '@kontor/domain/business-calendar';
import { DEFAULT_BIRTH_DATE } from '@kontor/domain/constants';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import AntdProviders from '../../app/antd-providers';
import { DATE_PICKER_FORMAT } from '../../ui/date-format';

export type BirthDatePickerProps = {
  id?: string;
  /** ISO, as the light form holds it; '' for none. */
  value?: unknown;
  onChange?: (iso: string) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * antd's date picker for the birth date of account completion (a guest page drawn with ui/light):
 * its calendar opens on 01.01.1973 (SPEC.md §9), which a light field cannot offer. Loaded with its
 * antd providers only on that page, after the form is shown.
 */
export default function BirthDatePicker({ id, value, onChange, disabled, ...aria }: BirthDatePickerProps) {
  const { i18n } = useTranslation();
  const iso = typeof value === 'string' && value ? value : null;
  return (
    <AntdProviders>
      <DatePicker
        id={id}
        {...aria}
        status={aria['aria-invalid'] ? 'error' : undefined}
        disabled={disabled}
        style={{ width: '100%' }}
        value={iso ? dayjs(iso) : null}
        format={DATE_PICKER_FORMAT[i18n.language === 'de' ? 'de' : 'en']}
        defaultPickerValue={dayjs(DEFAULT_BIRTH_DATE)}
        disabledDate={(day) => day.isAfter(dayjs(todayInBerlin()), 'day')}
        onChange={(day) => onChange?.(day ? day.format('YYYY-MM-DD') : '')}
      />
    </AntdProviders>
  );
}
