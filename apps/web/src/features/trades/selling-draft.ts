import { DOCUMENT_TYPES } from '@kontor/domain/constants';
import {
  type DocumentType,
  newSellingTradeFields,
  pickTradeFields,
  proofKindsOf,
  type SellingStartVehicle,
  type SellingTrade,
  type SellingTradeFields,
  type SellingTradeInput,
  sellingTradeInputSchema,
} from '@kontor/domain/trades';
import type { Dayjs } from 'dayjs';
import {
  draftStore,
  draftWithoutDefaults,
  isoDay,
  isStaleDraft,
  pickerDay,
  savedWithoutDefaults,
  type WizardDraft,
} from './wizard-draft';

// The selling wizard's state between steps and reloads: one antd form holds every step's fields
// (it keeps the values of a step that is not shown), and what it holds is kept for the tab's session
// (wizard-draft.ts) so that a reload restores the step and what was typed but not saved yet.

export const STEPS = ['buyer', 'price', 'handover', 'documents', 'generate'] as const;
export type StepIndex = 0 | 1 | 2 | 3 | 4;
export const DOCUMENTS_STEP: StepIndex = 3;
export const GENERATE_STEP: StepIndex = 4;

/** The trade fields each step shows (the generate step has none). */
export const STEP_FIELDS: readonly (readonly (keyof SellingTradeFields)[])[] = [
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
export type WizardValues = SellingTradeFields & { invoiceNumber: string | null };

type DateField = 'handoverOn' | 'invoiceDate' | 'contractDate';

/** The form's own values: dates as dayjs for the pickers, "no section" as the radio's STANDARD. */
export type SellingFormValues = Omit<WizardValues, DateField | 'sectionType'> & {
  [K in DateField]: Dayjs | null;
} & { sectionType: SellingTradeFields['sectionType'] | 'STANDARD' };

export function toFormValues(values: WizardValues): SellingFormValues {
  return {
    ...values,
    sectionType: values.sectionType ?? 'STANDARD',
    handoverOn: pickerDay(values.handoverOn),
    invoiceDate: pickerDay(values.invoiceDate),
    contractDate: pickerDay(values.contractDate),
  };
}

export function fromFormValues(form: SellingFormValues): WizardValues {
  return {
    ...form,
    sectionType: form.sectionType === 'STANDARD' ? null : form.sectionType,
    handoverOn: isoDay(form.handoverOn),
    invoiceDate: isoDay(form.invoiceDate),
    contractDate: isoDay(form.contractDate),
  };
}

/** The domain's step schema over the form's values, for zodFieldRule. */
export const tradeFormSchema = {
  schema: sellingTradeInputSchema,
  prepare: (raw: Record<string, unknown>) => fromFormValues(raw as SellingFormValues) as unknown as Record<string, unknown>,
};

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
export function stepBody(values: WizardValues, step: StepIndex, options: { purchaseFromVehicle: boolean }): SellingTradeInput {
  const body: Record<string, unknown> = {};
  for (const fields of STEP_FIELDS.slice(0, step + 1)) for (const field of fields) body[field] = values[field];
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
  return body as SellingTradeInput;
}

type SellingDraft = WizardDraft<WizardValues> & { step: StepIndex };

const drafts = draftStore<WizardValues>('trades.selling');

export function readSellingDraft(vehicleId: string): SellingDraft | null {
  return drafts.read(vehicleId) as SellingDraft | null;
}

export function writeSellingDraft(vehicleId: string, draft: SellingDraft): void {
  drafts.write(vehicleId, draft);
}

export function clearSellingDraft(): void {
  drafts.clear();
}

const DEFAULTED_DATES = ['invoiceDate', 'contractDate'] as const;

/** The dates a trade leaves open are today's, counted when the wizard shows them (never kept from another day). */
export function withDefaultDates(values: WizardValues, today: string): WizardValues {
  return { ...values, invoiceDate: values.invoiceDate ?? today, contractDate: values.contractDate ?? today };
}

type DefaultedDates = { start: WizardValues; today: string };

/**
 * What the draft keeps of the form's values: not a date that is only today's default, so a draft
 * read on a later day shows that day.
 */
export function draftValues(values: WizardValues, options: DefaultedDates): Partial<WizardValues> {
  return draftWithoutDefaults(values, { ...options, dates: DEFAULTED_DATES });
}

/**
 * What a step saves: a date that is only today's default stays open on the trade, so the invoice
 * made on a later day carries the day it is issued (§14 Abs. 4 Nr. 3 UStG) and the vehicle's sold date
 * follows it, never the day the handover step was saved.
 */
export function savedValues(values: WizardValues, options: DefaultedDates): WizardValues {
  return savedWithoutDefaults(values, { ...options, dates: DEFAULTED_DATES });
}

/**
 * Where the wizard starts and with what: the defaults, under the saved trade, under the draft (unless
 * the server's trade is newer than the draft). Open dates stay null (see withDefaultDates). The
 * vehicle's purchase price wins over the trade's, as on the server; a new sale starts from the
 * vehicle's record (section, price, mileage, accident damage), as the server starts it (newSellingTradeFields).
 * A finished trade (its invoice issued) cannot change any more: only the choice of documents and
 * their language is taken from the draft, and the wizard opens on the documents step.
 */
export function startingPoint(options: {
  vehicleId: string;
  trade: SellingTrade | null;
  vehiclePurchasePrice: number | null;
  /** What of the vehicle a new sale starts from (its §25a section, price, mileage, accident damage), as the server starts it. */
  vehicle: SellingStartVehicle;
  /** Whether the selling company is a small business (§19 UStG): its new sale shows no VAT. */
  seller?: { smallBusiness: boolean };
}): { step: StepIndex; values: WizardValues } {
  const { trade } = options;
  const stored = readSellingDraft(options.vehicleId);
  const draft = stored && !isStaleDraft(stored, trade) ? stored : null;
  if (stored && !draft) clearSellingDraft();
  const saved: WizardValues = {
    ...(trade ? pickTradeFields(trade) : newSellingTradeFields(options.vehicle, options.seller)),
    invoiceNumber: null,
  };
  saved.purchasePrice = options.vehiclePurchasePrice ?? saved.purchasePrice ?? trade?.effectivePurchasePrice ?? null;
  if (trade?.status === 'FINISHED') {
    const documents = (draft?.values.documents ?? saved.documents).filter((type) => type !== 'INVOICE');
    return {
      step: Math.max(draft?.step ?? 0, DOCUMENTS_STEP) as StepIndex,
      values: { ...saved, documents, language: draft?.values.language ?? saved.language },
    };
  }
  const values = { ...saved, ...draft?.values };
  if (options.vehiclePurchasePrice !== null) values.purchasePrice = options.vehiclePurchasePrice;
  return { step: draft?.step ?? 0, values };
}
