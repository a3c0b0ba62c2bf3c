import type { Locale } from '@kontor/domain/constants';
import { PRICE_MAX_CENTS } from '@kontor/domain/vehicles';
import {
  DEFAULT_SERVICE_INVOICE,
  lineNet,
  QUANTITY_MAX,
  SERVICE_AMOUNT_MAX_CENTS,
  type ServiceAmounts,
  serviceAmounts,
  type ServiceCustomerFacts,
  type ServiceDocumentType,
  type ServiceInvoice,
  type ServiceInvoiceFields,
  type ServiceInvoiceInput,
  serviceInvoiceProblems,
  type ServiceUnit,
  vatExemptionOf,
} from '@kontor/domain/service-invoices';
import dayjs, { type Dayjs } from 'dayjs';

// The add page's form: its values (dates as dayjs for the pickers, a line's numbers as typed, NaN
// for text that is no number), the request body they make, and the server's field paths as the
// form's names.

export type LineFormValues = { description?: string; quantity?: number | null; unit?: ServiceUnit; unitPrice?: number | null };

type DateFields = 'nextInspection' | 'handoverOn' | 'invoiceDate' | 'proposalValidUntil';

export type ServiceFormValues = Omit<ServiceInvoiceFields, DateFields | 'lines'> & {
  lines: LineFormValues[];
  nextInspection: Dayjs | null;
  handoverOn: Dayjs | null;
  invoiceDate: Dayjs | null;
  proposalValidUntil: Dayjs | null;
};

/** What a new line starts with: one unit, no price yet. */
/** A new line counts pieces until the dealer says otherwise (hours, litres, a lump sum). */
export const NEW_LINE: LineFormValues = { description: '', quantity: 1, unit: 'PIECE', unitPrice: null };

const day = (iso: string | null | undefined) => (iso ? dayjs(iso) : null);
const iso = (value: Dayjs | null | undefined, format = 'YYYY-MM-DD') => (value?.isValid() ? value.format(format) : null);
const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The form's first values: the trade's, or a new invoice's defaults dated `today` in the UI language;
 * under what a kept draft of it holds (what was typed and not saved, as `toInput` made it).
 */
export function toFormValues(options: {
  trade: ServiceInvoice | null;
  today: string;
  language: Locale;
  draft?: ServiceInvoiceInput | null;
}): ServiceFormValues {
  const { trade, today, language, draft } = options;
  const fields: ServiceInvoiceFields = {
    ...(trade
      ? { ...DEFAULT_SERVICE_INVOICE, ...trade, vatRate: trade.vatRate ?? DEFAULT_SERVICE_INVOICE.vatRate }
      : { ...DEFAULT_SERVICE_INVOICE, language }),
    ...(draft as Partial<ServiceInvoiceFields> | null | undefined),
  };
  return {
    ...fields,
    lines: fields.lines.map((line) => ({ ...line })),
    nextInspection: fields.nextInspection ? dayjs(`${fields.nextInspection}-01`) : null,
    handoverOn: day(fields.handoverOn),
    // An invoice is dated the day it is written unless the dealer says otherwise.
    invoiceDate: day(fields.invoiceDate ?? today),
    proposalValidUntil: day(fields.proposalValidUntil),
    // What "no VAT" starts with when switched off: the small business, as before the choice existed.
    vatExemption: fields.vatExemption ?? null,
  };
}

/** The request body: every field, the texts trimmed (empty is null), dates as ISO, the next inspection as YYYY-MM. */
export function toInput(values: ServiceFormValues): ServiceInvoiceInput {
  const custom = values.handoverDate === 'CUSTOM';
  return {
    customerId: values.customerId ?? null,
    vehicleId: values.vehicleId ?? null,
    make: blank(values.make),
    model: blank(values.model),
    licencePlate: blank(values.licencePlate),
    vinCode: blank(values.vinCode),
    nextInspection: iso(values.nextInspection, 'YYYY-MM'),
    mileage: values.mileage ?? null,
    lines: (values.lines ?? []).map((line) => ({
      description: (line.description ?? '').trim(),
      quantity: line.quantity ?? Number.NaN,
      // A line saved before units existed keeps none until the dealer chooses one.
      ...(line.unit ? { unit: line.unit } : {}),
      unitPrice: line.unitPrice ?? Number.NaN,
    })),
    vat: values.vat,
    vatRate: values.vatRate,
    // The reason only without VAT (the server ignores it with VAT, and answers null).
    vatExemption: vatExemptionOf({ vat: values.vat ?? DEFAULT_SERVICE_INVOICE.vat, vatExemption: values.vatExemption }),
    paymentType: values.paymentType,
    paymentMethod: values.paymentMethod,
    handoverDate: values.handoverDate,
    handoverOn: custom ? iso(values.handoverOn) : null,
    invoiceDate: iso(values.invoiceDate),
    proposalValidUntil: iso(values.proposalValidUntil),
    invoiceComments: blank(values.invoiceComments),
    invoiceTemplate: values.invoiceTemplate,
    language: values.language,
  };
}

