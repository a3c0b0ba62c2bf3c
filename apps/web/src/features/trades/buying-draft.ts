import {
  BUYING_DOCUMENT_TYPES,
  type BuyingDocumentType,
  type BuyingStartVehicle,
  type BuyingTrade,
  type BuyingTradeFields,
  type BuyingTradeInput,
  buyingTradeInputSchema,
  DEFAULT_BUYING_TRADE,
  newBuyingTradeFields,
  pickBuyingFields,
} from '@kontor/domain/buying';
import type { Dayjs } from 'dayjs';
import {
  type DefaultedDates,
  draftStore,
  draftWithoutDefaults,
  isoDay,
  isStaleDraft,
  pickerDay,
  savedWithoutDefaults,
} from './wizard-draft';

// The buying wizard's state between steps and reloads, as the selling wizard keeps its own
// (selling-draft.ts): one antd form holds every step's fields, and what it holds is kept for the
// tab's session.

export const BUYING_STEPS = ['seller', 'price', 'handover', 'documents', 'generate'] as const;
export type BuyingStep = 0 | 1 | 2 | 3 | 4;
export const BUYING_DOCUMENTS_STEP: BuyingStep = 3;
export const BUYING_GENERATE_STEP: BuyingStep = 4;

/** The purchase's fields each step shows (the generate step has none). */
export const BUYING_STEP_FIELDS: readonly (readonly (keyof BuyingTradeFields)[])[] = [
  ['customerId'],
  [
    'grossPrice',
    'vat',
    'vatRate',
    'paymentType',
    'paymentMethod',
    'sellerInvoiceDocumentId',
    'sellerInvoiceNumber',
    'sellerInvoiceDate',
  ],
  [
    'handoverDate',
    'handoverOn',
    'handoverMileage',
    'vehicleKeysCount',
    'registrationSertificate1',
    'registrationSertificate2',
    'inspectionAvailable',
    'damaged',
    'damageNotes',
    'soleOwner',
    'noFurtherAccidents',
    'mileageConfirmed',
    'contractDate',
    'contractTemplate',
    'invoiceTemplate',
    'contractComments',
    'protocolComments',
    'receiptComments',
  ],
  ['documents', 'language'],
  [],
];

type DateField = 'handoverOn' | 'contractDate' | 'sellerInvoiceDate';

/** The form's own values: dates as dayjs for the pickers. */
export type BuyingFormValues = Omit<BuyingTradeFields, DateField> & { [K in DateField]: Dayjs | null };

export function toBuyingForm(values: BuyingTradeFields): BuyingFormValues {
  return {
    ...values,
    handoverOn: pickerDay(values.handoverOn),
    contractDate: pickerDay(values.contractDate),
    sellerInvoiceDate: pickerDay(values.sellerInvoiceDate),
  };
}

export function fromBuyingForm(form: BuyingFormValues): BuyingTradeFields {
  return {
    ...form,
    handoverOn: isoDay(form.handoverOn),
    contractDate: isoDay(form.contractDate),
    sellerInvoiceDate: isoDay(form.sellerInvoiceDate),
  };
}

/** The domain's step schema over the form's values, for zodFieldRule. */
export const buyingFormSchema = {
  schema: buyingTradeInputSchema,
  prepare: (raw: Record<string, unknown>) => fromBuyingForm(raw as BuyingFormValues) as unknown as Record<string, unknown>,
};

/** The documents in the order they are made: the contract first (it finishes the purchase). */
export function orderedBuyingDocuments(documents: readonly string[]): BuyingDocumentType[] {
  return BUYING_DOCUMENT_TYPES.filter((type) => documents.includes(type));
}

/**
 * What a step sends: the fields of every step up to it, so the rules across steps (the seller of
 * step 1 and the VAT of step 2) are checked on what the dealer sees now. A private seller
 * (`privateSeller`) shows no VAT and has no invoice of their own: those go empty, so choosing a
 * private seller after a business one never leaves the purchase with the business's VAT.
 */
export function buyingStepBody(
  values: BuyingTradeFields,
  step: BuyingStep,
  options: { privateSeller: boolean },
): BuyingTradeInput {
  const body: Record<string, unknown> = {};
  for (const fields of BUYING_STEP_FIELDS.slice(0, step + 1)) for (const field of fields) body[field] = values[field];
  if (options.privateSeller) {
    body.vat = false;
    if (step >= 1) Object.assign(body, { sellerInvoiceDocumentId: null, sellerInvoiceNumber: null, sellerInvoiceDate: null });
  }
  if (step >= 2 && values.handoverDate !== 'CUSTOM') body.handoverOn = null;
  return body as BuyingTradeInput;
}

const drafts = draftStore<BuyingTradeFields>('trades.buying');
export const readBuyingDraft = drafts.read;
export const writeBuyingDraft = drafts.write;
export const clearBuyingDraft = drafts.clear;

/** The contract date a purchase leaves open is today's, counted when the wizard shows it. */
const defaulted = (start: BuyingTradeFields, today: string): DefaultedDates<BuyingTradeFields> => ({
  start,
  today,
  dates: ['contractDate'],
});

export function withContractDate(values: BuyingTradeFields, today: string): BuyingTradeFields {
  return { ...values, contractDate: values.contractDate ?? today };
}

/** What the draft keeps: not the contract date while it only shows today (a draft read tomorrow shows tomorrow). */
export function buyingDraftValues(
  values: BuyingTradeFields,
  options: { start: BuyingTradeFields; today: string },
): Partial<BuyingTradeFields> {
  return draftWithoutDefaults(values, defaulted(options.start, options.today));
}

/** What a step saves: the contract date stays open while it only shows today, so the contract made on a later day carries that day. */
export function buyingSavedValues(
  values: BuyingTradeFields,
  options: { start: BuyingTradeFields; today: string },
): BuyingTradeFields {
  return savedWithoutDefaults(values, defaulted(options.start, options.today));
}

/**
 * Where the wizard starts and with what: the defaults (a new purchase's from the vehicle), under the saved purchase, under the draft
 * (unless the server's purchase is newer). A finished purchase (its contract made) cannot change:
 * only the choice of documents and their language come from the draft, and the wizard opens on the
 * documents step.
 */
export function buyingStartingPoint(
  vehicleId: string,
  trade: BuyingTrade | null,
  vehicle: BuyingStartVehicle,
): { step: BuyingStep; values: BuyingTradeFields } {
  const stored = readBuyingDraft(vehicleId);
  const draft = stored && !isStaleDraft(stored, trade) ? stored : null;
  if (stored && !draft) clearBuyingDraft();
  // A new purchase starts from what the vehicle records, as the server starts it (newBuyingTradeFields).
  const saved: BuyingTradeFields = trade
    ? { ...DEFAULT_BUYING_TRADE, ...pickBuyingFields(trade) }
    : newBuyingTradeFields(vehicle);
  if (trade?.status === 'FINISHED') {
    return {
      step: Math.max(draft?.step ?? 0, BUYING_DOCUMENTS_STEP) as BuyingStep,
      values: {
        ...saved,
        documents: draft?.values.documents ?? saved.documents,
        language: draft?.values.language ?? saved.language,
      },
    };
  }
  return { step: (draft?.step ?? 0) as BuyingStep, values: { ...saved, ...draft?.values } };
}
