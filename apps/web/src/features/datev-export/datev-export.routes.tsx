import type { RouteObject } from 'react-router';

// The DATEV export sits under the document settings; the side menu names it beside them.
export const datevExportRoutes: RouteObject[] = [
  { path: '/settings/document/datev', lazy: async () => ({ Component: (await import('./datev-export-page')).default }) },
];
