import { z } from 'zod';
import { daysBetween } from './business-calendar';
import {
  COMMENT_MAX,
  HANDOVER_DATES,
  LOCALES,
  MILEAGE_MAX,
  PAYMENT_METHODS,
  PAYMENT_TERMS,
  TEXT_MAX,
  TRADE_STATUSES,
  VAT_RATES,
} from './constants';
import { countryById, isEuMember } from './countries';
import { isoDateSchema } from './fields';
import { listQueryFields } from './lists';
import { type TradeParty, tradePartySchema, TEMPLATE_CHOICES } from './trades';
import { addVat } from './vat';
import { PRICE_MAX_CENTS, VEHICLE_YEAR_MIN } from './vehicles';
import { tooLongCode } from './text-limits';

// Service invoices: workshop and service work billed by lines
// (description, quantity, net unit price). Every amount is integer cents; a quantity has at most three
// decimals. The invoice's net is the sum of its lines' nets; its VAT is taken once on that net at
// the invoice's rate (vat.ts `addVat`), as EN 16931 computes a VAT category's tax (BR-CO-17), and
// gross = net + VAT. Each line also shows its own VAT and gross, rounded on the line; those are for
// reading and may differ from the total's by a cent per few lines.

export const SERVICE_DOCUMENT_TYPES = ['INVOICE', 'PROPOSAL'] as const;
export type ServiceDocumentType = (typeof SERVICE_DOCUMENT_TYPES)[number];
export const isServiceDocumentType = (value: string): value is ServiceDocumentType =>
  (SERVICE_DOCUMENT_TYPES as readonly string[]).includes(value);

export const SERVICE_LINES_MAX = 100;
export const QUANTITY_MAX = 99_999;
/**
 * The most a line's net (quantity × unit price) and the invoice's gross may be: a single price's cap
 * (9317, 10 million euros). It keeps every amount, and the sum of a company's invoices, exact in cents.
 */
export const SERVICE_AMOUNT_MAX_CENTS = PRICE_MAX_CENTS;
/** Quantities are kept in thousandths (1,5 h is 1500) so that a line's net is integer arithmetic. */
const QUANTITY_SCALE = 1000;
/** A proposal is valid for this many days from its date unless the dealer says otherwise. */
export const PROPOSAL_VALID_DAYS = 30;

/**
 * Why a service invoice without VAT has none:
 * SMALL_BUSINESS the dealer is a small business (§19 UStG); REVERSE_CHARGE workshop work for a
 * business in another EU state is supplied where that business is (§3a Abs. 2 UStG) and the recipient
 * owes the VAT (§13b UStG, the invoice says so and names both VAT ids, §14a Abs. 1 and 5);
 * NOT_TAXABLE the same work for a business outside the EU is not taxable in Germany at all.
 */
export const VAT_EXEMPTIONS = ['SMALL_BUSINESS', 'REVERSE_CHARGE', 'NOT_TAXABLE'] as const;
export type VatExemption = (typeof VAT_EXEMPTIONS)[number];

/**
 * The small-amount invoice of §33 UStDV: up to 250 € gross it may name the customer without an
 * address. Not for the reverse charge (§33 Satz 3 UStDV): that invoice is always a full one.
 */
export const SMALL_AMOUNT_INVOICE_MAX_CENTS = 25_000;

/**
 * The reason an invoice without VAT has none: null with VAT, and without VAT the one the dealer
 * chose, null until then. Nothing is assumed: an invoice must not claim the small-business scheme
 * (§19 UStG) for a dealer who never said so, so a document waits for the choice (serviceInvoiceProblems).
 */
export function vatExemptionOf(fields: { vat: boolean; vatExemption?: VatExemption | null }): VatExemption | null {
  return fields.vat ? null : (fields.vatExemption ?? null);
}

