import { type Purchase, type PurchaseValues } from '@kontor/domain/purchase';
import { E_INVOICE_FILLED_FIELDS, type ReceivedEInvoice } from '@kontor/domain/received-e-invoice';
import { PRICE_MAX_CENTS, PURCHASE_VAT_RATES } from '@kontor/domain/vehicles';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { invalid } from '../../platform/http/app-error';
import { type ReadEInvoice, readReceivedEInvoice, UnreadableEInvoice } from '../document-engine/e-invoice/received-e-invoice';
import { readVehicleDocument } from '../vehicles/vehicle-documents.service';
import { getPurchase, savePurchase } from './purchase.service';

// A business seller's e-invoice on a purchase (§ 14 UStG: every German business must be able to
// receive one since 2025). The dealer uploads the file as a document of the vehicle first (the
// ordinary upload, so the file is kept unchanged whatever happens next); then Kontor reads it, checks
// it with the rules of KoSIT's validator and fills the purchase's seller-invoice fields from it. An
// invoice that breaks rules is taken all the same, with the messages: the dealer decides (the buyer
// of an invoice that is wrong asks the seller for a corrected one, § 14 Abs. 6 UStG / § 31 UStDV).

const SELLER_INVOICE_NUMBER_MAX = 40;

/**
 * What the last e-invoices read said, by document id: an upload never changes, and the rules take
 * a few hundred milliseconds of CPU (SaxonJS runs synchronously), so showing the purchase again
 * does not run them again. Bounded; the oldest reading goes first.
 */
const readings = new Map<string, ReadEInvoice>();
const READINGS_MAX = 100;

async function readOnce(documentId: string, content: Buffer): Promise<ReadEInvoice> {
  const known = readings.get(documentId);
  if (known) return known;
  const read = await readReceivedEInvoice(content);
  if (readings.size >= READINGS_MAX) readings.delete(readings.keys().next().value!);
  readings.set(documentId, read);
  return read;
}

/** The purchase fields the invoice fills: only values that fit them (a euro invoice's gross as the price, a single VAT rate Kontor knows). */
function purchaseValuesOf(read: ReadEInvoice, documentId: string, today: string): PurchaseValues {
  const values: PurchaseValues = { sellerInvoiceDocumentId: documentId };
  if (read.invoiceNumber && read.invoiceNumber.length <= SELLER_INVOICE_NUMBER_MAX)
    values.sellerInvoiceNumber = read.invoiceNumber;
  if (read.issueDate && read.issueDate <= today) values.sellerInvoiceDate = read.issueDate;
  if (read.currency !== 'EUR') return values;
  if (read.grossCents !== null && read.grossCents >= 1 && read.grossCents <= PRICE_MAX_CENTS) values.grossPrice = read.grossCents;
  if (read.vatCents !== null) values.vat = read.vatCents > 0;
  const rates = [...new Set(read.lines.map((line) => line.vatRate))];
  const rate = PURCHASE_VAT_RATES.find((known) => rates.length === 1 && rates[0] === known);
  if (values.vat && rate !== undefined) values.vatRate = rate;
  return values;
}

/** Which purchase fields hold what the invoice says. */
function filledFields(purchase: Purchase, values: PurchaseValues): ReceivedEInvoice['filled'] {
  return E_INVOICE_FILLED_FIELDS.filter((field) => values[field] !== undefined && purchase[field] === values[field]);
}

const view = (
  read: ReadEInvoice,
  file: { id: string; fileName: string },
  filled: ReceivedEInvoice['filled'],
): ReceivedEInvoice => ({
  ...read,
  documentId: file.id,
  fileName: file.fileName,
  filled,
});

/**
 * Reads the uploaded `documentId` of the vehicle as the seller's e-invoice and fills the open
 * purchase from it. 404: another company's vehicle or document; 422 9584: the purchase has no business
 * seller; 422 9581-9583 at documentId: the file is no e-invoice (it stays a document of the vehicle).
 */
export async function receivePurchaseEInvoice(
  ctx: AppContext,
  companyId: string,
  { vehicleId, documentId }: { vehicleId: string; documentId: string },
): Promise<ReceivedEInvoice> {
  const purchase = await getPurchase(ctx, companyId, vehicleId);
  const file = await readVehicleDocument(ctx, companyId, { vehicleId, documentId });
  if (purchase?.seller?.type !== 'BUSINESS') throw invalid({ customerId: '9584' });
  let read: ReadEInvoice;
  try {
    read = await readOnce(file.id, file.content);
  } catch (error) {
    if (error instanceof UnreadableEInvoice) throw invalid({ documentId: error.code });
    throw error;
  }
  const values = purchaseValuesOf(read, documentId, businessToday(ctx.clock));
  const saved = await savePurchase(ctx, companyId, { vehicleId, docType: 'CONTRACT', input: values });
  return view(read, file, filledFields(saved, values));
}

/** The purchase's seller invoice read as an e-invoice, from the stored file; null when there is none or it is no e-invoice (a scan). */
export async function getPurchaseEInvoice(
  ctx: AppContext,
  companyId: string,
  vehicleId: string,
): Promise<ReceivedEInvoice | null> {
  const purchase = await getPurchase(ctx, companyId, vehicleId);
  if (!purchase?.sellerInvoiceDocumentId) return null;
  const file = await readVehicleDocument(ctx, companyId, { vehicleId, documentId: purchase.sellerInvoiceDocumentId });
  let read: ReadEInvoice;
  try {
    read = await readOnce(file.id, file.content);
  } catch (error) {
    if (error instanceof UnreadableEInvoice) return null;
    throw error;
  }
  return view(read, file, filledFields(purchase, purchaseValuesOf(read, file.id, businessToday(ctx.clock))));
}
