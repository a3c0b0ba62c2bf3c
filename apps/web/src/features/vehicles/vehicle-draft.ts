// What was typed in the add-vehicle wizard, kept for the tab's session so that going back a step
// (to the search, and forward again) does not lose it. Keyed by where the form started from.

const STORAGE_KEY = 'kontor.vehicles.draft';

type Draft = { key: string; values: Record<string, unknown> };

export function readDraft(key: string): Record<string, unknown> | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Draft | null;
    return draft && draft.key === key ? draft.values : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ key, values } satisfies Draft));
  } catch {
    // A full or blocked storage only costs the convenience.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // As above.
  }
}

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
