import type { CancellationResult, CancelTradeInput } from '@kontor/domain/cancellations';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../app/api-client';
import { waitForJob } from '../../app/use-job-status';
import { generatedDocumentsKey } from '../../ui/generated-document-list';
import { vehiclesApi } from './vehicles.api';

/** Why a cancellation did not happen: the refusal's code and, for a 422, the code of each field. */
export type CancelRefusal = { code: string; fields: Record<string, string> };

type CancelState =
  | { phase: 'form' }
  | { phase: 'running'; progress: number }
  | { phase: 'done'; result: CancellationResult };

/**
 * Every cache that shows the trade, the vehicle or their documents: the vehicle (its status, its
 * sale and purchase, the lists and the dashboard: ['vehicles']), the wizards and the sales overview
 * (['trades']), the generated documents (now with the cancellation, the original marked), and the
 * Canceled trades page (['cancellations']).
 */
export function cancellationQueryKeys(vehicleId: string): readonly (readonly string[])[] {
  return [['vehicles'], ['trades'], generatedDocumentsKey(vehicleId), ['cancellations']];
}

/**
 * Starts the cancellation of the vehicle's sale or purchase and follows its job to the end; a
 * refusal (of the request or of the job) goes to `onRefused`, the dialog returning to its form.
 */
export function useCancelTrade(vehicleId: string, onRefused: (refusal: CancelRefusal) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CancelState>({ phase: 'form' });
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

  async function start(input: CancelTradeInput): Promise<void> {
    setState({ phase: 'running', progress: 0 });
    try {
      const { suuid } = await vehiclesApi.cancelTrade(vehicleId, input);
      const view = await waitForJob(vehiclesApi.uploadStatusUrl(suuid), {
        onProgress: (progress) => setState({ phase: 'running', progress }),
        stopped: () => gone.current,
      });
      if (!view) return;
      if (view.status === 'FAILED') {
        refuse({ code: view.error ?? '5003', fields: {} });
        return;
      }
      setState({ phase: 'running', progress: 100 });
      await Promise.all(cancellationQueryKeys(vehicleId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (!gone.current) setState({ phase: 'done', result: view.result as CancellationResult });
    } catch (error) {
      refuse(error instanceof ApiError ? { code: error.code, fields: error.fields } : { code: '5003', fields: {} });
    }
  }

  return { state, start };
}
