import type { Locale } from '@kontor/domain/constants';
import { translate } from '@kontor/domain/i18n/catalogs';
import { formatDate } from '../document-engine/render/document-formats';
import { type NotBookedPurchase, partyName } from './datev-bookings';
import type { Period } from './datev-export.repository';

// The purchases of a period the export could not book, as a text file in the ZIP in the dealer's
// language: a purchase is never left out of the books without the dealer being told which and why.

function vehicleName({ purchase }: NotBookedPurchase, locale: Locale): string {
  const vehicle = purchase.vehicle;
  if (!vehicle) return '—';
  const name = [vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return vehicle.vinCode ? translate(locale, 'datevExport.notBooked.vehicle', { name, vin: vehicle.vinCode }) : name;
}

/** The file's name and its text (CRLF lines, as the tax adviser's Windows tools read it); null when every purchase was booked. */
export function notBookedFile(
  notBooked: readonly NotBookedPurchase[],
  { period, locale }: { period: Period; locale: Locale },
): { name: string; text: string } | null {
  if (notBooked.length === 0) return null;
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, `datevExport.notBooked.${key}`, params);
  const title = t('title', { from: formatDate(locale, period.from), to: formatDate(locale, period.to) });
  const lines = notBooked.map((entry) =>
    t('line', {
      vehicle: vehicleName(entry, locale),
      date: formatDate(locale, entry.purchase.purchasedOn),
      seller: partyName(entry.purchase.seller) || '—',
      reason: t(entry.reason),
    }),
  );
  return { name: t('fileName'), text: [title, '', ...lines, ''].join('\r\n') };
}