/** A number the amounts can use: what is not (yet) a number counts as 0 until it is fixed. */
const usable = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * A line as it counts towards the totals shown while typing: one whose quantity, price or net is
 * beyond what may be invoiced counts 0 (its field says why), so that no sum passes the exact
 * integers the VAT arithmetic needs (which would throw while the editor renders).
 */
function countedLine(line: LineFormValues | undefined) {
  const counted = { quantity: usable(line?.quantity), unitPrice: usable(line?.unitPrice) };
  const inRange =
    counted.quantity > 0 &&
    counted.quantity <= QUANTITY_MAX &&
    Number.isInteger(counted.unitPrice) &&
    Math.abs(counted.unitPrice) <= PRICE_MAX_CENTS &&
    Math.abs(lineNet(counted)) <= SERVICE_AMOUNT_MAX_CENTS;
  return inRange ? counted : { quantity: 0, unitPrice: 0 };
}

/** The amounts of the lines as typed so far, by the domain's arithmetic (each line's VAT on its own net). */
export function formAmounts(values: { lines?: LineFormValues[]; vat?: boolean; vatRate?: number }): ServiceAmounts {
  const lines = (values.lines ?? []).map(countedLine);
  return serviceAmounts({
    lines,
    vat: values.vat ?? DEFAULT_SERVICE_INVOICE.vat,
    vatRate: values.vatRate ?? DEFAULT_SERVICE_INVOICE.vatRate,
  });
}

/**
 * What keeps a document from being made (the domain's rule, as the server checks it): no customer,
 * no line, VAT at 0 %, an invoice date after `today` (the Berlin day); with the customer as read
 * (`known.customer`), their address on an invoice and the reason for no VAT; with the company's being a
 * small business known, the §19 reason (9550). The company's own VAT id is the server's to check (9540).
 * Keys are the server's field names.
 */
export function documentProblems(
  values: ServiceFormValues,
  today: string,
  known: { customer?: ServiceCustomerFacts | null; documentType?: ServiceDocumentType; companySmallBusiness?: boolean } = {},
): Record<string, string> {
  const lines = toInput(values).lines ?? [];
  const vat = values.vat ?? DEFAULT_SERVICE_INVOICE.vat;
  return serviceInvoiceProblems(
    {
      customerId: values.customerId ?? null,
      lines,
      vat,
      vatRate: values.vatRate ?? DEFAULT_SERVICE_INVOICE.vatRate,
      vatExemption: values.vatExemption ?? null,
      invoiceDate: iso(values.invoiceDate),
      handoverDate: values.handoverDate,
      handoverOn: iso(values.handoverOn),
      proposalValidUntil: iso(values.proposalValidUntil),
    },
    { today, ...known },
  );
}

export type FieldError = { name: (string | number)[]; code: string };

/**
 * The server's 422 fields as the form's names: `lines.0.quantity` is the first line's quantity,
 * `customer_id` (camel-cased by the api client) the customer. `lines` alone is the list's own error.
 */
export function fieldErrors(fields: Record<string, string>): { fields: FieldError[]; lines: string | null } {
  const out: FieldError[] = [];
  let lines: string | null = null;
  for (const [path, code] of Object.entries(fields)) {
    const parts = path.split('.');
    if (parts[0] === 'lines' && parts.length === 1) lines = code;
    else if (parts[0] === 'lines' && parts.length === 3) out.push({ name: ['lines', Number(parts[1]), parts[2]!], code });
    else out.push({ name: [parts[0]!], code });
  }
  return { fields: out, lines };
}
