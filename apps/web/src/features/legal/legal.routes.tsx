import type { RouteObject } from 'react-router';

/** Open to everyone, logged in or not; both pages share one chunk with their text. */
export const legalRoutes: RouteObject[] = [
  { path: '/terms', lazy: async () => ({ Component: (await import('./legal-page')).TermsPage }) },
  { path: '/privacy', lazy: async () => ({ Component: (await import('./legal-page')).PrivacyPage }) },
];
