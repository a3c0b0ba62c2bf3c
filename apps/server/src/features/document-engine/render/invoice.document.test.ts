import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document';
import { readPdf, sampleContent, TEST_BUSINESS_BUYER } from './document-content.fixture';

// The invoice's legally required lines (§14 Abs. 4 UStG) in both languages,
// each taxation's notice, and page breaks that keep the footer free.

const render = async (...args: Parameters<typeof sampleContent>) =>
  readPdf(await renderDocument(sampleContent(...args), { logo: null }));
const VAT_LINE = /(Umsatzsteuer|MwSt|USt\.?|VAT) \d+ %/;

describe('the invoice in German', () => {
  it('prints every §14 field for a standard-taxed sale, the deposit and the payment by transfer', async () => {
    const { text, pages } = await render('INVOICE', 'de', {
      template: { terms: 'Es gelten unsere AGB.', headerNote: 'Vielen Dank für Ihren Einkauf!' },
    });
    expect(pages).toHaveLength(1);
    for (const line of [
      // seller: full name, address, tax number and VAT id
      'Autohaus Sonne GmbH',
      'Hauptstraße 12a · 80331 München',
      'USt-IdNr.: DE136695976',
      'Steuernummer: 143/123/45678',
      'Registergericht: Amtsgericht München HRB 123456',
      // buyer in the address field
      'Frau',
      'Erika Mustermann',
      'Heidestraße 17',
      '51147 Köln',
      // number, issue date, date of supply
      'Rechnung RE-2026-0042',
      'Rechnungsnummer RE-2026-0042',
      'Rechnungsdatum 23.11.2026',
      'Liefer-/Leistungsdatum 23.11.2026',
      // the vehicle
      'VW Golf 1.5 TSI',
      'FIN: WVWZZZCDZMW000001',
      'Erstzulassung: 12.04.2021',
      'Kilometerstand: 42.350 km',
      'Kennzeichen: M-AS 1234',
      // amounts: 23.900,50 € gross at 19 % → 20.084,45 € net + 3.816,05 € VAT
      'Nettobetrag 20.084,45 €',
      'Umsatzsteuer 19 % 3.816,05 €',
      'Gesamtbetrag 23.900,50 €',
      'Erhaltene Anzahlung -2.000,00 €',
      'Noch zu zahlen 21.900,50 €',
      // payment: method, due day, bank
      'Zahlungsart Überweisung',
      'Fällig am 07.12.2026',
      'IBAN DE89 3704 0044 0532 0130 00',
      'Vielen Dank für Ihren Einkauf!',
      'Es gelten unsere AGB.',
      'Seite 1 von 1',
    ]) {
      expect(text, line).toContain(line);
    }
    // The dealer's terms carry the payment conditions: no second payment sentence.
    expect(text).not.toContain('Zahlbar');
    // A private buyer's invoice says nothing of a retention duty (§14b applies to works on land).
    expect(text).not.toMatch(/14b|aufzubewahren/);
    expect(text).not.toContain('MUSTER');
  });

  it('gives each of the vehicle’s facts a line of its own, with its label, and no separator left at a line’s end', async () => {
    const { pages } = await render('INVOICE', 'de', { vehicle: { mileage: 123_456 }, trade: { handoverMileage: 123_456 } });
    const items = pages.flatMap((page) => page.items.map((item) => item.str.replace(/\s/g, ' ').trim()));
    expect(items).toContain('Kilometerstand: 123.456 km');
    expect(items).toContain('Erstzulassung: 12.04.2021');
    expect(items.filter((item) => item.endsWith('·'))).toEqual([]);
  });

  it('prints the payment term as a sentence without terms, the comments, and immediate payment in cash', async () => {
    const { text } = await render('INVOICE', 'de', {
      trade: { paymentType: 'IMMEDIATE', paymentMethod: 'CASH', invoiceComments: 'Übergabe mit Winterreifen.' },
    });
    expect(text).toContain('Zahlungsart Barzahlung');
    expect(text).toContain('Fällig sofort');
    expect(text).toContain('Zahlbar sofort ohne Abzug.');
    expect(text).not.toContain('oben genannte Konto');
    expect(text).toContain('Bemerkungen Übergabe mit Winterreifen.');
  });

  it('shows only the gross price and "Gebrauchtgegenstände/Sonderregelung" under the margin scheme (§25a), never VAT', async () => {
    const content = sampleContent('INVOICE', 'de', { trade: { sectionType: '25', deposit: 0 } });
    const { text } = await readPdf(await renderDocument(content, { logo: null }));
    expect(text).toContain('Gebrauchtgegenstände/Sonderregelung');
    expect(text).toContain('Gesamtbetrag 23.900,50 €');
    expect(text).not.toMatch(VAT_LINE);
    expect(text).not.toContain('Nettobetrag');
    // The margin VAT (of 5.400,50 € margin) is for the books only.
    const marginVat = content.trade.amounts.margin!.marginVatCents;
    expect(marginVat).toBeGreaterThan(0);
    expect(text).not.toContain(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(marginVat / 100).replace(/\s/g, ' '),
    );
    expect(text).toContain('Einzelpreis');
    expect(text).not.toContain('(netto)');
  });

  it('prints the export exemption, 0 % and the proof of export', async () => {
    const { text } = await render('INVOICE', 'de', {
      trade: { sectionType: '4.1a', tradeType: 'EXPORT', exportProof: 'MRN 26DE123456789012A1' },
    });
    expect(text).toContain('Steuerfreie Ausfuhrlieferung gemäß § 4 Nr. 1a i. V. m. § 6 UStG');
    expect(text).toContain('Umsatzsteuer 0 % 0,00 €');
    expect(text).toContain('Gesamtbetrag 23.900,50 €');
    expect(text).toContain('Ausfuhrnachweis: MRN 26DE123456789012A1');
  });

  it('names the proof as what it is: its kind, then its number or text', async () => {
    const exported = await render('INVOICE', 'de', {
      trade: { sectionType: '4.1a', tradeType: 'EXPORT', exportProofKind: 'EXIT_NOTE', exportProof: 'MRN 26DE123456789012A1' },
    });
    expect(exported.text).toContain('ATLAS-Ausgangsvermerk: MRN 26DE123456789012A1');
    const intraEu = { sectionType: '4.1b', tradeType: 'BUSINESS' } as const;
    const cmr = await render('INVOICE', 'de', {
      trade: { ...intraEu, exportProofKind: 'CMR_CONSIGNMENT_NOTE', exportProof: 'CMR 4711' },
      buyer: TEST_BUSINESS_BUYER,
    });
    expect(cmr.text).toContain('CMR-Frachtbrief: CMR 4711');
    // A CMR number is no Gelangensbestätigung.
    expect(cmr.text).not.toContain('Gelangensbestätigung');
    const forwarder = await render('INVOICE', 'de', {
      trade: { ...intraEu, exportProofKind: 'FORWARDER_CERTIFICATE', exportProof: 'Spedition Maier 2026/118' },
      buyer: TEST_BUSINESS_BUYER,
    });
    expect(forwarder.text).toContain('Spediteursbescheinigung: Spedition Maier 2026/118');
    const certificate = await render('INVOICE', 'de', {
      trade: { ...intraEu, exportProofKind: 'ARRIVAL_CERTIFICATE', exportProof: 'vom 02.12.2026' },
      buyer: TEST_BUSINESS_BUYER,
    });
    expect(certificate.text).toContain('Gelangensbestätigung: vom 02.12.2026');
    const english = await render('INVOICE', 'en', {
      trade: { ...intraEu, exportProofKind: 'CMR_CONSIGNMENT_NOTE', exportProof: 'CMR 4711' },
      buyer: TEST_BUSINESS_BUYER,
    });
    expect(english.text).toContain('CMR consignment note: CMR 4711');
  });

  it('names a proof stored without its kind by what it proves, never as a Gelangensbestätigung', async () => {
    const { text } = await render('INVOICE', 'de', {
      trade: { sectionType: '4.1b', tradeType: 'BUSINESS', exportProof: 'CMR 4711' },
      buyer: TEST_BUSINESS_BUYER,
    });
    expect(text).toContain('Gelangensnachweis: CMR 4711');
    expect(text).not.toContain('Gelangensbestätigung');
  });

  it('prints the intra-EU exemption with both VAT ids side by side', async () => {
    const { text } = await render('INVOICE', 'de', {
      trade: { sectionType: '4.1b', tradeType: 'BUSINESS' },
      buyer: TEST_BUSINESS_BUYER,
    });
    expect(text).toContain('Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG');
    expect(text).toMatch(/USt-IdNr\. des Verkäufers: DE136695976 +USt-IdNr\. des Käufers: FR40303265045/);
    expect(text).toContain('Umsatzsteuer 0 % 0,00 €');
    // A foreign buyer's address names the country.
    expect(text).toContain('Automobiles Dupont SARL');
    expect(text).toContain('69002 Lyon');
    expect(text).toContain('FRANKREICH');
  });

  it('prints no VAT line without VAT, and the small-business notice of § 19 UStG as the reason', async () => {
    const { text } = await render('INVOICE', 'de', { trade: { vat: false } });
    expect(text).not.toMatch(VAT_LINE);
    expect(text).toContain('Gesamtbetrag 23.900,50 €');
    expect(text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).');
    expect(text).not.toMatch(/Steuerfrei|Sonderregelung/);
  });
});

