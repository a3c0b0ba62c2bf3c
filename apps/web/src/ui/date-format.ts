import type { Locale } from '@kontor/domain/constants';

// What antd's date pickers show, in the same order as ui/format writes dates as text: a German
// dealer reads DD.MM.YYYY, an English one ISO.
export const DATE_PICKER_FORMAT = { de: 'DD.MM.YYYY', en: 'YYYY-MM-DD' } as const satisfies Record<Locale, string>;

/** Month-only pickers (the next inspection). */
export const MONTH_PICKER_FORMAT = { de: 'MM.YYYY', en: 'YYYY-MM' } as const satisfies Record<Locale, string>;
