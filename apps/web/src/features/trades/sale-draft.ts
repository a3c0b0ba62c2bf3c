import { DOCUMENT_TYPES } from '@kontor/domain/constants';
import {
  type DocumentType,
  newSaleFields,
  pickTradeFields,
  proofKindsOf,
  type SaleStartVehicle,
  type Sale,
  type SaleFields,
  type SaleInput,
  saleInputSchema,
} from '@kontor/domain/trades';
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

// The sale wizard's state between steps and reloads: one antd form holds every step's fields
// (it keeps the values of a step that is not shown), and what it holds is kept for the tab's session
// (wizard-state.ts) so that a reload restores the step and what was typed but not saved yet.

export const STEPS = ['buyer', 'price', 'handover', 'documents', 'generate'] as const;

/** The trade fields each step shows (the generate step has none). */
export const STEP_FIELDS: readonly (readonly (keyof SaleFields)[])[] = [
  ['customerId'],
  [
    'grossPrice',
    'vat',
    'vatRate',
    'sectionType',
    'purchasePrice',
    'exportProofKind',
    'exportProof',
    'deposit',
    'paymentType',
    'paymentMethod',
  ],
  [
    'handoverDate',
    'handoverOn',
    'damaged',
    'damageNotes',
    'warranty',
    'vehicleKeysCount',
    'registrationSertificate1',
    'registrationSertificate2',
    'inspectionAvailable',
    'handoverMileage',
    'mileageStatement',
    'totalMileage',
    'invoiceComments',
    'contractComments',
    'protocolComments',
    'invoiceDate',
    'contractDate',
    'invoiceTemplate',
    'contractTemplate',
    'termsOfUse',
  ],
  ['documents', 'language'],
  [],
];

/** The wizard's values as the domain has them, plus the typed invoice number (not a trade field). */
export type WizardValues = SaleFields & { invoiceNumber: string | null };

const DATE_FIELDS = ['handoverOn', 'invoiceDate', 'contractDate'] as const;

/** The form's own values: dates as dayjs for the pickers, "no section" as the radio's STANDARD. */
export type SaleFormValues = Omit<WithPickerDays<WizardValues, (typeof DATE_FIELDS)[number]>, 'sectionType'> & {
  sectionType: SaleFields['sectionType'] | 'STANDARD';
};

export function toFormValues(values: WizardValues): SaleFormValues {
  return { ...toPickerDays(values, DATE_FIELDS), sectionType: values.sectionType ?? 'STANDARD' };
}

export function fromFormValues(form: SaleFormValues): WizardValues {
  return {
    ...fromPickerDays<WizardValues>(form, DATE_FIELDS),
    sectionType: form.sectionType === 'STANDARD' ? null : form.sectionType,
  };
}

/** The domain's step schema over the form's values, for zodFieldRule. */
export const tradeFormSchema = formSchema(saleInputSchema, fromFormValues);

/** The documents in the order they are made: the invoice first (it finishes the trade), then as listed. */
export const DOCUMENT_ORDER: readonly DocumentType[] = [
  'INVOICE',
  'CONTRACT',
  'PROPOSAL',
  'BINDING_CONTRACT',
  'PROTOCOL',
  'RECEIPT',
  'PRIVACY',
];

export function orderedDocuments(documents: readonly string[]): DocumentType[] {
  return DOCUMENT_ORDER.filter((type) => documents.includes(type));
}

// Every type of the domain has its place in the order (a new type must be placed deliberately).
if (DOCUMENT_ORDER.length !== DOCUMENT_TYPES.length) throw new Error('DOCUMENT_ORDER misses a document type');

/**
 * What a step sends: the fields of every step up to it, so a rule across steps (the buyer of step 1
 * and the section of step 2) is checked on what the dealer sees now. Fields a choice hides are
 * sent empty: the purchase price only counts for §25a, the proof only for an export. A vehicle
 * with its own purchase price (`purchaseFromVehicle`) is not sent one: the server takes the vehicle's.
 */
export function stepBody(values: WizardValues, step: WizardStep, options: { purchaseFromVehicle: boolean }): SaleInput {
  const body = fieldsUpTo(STEP_FIELDS, values, step);
  if (step >= 1) {
    if (values.sectionType !== '25') body.purchasePrice = null;
    if (options.purchaseFromVehicle) delete body.purchasePrice;
    if (values.sectionType !== '4.1a' && values.sectionType !== '4.1b') body.exportProof = null;
    // A kind the section's supply cannot rest on (chosen for another section) is no statement of this one.
    if (values.exportProofKind && !proofKindsOf(values.sectionType).includes(values.exportProofKind)) body.exportProofKind = null;
  }
  if (step >= 2 && values.handoverDate !== 'CUSTOM') body.handoverOn = null;
  // The known total counts only when it differs from the odometer.
  if (step >= 2 && values.mileageStatement !== 'DIFFERENT') body.totalMileage = null;
  return body as SaleInput;
}

const drafts = draftStore<WizardValues>('trades.selling');

export const readSaleDraft = drafts.read;
export const writeSaleDraft = drafts.write;
export const clearSaleDraft = drafts.clear;

/**
 * The sale wizard's state: its draft, its steps' fields, the form's values. The invoice's and
 * the contract's date stay open while they only show today, so the invoice made on a later day
 * carries the day it is issued (§14 Abs. 4 Nr. 3 UStG) and the vehicle's sold date follows it,
 * never the day the handover step was saved.
 */
export const SALE_WIZARD: WizardDefinition<
  WizardValues,
  SaleFormValues,
  { docType: DocumentType; values: SaleInput },
  { purchaseFromVehicle: boolean }
> = {
  drafts,
  stepFields: STEP_FIELDS,
  toForm: toFormValues,
  fromForm: fromFormValues,
  openDates: ['invoiceDate', 'contractDate'],
  // The documents step saves with the first document chosen; the steps before it with the invoice.
  stepRequest: (saved, step, context) => ({
    docType: step === DOCUMENTS_STEP ? (orderedDocuments(saved.documents)[0] ?? 'INVOICE') : 'INVOICE',
    values: stepBody(saved, step, context),
  }),
};

/**
 * Where the wizard starts and with what (startFrom): the defaults, under the saved trade, under the
 * draft. Open dates stay null (see withToday). The vehicle's purchase price wins over the trade's,
 * as on the server; a new sale starts from the vehicle's record (section, price, mileage, accident
 * damage), as the server starts it (newSaleFields). A finished trade's invoice is issued:
 * it is not offered again.
 */
export function startingPoint(options: {
  vehicleId: string;
  trade: Sale | null;
  vehiclePurchasePrice: number | null;
  /** What of the vehicle a new sale starts from (its §25a section, price, mileage, accident damage), as the server starts it. */
  vehicle: SaleStartVehicle;
  /** Whether the dealer's company is a small business (§19 UStG): its new sale shows no VAT. */
  seller?: { smallBusiness: boolean };
}): { step: WizardStep; values: WizardValues } {
  const { trade } = options;
  const saved: WizardValues = {
    ...(trade ? pickTradeFields(trade) : newSaleFields(options.vehicle, options.seller)),
    invoiceNumber: null,
  };
  saved.purchasePrice = options.vehiclePurchasePrice ?? saved.purchasePrice ?? trade?.effectivePurchasePrice ?? null;
  const start = startFrom({ drafts, vehicleId: options.vehicleId, trade, saved, madeForGood: 'INVOICE' });
  if (trade?.status !== 'FINISHED' && options.vehiclePurchasePrice !== null)
    start.values.purchasePrice = options.vehiclePurchasePrice;
  return start;
}
