import {
  PURCHASE_DOCUMENT_TYPES,
  type PurchaseDocumentType,
  type PurchaseStartVehicle,
  type Purchase,
  type PurchaseFields,
  type PurchaseInput,
  purchaseInputSchema,
  DEFAULT_PURCHASE,
  newPurchaseFields,
  pickPurchaseFields,
} from '@kontor/domain/purchase';
import {
  DOCUMENTS_STEP,
  draftStore,
  fieldsUpTo,
  formSchema,
  fromPickerDays,
  startFrom,
  toPickerDays,
  type WizardDefinition,
  type WizardStep,
  type WithPickerDays,
} from './wizard-state';

// The purchase wizard's state between steps and reloads, as the sale wizard keeps its own
// (sale-draft.ts): one antd form holds every step's fields, and what it holds is kept for the
// tab's session.

export const PURCHASE_STEPS = ['seller', 'price', 'handover', 'documents', 'generate'] as const;

/** The purchase's fields each step shows (the generate step has none). */
export const PURCHASE_STEP_FIELDS: readonly (readonly (keyof PurchaseFields)[])[] = [
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
export type PurchaseFormValues = WithPickerDays<PurchaseFields, (typeof DATE_FIELDS)[number]>;

export const toPurchaseForm = (values: PurchaseFields): PurchaseFormValues => toPickerDays(values, DATE_FIELDS);

export const fromPurchaseForm = (form: PurchaseFormValues): PurchaseFields => fromPickerDays<PurchaseFields>(form, DATE_FIELDS);

/** The domain's step schema over the form's values, for zodFieldRule. */
export const purchaseFormSchema = formSchema(purchaseInputSchema, fromPurchaseForm);

/** The documents in the order they are made: the contract first (it finishes the purchase). */
export function orderedPurchaseDocuments(documents: readonly string[]): PurchaseDocumentType[] {
  return PURCHASE_DOCUMENT_TYPES.filter((type) => documents.includes(type));
}

/**
 * What a step sends: the fields of every step up to it, so the rules across steps (the seller of
 * step 1 and the VAT of step 2) are checked on what the dealer sees now. A private seller
 * (`privateSeller`) shows no VAT and has no invoice of their own: those go empty, so choosing a
 * private seller after a business one never leaves the purchase with the business's VAT.
 */
export function purchaseStepBody(values: PurchaseFields, step: WizardStep, options: { privateSeller: boolean }): PurchaseInput {
  const body = fieldsUpTo(PURCHASE_STEP_FIELDS, values, step);
  if (options.privateSeller) {
    body.vat = false;
    if (step >= 1) Object.assign(body, { sellerInvoiceDocumentId: null, sellerInvoiceNumber: null, sellerInvoiceDate: null });
  }
  if (step >= 2 && values.handoverDate !== 'CUSTOM') body.handoverOn = null;
  return body as PurchaseInput;
}

const drafts = draftStore<PurchaseFields>('trades.buying');
export const readPurchaseDraft = drafts.read;
export const writePurchaseDraft = drafts.write;
export const clearPurchaseDraft = drafts.clear;

/**
 * The purchase wizard's state: its draft, its steps' fields, the form's values. The contract date
 * stays open while it only shows today, so the contract made on a later day carries that day.
 */
export const PURCHASE_WIZARD: WizardDefinition<
  PurchaseFields,
  PurchaseFormValues,
  { docType: PurchaseDocumentType; values: PurchaseInput },
  { privateSeller: boolean }
> = {
  drafts,
  stepFields: PURCHASE_STEP_FIELDS,
  toForm: toPurchaseForm,
  fromForm: fromPurchaseForm,
  openDates: ['contractDate'],
  // The documents step saves with the first document chosen; the steps before it with the contract.
  stepRequest: (saved, step, context) => ({
    docType: step === DOCUMENTS_STEP ? (orderedPurchaseDocuments(saved.documents)[0] ?? 'CONTRACT') : 'CONTRACT',
    values: purchaseStepBody(saved, step, context),
  }),
};

/**
 * Where the wizard starts and with what (startFrom): the defaults (a new purchase's from the
 * vehicle), under the saved purchase, under the draft.
 */
export function purchaseStartingPoint(
  vehicleId: string,
  trade: Purchase | null,
  vehicle: PurchaseStartVehicle,
): { step: WizardStep; values: PurchaseFields } {
  // A new purchase starts from what the vehicle records, as the server starts it (newPurchaseFields).
  const saved: PurchaseFields = trade ? { ...DEFAULT_PURCHASE, ...pickPurchaseFields(trade) } : newPurchaseFields(vehicle);
  return startFrom({ drafts, vehicleId, trade, saved });
}