describe('the invoice in English', () => {
  it('prints every §14 field with English labels, money and dates', async () => {
    const { text } = await render('INVOICE', 'en');
    for (const line of [
      'Invoice RE-2026-0042',
      'Invoice date 23 Nov 2026',
      'Date of supply 23 Nov 2026',
      'Mrs',
      'Erika Mustermann',
      'VIN: WVWZZZCDZMW000001',
      'First registration: 12 Apr 2021',
      'Mileage: 42,350 km',
      'Net amount €20,084.45',
      'VAT 19 % €3,816.05',
      'Total €23,900.50',
      'Deposit received -€2,000.00',
      'Amount due €21,900.50',
      'Payment method Bank transfer',
      'Due on 7 Dec 2026',
      'Payable without deduction within 14 days to the account above.',
      'VAT ID: DE136695976',
      'Tax number: 143/123/45678',
      'Page 1 of 1',
    ]) {
      expect(text, line).toContain(line);
    }
  });

  it('prints the German margin notice with its English meaning, and each exemption in English', async () => {
    const margin = await render('INVOICE', 'en', { trade: { sectionType: '25' } });
    expect(margin.text).toContain('Gebrauchtgegenstände/Sonderregelung (Second-hand goods/special arrangements)');
    expect(margin.text).not.toMatch(VAT_LINE);
    const exported = await render('INVOICE', 'en', { trade: { sectionType: '4.1a', tradeType: 'EXPORT' } });
    expect(exported.text).toContain('Tax-exempt export delivery according to § 4 No. 1a in conjunction with § 6 UStG');
    expect(exported.text).toContain('VAT 0 % €0.00');
    const intraEu = await render('INVOICE', 'en', {
      trade: { sectionType: '4.1b', tradeType: 'BUSINESS' },
      buyer: TEST_BUSINESS_BUYER,
    });
    expect(intraEu.text).toContain('§ 4 No. 1b in conjunction with § 6a UStG');
    expect(intraEu.text).toMatch(/Seller's VAT ID: DE136695976 +Buyer's VAT ID: FR40303265045/);
    const noVat = await render('INVOICE', 'en', { trade: { vat: false } });
    expect(noVat.text).toContain('No VAT is charged under § 19 UStG (small business scheme).');
    expect(noVat.text).not.toMatch(VAT_LINE);
  });
});

