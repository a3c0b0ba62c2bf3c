import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * Around every page: the query client. antd's providers are not here: the guest pages (the first
 * page a visitor loads) are drawn with ui/light, and the areas built with antd bring its providers
 * in their own lazy chunks (app/antd-providers).
 */
export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
