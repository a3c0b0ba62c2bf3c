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
import {
  draftStore,
  fieldsUpTo,
  formSchema,
  fromPickerDays,
  startFrom,
  toPickerDays,
  type WizardDefinition,
  type WizardStep,
  type WithPickerDays,
} from './wizard-draft';

// The buying wizard's state between steps and reloads, as the selling wizard keeps its own
// (selling-draft.ts): one antd form holds every step's fields, and what it holds is kept for the
// tab's session.

export const BUYING_STEPS = ['seller', 'price', 'handover', 'documents', 'generate'] as const;

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

const DATE_FIELDS = ['handoverOn', 'contractDate', 'sellerInvoiceDate'] as const;

/** The form's own values: dates as dayjs for the pickers. */
export type BuyingFormValues = WithPickerDays<BuyingTradeFields, (typeof DATE_FIELDS)[number]>;

export const toBuyingForm = (values: BuyingTradeFields): BuyingFormValues => toPickerDays(values, DATE_FIELDS);

export const fromBuyingForm = (form: BuyingFormValues): BuyingTradeFields => fromPickerDays<BuyingTradeFields>(form, DATE_FIELDS);

/** The domain's step schema over the form's values, for zodFieldRule. */
export const buyingFormSchema = formSchema(buyingTradeInputSchema, fromBuyingForm);

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
  step: WizardStep,
  options: { privateSeller: boolean },
): BuyingTradeInput {
  const body = fieldsUpTo(BUYING_STEP_FIELDS, values, step);
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

/**
 * The buying wizard's state: its draft, its steps' fields, the form's values. The contract date
 * stays open while it only shows today, so the contract made on a later day carries that day.
 */
export const BUYING_WIZARD: WizardDefinition<BuyingTradeFields, BuyingFormValues> = {
  drafts,
  stepFields: BUYING_STEP_FIELDS,
  toForm: toBuyingForm,
  fromForm: fromBuyingForm,
  openDates: ['contractDate'],
};

/**
 * Where the wizard starts and with what (startFrom): the defaults (a new purchase's from the
 * vehicle), under the saved purchase, under the draft.
 */
export function buyingStartingPoint(
  vehicleId: string,
  trade: BuyingTrade | null,
  vehicle: BuyingStartVehicle,
): { step: WizardStep; values: BuyingTradeFields } {
  // A new purchase starts from what the vehicle records, as the server starts it (newBuyingTradeFields).
  const saved: BuyingTradeFields = trade
    ? { ...DEFAULT_BUYING_TRADE, ...pickBuyingFields(trade) }
    : newBuyingTradeFields(vehicle);
  return startFrom({ drafts, vehicleId, trade, saved });
}
