import { todayInBerlin } from '@kontor/domain/business-calendar';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { sessionDraft } from '../../app/session-draft';
import { useApiErrors } from '../../app/use-api-errors';
import { applyFieldErrors } from '../../ui/zod-rule';
import { tradesApi } from './trades.api';
import { tradesKeys } from './use-trade';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';
import { isChangedElsewhere } from './issue-summary';

// The state the sale and the purchase wizard share. Between steps and reloads each keeps a draft:
// the step and what was typed but not saved yet, for the tab's session, one draft per wizard (the
// vehicle it is for named inside); a draft typed over an older state of the trade than the
// server's is dropped. Around the steps: the trade and vehicle as loaded, one form for every
// step's fields, and Next, which checks a step and saves it on the version this tab saw. Each
// wizard's own draft (sale-draft.ts, purchase-draft.ts) says only what differs: its fields, its
// dates, and what a step sends. The frame they are drawn in is wizard-frame.tsx.

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

type Options<Values, FormValues, Trade, Save, Context> = {
  definition: WizardDefinition<Values, FormValues, Omit<Save, 'ifMatch'>, Context>;
  vehicleId: string;
  /** The server's trade when the wizard opened (null: none yet). */
  trade: Trade | null;
  /** Where the wizard starts and with what (run once). */
  begin(): { step: WizardStep; values: Values };
  /** The step save (the trade hook's mutation). */
  save(step: Save): Promise<Trade>;
  /** Loads the trade as it is now and starts the wizard again from it on `step` (after 409 9541). */
  onReload(step: number): Promise<void>;
};

/**
 * Shows a refused step save where it belongs: a 422's codes on the fields of the step that has
 * them (opening that step first: its fields exist only once it is shown), anything else as a
 * notification. `goTo` opens a step.
 */
export function useStepErrors(options: {
  form: FormInstance;
  step: number;
  stepFields: readonly (readonly string[])[];
  goTo(step: number): void;
}) {
  const { form, step, stepFields, goTo } = options;
  const { t } = useTranslation();
  const showError = useApiErrors();
  const pending = useRef<Record<string, string> | null>(null);

  useEffect(() => {
    if (!pending.current) return;
    applyFieldErrors(form, pending.current, t);
    pending.current = null;
  }, [step, form, t]);

  return (error: unknown) => {
    const at = error instanceof ApiError ? stepOfFields(stepFields, error.fields) : -1;
    if (!(error instanceof ApiError) || at < 0) {
      showError(error);
      return;
    }
    if (at === step) applyFieldErrors(form, error.fields, t);
    else {
      pending.current = error.fields;
      goTo(at);
    }
  };
}

/**
 * The read of the wizard's vehicle beside its trade (`trade`, the page's query). Each load of the
 * current version (after another tab changed the trade) starts the wizard afresh under a new `key`:
 * its own state is the old version's. What is ready and what failed is read here, in the page that
 * holds both queries, so that either one's answer renders the page again.
 */
export function useWizardLoad<Trade extends { updatedAt: string }>(
  vehicleId: string,
  trade: UseQueryResult<Trade | null>,
  drafts: DraftStore<unknown>,
) {
  const vehicle = useQuery({ queryKey: tradesKeys.vehicle(vehicleId), queryFn: () => tradesApi.vehicle(vehicleId) });
  const [loads, setLoads] = useState(0);
  async function reload(step: number) {
    const [fresh] = await Promise.all([trade.refetch(), vehicle.refetch()]);
    if (fresh.error) return;
    // The dealer stays on the step they were on, now with the server's values (no typed ones kept).
    drafts.write(vehicleId, { step: step as WizardStep, values: {}, tradeUpdatedAt: fresh.data?.updatedAt ?? null });
    setLoads((count) => count + 1);
  }
  return {
    gate: {
      failure: trade.error ?? vehicle.error,
      ready: vehicle.isSuccess && trade.isSuccess,
      onRetry: () => void Promise.all([trade.refetch(), vehicle.refetch()]),
    },
    key: `${vehicleId}:${loads}`,
    /** The wizard's props once the gate is ready. */
    loaded: () => ({ vehicle: vehicle.data!, trade: trade.data!, onReload: reload }),
  };
}

/**
 * The state both wizards keep around their steps: one antd form for every step's fields, the step
 * shown, the tab's draft of what was typed, the trade as this tab last read or saved it, and Next,
 * which checks the step, saves it on that version and opens the next step.
 */
