import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document';
import {
  type PdfPageText,
  readPdf,
  sampleContent,
  samplePurchaseContent,
  TEST_BUSINESS_SELLER,
} from './document-content.fixture';

// The privacy notice of Art. 13 GDPR: the controller from the company's data, purposes with their
// legal bases, recipients, no third-country transfer, storage with the 8-year and 6-year retention,
// the rights of Art. 15–21, the complaint, whether the data are required, no automated decisions,
// and the buyer's acknowledgement. A purchase's notice is the same for the seller, in the purchase's words.

// A text key without a text is printed as the key itself ("contract.warranty.limits"): none may show.
const UNTRANSLATED = /\b(common|contract|bindingOrder|protocol|privacy|purchase)\.[a-zA-Z]/;

const render = async (...args: Parameters<typeof sampleContent>) => {
  const pdf = await readPdf(await renderDocument(sampleContent(...args), { logo: null }));
  expect(pdf.text).not.toMatch(UNTRANSLATED);
  return pdf;
};

describe('the privacy notice', { timeout: 30_000 }, () => {
  it('gives every Art. 13 item in German with the company as controller', async () => {
    const { text, pages } = await render('PRIVACY', 'de');
    for (const line of [
      'Datenschutzhinweise nach Art. 13 DSGVO',
      'VW Golf 1.5 TSI (FIN WVWZZZCDZMW000001)',
      '1. Verantwortlicher',
      'Autohaus Sonne GmbH Hauptstraße 12a · 80331 München · Deutschland vertreten durch Max Mustermann (Geschäftsführer)',
      'E-Mail: info@autohaus-sonne.de',
      'Telefon: +49 151 12345678',
      'Art. 6 Abs. 1 lit. b DSGVO',
      'Art. 6 Abs. 1 lit. c DSGVO',
      'Art. 6 Abs. 1 lit. f DSGVO',
      'unser Steuerberater',
      'die finanzierende Bank, wenn Sie den Kauf finanzieren',
      'die Zulassungsbehörde',
      'Eine Übermittlung Ihrer Daten in Länder außerhalb der Europäischen Union oder des Europäischen Wirtschaftsraums findet nicht statt.',
      'Rechnungen und Buchungsbelege bewahren wir 8 Jahre auf (§ 147 AO, § 14b UStG)',
      'Handels- und Geschäftsbriefe 6 Jahre (§ 257 HGB)',
      'Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO)',
      'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
      '(Art. 17 DSGVO)',
      'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
      'Datenübertragbarkeit (Art. 20 DSGVO)',
      '(Art. 21 DSGVO)',
      'Widerruf einer erteilten Einwilligung',
      'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO)',
      'Die Bereitstellung Ihrer Daten ist für den Abschluss des Kaufvertrags erforderlich',
      'Eine automatisierte Entscheidungsfindung einschließlich Profiling (Art. 22 DSGVO) findet nicht statt.',
      'Zur Kenntnis genommen:',
      'Unterschrift des Käufers (Erika Mustermann)',
    ])
      expect(text).toContain(line);
    pages.forEach((page, index) => expect(page.text).toContain(`Seite ${index + 1} von ${pages.length}`));
  });

  it('names whatever company issues it', async () => {
    const { text } = await render('PRIVACY', 'de', {
      company: {
        legalName: 'Autohandel Berger',
        type: 'EINZELUNTERNEHMER',
        owner: 'Anna Berger',
        city: 'Leipzig',
        postalCode: '04109',
        email: 'kontakt@berger-autos.de',
      },
    });
    expect(text).toContain('Autohandel Berger Hauptstraße 12a · 04109 Leipzig');
    expect(text).toContain('vertreten durch Anna Berger (Inhaber)');
    expect(text).toContain('E-Mail: kontakt@berger-autos.de');
    expect(text).toContain('Leipzig, 23.11.2026');
  });

  it('gives every Art. 13 item in English', async () => {
    const { text } = await render('PRIVACY', 'en');
    for (const line of [
      'Privacy notice under Art. 13 GDPR',
      '1. Controller',
      'Art. 6 (1) (b) GDPR',
      'Art. 6 (1) (c) GDPR',
      'Art. 6 (1) (f) GDPR',
      'Your data are not transferred to countries outside the European Union or the European Economic Area.',
      'We keep invoices and booking vouchers for 8 years (§ 147 AO, § 14b UStG)',
      'commercial and business letters for 6 years (§ 257 HGB)',
      'access to the data stored about you (Art. 15 GDPR)',
      'rectification of inaccurate data (Art. 16 GDPR)',
      '(Art. 17 GDPR)',
      'restriction of processing (Art. 18 GDPR)',
      'data portability (Art. 20 GDPR)',
      '(Art. 21 GDPR)',
      'withdrawal of any consent given',
      'lodge a complaint with a data protection supervisory authority (Art. 77 GDPR)',
      'Providing your data is required to conclude the purchase contract',
      'No automated decision-making, including profiling (Art. 22 GDPR), takes place.',
      'Acknowledged:',
      'Signature of the buyer (Erika Mustermann)',
      'Page 1 of',
    ])
      expect(text).toContain(line);
  });
});

