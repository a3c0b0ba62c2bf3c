import { lazy, Suspense, useState } from 'react';
import { setContactSupportOpen, useContactSupportOpen } from '../../app/shell/contact-support';

// Its form and schema load only when it is first opened, so they stay out of the first page's
// JavaScript.
const ContactSupportModal = lazy(() => import('./contact-support-modal'));

/** Mounted once around every page (and on the router's error page); opened by openContactSupport. */
export function ContactSupportDialog() {
  const isOpen = useContactSupportOpen();
  // Once loaded it stays mounted, so closing animates and reopening is instant.
  const [used, setUsed] = useState(false);
  if (isOpen && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ContactSupportModal isOpen={isOpen} setOpen={setContactSupportOpen} />
    </Suspense>
  );
}
