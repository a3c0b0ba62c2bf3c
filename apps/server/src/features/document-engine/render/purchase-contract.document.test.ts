import { amountInWords } from '@kontor/domain/amount-in-words';
import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document';
import {
  damageLines,
  pageIndexOf,
  readPdf,
  rendersAtPageEnd,
  samplePurchaseContent,
  TEST_BUSINESS_SELLER,
} from './document-content.fixture';

// The purchase contract (Ankaufvertrag): the seller with identity, the company as buyer, the vehicle,
// accident damage, the price in figures and words (net, VAT and gross when the seller's invoice shows
// VAT; otherwise that none is in it), payment, handover, the assurances given, the seller's liability
// by the seller's kind, place, date and both signatures, in German and English.

// A text key without a text is printed as the key itself ("purchase.contract.intro"): none may show.
const UNTRANSLATED = /\b(common|contract|protocol|receipt|privacy|purchase)\.[a-zA-Z]/;

const render = async (...args: Parameters<typeof samplePurchaseContent>) => {
  const pdf = await readPdf(await renderDocument(samplePurchaseContent(...args), { logo: null }));
  expect(pdf.text).not.toMatch(UNTRANSLATED);
  return pdf;
};

const ASSURANCES_DE = {
  soleOwner:
    'Der Verkäufer ist Alleineigentümer des Fahrzeugs; das Fahrzeug ist frei von Rechten Dritter, insbesondere weder sicherungsübereignet noch verpfändet.',
  noFurtherAccidents:
    'Das Fahrzeug hat in der Zeit, in der es im Eigentum des Verkäufers stand, und nach seiner Kenntnis auch davor keine anderen als die unter Nr. 2 angegebenen Unfallschäden erlitten.',
  mileageConfirmed:
    'Die vom Kilometerzähler angezeigte Laufleistung entspricht nach bestem Wissen des Verkäufers der Gesamtfahrleistung des Fahrzeugs.',
};

