import { z } from 'zod';
import { LOCALES, TRADE_KINDS, TRADE_STATUSES } from './constants';
import { isIdDocumentExpired } from './customers';
import {
  commentSchema,
  damageOfVehicle,
  handoverInputFields,
  handoverViewFields,
  optionalDateSchema,
  TEMPLATE_CHOICES,
  tradeAmountsSchema,
  tradePartySchema,
} from './trades';
import { type TradeAmounts, tradeAmounts } from './vat';
import { PRICE_MAX_CENTS, PURCHASE_VAT_RATES } from './vehicles';
import { tooLongCode } from './text-limits';

// The purchase (a trade with orderType BUYING): the dealer buys a
// vehicle from a seller, private person or business, and gets the purchase contract (Ankaufvertrag),
// the handover protocol, the receipt for the price paid and the privacy notice. It shares the trades
// table, the job pipeline and the documents engine with the sale; its fields are its own.
// Money in integer cents.

/** The documents of a purchase, in the order the wizard makes them (the contract first: it records the purchase). */
export const PURCHASE_DOCUMENT_TYPES = ['CONTRACT', 'PROTOCOL', 'RECEIPT', 'PRIVACY'] as const;
export type PurchaseDocumentType = (typeof PURCHASE_DOCUMENT_TYPES)[number];

