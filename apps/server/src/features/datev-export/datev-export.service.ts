import {
  type DatevExportQuery,
  type DatevSettings,
  datevPeriodProblem,
  DEFAULT_DATEV_SETTINGS,
  DEFAULT_REVENUE_ACCOUNTS,
  revenueAccounts,
} from '@kontor/domain/datev';
import { belegfeld, COLLECTIVE_DEBTOR_ACCOUNT, DEBTOR_ACCOUNT_MIN, fiscalYearStart } from '@kontor/domain/datev-format';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { AppContext } from '../../platform/context';
import { invalid } from '../../platform/http/app-error';
import { assignDebtorAccounts } from '../customers/customers.service';
import { bookingsOf } from './datev-bookings';
import { type BookedDocument, createDatevExportRepository } from './datev-export.repository';
import { writeBuchungsstapel } from './extf-writer';

const repositoryOf = (ctx: AppContext) => createDatevExportRepository(ctx.database.db);

/** The settings as saved, or the defaults before the first save. */
export async function getDatevSettings(ctx: AppContext, companyId: string): Promise<DatevSettings> {
  return (await repositoryOf(ctx).findSettings(companyId)) ?? DEFAULT_DATEV_SETTINGS;
}

/** Saves the settings; an account equal to its default is not kept, so it follows the default (one entry per chart and case). */
export async function saveDatevSettings(ctx: AppContext, companyId: string, input: DatevSettings): Promise<DatevSettings> {
  const own = new Map(
    input.accounts
      .filter((entry) => DEFAULT_REVENUE_ACCOUNTS[entry.chart][entry.accountCase] !== entry.account)
      .map((entry) => [`${entry.chart}:${entry.accountCase}`, entry]),
  );
  const settings = { ...input, accounts: [...own.values()] };
  await repositoryOf(ctx).saveSettings(companyId, settings, ctx.clock.now());
  return settings;
}

export type DatevExportFile = { name: string; storageKey: string };
export type DatevExport = { zipName: string; csvName: string; csv: Uint8Array; files: DatevExportFile[] };

/** A PDF named by its Belegfeld 1 so DATEV links it; "/" (allowed in Belegfeld 1, not in a ZIP name) becomes "_". */
function pdfNames(documents: readonly BookedDocument[]): DatevExportFile[] {
  const taken = new Set<string>();
  return documents.map((document) => {
    const base = belegfeld(document.number ?? '').replaceAll('/', '_') || 'Beleg';
    let name = `${base}.pdf`;
    for (let n = 2; taken.has(name); n += 1) name = `${base}_${n}.pdf`;
    taken.add(name);
    return { name, storageKey: document.storageKey };
  });
}

/**
 * The period's bookings as an EXTF Buchungsstapel and the PDFs of its invoices and cancellation invoices.
 * Refuses (422) before anything is written: missing adviser or client number, a period across fiscal years.
 */
export async function buildDatevExport(ctx: AppContext, companyId: string, query: DatevExportQuery): Promise<DatevExport> {
  const settings = await getDatevSettings(ctx, companyId);
  const missing = {
    ...(settings.adviserNumber === null ? { adviserNumber: '9596' as const } : {}),
    ...(settings.clientNumber === null ? { clientNumber: '9597' as const } : {}),
  };
  if (Object.keys(missing).length > 0) throw invalid(missing);
  const periodProblem = datevPeriodProblem(query, settings.fiscalYearStartMonth);
  if (periodProblem) throw invalid({ to: periodProblem });

  const repository = repositoryOf(ctx);
  const trades = await repository.bookedTrades(companyId, query);
  const customerIds = [...new Set(trades.map((trade) => trade.customerId).filter((id): id is string => id !== null))];
  const debtors = await assignDebtorAccounts(ctx, companyId, {
    ids: customerIds,
    min: DEBTOR_ACCOUNT_MIN,
    max: COLLECTIVE_DEBTOR_ACCOUNT - 1,
  });
  const bookings = bookingsOf({ trades, period: query, accounts: revenueAccounts(query.chart, settings.accounts), debtors });
  const csv = writeBuchungsstapel(
    {
      createdAt: ctx.clock.now(),
      adviserNumber: settings.adviserNumber!,
      clientNumber: settings.clientNumber!,
      fiscalYearStart: fiscalYearStart(query.from, settings.fiscalYearStartMonth),
      from: query.from,
      to: query.to,
      label: `Kontor ${query.from.slice(2)} bis ${query.to.slice(2)}`,
      chart: query.chart,
    },
    bookings,
  );
  const booked = (document: BookedDocument) => {
    const trade = trades.find((candidate) => candidate.id === document.tradeId)!;
    const day = document.documentType === 'INVOICE' ? trade.issuedOn : trade.canceledOn;
    return day !== null && day >= query.from && day <= query.to;
  };
  const documents = (
    await repository.documentsOf(
      companyId,
      trades.map((trade) => trade.id),
    )
  ).filter(booked);
  const range = `${query.from}_${query.to}`;
  return {
    zipName: `DATEV_${range}.zip`,
    csvName: `EXTF_Buchungsstapel_${range}.csv`,
    csv,
    files: pdfNames(documents),
  };
}

/** The ZIP as a stream: the CSV first, then each PDF read from storage one after the other (stored, not deflated again). */
export function streamDatevZip(ctx: AppContext, exported: DatevExport): Readable {
  const out = new PassThrough();
  const mtime = ctx.clock.now();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const csv = new ZipDeflate(exported.csvName, { level: 6 });
  csv.mtime = mtime;
  zip.add(csv);
  csv.push(exported.csv, true);
  void (async () => {
    try {
      for (const file of exported.files) {
        const entry = new ZipPassThrough(file.name);
        entry.mtime = mtime;
        zip.add(entry);
        entry.push(await ctx.storage.read(file.storageKey), true);
      }
      zip.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
