import { DEFAULT_BIRTH_DATE } from '@kontor/domain/constants';
import dayjs, { type Dayjs } from 'dayjs';
import AntdProviders from '../../app/antd-providers';
import { DateInput } from '../../ui/date-input';
import { unreadOf } from '../../ui/unread-day';

export type BirthDatePickerProps = {
  id?: string;
  /** ISO, as the light form holds it; '' for none. */
  value?: unknown;
  /** ISO, '' for none, or the unread day of a text the field did not take (ui/unread-day). */
  onChange?: (value: string | Dayjs) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * antd's date picker for the birth date of account completion (a guest page drawn with ui/light):
 * its calendar opens on 01.01.1973 (a birth date lies decades back, not near today), which a light
 * field cannot offer. Loaded with its antd providers only on that page, after the form is shown.
 */
export default function BirthDatePicker({ id, value, onChange, disabled, ...aria }: BirthDatePickerProps) {
  const iso = typeof value === 'string' && value ? value : null;
  // A text the field did not take (a birth date in the future) stays in the form as such, so the
  // form's unreadDayRule keeps it from being sent, with the reason, instead of the day from before.
  const unread = unreadOf(value) ? (value as Dayjs) : null;
  return (
    <AntdProviders>
      <DateInput
        id={id}
        {...aria}
        status={aria['aria-invalid'] ? 'error' : undefined}
        disabled={disabled}
        past
        inForm
        value={unread ?? (iso ? dayjs(iso) : null)}
        defaultPickerValue={dayjs(DEFAULT_BIRTH_DATE)}
        onChange={(day) => onChange?.(day && unreadOf(day) ? day : day ? day.format('YYYY-MM-DD') : '')}
      />
    </AntdProviders>
  );
}
