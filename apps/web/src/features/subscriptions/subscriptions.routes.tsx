import type { RouteObject } from 'react-router';

// In the authenticated layout: hasCompany sends a verified user without a company to create one
// first, and the demo version (unverified e-mail) sees the explanation instead of the page.
export const subscriptionsRoutes: RouteObject[] = [
  { path: '/settings/subscriptions', lazy: async () => ({ Component: (await import('./subscriptions-page')).default }) },
];
