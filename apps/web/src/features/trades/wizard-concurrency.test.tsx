import { type Purchase, DEFAULT_PURCHASE, purchaseAmounts } from '@kontor/domain/purchase';
import { keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { DEFAULT_SALE, type Sale, type TradeParty } from '@kontor/domain/trades';
import { tradeAmounts } from '@kontor/domain/vat';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer, type Answer, setUpGermanI18n } from '../../test/screen-test-kit';
import { writePurchaseDraft } from './purchase-draft';
import PurchaseWizardPage from './purchase-wizard-page';
import { writeSaleDraft } from './sale-draft';
import SaleWizardPage from './sale-wizard-page';
import { tradeParty } from '../../test/trade-party.fixture';

// Two tabs on one trade: the wizards send the version of the trade they last read or saved with
// every step save and document request; when the server refuses it (409 9541, another tab changed
// the trade) they say so, keep what was typed, and offer to load the current version. The last
// step shows whom the document names and the price it states, in the UI language.

setUpScreenTests({ wide: true });
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
});
const german = setUpGermanI18n();

const VEHICLE_ID = 'vehicle-1';
const TAB_VERSION = '2026-11-23T10:00:00.000Z';
const OTHER_TAB_VERSION = '2026-11-23T10:05:00.000Z';
const base = `/api/user/vehicles/${VEHICLE_ID}`;
const vehicle = {
  id: VEHICLE_ID,
  make: 'VW',
  model: 'Golf',
  vinCode: 'WVWZZZCDZMW424242',
  purchasePrice: 800_000,
  purchasedOn: null,
  status: 'CURRENT',
  accidentFree: null,
};
const becker: TradeParty = tradeParty({
  firstName: 'Anna',
  lastName: 'Becker',
  passport: 'L01X00T47',
  passportExpired: '2031-01-31',
  passportFrom: 'Stadt Berlin',
});

function sale(fields: Partial<Sale> = {}): Sale {
  const values = { ...DEFAULT_SALE, customerId: becker.id, grossPrice: 1_200_000, ...fields };
  const amounts = tradeAmounts({
    grossCents: values.grossPrice,
    vat: values.vat,
    vatRate: values.vatRate,
    sectionType: null,
    depositCents: 0,
    purchaseCents: 800_000,
  });
  return {
    ...values,
    id: 'trade-1',
    vehicleId: VEHICLE_ID,
    kind: 'SELLING',
    status: 'PENDING',
    effectiveTradeType: 'PRIVATE',
    buyer: becker,
    effectivePurchasePrice: 800_000,
    purchaseTaxation: null,
    vehicleAccidentFree: null,
    vehiclePurchasedOn: null,
    amounts,
    saleMargin: null,
    invoiceNumber: null,
    issuedOn: null,
    finishedAt: null,
    createdAt: TAB_VERSION,
    updatedAt: TAB_VERSION,
    ...fields,
  };
}

function purchase(fields: Partial<Purchase> = {}): Purchase {
  const values = { ...DEFAULT_PURCHASE, customerId: becker.id, grossPrice: 900_000, ...fields };
  return {
    ...values,
    id: 'trade-b1',
    vehicleId: VEHICLE_ID,
    kind: 'BUYING',
    status: 'PENDING',
    seller: becker,
    amounts: purchaseAmounts(values),
    purchasedOn: null,
    finishedAt: null,
    createdAt: TAB_VERSION,
    updatedAt: TAB_VERSION,
    ...fields,
  };
}

const ok = (data: unknown): Answer => ({ status: 200, body: keysToSnake({ data }) });
const changedElsewhere: Answer = { status: 409, body: { error: { code: '9541', message: 'changed elsewhere' } } };

type Sent = { path: string; method: string; ifMatch: string | null };

