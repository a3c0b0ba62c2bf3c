import { z } from 'zod';
import {
  DOCUMENT_TYPES,
  GENERATED_DOCUMENT_TYPES,
  LOCALES,
  TEXT_MAX,
  TRADE_KINDS,
  TRADE_SECTIONS,
  TRADE_STATUSES,
  TRADE_TYPES,
  VAT_RATES,
} from './constants';
import { countryById, isEuMember } from './countries';
import { customerResponseSchema } from './customers';
import { documentMailRecordSchema } from './document-mails';
import { typedInvoiceNumberSchema } from './invoice-numbering';
import {
  commentSchema,
  handoverInputFields,
  handoverViewFields,
  KEYS_MAX,
  mileageStatementInputFields,
  mileageStatementViewFields,
  optionalDateSchema,
  PROOF_KINDS,
  proofKindsOf,
} from './trade-fields';

// The shared fields stay importable from here, where the trades' other parts are.
export { commentSchema, handoverInputFields, handoverViewFields, KEYS_MAX, optionalDateSchema };
export {
  MILEAGE_STATEMENTS,
  type MileageStatement,
  PROOF_KINDS,
  type ProofKind,
  proofKindsOf,
  statedTotalMileage,
} from './trade-fields';
import { PRICE_MAX_CENTS, PURCHASE_TAXATIONS, purchaseNet, type Vehicle } from './vehicles';
import type { TradeAmounts } from './vat';
import { tooLongCode } from './text-limits';

// The vehicle trade (a sale; a purchase reuses it): what the wizard saves step by
// step, what the API answers, and the rules that need more than one field. Money in integer cents.

export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type GeneratedDocumentType = (typeof GENERATED_DOCUMENT_TYPES)[number];
export type TradeType = (typeof TRADE_TYPES)[number];
export type TradeStatus = (typeof TRADE_STATUSES)[number];
export type TradeKind = (typeof TRADE_KINDS)[number];

/**
 * The liability for defects (Sachmängelhaftung) the contract states. STATUTORY: two years;
 * ONE_YEAR: limitation shortened to one year, agreed separately with a consumer (BGB §476 Abs. 2);
 * EXCLUDED: only between businesses or for an export (never towards a consumer).
 */
export const WARRANTIES = ['STATUTORY', 'ONE_YEAR', 'EXCLUDED'] as const;
export type Warranty = (typeof WARRANTIES)[number];

/** Which template a document follows: the company's own (Document settings) or the plain standard. */
export const TEMPLATE_CHOICES = ['CUSTOM', 'STANDARD'] as const;
export type TemplateChoice = (typeof TEMPLATE_CHOICES)[number];

/** How long a binding order binds the buyer (ZDK used-car terms). */
export const BINDING_ORDER_DAYS = 10;
/** How long a proposal (offer) is valid by default. */
export const PROPOSAL_VALID_DAYS = 14;

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

const text = z
  .string()
  .trim()
  .max(TEXT_MAX, tooLongCode(TEXT_MAX))
  .nullish()
  .transform((value) => (value ? value : null));

const cents = (min: number, minCode: string) =>
  z.number({ error: '0001' }).int('9317').min(min, minCode).max(PRICE_MAX_CENTS, '9317');

/**
 * One wizard step's fields, any subset: `POST /api/user/vehicles/{id}/trades/SELLING/{docType}`
 * merges them into the vehicle's open trade. Each field is checked alone here; the rules across
 * fields (deposit ≤ price, §4 Nr. 1b needs the buyer's VAT id, §25a needs the purchase price) are
 * checked on the merged trade by `tradeProblems`.
 */
