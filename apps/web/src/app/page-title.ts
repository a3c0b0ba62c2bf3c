import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

// The header's title is set by the page shown; a page that sets none gets the default.
const DEFAULT_TITLE_KEY = 'shell.defaultTitle';

let titleKey = DEFAULT_TITLE_KEY;
const listeners = new Set<() => void>();

function setTitleKey(key: string): void {
  titleKey = key;
  for (const listener of listeners) listener();
}

/**
 * Names the browser tab "<title> · Kontor" while the calling page is shown, and "Kontor" again after,
 * so a page that names none does not keep the title of the one before (a bookmark, the history list
 * and a screen reader's window name tell the pages apart).
 */
export function useTabTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('common.appName')}`;
    return () => {
      document.title = t('common.appName');
    };
  }, [title, t]);
}

/** Sets the header title (and the browser tab's) from a catalog key while the calling page is shown. */
export function usePageTitle(key: string): void {
  const { t } = useTranslation();
  useTabTitle(t(key));
  useEffect(() => {
    setTitleKey(key);
    return () => setTitleKey(DEFAULT_TITLE_KEY);
  }, [key]);
}

/** The current title's catalog key, for the header. */
export function usePageTitleKey(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => titleKey,
    // The same on the server, where the guest pages are drawn ahead (prerender.tsx).
    () => titleKey,
  );
}
