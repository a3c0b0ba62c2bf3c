import { todayInBerlin } from '@kontor/domain/business-calendar';
import type { ServiceInvoice, ServiceInvoiceInput } from '@kontor/domain/service-invoices';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { sessionDraft } from '../../app/session-draft';
import { useUnsavedGuard } from '../../app/use-unsaved-guard';
import { type ServiceFormValues, toFormValues, toInput } from './service-invoice-form';

/**
 * What was typed and not saved yet, kept for the tab's session (app/session-draft.ts): a reload, or a
 * login after the session ended, gives it back. It names the invoice (null: a new one) and the state
 * of it on the server it was typed over; leaving without saving, saving or deleting drops it.
 */
type Draft = { tradeId: string | null; tradeUpdatedAt: string | null; values: ServiceInvoiceInput };
const drafts = sessionDraft<Draft>('service-invoice');

/** The kept draft of this invoice; none when it is another invoice's, or the invoice was saved since (another tab). */
function draftOf(trade: ServiceInvoice | null): ServiceInvoiceInput | null {
  const draft = drafts.read();
  if (!draft || draft.tradeId !== (trade?.id ?? null) || draft.tradeUpdatedAt !== (trade?.updatedAt ?? null)) return null;
  return draft.values;
}

type Options = {
  /** The invoice as read (null: a new one). */
  trade: ServiceInvoice | null;
  form: FormInstance<ServiceFormValues>;
  /** The UI language, a new invoice's language. */
  language: ServiceFormValues['language'];
};

/**
 * The editor's unsaved input: the form's first values (a kept draft over the invoice), the question
 * before leaving it, the draft kept as the dealer types, and dropped once saved or deleted.
 */
export function useServiceDraft({ trade, form, language }: Options) {
  const unsaved = useUnsavedGuard({ onDiscard: drafts.clear });
  const [start] = useState(() => {
    const draft = draftOf(trade);
    // What a restored draft shows is not saved: leaving still asks.
    if (draft) unsaved.markChanged();
    return { restored: draft !== null, values: toFormValues({ trade, today: todayInBerlin(), language, draft }) };
  });
  // A restored draft says so and can be dropped: an invoice left by a reload came back silently, and
  // its leftovers (a vehicle's next inspection alone) reached the next invoice.
  const [restored, setRestored] = useState(start.restored);
  const discardRestored = () => {
    drafts.clear();
    form.setFieldsValue(toFormValues({ trade, today: todayInBerlin(), language, draft: null }));
    unsaved.markSaved();
    setRestored(false);
  };

  /** What is typed now, as the draft of the invoice `tradeId` in its state `tradeUpdatedAt` on the server (see Draft). */
  const keep = (on: { tradeId: string | null; tradeUpdatedAt: string | null }) => {
    unsaved.markChanged();
    const values = toInput(form.getFieldsValue(true) as ServiceFormValues);
    // A new invoice's date that only shows today stays open in the draft: read on a later day, it shows that day.
    if (!trade?.invoiceDate && values.invoiceDate === todayInBerlin()) delete values.invoiceDate;
    drafts.write({ ...on, values });
  };

  return {
    initialValues: start.values,
    restored,
    discardRestored,
    keep,
    /** Saved as it is now: leaving the page (the first save's new URL included) loses nothing. */
    saved: () => {
      unsaved.markSaved();
      drafts.clear();
      setRestored(false);
    },
    /** Deleted: nothing is left to keep or to ask about. */
    deleted: () => {
      unsaved.markSaved();
      drafts.clear();
    },
  };
}
