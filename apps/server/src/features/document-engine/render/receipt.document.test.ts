import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document';
import { readPdf, sampleContent } from './document-content.fixture';

// The receipt: amount received in figures and words, for what, date, method, from whom, signed.

const render = async (...args: Parameters<typeof sampleContent>) =>
  readPdf(await renderDocument(sampleContent(...args), { logo: null }));

describe('the receipt', () => {
  it('acknowledges the deposit while no invoice is issued (German)', async () => {
    const { text, pages } = await render('RECEIPT', 'de');
    expect(pages).toHaveLength(1);
    for (const line of [
      'Quittung',
      'Datum 23.11.2026',
      'Betrag: 2.000,00 €',
      'In Worten: zweitausend Euro',
      'Anzahlung auf den Kaufpreis des Fahrzeugs VW Golf 1.5 TSI',
      'WVWZZZCDZMW000001',
      'Erhalten von Erika Mustermann, Heidestraße 17, 51147 Köln',
      'Erhalten am 23.11.2026',
      'Zahlungsart Überweisung',
      'München, 23.11.2026',
      'Ort, Datum',
      'Unterschrift und Stempel Autohaus Sonne GmbH',
      'Seite 1 von 1',
    ]) {
      expect(text, line).toContain(line);
    }
    expect(text).not.toContain('Zur Rechnung');
  });

  it('acknowledges the remaining payment, not the deposit again, once the invoice is issued', async () => {
    const { text } = await render('RECEIPT', 'de', {
      trade: { invoiceNumber: 'RE-2026-0042', invoiceDate: '2026-11-20', paymentMethod: 'CASH', paymentType: 'IMMEDIATE' },
    });
    // 23.900,50 € gross less the 2.000,00 € deposit acknowledged on the receipt before the invoice.
    expect(text).toContain('Betrag: 21.900,50 €');
    expect(text).toContain('In Worten: einundzwanzigtausendneunhundert Euro und 50 Cent');
    expect(text).toContain(
      'Restzahlung auf den Kaufpreis des Fahrzeugs VW Golf 1.5 TSI, FIN WVWZZZCDZMW000001, Rechnung Nr. RE-2026-0042 vom 20.11.2026',
    );
    expect(text).toContain('(Kaufpreis 23.900,50 € abzüglich Anzahlung 2.000,00 €)');
    expect(text).not.toContain('Betrag: 23.900,50 €');
    expect(text).toContain('Zur Rechnung RE-2026-0042');
    expect(text).toContain('Zahlungsart Barzahlung');
  });

  it.each([
    { paymentMethod: 'TRANSFER', paymentType: 'IMMEDIATE' },
    { paymentMethod: 'FINANCING', paymentType: 'IMMEDIATE' },
    { paymentMethod: 'CASH', paymentType: 'IN_7_DAYS' },
    { paymentMethod: 'CARD', paymentType: 'IN_14_DAYS' },
  ] as const)(
    'acknowledges only the deposit when the rest is not paid at once ($paymentMethod, $paymentType), though the invoice is issued',
    async (payment) => {
      const { text } = await render('RECEIPT', 'de', {
        trade: { invoiceNumber: 'RE-2026-0042', invoiceDate: '2026-11-23', ...payment },
      });
      expect(text).toContain('Betrag: 2.000,00 €');
      expect(text).toContain('Anzahlung auf den Kaufpreis des Fahrzeugs VW Golf 1.5 TSI');
      expect(text).toContain('Zur Rechnung RE-2026-0042');
      // The 21.900,50 € the invoice asks for by its due day are not confirmed as received.
      expect(text).not.toContain('21.900,50');
      expect(text).not.toContain('Restzahlung');
    },
  );

  it('acknowledges the remaining payment after the invoice, in English', async () => {
    const { text } = await render('RECEIPT', 'en', {
      trade: { invoiceNumber: 'RE-2026-0042', invoiceDate: '2026-11-20', paymentMethod: 'CARD', paymentType: 'IMMEDIATE' },
    });
    expect(text).toContain('Amount: €21,900.50');
    expect(text).toContain(
      'Remaining payment on the purchase price of the vehicle VW Golf 1.5 TSI, VIN WVWZZZCDZMW000001, invoice no. RE-2026-0042 of 20 Nov 2026',
    );
    expect(text).toContain('(purchase price €23,900.50 less deposit €2,000.00)');
  });

  it('acknowledges the full price once the invoice is issued when no deposit was agreed', async () => {
    const { text } = await render('RECEIPT', 'de', {
      trade: { deposit: 0, invoiceNumber: 'RE-2026-0042', invoiceDate: '2026-11-20' },
    });
    expect(text).toContain('Betrag: 23.900,50 €');
    expect(text).toContain('In Worten: dreiundzwanzigtausendneunhundert Euro und 50 Cent');
    expect(text).toContain(
      'Kaufpreis des Fahrzeugs VW Golf 1.5 TSI, FIN WVWZZZCDZMW000001, Rechnung Nr. RE-2026-0042 vom 20.11.2026',
    );
    expect(text).not.toContain('Restzahlung');
    expect(text).not.toContain('Anzahlung');
  });

  it('acknowledges the full price without a deposit, in English', async () => {
    const { text } = await render('RECEIPT', 'en', { trade: { deposit: 0, invoiceNumber: null, paymentMethod: 'CARD' } });
    for (const line of [
      'Receipt',
      'Date 23 Nov 2026',
      'Amount: €23,900.50',
      'In words: twenty-three thousand nine hundred euros and 50 cents',
      'Purchase price of the vehicle VW Golf 1.5 TSI, VIN WVWZZZCDZMW000001',
      'Received from Erika Mustermann, Heidestraße 17, 51147 Köln',
      'Received on 23 Nov 2026',
      'Payment method Card payment',
      'München, 23 Nov 2026',
      'Place, date',
      'Signature and stamp Autohaus Sonne GmbH',
      'Page 1 of 1',
    ]) {
      expect(text, line).toContain(line);
    }
  });
});
