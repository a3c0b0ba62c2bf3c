import type { JobStatusView } from '@kontor/domain/jobs';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

const POLL_MS = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls a suuid status endpoint every 500 ms until the job is DONE or FAILED, reporting its
 * progress; stops early (null) when `stopped` says the screen that waits is gone. A failed poll is
 * thrown like any API error. For a sequence of jobs awaited one after the other (the documents of
 * a trade, a cancellation), where the hook below would need an effect per step.
 */
export async function waitForJob(
  url: string,
  watch: { onProgress(percent: number): void; stopped(): boolean },
): Promise<JobStatusView | null> {
  for (;;) {
    const view = await api<JobStatusView>(url, { notify: false, redirect: false });
    if (view.status === 'DONE' || view.status === 'FAILED') return view;
    watch.onProgress(view.progress);
    await sleep(POLL_MS);
    if (watch.stopped()) return null;
  }
}

/**
 * Polls a suuid status endpoint (uploads, generated documents, OCR) every 500 ms until the job is
 * DONE or FAILED. `url` null means nothing to watch. `onFinish` is called once with the final view
 * (from the poll itself, so callers need no effect to react to the end).
 */
export function useJobStatus(
  url: string | null,
  options: { onFinish?: (view: JobStatusView) => void } = {},
): {
  status: JobStatusView['status'] | null;
  progress: number;
  result: unknown;
  error: string | null;
} {
  const query = useQuery({
    queryKey: ['job-status', url],
    queryFn: async () => {
      const view = await api<JobStatusView>(url!, { notify: false });
      if (view.status === 'DONE' || view.status === 'FAILED') options.onFinish?.(view);
      return view;
    },
    enabled: url !== null,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status === 'DONE' || status === 'FAILED' || current.state.error ? false : POLL_MS;
    },
  });
  if (url === null) return { status: null, progress: 0, result: null, error: null };
  if (query.error) return { status: 'FAILED', progress: 0, result: null, error: '5003' };
  const data = query.data;
  return { status: data?.status ?? 'PENDING', progress: data?.progress ?? 0, result: data?.result ?? null, error: data?.error ?? null };
}
