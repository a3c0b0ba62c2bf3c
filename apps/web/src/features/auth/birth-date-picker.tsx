import { DEFAULT_BIRTH_DATE } from '@kontor/domain/constants';
import dayjs from 'dayjs';
import AntdProviders from '../../app/antd-providers';
import { DateInput } from '../../ui/date-input';

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
  const iso = typeof value === 'string' && value ? value : null;
  return (
    <AntdProviders>
      <DateInput
        id={id}
        {...aria}
        status={aria['aria-invalid'] ? 'error' : undefined}
        disabled={disabled}
        past
        value={iso ? dayjs(iso) : null}
        defaultPickerValue={dayjs(DEFAULT_BIRTH_DATE)}
        onChange={(day) => onChange?.(day ? day.format('YYYY-MM-DD') : '')}
      />
    </AntdProviders>
  );
}