/** The wizard's server; `trade()` answers the trade as it is on the server now. Records what each request sent as If-Match. */
function stubWizard(
  kind: 'SELLING' | 'BUYING',
  trade: () => unknown,
  extra: Record<string, Answer | ((body: unknown) => Answer)> = {},
): Sent[] {
  stubServer({
    [base]: ok(vehicle),
    [`${base}/trades/${kind}`]: () => ok(trade()),
    '/api/user/clients': { status: 200, body: keysToSnake({ data: [becker], meta: { page: 1, perPage: 20, total: 1 } }) },
    [`/api/user/clients/${becker.id}`]: ok(becker),
    '/api/user/company/invoice-numbering': ok({ automaticNumbering: true }),
    [`${base}/documents/generated`]: ok([]),
    [`${base}/documents/uploaded`]: ok([]),
    ...extra,
  });
  const answer = globalThis.fetch;
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        path: url.replace(/\?.*$/, ''),
        method: init.method ?? 'GET',
        ifMatch: new Headers(init.headers).get('if-match'),
      });
      return answer(url, init);
    }),
  );
  return sent;
}

const inLanguage = (locale: 'en' | 'de', page: ReactNode) =>
  locale === 'de' ? <I18nextProvider i18n={german}>{page}</I18nextProvider> : page;
function openSale(locale: 'en' | 'de' = 'en') {
  renderScreen(
    [{ path: '/selling/selling-documents/:id', element: inLanguage(locale, <SaleWizardPage CustomerForm={() => null} />) }],
    `/selling/selling-documents/${VEHICLE_ID}`,
  );
}
function openPurchase(locale: 'en' | 'de' = 'en') {
  const page = <PurchaseWizardPage CustomerForm={() => null} DocumentUpload={() => null} />;
  renderScreen(
    [{ path: '/buying/buying-documents/:id', element: inLanguage(locale, page) }],
    `/buying/buying-documents/${VEHICLE_ID}`,
  );
}
const summary = () => screen.getByTestId('issue-summary');
const posts = (sent: Sent[], part: string) => sent.filter((call) => call.method === 'POST' && call.path.includes(part));

