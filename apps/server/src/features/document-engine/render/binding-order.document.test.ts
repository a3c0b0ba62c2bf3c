import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document';
import {
  damageLines,
  pageIndexOf,
  readPdf,
  rendersAtPageEnd,
  sampleContent,
  TEST_BUSINESS_BUYER,
} from './document-content.fixture';

// The binding order: the buyer's binding offer with the vehicle, the price and its taxation, the
// deposit, the 10-day binding period with its last day printed (the order's date + 10), how the
// seller accepts, and the buyer's signature with the seller's acceptance line.

// A text key without a text is printed as the key itself ("contract.warranty.limits"): none may show.
const UNTRANSLATED = /\b(common|contract|bindingOrder|protocol|privacy)\.[a-zA-Z]/;

const render = async (...args: Parameters<typeof sampleContent>) => {
  const pdf = await readPdf(await renderDocument(sampleContent(...args), { logo: null }));
  expect(pdf.text).not.toMatch(UNTRANSLATED);
  return pdf;
};

describe('the binding order', { timeout: 30_000 }, () => {
  it('binds the German buyer for 10 days from the order’s date and names parties, vehicle, price and deposit', async () => {
    const { text } = await render('BINDING_CONTRACT', 'de');
    for (const line of [
      'Verbindliche Bestellung eines gebrauchten Kraftfahrzeugs',
      'Gebunden bis 03.12.2026',
      'Verkäufer Autohaus Sonne GmbH',
      'Besteller (Käufer) Erika Mustermann',
      'Ausweis-/Passnummer: L01X00T47',
      'Hersteller VW',
      'Modell / Typ Golf 1.5 TSI',
      'WVWZZZCDZMW000001',
      'AB1234567',
      'Kaufpreis 23.900,50 €',
      'in Worten: dreiundzwanzigtausendneunhundert Euro und 50 Cent',
      'Im Kaufpreis ist die Umsatzsteuer von 19 % in Höhe von 3.816,05 € enthalten',
      'Anzahlung 2.000,00 €',
      'Der Besteller ist an diese Bestellung 10 Tage gebunden, das heißt bis einschließlich 03.12.2026.',
      'wenn der Verkäufer die Annahme der Bestellung innerhalb dieser Frist schriftlich bestätigt oder das Fahrzeug übergibt',
      'Unterschrift des Bestellers',
      'Annahme der Bestellung durch den Verkäufer',
      'Unterschrift des Verkäufers',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('ohne Gewähr');
  });

  it('counts the 10 days from the order’s own date, across a month', async () => {
    const { text } = await render('BINDING_CONTRACT', 'de', { issuedOn: '2027-01-25' });
    expect(text).toContain('Gebunden bis 04.02.2027');
    expect(text).toContain('bis einschließlich 04.02.2027');
  });

  it('states a §25a sale with its notice instead of VAT', async () => {
    const { text } = await render('BINDING_CONTRACT', 'de', { trade: { sectionType: '25' } });
    expect(text).toContain('Gebrauchtgegenstände/Sonderregelung');
    expect(text).not.toContain('Im Kaufpreis ist die Umsatzsteuer');
  });

  it('never excludes the liability towards a private buyer, even when the trade is an export', async () => {
    const { text } = await render('BINDING_CONTRACT', 'de', {
      trade: { tradeType: 'EXPORT', warranty: 'EXCLUDED', sectionType: '4.1a' },
    });
    expect(text).not.toContain('Ausschluss jeglicher Sachmängelhaftung');
    expect(text).toContain('Der Verkäufer haftet für Sachmängel nach den gesetzlichen Vorschriften.');
    expect(text).toContain('so wird vermutet');
    const business = await render('BINDING_CONTRACT', 'de', {
      trade: { tradeType: 'EXPORT', warranty: 'EXCLUDED', sectionType: '4.1a' },
      buyer: { ...TEST_BUSINESS_BUYER, vatId: null },
    });
    expect(business.text).toContain('Das Fahrzeug wird unter Ausschluss jeglicher Sachmängelhaftung verkauft.');
  });

  it('states the small-business notice of § 19 UStG for an order without VAT', async () => {
    const { text } = await render('BINDING_CONTRACT', 'de', { trade: { vat: false } });
    expect(text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).');
    expect(text).not.toContain('Im Kaufpreis ist die Umsatzsteuer');
    const english = await render('BINDING_CONTRACT', 'en', { trade: { vat: false } });
    expect(english.text).toContain('No VAT is charged under § 19 UStG (small business scheme).');
  });

  it('keeps the VAT the price contains on the price’s page when the price ends a page', async () => {
    // Damage notes, one a line, push the price down to a page's end, and over it.
    const renders = await rendersAtPageEnd(
      async (lines) =>
        (await render('BINDING_CONTRACT', 'en', { trade: { damaged: 'REPAIRED', damageNotes: damageLines(lines) } })).pages,
      { marker: 'in words:' },
    );
    for (const { lines, pages } of renders) {
      expect(pageIndexOf(pages, 'The purchase price includes VAT at 19 %'), `${lines} lines`).toBe(
        pageIndexOf(pages, 'in words:'),
      );
    }
  });

  it('prints the order in English with its binding date', async () => {
    const { text, pages } = await render('BINDING_CONTRACT', 'en');
    for (const line of [
      'Binding order for a used motor vehicle',
      'Bound until 3 Dec 2026',
      'Purchaser (buyer) Erika Mustermann',
      'Purchase price €23,900.50',
      'Deposit €2,000.00',
      'The purchaser is bound by this order for 10 days, that is until 3 Dec 2026 inclusive.',
      'Signature of the purchaser',
      'Acceptance of the order by the seller',
    ])
      expect(text).toContain(line);
    pages.forEach((page, index) => expect(page.text).toContain(`Page ${index + 1} of ${pages.length}`));
  });
});
