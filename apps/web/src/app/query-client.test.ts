import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';

describe('the query client', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('sends a mutation while the browser reports itself offline instead of pausing it unsent', async () => {
    onlineManager.setOnline(false);
    const send = vi.fn(async () => 'sent');
    const observer = new MutationObserver(queryClient, { mutationFn: send });
    await expect(observer.mutate()).resolves.toBe('sent');
    expect(send).toHaveBeenCalledOnce();
  });

  it('fetches a query while offline too', async () => {
    onlineManager.setOnline(false);
    const fetchIt = vi.fn(async () => 42);
    await expect(queryClient.fetchQuery({ queryKey: ['offline-test'], queryFn: fetchIt })).resolves.toBe(42);
    expect(fetchIt).toHaveBeenCalledOnce();
  });
});