export function isPurchaseDocumentType(value: string): value is PurchaseDocumentType {
  return (PURCHASE_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The seller's ID document number, authority and expiry, and the invoice number, fit in a text field. */
const SELLER_INVOICE_NUMBER_MAX = 40;

/**
 * One wizard step's fields, any subset: `POST /api/user/vehicles/{id}/trades/BUYING/{docType}`
 * merges them into the vehicle's open purchase. The rules across fields and the seller are
 * `purchaseProblems`'.
 */
export const purchaseInputSchema = z
  .object({
    /** The seller: one of the company's customers. */
    customerId: z.uuid('5003').nullable(),
    /** The purchase price, gross as paid. */
    grossPrice: z.number({ error: '0001' }).int('9317').min(1, '9501').max(PRICE_MAX_CENTS, '9317'),
    /**
     * The seller's invoice shows VAT (a business seller taxing regularly): the dealer may deduct it, so
     * the vehicle cannot be sold under §25a later. false: a private seller, or a business that sells
     * under §25a or as a small business, with no VAT shown.
     */
    vat: z.boolean('5003'),
    vatRate: z.union(
      PURCHASE_VAT_RATES.map((rate) => z.literal(rate)),
      { error: '9316' },
    ),
    ...handoverInputFields,
    /** The seller's assurances, printed in the contract: the sole owner of the vehicle, free of third-party rights. */
    soleOwner: z.boolean('5003'),
    /** No accidents beyond those stated. */
    noFurtherAccidents: z.boolean('5003'),
    /** The mileage shown is the total mileage, to the seller's knowledge. */
    mileageConfirmed: z.boolean('5003'),
    contractComments: commentSchema,
    protocolComments: commentSchema,
    receiptComments: commentSchema,
    /** The day of the contract (null: the day it is made). It is the purchase day the vehicle records. */
    contractDate: optionalDateSchema,
    /** The contract and privacy notice follow the contract template; protocol and receipt the invoice template. */
    contractTemplate: z.enum(TEMPLATE_CHOICES, { error: '5003' }),
    invoiceTemplate: z.enum(TEMPLATE_CHOICES, { error: '5003' }),
    /** A business seller's own invoice: its number, its date, and the upload of it (a document of the vehicle). */
    sellerInvoiceNumber: z
      .string()
      .trim()
      .max(SELLER_INVOICE_NUMBER_MAX, tooLongCode(SELLER_INVOICE_NUMBER_MAX))
      .nullish()
      .transform((value) => (value ? value : null)),
    sellerInvoiceDate: optionalDateSchema,
    sellerInvoiceDocumentId: z.uuid('5003').nullable(),
    documents: z.array(z.enum(PURCHASE_DOCUMENT_TYPES, { error: '9506' })).max(PURCHASE_DOCUMENT_TYPES.length, '5003'),
    language: z.enum(LOCALES, { error: '5003' }),
  })
  .partial();
export type PurchaseInput = z.input<typeof purchaseInputSchema>;
export type PurchaseValues = z.output<typeof purchaseInputSchema>;
export type PurchaseFields = Required<PurchaseValues>;

export const DEFAULT_PURCHASE: PurchaseFields = {
  customerId: null,
  grossPrice: 0,
  vat: false,
  vatRate: 19,
  paymentType: 'IMMEDIATE',
  paymentMethod: 'TRANSFER',
  handoverDate: 'INVOICE_DATE',
  handoverOn: null,
  handoverMileage: null,
  vehicleKeysCount: 2,
  registrationSertificate1: true,
  registrationSertificate2: true,
  inspectionAvailable: false,
  damaged: 'UNKNOWN',
  damageNotes: null,
  soleOwner: true,
  noFurtherAccidents: true,
  mileageConfirmed: true,
  contractComments: null,
  protocolComments: null,
  receiptComments: null,
  contractDate: null,
  contractTemplate: 'CUSTOM',
  invoiceTemplate: 'CUSTOM',
  sellerInvoiceNumber: null,
  sellerInvoiceDate: null,
  sellerInvoiceDocumentId: null,
  documents: ['CONTRACT', 'PROTOCOL', 'RECEIPT'],
  language: 'de',
};

/** What of the vehicle a new purchase starts from. */
export type PurchaseStartVehicle = { purchasePrice: number | null; mileage: number | null; accidentFree: boolean | null };

/**
 * The fields a new purchase of `vehicle` starts with (the wizard shows them, the server's first save
 * merges into them): what the dealer already entered on the vehicle, if anything: the price, the
 * mileage for the handover reading and whether it had an accident. A saved draft keeps its own.
 */
export function newPurchaseFields(vehicle: PurchaseStartVehicle): PurchaseFields {
  return {
    ...DEFAULT_PURCHASE,
    grossPrice: vehicle.purchasePrice ?? DEFAULT_PURCHASE.grossPrice,
    handoverMileage: vehicle.mileage ?? DEFAULT_PURCHASE.handoverMileage,
    damaged: damageOfVehicle(vehicle.accidentFree),
  };
}

type VehicleCondition = { mileage: number; accidentFree: boolean | null; accidentNote: string | null };

/**
 * What the vehicle's record learns from its purchase contract, so that a later sale starts from it:
 * the handover reading when it is higher (an odometer does not go back; the sale's mileage had been
 * lower than the purchase's), and the damage the seller declared (a repaired accident; the dealer's
 * own note, if any, is kept). A declaration of no accident fills only an unknown record.
 */
export function vehicleConditionAfterPurchase(
  fields: Pick<PurchaseFields, 'handoverMileage' | 'damaged' | 'damageNotes'>,
  vehicle: VehicleCondition,
): VehicleCondition {
  const mileage = Math.max(vehicle.mileage, fields.handoverMileage ?? 0);
  if (fields.damaged === 'REPAIRED')
    return { mileage, accidentFree: false, accidentNote: vehicle.accidentNote ?? fields.damageNotes };
  if (fields.damaged === 'NO_ACCIDENT' && vehicle.accidentFree === null)
    return { mileage, accidentFree: true, accidentNote: vehicle.accidentNote };
  return { mileage, accidentFree: vehicle.accidentFree, accidentNote: vehicle.accidentNote };
}

/** The purchase's own fields out of anything that carries them (the API view, a wizard form). */
export function pickPurchaseFields(source: PurchaseFields): PurchaseFields {
  return Object.fromEntries(
    Object.keys(DEFAULT_PURCHASE).map((key) => [key, source[key as keyof PurchaseFields]]),
  ) as PurchaseFields;
}

/** The purchase's amounts: the VAT the seller's invoice shows, else none (no deposit, no margin). */
export function purchaseAmounts(fields: Pick<PurchaseFields, 'grossPrice' | 'vat' | 'vatRate'>): TradeAmounts {
  return tradeAmounts({
    grossCents: fields.grossPrice,
    vat: fields.vat,
    vatRate: fields.vatRate,
    sectionType: null,
    depositCents: 0,
    purchaseCents: null,
  });
}

/** How the vehicle the trade buys counts for a later sale: VAT shown (deductible) rules out §25a. */
export function purchaseTaxationOf(fields: Pick<PurchaseFields, 'vat'>): 'REGULAR' | 'MARGIN' {
  return fields.vat ? 'REGULAR' : 'MARGIN';
}

/** The seller as the rules need them: their kind and ID document. */
type SellerForRules = { type: string; passport: string | null; passportFrom: string | null; passportExpired: string | null };

/**
 * Whether the seller may sign: a private seller's ID document (number, authority, expiry) is the
 * dealer's proof of whom the vehicle came from (stolen-vehicle checks), so it is required and must be valid
 * on the day of the contract.
 */
export function sellerIdProblem(seller: SellerForRules, onDay: string): '9519' | '9520' | undefined {
  if (seller.type === 'BUSINESS') return undefined;
  if (!seller.passport || !seller.passportFrom || !seller.passportExpired) return '9519';
  return isIdDocumentExpired(seller, onDay) ? '9520' : undefined;
}

/**
 * The rules across fields of a (merged) purchase, as `{ field: code }`; empty when none is broken.
 * A rule about the seller waits until one is chosen.
 */
export function purchaseProblems(
  fields: PurchaseFields,
  context: { seller: SellerForRules | null; today: string },
): Record<string, string> {
  const problems: Record<string, string> = {};
  const { seller } = context;
  if (seller) {
    const idProblem = sellerIdProblem(seller, fields.contractDate ?? context.today);
    if (idProblem) problems.customerId = idProblem;
    if (seller.type !== 'BUSINESS' && fields.vat) problems.vat = '9521';
  }
  if (fields.handoverDate === 'CUSTOM' && !fields.handoverOn) problems.handoverOn = '0001';
  if (fields.sellerInvoiceDate && fields.sellerInvoiceDate > context.today) problems.sellerInvoiceDate = '9524';
  // The contract date becomes the vehicle's purchase day (its days in stock, the sale's earliest
  // invoice date): a day still to come would count stock backwards and date a purchase not yet made.
  if (fields.contractDate && fields.contractDate > context.today) problems.contractDate = '9535';
  return problems;
}

const purchaseFieldsViewSchema = z.object({
  customerId: z.string().nullable(),
  grossPrice: z.number().int().describe('euro cents, the purchase price as paid'),
  vat: z.boolean().describe("the seller's invoice shows VAT"),
  vatRate: z.union(PURCHASE_VAT_RATES.map((rate) => z.literal(rate))),
  ...handoverViewFields,
  soleOwner: z.boolean(),
  noFurtherAccidents: z.boolean(),
  mileageConfirmed: z.boolean(),
  contractComments: z.string().nullable(),
  protocolComments: z.string().nullable(),
  receiptComments: z.string().nullable(),
  contractDate: z.string().nullable().describe('the chosen contract date (YYYY-MM-DD); null: the day the contract is made'),
  contractTemplate: z.enum(TEMPLATE_CHOICES),
  invoiceTemplate: z.enum(TEMPLATE_CHOICES),
  sellerInvoiceNumber: z.string().nullable(),
  sellerInvoiceDate: z.string().nullable(),
  sellerInvoiceDocumentId: z.string().nullable(),
  documents: z.array(z.enum(PURCHASE_DOCUMENT_TYPES)),
  language: z.enum(LOCALES),
}) satisfies z.ZodType<PurchaseFields>;

/** A purchase as `GET /api/user/vehicles/{id}/trades/BUYING` answers it. */
export const purchaseSchema = purchaseFieldsViewSchema.extend({
  id: z.string(),
  vehicleId: z.string(),
  kind: z.enum(TRADE_KINDS),
  status: z.enum(TRADE_STATUSES),
  /** The seller as the trade keeps them (refreshed from the customer until the contract is made). */
  seller: tradePartySchema.nullable(),
  /** net, VAT and gross of the price (VAT only when the seller's invoice shows it). */
  amounts: tradeAmountsSchema,
  /** The contract's date once it is made: the day the vehicle was bought. */
  purchasedOn: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
