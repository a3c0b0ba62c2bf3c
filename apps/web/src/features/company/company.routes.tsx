import type { RouteObject } from 'react-router';

// The authenticated layout shows /create-company in the default layout (header only); its guard
// sends a user who already has a company on to /vehicles.
export const companyRoutes: RouteObject[] = [
  { path: '/create-company', lazy: async () => ({ Component: (await import('./create-company-page')).default }) },
  { path: '/settings/document', lazy: async () => ({ Component: (await import('./document-settings-page')).default }) },
];
