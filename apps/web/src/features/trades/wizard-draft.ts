import dayjs, { type Dayjs } from 'dayjs';
import { sessionDraft } from '../../app/session-draft';

// What the sale and the purchase wizard keep between steps and reloads: the step and what was
// typed but not saved yet, for the tab's session, one draft per wizard (the vehicle it is for
// named inside). A draft typed over an older state of the trade than the server's is dropped.
// Each wizard's own draft (sale-draft.ts, purchase-draft.ts) says only what differs: its fields,
// its dates, and what a step sends.

/** Both wizards' steps: the party, the price, the handover, the documents, making them. */
export type WizardStep = 0 | 1 | 2 | 3 | 4;
export const DOCUMENTS_STEP: WizardStep = 3;
export const GENERATE_STEP: WizardStep = 4;

/** `tradeUpdatedAt`: the server's trade the draft was typed over (null: none yet), so a newer one wins. */
export type WizardDraft<Values> = { step: WizardStep; values: Partial<Values>; tradeUpdatedAt?: string | null };
type Stored<Values> = WizardDraft<Values> & { vehicleId: string };

export type DraftStore<Values> = {
  read(vehicleId: string): WizardDraft<Values> | null;
  write(vehicleId: string, draft: WizardDraft<Values>): void;
  clear(): void;
};

/** The draft of one wizard, kept for the tab's session under `name` (app/session-draft.ts). */
export function draftStore<Values>(name: string): DraftStore<Values> {
  const drafts = sessionDraft<Stored<Values>>(name);
  return {
    read(vehicleId) {
      const draft = drafts.read();
      return draft?.vehicleId === vehicleId
        ? { step: draft.step, values: draft.values, tradeUpdatedAt: draft.tradeUpdatedAt ?? null }
        : null;
    },
    write: (vehicleId, draft) => drafts.write({ vehicleId, ...draft }),
    clear: drafts.clear,
  };
}

/**
 * What makes one wizard's state its own: where its draft is kept, the fields each step shows (the
 * generate step has none), the form's shape of the values and back, and the dates a trade leaves
 * open (today's while the wizard shows them, see DefaultedDates).
 */
export type WizardDefinition<Values, FormValues, Request = unknown, Context = undefined> = {
  drafts: DraftStore<Values>;
  stepFields: readonly (readonly (keyof Values & string)[])[];
  toForm(values: Values): FormValues;
  fromForm(form: FormValues): Values;
  openDates: readonly (keyof Values)[];
  /** What Next saves on a step of an open trade: the fields up to it, for the document they are saved with. */
  stepRequest(saved: Values, step: WizardStep, context: Context): Request;
};

/** The form's values of a wizard: its dates as dayjs for the pickers. */
export type WithPickerDays<Values, Field extends keyof Values> = Omit<Values, Field> & { [K in Field]: Dayjs | null };

/** The values as the form holds them: these dates as dayjs for the pickers. */
export function toPickerDays<Values extends { [K in Field]: string | null }, Field extends keyof Values>(
  values: Values,
  fields: readonly Field[],
): WithPickerDays<Values, Field> {
  const form: Record<string, unknown> = { ...values };
  for (const field of fields) form[field as string] = pickerDay(values[field]);
  return form as WithPickerDays<Values, Field>;
}

/** The form's values as the domain has them: these dates as ISO days. */
export function fromPickerDays<Values>(form: object, fields: readonly (keyof Values)[]): Values {
  const values: Record<string, unknown> = { ...form };
  for (const field of fields) values[field as string] = isoDay(values[field as string] as Dayjs | null);
  return values as Values;
}

/** The domain's step schema over the form's values, for zodFieldRule. */
export function formSchema<Schema, FormValues>(schema: Schema, fromForm: (form: FormValues) => unknown) {
  return {
    schema,
    prepare: (raw: Record<string, unknown>) => fromForm(raw as FormValues) as Record<string, unknown>,
  };
}

/** The fields of every step up to `step`, as a step sends them (see the wizards' stepBody). */
export function fieldsUpTo<Values>(
  stepFields: readonly (readonly (keyof Values & string)[])[],
  values: Values,
  step: WizardStep,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const fields of stepFields.slice(0, step + 1)) for (const field of fields) body[field] = values[field];
  return body;
}

/**
 * A draft typed over an older state of the trade than the server's (saved since in another tab) is
 * stale; so is one typed over a trade the server no longer has (canceled): a new sale starts empty.
 */
