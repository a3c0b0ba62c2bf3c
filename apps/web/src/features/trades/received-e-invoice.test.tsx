import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { ReceivedEInvoice } from '@kontor/domain/received-e-invoice';
import { screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setUpGermanI18n, setUpScreenTests } from '../../test/screen-test-kit';
import { ReceivedEInvoiceView } from './received-e-invoice';

// A received e-invoice as the purchase's price step shows it, in German and English: its data, the
// money as the UI language writes it, the rules' result with the messages as shipped, the filled fields.

setUpScreenTests();
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
});
const german = setUpGermanI18n();

const invoice: ReceivedEInvoice = {
  documentId: 'doc-1',
  fileName: 'AN-2026-0417.xml',
  container: 'XML',
  syntax: 'UBL',
  specificationId: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  sellerName: 'Autohandel Nord GmbH',
  sellerVatId: 'DE136695976',
  invoiceNumber: 'AN-2026-0417',
  issueDate: '2026-06-12',
  currency: 'EUR',
  netCents: 1_250_000,
  vatCents: 237_500,
  grossCents: 1_487_500,
  lines: [{ id: '1', name: 'VW Golf 2.0 TDI', quantity: '1', unitCode: 'C62', netCents: 1_250_000, vatRate: 19 }],
  validation: { scenario: 'XRECHNUNG', valid: true, errors: [], warnings: [] },
  filled: ['sellerInvoiceDocumentId', 'sellerInvoiceNumber', 'grossPrice'],
};

const broken: ReceivedEInvoice = {
  ...invoice,
  validation: {
    scenario: 'XRECHNUNG',
    valid: false,
    errors: [{ id: 'BR-DE-15', text: '[BR-DE-15] Das Element "Buyer reference" (BT-10) muss übermittelt werden.' }],
    warnings: [],
  },
};

describe('a received e-invoice', () => {
  it('shows seller, number, date, lines and totals in English money, valid, and what it filled', () => {
    renderWithProviders(<ReceivedEInvoiceView invoice={invoice} />);
    const card = within(screen.getByTestId('received-e-invoice'));
    const texts = catalogs.en.purchase.price.eInvoice;
    expect(card.getByText('Autohandel Nord GmbH')).toBeTruthy();
    expect(card.getByText('DE136695976')).toBeTruthy();
    expect(card.getByText('AN-2026-0417')).toBeTruthy();
    expect(card.getByText('12/06/2026')).toBeTruthy();
    expect(card.getByText('€14,875.00')).toBeTruthy();
    expect(card.getByText('€2,375.00')).toBeTruthy();
    expect(card.getAllByText('€12,500.00')).toHaveLength(2);
    expect(card.getByText('VW Golf 2.0 TDI')).toBeTruthy();
    expect(card.getByText('Quantity 1 C62 · 19% VAT')).toBeTruthy();
    expect(card.getByText(texts.valid.replace('{scenario}', texts.scenarios.XRECHNUNG))).toBeTruthy();
    const filled = card.getByText(`${texts.filled}:`).parentElement!;
    expect(filled.textContent).toBe(
      `${texts.filled}:${texts.fields.sellerInvoiceDocumentId}${texts.fields.sellerInvoiceNumber}${texts.fields.grossPrice}`,
    );
  });

  it('in German: money as German writes it, and a broken invoice with the rule message as the rule set words it', () => {
    renderWithProviders(
      <I18nextProvider i18n={german}>
        <ReceivedEInvoiceView invoice={broken} />
      </I18nextProvider>,
    );
    const card = within(screen.getByTestId('received-e-invoice'));
    const texts = catalogs.de.purchase.price.eInvoice;
    expect(card.getByText('14.875,00 €')).toBeTruthy();
    expect(card.getByText('12.06.2026')).toBeTruthy();
    expect(card.getByText(texts.invalid.replace('{scenario}', texts.scenarios.XRECHNUNG))).toBeTruthy();
    expect(card.getByText('BR-DE-15')).toBeTruthy();
    expect(card.getByText(/Das Element "Buyer reference" \(BT-10\) muss übermittelt werden/)).toBeTruthy();
    expect(card.getByText(texts.rulesLanguage)).toBeTruthy();
  });
});