export const saleInputSchema = z
  .object({
    customerId: z.uuid('5003').nullable(),
    tradeType: z.enum(TRADE_TYPES, { error: '5003' }),
    grossPrice: cents(1, '9501'),
    vat: z.boolean('5003'),
    vatRate: z.union(
      VAT_RATES.map((rate) => z.literal(rate)),
      { error: '5003' },
    ),
    sectionType: z.enum(TRADE_SECTIONS, { error: '5003' }).nullable(),
    deposit: cents(0, '9317'),
    purchasePrice: cents(0, '9317').nullable(),
    /** Which proof of export or of arrival the reference is (proofKindsOf the section); null: not said (a trade from before). */
    exportProofKind: z.enum(PROOF_KINDS, { error: '5003' }).nullable(),
    /** The proof's number or text (an MRN, a CMR number, who confirmed the arrival) for the books. */
    exportProof: text,
    ...handoverInputFields,
    ...mileageStatementInputFields,
    warranty: z.enum(WARRANTIES, { error: '5003' }),
    /** The buyer accepted the company's terms (printed with the contract). */
    termsOfUse: z.boolean('5003'),
    invoiceComments: commentSchema,
    contractComments: commentSchema,
    protocolComments: commentSchema,
    invoiceDate: optionalDateSchema,
    contractDate: optionalDateSchema,
    invoiceTemplate: z.enum(TEMPLATE_CHOICES, { error: '5003' }),
    contractTemplate: z.enum(TEMPLATE_CHOICES, { error: '5003' }),
    /** The documents the dealer wants made (step 4). */
    documents: z.array(z.enum(DOCUMENT_TYPES, { error: '9506' })).max(DOCUMENT_TYPES.length, '5003'),
    /** The documents' language (German by default). */
    language: z.enum(LOCALES, { error: '5003' }),
  })
  .partial();
export type SaleInput = z.input<typeof saleInputSchema>;
export type SaleValues = z.output<typeof saleInputSchema>;

/** The stored trade fields with every default filled (what a new trade starts with). */
export type SaleFields = Required<SaleValues>;

export const DEFAULT_SALE: SaleFields = {
  customerId: null,
  tradeType: 'NONE',
  grossPrice: 0,
  vat: true,
  vatRate: 19,
  sectionType: null,
  deposit: 0,
  purchasePrice: null,
  exportProofKind: null,
  exportProof: null,
  paymentType: 'IMMEDIATE',
  paymentMethod: 'TRANSFER',
  handoverDate: 'INVOICE_DATE',
  handoverOn: null,
  damaged: 'UNKNOWN',
  damageNotes: null,
  warranty: 'STATUTORY',
  termsOfUse: false,
  registrationSertificate1: true,
  registrationSertificate2: true,
  inspectionAvailable: false,
  vehicleKeysCount: 2,
  handoverMileage: null,
  // The cautious statement: a dealer who does not know the vehicle's history states only the reading.
  mileageStatement: 'UNKNOWN',
  totalMileage: null,
  invoiceComments: null,
  contractComments: null,
  protocolComments: null,
  invoiceDate: null,
  contractDate: null,
  invoiceTemplate: 'CUSTOM',
  contractTemplate: 'CUSTOM',
  documents: ['INVOICE', 'CONTRACT'],
  language: 'de',
};

/**
 * What a new sale states about accident damage at first: what the dealer recorded on the vehicle, so
 * the contract does not start by saying "no accident damage" (or "not known") of a vehicle the
 * company knows was in an accident. REPAIRED is the only value that states known damage.
 */
export function damageOfVehicle(accidentFree: boolean | null): SaleFields['damaged'] {
  if (accidentFree === true) return 'NO_ACCIDENT';
  if (accidentFree === false) return 'REPAIRED';
  return 'UNKNOWN';
}

/** What of the vehicle a new sale starts from. */
export type SaleStartVehicle = {
  accidentFree: boolean | null;
  /** The vehicle's known damage, in words (recorded by hand or taken from its purchase). */
  accidentNote: string | null;
  purchaseTaxation: 'MARGIN' | 'REGULAR' | null;
  askingPrice: number | null;
  mileage: number | null;
};

/**
 * The fields a new sale of `vehicle` starts with (the wizard shows them, the server's first save merges into them): the
 * defaults and what the vehicle records, so an invoice does not start wrong. A vehicle bought under §25a is sold under it,
 * never with 19 % VAT shown (§25a Abs. 3 UStG); a small business's (§19 UStG) sale shows no VAT and has no section. The
 * price is the asking price, the handover mileage and known damage the vehicle's. A saved draft keeps what the dealer chose.
 */
