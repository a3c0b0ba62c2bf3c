import { amountInWords } from '@kontor/domain/amount-in-words';
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

// The purchase contract's legally required lines (the parties, the vehicle, the price, the
// liability for defects, §§ 433, 437 BGB) in both languages: both parties, the vehicle with VIN and ZB II number, accident
// damage, what is handed over, the price in figures and words with its taxation, the liability
// for defects by trade type, place, date and signatures, and page numbers.

// A text key without a text is printed as the key itself ("contract.warranty.limits"): none may show.
const UNTRANSLATED = /\b(common|contract|bindingOrder|protocol|privacy)\.[a-zA-Z]/;

const render = async (...args: Parameters<typeof sampleContent>) => {
  const pdf = await readPdf(await renderDocument(sampleContent(...args), { logo: null }));
  expect(pdf.text).not.toMatch(UNTRANSLATED);
  return pdf;
};

describe('the contract in German', { timeout: 30_000 }, () => {
  it('names both parties, the vehicle, accident damage, the handover, the price in figures and words and the signatures', async () => {
    const { text } = await render('CONTRACT', 'de');
    for (const line of [
      'Kaufvertrag über ein gebrauchtes Kraftfahrzeug',
      // seller: the company, represented, with VAT id and tax number
      'Verkäufer Autohaus Sonne GmbH Hauptstraße 12a · 80331 München · Deutschland',
      'vertreten durch Max Mustermann (Geschäftsführer)',
      'USt-IdNr.: DE136695976',
      'Steuernummer: 143/123/45678',
      // buyer: a person with date of birth and ID document
      'Käufer Erika Mustermann Heidestraße 17 51147 Köln',
      'Geburtsdatum: 12.08.1984',
      'Ausweis-/Passnummer: L01X00T47, ausstellende Behörde: Stadt Köln, gültig bis: 31.03.2031',
      // the vehicle
      'Hersteller VW',
      'Modell / Typ Golf 1.5 TSI',
      'Amtliches Kennzeichen M-AS 1234',
      'WVWZZZCDZMW000001',
      'AB1234567',
      'Erstzulassung 12.04.2021',
      'Leistung 110 kW (150 PS)',
      'Hubraum 1.498 cm³',
      'Kraftstoff Benzin',
      'Nächste HU/AU 05/2027',
      // The reading at handover; a new sale states the total as unknown unless the dealer says otherwise.
      'Kilometerstand bei Übergabe (abgelesen) 42.350 km',
      'Gesamtfahrleistung nach Kenntnis des Verkäufers laut Tacho; Gesamtfahrleistung unbekannt',
      'Anzahl der Vorbesitzer 1',
      'Farbe Moonstone-Grau Metallic',
      'Klimaautomatik, Navigationssystem, Sitzheizung',
      // accident damage
      'Das Fahrzeug hat nach Kenntnis des Verkäufers keine Unfallschäden erlitten.',
      // handed over
      '☑ Zulassungsbescheinigung Teil I (Fahrzeugschein)',
      '☑ Zulassungsbescheinigung Teil II (Fahrzeugbrief)',
      '☐ Bericht der letzten Hauptuntersuchung (HU/AU)',
      'Anzahl der Fahrzeugschlüssel: 2',
      'Übergabetermin: 23.11.2026',
      // price in figures and words, VAT contained, deposit, balance, payment
      'Kaufpreis 23.900,50 €',
      `in Worten: ${amountInWords(2_390_050, 'de')}`,
      'Im Kaufpreis ist die Umsatzsteuer von 19 % in Höhe von 3.816,05 € enthalten (Nettobetrag 20.084,45 €).',
      'Anzahlung 2.000,00 €',
      'Restbetrag 21.900,50 €',
      'Zahlungsart Überweisung',
      'Der Restbetrag ist innerhalb von 14 Tagen ab Rechnungsdatum fällig.',
      'Das Fahrzeug bleibt bis zur vollständigen Bezahlung des Kaufpreises Eigentum des Verkäufers.',
      // place, date, signatures
      'München, 23.11.2026 Ort, Datum',
      'Verkäufer Käufer',
    ])
      expect(text).toContain(line);
    expect(amountInWords(2_390_050, 'de')).toBe('dreiundzwanzigtausendneunhundert Euro und 50 Cent');
    // The product's disclaimer belongs to the screens, never to the customer's document.
    expect(text).not.toContain('ohne Gewähr');
  });

  it('prints exactly the total mileage the dealer stated: the odometer’s, another known one, or unknown', async () => {
    const label = 'Gesamtfahrleistung nach Kenntnis des Verkäufers';
    const odometer = (await render('CONTRACT', 'de', { trade: { mileageStatement: 'ODOMETER' }, vehicle: { mileage: 150_000 } }))
      .text;
    expect(odometer).toContain('Kilometerstand bei Übergabe (abgelesen) 42.350 km');
    expect(odometer).toContain(`${label} 42.350 km`);
    expect(odometer).not.toContain('150.000');
    expect(odometer).not.toContain('unbekannt');
    // An exchanged odometer: the known total is another figure than the reading.
    const different = (await render('CONTRACT', 'de', { trade: { mileageStatement: 'DIFFERENT', totalMileage: 150_000 } })).text;
    expect(different).toContain('Kilometerstand bei Übergabe (abgelesen) 42.350 km');
    expect(different).toContain(`${label} 150.000 km`);
    // Unknown: no figure is assured, not even the vehicle's recorded mileage above the reading.
    const unknown = (await render('CONTRACT', 'de', { trade: { mileageStatement: 'UNKNOWN' }, vehicle: { mileage: 150_000 } }))
      .text;
    expect(unknown).toContain('Kilometerstand bei Übergabe (abgelesen) 42.350 km');
    expect(unknown).toContain(`${label} laut Tacho; Gesamtfahrleistung unbekannt`);
    expect(unknown).not.toContain(`${label} 42.350 km`);
    expect(unknown).not.toContain('150.000');
  });

  it('states the odometer’s total without a reading as the reading to be filled in', async () => {
    const { text } = await render('CONTRACT', 'de', { trade: { mileageStatement: 'ODOMETER', handoverMileage: null } });
    expect(text).toContain('Kilometerstand bei Übergabe (abgelesen) ________ km');
    expect(text).toContain('Gesamtfahrleistung nach Kenntnis des Verkäufers wie der abgelesene Kilometerstand');
  });

  it('states the total mileage in English as chosen', async () => {
    const label = 'Total mileage as known to the seller';
    const unknown = (await render('CONTRACT', 'en', { trade: { mileageStatement: 'UNKNOWN' } })).text;
    expect(unknown).toContain(`${label} as per odometer; total mileage unknown`);
    const odometer = (await render('CONTRACT', 'en', { trade: { mileageStatement: 'ODOMETER' } })).text;
    expect(odometer).toContain(`${label} 42,350 km`);
    const different = (await render('CONTRACT', 'en', { trade: { mileageStatement: 'DIFFERENT', totalMileage: 150_000 } })).text;
    expect(different).toContain(`${label} 150,000 km`);
  });

  it('prints the same statement in the binding order', async () => {
    const unknown = (await render('BINDING_CONTRACT', 'de', { trade: { mileageStatement: 'UNKNOWN' } })).text;
    expect(unknown).toContain('Gesamtfahrleistung nach Kenntnis des Verkäufers laut Tacho; Gesamtfahrleistung unbekannt');
    const different = (
      await render('BINDING_CONTRACT', 'de', { trade: { mileageStatement: 'DIFFERENT', totalMileage: 150_000 } })
    ).text;
    expect(different).toContain('Gesamtfahrleistung nach Kenntnis des Verkäufers 150.000 km');
  });

  it('gives a consumer the statutory two years and the presumption, never an exclusion', async () => {
    for (const warranty of ['STATUTORY', 'EXCLUDED'] as const) {
      const { text } = await render('CONTRACT', 'de', { trade: { tradeType: 'PRIVATE', warranty } });
      expect(text).toContain(
        'Der Verkäufer haftet für Sachmängel nach den gesetzlichen Vorschriften. Ansprüche wegen Sachmängeln verjähren in zwei Jahren ab Übergabe des Fahrzeugs.',
      );
      expect(text).toContain('so wird vermutet, dass das Fahrzeug bereits bei Übergabe mangelhaft war');
      expect(text).toContain('(§ 477 BGB)');
      expect(text).not.toContain('Ausschluss jeglicher Sachmängelhaftung');
      expect(text).not.toContain('Gesonderte Vereinbarung');
    }
  });

  it('shortens a consumer’s limitation to one year only with a separate agreement and its own signature', async () => {
    const { text } = await render('CONTRACT', 'de', { trade: { tradeType: 'PRIVATE', warranty: 'ONE_YEAR' } });
    expect(text).toContain(
      'Die Verjährungsfrist für Ansprüche wegen Sachmängeln wird auf ein Jahr ab Übergabe verkürzt; dies wurde mit dem Käufer gesondert vereinbart.',
    );
    expect(text).toContain('Verletzung des Lebens, des Körpers oder der Gesundheit');
    expect(text).toContain('Gesonderte Vereinbarung nach § 476 Abs. 2 BGB');
    expect(text).toContain('eigens davon in Kenntnis gesetzt');
    expect(text).toContain('Unterschrift des Käufers zur gesonderten Vereinbarung');
    expect(text).toContain('so wird vermutet');
    expect(text).not.toContain('Ausschluss jeglicher Sachmängelhaftung');
  });

  it('keeps the separate agreement and its signature on one page', async () => {
    // In the modern layout the agreement ends near the bottom of page 2; its signature must follow it, not open page 3 alone.
    const { pages } = await render('CONTRACT', 'de', {
      trade: { tradeType: 'PRIVATE', warranty: 'ONE_YEAR' },
      template: { layout: 'MODERN' },
    });
    const agreementPage = pages.find((page) => page.text.includes('Gesonderte Vereinbarung nach § 476 Abs. 2 BGB'));
    expect(agreementPage?.text).toContain('Unterschrift des Käufers zur gesonderten Vereinbarung');
  });

  it('excludes the liability towards a business buyer, except intent, gross negligence and injury, and prints its VAT id', async () => {
    const { text } = await render('CONTRACT', 'de', {
      trade: { tradeType: 'BUSINESS', warranty: 'EXCLUDED' },
      buyer: TEST_BUSINESS_BUYER,
    });
    expect(text).toContain(
      'Käufer Automobiles Dupont SARL Jean Dupont Rue de la République 8 69002 Lyon FRANKREICH USt-IdNr.: FR40303265045',
    );
    expect(text).toContain('Das Fahrzeug wird unter Ausschluss jeglicher Sachmängelhaftung verkauft.');
    expect(text).toContain(
      'Die Verkürzung oder der Ausschluss gilt nicht für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, für sonstige Schäden aus einer vorsätzlichen oder grob fahrlässigen Pflichtverletzung',
    );
    // A business is not a consumer: no presumption, no ID document printed.
    expect(text).not.toContain('so wird vermutet');
    expect(text).not.toContain('Geburtsdatum');
  });

  it('keeps the statutory liability or one year for a business when the dealer chose so', async () => {
    const statutory = await render('CONTRACT', 'de', {
      trade: { tradeType: 'BUSINESS', warranty: 'STATUTORY' },
      buyer: TEST_BUSINESS_BUYER,
    });
    expect(statutory.text).toContain('Der Verkäufer haftet für Sachmängel nach den gesetzlichen Vorschriften.');
    const oneYear = await render('CONTRACT', 'de', {
      trade: { tradeType: 'BUSINESS', warranty: 'ONE_YEAR' },
      buyer: TEST_BUSINESS_BUYER,
    });
    expect(oneYear.text).toContain('Ansprüche wegen Sachmängeln verjähren in einem Jahr ab Übergabe des Fahrzeugs.');
    expect(oneYear.text).not.toContain('Gesonderte Vereinbarung');
  });

  it('sells for export with the exclusion, the buyer’s export declaration and the exemption notice', async () => {
    const { text } = await render('CONTRACT', 'de', {
      trade: { tradeType: 'EXPORT', warranty: 'EXCLUDED', sectionType: '4.1a' },
      buyer: { ...TEST_BUSINESS_BUYER, vatId: null },
    });
    expect(text).toContain('Das Fahrzeug wird unter Ausschluss jeglicher Sachmängelhaftung verkauft.');
    expect(text).toContain(
      'Erklärung des Käufers: Der Käufer erklärt, dass er das Fahrzeug zur Ausfuhr erwirbt und es aus Deutschland ausführen wird.',
    );
    expect(text).toContain('Steuerfreie Ausfuhrlieferung gemäß § 4 Nr. 1a i. V. m. § 6 UStG');
    expect(text).toContain('Der Käufer übergibt dem Verkäufer den Nachweis der Ausfuhr');
    expect(text).not.toContain('Im Kaufpreis ist die Umsatzsteuer');
  });

  it('never excludes the liability towards a private buyer, even when the trade is an export', async () => {
    for (const warranty of ['EXCLUDED', 'STATUTORY'] as const) {
      const { text } = await render('CONTRACT', 'de', { trade: { tradeType: 'EXPORT', warranty, sectionType: '4.1a' } });
      expect(text).not.toContain('Ausschluss jeglicher Sachmängelhaftung');
      expect(text).toContain('Der Verkäufer haftet für Sachmängel nach den gesetzlichen Vorschriften.');
      expect(text).toContain('so wird vermutet, dass das Fahrzeug bereits bei Übergabe mangelhaft war');
      // The export itself is still declared and exempt.
      expect(text).toContain('Erklärung des Käufers: Der Käufer erklärt, dass er das Fahrzeug zur Ausfuhr erwirbt');
      expect(text).toContain('Steuerfreie Ausfuhrlieferung gemäß § 4 Nr. 1a i. V. m. § 6 UStG');
    }
    // One year only by the separate agreement, signed on its own, as for any consumer.
    const oneYear = await render('CONTRACT', 'de', { trade: { tradeType: 'EXPORT', warranty: 'ONE_YEAR', sectionType: '4.1a' } });
    expect(oneYear.text).toContain('Gesonderte Vereinbarung nach § 476 Abs. 2 BGB');
    expect(oneYear.text).not.toContain('Ansprüche wegen Sachmängeln verjähren in einem Jahr ab Übergabe des Fahrzeugs.');
  });

  it('states the small-business notice of § 19 UStG for a sale without VAT', async () => {
    const { text } = await render('CONTRACT', 'de', { trade: { vat: false } });
    expect(text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).');
    expect(text).not.toContain('Im Kaufpreis ist die Umsatzsteuer');
    const english = await render('CONTRACT', 'en', { trade: { vat: false } });
    expect(english.text).toContain('No VAT is charged under § 19 UStG (small business scheme).');
  });

  it('states the taxation as the invoice does: §25a notice, intra-EU supply with both VAT ids', async () => {
    const margin = await render('CONTRACT', 'de', { trade: { sectionType: '25' } });
    expect(margin.text).toContain('Gebrauchtgegenstände/Sonderregelung');
    expect(margin.text).toContain('Differenzbesteuerung nach § 25a UStG');
    expect(margin.text).not.toMatch(/Umsatzsteuer von \d+ %/);

    const intraEu = await render('CONTRACT', 'de', {
      trade: { tradeType: 'BUSINESS', sectionType: '4.1b' },
      buyer: TEST_BUSINESS_BUYER,
    });
    expect(intraEu.text).toContain('Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG');
    expect(intraEu.text).toContain('DE136695976');
    expect(intraEu.text).toContain('FR40303265045');
  });

  it('prints repaired accident damage with the known damage, and what was not handed over', async () => {
    const { text } = await render('CONTRACT', 'de', {
      trade: {
        damaged: 'REPAIRED',
        damageNotes: 'Heckschaden 2023 fachgerecht instand gesetzt',
        registrationSertificate2: false,
        inspectionAvailable: true,
        vehicleKeysCount: 1,
      },
      vehicle: { accidentNote: 'Kotflügel vorn links lackiert' },
    });
    expect(text).toContain('Das Fahrzeug hat Unfallschäden erlitten, die instand gesetzt wurden.');
    expect(text).toContain(
      'Dem Verkäufer bekannte Schäden: Heckschaden 2023 fachgerecht instand gesetzt; Kotflügel vorn links lackiert',
    );
    expect(text).toContain('☐ Zulassungsbescheinigung Teil II (Fahrzeugbrief)');
    expect(text).toContain('☑ Bericht der letzten Hauptuntersuchung (HU/AU)');
    expect(text).toContain('Anzahl der Fahrzeugschlüssel: 1');

    const unknown = await render('CONTRACT', 'de', { trade: { damaged: 'UNKNOWN' } });
    expect(unknown.text).toContain('Ob das Fahrzeug Unfallschäden erlitten hat, ist dem Verkäufer nicht bekannt.');
  });

  it('says the purchase price is due when there is no deposit (no balance to speak of), in both languages', async () => {
    const de = (await render('CONTRACT', 'de', { trade: { deposit: 0, paymentType: 'IMMEDIATE' } })).text;
    expect(de).toContain('Fälligkeit Der Kaufpreis ist bei Übergabe des Fahrzeugs fällig.');
    expect(de).not.toContain('Restbetrag');
    const en = (await render('CONTRACT', 'en', { trade: { deposit: 0, paymentType: 'IN_7_DAYS' } })).text;
    expect(en).toContain('Due The purchase price is due within 7 days of the invoice date.');
    expect(en).not.toMatch(/balance/i);
    const order = (await render('BINDING_CONTRACT', 'de', { trade: { deposit: 0, paymentType: 'IN_14_DAYS' } })).text;
    expect(order).toContain('Der Kaufpreis ist innerhalb von 14 Tagen ab Rechnungsdatum fällig.');
    expect(order).not.toContain('Restbetrag');
  });

  it('prints the comments, and the dealer’s terms only when the buyer accepted them', async () => {
    const terms = 'Gerichtsstand ist München, soweit gesetzlich zulässig.';
    const accepted = await render('CONTRACT', 'de', {
      trade: { termsOfUse: true, contractComments: 'Winterräder werden mitgegeben.' },
      template: { terms },
    });
    expect(accepted.text).toContain('7. Sonstige Vereinbarungen Winterräder werden mitgegeben.');
    expect(accepted.text).toContain('Verkaufsbedingungen des Verkäufers');
    expect(accepted.text).toContain(terms);
    const notAccepted = await render('CONTRACT', 'de', { trade: { termsOfUse: false }, template: { terms } });
    expect(notAccepted.text).not.toContain(terms);
  });

  it('keeps the VAT the price contains on the price’s page when the price ends a page', async () => {
    // Damage notes, one a line, push the price down to the first page's end, and over it.
    const renders = await rendersAtPageEnd(
      async (lines) =>
        (await render('CONTRACT', 'de', { trade: { damaged: 'REPAIRED', damageNotes: damageLines(lines) } })).pages,
      { marker: 'in Worten:' },
    );
    for (const { lines, pages } of renders) {
      expect(pageIndexOf(pages, 'Im Kaufpreis ist die Umsatzsteuer von 19 %'), `${lines} lines`).toBe(
        pageIndexOf(pages, 'in Worten:'),
      );
    }
  });

  it('numbers its pages "Seite x von y" on every page', async () => {
    const { pages } = await render('CONTRACT', 'de', {
      trade: { termsOfUse: true },
      template: { terms: 'Allgemeine Verkaufsbedingungen. '.repeat(120) },
    });
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => expect(page.text).toContain(`Seite ${index + 1} von ${pages.length}`));
  });
});

