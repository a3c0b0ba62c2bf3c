import type { Locale } from '@kontor/domain/constants';

// The one form per language in which the app shows a day and a month: in its date pickers and, by
// ui/format, as text. A German dealer reads DD.MM.YYYY. The English texts are British English, as
// fits a German business: day first, DD/MM/YYYY, which is also how ui/date-text reads a slashed day.
export const DATE_PICKER_FORMAT = { de: 'DD.MM.YYYY', en: 'DD/MM/YYYY' } as const satisfies Record<Locale, string>;

/** Month-only pickers (the next inspection): MM.YYYY in German, MM/YYYY in English. */
export const MONTH_PICKER_FORMAT = { de: 'MM.YYYY', en: 'MM/YYYY' } as const satisfies Record<Locale, string>;
