import type { ServiceDocumentType } from '@kontor/domain/service-invoices';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { useSession } from '../../app/session';
import { waitForJob } from '../../app/use-job-status';
import { type GenerateRequest, serviceInvoicesApi, serviceInvoicesKeys } from './service-invoices.api';

/** The document being made, or the last one made here: its progress, its number, why it failed. */
export type DocumentJob = {
  type: ServiceDocumentType;
  state: 'running' | 'done' | 'failed';
  progress: number;
  /** The code it failed with (the job's, or the refusal's). */
  error: string | null;
  number: string | null;
};

/** Why the server would not start a document: its code and, for a 422, each field's (customer, lines, number). */
export type DocumentRefusal = { code: string; fields: Record<string, string> };

/** The refusals of the invoice number the dealer typed (9510 taken, 9511 missing): the issue dialog asks it again. */
export const NUMBER_CODES: ReadonlySet<string> = new Set(['9510', '9511']);

type JobResult = { documentId: string; documentType: string; number: string | null };

/** A general 422 names the problem in its fields; the first field's code says it best. */
function refusalCode(error: ApiError): string {
  const field = Object.values(error.fields)[0];
  return error.code === '0001' && field ? field : error.code;
}

/**
 * Makes a service invoice's PDF (a cost estimate or the invoice) and follows its job. The answer
 * says how it ended: made, refused (for the page to put under its fields) or stopped (page left).
 */
export function useServiceDocument() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const [job, setJob] = useState<DocumentJob | null>(null);
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  async function make(tradeId: string, request: GenerateRequest): Promise<'done' | DocumentRefusal | null> {
    const type = request.documentType;
    setJob({ type, state: 'running', progress: 0, error: null, number: null });
    try {
      const { suuid } = await serviceInvoicesApi.generate(tradeId, request);
      const view = await waitForJob(serviceInvoicesApi.statusUrl(suuid), {
        onProgress: (progress) => setJob({ type, state: 'running', progress, error: null, number: null }),
        stopped: () => gone.current,
      });
      if (!view || gone.current) return null;
      const refresh = () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: serviceInvoicesKeys.trade(tradeId) }),
          queryClient.invalidateQueries({ queryKey: serviceInvoicesKeys.documents(tradeId) }),
          queryClient.invalidateQueries({ queryKey: ['service-invoices', 'list'] }),
        ]);
      if (view.status === 'UNKNOWN') {
        // Its status could not be read: the document may well be made. Not a failure: read again what would show it.
        setJob(null);
        void message.warning(t('common.jobs.statusUnknown'));
        await refresh();
        return null;
      }
      if (view.status === 'FAILED') {
        setJob({ type, state: 'failed', progress: 0, error: view.error, number: null });
        return { code: view.error ?? '5003', fields: {} };
      }
      const result = view.result as JobResult | null;
      // The invoice makes the trade issued (read-only), a cost estimate gives it its number: read it again, and the lists.
      // The document takes the company's storage: the menu's storage bar shows it now.
      void session.refresh();
      await refresh();
      if (!gone.current) setJob({ type, state: 'done', progress: 100, error: null, number: result?.number ?? null });
      return 'done';
    } catch (error) {
      const refusal =
        error instanceof ApiError ? { code: refusalCode(error), fields: error.fields } : { code: '5003', fields: {} };
      // A refusal that names its fields (no customer, no line, the number) is said under them, not here.
      const onFields = Object.keys(refusal.fields).length > 0 || NUMBER_CODES.has(refusal.code);
      if (!gone.current) setJob(onFields ? null : { type, state: 'failed', progress: 0, error: refusal.code, number: null });
      return refusal;
    }
  }

  return { job, make, clear: () => setJob(null) };
}