export function newSaleFields(vehicle: SaleStartVehicle, seller = { smallBusiness: false }): SaleFields {
  return {
    ...DEFAULT_SALE,
    damaged: damageOfVehicle(vehicle.accidentFree),
    damageNotes: vehicle.accidentNote ?? DEFAULT_SALE.damageNotes,
    vat: !seller.smallBusiness,
    sectionType: vehicle.purchaseTaxation === 'MARGIN' && !seller.smallBusiness ? '25' : null,
    grossPrice: vehicle.askingPrice ?? DEFAULT_SALE.grossPrice,
    handoverMileage: vehicle.mileage ?? DEFAULT_SALE.handoverMileage,
  };
}

/**
 * A stored trade's fields with every default filled (a trade saved before a field existed still reads
 * whole; the fields are JSON). A trade stored before the statement on the total mileage existed keeps
 * what its contract stated then, so its documents are made again as they were: the reading at handover
 * as the total, or the vehicle's recorded mileage where that was higher. `vehicle`: the one its
 * documents print (frozen with a finished trade's invoice).
 */
export function saleFieldsOfStored(stored: Partial<SaleFields>, vehicle: { mileage: number }): SaleFields {
  const fields = { ...DEFAULT_SALE, ...stored };
  if (stored.mileageStatement !== undefined) return fields;
  const known = Math.max(vehicle.mileage, fields.handoverMileage ?? 0);
  return fields.handoverMileage !== null && known === fields.handoverMileage
    ? { ...fields, mileageStatement: 'ODOMETER', totalMileage: null }
    : { ...fields, mileageStatement: 'DIFFERENT', totalMileage: known };
}

/** The trade's own fields out of anything that carries them (the API view, a wizard draft): one list, DEFAULT_SALE's keys. */
export function pickTradeFields(source: SaleFields): SaleFields {
  return Object.fromEntries(Object.keys(DEFAULT_SALE).map((key) => [key, source[key as keyof SaleFields]])) as SaleFields;
}

const TRADE_VEHICLE_KEYS = [
  'make',
  'model',
  'vinCode',
  'briefNumber',
  'licencePlate',
  'firstRegistered',
  'power',
  'engineCapacity',
  'fuelType',
  'gearType',
  'bodywork',
  'nextInspection',
  'mileage',
  'previousOwners',
  'colour',
  'equipment',
  'accidentFree',
  'accidentNote',
] as const satisfies ReadonlyArray<keyof Vehicle>;

/** The vehicle as a trade's documents print it; frozen on the trade when the invoice is issued. */
export type TradeVehicle = Pick<Vehicle, (typeof TRADE_VEHICLE_KEYS)[number]>;

export function tradeVehicleOf(vehicle: TradeVehicle): TradeVehicle {
  return Object.fromEntries(TRADE_VEHICLE_KEYS.map((key) => [key, vehicle[key]])) as TradeVehicle;
}

/** The buyer as the trade keeps them: the customer's fields as they were when last taken. */
export const tradePartySchema = customerResponseSchema.omit({ idDocumentExpired: true, createdAt: true, updatedAt: true });
export type TradeParty = z.infer<typeof tradePartySchema>;

/** The trade type a sale gets when the dealer does not choose: export by section, else by the buyer's kind. */
export function derivedTradeType(
  fields: { tradeType: TradeType; sectionType: string | null },
  buyer: { type: string } | null,
): TradeType {
  if (fields.tradeType !== 'NONE') return fields.tradeType;
  if (fields.sectionType === '4.1a') return 'EXPORT';
  if (!buyer) return 'NONE';
  return buyer.type === 'BUSINESS' ? 'BUSINESS' : 'PRIVATE';
}

