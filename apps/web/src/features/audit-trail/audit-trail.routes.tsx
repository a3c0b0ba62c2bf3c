import type { RouteObject } from 'react-router';

// The audit trail sits under Settings, beside the DATEV export it records.
export const auditTrailRoutes: RouteObject[] = [
  { path: '/settings/audit-trail', lazy: async () => ({ Component: (await import('./audit-trail-page')).default }) },
];