describe('the contract in English', { timeout: 30_000 }, () => {
  it('prints the same lines in English', async () => {
    const { text } = await render('CONTRACT', 'en');
    for (const line of [
      'Purchase contract for a used motor vehicle',
      'Seller Autohaus Sonne GmbH',
      'represented by Max Mustermann (Managing director)',
      'VAT ID: DE136695976',
      'Buyer Erika Mustermann',
      'Date of birth: 12 Aug 1984',
      'ID card / passport number: L01X00T47',
      'WVWZZZCDZMW000001',
      'AB1234567',
      'Power 110 kW (150 hp)',
      'To the best of the seller’s knowledge, the vehicle has not suffered any accident damage.',
      '☑ Registration certificate part I',
      'Number of vehicle keys: 2',
      'Purchase price €23,900.50',
      `in words: ${amountInWords(2_390_050, 'en')}`,
      'The purchase price includes VAT at 19 % of €3,816.05 (net amount €20,084.45).',
      'Deposit €2,000.00',
      'Balance due €21,900.50',
      'The seller is liable for material defects in accordance with the statutory provisions.',
      'it is presumed that the vehicle was already defective at handover',
      'München, 23 Nov 2026 Place, date',
      'Seller Buyer',
      'Page 1 of',
    ])
      expect(text).toContain(line);
    expect(amountInWords(2_390_050, 'en')).toBe('twenty-three thousand nine hundred euros and 50 cents');
  });

  it('prints the separate agreement, the exclusion and the export declaration in English', async () => {
    const oneYear = await render('CONTRACT', 'en', { trade: { tradeType: 'PRIVATE', warranty: 'ONE_YEAR' } });
    expect(oneYear.text).toContain(
      'The limitation period for claims for material defects is shortened to one year from handover; this was agreed separately with the buyer.',
    );
    expect(oneYear.text).toContain('Separate agreement under § 476 (2) BGB');
    expect(oneYear.text).toContain('Buyer’s signature for the separate agreement');

    const business = await render('CONTRACT', 'en', {
      trade: { tradeType: 'BUSINESS', warranty: 'EXCLUDED' },
      buyer: TEST_BUSINESS_BUYER,
    });
    expect(business.text).toContain('The vehicle is sold excluding any liability for material defects.');
    expect(business.text).not.toContain('it is presumed');

    const exported = await render('CONTRACT', 'en', {
      trade: { tradeType: 'EXPORT', warranty: 'EXCLUDED', sectionType: '4.1a' },
    });
    expect(exported.text).toContain(
      'Buyer’s declaration: the buyer declares that the vehicle is purchased for export and will be exported from Germany.',
    );
    // The sample buyer is a private person: a consumer, so the exclusion asked for is not printed.
    expect(exported.text).not.toContain('excluding any liability for material defects');
    expect(exported.text).toContain('it is presumed');
  });
});