describe('the purchase contract in German', { timeout: 30_000 }, () => {
  it('names the private seller with identity, the company as buyer, the vehicle, the price in figures and words, the assurances and the signatures', async () => {
    const { text, pages } = await render('CONTRACT', 'de');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.length).toBeLessThanOrEqual(3);
    pages.forEach((page, index) => expect(page.text).toContain(`Seite ${index + 1} von ${pages.length}`));
    for (const line of [
      'Ankaufvertrag',
      'Datum 23.11.2026',
      // the seller: a person with date of birth and ID document, who identified themselves
      'Verkäufer Erika Mustermann Heidestraße 17 51147 Köln',
      'Geburtsdatum: 12.08.1984 · Geburtsort: Berlin',
      'Ausweis-/Passnummer: L01X00T47, ausstellende Behörde: Stadt Köln, gültig bis: 31.03.2031',
      'Der Verkäufer hat sich durch Vorlage des oben bezeichneten Ausweisdokuments ausgewiesen.',
      // the buyer: the company with its data
      'Käufer Autohaus Sonne GmbH Hauptstraße 12a · 80331 München · Deutschland',
      'vertreten durch Max Mustermann (Geschäftsführer)',
      'USt-IdNr.: DE136695976',
      // the vehicle
      'Hersteller VW',
      'Modell / Typ Golf 1.5 TSI',
      'Amtliches Kennzeichen M-AS 1234',
      'Fahrzeug-Identifizierungsnummer (FIN) WVWZZZCDZMW000001',
      'Nr. der Zulassungsbescheinigung Teil II AB1234567',
      'Erstzulassung 12.04.2021',
      'Leistung 110 kW (150 PS)',
      'Hubraum 1.498 cm³',
      'Nächste HU/AU 05/2027',
      'Kilometerstand bei Übergabe (abgelesen) 42.350 km',
      // The seller assures that the odometer shows the total: what they know is the reading, not the dealer's record of the vehicle.
      'Gesamtfahrleistung nach Kenntnis des Verkäufers 42.350 km',
      'Das Fahrzeug hat nach Kenntnis des Verkäufers keine Unfallschäden erlitten.',
      // the price: a private seller, no VAT
      'Kaufpreis 18.500,00 €',
      `in Worten: ${amountInWords(1_850_000, 'de')}`,
      'Der Verkäufer verkauft als Privatperson. Im Kaufpreis ist keine Umsatzsteuer enthalten oder ausgewiesen.',
      'Zahlungsart Überweisung',
      'Fälligkeit Der Kaufpreis ist bei Übergabe des Fahrzeugs, der Schlüssel und der Fahrzeugpapiere fällig.',
      'Bankverbindung des Verkäufers IBAN ____',
      // the handover
      'Übergabetermin: 23.11.2026',
      '☑ Zulassungsbescheinigung Teil I (Fahrzeugschein)',
      '☑ Zulassungsbescheinigung Teil II (Fahrzeugbrief)',
      '☐ Bericht der letzten Hauptuntersuchung (HU/AU)',
      'Anzahl der Fahrzeugschlüssel: 2',
      'Das Eigentum am Fahrzeug geht mit vollständiger Zahlung des Kaufpreises auf den Käufer über.',
      // the assurances and the liability of a private seller
      '5. Zusicherungen des Verkäufers',
      ...Object.values(ASSURANCES_DE),
      'dass das Fahrzeug weder gestohlen noch unterschlagen ist',
      'Die Haftung des Verkäufers für Sachmängel wird ausgeschlossen.',
      'Der Ausschluss gilt nicht für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit',
      'vorsätzlichen oder grob fahrlässigen Pflichtverletzung des Verkäufers',
      'sowie für die unter Nr. 5 gegebenen Zusicherungen',
      // place, date, signatures
      'München, 23.11.2026 Ort, Datum',
      'Verkäufer (Erika Mustermann) Käufer (Autohaus Sonne GmbH)',
    ])
      expect(text, line).toContain(line);
    expect(amountInWords(1_850_000, 'de')).toBe('achtzehntausendfünfhundert Euro');
    for (const absent of ['Nettobetrag', 'Umsatzsteuer 19 %', 'Sonstige Vereinbarungen', 'Eigentumsvorbehalt'])
      expect(text, absent).not.toContain(absent);
  });

  it('shows net, VAT and gross for a business seller whose invoice shows VAT, and leaves the liability to the statute', async () => {
    const { text } = await render('CONTRACT', 'de', {
      seller: TEST_BUSINESS_SELLER,
      trade: { vat: true, vatRate: 19, sellerInvoiceNumber: 'R-2026-311', sellerInvoiceDate: '2026-11-20' },
    });
    for (const line of [
      'Verkäufer Autovermietung Berger GmbH Anna Berger Industriestraße 4 04109 Leipzig USt-IdNr.: DE123456789',
      'Nettobetrag 15.546,22 €',
      'Umsatzsteuer 19 % 2.953,78 €',
      'Kaufpreis (brutto) 18.500,00 €',
      'in Worten: achtzehntausendfünfhundert Euro',
      'Der Verkäufer stellt dem Käufer über den Kaufpreis eine Rechnung mit gesondert ausgewiesener Umsatzsteuer von 19 % aus (§ 14 UStG).',
      'Rechnung des Verkäufers Nr. R-2026-311 vom 20.11.2026',
      'Der Verkäufer haftet für Sachmängel nach den gesetzlichen Vorschriften.',
      'Verkäufer (Autovermietung Berger GmbH)',
    ])
      expect(text, line).toContain(line);
    for (const absent of ['Geburtsdatum', 'ausgewiesen.', 'Privatperson', 'wird ausgeschlossen'])
      expect(text, absent).not.toContain(absent);
  });

  it('says a business seller without VAT shown shows none', async () => {
    const { text } = await render('CONTRACT', 'de', { seller: TEST_BUSINESS_SELLER, trade: { vat: false } });
    expect(text).toContain(
      'Im Kaufpreis ist keine Umsatzsteuer gesondert ausgewiesen (Differenzbesteuerung nach § 25a UStG oder Kleinunternehmerregelung nach § 19 UStG).',
    );
    expect(text).not.toContain('Nettobetrag');
  });

  it('lists only the assurances the seller gave', async () => {
    const some = (
      await render('CONTRACT', 'de', { trade: { soleOwner: false, noFurtherAccidents: true, mileageConfirmed: false } })
    ).text;
    expect(some).toContain(`Der Verkäufer gibt dem Käufer folgende Zusicherungen: • ${ASSURANCES_DE.noFurtherAccidents}`);
    expect(some).not.toContain(ASSURANCES_DE.soleOwner);
    expect(some).not.toContain(ASSURANCES_DE.mileageConfirmed);

    const none = (
      await render('CONTRACT', 'de', { trade: { soleOwner: false, noFurtherAccidents: false, mileageConfirmed: false } })
    ).text;
    expect(none).not.toContain('folgende Zusicherungen');
    for (const assurance of Object.values(ASSURANCES_DE)) expect(none).not.toContain(assurance);
    // The declaration on the vehicle's origin stands whatever was assured.
    expect(none).toContain('Der Verkäufer versichert ferner, dass das Fahrzeug weder gestohlen noch unterschlagen ist');
  });

  it('prints damage, papers, keys, payment and comments as the trade has them, the comments signed on their page', async () => {
    const { text, pages } = await render('CONTRACT', 'de', {
      trade: {
        damaged: 'REPAIRED',
        damageNotes: 'Heckschaden 2023 fachgerecht instand gesetzt',
        registrationSertificate1: false,
        inspectionAvailable: true,
        vehicleKeysCount: 1,
        handoverMileage: null,
        handoverDate: 'CUSTOM',
        handoverOn: '2026-11-27',
        paymentMethod: 'CASH',
        paymentType: 'IN_7_DAYS',
        contractComments: 'Winterräder auf Felgen werden mit übergeben.',
      },
    });
    for (const line of [
      'Das Fahrzeug hat Unfallschäden erlitten, die instand gesetzt wurden.',
      'Dem Verkäufer bekannte Schäden: Heckschaden 2023 fachgerecht instand gesetzt',
      '☐ Zulassungsbescheinigung Teil I (Fahrzeugschein)',
      '☑ Bericht der letzten Hauptuntersuchung (HU/AU)',
      'Anzahl der Fahrzeugschlüssel: 1',
      'Übergabetermin: 27.11.2026',
      'Zahlungsart Barzahlung',
      'Der Kaufpreis ist innerhalb von 7 Tagen nach Übergabe des Fahrzeugs, der Schlüssel und der Fahrzeugpapiere fällig.',
    ])
      expect(text, line).toContain(line);
    // No reading recorded: a line to write it in.
    expect(text).toMatch(/Kilometerstand bei Übergabe \(abgelesen\) _+ km/);
    // Cash needs no account.
    expect(text).not.toContain('Bankverbindung des Verkäufers');
    const signed = pages.find((page) => page.text.includes('Ort, Datum'))!;
    expect(signed.text).toContain('7. Sonstige Vereinbarungen Winterräder auf Felgen werden mit übergeben.');
  });

  it('states the total mileage only as the seller declared it, never the dealer’s record of the vehicle', async () => {
    // The vehicle recorded without a mileage (0), the reading 12.345 km, the odometer assured.
    const assured = (await render('CONTRACT', 'de', { vehicle: { mileage: 0 }, trade: { handoverMileage: 12_345 } })).text;
    expect(assured).toContain('Kilometerstand bei Übergabe (abgelesen) 12.345 km');
    expect(assured).toContain('Gesamtfahrleistung nach Kenntnis des Verkäufers 12.345 km');
    expect(assured).not.toMatch(/\b0 km/);
    // Nothing assured (or nothing read): the seller declared no total, so none is printed.
    for (const trade of [{ mileageConfirmed: false }, { handoverMileage: null }]) {
      const text = (await render('CONTRACT', 'de', { trade })).text;
      expect(text).not.toContain('Gesamtfahrleistung nach Kenntnis des Verkäufers');
      expect(text).not.toContain('42.300 km');
    }
  });

  it('lists the damage the seller declared, not the dealer’s own note on the vehicle', async () => {
    const vehicle = { accidentFree: false, accidentNote: 'Heckschaden 2021 fachgerecht repariert (Gutachten liegt vor)' };
    const declared = (
      await render('CONTRACT', 'de', { vehicle, trade: { damaged: 'REPAIRED', damageNotes: 'Frontschaden 2022 repariert' } })
    ).text;
    expect(declared).toContain('Dem Verkäufer bekannte Schäden: Frontschaden 2022 repariert');
    expect(declared).not.toContain('Heckschaden 2021');
    const none = (await render('CONTRACT', 'en', { vehicle, trade: { damaged: 'REPAIRED', damageNotes: null } })).text;
    expect(none).toContain('The seller knows of no other damage.');
    expect(none).not.toContain('Heckschaden 2021');
  });

  it('keeps the price whole, and the sentence on its VAT with it, when the price ends a page', async () => {
    const cases = [
      // A business seller's invoice shows VAT: net, VAT and gross (never parted), then that the invoice shows it.
      {
        seller: TEST_BUSINESS_SELLER,
        vat: true,
        first: 'Nettobetrag',
        sentence: 'Der Verkäufer stellt dem Käufer über den Kaufpreis eine Rechnung',
      },
      { seller: undefined, vat: false, first: 'Kaufpreis', sentence: 'Der Verkäufer verkauft als Privatperson.' },
    ];
    for (const { seller, vat, first, sentence } of cases) {
      // Damage notes, one a line, push the price down to the first page's end, and over it.
      const renders = await rendersAtPageEnd(
        async (lines) => {
          const trade = { vat, damaged: 'REPAIRED' as const, damageNotes: damageLines(lines) };
          return (await render('CONTRACT', 'de', seller ? { seller, trade } : { trade })).pages;
        },
        { marker: 'in Worten:' },
      );
      for (const { lines, pages } of renders) {
        const price = pageIndexOf(pages, 'in Worten:');
        expect(pageIndexOf(pages, first), `${lines} lines`).toBe(price);
        expect(pageIndexOf(pages, sentence), `${lines} lines`).toBe(price);
      }
    }
  });

  it('never leaves the signatures alone on a page', async () => {
    for (const seller of [undefined, TEST_BUSINESS_SELLER]) {
      const { pages } = await render('CONTRACT', 'de', seller ? { seller } : {});
      const signed = pages.find((page) => page.text.includes('Ort, Datum'))!;
      expect(signed.text).toContain('6. Sachmängelhaftung');
    }
  });
});

