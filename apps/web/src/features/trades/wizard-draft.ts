import dayjs, { type Dayjs } from 'dayjs';
import { sessionDraft } from '../../app/session-draft';

// What the selling and the buying wizard keep between steps and reloads: the step and what was
// typed but not saved yet, for the tab's session, one draft per wizard (the vehicle it is for
// named inside). A draft typed over an older state of the trade than the server's is dropped.

/** `tradeUpdatedAt`: the server's trade the draft was typed over (null: none yet), so a newer one wins. */
export type WizardDraft<Values> = { step: number; values: Partial<Values>; tradeUpdatedAt?: string | null };
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
 * A draft typed over an older state of the trade than the server's (saved since in another tab) is
 * stale; so is one typed over a trade the server no longer has (cancelled): a new sale starts empty.
 */
export function isStaleDraft(draft: WizardDraft<unknown>, trade: { updatedAt: string } | null): boolean {
  if (!trade) return Boolean(draft.tradeUpdatedAt);
  if (!draft.tradeUpdatedAt) return true;
  return Date.parse(trade.updatedAt) > Date.parse(draft.tradeUpdatedAt);
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