/** A line whose quantity and price passed their own checks (a refinement also sees the ones that did not). */
const isCountable = (line: { quantity: unknown; unitPrice: unknown }): line is Pick<ServiceLine, 'quantity' | 'unitPrice'> =>
  typeof line.quantity === 'number' &&
  typeof line.unitPrice === 'number' &&
  line.quantity > 0 &&
  line.quantity <= QUANTITY_MAX &&
  Number.isSafeInteger(line.unitPrice) &&
  line.unitPrice >= 0 &&
  line.unitPrice <= PRICE_MAX_CENTS;

const hasAtMostThreeDecimals = (quantity: number) =>
  Number.isSafeInteger(Math.round(quantity * QUANTITY_SCALE)) &&
  Math.abs(quantity * QUANTITY_SCALE - Math.round(quantity * QUANTITY_SCALE)) < 1e-6;

/**
 * What a line's quantity counts, printed in its own column: pieces (Stk.), hours of work (Std.),
 * litres (l), or a lump sum (pauschal). The e-invoice names it by its UN/ECE Rec. 20 code (cii-invoice.ts).
 */
export const SERVICE_UNITS = ['PIECE', 'HOUR', 'LITRE', 'LUMP_SUM'] as const;
export type ServiceUnit = (typeof SERVICE_UNITS)[number];

export const serviceLineSchema = z
  .object({
    description: z.string({ error: '0001' }).trim().min(1, '0001').max(TEXT_MAX, tooLongCode(TEXT_MAX)),
    /** Hours, pieces, litres: more than 0, at most three decimals. */
    quantity: z.number({ error: '0001' }).gt(0, '9530').max(QUANTITY_MAX, '9530').refine(hasAtMostThreeDecimals, '9530'),
    /** The unit of the quantity; a line stored before units existed has none (printed without one). */
    unit: z.enum(SERVICE_UNITS, { error: '5003' }).optional(),
    /** Net price per unit in cents; 0 for a free item, never negative. */
    unitPrice: z.number({ error: '0001' }).int('9317').min(0, '9531').max(PRICE_MAX_CENTS, '9317'),
  })
  .superRefine((line, context) => {
    // The line's total is capped as a price is; it is the price the dealer can change, so it carries the code.
    if (isCountable(line) && lineNet(line) > SERVICE_AMOUNT_MAX_CENTS) {
      context.addIssue({ code: 'custom', path: ['unitPrice'], message: '9317' });
    }
  });
export type ServiceLine = z.infer<typeof serviceLineSchema>;

const text = z
  .string()
  .trim()
  .max(TEXT_MAX, tooLongCode(TEXT_MAX))
  .nullish()
  .transform((value) => (value ? value : null));
/** A date of the invoice: a real one, not before 1900 (5003). */
const optionalDate = z
  .preprocess(
    (value) => (value === '' ? null : value),
    isoDateSchema.refine((value) => Number(value.slice(0, 4)) >= VEHICLE_YEAR_MIN, '5003').nullish(),
  )
  .transform((value) => value ?? null);

/**
 * A draft's fields, any subset (`POST …/trades/{documentType}` creates one, `PUT …/trades/{id}/{documentType}`
 * merges into it). The vehicle is typed, or taken from a vehicle in stock (`vehicleId`: its data is
 * copied, the typed fields may then change it for this invoice only).
 */
