import { Navigate, type RouteObject } from 'react-router';
import type { CustomerFormSlot } from './party-step';
import type { DocumentUploadSlot } from './seller-invoice';

/** What the trades pages get from other features, composed in src/router.tsx (features never import each other). */
export type TradesSlots = {
  /** The customers feature's form, for adding the buyer or seller inline in step 1, or completing the seller's ID (lazy: loaded when opened). */
  CustomerForm: CustomerFormSlot;
  /** The vehicles feature's document upload, for a business seller's invoice (lazy). */
  DocumentUpload: DocumentUploadSlot;
};

/**
 * The sale and purchase wizards. Their id is the vehicle's; without one there is
 * nothing to sell or buy, so the route sends the dealer back to the list.
 */
export function tradesRoutes(slots: TradesSlots): RouteObject[] {
  return [
    // The sales overview: the company's sales by year.
    { path: '/selling', lazy: async () => ({ Component: (await import('./trades-overview-page')).default }) },
    // The purchases overview beside it: the purchases by year, under the purchase wizard's path.
    {
      path: '/buying',
      lazy: async () => {
        const { default: TradesOverviewPage } = await import('./trades-overview-page');
        return { Component: () => <TradesOverviewPage kind="BUYING" /> };
      },
    },
    { path: '/selling/selling-documents', element: <Navigate to="/vehicles" replace /> },
    {
      path: '/selling/selling-documents/:id',
      lazy: async () => {
        const { default: SaleWizardPage } = await import('./sale-wizard-page');
        return { Component: () => <SaleWizardPage CustomerForm={slots.CustomerForm} /> };
      },
    },
    { path: '/buying/buying-documents', element: <Navigate to="/vehicles" replace /> },
    {
      path: '/buying/buying-documents/:id',
      lazy: async () => {
        const { default: PurchaseWizardPage } = await import('./purchase-wizard-page');
        return {
          Component: () => <PurchaseWizardPage CustomerForm={slots.CustomerForm} DocumentUpload={slots.DocumentUpload} />,
        };
      },
    },
  ];
}
