import type { JobStatusView } from '@kontor/domain/jobs';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api-client';

const POLL_MS = 500;
/** After a failed poll the next waits 1 s, then 2 s, 4 s … at most 15 s. */
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 15_000;
/** How long polls may keep failing before the status is given up as unknown. */
export const GIVE_UP_MS = 120_000;
/** One poll that hangs this long counts as failed (the client's own timeout is two minutes). */
const POLL_TIMEOUT_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The status could not be read for GIVE_UP_MS (no connection, the server busy or down). Not a
 * failure: the job may well finish on the server, so callers say so (common.jobs.statusUnknown)
 * and refresh what would show its result, never "failed". It has no result on purpose: a caller
 * that reads `view.result` must tell this outcome apart first.
 */
export type JobStatusUnknown = { status: 'UNKNOWN'; progress: number };
export type JobOutcome = JobStatusView | JobStatusUnknown;

/**
 * A failed POLL is not a failed job: a lost connection, a timeout, a server error (5xx) or a 429
 * passes, so polling goes on. An answer about the job itself (403, 404, 401) does not.
 */
function isPassing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * Reads the status once, trying again with a backoff while polls fail in passing, for at most
 * GIVE_UP_MS; then the UNKNOWN outcome. A lasting refusal is thrown; null when `stopped`.
 */
async function readStatus(url: string, stopped: () => boolean): Promise<JobOutcome | null> {
  const since = Date.now();
  let delay = BACKOFF_FIRST_MS;
  for (;;) {
    try {
      // No notification and no page change: a passing failure is nobody's business but ours.
      return await api<JobStatusView>(url, { notify: false, redirect: false, signal: AbortSignal.timeout(POLL_TIMEOUT_MS) });
    } catch (error) {
      if (!isPassing(error)) throw error;
      if (Date.now() - since + delay > GIVE_UP_MS) return { status: 'UNKNOWN', progress: 0 };
      await sleep(delay);
      if (stopped()) return null;
      delay = Math.min(delay * 2, BACKOFF_MAX_MS);
    }
  }
}

const isFinal = (view: JobOutcome | undefined) =>
  view?.status === 'DONE' || view?.status === 'FAILED' || view?.status === 'UNKNOWN';

/**
 * Polls a suuid status endpoint every 500 ms until the job is DONE or FAILED (or its status is
 * UNKNOWN, see above), reporting its progress; stops early (null) when `stopped` says the screen
 * that waits is gone. A lasting refusal of the status call (403, 404) is thrown like any API error.
 * For a sequence of jobs awaited one after the other (the documents of a trade, a cancellation),
 * where the hook below would need an effect per step.
 */
export async function waitForJob(
  url: string,
  watch: { onProgress(percent: number): void; stopped(): boolean },
): Promise<JobOutcome | null> {
  for (;;) {
    const view = await readStatus(url, watch.stopped);
    if (!view || isFinal(view)) return view;
    watch.onProgress(view.progress);
    await sleep(POLL_MS);
    if (watch.stopped()) return null;
  }
}

/**
 * Polls a suuid status endpoint (uploads, generated documents, OCR) every 500 ms until the job is
 * DONE or FAILED, or its status UNKNOWN. `url` null means nothing to watch. `onFinish` is called
 * once with the final outcome (from the poll itself, so callers need no effect to react to the
 * end); a refused status call (403, 404) ends as FAILED with its code.
 */
export function useJobStatus(
  url: string | null,
  options: { onFinish?: (view: JobOutcome) => void } = {},
): {
  status: JobOutcome['status'] | null;
  progress: number;
  result: unknown;
  error: string | null;
} {
  const query = useQuery({
    queryKey: ['job-status', url],
    queryFn: async ({ signal }): Promise<JobOutcome> => {
      let view: JobOutcome | null;
      try {
        view = await readStatus(url!, () => signal.aborted);
      } catch (error) {
        const code = error instanceof ApiError ? error.code : '5003';
        view = { suuid: '', status: 'FAILED', progress: 0, result: null, error: code };
      }
      // Stopped: the screen is gone and the query with it; nothing reads this.
      if (!view) return { status: 'UNKNOWN', progress: 0 };
      if (isFinal(view)) options.onFinish?.(view);
      return view;
    },
    enabled: url !== null,
    staleTime: 0,
    gcTime: 0,
    // readStatus tries again itself; the query client's own retry would count a second time.
    retry: false,
    refetchInterval: (current) => (isFinal(current.state.data) ? false : POLL_MS),
  });
  if (url === null) return { status: null, progress: 0, result: null, error: null };
  const data = query.data;
  if (data?.status === 'UNKNOWN') return { status: 'UNKNOWN', progress: data.progress, result: null, error: null };
  return {
    status: data?.status ?? 'PENDING',
    progress: data?.progress ?? 0,
    result: data?.result ?? null,
    error: data?.error ?? null,
  };
}