export function isStaleDraft(draft: Pick<WizardDraft<unknown>, 'tradeUpdatedAt'>, trade: { updatedAt: string } | null): boolean {
  if (!trade) return Boolean(draft.tradeUpdatedAt);
  if (!draft.tradeUpdatedAt) return true;
  return Date.parse(trade.updatedAt) > Date.parse(draft.tradeUpdatedAt);
}

/**
 * The draft to go on from: none when it is stale (dropped then). `trade` is the server's.
 */
function freshDraft<Values>(
  drafts: DraftStore<Values>,
  vehicleId: string,
  trade: { updatedAt: string } | null,
): WizardDraft<Values> | null {
  const stored = drafts.read(vehicleId);
  const draft = stored && !isStaleDraft(stored, trade) ? stored : null;
  if (stored && !draft) drafts.clear();
  return draft;
}

type StartOptions<Values> = {
  drafts: DraftStore<Values>;
  vehicleId: string;
  trade: { updatedAt: string; status: string } | null;
  /** The values the server's trade has (a new trade's defaults). */
  saved: Values;
  /** A document the finished trade has made for good (the sale's invoice), not offered again. */
  madeForGood?: string;
};

/**
 * Where a wizard starts and with what: the saved trade under the draft (unless the server's trade
 * is newer than the draft). A finished trade cannot change any more: only the choice of documents
 * and their language is taken from the draft, and the wizard opens on the documents step at the
 * earliest.
 */
export function startFrom<Values extends { documents: string[]; language: unknown }>({
  drafts,
  vehicleId,
  trade,
  saved,
  madeForGood,
}: StartOptions<Values>): { step: WizardStep; values: Values } {
  const draft = freshDraft(drafts, vehicleId, trade);
  if (trade?.status === 'FINISHED') {
    const documents = (draft?.values.documents ?? saved.documents).filter((type) => type !== madeForGood);
    return {
      step: Math.max(draft?.step ?? 0, DOCUMENTS_STEP) as WizardStep,
      values: { ...saved, documents, language: draft?.values.language ?? saved.language } as Values,
    };
  }
  return { step: draft?.step ?? 0, values: { ...saved, ...draft?.values } };
}

/** The dates a trade leaves open are today's, counted when the wizard shows them (never kept from another day). */
export function withToday<Values>(values: Values, dates: readonly (keyof Values)[], today: string): Values {
  const shown = { ...values };
  for (const field of dates) shown[field] ??= today as Values[keyof Values];
  return shown;
}

/**
 * The dates a trade leaves open show today when the wizard shows them (`dates`), and `start` is
 * what the trade had when the wizard opened.
 */
export type DefaultedDates<Values> = { start: Values; today: string; dates: readonly (keyof Values)[] };

/** The dates that show only today's default: the trade left them open (`start` has none) and the dealer kept today. */
function untouchedDates<Values>(values: Values, { start, today, dates }: DefaultedDates<Values>): (keyof Values)[] {
  return dates.filter((field) => start[field] === null && values[field] === today);
}

/** What a draft keeps of the form's values: not a date that is only today's default, so a draft read on a later day shows that day. */
export function draftWithoutDefaults<Values>(values: Values, options: DefaultedDates<Values>): Partial<Values> {
  const kept: Partial<Values> = { ...values };
  for (const field of untouchedDates(values, options)) delete kept[field];
  return kept;
}

/** What a step saves: a date that is only today's default stays open on the trade, so the document made on a later day carries that day. */
export function savedWithoutDefaults<Values>(values: Values, options: DefaultedDates<Values>): Values {
  const open = { ...values };
  for (const field of untouchedDates(values, options)) (open as Record<keyof Values, unknown>)[field] = null;
  return open;
}

/** A picker's day as ISO (YYYY-MM-DD), null when empty or invalid. */
export const isoDay = (value: Dayjs | null | undefined) =>
  value && dayjs.isDayjs(value) && value.isValid() ? value.format('YYYY-MM-DD') : null;

/** An ISO day for a picker. */
export const pickerDay = (value: string | null | undefined) => (value ? dayjs(value) : null);

/** The step a 422 belongs to: the first whose fields include one of the answer's (-1: none does). */
export function stepOfFields(stepFields: readonly (readonly string[])[], fields: Record<string, string>): number {
  return stepFields.findIndex((names) => Object.keys(fields).some((field) => names.includes(field)));
}