/** What the rules across fields need beside the trade itself. */
export type TradeRuleContext = {
  /** The customer the trade names (null while none is chosen). */
  buyer: { type: string; vatId: string | null; countryId: number } | null;
  /** The effective purchase price (the vehicle's, else the one typed in the wizard). */
  purchasePrice: number | null;
  /**
   * How the vehicle was bought: REGULAR (an invoice with VAT shown, input tax deductible) rules out
   * §25a (§25a Abs. 1 Nr. 2 UStG); MARGIN or unknown (null, e.g. from a private seller) allows it.
   */
  purchaseTaxation: 'MARGIN' | 'REGULAR' | null;
  /** The dealer's company: its VAT id (an intra-EU supply prints both, §14a Abs. 3 UStG), whether it is a small business (§19 UStG). */
  seller: { vatId: string | null; smallBusiness: boolean };
  /** Today in Berlin: an invoice is never dated ahead. */
  today: string;
  /** The vehicle's record: false (not accident-free) rules out stating no or unknown accident damage. */
  vehicleAccidentFree: boolean | null;
  /** The day the vehicle was bought in Kontor (its purchase contract); null: bought elsewhere or not recorded. */
  vehiclePurchasedOn: string | null;
};

/**
 * A sale to a consumer, whatever the trade is called (an export to a private buyer included): the
 * statutory liability for defects cannot be excluded (BGB §476 Abs. 1). The wizard and the API ask this once.
 */
export function isConsumerSale(fields: Pick<SaleFields, 'tradeType' | 'sectionType'>, buyer: { type: string } | null): boolean {
  return derivedTradeType(fields, buyer) === 'PRIVATE' || (buyer !== null && buyer.type !== 'BUSINESS');
}

/** Where the buyer lives decides the exemptions: an export leaves the EU, an intra-EU supply reaches another member state. */
function buyerCountryProblem(section: '4.1a' | '4.1b', countryId: number): string | undefined {
  const country = countryById(countryId);
  if (!country) return undefined;
  const inEu = isEuMember(country.iso2);
  if (section === '4.1a' && inEu) return '9516';
  if (section === '4.1b' && (!inEu || country.iso2 === 'DE')) return '9517';
  return undefined;
}

function sectionProblem(fields: SaleFields, context: TradeRuleContext): string | undefined {
  if (fields.sectionType === '25') return context.purchaseTaxation === 'REGULAR' ? '9515' : undefined;
  if (fields.sectionType === '4.1a') return context.buyer ? buyerCountryProblem('4.1a', context.buyer.countryId) : undefined;
  if (fields.sectionType !== '4.1b') return undefined;
  if (!context.seller.vatId) return '9514';
  if (!context.buyer) return undefined;
  if (!context.buyer.vatId) return '9503';
  if (context.buyer.vatId.startsWith('DE')) return '9504';
  return buyerCountryProblem('4.1b', context.buyer.countryId);
}

