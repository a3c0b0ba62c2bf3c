import type { CancellationResult } from '@kontor/domain/cancellations';
import type { JobStarted } from '@kontor/domain/jobs';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancelJobState, CancelRefusal } from '../ui/cancel-dialog';
import { ApiError } from './api-client';
import { useSession } from './session';
import { waitForJob } from './use-job-status';

/** How one kind of trade is canceled: the request that starts the job, where its status is read, the caches that show the trade. */
export type CancelJob<Input> = {
  start(input: Input): Promise<JobStarted>;
  statusUrl(suuid: string): string;
  /** Every cache that shows the trade or its documents: refreshed once the cancellation is done. */
  invalidate: readonly QueryKey[];
};

/**
 * Starts a cancellation (a vehicle's sale or purchase, a service invoice) and follows its job to the
 * end; a refusal (of the request or of the job) goes to `onRefused`, the dialog returning to its form.
 */
export function useCancelJob<Input>(job: CancelJob<Input>, onRefused: (refusal: CancelRefusal) => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const [state, setState] = useState<CancelJobState>({ phase: 'form' });
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  const refuse = (refusal: CancelRefusal) => {
    if (gone.current) return;
    setState({ phase: 'form' });
    onRefused(refusal);
  };

  async function start(input: Input): Promise<void> {
    setState({ phase: 'running', progress: 0 });
    try {
      const { suuid } = await job.start(input);
      const view = await waitForJob(job.statusUrl(suuid), {
        onProgress: (progress) => setState({ phase: 'running', progress }),
        stopped: () => gone.current,
      });
      if (!view) return;
      if (view.status === 'UNKNOWN') {
        // Its status could not be read: the cancellation may well be done. No refusal (it was none);
        // the lists are read again and the dealer told to look in a moment.
        await Promise.all(job.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        if (!gone.current) setState({ phase: 'form' });
        void message.warning(t('common.jobs.statusUnknown'));
        return;
      }
      if (view.status === 'FAILED') {
        refuse({ code: view.error ?? '5003', fields: {} });
        return;
      }
      setState({ phase: 'running', progress: 100 });
      // The cancellation document takes the company's storage: the menu's storage bar shows it now.
      void session.refresh();
      await Promise.all(job.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (!gone.current) setState({ phase: 'done', result: view.result as CancellationResult });
    } catch (error) {
      refuse(error instanceof ApiError ? { code: error.code, fields: error.fields } : { code: '5003', fields: {} });
    }
  }

  return { state, start };
}
