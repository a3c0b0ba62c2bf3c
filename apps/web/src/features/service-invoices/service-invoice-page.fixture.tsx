import { keysToCamel, keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import {
  DEFAULT_SERVICE_INVOICE,
  type ServiceInvoice,
  type ServiceLine,
  serviceAmounts,
  vatExemptionOf,
} from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, beforeEach } from 'vitest';
import { type Answer, type Call, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import ServiceInvoicePage from './service-invoice-page';
import { tradeParty } from '../../test/trade-party.fixture';

// What the screen tests of the service invoice's add page share (service-invoice-page*.test.tsx):
// a draft with two lines for a private customer, a server that merges saves into it and finishes it
// when the invoice is issued, and the page in English or German.

export const en = catalogs.en.serviceInvoices;
export const TRADES = '/api/user/service-invoices/trades';
export const PAGE = '/other-documents/service-invoices/add-invoice';

const german = i18next.createInstance();

/** The screen tests' set-up of a file of these tests: English by the cookie, a German instance at hand. */
export function setUpServiceInvoicePageTests(): void {
  setUpScreenTests({ wide: true });
  beforeEach(() => {
    document.cookie = `${LOCALE_COOKIE}=en; path=/`;
  });
  beforeAll(async () => {
    if (german.isInitialized) return;
    await german.use(initReactI18next).init({
      lng: 'de',
      resources: { de: { translation: catalogs.de } },
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    });
  });
}

export const customer: TradeParty = tradeParty({ id: 'c1' });

/** A business in another EU state (the reverse charge fits), and one outside the EU ("not taxable" fits). */
export const austrianBusiness: TradeParty = {
  ...customer,
  id: 'c3',
  type: 'BUSINESS',
  companyName: 'Autohandel Österreich Süd GmbH',
  firstName: null,
  lastName: null,
  postalCode: '8020',
  city: 'Graz',
  countryId: 16,
  vatId: 'ATU13585627',
};
export const swissBusiness: TradeParty = {
  ...austrianBusiness,
  id: 'c4',
  companyName: 'Garage Zürichsee AG',
  city: 'Zürich',
  countryId: 217,
  vatId: null,
};

export const lines: ServiceLine[] = [
  { description: 'Ölwechsel', quantity: 1.5, unitPrice: 8_000 },
  { description: 'Ölfilter', quantity: 2, unitPrice: 1_299 },
];

export function serviceTrade(fields: Partial<ServiceInvoice> = {}): ServiceInvoice {
  const values = {
    ...DEFAULT_SERVICE_INVOICE,
    customerId: customer.id,
    lines,
    invoiceDate: '2026-11-20',
    licencePlate: 'M-AB 12',
    ...fields,
  };
  return {
    ...values,
    // As the server answers it: null with VAT, the small business when none was chosen.
    vatExemption: vatExemptionOf(values),
    id: 't1',
    status: 'PENDING',
    customer: values.customerId ? customer : null,
    amounts: serviceAmounts(values),
    invoiceNumber: null,
    proposalNumber: null,
    issuedOn: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...fields,
  } as ServiceInvoice;
}

export const ok = (data: unknown, status = 200): Answer => ({ status, body: keysToSnake({ data }) });
export const job = (status: string, progress: number, result: unknown = null) => ({
  suuid: 'j1',
  status,
  progress,
  result,
  error: null,
});

export type Setup = {
  trade?: ServiceInvoice | null;
  answers?: Record<string, Answer | ((body: unknown) => Answer)>;
  automatic?: boolean;
};

/** The server: the trade (a save merges into it; issuing the invoice finishes it), its documents, customers, stock, numbering. */
export function stubService(setup: Setup = {}): Call[] {
  let current = setup.trade === undefined ? serviceTrade() : setup.trade;
  let polls = 0;
  const merge = (body: unknown) => {
    current = serviceTrade({
      ...(current ?? { customerId: null, lines: [] }),
      ...(keysToCamel(body) as Partial<ServiceInvoice>),
    });
    return current;
  };
  return stubServer({
    [`${TRADES}/t1`]: () => ok(current),
    [`${TRADES}/INVOICE`]: (body) => ok(merge(body), 201),
    [`${TRADES}/PROPOSAL`]: (body) => ok(merge(body), 201),
    [`${TRADES}/t1/INVOICE`]: (body) => ok(merge(body)),
    [`${TRADES}/t1/PROPOSAL`]: (body) => ok(merge(body)),
    [`${TRADES}/t1/documents/generated`]: () =>
      ok(current?.status === 'FINISHED' ? [generated('d1', 'INVOICE', 'SR-2026-0007')] : []),
    [`${TRADES}/t1/documents/generate/`]: () => ok({ suuid: 'j1' }, 202),
    [`${TRADES}/uploading-documents-status/j1`]: () => {
      const view =
        polls++ === 0
          ? job('RUNNING', 40)
          : job('DONE', 100, { documentId: 'd1', documentType: 'INVOICE', number: 'SR-2026-0007' });
      if (view.status === 'DONE')
        current = { ...current!, status: 'FINISHED', invoiceNumber: 'SR-2026-0007', issuedOn: '2026-11-20' };
      return ok(view);
    },
    '/api/user/clients': { status: 200, body: keysToSnake({ data: [customer], meta: { page: 1, perPage: 20, total: 1 } }) },
    [`/api/user/clients/${customer.id}`]: ok(customer),
    [`/api/user/clients/${austrianBusiness.id}`]: ok(austrianBusiness),
    [`/api/user/clients/${swissBusiness.id}`]: ok(swissBusiness),
    '/api/user/vehicles': {
      status: 200,
      body: keysToSnake({ data: [], meta: { page: 1, perPage: 20, total: 0, counts: { current: 0, sold: 0 } } }),
    },
    '/api/user/company/invoice-numbering': ok({ automaticNumbering: setup.automatic ?? true }),
    ...setup.answers,
  });
}

export function generated(id: string, documentType: string, number: string | null) {
  return {
    id,
    tradeId: 't1',
    orderType: 'SERVICE_INVOICE',
    vehicleId: null,
    documentType,
    number,
    canceled: false,
    version: 1,
    language: 'en',
    issuedOn: '2026-11-20',
    fileName: `${id}.pdf`,
    size: 26_000,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

export function openPage(entry = `${PAGE}/t1`, inGerman = false) {
  const page = <ServiceInvoicePage CustomerForm={() => null} />;
  return renderScreen(
    [
      { path: `${PAGE}/:id?`, element: inGerman ? <I18nextProvider i18n={german}>{page}</I18nextProvider> : page },
      { path: '/other-documents/service-invoices', element: <p data-testid="service-invoices-list" /> },
    ],
    entry,
  );
}

export const writes = (calls: Call[]) => calls.filter((call) => call.body !== undefined);
export const button = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });
export const itemOf = (element: HTMLElement) => element.closest('.ant-form-item') as HTMLElement;
