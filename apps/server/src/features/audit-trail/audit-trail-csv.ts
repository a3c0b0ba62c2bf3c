import type { AuditEvent } from '@kontor/domain/audit-trail';
import { berlinDateTime } from '@kontor/domain/business-calendar';
import type { Locale } from '@kontor/domain/constants';
import { translate } from '@kontor/domain/i18n/catalogs';

// The audit trail as a file a German tax auditor or dealer opens in Excel: UTF-8 with a byte order
// mark (else Excel reads it as ANSI), `;` between cells (German Excel's list separator, the comma
// being the decimal mark), CRLF and quoting as RFC 4180 asks, headers in the user's language.

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/**
 * One cell: a cell that Excel would run as a formula (= + - @, a tab or CR first) gets a leading
 * apostrophe (OWASP's guard against CSV injection: a label is typed by a user); a cell with the
 * separator, a quote or a line break is quoted, its quotes doubled.
 */
export function auditCsvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The moment in Berlin time, as the UI writes it: 07.12.2026 15:03:12 in German, 07/12/2026 15:03:12 in English. */
function localDateTime(iso: string, locale: Locale): string {
  const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}:\d{2})/.exec(berlinDateTime(new Date(iso)))!;
  return `${locale === 'de' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`} ${time}`;
}

/** The object in words: a document by its kind ("Rechnung"), anything else by its kind ("Fahrzeug"). */
function objectOf(event: AuditEvent, locale: Locale): string {
  const documentType = event.details.documentType;
  if (event.objectType === 'DOCUMENT' && typeof documentType === 'string') {
    return translate(locale, `auditTrail.documentTypes.${documentType}`);
  }
  return translate(locale, `auditTrail.objectTypes.${event.objectType}`);
}

const HEADERS = ['occurredAt', 'user', 'action', 'object', 'label', 'sha256', 'requestId', 'details'] as const;

export function auditTrailCsv(events: readonly AuditEvent[], locale: Locale): string {
  const t = (key: string) => translate(locale, `auditTrail.${key}`);
  const rows = [
    HEADERS.map((header) => t(`columns.${header}`)),
    ...events.map((event) => [
      localDateTime(event.occurredAt, locale),
      event.userId === null ? t('system') : (event.userName ?? event.userId),
      t(`actions.${event.action}`),
      objectOf(event, locale),
      event.action === 'CUSTOMER_DELETED' ? t('erased') : event.label,
      event.documentSha256 ?? '',
      event.requestId ?? '',
      Object.keys(event.details).length > 0 ? JSON.stringify(event.details) : '',
    ]),
  ];
  return BOM + rows.map((row) => row.map(auditCsvCell).join(SEPARATOR) + LINE_END).join('');
}