describe('the privacy notice of a purchase', { timeout: 30_000 }, () => {
  const renderPurchase = async (...args: Parameters<typeof samplePurchaseContent>) => {
    const pdf = await readPdf(await renderDocument(samplePurchaseContent(...args), { logo: null }));
    expect(pdf.text).not.toMatch(UNTRANSLATED);
    return pdf;
  };

  it('informs the seller in German, in the purchase’s words where they differ, and is signed by the seller', async () => {
    const { text, pages } = await renderPurchase('PRIVACY', 'de');
    expect(pages.length).toBeLessThanOrEqual(3);
    for (const line of [
      'Frau Erika Mustermann Heidestraße 17 51147 Köln',
      'Datenschutzhinweise nach Art. 13 DSGVO',
      'im Zusammenhang mit unserem Ankauf des Fahrzeugs VW Golf 1.5 TSI (FIN WVWZZZCDZMW000001) von Ihnen verarbeiten',
      '1. Verantwortlicher',
      'Autohaus Sonne GmbH Hauptstraße 12a · 80331 München · Deutschland vertreten durch Max Mustermann (Geschäftsführer)',
      'Ihre Bankverbindung für die Zahlung des Kaufpreises',
      'Abwicklung des Ankaufvertrags einschließlich Übergabe des Fahrzeugs und Zahlung des Kaufpreises (Art. 6 Abs. 1 lit. b DSGVO)',
      'Art. 6 Abs. 1 lit. c DSGVO',
      'die Prüfung der Herkunft des Fahrzeugs und der Berechtigung des Verkäufers',
      'unsere Bank für die Zahlung des Kaufpreises',
      'die Zulassungsbehörde bei der Außerbetriebsetzung oder Umschreibung des Fahrzeugs',
      'unser Steuerberater',
      'Rechnungen und Buchungsbelege bewahren wir 8 Jahre auf (§ 147 AO, § 14b UStG)',
      '(Art. 77 DSGVO)',
      'Die Bereitstellung Ihrer Daten ist für den Abschluss des Ankaufvertrags erforderlich',
      'Zur Kenntnis genommen:',
      'Unterschrift des Verkäufers (Erika Mustermann)',
    ])
      expect(text, line).toContain(line);
    pages.forEach((page, index) => expect(page.text).toContain(`Seite ${index + 1} von ${pages.length}`));
    for (const absent of [
      'Unterschrift des Käufers',
      'die finanzierende Bank, wenn Sie den Kauf finanzieren',
      'wenn wir das Fahrzeug für Sie an- oder abmelden',
      'mit dem Kauf des Fahrzeugs',
    ])
      expect(text, absent).not.toContain(absent);
  });

  it('informs a business seller in English', async () => {
    const { text } = await renderPurchase('PRIVACY', 'en', { seller: TEST_BUSINESS_SELLER });
    for (const line of [
      'Privacy notice under Art. 13 GDPR',
      'in connection with our purchase of the vehicle VW Golf 1.5 TSI (VIN WVWZZZCDZMW000001) from you',
      'your bank details for the payment of the purchase price',
      'checking the origin of the vehicle and the seller’s entitlement',
      'our bank for the payment of the purchase price',
      'Art. 6 (1) (c) GDPR',
      'without them we cannot buy the vehicle',
      'Acknowledged:',
      'Signature of the seller (Autovermietung Berger GmbH)',
    ])
      expect(text, line).toContain(line);
    expect(text).not.toContain('Signature of the buyer');
  });

  it('keeps "Zur Kenntnis genommen:" on the page of the signature it introduces, wherever the page breaks', async () => {
    const pageOf = (pages: PdfPageText[], text: string) =>
      pages.findIndex((page) => page.items.some((item) => item.str.startsWith(text)));
    // A header note of 0 to 14 lines moves the end of the notice down line by line, across a page break.
    for (let lines = 0; lines <= 14; lines++) {
      const headerNote = lines ? Array.from({ length: lines }, (_, index) => `Hinweis ${index + 1}`).join('\n') : null;
      const { pages } = await render('PRIVACY', 'de', { template: { headerNote } });
      const signature = pageOf(pages, 'Ort, Datum');
      expect(pageOf(pages, 'Zur Kenntnis genommen:'), `${lines} lines`).toBe(signature);
      expect(pageOf(pages, 'Unterschrift des Käufers'), `${lines} lines`).toBe(signature);
    }
  });
});