/** The rules across fields of a (merged) trade, as `{ field: code }` (empty when none is broken); a buyer's wait for one. */
export function tradeProblems(fields: SaleFields, context: TradeRuleContext): Record<string, string> {
  const problems: Record<string, string> = {};
  if (fields.grossPrice > 0 && fields.deposit > fields.grossPrice) problems.deposit = '9502';
  // VAT "yes" at 0 % is a tax-free supply, and the invoice must say which exemption it rests on;
  // no VAT without a section claims the small business's scheme (§19 UStG), which the company must be.
  if (fields.vat && fields.vatRate === 0 && !fields.sectionType) problems.vatRate = '9513';
  if (!fields.vat && !fields.sectionType && !context.seller.smallBusiness) problems.vat = '9550';
  const section = sectionProblem(fields, context);
  if (section) problems.sectionType = section;
  if (fields.sectionType === '25' && !section && context.purchasePrice === null) problems.purchasePrice = '9505';
  if (fields.handoverDate === 'CUSTOM' && !fields.handoverOn) problems.handoverOn = '0001';
  // A total "known and different" that is not given would print an assurance without its figure.
  if (fields.mileageStatement === 'DIFFERENT' && fields.totalMileage === null) problems.totalMileage = '0001';
  // The documents print the proof as what it is: a Gelangensbestätigung proves no export, an exit note no intra-EU arrival.
  if (fields.exportProofKind && !proofKindsOf(fields.sectionType).includes(fields.exportProofKind))
    problems.exportProofKind = '9554';
  if (fields.invoiceDate && fields.invoiceDate > context.today) problems.invoiceDate = '9518';
  // A vehicle is sold only once it is the dealer's: an invoice dated before its purchase contract
  // would put the sale before the purchase (and give negative days in stock). Only a date the dealer
  // chose is checked; an open one is the day the invoice is made.
  else if (fields.invoiceDate && context.vehiclePurchasedOn && fields.invoiceDate < context.vehiclePurchasedOn)
    problems.invoiceDate = '9536';
  if (fields.warranty === 'EXCLUDED' && isConsumerSale(fields, context.buyer)) problems.warranty = '9507';
  // The contract would state "no accident damage" or "not known" against the company's own record of
  // an accident: a false statement of the vehicle's condition to the buyer.
  if (context.vehicleAccidentFree === false && (fields.damaged === 'NO_ACCIDENT' || fields.damaged === 'UNKNOWN'))
    problems.damaged = '9534';
  return problems;
}

/** `POST …/documents/generate/{documentType}/order/SELLING`: the language, and a typed number when automatic numbering is off. */
export const generateDocumentSchema = z.object({
  language: z.enum(LOCALES, { error: '5003' }).optional(),
  invoiceNumber: typedInvoiceNumberSchema.optional(),
});
export type GenerateDocumentInput = z.input<typeof generateDocumentSchema>;

const marginSchema = z.object({
  purchaseCents: z.number().int(),
  marginCents: z.number().int(),
  marginVatCents: z.number().int(),
});

export const tradeAmountsSchema = z.object({
  taxation: z.enum(['STANDARD', 'NO_VAT', 'MARGIN', 'EXPORT', 'INTRA_EU']),
  vatRate: z.number().int(),
  grossCents: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  depositCents: z.number().int(),
  amountDueCents: z.number().int(),
  margin: marginSchema.nullable(),
}) satisfies z.ZodType<TradeAmounts>;

/** What a sale earned over the purchase price: for §25a the margin of the books and the VAT in it. */
export type SaleMargin = { marginCents: number; marginVatCents: number | null };

/**
 * A sale's margin: under §25a the margin the invoice was taxed on (VAT included, its VAT apart);
 * otherwise the net price less what the vehicle cost net of deductible input VAT. null without a purchase price.
 */
export function saleMargin(
  amounts: TradeAmounts,
  purchase: Pick<Vehicle, 'purchasePrice' | 'purchaseTaxation' | 'purchaseVatRate'>,
): SaleMargin | null {
  if (amounts.margin) return { marginCents: amounts.margin.marginCents, marginVatCents: amounts.margin.marginVatCents };
  if (purchase.purchasePrice === null) return null;
  const cost = purchaseNet(purchase.purchasePrice, purchase.purchaseTaxation ?? 'MARGIN', purchase.purchaseVatRate).net;
  return { marginCents: amounts.netCents - cost, marginVatCents: null };
}

/** The stored trade fields as the API answers them (no input transforms). */
const tradeFieldsViewSchema = z.object({
  customerId: z.string().nullable(),
  tradeType: z.enum(TRADE_TYPES),
  grossPrice: z.number().int().describe('euro cents'),
  vat: z.boolean(),
  vatRate: z.union(VAT_RATES.map((rate) => z.literal(rate))),
  sectionType: z.enum(TRADE_SECTIONS).nullable(),
  deposit: z.number().int().describe('euro cents'),
  purchasePrice: z
    .number()
    .int()
    .nullable()
    .describe('euro cents, as entered in the wizard (used only when the vehicle has none)'),
  exportProofKind: z.enum(PROOF_KINDS).nullable(),
  exportProof: z.string().nullable(),
  ...handoverViewFields,
  ...mileageStatementViewFields,
  warranty: z.enum(WARRANTIES),
  termsOfUse: z.boolean(),
  invoiceComments: z.string().nullable(),
  contractComments: z.string().nullable(),
  protocolComments: z.string().nullable(),
  invoiceDate: z.string().nullable().describe('the chosen invoice date (YYYY-MM-DD); null: the day of issue'),
  contractDate: z.string().nullable(),
  invoiceTemplate: z.enum(TEMPLATE_CHOICES),
  contractTemplate: z.enum(TEMPLATE_CHOICES),
  documents: z.array(z.enum(DOCUMENT_TYPES)),
  language: z.enum(LOCALES),
}) satisfies z.ZodType<SaleFields>;

