import { type TextLimit, tooLongCode } from '@kontor/domain/text-limits';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { Locale } from '@kontor/domain/constants';
import { formatNumber } from './format';

// antd's maxLength cuts typed and pasted text without a word; no field of Kontor uses it. A text
// over its limit stays as typed and is refused at the field, naming the limit with the words of
// the server's code for it.

/** The rule for a field whose schema is not checked in the browser otherwise. */
export function textLimitRule(max: TextLimit, t: TFunction): FormRule {
  return { max, message: t(`errors.${tooLongCode(max)}`) };
}

/**
 * antd's `count` for a field with a limit: "12 / 4.000" in the language's digits, marked once over
 * the limit, and nothing cut (no exceedFormatter).
 */
export function limitCount(max: number, locale: Locale) {
  return { max, show: ({ count }: { count: number }) => `${formatNumber(count, locale)} / ${formatNumber(max, locale)}` };
}
