import { auditTrailTexts } from './audit-trail.i18n';
import { purchaseWizardTexts } from './purchase.i18n';
import { cancellationsTexts } from './cancellations.i18n';
import { companyTexts } from './company.i18n';
import { customersTexts } from './customers.i18n';
import { datevExportTexts } from './datev-export.i18n';
import { serviceInvoicesTexts } from './service-invoices.i18n';
import { subscriptionsTexts } from './subscriptions.i18n';
import { tradesTexts } from './trades.i18n';
import { vehiclesTexts } from './vehicles.i18n';

/** The sections of the texts that only the pages behind the login use (see guest-texts.ts). */
export const backOfficeTexts = {
  de: {
    company: companyTexts.de,
    vehicles: vehiclesTexts.de,
    customers: customersTexts.de,
    trades: tradesTexts.de,
    purchase: purchaseWizardTexts.de,
    cancellations: cancellationsTexts.de,
    serviceInvoices: serviceInvoicesTexts.de,
    subscriptions: subscriptionsTexts.de,
    datevExport: datevExportTexts.de,
    auditTrail: auditTrailTexts.de,
  },
  en: {
    company: companyTexts.en,
    vehicles: vehiclesTexts.en,
    customers: customersTexts.en,
    trades: tradesTexts.en,
    purchase: purchaseWizardTexts.en,
    cancellations: cancellationsTexts.en,
    serviceInvoices: serviceInvoicesTexts.en,
    subscriptions: subscriptionsTexts.en,
    datevExport: datevExportTexts.en,
    auditTrail: auditTrailTexts.en,
  },
} as const;
