import { BUCHUNGSSTAPEL_COLUMNS } from '@kontor/domain/datev-format';
import { unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { callAs, type CompanyUser } from './factories';
import type { TestContext } from './test-context';

// Reading a DATEV export the way a tax adviser's software does: the ZIP, its Windows-1252 CSV of
// CRLF lines (the EXTF header, the column names, then one booking per line), and the sums per account.

/** Settings every export test starts from: adviser and client number, the fiscal year from January. */
export const DATEV_SETTINGS = { adviserNumber: 29098, clientNumber: 55003, fiscalYearStartMonth: 1, accounts: [] };
export const DATEV_JUNE = 'from=2026-06-01&to=2026-06-30';

export async function saveDatevSettings(t: TestContext, user: CompanyUser, body: object = DATEV_SETTINGS) {
  return callAs(t, 'PUT /api/user/exports/datev/settings', { user, body });
}

export async function datevExport(
  t: TestContext,
  { user, query, locale = 'de' }: { user: CompanyUser; query: string; locale?: string },
) {
  return t.app.inject({
    method: 'GET',
    url: `/api/user/exports/datev?${query}`,
    headers: { ...user.headers, 'accept-language': locale },
  });
}

/** A 200 export's ZIP entries, and its CSV decoded from Windows-1252 beside its bytes, lines and booking rows. */
export function readDatevZip(answer: LightMyRequestResponse) {
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('application/zip');
  const entries = unzipSync(new Uint8Array(answer.rawPayload));
  const csvName = Object.keys(entries).find((name) => name.endsWith('.csv'))!;
  const bytes = entries[csvName]!;
  const text = new TextDecoder('windows-1252').decode(bytes);
  const lines = text.split('\r\n');
  const rows = lines.slice(2, -1).map((line) => line.split(';'));
  return { entries, csvName, bytes, text, lines, rows, skipped: answer.headers['x-datev-skipped'] };
}

export const datevField = (row: string[], column: string) => row[BUCHUNGSSTAPEL_COLUMNS.indexOf(column)]!;
export const unquote = (value: string) => value.replace(/^"|"$/g, '');
/** The booking rows by Belegfeld 1 (the invoice number). */
export const byBeleg = (rows: string[][]) => new Map(rows.map((row) => [unquote(datevField(row, 'Belegfeld 1')), row]));
const datevCents = (amount: string) => Math.round(Number(amount.replace(',', '.')) * 100);

/** Debit minus credit per account, in cents (Konto takes the S/H flag, Gegenkonto the opposite). */
export function datevBalances(rows: string[][]): Map<string, number> {
  const sums = new Map<string, number>();
  const add = (account: string, value: number) => sums.set(account, (sums.get(account) ?? 0) + value);
  for (const row of rows) {
    const amount = datevCents(datevField(row, 'Umsatz (ohne Soll/Haben-Kz)'));
    const sign = unquote(datevField(row, 'Soll/Haben-Kennzeichen')) === 'S' ? 1 : -1;
    add(datevField(row, 'Konto'), sign * amount);
    add(datevField(row, 'Gegenkonto (ohne BU-Schlüssel)'), -sign * amount);
  }
  return sums;
}
