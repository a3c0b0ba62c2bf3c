import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountErrorRoutes, accountRoutes, guestRoutes } from '../features/auth/auth.routes';
import { companyRoutes } from '../features/company/company.routes';
import { customersRoutes } from '../features/customers/customers.routes';
import { errorsRoutes, notFoundRoute } from '../features/errors/errors.routes';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { legalRoutes } from '../features/legal/legal.routes';
import { vehiclesRoutes } from '../features/vehicles/vehicles.routes';
import { setApiHooks } from './api-client';
import { authenticated, VerifiedEmailGate } from './guards';
import { AuthenticatedArea } from './layouts/authenticated-area';
import { ErrorsLayout } from './layouts/errors-layout';
import { RootLayout } from './layouts/root-layout';

/**
 * Every layout and every page is its own chunk, loaded when first shown. Every feature brings its
 * routes (each page lazy-loaded, its own chunk); the shell places them in the layouts. Guards: the authenticated layout applies authenticated, homePage, hasCompany and
 * allowManageProfile; the guest routes carry notAuthenticated and createAccountPage themselves.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/login-layout')).LoginLayout }),
        children: guestRoutes,
      },
      {
        element: <AuthenticatedArea />,
        // The demo version sees the pages it has samples for, and an explanation on the others.
        children: [
          {
            element: <VerifiedEmailGate />,
            children: [...vehiclesRoutes, ...customersRoutes, ...companyRoutes, ...accountRoutes],
          },
        ],
      },
      {
        // Not lazy: the router's error page uses the same frame, so it is in the first chunk anyway.
        // The terms and the privacy policy use this plain frame too: open with or without a session.
        element: <ErrorsLayout />,
        children: [...errorsRoutes, ...accountErrorRoutes, ...legalRoutes, notFoundRoute],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

// The api client lives outside React; it changes pages through the router, without a reload.
setApiHooks({
  navigate: (to, options) => void router.navigate(to, options),
  // The same way back to the page as the guard gives a visitor, so whichever acts first agrees.
  loginPage: () => authenticated(null, router.state.location) ?? '/login',
});
