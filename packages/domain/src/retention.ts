import type { Locale } from './constants';

// Retention of the records the law requires a dealer to keep (§ 147 AO, § 14b UStG). A period starts
// at the end of the calendar year in which the record was issued (§ 147 Abs. 4 AO) and runs whole
// years; the record is kept to the last day of its last year and may go from the next 1 January.
// Days are Berlin calendar days (the business calendar), so a record of New Year's Eve 23:30 in
// Berlin (22:30 UTC) belongs to the old year.

/**
 * Years each kind of record is kept. Booking vouchers, invoices among them, 8 years since 2025
 * (§ 147 Abs. 1 Nr. 4, Abs. 3 AO after BEG IV; § 14b Abs. 1 UStG): the invoice, the cancellation
 * invoice, a purchase's contract (the voucher of a purchase from a private seller) and a receipt.
 * Commercial letters sent or received 6 years (§ 147 Abs. 1 Nr. 2, 3, Abs. 3 AO): the binding order
 * and the handover protocol. A cost estimate is neither a booking voucher nor a commercial letter
 * that prepares or concludes a deal, nor is a privacy notice; a trade is kept as long as its documents.
 */
export const RETENTION_YEARS = {
  INVOICE: 8,
  CANCELLATION: 8,
  CONTRACT: 8,
  RECEIPT: 8,
  BINDING_CONTRACT: 6,
  PROTOCOL: 6,
} as const;

export type RetainedKind = keyof typeof RETENTION_YEARS;

export function isRetainedKind(kind: string): kind is RetainedKind {
  return Object.hasOwn(RETENTION_YEARS, kind);
}

const DAY = /^(\d{4})-\d{2}-\d{2}$/;

/** The last day (`YYYY-MM-DD`) a record of `kind` issued on the Berlin day `issuedOn` is kept: 31 December of issue year + its years. */
export function retentionEnd(kind: RetainedKind, issuedOn: string): string {
  const match = DAY.exec(issuedOn);
  if (!match) throw new RangeError(`retentionEnd: not a day: ${issuedOn}`);
  return `${Number(match[1]) + RETENTION_YEARS[kind]}-12-31`;
}

/** Whether the record is still kept on the Berlin day `today` (its last day included). */
export function isStillRetained(keptUntil: string, today: string): boolean {
  return today <= keptUntil;
}

/**
 * Until when a set of records is kept, all together: the latest of their ends, or null when none of
 * them is a kept record. A vehicle, a trade or a customer is kept as long as the latest of theirs.
 */
export function latestRetentionEnd(records: readonly { kind: string; issuedOn: string }[]): string | null {
  let latest: string | null = null;
  for (const { kind, issuedOn } of records) {
    if (!isRetainedKind(kind)) continue;
    const end = retentionEnd(kind, issuedOn);
    if (latest === null || end > latest) latest = end;
  }
  return latest;
}

/** The end the way the refusal's text writes it: 31.12.2033 in German, 31/12/2033 in English (the pickers' forms). */
export function formatRetentionEnd(day: string, locale: Locale): string {
  const [year, month, date] = day.split('-');
  return locale === 'de' ? `${date}.${month}.${year}` : `${date}/${month}/${year}`;
}
