import { berlinDateTime } from '@kontor/domain/business-calendar';
import type { DatevChart } from '@kontor/domain/datev';
import {
  BATCH_LABEL_MAX,
  BELEGFELD2_MAX,
  belegfeld,
  BUCHUNGSSTAPEL_COLUMNS,
  BUCHUNGSTEXT_MAX,
  datevAmount,
  datevDate,
  datevDayMonth,
  datevText,
  encodeCp1252,
  EXTF,
  GL_ACCOUNT_LENGTH,
  HEADER_FIELD_COUNT,
  quoted,
  toCp1252Text,
} from '@kontor/domain/datev-format';

// Writes a DATEV "Buchungsstapel" in the EXTF format, header version 700, format version 13, as the
// DATEV Developer Portal's format description "Buchungsstapel" (Formatversion 13) lays it out: line 1
// the 31 header fields, line 2 the 125 column names, then one line per booking; fields separated by
// ";", text fields in double quotes, lines ended by CRLF, the whole file in Windows-1252.

/** One booking line: the amount is positive, its direction is the S/H flag of `account`. */
export type Booking = {
  amountCents: number;
  direction: 'S' | 'H';
  /** Konto: the debtor. */
  account: number;
  /** Gegenkonto: the revenue account. */
  contraAccount: string;
  /** Belegdatum, ISO; written TTMM. */
  date: string;
  belegfeld1: string;
  belegfeld2: string;
  text: string;
  /** EU-Land u. UStID (Bestimmung): the buyer's VAT id for an intra-EU supply or reverse charge. */
  buyerVatId: string | null;
};

export type BatchHeader = {
  createdAt: Date;
  adviserNumber: number;
  clientNumber: number;
  /** WJ-Beginn, ISO. */
  fiscalYearStart: string;
  from: string;
  to: string;
  label: string;
  chart: DatevChart;
};

/** "Erzeugt am": the Berlin wall time as YYYYMMDDHHMMSSFFF. */
function createdStamp(at: Date): string {
  const millis = String(at.getUTCMilliseconds()).padStart(3, '0');
  return berlinDateTime(at).slice(0, 19).replace(/\D/g, '') + millis;
}

/** Line 1: the 31 header fields of header version 700, in the order of the format description. */
export function headerFields(header: BatchHeader): string[] {
  const fields = [
    quoted(EXTF.marker), // 1 Kennzeichen
    String(EXTF.headerVersion), // 2 Versionsnummer
    String(EXTF.category), // 3 Formatkategorie
    quoted(EXTF.name), // 4 Formatname
    String(EXTF.formatVersion), // 5 Formatversion
    createdStamp(header.createdAt), // 6 Erzeugt am
    '', // 7 Importiert (DATEV sets it)
    quoted('KO'), // 8 Herkunft: two letters naming the source system (DATEV replaces it with SV on import)
    quoted('Kontor'), // 9 Exportiert von
    '', // 10 Importiert von
    String(header.adviserNumber), // 11 Beraternummer
    String(header.clientNumber), // 12 Mandantennummer
    datevDate(header.fiscalYearStart), // 13 WJ-Beginn
    String(GL_ACCOUNT_LENGTH), // 14 Sachkontenlänge
    datevDate(header.from), // 15 Datum vom
    datevDate(header.to), // 16 Datum bis
    quoted(datevText(toCp1252Text(header.label), BATCH_LABEL_MAX)), // 17 Bezeichnung
    '', // 18 Diktatkürzel
    '1', // 19 Buchungstyp: 1 Finanzbuchführung
    '0', // 20 Rechnungslegungszweck: 0 unabhängig
    '0', // 21 Festschreibung: 0 not locked, so the adviser can still correct the batch
    quoted('EUR'), // 22 WKZ
    '', // 23 reserviert
    '', // 24 Derivatskennzeichen
    '', // 25 reserviert
    '', // 26 reserviert
    quoted(header.chart === 'SKR03' ? '03' : '04'), // 27 Sachkontenrahmen
    '', // 28 ID der Branchenlösung
    '', // 29 reserviert
    '', // 30 reserviert
    '', // 31 Anwendungsinformation
  ];
  if (fields.length !== HEADER_FIELD_COUNT) throw new Error(`EXTF header has ${fields.length} fields`);
  return fields;
}

const COLUMN = new Map(BUCHUNGSSTAPEL_COLUMNS.map((name, index) => [name, index]));

function set(row: string[], column: string, value: string): void {
  const index = COLUMN.get(column);
  if (index === undefined) throw new Error(`no EXTF column ${column}`);
  row[index] = value;
}

/** One booking as its 125 fields; the columns Kontor has nothing for stay empty. */
export function bookingFields(booking: Booking): string[] {
  const row = BUCHUNGSSTAPEL_COLUMNS.map(() => '');
  set(row, 'Umsatz (ohne Soll/Haben-Kz)', datevAmount(booking.amountCents));
  set(row, 'Soll/Haben-Kennzeichen', quoted(booking.direction));
  set(row, 'WKZ Umsatz', quoted('EUR'));
  set(row, 'Konto', String(booking.account));
  set(row, 'Gegenkonto (ohne BU-Schlüssel)', booking.contraAccount);
  set(row, 'Belegdatum', datevDayMonth(booking.date));
  set(row, 'Belegfeld 1', quoted(belegfeld(booking.belegfeld1)));
  // Belegfeld 2 holds 12 characters: a longer number keeps its end, where the running number is.
  set(row, 'Belegfeld 2', quoted(belegfeld(booking.belegfeld2, Number.MAX_SAFE_INTEGER).slice(-BELEGFELD2_MAX)));
  set(row, 'Buchungstext', quoted(datevText(toCp1252Text(booking.text), BUCHUNGSTEXT_MAX)));
  if (booking.buyerVatId) set(row, 'EU-Land u. UStID (Bestimmung)', quoted(belegfeld(booking.buyerVatId, 15)));
  return row;
}

/** The whole file, Windows-1252 encoded, CRLF after every line. */
export function writeBuchungsstapel(header: BatchHeader, bookings: readonly Booking[]): Uint8Array {
  const lines = [
    headerFields(header).join(';'),
    BUCHUNGSSTAPEL_COLUMNS.join(';'),
    ...bookings.map((booking) => bookingFields(booking).join(';')),
  ];
  return encodeCp1252(lines.map((line) => `${line}\r\n`).join(''));
}
