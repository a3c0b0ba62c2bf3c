import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { GIVE_UP_MS, type JobOutcome, useJobStatus, waitForJob } from './use-job-status';

// A failed POLL is not a failed job: polls that fail in passing (no connection, 5xx, 429) go on with
// a backoff; only after GIVE_UP_MS is the status given up as UNKNOWN, never as FAILED.

const URL = '/api/user/vehicles/uploading-documents-status/s1';
type Step = 'offline' | 503 | 429 | 404 | { status: string; progress?: number; error?: string | null };

/** fetch answers the polls in this order; the last answer repeats. */
function serve(steps: Step[]): { polls: () => number } {
  let polls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const step = steps[Math.min(polls, steps.length - 1)]!;
      polls += 1;
      if (step === 'offline') throw new TypeError('Failed to fetch');
      if (typeof step === 'number') return new Response(JSON.stringify({ error: { code: String(step) } }), { status: step });
      const view = { suuid: 's1', progress: 0, result: step.status === 'DONE' ? { stored: 1 } : null, error: null, ...step };
      return new Response(JSON.stringify({ data: view }), { status: 200 });
    }),
  );
  return { polls: () => polls };
}

const DONE = { status: 'DONE', progress: 100 };
const RUNNING = { status: 'RUNNING', progress: 40 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('waitForJob', () => {
  const watch = { onProgress: () => undefined, stopped: () => false };

  it('goes on after a poll fails twice and answers the job done', async () => {
    const server = serve([RUNNING, 'offline', 503, DONE]);
    const outcome = waitForJob(URL, watch);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toMatchObject({ status: 'DONE', result: { stored: 1 } });
    expect(server.polls()).toBe(4);
  });

  it('gives the status up as UNKNOWN, not FAILED, when polls keep failing for two minutes', async () => {
    const server = serve([RUNNING, 'offline']);
    let outcome: JobOutcome | null | undefined;
    void waitForJob(URL, watch).then((view) => (outcome = view));
    await vi.advanceTimersByTimeAsync(GIVE_UP_MS - 20_000);
    expect(outcome).toBeUndefined();
    // The backoff grows (1 s, 2 s, 4 s …, at most 15 s): far fewer polls than one per 500 ms.
    expect(server.polls()).toBeLessThan(20);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(outcome).toEqual({ status: 'UNKNOWN', progress: 0 });
  });

  it('still tells a job that failed as failed', async () => {
    serve([RUNNING, { status: 'FAILED', error: '5002' }]);
    const outcome = waitForJob(URL, watch);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toMatchObject({ status: 'FAILED', error: '5002' });
  });

  it('throws a refused status call (404) at once, without polling on', async () => {
    const server = serve([429, 404]);
    const outcome = waitForJob(URL, watch).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(server.polls()).toBe(2);
  });
});

describe('useJobStatus', () => {
  function watch(url: string | null) {
    const finished: JobOutcome[] = [];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const hook = renderHook(() => useJobStatus(url, { onFinish: (view) => finished.push(view) }), { wrapper });
    return { hook, finished };
  }

  it('reports the job done after two failed polls (no endless spinner)', async () => {
    serve([RUNNING, 'offline', 'offline', DONE]);
    const { hook, finished } = watch(URL);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ status: 'DONE', result: { stored: 1 } });
    expect(hook.result.current).toMatchObject({ status: 'DONE', progress: 100 });
  });

  it('ends as UNKNOWN when polls fail past the bound', async () => {
    serve([RUNNING, 503]);
    const { hook, finished } = watch(URL);
    await act(() => vi.advanceTimersByTimeAsync(GIVE_UP_MS - 20_000));
    expect(finished).toEqual([]);
    expect(hook.result.current.status).toBe('RUNNING');
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(finished).toEqual([{ status: 'UNKNOWN', progress: 0 }]);
    expect(hook.result.current.status).toBe('UNKNOWN');
  });

  it('ends as FAILED with the job’s code when the job failed', async () => {
    serve([RUNNING, { status: 'FAILED', error: '5007' }]);
    const { hook, finished } = watch(URL);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(finished).toEqual([expect.objectContaining({ status: 'FAILED', error: '5007' })]);
    expect(hook.result.current).toMatchObject({ status: 'FAILED', error: '5007' });
  });

  it('ends as FAILED (and tells it) when the status call is refused', async () => {
    serve([404]);
    const { hook, finished } = watch(URL);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(finished).toEqual([expect.objectContaining({ status: 'FAILED', error: '404' })]);
    expect(hook.result.current.status).toBe('FAILED');
  });
});
