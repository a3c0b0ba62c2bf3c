import { describe, expect, it } from 'vitest';
import { documentFileName } from '../document-file-name';
import { renderDocument } from './render-document';
import { CANCELLATION_REASON, readPdf, sampleCancellationInvoice, TEST_BUSINESS_BUYER } from './document-content.fixture';

// The cancellation invoice (Stornorechnung; GoBD: an issued invoice is never changed) in both languages: its
// own number and date, the reference to the canceled invoice's number and date, the reason, the
// §14 data of the invoice, and the amounts reversed under the invoice's own tax treatment and notice.

// A text key without a text is printed as the key itself ("cancellation.invoice.title"): none may show.
const UNTRANSLATED = /\b(common|invoice|cancellation)\.[a-zA-Z]/;
const VAT_LINE = /(Umsatzsteuer|MwSt|USt\.?|VAT) \d+ %/;
/** Every amount of money on the page, as printed (de "-1.234,56 €", en "-€1,234.56"). */
const AMOUNTS = /-?(\d{1,3}(\.\d{3})*,\d{2} €|€\d{1,3}(,\d{3})*\.\d{2})/g;

const render = async (...args: Parameters<typeof sampleCancellationInvoice>) => {
  const pdf = await readPdf(await renderDocument(sampleCancellationInvoice(...args), { logo: null }));
  expect(pdf.text).not.toMatch(UNTRANSLATED);
  return pdf;
};

describe('the cancellation invoice in German', () => {
  it('reverses a standard-taxed invoice: own number and date, the original’s number and date, the reason, §14 data, negative net, VAT and gross', async () => {
    const { text, pages } = await render('de', {
      template: { headerNote: 'Vielen Dank für Ihren Einkauf!', terms: 'Es gelten unsere AGB.', footer: 'Autohaus seit 1987' },
    });
    expect(pages).toHaveLength(1);
    for (const line of [
      'Stornorechnung RE-2026-0043',
      'Stornorechnungsnummer RE-2026-0043',
      'Stornodatum 02.12.2026',
      'Zur Rechnung Nr. RE-2026-0042',
      'Rechnungsdatum 24.11.2026',
      'Liefer-/Leistungsdatum 24.11.2026',
      'Stornierung der Rechnung Nr. RE-2026-0042 vom 24.11.2026',
      `Grund der Stornierung ${CANCELLATION_REASON}`,
      // seller with tax number and VAT id, buyer in the address field
      'Autohaus Sonne GmbH',
      'USt-IdNr.: DE136695976',
      'Steuernummer: 143/123/45678',
      'Frau Erika Mustermann Heidestraße 17 51147 Köln',
      // the vehicle, its price negated
      'VW Golf 1.5 TSI',
      'FIN: WVWZZZCDZMW000001',
      'Kennzeichen: M-AS 1234',
      'Einzelpreis (netto)',
      '1 -20.084,45 € -20.084,45 €',
      'Nettobetrag -20.084,45 €',
      'Umsatzsteuer 19 % -3.816,05 €',
      'Gesamtbetrag -23.900,50 €',
      'Der Betrag wird Ihnen gutgeschrieben',
      'Autohaus seit 1987',
      'Seite 1 von 1',
    ]) {
      expect(text, line).toContain(line);
    }
    const amounts = text.match(AMOUNTS)!;
    expect(amounts.length).toBeGreaterThanOrEqual(5);
    expect(amounts.filter((amount) => !amount.startsWith('-'))).toEqual([]);
    // No deposit, no amount due, no payment term: the cancellation asks for no payment.
    expect(text).not.toMatch(/Anzahlung|Noch zu zahlen|Fällig|Zahlungsziel|Zahlbar/);
    // The invoice's greeting and the dealer's payment terms stay off it.
    expect(text).not.toContain('Vielen Dank für Ihren Einkauf!');
    expect(text).not.toContain('Es gelten unsere AGB.');
  });

  it('keeps the margin scheme: only the negative gross and "Gebrauchtgegenstände/Sonderregelung", never VAT', async () => {
    const content = sampleCancellationInvoice('de', { trade: { sectionType: '25' } });
    const { text } = await readPdf(await renderDocument(content, { logo: null }));
    expect(text).toContain('Gebrauchtgegenstände/Sonderregelung');
    expect(text).toContain('Gesamtbetrag -23.900,50 €');
    expect(text).not.toMatch(VAT_LINE);
    expect(text).not.toContain('Nettobetrag');
    // The reversed margin VAT is for the books only.
    const marginVat = content.trade.amounts.margin!.marginVatCents;
    expect(marginVat).toBeLessThan(0);
    const printed = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
      .format(Math.abs(marginVat) / 100)
      .replace(/\s/g, ' ');
    expect(text).not.toContain(printed);
  });

  it('keeps the intra-EU exemption with both VAT ids, 0 % and the buyer’s foreign address', async () => {
    const { text } = await render('de', { trade: { sectionType: '4.1b', tradeType: 'BUSINESS' }, buyer: TEST_BUSINESS_BUYER });
    expect(text).toContain('Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG');
    expect(text).toMatch(/USt-IdNr\. des Verkäufers: DE136695976 +USt-IdNr\. des Käufers: FR40303265045/);
    expect(text).toContain('Umsatzsteuer 0 % 0,00 €');
    expect(text).toContain('Gesamtbetrag -23.900,50 €');
    expect(text).toContain('Automobiles Dupont SARL');
    expect(text).toContain('FRANKREICH');
  });

  it('keeps the export exemption and the small-business notice', async () => {
    const exported = await render('de', {
      trade: { sectionType: '4.1a', tradeType: 'EXPORT', exportProof: 'MRN 26DE123456789012A1' },
    });
    expect(exported.text).toContain('Steuerfreie Ausfuhrlieferung gemäß § 4 Nr. 1a i. V. m. § 6 UStG');
    expect(exported.text).toContain('Ausfuhrnachweis: MRN 26DE123456789012A1');
    expect(exported.text).toContain('Umsatzsteuer 0 % 0,00 €');
    const noVat = await render('de', { trade: { vat: false } });
    expect(noVat.text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).');
    expect(noVat.text).toContain('Gesamtbetrag -23.900,50 €');
    expect(noVat.text).not.toMatch(VAT_LINE);
  });

  it('is named by its own number', () => {
    expect(documentFileName(sampleCancellationInvoice('de'), 1)).toBe('Stornorechnung-RE-2026-0043.pdf');
  });
});

