import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

// One dialog for the whole app; the menu, the banners and the error pages open it. Its form and
// schema load only when it is first opened, so they stay out of the first page's JavaScript.
const ContactSupportModal = lazy(() => import('./contact-support-modal'));

let open = false;
const listeners = new Set<() => void>();
function setOpen(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

export function openContactSupport(): void {
  setOpen(true);
}

/** Mounted once in the root layout (and on the router's error page). */
export function ContactSupportDialog() {
  const isOpen = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
  // Once loaded it stays mounted, so closing animates and reopening is instant.
  const [used, setUsed] = useState(false);
  if (isOpen && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ContactSupportModal isOpen={isOpen} setOpen={setOpen} />
    </Suspense>
  );
}