describe.each([
  {
    locale: 'en' as const,
    texts: catalogs.en,
    price: { tab: '12,000.00', other: '11,000.00' },
    money: { tab: '€12,000.00', other: '€11,000.00', purchase: '€9,000.00' },
  },
  {
    locale: 'de' as const,
    texts: catalogs.de,
    price: { tab: '12.000,00', other: '11.000,00' },
    money: { tab: '12.000,00 €', other: '11.000,00 €', purchase: '9.000,00 €' },
  },
])('two tabs on one sale ($locale)', { timeout: 30_000 }, ({ locale, texts, price, money }) => {
  it('refuses a step save made on an older version, keeps what was typed, and loads the current version on request', async () => {
    let onServer = sale();
    const sent = stubWizard('SELLING', () => onServer, { [`${base}/trades/SELLING/`]: changedElsewhere });
    writeSaleDraft(VEHICLE_ID, { step: 1, values: {}, tradeUpdatedAt: TAB_VERSION });
    openSale(locale);
    const gross = (await screen.findByLabelText(texts.trades.price.grossPrice)) as HTMLInputElement;
    await waitFor(() => expect(gross.value).toBe(price.tab));
    fireEvent.change(gross, { target: { value: '13000' } });

    // Meanwhile another tab saved 11.000 €.
    onServer = sale({ grossPrice: 1_100_000, updatedAt: OTHER_TAB_VERSION });
    fireEvent.click(screen.getByRole('button', { name: texts.trades.wizard.next }));
    const alert = await screen.findByText(texts.errors['9541']);
    expect(posts(sent, '/trades/SELLING/')[0]?.ifMatch).toBe(`"${TAB_VERSION}"`);
    // Still on the price step with what the dealer typed (the field still has the focus: unformatted).
    expect((screen.getByLabelText(texts.trades.price.grossPrice) as HTMLInputElement).value).toBe('13000');

    fireEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: texts.trades.wizard.loadCurrent }),
    );
    await waitFor(() =>
      expect((screen.getByLabelText(texts.trades.price.grossPrice) as HTMLInputElement).value).toBe(price.other),
    );
    expect(screen.queryByText(texts.errors['9541'])).toBeNull();
  });

  it('shows whom the invoice names and its gross price, sends the version with the invoice, and offers the current version when refused', async () => {
    let onServer = sale();
    const sent = stubWizard('SELLING', () => onServer, { [`${base}/documents/generate/`]: changedElsewhere });
    writeSaleDraft(VEHICLE_ID, { step: 4, values: { documents: ['INVOICE'] }, tradeUpdatedAt: TAB_VERSION });
    openSale(locale);
    await screen.findByTestId('issue-summary');
    expect(within(summary()).getByText(texts.trades.generate.summary)).toBeTruthy();
    expect(within(summary()).getByText(texts.trades.generate.party)).toBeTruthy();
    expect(within(summary()).getByText('Anna Becker')).toBeTruthy();
    expect(within(summary()).getByText(money.tab)).toBeTruthy();

    onServer = sale({ grossPrice: 1_100_000, updatedAt: OTHER_TAB_VERSION });
    fireEvent.click(screen.getByRole('button', { name: texts.trades.generate.start }));
    const load = await screen.findByRole('button', { name: texts.trades.wizard.loadCurrent });
    expect(posts(sent, '/documents/generate/INVOICE/')[0]?.ifMatch).toBe(`"${TAB_VERSION}"`);
    expect(screen.getAllByText(texts.errors['9541']).length).toBeGreaterThan(0);

    fireEvent.click(load);
    await waitFor(() => expect(within(summary()).getByText(money.other)).toBeTruthy());
    expect(screen.queryByText(texts.errors['9541'])).toBeNull();
  });

  it('does the same in the purchase wizard: the seller and the price, the version with the contract', async () => {
    let onServer = purchase();
    const sent = stubWizard('BUYING', () => onServer, { [`${base}/documents/generate/`]: changedElsewhere });
    writePurchaseDraft(VEHICLE_ID, { step: 4, values: {}, tradeUpdatedAt: TAB_VERSION });
    openPurchase(locale);
    await screen.findByTestId('issue-summary');
    expect(within(summary()).getByText(texts.purchase.generate.party)).toBeTruthy();
    expect(within(summary()).getByText('Anna Becker')).toBeTruthy();
    expect(within(summary()).getByText(money.purchase)).toBeTruthy();

    onServer = purchase({ grossPrice: 800_000, updatedAt: OTHER_TAB_VERSION });
    fireEvent.click(screen.getByRole('button', { name: texts.trades.generate.start }));
    const load = await screen.findByRole('button', { name: texts.trades.wizard.loadCurrent });
    expect(posts(sent, '/documents/generate/CONTRACT/')[0]?.ifMatch).toBe(`"${TAB_VERSION}"`);
    fireEvent.click(load);
    await waitFor(() => expect(within(summary()).getByText(money.purchase.replace('9', '8'))).toBeTruthy());
  });
});

describe('the purchase wizard’s step save on an older version', { timeout: 30_000 }, () => {
  it('is refused with the message and the offer to load the current version', async () => {
    const sent = stubWizard('BUYING', () => purchase(), { [`${base}/trades/BUYING/`]: changedElsewhere });
    writePurchaseDraft(VEHICLE_ID, { step: 2, values: {}, tradeUpdatedAt: TAB_VERSION });
    openPurchase();
    fireEvent.click(await screen.findByRole('button', { name: catalogs.en.trades.wizard.next }));
    expect(await screen.findByText(catalogs.en.errors['9541'])).toBeTruthy();
    expect(screen.getByRole('button', { name: catalogs.en.trades.wizard.loadCurrent })).toBeTruthy();
    expect(posts(sent, '/trades/BUYING/')[0]?.ifMatch).toBe(`"${TAB_VERSION}"`);
  });
});
