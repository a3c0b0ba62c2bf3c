import type { Locale } from '@kontor/domain/constants';
import { Input } from 'antd';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocaleNumber, type LocaleNumberOptions, parseLocaleNumber } from './locale-number';

// The one number field of the app. It shows and reads numbers the way the UI language writes them
// (locale-number.ts) and hands the form a JS number, or null when empty. Text that is not a number
// stays in the field as typed and reaches the form as NaN, so `numberInputRule` can block saving
// with a message instead of the field silently turning "abc12x" into 12 or empty.

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
