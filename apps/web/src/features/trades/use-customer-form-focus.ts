import { useEffect, useRef, useState } from 'react';
import { fieldLabelled, firstField, focusWhenPresent } from '../../ui/focus';

/** What opened the customer form: New customer, Edit customer, or Complete the ID document. */
export type Opener = 'new' | 'edit' | 'completeId';

/**
 * Focus around the customer form, which takes the place of the button that opened it (New customer
 * is disabled, the party's card with its buttons is hidden): into the form when it opens (Complete
 * the ID: at the ID number, the field it was opened for), back to that button on Cancel, to the
 * party's card once the form saved. Else it dropped to <body>. `idLabel` names the ID number field.
 */
export function useCustomerFormFocus(idLabel: string) {
  const stepRef = useRef<HTMLDivElement>(null);
  const formCardRef = useRef<HTMLDivElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const completeIdRef = useRef<HTMLButtonElement>(null);
  const [opener, setOpener] = useState<Opener>('new');
  const [target, setTarget] = useState<'form' | 'opener' | 'card' | null>(null);

  useEffect(() => {
    const root = stepRef.current;
    if (!target || !root) return;
    const back = { new: newButtonRef, edit: editRef, completeId: completeIdRef }[opener];
    const find = () => {
      if (target === 'card') return cardRef.current;
      // The ID document completed meanwhile? Its button is gone: the card then.
      if (target === 'opener') return back.current ?? cardRef.current;
      // The form is loaded when first opened: waited for.
      const form = formCardRef.current;
      if (!form) return null;
      return opener === 'completeId' ? fieldLabelled(form, idLabel) : firstField(form);
    };
    return focusWhenPresent({ root, find });
  }, [target, opener, idLabel]);

  return {
    stepRef,
    formCardRef,
    newButtonRef,
    cardRefs: { cardRef, editRef, completeIdRef },
    opened(by: Opener) {
      setOpener(by);
      setTarget('form');
    },
    closed(saved: boolean) {
      setTarget(saved ? 'card' : 'opener');
    },
  };
}