export function useWizardSteps<Values, FormValues, Trade extends { updatedAt: string; status: string }, Save, Context>({
  definition,
  vehicleId,
  trade,
  begin,
  save,
  onReload,
}: Options<Values, FormValues, Trade, Save, Context>) {
  const [start] = useState(begin);
  // Open dates are today's when shown, not when the draft was written (see draftWithoutDefaults).
  const today = todayInBerlin();
  const defaulted = { start: start.values, today, dates: definition.openDates };
  const initial = withToday(start.values, definition.openDates, today);
  const [form] = Form.useForm<FormValues>();
  const [step, setStep] = useState<WizardStep>(start.step);
  // While documents are being made the dealer stays on the generate step.
  const [generating, setGenerating] = useState(false);
  // While the party step's customer form is open, a half-typed customer must not be skipped past.
  const [customerFormOpen, setCustomerFormOpen] = useState(false);
  // The server's trade the draft is typed over: a step's save makes it newer.
  const tradeUpdatedAt = useRef(trade?.updatedAt ?? null);
  // The trade as this tab last read or saved it (not a refetch of the cache: that may carry another
  // tab's change). Its version goes with every save and document request; the last step shows it.
  const [seen, setSeen] = useState(trade);
  // Another tab changed the trade since: this tab's change was refused (409 9541).
  const [changedElsewhere, setChangedElsewhere] = useState(false);

  const values = () => definition.fromForm(form.getFieldsValue(true) as FormValues);
  const keepDraft = (at: WizardStep) =>
    definition.drafts.write(vehicleId, {
      step: at,
      values: draftWithoutDefaults(values(), defaulted),
      tradeUpdatedAt: tradeUpdatedAt.current,
    });
  const goTo = (target: number) => {
    keepDraft(target as WizardStep);
    setStep(target as WizardStep);
  };
  const showStepError = useStepErrors({ form, step, stepFields: definition.stepFields, goTo });

  /** Saves the step on the version this tab saw; false when refused (the reason shown). */
  async function saveStep(request: Omit<Save, 'ifMatch'>): Promise<boolean> {
    try {
      const saved = await save({ ...request, ifMatch: seen?.updatedAt ?? null } as Save);
      tradeUpdatedAt.current = saved.updatedAt;
      setSeen(saved);
      setChangedElsewhere(false);
      return true;
    } catch (error) {
      // What was typed stays in the form until the dealer loads the current version.
      if (isChangedElsewhere(error)) setChangedElsewhere(true);
      else showStepError(error);
      return false;
    }
  }

  /**
   * Checks the step's fields `check` (null: none), saves the step as the definition says unless the
   * trade is finished, and opens the next step; `context` is what the page knows that the step's
   * request depends on.
   */
  async function next(check: string[] | null, context: Context) {
    if (check) {
      try {
        await form.validateFields(check as never);
      } catch {
        return;
      }
    }
    // A date that is only today's default stays open on the trade (see savedWithoutDefaults).
    const finished = trade?.status === 'FINISHED';
    if (!finished && !(await saveStep(definition.stepRequest(savedWithoutDefaults(values(), defaulted), step, context)))) return;
    goTo(step + 1);
  }

  // What the steps show now (the form's store is empty before its first render).
  const watched = Form.useWatch([], { form, preserve: true }) as FormValues | undefined;
  const current = watched ? definition.fromForm({ ...definition.toForm(initial), ...watched }) : initial;

  return {
    form,
    step,
    goTo,
    next,
    today,
    current,
    seen,
    changedElsewhere,
    reload: () => onReload(step),
    /** The trade as the server answered a change made outside the steps (a received e-invoice): later saves go on its version. */
    adopt: (saved: Trade) => {
      tradeUpdatedAt.current = saved.updatedAt;
      setSeen(saved);
    },
    /** The wizard holds the party step while its customer form is open. */
    customerHold: step === 0 && customerFormOpen,
    generating,
    setGenerating,
    /** What the party step gets from the wizard. */
    party: { onPicked: () => keepDraft(step), formOpen: customerFormOpen, onFormOpenChange: setCustomerFormOpen },
    /** The form's settings: every step's fields in one store, each change kept in the draft. */
    formProps: {
      form,
      component: false,
      layout: 'vertical',
      initialValues: definition.toForm(initial),
      onValuesChange: () => keepDraft(step),
      scrollToFirstError: SCROLL_TO_FIRST_ERROR,
    } as const,
  };
}
