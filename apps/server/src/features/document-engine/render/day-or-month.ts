import type { Locale } from '@kontor/domain/constants';
import { formatDate } from './document-formats';

/**
 * A first registration as given: a day by the document's language (de 12.03.2019, en 12 Mar 2019),
 * a month known without its day as the dealer writes the Erstzulassung (de 03.2019, en 03/2019), so
 * no document prints a day that was never stated.
 */
export function formatDayOrMonth(locale: Locale, iso: string): string {
  if (!/^\d{4}-\d{2}$/.test(iso)) return formatDate(locale, iso);
  return `${iso.slice(5, 7)}${locale === 'de' ? '.' : '/'}${iso.slice(0, 4)}`;
}
