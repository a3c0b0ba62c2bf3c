import type { ServiceDocumentType, ServiceInvoice } from '@kontor/domain/service-invoices';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { ApiError } from '../../app/api-client';
import { useApiErrors } from '../../app/use-api-errors';
import { type ServiceFormValues, toInput } from './service-invoice-form';
import { serviceInvoicesApi, serviceInvoicesKeys } from './service-invoices.api';

type Options = {
  /** The draft as read (null: a new invoice, not saved yet). */
  trade: ServiceInvoice | null;
  form: FormInstance<ServiceFormValues>;
  /** Saved as it is now: the kept draft is dropped. */
  onSaved(): void;
  /** Puts a refusal's codes under their fields and lines; false when none was for one. */
  applyErrors(fields: Record<string, string>): boolean;
  /** The first save made the draft: the page's URL takes its id. */
  onCreated(trade: ServiceInvoice): void;
};

/**
 * The draft on the server: saved (created on the first save) and deleted; the id it has now and
 * the state of it that what is typed goes over (a save moves it on).
 */
export function useDraftSave({ trade, form, onSaved, applyErrors, onCreated }: Options) {
  const queryClient = useQueryClient();
  const showError = useApiErrors();
  const savedAt = useRef(trade?.updatedAt ?? null);
  // The id for the flows in progress (a save then a document) and for what is shown.
  const idRef = useRef(trade?.id ?? null);
  const [tradeId, setTradeId] = useState(trade?.id ?? null);

  /** Saves the draft (created on the first save); its id, or null when refused (the reasons shown). */
  async function save(documentType: ServiceDocumentType): Promise<string | null> {
    const input = toInput(form.getFieldsValue(true) as ServiceFormValues);
    try {
      const answer = idRef.current
        ? await serviceInvoicesApi.update(idRef.current, { documentType, values: input })
        : await serviceInvoicesApi.create(documentType, input);
      // Saved as it is now: leaving the page (the first save's new URL included) loses nothing.
      onSaved();
      savedAt.current = answer.updatedAt;
      queryClient.setQueryData(serviceInvoicesKeys.trade(answer.id), answer);
      void queryClient.invalidateQueries({ queryKey: ['service-invoices', 'list'] });
      if (!idRef.current) {
        idRef.current = answer.id;
        setTradeId(answer.id);
        onCreated(answer);
      }
      return answer.id;
    } catch (error) {
      if (!(error instanceof ApiError && applyErrors(error.fields))) showError(error);
      // Issued meanwhile (another tab): the page shows it as it is now.
      if (error instanceof ApiError && error.code === '9509' && idRef.current)
        void queryClient.invalidateQueries({ queryKey: serviceInvoicesKeys.trade(idRef.current) });
      return null;
    }
  }

  /** Deletes the saved draft; it leaves every list. */
  async function remove() {
    await serviceInvoicesApi.remove(idRef.current!);
    queryClient.removeQueries({ queryKey: serviceInvoicesKeys.trade(idRef.current!) });
    await queryClient.invalidateQueries({ queryKey: ['service-invoices', 'list'] });
  }

  /** Where what is typed now goes: the invoice's id and its state on the server (for the kept draft). */
  const typedOver = () => ({ tradeId: idRef.current, tradeUpdatedAt: savedAt.current });

  return { tradeId, save, remove, typedOver };
}