describe('the invoice over two pages', () => {
  const equipment = Array.from({ length: 70 }, (_, index) => `Sonderausstattung Nummer ${index + 1} mit Einbau`);

  it.each(['de', 'en'] as const)(
    'flows a long equipment list and long comments onto page 2, never into the footer (%s)',
    async (locale) => {
      const { pages } = await render('INVOICE', locale, {
        vehicle: { equipment },
        trade: { invoiceComments: 'Bemerkung zur Übergabe. '.repeat(25) },
        template: { footer: 'Autohaus seit 1987', terms: 'Es gelten unsere AGB.' },
      });
      expect(pages).toHaveLength(2);
      expect(pages[0]!.text).toContain(locale === 'de' ? 'Seite 1 von 2' : 'Page 1 of 2');
      expect(pages[1]!.text).toContain(locale === 'de' ? 'Seite 2 von 2' : 'Page 2 of 2');
      expect(pages[1]!.text).toContain('Sonderausstattung Nummer 70 mit Einbau');
      expect(pages[1]!.text).toContain('Es gelten unsere AGB.');
      for (const page of pages) {
        // The footer starts with the template's footer line; everything above it is the body.
        const footerTop = page.items.find((item) => item.str === 'Autohaus seit 1987')!;
        expect(footerTop).toBeDefined();
        const lowestBody = Math.min(
          ...page.items.filter((item) => item.y > footerTop.y + footerTop.height).map((item) => item.y),
        );
        const footerItems = page.items.filter((item) => item.y <= footerTop.y + footerTop.height);
        expect(footerItems.every((item) => !/Sonderausstattung|Bemerkung/.test(item.str))).toBe(true);
        // At least a line's gap between the body's last line and the footer's first.
        expect(lowestBody - footerTop.y).toBeGreaterThan(footerTop.height);
      }
    },
  );

  it('marks a sample on every page', async () => {
    const pdf = await renderDocument(sampleContent('INVOICE', 'de', { vehicle: { equipment } }), { logo: null, sample: true });
    const { pages } = await readPdf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.text).toContain('MUSTER – keine gültige Rechnung');
  });
});
