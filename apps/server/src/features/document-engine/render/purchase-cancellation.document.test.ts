import { describe, expect, it } from 'vitest';
import { documentFileName } from '../document-file-name';
import { renderDocument } from './render-document';
import {
  PURCHASE_CANCELLATION_REASON,
  readPdf,
  samplePurchaseCancellation,
  TEST_BUSINESS_SELLER,
} from './document-content.fixture';

// The cancellation notice of a purchase (Stornierung des Ankaufvertrags) in both languages: the
// contract it cancels by date, vehicle and price, the reason, both parties, and both signature lines.

// A text key without a text is printed as the key itself ("cancellation.purchase.title"): none may show.
const UNTRANSLATED = /\b(common|contract|purchase|cancellation)\.[a-zA-Z]/;

const render = async (...args: Parameters<typeof samplePurchaseCancellation>) => {
  const pdf = await readPdf(await renderDocument(samplePurchaseCancellation(...args), { logo: null }));
  expect(pdf.text).not.toMatch(UNTRANSLATED);
  return pdf;
};

describe('the purchase cancellation in German', () => {
  it('names the contract by date, vehicle and price, the reason, both parties and has both signature lines side by side', async () => {
    const { text, pages } = await render('de', {
      template: { terms: 'Vertragsbedingungen des Autohauses', footer: 'Autohaus seit 1987' },
    });
    expect(pages).toHaveLength(1);
    for (const line of [
      'Stornierung des Ankaufvertrags',
      'Datum 02.12.2026',
      'Ankaufvertrag vom 24.11.2026',
      'Fahrzeug VW Golf 1.5 TSI',
      'Der Ankaufvertrag vom 24.11.2026 über das Fahrzeug VW Golf 1.5 TSI, FIN WVWZZZCDZMW000001, zum Kaufpreis von 18.500,00 € wird storniert.',
      `Grund der Stornierung ${PURCHASE_CANCELLATION_REASON}`,
      // the seller in the address field and as a party, the company as buyer
      'Frau Erika Mustermann Heidestraße 17 51147 Köln',
      'Verkäufer Erika Mustermann Heidestraße 17 51147 Köln',
      'Käufer Autohaus Sonne GmbH Hauptstraße 12a · 80331 München · Deutschland',
      'USt-IdNr.: DE136695976',
      'Der Verkäufer erstattet einen bereits gezahlten Kaufpreis',
      'München, 02.12.2026',
      'Ort, Datum',
      'Verkäufer (Erika Mustermann)',
      'Käufer (Autohaus Sonne GmbH)',
      'Autohaus seit 1987',
      'Seite 1 von 1',
    ]) {
      expect(text, line).toContain(line);
    }
    expect(text).not.toContain('Vertragsbedingungen des Autohauses');
    // Both parties sign on one line, the seller left, the dealer right.
    const items = pages[0]!.items;
    const seller = items.find((item) => item.str === 'Verkäufer (Erika Mustermann)')!;
    const dealer = items.find((item) => item.str === 'Käufer (Autohaus Sonne GmbH)')!;
    expect(dealer.y).toBeCloseTo(seller.y, 0);
    expect(dealer.x).toBeGreaterThan(seller.x + 100);
  });

  it('names a business seller and the gross price of a purchase with VAT', async () => {
    const { text } = await render('de', {
      seller: TEST_BUSINESS_SELLER,
      trade: { vat: true, vatRate: 19, grossPrice: 2_380_000 },
    });
    expect(text).toContain('zum Kaufpreis von 23.800,00 € wird storniert.');
    expect(text).toContain('Autovermietung Berger GmbH');
    expect(text).toContain('Verkäufer (Autovermietung Berger GmbH)');
  });

  it('is named by the vehicle and version', () => {
    expect(documentFileName(samplePurchaseCancellation('de'), 1)).toBe('Ankauf-Stornierung-VW-Golf-1.5-TSI-v1.pdf');
  });
});

describe('the purchase cancellation in English', () => {
  it('prints the reference, reason, parties and signatures with English labels, money and dates', async () => {
    const { text } = await render('en');
    for (const line of [
      'Cancellation of the purchase contract',
      'Date 2 Dec 2026',
      'Purchase contract of 24 Nov 2026',
      'The purchase contract of 24 Nov 2026 for the vehicle VW Golf 1.5 TSI, VIN WVWZZZCDZMW000001, at the purchase price of €18,500.00 is canceled.',
      `Reason for the cancellation ${PURCHASE_CANCELLATION_REASON}`,
      'Seller Erika Mustermann',
      'Buyer Autohaus Sonne GmbH',
      'the seller refunds any purchase price already paid',
      'München, 2 Dec 2026',
      'Place, date',
      'Seller (Erika Mustermann)',
      'Buyer (Autohaus Sonne GmbH)',
      'Page 1 of 1',
    ]) {
      expect(text, line).toContain(line);
    }
  });

  it('is named by the vehicle and version', () => {
    expect(documentFileName(samplePurchaseCancellation('en'), 2)).toBe('Purchase-cancellation-VW-Golf-1.5-TSI-v2.pdf');
  });
});