describe('the purchase contract in English', { timeout: 30_000 }, () => {
  it('names the parties, the vehicle, the price in figures and words, the assurances and the signatures', async () => {
    const { text, pages } = await render('CONTRACT', 'en');
    expect(pages.length).toBeLessThanOrEqual(3);
    for (const line of [
      'Vehicle purchase contract',
      'Date 23 Nov 2026',
      'Seller Erika Mustermann Heidestraße 17 51147 Köln',
      'Date of birth: 12 Aug 1984',
      'ID card / passport number: L01X00T47, issuing authority: Stadt Köln, valid until: 31 Mar 2031',
      'Buyer Autohaus Sonne GmbH',
      'Make VW',
      'Registration number M-AS 1234',
      'Vehicle identification number (VIN) WVWZZZCDZMW000001',
      'No. of registration certificate part II AB1234567',
      'Power 110 kW (150 hp)',
      'Odometer reading at handover (as read) 42,350 km',
      'Total mileage as known to the seller 42,350 km',
      'Purchase price €18,500.00',
      'in words: eighteen thousand five hundred euros',
      'The seller sells as a private person. The purchase price neither includes nor shows any VAT.',
      'Payment method Bank transfer',
      'Handover date: 23 Nov 2026',
      '☑ Registration certificate part II (Zulassungsbescheinigung Teil II)',
      'Number of vehicle keys: 2',
      '5. Seller’s assurances',
      'The seller is the sole owner of the vehicle, and the vehicle is free of third-party rights',
      'the vehicle has suffered no accident damage other than that stated under no. 2.',
      'To the best of the seller’s knowledge, the mileage shown by the odometer is the vehicle’s total mileage.',
      'The seller’s liability for material defects is excluded.',
      'or to the assurances given under no. 5',
      'München, 23 Nov 2026 Place, date',
      'Seller (Erika Mustermann) Buyer (Autohaus Sonne GmbH)',
      `Page 1 of ${pages.length}`,
    ])
      expect(text, line).toContain(line);
    expect(text).not.toContain('Net amount');
  });

  it('shows net, VAT and gross for a business seller with VAT', async () => {
    const { text } = await render('CONTRACT', 'en', {
      seller: TEST_BUSINESS_SELLER,
      trade: { vat: true, vatRate: 19, sellerInvoiceNumber: 'R-2026-311' },
    });
    for (const line of [
      'VAT ID: DE123456789',
      'Net amount €15,546.22',
      'VAT 19 % €2,953.78',
      'Purchase price (gross) €18,500.00',
      'The seller issues the buyer an invoice for the purchase price showing VAT at 19 % separately (§ 14 UStG).',
      'Seller’s invoice No. R-2026-311',
      'The seller is liable for material defects in accordance with the statutory provisions.',
    ])
      expect(text, line).toContain(line);
    expect(text).not.toContain('private person');
  });
});