/** A trade as `GET /api/user/vehicles/{id}/trades/SELLING` answers it: its fields flat, plus what follows from them. */
export const saleSchema = tradeFieldsViewSchema.extend({
  id: z.string(),
  vehicleId: z.string(),
  kind: z.enum(TRADE_KINDS),
  status: z.enum(TRADE_STATUSES),
  /** The trade type after derivation (NONE resolved from the buyer and the section). */
  effectiveTradeType: z.enum(TRADE_TYPES),
  /** The buyer as the trade keeps them (refreshed from the customer until the invoice is issued). */
  buyer: tradePartySchema.nullable(),
  /** The purchase price the margin uses: the vehicle's (its purchase), else the one typed in the wizard. */
  effectivePurchasePrice: z.number().int().nullable(),
  /** How the vehicle was bought: REGULAR (VAT shown, input tax deducted) rules out §25a. */
  purchaseTaxation: z.enum(PURCHASE_TAXATIONS).nullable(),
  /** The vehicle's accident-free record (null: unknown); false rules out `damaged` NO_ACCIDENT and UNKNOWN (9534). */
  vehicleAccidentFree: z.boolean().nullable(),
  /** The day the vehicle was bought in Kontor (null: not recorded); the invoice date cannot be earlier (9536). */
  vehiclePurchasedOn: z.string().nullable(),
  amounts: tradeAmountsSchema,
  /** What the sale earned over the purchase price (null while no purchase price is known). */
  saleMargin: z.object({ marginCents: z.number().int(), marginVatCents: z.number().int().nullable() }).nullable(),
  invoiceNumber: z.string().nullable().describe('set once the invoice is issued'),
  issuedOn: z.string().nullable().describe('the invoice date of the issued invoice'),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Sale = z.infer<typeof saleSchema>;

/** A generated document as `GET …/documents/generated` lists it. */
export const generatedDocumentSchema = z.object({
  id: z.string(),
  tradeId: z.string(),
  /** Whether the document belongs to the vehicle's sale, its purchase, or a service invoice. */
  orderType: z.enum(TRADE_KINDS),
  vehicleId: z.string().nullable(),
  /** One of a trade's types, or CANCELLATION: the cancellation invoice (a sale's) or notice (a purchase's). */
  documentType: z.enum(GENERATED_DOCUMENT_TYPES),
  /** The invoice number for an invoice or cancellation invoice; null for the other types. */
  number: z.string().nullable(),
  /** Its trade was canceled: the document stays as issued, marked canceled wherever it is listed. */
  canceled: z.boolean(),
  /** An invoice or cancellation invoice to a public-sector buyer: also offered as XRechnung (GET …/xrechnung). */
  xrechnung: z.boolean().optional(),
  /** 1 for the first of its type in the trade; a document made again is a new version, the old ones kept. */
  version: z.number().int(),
  language: z.enum(LOCALES),
  issuedOn: z.string().describe('YYYY-MM-DD'),
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** The last time it was mailed from Kontor (POST …/mail); null: never. */
  lastMail: documentMailRecordSchema.nullable().optional(),
  /** The e-mail of the document's addressee as issued (buyer, customer, seller): the mail dialog fills it in. */
  recipientEmail: z.string().nullable().optional(),
});
export type GeneratedDocument = z.infer<typeof generatedDocumentSchema>;
