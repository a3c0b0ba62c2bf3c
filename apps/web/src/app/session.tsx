import type { Me, TokenPair } from '@kontor/domain/accounts';
import { useSyncExternalStore } from 'react';
import { api, ApiError, setApiHooks } from './api-client';
import { queryClient } from './query-client';
import { claimSessionDrafts, clearSessionDrafts } from './session-draft';
import { clearTokens, isRememberMe, readTokens, writeTokens } from './token-store';

export type { Me };

type SessionState = { user: Me | null; isLoading: boolean };

type Session = SessionState & {
  /** Reloads the user from `GET /api/auth/me` (after a change to the account or company). */
  refresh(): Promise<void>;
  /** Ends the session on the server and here, then opens `/`. */
  logout(): Promise<void>;
};

// One session per tab, outside React, so that the api client (which is not a component) and
// every component read the same state. Read from storage on first use, not when the module loads:
// the first read of a browser storage waits for the browser, and the first file's evaluation is the
// longest task of the first page (docs/perf/first-page.md).
let kept: SessionState | undefined;
const current = (): SessionState => (kept ??= { user: null, isLoading: readTokens() !== null });
const listeners = new Set<() => void>();

function setState(next: Partial<SessionState>): void {
  kept = { ...current(), ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function loadUser({ reload = false }: { reload?: boolean } = {}): Promise<void> {
  if (!readTokens()) {
    setState({ user: null, isLoading: false });
    return;
  }
  // Reading the signed-in user again (after an order, a change to the company) keeps the page shown:
  // while loading, the guards show a spinner instead, and the page would come back afresh, without
  // what it held (its view, where focus was). Only a session that has no user yet waits for one.
  if (!reload || !current().user) setState({ isLoading: true });
  try {
    // A server error here leaves nothing to show: the client opens /sorry.
    const user = await api<Me>('/api/auth/me', { notify: false });
    claimSessionDrafts(user.id);
    setState({ user, isLoading: false });
  } catch (error) {
    // A 401 ended the session already (the client cleared it); other failures leave the tokens,
    // the next call tries again.
    setState({ user: error instanceof ApiError && error.status === 401 ? null : current().user, isLoading: false });
    if (!(error instanceof ApiError)) throw error;
  }
}

/**
 * Tabs that keep the login (remember me) share one refresh token in localStorage. Two of them that
 * meet a 401 at the same moment must not both present it: the server takes the second presentation
 * for a replay and ends the login in every tab. So a refresh runs under a lock all the browser's tabs
 * share (Web Locks), and a tab that finds, once it holds the lock, that another tab has rotated the
 * tokens meanwhile takes theirs instead of presenting the used one.
 */
async function refreshTokens(): Promise<boolean> {
  const before = readTokens();
  if (!before) return false;
  return withRefreshLock(async () => {
    const stored = readTokens();
    if (!stored) return false;
    if (stored.refreshToken !== before.refreshToken) return true;
    return exchange(stored.refreshToken);
  });
}

const REFRESH_LOCK = 'kontor.token-refresh';

function withRefreshLock(work: () => Promise<boolean>): Promise<boolean> {
  // Browsers without Web Locks (and jsdom) refresh as before: one refresh per tab at a time.
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, work) : work();
}

async function exchange(refreshToken: string): Promise<boolean> {
  const rememberMe = isRememberMe();
  try {
    const pair = await api<TokenPair>('/api/auth/refresh', {
      method: 'POST',
      body: { refreshToken },
      auth: false,
      redirect: false,
      notify: false,
    });
    writeTokens(pair, rememberMe);
    return true;
  } catch {
    return false;
  }
}

function endSession(): void {
  clearTokens();
  queryClient.clear();
  setState({ user: null, isLoading: false });
}

setApiHooks({ getToken: () => readTokens()?.token ?? null, refresh: refreshTokens, endSession });

/** After login, registration, account completion or password reset: keep the tokens and load the user. */
export async function startSession(
  tokens: { token: string; refreshToken: string; expiresIn: number },
  rememberMe: boolean,
): Promise<void> {
  queryClient.clear();
  writeTokens(tokens, rememberMe);
  await loadUser();
}

async function logout(): Promise<void> {
  const stored = readTokens();
  if (stored) {
    try {
      await api<void>('/api/auth/logout', {
        method: 'POST',
        body: { refreshToken: stored.refreshToken },
        redirect: false,
        notify: false,
        auth: false,
      });
    } catch {
      // The session ends here regardless; an unreachable server must not keep anyone logged in.
    }
  }
  endSession();
  clearSessionDrafts();
  // A full load of `/`: nothing of this user's data stays in memory.
  window.location.assign('/');
}

const actions = { refresh: () => loadUser({ reload: true }), logout };

export function useSession(): Session {
  // The server snapshot serves the prerendered guest pages (prerender.tsx) and their hydration,
  // which happens only without kept tokens (main.tsx): no user, nothing loading.
  const snapshot = useSyncExternalStore(subscribe, current, current);
  return { ...snapshot, ...actions };
}

/** Loads the user once at start when tokens are kept from before. */
export function restoreSession(): Promise<void> {
  return loadUser().catch(() => undefined);
}
