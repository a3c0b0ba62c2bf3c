// What a form has typed but not saved yet, kept for the tab's session (sessionStorage): a reload, or
// logging in again after the session ended (the login page leads back to the form), gives it back.
// A draft belongs to the user who typed it: logging out clears every draft, and a login by another
// user in the same tab clears the drafts of the one before (claimSessionDrafts). A full or blocked
// storage only costs the convenience.

const PREFIX = 'kontor.draft.';
/** Whose drafts the tab holds: the id of the user who last loaded a session in it. */
const OWNER = 'kontor.draftOwner';

export type SessionDraft<T> = {
  read(): T | null;
  write(value: T): void;
  clear(): void;
};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** One form's draft, stored under `name` (one draft per name; what it is for is the caller's to keep inside). */
export function sessionDraft<T>(name: string): SessionDraft<T> {
  const key = PREFIX + name;
  return {
    read() {
      try {
        return JSON.parse(storage()?.getItem(key) ?? 'null') as T | null;
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // Full or blocked: see above.
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

/** Every draft of the tab goes (logging out). */
export function clearSessionDrafts(): void {
  const drafts = storage();
  if (!drafts) return;
  try {
    const keys = Array.from({ length: drafts.length }, (_, index) => drafts.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) drafts.removeItem(key);
    drafts.removeItem(OWNER);
  } catch {
    // As above.
  }
}

/** `userId` has a session in this tab: drafts another user left in it are cleared first. */
export function claimSessionDrafts(userId: string): void {
  try {
    if (storage()?.getItem(OWNER) === userId) return;
    clearSessionDrafts();
    storage()?.setItem(OWNER, userId);
  } catch {
    // As above.
  }
}
