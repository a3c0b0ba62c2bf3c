import { Navigate, type RouteObject } from 'react-router';
import type { CustomerFormSlot } from './buyer-step';

/** What the trades pages get from other features, composed in src/router.tsx (features never import each other). */
export type TradesSlots = {
  /** The customers feature's form, for adding the buyer inline in step 1 (lazy: loaded when opened). */
  CustomerForm: CustomerFormSlot;
};

/**
 * The selling wizard (SPEC.md §2). Its id is the vehicle's; without one there is nothing to sell,
 * so the route sends the dealer back to the list.
 */
export function tradesRoutes(slots: TradesSlots): RouteObject[] {
  return [
    // The sales overview: the company's selling trades by year.
    { path: '/selling', lazy: async () => ({ Component: (await import('./trades-overview-page')).default }) },
    { path: '/selling/selling-documents', element: <Navigate to="/vehicles" replace /> },
    {
      path: '/selling/selling-documents/:id',
      lazy: async () => {
        const { default: SellingWizardPage } = await import('./selling-wizard-page');
        return { Component: () => <SellingWizardPage CustomerForm={slots.CustomerForm} /> };
      },
    },
  ];
}
