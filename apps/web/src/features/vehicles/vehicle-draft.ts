import { sessionDraft } from '../../app/session-draft';

// What was typed in the add-vehicle wizard, kept for the tab's session (app/session-draft.ts) so that
// going back a step (to the search, and forward again) does not lose it. Keyed by where the form started from.

type Draft = { key: string; values: Record<string, unknown> };

const drafts = sessionDraft<Draft>('vehicles');

export function readDraft(key: string): Record<string, unknown> | null {
  const draft = drafts.read();
  return draft?.key === key ? draft.values : null;
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  drafts.write({ key, values });
}

export const clearDraft = drafts.clear;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The values the add form starts with, merged once before it mounts: what the key list knows, under
 * what the dealer typed. A kept value wins unless it is empty, so a draft kept while the key-list
 * entry had not filled the form yet can never blank a field the key list knows (make, model, keys).
 * Merging here, rather than filling the mounted form from two sources, leaves no order to race.
 */
export function mergeDraft(fromKeyList: Record<string, unknown>, draft: Record<string, unknown> | null): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...fromKeyList };
  for (const [name, value] of Object.entries(draft ?? {})) if (!isEmpty(value) || !(name in merged)) merged[name] = value;
  return merged;
}

/** An edit of a vehicle not saved yet: which vehicle, the version the form opened on, what was typed (toDraft). */
type EditDraft = { vehicleId: string; version: string | undefined; values: Record<string, unknown> };

const edits = sessionDraft<EditDraft>('vehicles.edit');

/** The kept edit of this vehicle; none when it is another's, or the vehicle was saved since (another tab). */
export function readEditDraft(vehicleId: string, version: string): Record<string, unknown> | null {
  const draft = edits.read();
  return draft?.vehicleId === vehicleId && draft.version === version ? draft.values : null;
}

export const writeEditDraft = (draft: EditDraft) => edits.write(draft);
export const clearEditDraft = edits.clear;
