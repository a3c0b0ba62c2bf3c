import { type ComponentProps, lazy } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { setApiHooks } from './app/api-client';
import { authenticated, VerifiedEmailGate } from './app/guards';
import { AntdArea } from './app/layouts/antd-area';
import { AuthenticatedArea } from './app/layouts/authenticated-area';
import { ErrorsLayout } from './app/layouts/errors-layout';
import { LoginLayout } from './app/layouts/login-layout';
import { RootLayout } from './app/layouts/root-layout';
import { accountErrorRoutes, guestRoutes } from './features/auth/auth.routes';
import { cancellationsRoutes } from './features/cancellations/cancellations.routes';
import { companyRoutes } from './features/company/company.routes';
import { customersRoutes } from './features/customers/customers.routes';
import { auditTrailRoutes } from './features/audit-trail/audit-trail.routes';
import { datevExportRoutes } from './features/datev-export/datev-export.routes';
import { errorsRoutes, notFoundRoute } from './features/errors/errors.routes';
import { RouteErrorPage } from './features/errors/route-error-page';
import { legalRoutes } from './features/legal/legal.routes';
import { serviceInvoicesRoutes } from './features/service-invoices/service-invoices.routes';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { ContactSupportDialog } from './features/support/contact-support-dialog';
import type { DocumentUploadSlot } from './features/trades/seller-invoice';
import { tradesRoutes } from './features/trades/trades.routes';
import { vehicleOcrRoutes } from './features/vehicle-ocr/vehicle-ocr.routes';
import { vehiclesRoutes } from './features/vehicles/vehicles.routes';
import { PageSpinner } from './ui/page-spinner';

// The one place that knows both the shell (app) and the features: app never imports a feature,
// a feature never imports another; what a page needs from two features is put together here.

const DemoExplanation = lazy(() => import('./features/auth/demo-explanation'));
/** The sale and purchase wizards and the service invoice add their customer with the customers form; loaded when the dealer opens it. */
const CustomerForm = lazy(async () => ({ default: (await import('./features/customers/customer-form')).CustomerForm }));
/** The purchase wizard uploads a business seller's invoice as one of the vehicle's documents, with the vehicles feature's upload. */
const DocumentUpload = lazy(async () => {
  const { VehicleFileUpload } = await import('./features/vehicles/vehicle-file-upload');
  return { default: (props: ComponentProps<DocumentUploadSlot>) => <VehicleFileUpload kind="documents" {...props} /> };
});
/** The OCR page fills the vehicles feature's form with what it read; loaded with the page. */
const loadVehicleForm = async () => (await import('./features/vehicles/vehicle-ocr-form')).VehicleOcrForm;

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
    // What shows while the first page's lazy modules load, when the server did not send it drawn (any
    // page behind the login): a spinner rather than an empty page.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // Not lazy: the frame of the first pages a visitor opens (see guestRoutes).
        Component: LoginLayout,
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
              ...vehicleOcrRoutes({ loadVehicleForm }),
              ...customersRoutes,
              ...companyRoutes,
              ...datevExportRoutes,
              ...auditTrailRoutes,
              ...tradesRoutes({ CustomerForm, DocumentUpload }),
              ...serviceInvoicesRoutes({ CustomerForm }),
              ...cancellationsRoutes,
              ...subscriptionsRoutes,
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
 * Loads the lazy modules of the routes at `location`, so that the first render is the page the
 * server sent drawn (a guest page, see prerender.tsx), as hydration needs: React Router renders
 * nothing for a route whose module is still loading. Answers whether they all loaded; when one did
 * not (a chunk gone after a deploy), React draws the page itself and the router shows that failure
 * as it shows any chunk that fails.
 */
export async function loadRoutesAt(location: Location): Promise<boolean> {
  try {
    const matches = matchRoutes(routes, location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
    return true;
  } catch {
    return false;
  }
}

/** The browser's router. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // The api client lives outside React; it changes pages through the router, without a reload.
  setApiHooks({
    navigate: (to, options) => void router.navigate(to, options),
    // The same way back to the page as the guard gives a visitor, so whichever acts first agrees.
    loginPage: () => authenticated(null, router.state.location) ?? '/login',
  });
  return router;
}
