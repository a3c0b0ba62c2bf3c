import { todayInBerlin } from '@kontor/domain/business-calendar';
import type { Locale } from '@kontor/domain/constants';
import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import { DatePicker, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { type CSSProperties, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_PICKER_FORMAT, MONTH_PICKER_FORMAT } from './date-format';
import { type Century, type DateKind, readDateText } from './date-text';
import { useUiLocale } from './use-ui-locale';

// The one date field of the app (antd's DatePicker underneath). It shows a date in the language's
// one form and reads what people type (ui/date-text: 1.2.85, 261185, 1985-2-1, …). Enter takes the
// typed date and never submits the form around it; text that is no date, or a day the field does
// not take, is not dropped silently: the field says so under itself.

/** Which language's form a canonical picker format is, and whether it is a day or a month. */
const FORMATS = new Map<string, { kind: DateKind; locale: Locale }>(
  (['de', 'en'] as const).flatMap((locale) => [
    [DATE_PICKER_FORMAT[locale], { kind: 'date' as const, locale }],
    [MONTH_PICKER_FORMAT[locale], { kind: 'month' as const, locale }],
  ]),
);

/**
 * dayjs' picker configuration, reading typed text with ui/date-text instead of dayjs' strict
 * one-format parse. The picker asks it on every key, on Enter and on leaving the field.
 */
function readingConfig(century: Century): typeof dayjsGenerateConfig {
  const base = dayjsGenerateConfig.locale;
  const parse = (locale: string, text: string, formats: string[]): Dayjs | null => {
    for (const format of formats) {
      const form = FORMATS.get(format);
      const iso = form ? readDateText(text, { ...form, century, today: todayInBerlin() }) : null;
      const date = form
        ? iso && base.parse(locale, iso, [form.kind === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'])
        : base.parse(locale, text, [format]);
      if (date) return date;
    }
    return null;
  };
  return { ...dayjsGenerateConfig, locale: { ...base, parse } };
}

// A picker is made for one configuration, so a field that takes no future day has its own.
const PastPicker = DatePicker.generatePicker<Dayjs>(readingConfig('past'));
const NearPicker = DatePicker.generatePicker<Dayjs>(readingConfig('near'));

export type DateInputProps = {
  id?: string;
  value?: Dayjs | null;
  onChange?(value: Dayjs | null): void;
  /** A month (MM.YYYY) instead of a day. */
  picker?: DateKind;
  /** No day after today (Berlin's): a birth date, a first registration, an invoice date. */
  past?: boolean;
  /** Further days the field does not take. */
  disabledDate?(day: Dayjs): boolean;
  /** The language of the text; the UI language unless given (tests). */
  locale?: Locale;
  /** Where an empty field's calendar opens. */
  defaultPickerValue?: Dayjs;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

type Judge = { kind: DateKind; locale: Locale; past: boolean; notAllowed(day: Dayjs): boolean; t: TFunction };

/** Why the typed text is not taken, or null when it is (or is empty). */
function problemOf(text: string, { kind, locale, past, notAllowed, t }: Judge): string | null {
  if (!text.trim()) return null;
  const iso = readDateText(text, { kind, locale, century: past ? 'past' : 'near', today: todayInBerlin() });
  const format = kind === 'month' ? MONTH_PICKER_FORMAT[locale] : DATE_PICKER_FORMAT[locale];
  if (!iso) return t('common.dateInput.unreadable', { text: text.trim(), example: dayjs('1985-11-26').format(format) });
  const day = dayjs(iso);
  if (!notAllowed(day)) return null;
  return t(past && day.isAfter(dayjs(todayInBerlin()), 'day') ? 'common.dateInput.future' : 'common.dateInput.notAllowed', {
    date: day.format(format),
  });
}

export function DateInput({
  picker = 'date',
  past = false,
  disabledDate,
  locale: givenLocale,
  status,
  style,
  ...rest
}: DateInputProps) {
  const { t } = useTranslation();
  const uiLocale = useUiLocale();
  const locale = givenLocale ?? uiLocale;
  const { token } = theme.useToken();
  const messageId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const judged = useRef(false);
  const notAllowed = (day: Dayjs) => (past && day.isAfter(dayjs(todayInBerlin()), 'day')) || (disabledDate?.(day) ?? false);
  const judge = (text: string) => setProblem(problemOf(text, { kind: picker, locale, past, notAllowed, t }));
  const Picker = past ? PastPicker : NearPicker;
  const describedBy = [rest['aria-describedby'], problem ? messageId : undefined].filter(Boolean).join(' ');

  return (
    <>
      <Picker
        {...rest}
        picker={picker}
        format={picker === 'month' ? MONTH_PICKER_FORMAT[locale] : DATE_PICKER_FORMAT[locale]}
        disabledDate={past || disabledDate ? notAllowed : undefined}
        status={problem ? 'error' : status}
        aria-invalid={problem ? true : rest['aria-invalid']}
        aria-describedby={describedBy || undefined}
        style={{ width: '100%', ...style }}
        onChange={(value: Dayjs | null) => {
          if (value) setProblem(null);
          rest.onChange?.(value);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
          if (event.key !== 'Enter' && event.key !== 'Tab') return;
          // The picker takes a readable date on Enter itself; the browser would also submit the form.
          if (event.key === 'Enter') event.preventDefault();
          // Judged before the picker empties a text it does not take, as it does on Tab.
          judged.current = event.key === 'Tab';
          judge((event.target as HTMLInputElement).value);
        }}
        onBlur={(event) => {
          if (!judged.current) judge((event.target as HTMLInputElement).value);
          judged.current = false;
        }}
      />
      {problem && (
        <div id={messageId} role="alert" style={{ color: token.colorError, marginTop: 4 }}>
          {problem}
        </div>
      )}
    </>
  );
}
