import type { RouteObject } from 'react-router';

/** Other documents → Canceled trades: the canceled sales and purchases by year. */
export const cancellationsRoutes: RouteObject[] = [
  {
    path: '/other-documents/canceled-trades',
    lazy: async () => ({ Component: (await import('./canceled-trades-page')).default }),
  },
];
