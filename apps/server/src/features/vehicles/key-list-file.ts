import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { keyListHsn, keyListTsn } from '@kontor/domain/key-list';
import ExcelJS from 'exceljs';

// Reads a key list file into rows: the CSV Kontor comes with (apps/server/key-list; optionally
// gzip-compressed, a `#` source line first) or the KBA's own FZ 6 workbook (sheet "FZ 6.1").

type KeyListRow = { hsn: string; tsn: string; manufacturer: string; model: string };
type KeyListFile = { rows: KeyListRow[]; hash: string; format: 'csv' | 'xlsx' };

/** Splits CSV text into records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string, delimiter = ','): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

function fold(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

type Columns = { hsn: number; manufacturer: number; tsn: number; model: number };

/** Finds the columns by their header names, German (KBA) or the CSV's short ones. */
function findColumns(header: string[]): Columns | null {
  const names = header.map(fold);
  const pick = (...candidates: string[]) => names.findIndex((name) => candidates.some((candidate) => name.startsWith(candidate)));
  const columns = {
    hsn: pick('hsn', 'herstellerschlusselnummer', 'herstellerschlussel'),
    manufacturer: pick('hersteller', 'herstellerklartext', 'manufacturer'),
    tsn: pick('tsn', 'typschlusselnummer', 'typschlussel'),
    model: pick('handelsname', 'model'),
  };
  // "hersteller" also prefixes the HSN header; prefer the plain-text column when both exist.
  const klartext = names.findIndex((name) => name.startsWith('herstellerklartext'));
  if (klartext >= 0) columns.manufacturer = klartext;
  else if (columns.manufacturer === columns.hsn)
    columns.manufacturer = names.findIndex((name, index) => index !== columns.hsn && name.startsWith('hersteller'));
  return Object.values(columns).every((index) => index >= 0) ? columns : null;
}

/**
 * Turns table rows into key-list rows. The KBA leaves the HSN and the manufacturer blank on the
 * rows after the first of a group, so blanks take the value above.
 */
export function rowsFromTable(table: string[][]): KeyListRow[] {
  let columns: Columns | null = null;
  const rows: KeyListRow[] = [];
  let lastHsn: string | null = null;
  let lastManufacturer = '';
  for (const record of table) {
    if (!columns) {
      columns = findColumns(record);
      continue;
    }
    const rawHsn = (record[columns.hsn] ?? '').trim();
    const hsn: string | null = rawHsn ? keyListHsn(rawHsn) : lastHsn;
    const tsn = keyListTsn(record[columns.tsn] ?? '');
    const manufacturer = (record[columns.manufacturer] ?? '').trim() || (rawHsn ? '' : lastManufacturer);
    const model = (record[columns.model] ?? '').trim();
    if (rawHsn && hsn) {
      lastHsn = hsn;
      lastManufacturer = manufacturer;
    }
    if (!hsn || !tsn || !manufacturer || !model) continue;
    rows.push({ hsn, tsn, manufacturer, model });
  }
  if (!columns) throw new Error('no header with HSN, manufacturer, TSN and trade name found');
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return String(value.result ?? '');
    if ('text' in value) return String(value.text);
    if (value instanceof Date) return value.toISOString();
  }
  return String(value);
}

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet =
    workbook.getWorksheet('FZ 6.1') ??
    workbook.worksheets.find((candidate) => /6\.1/.test(candidate.name)) ??
    workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheets');
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) values.push(cellText(row.getCell(column).value));
    table.push(values);
  });
  return table;
}

/** Reads the file by its content: a ZIP (XLSX), a gzip (CSV.gz) or plain CSV text. */
export async function readKeyListFile(file: string): Promise<KeyListFile> {
  const raw = await readFile(file);
  const hash = createHash('sha256').update(raw).digest('hex');
  if (raw[0] === 0x50 && raw[1] === 0x4b) return { rows: rowsFromTable(await readXlsx(raw)), hash, format: 'xlsx' };
  const text = (raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw).toString('utf8').replace(/^\uFEFF/, '');
  // German exports often use semicolons; the header line tells which.
  const headerLine = text.split(/\r?\n/).find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '';
  const delimiter = (headerLine.match(/;/g)?.length ?? 0) > (headerLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const table = parseCsv(text, delimiter).filter(
    (record) => !(record[0] ?? '').startsWith('#') && record.some((field) => field.trim() !== ''),
  );
  return { rows: rowsFromTable(table), hash, format: 'csv' };
}
