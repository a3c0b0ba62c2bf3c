import {
  type DatevExportQuery,
  type DatevSettings,
  datevPeriodProblem,
  DEFAULT_DATEV_SETTINGS,
  DEFAULT_REVENUE_ACCOUNTS,
  revenueAccounts,
} from '@kontor/domain/datev';
import type { Locale } from '@kontor/domain/constants';
import {
  belegfeld,
  COLLECTIVE_CREDITOR_ACCOUNT,
  COLLECTIVE_DEBTOR_ACCOUNT,
  CREDITOR_ACCOUNT_MIN,
  DEBTOR_ACCOUNT_MIN,
  fiscalYearStart,
} from '@kontor/domain/datev-format';
import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { recordAuditEvent } from '../../platform/audit/audit-events';
import type { AppContext } from '../../platform/context';
import { invalid } from '../../platform/http/app-error';
import { assignDatevAccounts } from '../customers/customers.service';
import { bookingsOf, purchaseBookingsOf } from './datev-bookings';
import {
  type BookedPurchase,
  createDatevExportRepository,
  createDatevPurchasesRepository,
  type Period,
} from './datev-export.repository';
import { notBookedFile } from './datev-not-booked';
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
export type DatevExport = {
  zipName: string;
  csvName: string;
  csv: Uint8Array;
  files: DatevExportFile[];
  /** The purchases of the period not booked, named with the reason in a text file of the ZIP. */
  notBooked: { count: number; name: string; text: string } | null;
};

type ExportedFile = { number: string | null; storageKey: string; extension: string };

/** A file named by its Belegfeld 1 so DATEV links it; "/" (allowed in Belegfeld 1, not in a ZIP name) becomes "_". */
function fileNames(files: readonly ExportedFile[]): DatevExportFile[] {
  const taken = new Set<string>();
  return files.map((file) => {
    const base = belegfeld(file.number ?? '').replaceAll('/', '_') || 'Beleg';
    let name = `${base}.${file.extension}`;
    for (let n = 2; taken.has(name); n += 1) name = `${base}_${n}.${file.extension}`;
    taken.add(name);
    return { name, storageKey: file.storageKey };
  });
}

/** An upload's own extension (a seller's e-invoice may be XML), lower case; pdf when it has none. */
const extensionOf = (fileName: string) => /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase() ?? 'pdf';

/**
 * The period's purchases: the bookings of the business sellers' invoices (each seller given a
 * creditor account at the first export, like a debtor), their uploaded invoices, and those not booked.
 */
async function purchasesOf(ctx: AppContext, companyId: string, { period, accounts }: { period: Period; accounts: Accounts }) {
  const repository = createDatevPurchasesRepository(ctx.database.db);
  const purchases = await repository.bookedPurchases(companyId, period);
  const bookable = purchaseBookingsOf({ purchases, period, accounts, creditors: new Map() }).booked;
  const creditors = await assignDatevAccounts(ctx, companyId, {
    kind: 'creditor',
    ids: [...new Set(bookable.map((purchase) => purchase.customerId).filter((id): id is string => id !== null))],
    min: CREDITOR_ACCOUNT_MIN,
    max: COLLECTIVE_CREDITOR_ACCOUNT - 1,
  });
  const { bookings, booked, notBooked } = purchaseBookingsOf({ purchases, period, accounts, creditors });
  const withFile = booked.filter((purchase): purchase is BookedPurchase & { sellerInvoiceDocumentId: string } =>
    Boolean(purchase.sellerInvoiceDocumentId),
  );
  const stored = new Map(
    (
      await repository.sellerInvoiceFiles(
        companyId,
        withFile.map((purchase) => purchase.sellerInvoiceDocumentId),
      )
    ).map((file) => [file.documentId, file]),
  );
  const files = withFile.flatMap((purchase): ExportedFile[] => {
    const file = stored.get(purchase.sellerInvoiceDocumentId);
    return file
      ? [{ number: purchase.sellerInvoiceNumber, storageKey: file.storageKey, extension: extensionOf(file.fileName) }]
      : [];
  });
  return { bookings, files, notBooked };
}

type Accounts = ReturnType<typeof revenueAccounts>;

/**
 * The period's bookings as an EXTF Buchungsstapel and the PDFs of its invoices and cancellation invoices,
 * and of the sellers' invoices of its purchases. Refuses (422) before anything is written: missing adviser
 * or client number, a period across fiscal years. `locale`: the language of the not-booked file.
 */
export async function buildDatevExport(
  ctx: AppContext,
  companyId: string,
  { query, locale }: { query: DatevExportQuery; locale: Locale },
): Promise<DatevExport> {
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
  const debtors = await assignDatevAccounts(ctx, companyId, {
    kind: 'debtor',
    ids: customerIds,
    min: DEBTOR_ACCOUNT_MIN,
    max: COLLECTIVE_DEBTOR_ACCOUNT - 1,
  });
  const accounts = revenueAccounts(query.chart, settings.accounts);
  const purchases = await purchasesOf(ctx, companyId, { period: query, accounts });
  const bookings = [...bookingsOf({ trades, period: query, accounts, debtors }), ...purchases.bookings].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
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
  const booked = (document: { tradeId: string; documentType: string }) => {
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
  const notBooked = notBookedFile(purchases.notBooked, { period: query, locale });
  const files = fileNames([...documents.map((document) => ({ ...document, extension: 'pdf' })), ...purchases.files]);
  // What went to the tax adviser, and when (GoBD): the period, the Buchungsstapel's hash, its size.
  await recordAuditEvent(ctx.database.db, {
    companyId,
    action: 'DATEV_EXPORTED',
    objectType: 'DATEV_EXPORT',
    objectId: null,
    label: `${query.from} – ${query.to}`,
    documentSha256: createHash('sha256').update(csv).digest('hex'),
    details: { from: query.from, to: query.to, chart: query.chart, bookings: bookings.length, files: files.length },
  });
  return {
    zipName: `DATEV_${range}.zip`,
    csvName: `EXTF_Buchungsstapel_${range}.csv`,
    csv,
    files,
    notBooked: notBooked && { ...notBooked, count: purchases.notBooked.length },
  };
}

/** The ZIP as a stream: the CSV first, the not-booked file if any, then each PDF read from storage one after the other (stored, not deflated again). */
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
  if (exported.notBooked) {
    const notBooked = new ZipDeflate(exported.notBooked.name, { level: 6 });
    notBooked.mtime = mtime;
    zip.add(notBooked);
    notBooked.push(new TextEncoder().encode(exported.notBooked.text), true);
  }
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