describe('the cancellation invoice in English', () => {
  it('prints the reference, the reason and the reversed amounts with English labels, money and dates', async () => {
    const { text } = await render('en');
    for (const line of [
      'Cancellation invoice RE-2026-0043',
      'Cancellation invoice no. RE-2026-0043',
      'Cancellation date 2 Dec 2026',
      'Canceled invoice no. RE-2026-0042',
      'Invoice date 24 Nov 2026',
      'Date of supply 24 Nov 2026',
      'Cancellation of invoice no. RE-2026-0042 of 24 Nov 2026',
      `Reason for the cancellation ${CANCELLATION_REASON}`,
      'Mrs Erika Mustermann',
      'VIN: WVWZZZCDZMW000001',
      'Net amount -€20,084.45',
      'VAT 19 % -€3,816.05',
      'Total -€23,900.50',
      'The amount is credited to you',
      'VAT ID: DE136695976',
      'Tax number: 143/123/45678',
      'Page 1 of 1',
    ]) {
      expect(text, line).toContain(line);
    }
    const amounts = text.match(AMOUNTS)!;
    expect(amounts.length).toBeGreaterThanOrEqual(5);
    expect(amounts.filter((amount) => !amount.startsWith('-'))).toEqual([]);
    expect(text).not.toMatch(/Deposit|Amount due|Due on|Payable/);
  });

  it('keeps the margin notice and the intra-EU exemption with both VAT ids', async () => {
    const margin = await render('en', { trade: { sectionType: '25' } });
    expect(margin.text).toContain('Gebrauchtgegenstände/Sonderregelung (Second-hand goods/special arrangements)');
    expect(margin.text).toContain('Total -€23,900.50');
    expect(margin.text).not.toMatch(VAT_LINE);
    const intraEu = await render('en', { trade: { sectionType: '4.1b', tradeType: 'BUSINESS' }, buyer: TEST_BUSINESS_BUYER });
    expect(intraEu.text).toContain('Tax-exempt intra-Community supply according to § 4 No. 1b in conjunction with § 6a UStG');
    expect(intraEu.text).toMatch(/Seller's VAT ID: DE136695976 +Buyer's VAT ID: FR40303265045/);
    expect(intraEu.text).toContain('VAT 0 % €0.00');
    expect(intraEu.text).toContain('Total -€23,900.50');
  });

  it('is named by its own number', () => {
    expect(documentFileName(sampleCancellationInvoice('en'), 1)).toBe('Cancellation-invoice-RE-2026-0043.pdf');
  });
});