const serviceInvoiceFieldsSchema = z
  .object({
    // A malformed id is a bad value (5003, as trades.ts and purchase.ts answer it); a well-formed one
    // that is not the company's is 404 in the service.
    customerId: z.uuid('5003').nullable(),
    vehicleId: z.uuid('5003').nullable(),
    make: text,
    model: text,
    licencePlate: text,
    vinCode: text,
    /** The next main inspection (HU), as the sticker says: YYYY-MM. */
    nextInspection: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '5003')
      .refine((value) => Number(value.slice(0, 4)) >= VEHICLE_YEAR_MIN, '5003')
      .nullish()
      .transform((value) => value ?? null),
    mileage: z.number({ error: '9305' }).int('9305').min(0, '9305').max(MILEAGE_MAX, '9305').nullable(),
    lines: z.array(serviceLineSchema).max(SERVICE_LINES_MAX, '5003'),
    vat: z.boolean('5003'),
    vatRate: z.union(VAT_RATES.map((rate) => z.literal(rate)) as [z.ZodLiteral<19>, z.ZodLiteral<7>, z.ZodLiteral<0>], {
      error: '5003',
    }),
    /** Why there is no VAT (`vat` false); ignored with VAT. Null until the dealer chooses: no document is made then. */
    vatExemption: z.enum(VAT_EXEMPTIONS, { error: '5003' }).nullable(),
    paymentType: z.enum(PAYMENT_TERMS, { error: '5003' }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: '5003' }),
    handoverDate: z.enum(HANDOVER_DATES, { error: '5003' }),
    handoverOn: optionalDate,
    invoiceDate: optionalDate,
    proposalValidUntil: optionalDate,
    invoiceComments: z
      .string()
      .trim()
      .max(COMMENT_MAX, '9307')
      .nullish()
      .transform((value) => (value ? value : null)),
    invoiceTemplate: z.enum(TEMPLATE_CHOICES, { error: '5003' }),
    language: z.enum(LOCALES, { error: '5003' }),
  })
  .partial();

/** The draft's fields as the API and the form take them: each field checked, and the lines' total within the cap (9317). */
export const serviceInvoiceInputSchema = serviceInvoiceFieldsSchema.superRefine((input, context) => {
  // The lines sent, at the VAT sent (none when not sent: the service checks the merged draft again).
  // Only lines that passed their own checks are summed; a line over the cap has its own 9317.
  if (!Array.isArray(input.lines) || !input.lines.every((line) => serviceLineSchema.safeParse(line).success)) return;
  const problems = serviceTotalProblems({
    lines: input.lines,
    vat: input.vat === true,
    vatRate: typeof input.vatRate === 'number' ? input.vatRate : 0,
  });
  if (problems.lines) context.addIssue({ code: 'custom', path: ['lines'], message: problems.lines });
});
export type ServiceInvoiceInput = z.input<typeof serviceInvoiceInputSchema>;
export type ServiceInvoiceValues = z.output<typeof serviceInvoiceInputSchema>;

export type ServiceInvoiceFields = Required<ServiceInvoiceValues>;

export const DEFAULT_SERVICE_INVOICE: ServiceInvoiceFields = {
  customerId: null,
  vehicleId: null,
  make: null,
  model: null,
  licencePlate: null,
  vinCode: null,
  nextInspection: null,
  mileage: null,
  lines: [],
  vat: true,
  vatRate: 19,
  vatExemption: null,
  paymentType: 'IN_14_DAYS',
  paymentMethod: 'TRANSFER',
  handoverDate: 'INVOICE_DATE',
  handoverOn: null,
  invoiceDate: null,
  proposalValidUntil: null,
  invoiceComments: null,
  invoiceTemplate: 'CUSTOM',
  language: 'de',
};

export type ServiceLineAmounts = { netCents: number; vatCents: number; grossCents: number };
export type ServiceAmounts = {
  /** The rate every line is taxed at: 0 without VAT. */
  vatRate: number;
  /**
   * Why there is no VAT (null with VAT): the notice the invoice, its cost estimate and its
   * cancellation print. Absent on amounts stored before the choice existed: SMALL_BUSINESS then
   * (`amountsExemption`).
   */
  vatExemption?: VatExemption | null;
  lines: ServiceLineAmounts[];
  netCents: number;
  vatCents: number;
  grossCents: number;
};

/** A line's net: quantity × unit price, rounded half away from zero to the cent. */
export function lineNet(line: Pick<ServiceLine, 'quantity' | 'unitPrice'>): number {
  const thousandths = Math.round(line.quantity * QUANTITY_SCALE);
  const product = thousandths * line.unitPrice;
  const sign = product < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(product) + QUANTITY_SCALE) / (2 * QUANTITY_SCALE));
}

