import { type ComponentProps, lazy } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { setApiHooks } from './app/api-client';
import { authenticated, VerifiedEmailGate } from './app/guards';
import { AntdArea } from './app/layouts/antd-area';
import { AuthenticatedArea } from './app/layouts/authenticated-area';
import { ErrorsLayout } from './app/layouts/errors-layout';
import { RootLayout } from './app/layouts/root-layout';
import { accountErrorRoutes, guestRoutes } from './features/auth/auth.routes';
import { cancellationsRoutes } from './features/cancellations/cancellations.routes';
import { companyRoutes } from './features/company/company.routes';
import { customersRoutes } from './features/customers/customers.routes';
import { errorsRoutes, notFoundRoute } from './features/errors/errors.routes';
import { RouteErrorPage } from './features/errors/route-error-page';
import { legalRoutes } from './features/legal/legal.routes';
import { serviceInvoicesRoutes } from './features/service-invoices/service-invoices.routes';
import { ContactSupportDialog } from './features/support/contact-support-dialog';
import type { DocumentUploadSlot } from './features/trades/seller-invoice';
import { tradesRoutes } from './features/trades/trades.routes';
import { vehiclesRoutes } from './features/vehicles/vehicles.routes';

// The one place that knows both the shell (app) and the features: app never imports a feature,
// a feature never imports another; what a page needs from two features is put together here.

const DemoExplanation = lazy(() => import('./features/auth/demo-explanation'));
/** The selling and buying wizards and the service invoice add their customer with the customers form; loaded when the dealer opens it. */
const CustomerForm = lazy(async () => ({ default: (await import('./features/customers/customer-form')).CustomerForm }));
/** The buying wizard uploads a business seller's invoice as one of the vehicle's documents, with the vehicles feature's upload. */
const DocumentUpload = lazy(async () => {
  const { VehicleFileUpload } = await import('./features/vehicles/vehicle-file-upload');
  return { default: (props: ComponentProps<DocumentUploadSlot>) => <VehicleFileUpload kind="documents" {...props} /> };
});

/** Manage Profile: the user's own details and password (auth), then the company part (company). */
const manageProfileRoute: RouteObject = {
  path: '/settings/manage-profile',
  lazy: async () => {
    const [{ default: ManageProfilePage }, { CompanyProfileSections }] = await Promise.all([
      import('./features/auth/manage-profile-page'),
      import('./features/company/company-profile-sections'),
    ]);
    return { Component: () => <ManageProfilePage companySections={<CompanyProfileSections />} /> };
  },
};

/**
 * Every feature brings its routes, each page lazy-loaded as its own chunk; here they are placed in the
 * layouts. Guards: the authenticated layout applies authenticated, homePage, hasCompany and
 * allowManageProfile; the guest routes carry notAuthenticated and createAccountPage themselves.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RootLayout>
        <ContactSupportDialog />
      </RootLayout>
    ),
    errorElement: (
      <>
        <RouteErrorPage />
        <ContactSupportDialog />
      </>
    ),
    children: [
      {
        lazy: async () => ({ Component: (await import('./app/layouts/login-layout')).LoginLayout }),
        children: guestRoutes,
      },
      {
        element: <AuthenticatedArea />,
        // The demo version sees the pages it has samples for, and an explanation on the others.
        children: [
          {
            element: <VerifiedEmailGate explanation={<DemoExplanation />} />,
            children: [
              ...vehiclesRoutes,
              ...customersRoutes,
              ...companyRoutes,
              ...tradesRoutes({ CustomerForm, DocumentUpload }),
              ...serviceInvoicesRoutes({ CustomerForm }),
              ...cancellationsRoutes,
              manageProfileRoute,
            ],
          },
        ],
      },
      {
        // Not lazy: the router's error page uses the same frame, so it is in the first chunk anyway.
        // The terms and the privacy policy use this plain frame too: open with or without a session.
        element: <ErrorsLayout />,
        children: [
          // The expired-link pages are guest pages, drawn without antd; the others bring it along.
          ...accountErrorRoutes,
          { element: <AntdArea />, children: [...errorsRoutes, ...legalRoutes, notFoundRoute] },
        ],
      },
    ],
  },
];

/**
 * The browser's router. To hydrate a page the server sent drawn (a guest page, see prerender.tsx),
 * the lazy modules of its routes are loaded first: React Router renders nothing for a route whose
 * module is still loading, and the first render must be the drawn page.
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  if (hydrating) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes);
  // The api client lives outside React; it changes pages through the router, without a reload.
  setApiHooks({
    navigate: (to, options) => void router.navigate(to, options),
    // The same way back to the page as the guard gives a visitor, so whichever acts first agrees.
    loginPage: () => authenticated(null, router.state.location) ?? '/login',
  });
  return router;
}
