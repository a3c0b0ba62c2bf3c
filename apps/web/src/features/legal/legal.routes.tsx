import type { RouteObject } from 'react-router';

/** Open to everyone, logged in or not; the terms and the privacy policy share one chunk with their text. */
export const legalRoutes: RouteObject[] = [
  { path: '/terms', lazy: async () => ({ Component: (await import('./legal-page')).TermsPage }) },
  { path: '/privacy', lazy: async () => ({ Component: (await import('./legal-page')).PrivacyPage }) },
  // The legal notice (§ 5 DDG), linked from the foot of every page open to visitors.
  { path: '/impressum', lazy: async () => ({ Component: (await import('./impressum-page')).ImpressumPage }) },
];
