import type { Dayjs } from 'dayjs';

// In a Form.Item, a DateInput's text that is no date (or a day the field does not take) reaches the
// form as an invalid Dayjs registered here, as a number field's reaches it as NaN: had the form kept
// the day from before, Save would have stored that day next to the message. DateInput's
// dateInputRule blocks saving with the message; the schema rules (zod-rule.ts) leave such a value
// alone. Apart from date-input.tsx so that zod-rule.ts, on the guest pages too, does not load the picker.

type Unread = {
  /** Why the text was not taken, as the field says it. */
  problem: string;
  /** The day the field shows meanwhile: the one from before. */
  shown: Dayjs | null;
};

const unreadDays = new WeakMap<object, Unread>();

/** The form value for a text that was not taken; `day` is an invalid Dayjs. */
export function markUnread(day: Dayjs, unread: Unread): Dayjs {
  unreadDays.set(day, unread);
  return day;
}

/** Why and what is shown, when a form value is a date field's text that was not taken. */
export function unreadOf(value: unknown): Unread | undefined {
  return typeof value === 'object' && value !== null ? unreadDays.get(value) : undefined;
}

/**
 * The rule of a form holding a date field: a text that was not taken keeps the form from saving,
 * with the field's reason. antd's forms take it as DateInput's dateInputRule; the guest pages' light
 * form (the birth date) takes it from here, without loading the picker.
 */
export const unreadDayRule = {
  validator: async (_rule: unknown, value: unknown): Promise<void> => {
    const unread = unreadOf(value);
    if (unread) throw new Error(unread.problem);
  },
};
