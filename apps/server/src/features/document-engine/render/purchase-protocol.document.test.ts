import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document';
import { readPdf, samplePurchaseContent, TEST_BUSINESS_SELLER } from './document-content.fixture';

// The handover protocol of a purchase: the seller hands the vehicle over, the company takes it;
// date, mileage read, keys, papers received, damage, remarks and both signatures, on one page.

// A text key without a text is printed as the key itself ("purchase.protocol.title"): none may show.
const UNTRANSLATED = /\b(common|contract|protocol|receipt|privacy|purchase)\.[a-zA-Z]/;

const render = async (...args: Parameters<typeof samplePurchaseContent>) => {
  const pdf = await readPdf(await renderDocument(samplePurchaseContent(...args), { logo: null }));
  expect(pdf.text).not.toMatch(UNTRANSLATED);
  return pdf;
};

describe('the handover protocol of a purchase', { timeout: 30_000 }, () => {
  it('records the seller handing over to the company in German, on one page', async () => {
    const { text, pages } = await render('PROTOCOL', 'de');
    expect(pages).toHaveLength(1);
    for (const line of [
      'Übergabeprotokoll (Ankauf)',
      'Datum 23.11.2026',
      'Fahrzeug VW Golf 1.5 TSI',
      'Amtliches Kennzeichen M-AS 1234',
      'WVWZZZCDZMW000001',
      'Übergeben von (Verkäufer) Erika Mustermann, Heidestraße 17, 51147 Köln',
      'Übernommen von (Käufer) Autohaus Sonne GmbH',
      'Ort München',
      'Kilometerstand bei Übergabe 42.350 km',
      'Anzahl der übergebenen Fahrzeugschlüssel: 2',
      '☑ Zulassungsbescheinigung Teil I (Fahrzeugschein)',
      '☑ Zulassungsbescheinigung Teil II (Fahrzeugbrief)',
      '☐ Bericht der letzten Hauptuntersuchung (HU/AU)',
      'München, 23.11.2026 Ort, Datum',
      'Verkäufer (übergeben) Käufer (übernommen)',
      'Seite 1 von 1',
    ])
      expect(text, line).toContain(line);
  });

  it('prints the handover day, keys, papers, damage and remarks as the purchase has them', async () => {
    const { text } = await render('PROTOCOL', 'de', {
      seller: TEST_BUSINESS_SELLER,
      trade: {
        handoverDate: 'CUSTOM',
        handoverOn: '2026-11-27',
        vehicleKeysCount: 1,
        registrationSertificate2: false,
        inspectionAvailable: true,
        handoverMileage: 43_010,
        damageNotes: 'Delle Fahrertür',
        protocolComments: 'Zweitschlüssel wird nachgereicht.',
      },
    });
    for (const line of [
      'Datum 27.11.2026',
      'Übergeben von (Verkäufer) Autovermietung Berger GmbH, Anna Berger, Industriestraße 4, 04109 Leipzig',
      'Kilometerstand bei Übergabe 43.010 km',
      'Sichtbare Schäden Delle Fahrertür',
      'Anzahl der übergebenen Fahrzeugschlüssel: 1',
      '☐ Zulassungsbescheinigung Teil II (Fahrzeugbrief)',
      '☑ Bericht der letzten Hauptuntersuchung (HU/AU)',
      '4. Bemerkungen Zweitschlüssel wird nachgereicht.',
      'München, 27.11.2026 Ort, Datum',
    ])
      expect(text, line).toContain(line);
  });

  it('lists the damage the seller declared, never the dealer’s internal note on the vehicle', async () => {
    // The seller signs the protocol: it may state only what they declared, as the purchase contract does.
    const vehicle = { accidentFree: false, accidentNote: 'Heckschaden 2021 fachgerecht repariert (Gutachten liegt vor)' };
    const declared = (
      await render('PROTOCOL', 'de', { vehicle, trade: { damaged: 'REPAIRED', damageNotes: 'Frontschaden 2022 repariert' } })
    ).text;
    expect(declared).toMatch(/Sichtbare Schäden Frontschaden 2022 repariert _+ _+/);
    expect(declared).not.toContain('Heckschaden 2021');
    // Nothing declared: only the lines for what is seen at the handover.
    const none = (await render('PROTOCOL', 'en', { vehicle, trade: { damaged: 'REPAIRED', damageNotes: null } })).text;
    expect(none).toMatch(/Visible damage _+ _+ 3\./);
    expect(none).not.toContain('Heckschaden 2021');
  });

  it('records the handover in English', async () => {
    const { text, pages } = await render('PROTOCOL', 'en');
    expect(pages).toHaveLength(1);
    for (const line of [
      'Handover protocol (purchase)',
      'Date 23 Nov 2026',
      'Handed over by (seller) Erika Mustermann, Heidestraße 17, 51147 Köln',
      'Taken over by (buyer) Autohaus Sonne GmbH',
      'Odometer reading at handover 42,350 km',
      'Number of vehicle keys handed over: 2',
      '☑ Registration certificate part II (Zulassungsbescheinigung Teil II)',
      'Seller (handed over) Buyer (taken over)',
      'Page 1 of 1',
    ])
      expect(text, line).toContain(line);
  });
});
