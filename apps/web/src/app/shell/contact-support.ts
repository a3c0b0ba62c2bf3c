import { useSyncExternalStore } from 'react';

// One support dialog for the whole app: the menu, the banners and the error pages open it here;
// features/support renders it. The open state lives in the shell so that opening it needs no
// import of the support feature (and of its form) by the pages that only offer the button.

let open = false;
const listeners = new Set<() => void>();

export function setContactSupportOpen(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

export function openContactSupport(): void {
  setContactSupportOpen(true);
}

export function useContactSupportOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    // The same on the server, where the guest pages are drawn ahead (prerender.tsx).
    () => open,
  );
}
