import type { Locale } from '@kontor/domain/constants';
import { Input } from 'antd';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The one number field of the app. Numbers as a dealer types them: a German writes 87.450 km and
// 1.234,56 €, an English speaker 87,450 km and €1,234.56. A browser's number field (and antd's
// InputNumber) reads "87.450" as 87.45 and stores 87 km, so the field reads the text itself
// (parseLocaleNumber), strictly, because a typo such as "12.5" in German or "abc12x" must be shown
// as an error, never guessed into a number. It hands the form a JS number, or null when empty; text
// that is not a number stays in the field as typed and reaches the form as NaN, so
// `numberInputRule` can block saving with a message.

export type LocaleNumberOptions = {
  locale: Locale;
  /** Digits after the decimal separator that may be typed; 0 (an integer) unless `money`. */
  fractionDigits?: number;
  /** The value is integer euro cents; the text is euros with up to two decimals. */
  money?: boolean;
};

type ParsedNumber = { ok: true; value: number | null } | { ok: false };

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  de: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

function digitsAfterPoint(options: LocaleNumberOptions): number {
  return options.money ? 2 : (options.fractionDigits ?? 0);
}

function escape(char: string): string {
  return `\\${char}`;
}

/** Reads the text of a number field; `{ ok: false }` for anything that is not a number. */
export function parseLocaleNumber(text: string, options: LocaleNumberOptions): ParsedNumber {
  // Spaces (also the narrow ones Intl puts into numbers) and a typed or pasted € sign carry no value.
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (compact === '') return { ok: true, value: null };
  const { group, decimal } = SEPARATORS[options.locale];
  const fraction = digitsAfterPoint(options);
  const g = escape(group);
  const d = escape(decimal);
  // Either plain digits or correctly grouped thousands; then at most `fraction` decimals.
  const pattern = new RegExp(`^(-?)(\\d+|\\d{1,3}(?:${g}\\d{3})+)(?:${d}(\\d+))?$`);
  const match = pattern.exec(compact);
  if (!match) return { ok: false };
  const [, sign, whole = '', decimals = ''] = match;
  if (decimals.length > fraction) return { ok: false };
  const integerDigits = whole.split(group).join('');
  if (options.money) {
    // Cents from the digits, not from a float: 1234,56 € is exactly 123456 cents.
    const cents = Number(integerDigits) * 100 + Number(decimals.padEnd(2, '0'));
    return { ok: true, value: sign === '-' ? -cents : cents };
  }
  const value = Number(`${sign}${integerDigits}${decimals ? `.${decimals}` : ''}`);
  return Number.isFinite(value) ? { ok: true, value: value === 0 ? 0 : value } : { ok: false };
}

/** The text a number field shows for a value: grouped, with the language's separators, no unit. */
export function formatLocaleNumber(value: number | null | undefined, options: LocaleNumberOptions): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const fraction = digitsAfterPoint(options);
  const format = new Intl.NumberFormat(options.locale === 'de' ? 'de-DE' : 'en-US', {
    minimumFractionDigits: options.money ? 2 : 0,
    maximumFractionDigits: fraction,
  });
  return format.format(options.money ? value / 100 : value);
}

type NumberInputProps = {
  value?: number | null;
  onChange?(value: number | null): void;
  onBlur?(): void;
  /** Decimals that may be typed; 0 (an integer) by default. */
  fractionDigits?: number;
  /** The form value is integer euro cents; the field shows euros (1.234,56). */
  money?: boolean;
  /** Bounds of the arrow keys; the form rule checks them for typed values. */
  min?: number;
  max?: number;
  /** A unit shown inside the field: km, cm³, €. */
  suffix?: ReactNode;
  /** The language of the text; the UI language unless given (tests, fixed-format fields). */
  locale?: Locale;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

function useLocale(given?: Locale): Locale {
  const { i18n } = useTranslation();
  return given ?? (i18n.language === 'en' ? 'en' : 'de');
}

function sameValue(a: number | null | undefined, b: number | null | undefined): boolean {
  return (a ?? null) === (b ?? null) || (Number.isNaN(a) && Number.isNaN(b));
}

export function NumberInput({
  value,
  onChange,
  onBlur,
  fractionDigits,
  money,
  min,
  max,
  suffix,
  locale: givenLocale,
  ...rest
}: NumberInputProps) {
  const locale = useLocale(givenLocale);
  const options: LocaleNumberOptions = { locale, fractionDigits, money };
  const [text, setText] = useState(() => formatLocaleNumber(value, options));
  const shownLocale = useRef(locale);

  // A value set from outside (form reset, a draft, a key-list choice) replaces the text; the value
  // this field itself just reported does not, so the typing is not reformatted under the cursor.
  useEffect(() => {
    const localeChanged = shownLocale.current !== locale;
    shownLocale.current = locale;
    if (Number.isNaN(value) && !localeChanged) return;
    const parsed = parseLocaleNumber(text, options);
    if (!localeChanged && parsed.ok && sameValue(parsed.value, value)) return;
    setText(formatLocaleNumber(value, options));
    // Only an outside change of value or language should reformat; `text` changes on every key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, locale]);

  const report = (next: number | null) => {
    if (!sameValue(next, value)) onChange?.(next);
  };

  const type = (next: string) => {
    setText(next);
    const parsed = parseLocaleNumber(next, options);
    report(parsed.ok ? parsed.value : Number.NaN);
  };

  // Up and down step by one (one euro for money) within the bounds: a keyboard without a mouse wheel.
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    if (value !== null && value !== undefined && Number.isNaN(value)) return;
    event.preventDefault();
    const unit = money ? 100 : 1;
    let next = (value ?? 0) + (event.key === 'ArrowUp' ? unit : -unit);
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    setText(formatLocaleNumber(next, options));
    report(next);
  };

  return (
    <Input
      {...rest}
      value={text}
      inputMode={money || fractionDigits ? 'decimal' : 'numeric'}
      autoComplete="off"
      suffix={suffix}
      onChange={(event) => type(event.target.value)}
      onKeyDown={step}
      onBlur={() => {
        const parsed = parseLocaleNumber(text, options);
        if (parsed.ok) setText(formatLocaleNumber(parsed.value, options));
        onBlur?.();
      }}
    />
  );
}

type NumberRuleOptions = {
  locale: Locale;
  min?: number;
  max?: number;
  money?: boolean;
  fractionDigits?: number;
};

/**
 * The form rule of a NumberInput: text that is not a number (NaN) blocks saving with a translated
 * message and an example in the language's own format; min and max, when both
 * are given, bound the value.
 */
export function numberInputRule(t: TFunction, options: NumberRuleOptions): FormRule {
  const format = (value: number) => formatLocaleNumber(value, options);
  return {
    validator: async (_rule, value: unknown) => {
      if (value === null || value === undefined) return;
      if (typeof value !== 'number' || Number.isNaN(value)) {
        throw new Error(t('common.numberInput.invalid', { example: format(options.money ? 1234550 : 87450) }));
      }
      const { min, max } = options;
      if (min === undefined || max === undefined) return;
      if (value < min || value > max) throw new Error(t('common.numberInput.range', { min: format(min), max: format(max) }));
    },
  };
}
