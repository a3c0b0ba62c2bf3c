import type { RouteObject } from 'react-router';
import type { CustomerFormSlot } from './customer-section';

/** What the service invoice pages get from other features, composed in src/router.tsx (features never import each other). */
export type ServiceInvoicesSlots = {
  /** The customers feature's form, for adding the invoice's customer inline (lazy: loaded when opened). */
  CustomerForm: CustomerFormSlot;
};

/** Other documents → Service invoices: the list by year, and the add and edit page. */
export function serviceInvoicesRoutes(slots: ServiceInvoicesSlots): RouteObject[] {
  return [
    {
      path: '/other-documents/service-invoices',
      lazy: async () => ({ Component: (await import('./service-invoices-page')).default }),
    },
    {
      path: '/other-documents/service-invoices/add-invoice/:id?',
      lazy: async () => {
        const { default: ServiceInvoicePage } = await import('./service-invoice-page');
        return { Component: () => <ServiceInvoicePage CustomerForm={slots.CustomerForm} /> };
      },
    },
  ];
}