/** Each line's net (and its VAT and gross as read on the line); the invoice's net is their sum, its VAT taken once on that net. */
export function serviceAmounts(input: {
  lines: readonly Pick<ServiceLine, 'quantity' | 'unitPrice'>[];
  vat: boolean;
  vatRate: number;
  vatExemption?: VatExemption | null;
}): Required<ServiceAmounts> {
  const vatRate = input.vat ? input.vatRate : 0;
  const lines = input.lines.map((line) => {
    const netCents = lineNet(line);
    return { netCents, ...addVat(netCents, vatRate) };
  });
  const netCents = lines.reduce((total, line) => total + line.netCents, 0);
  return { vatRate, vatExemption: vatExemptionOf(input), lines, netCents, ...addVat(netCents, vatRate) };
}

/** Why amounts (as stored, perhaps before the choice existed) carry no VAT; null when they carry VAT. */
export function amountsExemption(amounts: Pick<ServiceAmounts, 'vatRate' | 'vatExemption'>): VatExemption | null {
  return amounts.vatRate > 0 ? null : (amounts.vatExemption ?? 'SMALL_BUSINESS');
}

/** A cancellation invoice's amounts: every line's and every total reversed, the reason for no VAT kept. */
export function reversedServiceAmounts(amounts: ServiceAmounts): Required<ServiceAmounts> {
  const reversed = (cents: number) => 0 - cents;
  return {
    vatRate: amounts.vatRate,
    vatExemption: amountsExemption(amounts),
    lines: amounts.lines.map((line) => ({
      netCents: reversed(line.netCents),
      vatCents: reversed(line.vatCents),
      grossCents: reversed(line.grossCents),
    })),
    netCents: reversed(amounts.netCents),
    vatCents: reversed(amounts.vatCents),
    grossCents: reversed(amounts.grossCents),
  };
}

/**
 * 9317 on `lines` when a line's net or the invoice's gross passes the cap (SERVICE_AMOUNT_MAX_CENTS).
 * Safe for any lines and rate: it never reaches the VAT math with an amount beyond exact integers.
 */
export function serviceTotalProblems(input: {
  lines: readonly Pick<ServiceLine, 'quantity' | 'unitPrice'>[];
  vat: boolean;
  vatRate: number;
}): { lines?: '9317' } {
  let netCents = 0;
  for (const line of input.lines) {
    // A line that is no number yet (the form's NaN) is the line's own problem, not the total's.
    if (!isCountable(line)) continue;
    const lineCents = lineNet(line);
    if (lineCents > SERVICE_AMOUNT_MAX_CENTS) return { lines: '9317' };
    netCents += lineCents;
    // The gross is never below the net: past the cap it need not be summed further.
    if (netCents > SERVICE_AMOUNT_MAX_CENTS) return { lines: '9317' };
  }
  const vatRate = input.vat && (VAT_RATES as readonly number[]).includes(input.vatRate) ? input.vatRate : 0;
  return addVat(netCents, vatRate).grossCents > SERVICE_AMOUNT_MAX_CENTS ? { lines: '9317' } : {};
}

/** What the rules need to know of the customer: kind, VAT id, country and address. */
export type ServiceCustomerFacts = Pick<
  TradeParty,
  'type' | 'vatId' | 'countryId' | 'streetAddress' | 'houseNumber' | 'postalCode' | 'city'
>;

/** What the rules across fields need beside the draft itself. */
export type ServiceInvoiceRuleContext = {
  /** Today in Berlin: an invoice is never dated ahead, as a sale's is not (9518). */
  today: string;
  /** The document asked for: a cost estimate is no invoice, so §14's address does not bind it. Left out: an invoice. */
  documentType?: ServiceDocumentType;
  /** The customer as they are now; left out where not known (the form before the customer is read): their rules wait. */
  customer?: ServiceCustomerFacts | null;
  /** The dealer's own VAT id; left out where not known. The reverse charge prints it (§14a Abs. 1 UStG). */
  companyVatId?: string | null;
  /** Whether the dealer is a small business (§19 UStG), the only one to invoice without VAT for that reason; left out where not known. */
  companySmallBusiness?: boolean;
};

