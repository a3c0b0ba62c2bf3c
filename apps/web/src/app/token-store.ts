// The session in browser storage: the token pair plus a logged-in flag and a
// remember-me flag. With remember-me it survives closing the browser (localStorage); without, it
// ends with the tab (sessionStorage).

type StoredTokens = { token: string; refreshToken: string; expiresAt: number };

const KEYS = {
  token: 'kontor.token',
  refreshToken: 'kontor.refreshToken',
  expiresAt: 'kontor.expiresAt',
  loggedIn: 'kontor.loggedIn',
  rememberMe: 'kontor.rememberMe',
} as const;

function storages(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    // Storage can be disabled by the browser's privacy settings; then there is simply no session.
    return [];
  }
}

function storageInUse(): Storage | undefined {
  return storages().find((storage) => storage.getItem(KEYS.loggedIn) === 'true');
}

export function readTokens(): StoredTokens | null {
  const storage = storageInUse();
  const token = storage?.getItem(KEYS.token);
  const refreshToken = storage?.getItem(KEYS.refreshToken);
  if (!storage || !token || !refreshToken) return null;
  return { token, refreshToken, expiresAt: Number(storage.getItem(KEYS.expiresAt) ?? 0) };
}

export function isRememberMe(): boolean {
  return storageInUse()?.getItem(KEYS.rememberMe) === 'true';
}

export function writeTokens(
  tokens: { token: string; refreshToken: string; expiresIn: number },
  rememberMe: boolean,
  now = Date.now(),
): void {
  clearTokens();
  const [local, session] = storages();
  const storage = rememberMe ? local : session;
  if (!storage) return;
  storage.setItem(KEYS.token, tokens.token);
  storage.setItem(KEYS.refreshToken, tokens.refreshToken);
  storage.setItem(KEYS.expiresAt, String(now + tokens.expiresIn * 1000));
  storage.setItem(KEYS.loggedIn, 'true');
  storage.setItem(KEYS.rememberMe, String(rememberMe));
}

export function clearTokens(): void {
  for (const storage of storages()) for (const key of Object.values(KEYS)) storage.removeItem(key);
}
