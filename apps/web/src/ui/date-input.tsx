import { todayInBerlin } from '@kontor/domain/business-calendar';
import type { Locale } from '@kontor/domain/constants';
import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import { DatePicker, Form, type FormRule, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import {
  type Context,
  type CSSProperties,
  isValidElement,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_PICKER_FORMAT, MONTH_PICKER_FORMAT } from './date-format';
import { type Century, type DateKind, isMonthOnly, type ReadDateOptions, readDateText } from './date-text';
import { isMonthValue, markMonth } from './day-or-month';
import { markUnread, unreadDayRule, unreadOf } from './unread-day';
import { useUiLocale } from './use-ui-locale';

// The one date field of the app (antd's DatePicker underneath). It shows a date in the language's
// one form and reads what people type (ui/date-text: 1.2.85, 261185, 1985-2-1, …). Enter takes the
// typed date and never submits the form around it; what is being typed is never rewritten; text
// that is no date, or a day the field does not take, is not dropped silently: the field says so
// under itself, or in a Form.Item its dateInputRule does and keeps the form from saving (unread-day.ts).
// A day field with allowMonth also takes a month where that is enough (a first registration, EZ
// 03/2019): typed as a month, it reaches the form as the month (ui/day-or-month) and shows as one.

/** Which language's form a canonical picker format is, and whether it is a day or a month. */
const FORMATS = new Map<string, { kind: DateKind; locale: Locale }>(
  (['de', 'en'] as const).flatMap((locale) => [
    [DATE_PICKER_FORMAT[locale], { kind: 'date' as const, locale }],
    [MONTH_PICKER_FORMAT[locale], { kind: 'month' as const, locale }],
  ]),
);

const DIGITS = '0123456789';

/**
 * Whether one or two more digits would make `text` another date: "3.11.20" may be the start of
 * 3.11.2026, "2026-11-3" of 2026-11-30. While typing, such a text is not taken yet.
 */
function mayGrow(text: string, options: ReadDateOptions): boolean {
  for (const first of DIGITS) {
    if (readDateText(text + first, options)) return true;
    for (const second of DIGITS) if (readDateText(text + first + second, options)) return true;
  }
  return false;
}

/**
 * dayjs' picker configuration, reading typed text with ui/date-text instead of dayjs' strict
 * one-format parse. The picker asks it on every key and takes what it reads at once, writing it
 * back in the field's form: so it reads only a text that no further digit could change (a date
 * taken at "3.11.20" turned the rest of "3.11.2026" into "03.11.202026"). A short form (1.2.85)
 * is taken on Enter, Tab or leaving the field, by DateInput itself. A day the field does not take
 * (a future birth date) is not read either: the picker would hold it, refuse it on Enter or on
 * leaving, and empty the field; unread, the text stays and DateInput says why.
 */
function readingConfig(field: { century(): Century; takes(day: Dayjs): boolean }): typeof dayjsGenerateConfig {
  const base = dayjsGenerateConfig.locale;
  const parse = (locale: string, text: string, formats: string[]): Dayjs | null => {
    for (const format of formats) {
      const form = FORMATS.get(format);
      const options = form && { ...form, century: field.century(), today: todayInBerlin() };
      const read = options ? readDateText(text, options) : null;
      const iso = read && options && !mayGrow(text.trim(), options) ? read : null;
      const date = form
        ? iso && base.parse(locale, iso, [form.kind === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'])
        : base.parse(locale, text, [format]);
      if (date && field.takes(date)) return date;
    }
    return null;
  };
  // A month where a day or a month is taken (allowMonth, ui/day-or-month) shows as the month. Decided
  // by the value being written, not by the field's format, which would lag behind a day just typed
  // over a month (and a format function would make the picker's input read-only).
  const format = (locale: string, date: Dayjs, format: string): string => {
    const form = FORMATS.get(format);
    return base.format(locale, date, form?.kind === 'date' && isMonthValue(date) ? MONTH_PICKER_FORMAT[form.locale] : format);
  };
  return { ...dayjsGenerateConfig, locale: { ...base, parse, format } };
}

/** What a field takes, as its latest render says; read by its picker's parse, between renders. */
class FieldJudge {
  constructor(
    private past: boolean,
    private notAllowed: (day: Dayjs) => boolean,
  ) {}

  update(past: boolean, notAllowed: (day: Dayjs) => boolean): void {
    this.past = past;
    this.notAllowed = notAllowed;
  }

  century(): Century {
    return this.past ? 'past' : 'near';
  }

  takes(day: Dayjs): boolean {
    return !this.notAllowed(day);
  }
}

/** The form rule of every DateInput in a Form.Item: a text that was not taken keeps the form from saving. */
export const dateInputRule: FormRule = unreadDayRule;

/** The rules a Form.Item adds for its control: dateInputRule when the control is a DateInput (item helpers of the forms). */
export const dateRulesFor = (control: ReactNode): FormRule[] =>
  isValidElement(control) && control.type === DateInput ? [dateInputRule] : [];

/**
 * Whether a field sits in a Form.Item: antd's context for that, as antd hands it to compatible inputs
 * (a deep import of antd/es/form/context could be another copy of the module than `antd`'s own).
 */
const FormItemInputContext = (Form.Item.useStatus as unknown as { Context: Context<{ isFormItemInput?: boolean }> }).Context;

export type DateInputProps = {
  id?: string;
  value?: Dayjs | null;
  onChange?(value: Dayjs | null): void;
  /** A month (MM.YYYY) instead of a day. */
  picker?: DateKind;
  /**
   * A day field that takes a month too (MM.YYYY, 03/2019), where a month is all that may be known:
   * the value is then the month's first day marked as the month (ui/day-or-month), shown as a month.
   */
  allowMonth?: boolean;
  /** No day after today (Berlin's): a birth date, a first registration, an invoice date. */
  past?: boolean;
  /** Further days the field does not take. */
  disabledDate?(day: Dayjs): boolean;
  /**
   * The field sits in a form that is no antd Form (the guest pages' light form): like a Form.Item's,
   * a text not taken reaches the form as an unread day (unread-day.ts), whose rule says why.
   */
  inForm?: boolean;
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

type Judge = {
  kind: DateKind;
  allowMonth: boolean;
  locale: Locale;
  past: boolean;
  notAllowed(day: Dayjs): boolean;
  t: TFunction;
};

/** A month where a day or a month is asked for: its first day marked as the month, or why it is not taken. */
function readMonth(
  text: string,
  options: ReadDateOptions,
  { locale, past, notAllowed, t }: Judge,
): { day: Dayjs | null; problem: string | null } {
  const month = markMonth(dayjs(`${readDateText(text, { ...options, kind: 'month' })}-01`));
  if (!notAllowed(month)) return { day: month, problem: null };
  // Its first day is after today only when the whole month is still to come.
  const date = month.format(MONTH_PICKER_FORMAT[locale]);
  return {
    day: null,
    problem:
      past && month.isAfter(dayjs(todayInBerlin()), 'day')
        ? t('common.dateInput.futureMonth', { date })
        : t('common.dateInput.notAllowed', { date }),
  };
}

/** The typed date, or why the text is not taken (neither for an empty field). */
function readTyped(text: string, judge: Judge): { day: Dayjs | null; problem: string | null } {
  const { kind, allowMonth, locale, past, notAllowed, t } = judge;
  if (!text.trim()) return { day: null, problem: null };
  const options: ReadDateOptions = { kind, locale, century: past ? 'past' : 'near', today: todayInBerlin() };
  const iso = readDateText(text, options);
  const format = kind === 'month' ? MONTH_PICKER_FORMAT[locale] : DATE_PICKER_FORMAT[locale];
  if (!iso && kind === 'date' && allowMonth && isMonthOnly(text, options)) return readMonth(text, options, judge);
  if (!iso && kind === 'date' && isMonthOnly(text, options)) {
    // A month where a day is asked for (03/2019): the day is not made up, the field asks for it.
    const month = dayjs(readDateText(text, { ...options, kind: 'month' }));
    const example = format
      .replace('YYYY', month.format('YYYY'))
      .replace('MM', month.format('MM'))
      .replace('DD', t('common.dateInput.dayPlaceholder'));
    return { day: null, problem: t('common.dateInput.dayMissing', { text: text.trim(), example }) };
  }
  if (!iso) {
    const example = dayjs('1985-11-26').format(format);
    return {
      day: null,
      problem: t('common.dateInput.unreadable', {
        text: text.trim(),
        example: allowMonth
          ? t('common.dateInput.dayOrMonth', { day: example, month: dayjs('1985-11-26').format(MONTH_PICKER_FORMAT[locale]) })
          : example,
      }),
    };
  }
  const day = dayjs(iso);
  if (!notAllowed(day)) return { day, problem: null };
  const problem = t(
    past && day.isAfter(dayjs(todayInBerlin()), 'day') ? 'common.dateInput.future' : 'common.dateInput.notAllowed',
    {
      date: day.format(format),
    },
  );
  return { day: null, problem };
}

export function DateInput({
  picker = 'date',
  allowMonth = false,
  past = false,
  disabledDate,
  locale: givenLocale,
  inForm = false,
  status,
  style,
  ...rest
}: DateInputProps) {
  const { t } = useTranslation();
  const uiLocale = useUiLocale();
  const locale = givenLocale ?? uiLocale;
  const { token } = theme.useToken();
  const messageId = useId();
  // In a Form.Item the form holds what was not taken and its rule says why; elsewhere (a filter) the field does.
  const formHolds = useContext(FormItemInputContext).isFormItemInput || inForm;
  const [ownProblem, setProblem] = useState<string | null>(null);
  const problem = formHolds ? null : ownProblem;
  const unread = unreadOf(rest.value);
  const shown = unread ? unread.shown : rest.value;
  const judged = useRef(false);
  const notAllowed = (day: Dayjs) => (past && day.isAfter(dayjs(todayInBerlin()), 'day')) || (disabledDate?.(day) ?? false);
  // Takes what was typed when the dealer is done with it (Enter, Tab, leaving): a short form the
  // picker leaves while typing (see readingConfig), or says why the text is not taken.
  const take = (text: string): boolean => {
    const { day, problem: found } = readTyped(text, { kind: picker, allowMonth, locale, past, notAllowed, t });
    setProblem(found);
    // A month and its first day are the same day, yet not the same value.
    const same = (value: Dayjs | null | undefined, other: Dayjs) =>
      Boolean(value?.isSame(other, picker === 'month' ? 'month' : 'day')) && isMonthValue(value) === isMonthValue(other);
    if (found && formHolds) rest.onChange?.(markUnread(dayjs(Number.NaN), { problem: found, shown: shown ?? null }));
    else if (unread && !found) rest.onChange?.(day);
    else if (day && !same(rest.value, day)) rest.onChange?.(day);
    // Text deleted: the field is emptied, not left holding the day from before.
    else if (!text.trim() && rest.value) rest.onChange?.(null);
    return day !== null;
  };
  // Open as the picker says, except that a date taken on Enter closes the calendar, as a picked one does.
  const [open, setOpen] = useState(false);
  // The field's own picker, reading typed text by what this field takes now (see readingConfig).
  const [field] = useState(() => new FieldJudge(past, notAllowed));
  useLayoutEffect(() => field.update(past, notAllowed));
  const [Picker] = useState(() => DatePicker.generatePicker<Dayjs>(readingConfig(field)));
  const describedBy = [rest['aria-describedby'], problem ? messageId : undefined].filter(Boolean).join(' ');

  return (
    <>
      <Picker
        {...rest}
        value={shown}
        picker={picker}
        // A month (allowMonth) is written as one by readingConfig's format; typed text is read as a
        // day while typing, as a month on leaving (take).
        format={picker === 'month' ? MONTH_PICKER_FORMAT[locale] : DATE_PICKER_FORMAT[locale]}
        disabledDate={past || disabledDate ? notAllowed : undefined}
        status={problem ? 'error' : status}
        aria-invalid={problem ? true : rest['aria-invalid']}
        aria-describedby={describedBy || undefined}
        style={{ width: '100%', ...style }}
        open={open}
        onOpenChange={setOpen}
        // What the field did not take stays as typed, next to the reason, for the dealer to correct.
        preserveInvalidOnBlur
        onChange={(value: Dayjs | null) => {
          if (value) setProblem(null);
          rest.onChange?.(value);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
          if (event.key !== 'Enter' && event.key !== 'Tab') return;
          // The browser would also submit the form on Enter.
          if (event.key === 'Enter') event.preventDefault();
          // Taken before the picker empties a text it did not take, as it does on Tab.
          judged.current = event.key === 'Tab';
          if (take((event.target as HTMLInputElement).value) && event.key === 'Enter') setOpen(false);
        }}
        onBlur={(event) => {
          if (!judged.current) take((event.target as HTMLInputElement).value);
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
