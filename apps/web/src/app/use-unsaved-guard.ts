import { App } from 'antd';
import { createContext, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { destructiveConfirm } from '../ui/destructive-confirm';
import type { NavigateOptions } from './api-client';

/** The api client's way to the login page when the session has ended (api-client.ts, handleFailure). */
const isSessionEnd = (state: unknown) => (state as NavigateOptions['state'] | null)?.sessionEnded === true;

/**
 * Asks before a form's changes that are not saved yet are left behind: a link to another page of the
 * app asks in a dialog (stay, or leave without saving: then `onDiscard`), closing or reloading the tab
 * asks through the browser's own question. The form says when it changed and when what it shows is
 * saved. The way to the login page when the session has ended is not held up: nothing could be saved
 * without a session, so a form that keeps a draft (app/session-draft.ts) gets its input back after the
 * login, which leads back to it.
 *
 * A page of several forms that save on their own (Manage Profile) names each one's `part`: the page
 * asks while any of them holds changes.
 */
export function useUnsavedGuard({ onDiscard }: { onDiscard?(): void } = {}): UnsavedParts {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  // A ref, not state: a save that navigates right after (a new draft gets its id in the URL) must
  // not be held up by a render that has not happened yet.
  const changed = useRef(new Set<string>());
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed.current.size > 0 && currentLocation.pathname !== nextLocation.pathname && !isSessionEnd(nextLocation.state),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('common.unsaved.title'),
      content: t('common.unsaved.text'),
      okText: t('common.unsaved.leave'),
      ...destructiveConfirm,
      cancelText: t('common.unsaved.stay'),
      onOk: () => {
        onDiscard?.();
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one dialog per blocked navigation
  }, [blocker.state]);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (changed.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  return {
    markChanged: (part = '') => {
      changed.current.add(part);
    },
    markSaved: (part = '') => {
      changed.current.delete(part);
    },
  };
}

/** What a form tells its page's guard: it changed, or what it shows is saved (`part`: which of the page's forms). */
export type UnsavedParts = { markChanged(part?: string): void; markSaved(part?: string): void };

/** The guard of a page whose forms sit in components of their own (provided by the page). */
export const UnsavedGuardContext = createContext<UnsavedParts | null>(null);

const UNTRACKED: UnsavedParts = { markChanged: () => undefined, markSaved: () => undefined };

/**
 * One form's link to its page's guard (UnsavedGuardContext), as `part`. A card rendered outside such
 * a page (its own tests) has no guard to tell.
 */
export function useUnsavedPart(part: string): { markChanged(): void; markSaved(): void } {
  const guard = useContext(UnsavedGuardContext) ?? UNTRACKED;
  return { markChanged: () => guard.markChanged(part), markSaved: () => guard.markSaved(part) };
}

/**
 * For a drawer or dialog that holds a form: closing it (Esc, a click beside it, its ×) with changes
 * not saved asks first, as leaving the page does. `markChanged` on every change; `close(then)` asks
 * only when something changed, and `then` closes. A save closes without asking (call `then` itself).
 */
export function useUnsavedClose(): { markChanged(): void; close(then: () => void): void; reset(): void } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const changed = useRef(false);
  return {
    markChanged: () => {
      changed.current = true;
    },
    reset: () => {
      changed.current = false;
    },
    close: (then) => {
      if (!changed.current) return then();
      modal.confirm({
        title: t('common.unsaved.title'),
        content: t('common.unsaved.text'),
        okText: t('common.unsaved.leave'),
        ...destructiveConfirm,
        cancelText: t('common.unsaved.stay'),
        onOk: () => {
          changed.current = false;
          then();
        },
      });
    },
  };
}
