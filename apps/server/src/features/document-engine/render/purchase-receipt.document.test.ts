import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document';
import { readPdf, samplePurchaseContent, TEST_BUSINESS_SELLER } from './document-content.fixture';

// The receipt of a purchase: the seller confirms receiving the price from the company, in figures
// and words, for the vehicle of the contract, on the day and by the method stated, and signs it.

// A text key without a text is printed as the key itself ("purchase.receipt.title"): none may show.
const UNTRANSLATED = /\b(common|contract|protocol|receipt|privacy|purchase)\.[a-zA-Z]/;

const render = async (...args: Parameters<typeof samplePurchaseContent>) => {
  const pdf = await readPdf(await renderDocument(samplePurchaseContent(...args), { logo: null }));
  expect(pdf.text).not.toMatch(UNTRANSLATED);
  return pdf;
};

describe('the receipt of a purchase', { timeout: 30_000 }, () => {
  it('has the private seller confirm the price received from the company (German)', async () => {
    const { text, pages } = await render('RECEIPT', 'de', { trade: { contractDate: '2026-11-20' } });
    expect(pages).toHaveLength(1);
    for (const line of [
      'Quittung über den Kaufpreis',
      'Datum 23.11.2026',
      'Betrag: 18.500,00 €',
      'In Worten: achtzehntausendfünfhundert Euro',
      'Für Kaufpreis für das Fahrzeug VW Golf 1.5 TSI, FIN WVWZZZCDZMW000001, aus dem Ankaufvertrag vom 20.11.2026',
      'Erhalten von Autohaus Sonne GmbH, Hauptstraße 12a, 80331 München',
      'Erhalten am 23.11.2026',
      'Zahlungsart Überweisung',
      'Der Verkäufer bestätigt hiermit, den oben genannten Betrag von Autohaus Sonne GmbH als Kaufpreis für das Fahrzeug vollständig erhalten zu haben.',
      'München, 23.11.2026 Ort, Datum',
      'Unterschrift des Verkäufers (Erika Mustermann)',
      'Seite 1 von 1',
    ])
      expect(text, line).toContain(line);
    expect(text).not.toContain('Umsatzsteuer');
    expect(text).not.toContain('Bemerkungen');
  });

  it('names the VAT in the price of a business seller with VAT, and the remarks', async () => {
    const { text } = await render('RECEIPT', 'de', {
      seller: TEST_BUSINESS_SELLER,
      trade: { vat: true, vatRate: 19, paymentMethod: 'CASH', receiptComments: 'Betrag in bar übergeben.' },
    });
    for (const line of [
      'Betrag: 18.500,00 €',
      'Darin enthaltene Umsatzsteuer (19 %) 2.953,78 €',
      'Zahlungsart Barzahlung',
      'Bemerkungen Betrag in bar übergeben.',
      'Unterschrift des Verkäufers (Autovermietung Berger GmbH)',
    ])
      expect(text, line).toContain(line);
  });

  it('has the seller confirm the price in English', async () => {
    const { text, pages } = await render('RECEIPT', 'en', { trade: { grossPrice: 1_234_550 } });
    expect(pages).toHaveLength(1);
    for (const line of [
      'Receipt for the purchase price',
      'Date 23 Nov 2026',
      'Amount: €12,345.50',
      'In words: twelve thousand three hundred forty-five euros and 50 cents',
      'For Purchase price of the vehicle VW Golf 1.5 TSI, VIN WVWZZZCDZMW000001, under the vehicle purchase contract of 23 Nov 2026',
      'Received from Autohaus Sonne GmbH, Hauptstraße 12a, 80331 München',
      'Received on 23 Nov 2026',
      'Payment method Bank transfer',
      'The seller hereby confirms having received the amount stated above in full from Autohaus Sonne GmbH as the purchase price of the vehicle.',
      'München, 23 Nov 2026 Place, date',
      'Signature of the seller (Erika Mustermann)',
      'Page 1 of 1',
    ])
      expect(text, line).toContain(line);
  });
});
