import type { RouteObject } from 'react-router';

export const customersRoutes: RouteObject[] = [
  { path: '/customers', lazy: async () => ({ Component: (await import('./customers-page')).default }) },
  { path: '/customers/:id', lazy: async () => ({ Component: (await import('./customer-detail-page')).default }) },
];
