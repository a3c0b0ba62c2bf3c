import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// An answer of the server is final (the api client already notified or redirected); only a lost
// connection is worth one more try.
//
// networkMode 'always': every call goes out whatever the browser's online flag says. TanStack's
// default pauses a mutation while `navigator.onLine` is false and resumes it on the `online` event;
// a browser that reports a passing network change as offline (seen in a container: a login button
// spinning for minutes with no request sent) would leave the dealer waiting with nothing to do.
// Sent at once, a call without a connection fails and shows its error, and the dealer can retry.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'always',
      retry: (count, error) => !(error instanceof ApiError) && count < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { networkMode: 'always' },
  },
});