/** The customer's country, when they are a business in it (null for a consumer or an unknown country). */
function businessCountry(customer: Pick<ServiceCustomerFacts, 'type' | 'countryId'>): string | null {
  if (customer.type !== 'BUSINESS') return null;
  return countryById(customer.countryId)?.iso2 ?? null;
}

/**
 * The reason for no VAT against the customer and the company (as the sale's intra-EU rules,
 * trades.ts 9503/9504/9514/9517): the reverse charge (9538) for a business with a VAT id of another
 * EU state, with the dealer's own VAT id (9540); "not taxable" (9539) for a business outside the EU;
 * the small business's (9550) only for a company that is one.
 */
function exemptionProblem(exemption: VatExemption | null, context: ServiceInvoiceRuleContext): string | undefined {
  const { customer } = context;
  if (exemption === 'SMALL_BUSINESS' && context.companySmallBusiness === false) return '9550';
  if (exemption === 'REVERSE_CHARGE') {
    if (customer) {
      const country = businessCountry(customer);
      const vatId = customer.vatId?.toUpperCase() ?? '';
      if (!country || !isEuMember(country) || country === 'DE' || !vatId || vatId.startsWith('DE')) return '9538';
    }
    if (context.companyVatId === null) return '9540';
  }
  if (exemption === 'NOT_TAXABLE' && customer) {
    const country = businessCountry(customer);
    if (!country || isEuMember(country)) return '9539';
  }
  return undefined;
}

/**
 * The reason for no VAT a customer's place suggests (the form's hint, never chosen for the dealer):
 * the reverse charge for a business in another EU state, "not taxable" for one outside the EU; null
 * for a consumer or a business in Germany, whose work is taxed here.
 */
export function suggestedVatExemption(customer: Pick<ServiceCustomerFacts, 'type' | 'countryId'>): VatExemption | null {
  const country = businessCountry(customer);
  if (!country || country === 'DE') return null;
  return isEuMember(country) ? 'REVERSE_CHARGE' : 'NOT_TAXABLE';
}

/** The invoice's gross, when its lines can be summed (each a number, the total within the cap). */
function grossOf(fields: Pick<ServiceInvoiceFields, 'lines' | 'vat' | 'vatRate'>): number | null {
  if (!fields.lines.every(isCountable) || serviceTotalProblems(fields).lines) return null;
  return serviceAmounts(fields).grossCents;
}

/**
 * 9537 when an invoice would name the customer without a full address (§14 Abs. 4 Nr. 1 UStG): only a
 * small-amount invoice up to 250 € gross may (§33 UStDV), and never one under the reverse charge.
 */
function addressProblem(
  fields: Pick<ServiceInvoiceFields, 'lines' | 'vat' | 'vatRate'>,
  input: { exemption: VatExemption | null; context: ServiceInvoiceRuleContext },
): string | undefined {
  const { customer, documentType } = input.context;
  if (!customer || documentType === 'PROPOSAL') return undefined;
  const complete = [customer.streetAddress, customer.houseNumber, customer.postalCode, customer.city].every((part) =>
    part?.trim(),
  );
  if (complete) return undefined;
  const gross = grossOf(fields);
  if (gross === null) return undefined;
  return gross > SMALL_AMOUNT_INVOICE_MAX_CENTS || input.exemption === 'REVERSE_CHARGE' ? '9537' : undefined;
}

/**
 * The dates around the document's own (`day`): a date of service a year or more away from it is a
 * typo an issued invoice could not take back (2062 for 2026; 9551), and a cost estimate cannot expire
 * before it is made (9552).
 */
function datesProblems(
  fields: Partial<Pick<ServiceInvoiceFields, 'handoverDate' | 'handoverOn' | 'proposalValidUntil'>>,
  day: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (fields.handoverDate === 'CUSTOM' && fields.handoverOn && Math.abs(daysBetween(day, fields.handoverOn)) > 366)
    problems.handoverOn = '9551';
  if (fields.proposalValidUntil && fields.proposalValidUntil < day) problems.proposalValidUntil = '9552';
  return problems;
}

