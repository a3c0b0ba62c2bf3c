import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document';
import { readPdf, sampleContent } from './document-content.fixture';

// The handover protocol: date, time and place, the vehicle, the mileage, a line for the fuel level,
// the keys and the documents handed over (ticked or empty boxes), visible damage, remarks and both
// signatures; on one page.

// A text key without a text is printed as the key itself ("contract.warranty.limits"): none may show.
const UNTRANSLATED = /\b(common|contract|bindingOrder|protocol|privacy)\.[a-zA-Z]/;

const render = async (...args: Parameters<typeof sampleContent>) => {
  const pdf = await readPdf(await renderDocument(sampleContent(...args), { logo: null }));
  expect(pdf.text).not.toMatch(UNTRANSLATED);
  return pdf;
};

describe('the handover protocol', { timeout: 30_000 }, () => {
  it('records the German handover with keys, documents, mileage and both signatures on one page', async () => {
    const { text, pages } = await render('PROTOCOL', 'de');
    expect(pages).toHaveLength(1);
    for (const line of [
      'Übergabeprotokoll',
      'Datum 23.11.2026',
      'Kennzeichen M-AS 1234',
      'WVWZZZCDZMW000001',
      'VW Golf 1.5 TSI',
      'Übergeben von (Verkäufer) Autohaus Sonne GmbH',
      'Übernommen von (Käufer) Erika Mustermann, Heidestraße 17, 51147 Köln',
      'Uhrzeit ______ Uhr',
      'Ort München',
      'Kilometerstand bei Übergabe 42.350 km',
      'Tankfüllstand / Ladezustand ____',
      'Sichtbare Schäden ____',
      'Anzahl der übergebenen Fahrzeugschlüssel: 2',
      '☑ Zulassungsbescheinigung Teil I (Fahrzeugschein)',
      '☑ Zulassungsbescheinigung Teil II (Fahrzeugbrief)',
      '☐ Bericht der letzten Hauptuntersuchung (HU/AU)',
      'München, 23.11.2026 Ort, Datum',
      'Verkäufer (übergeben) Käufer (übernommen)',
      'Seite 1 von 1',
    ])
      expect(text).toContain(line);
  });

  it('prints the handover day, the keys and documents as the trade has them, known damage and remarks', async () => {
    const { text } = await render('PROTOCOL', 'de', {
      trade: {
        handoverDate: 'CUSTOM',
        handoverOn: '2026-12-01',
        vehicleKeysCount: 1,
        registrationSertificate1: true,
        registrationSertificate2: false,
        inspectionAvailable: true,
        handoverMileage: null,
        damageNotes: 'Kratzer Stoßfänger hinten',
        protocolComments: 'Fahrzeug gewaschen übergeben.',
      },
    });
    expect(text).toContain('Datum 01.12.2026');
    expect(text).toContain('Anzahl der übergebenen Fahrzeugschlüssel: 1');
    expect(text).toContain('☐ Zulassungsbescheinigung Teil II (Fahrzeugbrief)');
    expect(text).toContain('☑ Bericht der letzten Hauptuntersuchung (HU/AU)');
    // No reading recorded: a line to write it in.
    expect(text).toMatch(/Kilometerstand bei Übergabe _+ km/);
    expect(text).toContain('Sichtbare Schäden Kratzer Stoßfänger hinten');
    expect(text).toContain('4. Bemerkungen Fahrzeug gewaschen übergeben.');
  });

  it('lists the damage the dealer knows of, its note on the vehicle too: the buyer signs what the seller disclosed', async () => {
    // On a sale the dealer is the seller: its note is its own disclosure, printed as on the contract (each note once).
    const { text } = await render('PROTOCOL', 'de', {
      vehicle: { accidentFree: false, accidentNote: 'Heckschaden 2021 fachgerecht repariert' },
      trade: { damaged: 'REPAIRED', damageNotes: 'Kratzer Stoßfänger hinten' },
    });
    expect(text).toContain('Sichtbare Schäden Kratzer Stoßfänger hinten Heckschaden 2021 fachgerecht repariert');
  });

  it('records the handover in English', async () => {
    const { text, pages } = await render('PROTOCOL', 'en');
    expect(pages).toHaveLength(1);
    for (const line of [
      'Handover protocol',
      'Date 23 Nov 2026',
      'Odometer reading at handover 42,350 km',
      'Fuel level / state of charge ____',
      'Number of vehicle keys handed over: 2',
      '☑ Registration certificate part I (Zulassungsbescheinigung Teil I)',
      '☐ Report of the last roadworthiness test (HU/AU)',
      'Seller (handed over) Buyer (taken over)',
      'Page 1 of 1',
    ])
      expect(text).toContain(line);
  });
});
