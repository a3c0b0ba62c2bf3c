// The pure rules of DATEV's EXTF format "Buchungsstapel" (format category 21, format version 13,
// header version 700), worked from DATEV's format description on the DATEV Developer Portal
// ("DATEV-Format, Buchungsstapel", Formatversion 13, developer.datev.de → dtvf → formate →
// buchungsstapel): the 31 header fields, the 125 columns, and each field's type and limit.
// Checked against public descriptions of real exports; no code of theirs is used.

/** The EXTF constants of the batch: marker, header version, format category, name and version. */
export const EXTF = { marker: 'EXTF', headerVersion: 700, category: 21, name: 'Buchungsstapel', formatVersion: 13 } as const;

/** Sachkontenlänge: four-digit general ledger accounts, so personal accounts have five digits. */
export const GL_ACCOUNT_LENGTH = 4;
/** Debtors (Debitoren) and creditors (Kreditoren) at account length 4 (DATEV's personal account ranges). */
export const DEBTOR_ACCOUNT_MIN = 10_000;
export const DEBTOR_ACCOUNT_MAX = 69_999;
/**
 * The collective debtor (Sammeldebitor) of an invoice whose customer is no longer stored (erased under
 * the GDPR; the invoice keeps its own copy of the name): the last debtor account, so customers get 10000–69998.
 */
export const COLLECTIVE_DEBTOR_ACCOUNT = DEBTOR_ACCOUNT_MAX;
export const CREDITOR_ACCOUNT_MIN = 70_000;
export const CREDITOR_ACCOUNT_MAX = 99_999;
/** The collective creditor of a purchase whose seller was erased under the GDPR, so sellers get 70000–99998. */
export const COLLECTIVE_CREDITOR_ACCOUNT = CREDITOR_ACCOUNT_MAX;

/** Field limits of the format description. */
export const BELEGFELD1_MAX = 36;
export const BELEGFELD2_MAX = 12;
export const BUCHUNGSTEXT_MAX = 60;
/** The header's "Bezeichnung" of the batch. */
export const BATCH_LABEL_MAX = 30;
/** Beraternummer 1001–9999999 and Mandantennummer 1–99999 (header fields 11 and 12). */
export const ADVISER_NUMBER_MIN = 1001;
export const ADVISER_NUMBER_MAX = 9_999_999;
export const CLIENT_NUMBER_MIN = 1;
export const CLIENT_NUMBER_MAX = 99_999;

/**
 * The 125 column names of format version 13, in order, as the format description names them. DATEV
 * reads the columns by position; the names are the second line of the file.
 */
export const BUCHUNGSSTAPEL_COLUMNS: readonly string[] = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...Array.from({ length: 8 }, (_, i) => [`Beleginfo - Art ${i + 1}`, `Beleginfo - Inhalt ${i + 1}`]).flat(),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, i) => [`Zusatzinformation - Art ${i + 1}`, `Zusatzinformation - Inhalt ${i + 1}`]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Mitgliedstaat (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Mitgliedstaat u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
];

/** The number of header fields (line 1) of header version 700. */
export const HEADER_FIELD_COUNT = 31;

/** An amount in cents as DATEV writes it: positive, decimal comma, two decimals, no thousands separator. */
export function datevAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount in cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Belegdatum: day and month as TTMM (the year comes from the header's period). */
export function datevDayMonth(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return `${day}${month}`;
}

/** A date of the header (WJ-Beginn, Datum vom/bis) as YYYYMMDD. */
export function datevDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

/**
 * Belegfeld 1 allows only `a-z A-Z 0-9 $ & % * + - /`, at most 36 characters: anything else is left
 * out, so an invoice number "RE 2026_001" is written "RE2026001"; the ZIP names its PDF the same.
 */
export function belegfeld(value: string, max: number = BELEGFELD1_MAX): string {
  return value.replace(/[^a-zA-Z0-9$&%*+\-/]/g, '').slice(0, max);
}

/** A text field cut to its limit; DATEV refuses a longer one. */
export function datevText(value: string, max: number): string {
  const single = value.replace(/[\r\n\t]+/g, ' ').trim();
  return [...single].slice(0, max).join('');
}

/** A text field quoted, an inner quote doubled. */
export function quoted(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

/** The start (YYYY-MM-DD) of the fiscal year a day falls in, for a fiscal year starting in `startMonth`. */
export function fiscalYearStart(isoDate: string, startMonth: number): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const startYear = month >= startMonth ? year : year - 1;
  return `${startYear}-${String(startMonth).padStart(2, '0')}-01`;
}

// Windows-1252: 0x00–0x7F and 0xA0–0xFF are the Unicode code points of the same number; 0x80–0x9F
// hold these characters (0x81, 0x8D, 0x8F, 0x90 and 0x9D are unassigned).
const CP1252_HIGH: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

/** The Windows-1252 byte of a character, or undefined when 1252 has none. */
export function cp1252Byte(char: string): number | undefined {
  const code = char.codePointAt(0)!;
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  return CP1252_HIGH[code];
}

/** The character DATEV gets for one that Windows-1252 cannot write (see toCp1252Text). */
export const CP1252_REPLACEMENT = '?';

/**
 * A text reduced to what Windows-1252 can write. A character outside it becomes its base letter where
 * it has one that 1252 has ("ő" becomes "o", "Ș" becomes "S", "ł" becomes "?"), else "?": the booking is
 * still the invoice's, and the name stays readable; the PDF beside it keeps the exact spelling.
 */
export function toCp1252Text(value: string): string {
  let out = '';
  for (const char of value) {
    if (cp1252Byte(char) !== undefined) {
      out += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base.length > 0 && [...base].every((c) => cp1252Byte(c) !== undefined) ? base : CP1252_REPLACEMENT;
  }
  return out;
}

/** Encodes a text that toCp1252Text made writable; a character 1252 lacks throws (a bug, never data). */
export function encodeCp1252(value: string): Uint8Array {
  const chars = [...value];
  const bytes = new Uint8Array(chars.length);
  chars.forEach((char, index) => {
    const byte = cp1252Byte(char);
    if (byte === undefined) throw new RangeError(`not in Windows-1252: U+${char.codePointAt(0)!.toString(16)}`);
    bytes[index] = byte;
  });
  return bytes;
}
