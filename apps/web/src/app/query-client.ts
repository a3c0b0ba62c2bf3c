import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// An answer of the server is final (the api client already notified or redirected); only a lost
// connection is worth one more try.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: (count, error) => !(error instanceof ApiError) && count < 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
