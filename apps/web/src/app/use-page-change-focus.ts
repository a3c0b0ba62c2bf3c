import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { focusIsLost, focusWhenPresent, mainRegion } from '../ui/focus';

// What a browser does on a new page and a single-page app must do itself: start at the top, and start
// the keyboard (and a screen reader) at the page, not at whatever had focus on the page before, or at
// <body>. Without it a new page opened scrolled where the last one was (at 375 px the vehicle page
// opened 495 px down, its heading out of sight) and the next Tab began at the top of the menu.

/**
 * A navigation's state that says the page stays as it is while its URL catches up (a new draft's id
 * added to the URL after its first save): nothing is scrolled or focused.
 */
export const SAME_PAGE = { samePage: true } as const;

const samePage = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { samePage?: unknown }).samePage === true;

/**
 * On a change of the path (not of the query: a list's filters live there, and typing in them must
 * neither scroll nor lose focus), scrolls to the top and moves focus to the page's main region
 * (`<main tabIndex={-1}>` of each layout) without scrolling, unless the page put focus in itself
 * (a field with autofocus). Back and Forward leave the scroll to the browser, which restores it.
 * Not on the first load: until the user first presses a key or a pointer, the path changes are the
 * first load's redirects (/ to /vehicles), and the browser starts at the top anyway.
 */
export function usePageChangeFocus(): void {
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  // What the user last pressed a key or a pointer on (null: nothing yet, still the first load).
  const pressed = useRef<EventTarget | null>(null);

  useEffect(() => {
    const mark = (event: Event) => {
      pressed.current = event.target;
    };
    window.addEventListener('keydown', mark, { capture: true });
    window.addEventListener('pointerdown', mark, { capture: true });
    return () => {
      window.removeEventListener('keydown', mark, { capture: true });
      window.removeEventListener('pointerdown', mark, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!pressed.current || samePage(state)) return;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // The main region may come a moment later (the authenticated layout loads after the login).
    return focusWhenPresent({
      root: document.body,
      find: mainRegion,
      // The page chose where to start (a field with autofocus): left there. Not so the link or button
      // that led here, when React kept it for the new page.
      keepFocus: (main) => {
        const active = document.activeElement;
        return !focusIsLost() && active !== main && active !== pressed.current && main.contains(active);
      },
      preventScroll: true,
    });
    // Only a new path is a new page; its state and the navigation's type are read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
