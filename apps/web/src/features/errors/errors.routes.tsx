import type { RouteObject } from 'react-router';

// Each error page is its own small chunk.
export const errorsRoutes: RouteObject[] = [
  { path: '/errors', lazy: async () => ({ Component: (await import('./error-code-page')).default }) },
  { path: '/errors/404', lazy: async () => ({ Component: (await import('./not-found-page')).default }) },
  { path: '/errors/500', lazy: async () => ({ Component: (await import('./server-error-page')).default }) },
  { path: '/sorry', lazy: async () => ({ Component: (await import('./server-error-page')).default }) },
  { path: '/errors/errorPageRegister', lazy: async () => ({ Component: (await import('./register-error-page')).default }) },
];

export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('./not-found-page')).default }),
};