/**
 * What a document needs beyond each field's own check (codes of the error table): a customer, at
 * least one line and a total within the cap, a 0 % rate only as "no VAT", an invoice date not in the
 * future; the customer's full address on an invoice (9537), and a reason for no VAT that fits the
 * customer and the company (9538–9540).
 */
export function serviceInvoiceProblems(
  fields: Pick<ServiceInvoiceFields, 'customerId' | 'lines' | 'vat' | 'vatRate' | 'invoiceDate'> &
    Partial<Pick<ServiceInvoiceFields, 'vatExemption' | 'handoverDate' | 'handoverOn' | 'proposalValidUntil'>>,
  context: ServiceInvoiceRuleContext,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!fields.customerId) problems.customerId = '0001';
  if (fields.lines.length === 0) problems.lines = '9532';
  // A draft saved before the cap may be over it: it is not made a document (its sum would poison the list's).
  else Object.assign(problems, serviceTotalProblems(fields));
  // VAT "yes" at 0 % would print a tax-free supply, and workshop work has no exemption to rest it
  // on: without VAT (and its reason) is "no VAT", as the sale refuses it without a section.
  if (fields.vat && fields.vatRate === 0) problems.vatRate = '9513';
  if (fields.invoiceDate && fields.invoiceDate > context.today) problems.invoiceDate = '9518';
  Object.assign(problems, datesProblems(fields, fields.invoiceDate ?? context.today));
  const exemption = vatExemptionOf(fields);
  const reason = !fields.vat && exemption === null ? '0001' : exemptionProblem(exemption, context);
  if (reason) problems.vatExemption = reason;
  const address = fields.customerId ? addressProblem(fields, { exemption, context }) : undefined;
  if (address) problems.customerId = address;
  return problems;
}

export const serviceInvoiceSchema = z.object({
  ...serviceInvoiceFieldsSchema.required().shape,
  customerId: z.string().nullable(),
  vehicleId: z.string().nullable(),
  lines: z.array(serviceLineSchema),
  id: z.string(),
  status: z.enum(TRADE_STATUSES),
  customer: tradePartySchema.nullable(),
  amounts: z.object({
    vatRate: z.number().int(),
    /** Why there is no VAT (null with VAT), as the documents print it. */
    vatExemption: z.enum(VAT_EXEMPTIONS).nullable(),
    lines: z.array(z.object({ netCents: z.number().int(), vatCents: z.number().int(), grossCents: z.number().int() })),
    netCents: z.number().int(),
    vatCents: z.number().int(),
    grossCents: z.number().int(),
  }),
  invoiceNumber: z.string().nullable(),
  proposalNumber: z.string().nullable(),
  issuedOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceInvoice = z.infer<typeof serviceInvoiceSchema>;

/** `GET /api/user/service-invoices/trades`: a page, newest first, grouped by year. */
export const serviceInvoicesQuerySchema = z.object({ ...listQueryFields });
export type ServiceInvoicesQuery = z.output<typeof serviceInvoicesQuerySchema>;

export const serviceInvoiceListItemSchema = z.object({
  id: z.string(),
  status: z.enum(TRADE_STATUSES),
  /** The invoice date, else the day the draft was started. */
  invoiceDate: z.string(),
  invoiceNumber: z.string().nullable(),
  proposalNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  licencePlate: z.string().nullable(),
  totalPrice: z.number().int(),
});
export const serviceInvoiceYearSchema = z.object({
  year: z.number().int(),
  count: z.number().int(),
  /** The gross total of the year's issued invoices (drafts and proposals not counted). */
  totalPrice: z.number().int(),
  items: z.array(serviceInvoiceListItemSchema),
});
export type ServiceInvoiceYear = z.infer<typeof serviceInvoiceYearSchema>;
