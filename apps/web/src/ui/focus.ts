import { useEffect, useRef, useState } from 'react';

// Where keyboard focus goes when what had it goes away: a dialog that closes, a step that changes,
// a form that replaces the button that opened it. Without this it drops to <body>, and the next Tab
// starts again at the top of the page.

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/** Whether the element takes focus now: not disabled, not hidden (where the browser can tell; jsdom cannot). */
function canTakeFocus(element: HTMLElement): boolean {
  if ((element as HTMLInputElement).disabled || element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
  return element.checkVisibility?.() ?? true;
}

/** The first control a keyboard user would reach inside `root`, or null; of a radio group, its chosen option (Tab's stop). */
export function firstField(root: HTMLElement): HTMLElement | null {
  const first = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].find(canTakeFocus) ?? null;
  const group = first instanceof HTMLInputElement && first.type === 'radio' ? first.closest('[role="radiogroup"]') : null;
  const chosen = group?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  return chosen && canTakeFocus(chosen) ? chosen : first;
}

/** The control that `label` (a field's visible label text) names inside `root`, or null. */
export function fieldLabelled(root: HTMLElement, label: string): HTMLElement | null {
  const found = [...root.querySelectorAll('label')].find((element) => element.textContent?.trim() === label);
  if (!found?.htmlFor) return null;
  const field = root.ownerDocument.getElementById(found.htmlFor);
  return field && root.contains(field) ? field : null;
}

/** The page's main region: each layout's `<main id="main" tabIndex={-1}>`. */
export function mainRegion(): HTMLElement | null {
  return document.getElementById('main') ?? document.querySelector('main');
}

/** The page's main region, focused without scrolling; false when there is none. */
export function focusMainRegion(): boolean {
  const main = mainRegion();
  if (!main) return false;
  main.focus({ preventScroll: true });
  return document.activeElement === main;
}

/** Nothing has focus: it dropped to <body> (or the element that had it left the page). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

type FocusWhenPresentOptions = {
  /** Watched for the element to appear (a lazy form, a card drawn once its data is read). */
  root: HTMLElement;
  /** The element to focus, or null while it is not there yet. */
  find(): HTMLElement | null;
  /** Given up after this long: the element never came. */
  timeoutMs?: number;
  preventScroll?: boolean;
  /** Whether to leave focus where it is once the element is there (waiting ends either way). */
  keepFocus?(target: HTMLElement): boolean;
};

/** Focuses `find()` now, or as soon as it appears under `root`; the returned function stops waiting. */
export function focusWhenPresent({
  root,
  find,
  timeoutMs = 5000,
  preventScroll = false,
  keepFocus,
}: FocusWhenPresentOptions): () => void {
  const attempt = () => {
    const target = find();
    if (!target || !canTakeFocus(target)) return false;
    if (!keepFocus?.(target)) target.focus({ preventScroll });
    return true;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'inert'] });
  return stop;
}

/**
 * For a dialog mounted only while it is open (so that each opening starts empty): when it unmounts,
 * focus goes back to the element that had it when the dialog opened. antd's Modal gives focus back
 * only when it closes itself; unmounted, it never does. When that element is gone or cannot take
 * focus (the card of a sale just canceled, a button disabled while its work runs), the page's main
 * region takes it, so the next Tab continues in the page rather than at its top.
 */
export function useRestoreFocus(): void {
  // Read while rendering the first time: before the dialog's autofocus moves focus into it.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // After the commit: under StrictMode the effect runs again at once, and nothing is restored then.
      queueMicrotask(() => {
        if (mounted.current || !focusIsLost() || !(opener instanceof HTMLElement) || opener === document.body) return;
        if (opener.isConnected) opener.focus({ preventScroll: true });
        if (document.activeElement !== opener) focusMainRegion();
      });
    };
  }, [opener]);
}

/**
 * A form's `scrollToFirstError` after a failed submit: the first wrong field in the middle of the
 * screen, not at its top edge under the sticky header, and focused, so that a keyboard or screen-reader
 * user is at the field that needs them (its message is read with it).
 */
export const SCROLL_TO_FIRST_ERROR = { block: 'center', focus: true } as const;
