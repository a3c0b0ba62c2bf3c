import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document';
import { readPdf, sampleContent } from './document-content.fixture';

// The proposal: the vehicle's data, its accident damage and known damage as the contract states
// them, the price with VAT shown by taxation as on the invoice, its validity (issue day +
// PROPOSAL_VALID_DAYS) and the invoice template's terms.

const render = async (...args: Parameters<typeof sampleContent>) =>
  readPdf(await renderDocument(sampleContent(...args), { logo: null }));

describe('the proposal', () => {
  it('offers the vehicle with its data, the price with VAT, its validity and the terms (German)', async () => {
    const { text, pages } = await render('PROPOSAL', 'de', { template: { terms: 'Es gelten unsere AGB.' } });
    expect(pages).toHaveLength(1);
    for (const line of [
      'Angebot: VW Golf 1.5 TSI',
      'Datum 23.11.2026',
      'Gültig bis 07.12.2026',
      'Erika Mustermann',
      'FIN WVWZZZCDZMW000001',
      'Erstzulassung 12.04.2021',
      'Kilometerstand 42.350 km',
      'Leistung 110 kW (150 PS)',
      'Hubraum 1.498 cm³',
      'Kraftstoff Benzin',
      'Getriebe Schaltgetriebe',
      'Kennzeichen M-AS 1234',
      'Nächste HU 05/2027',
      // The accident damage as the contract states it (the trade's answer), not a bare "accident-free" of the vehicle record.
      'Das Fahrzeug hat nach Kenntnis des Verkäufers keine Unfallschäden erlitten.',
      'Weitere Schäden sind dem Verkäufer nicht bekannt.',
      'Klimaautomatik, Navigationssystem',
      'Nettobetrag 20.084,45 €',
      'Umsatzsteuer 19 % 3.816,05 €',
      'Gesamtbetrag 23.900,50 €',
      'gültig bis zum 07.12.2026',
      'Es gelten unsere AGB.',
      'Seite 1 von 1',
    ]) {
      expect(text, line).toContain(line);
    }
    // The HU is a month: a day in it would claim a precision the inspection sticker does not have.
    expect(text).not.toContain('01.05.2027');
    // An offer names the price; the deposit belongs to the sale.
    expect(text).not.toContain('Anzahlung');
  });

  it('states the accident damage and every damage the dealer recorded on the trade and the vehicle, as the contract does', async () => {
    const overrides = {
      trade: { damaged: 'REPAIRED', damageNotes: 'Kratzer Stoßfänger hinten rechts, Steinschläge Frontscheibe' },
      vehicle: { accidentFree: false, accidentNote: 'Heckschaden 2021 fachgerecht repariert' },
    } as const;
    const { text } = await render('PROPOSAL', 'de', overrides);
    const contract = (await readPdf(await renderDocument(sampleContent('CONTRACT', 'de', overrides), { logo: null }))).text;
    for (const line of [
      'Das Fahrzeug hat Unfallschäden erlitten, die instand gesetzt wurden.',
      'Dem Verkäufer bekannte Schäden: Kratzer Stoßfänger hinten rechts, Steinschläge Frontscheibe; Heckschaden 2021 fachgerecht repariert',
    ]) {
      expect(text, line).toContain(line);
      expect(contract, line).toContain(line);
    }
    const english = (await render('PROPOSAL', 'en', { trade: { damaged: 'UNKNOWN' } })).text;
    expect(english).toContain('The seller does not know whether the vehicle has suffered accident damage.');
  });

  it('shows the price as the invoice will under the margin scheme, in English', async () => {
    const { text } = await render('PROPOSAL', 'en', { trade: { sectionType: '25' } });
    for (const line of [
      'Proposal: VW Golf 1.5 TSI',
      'Date 23 Nov 2026',
      'Valid until 7 Dec 2026',
      'VIN WVWZZZCDZMW000001',
      'Power 110 kW (150 hp)',
      'Fuel Petrol',
      'Next inspection (HU) 05/2027',
      'Total €23,900.50',
      'Gebrauchtgegenstände/Sonderregelung (Second-hand goods/special arrangements)',
      'valid until 7 Dec 2026',
      'Page 1 of 1',
    ]) {
      expect(text, line).toContain(line);
    }
    expect(text).not.toMatch(/VAT \d+ %/);
  });

  it('states the export exemption for an export sale', async () => {
    const { text } = await render('PROPOSAL', 'de', { trade: { sectionType: '4.1a', tradeType: 'EXPORT' } });
    expect(text).toContain('Steuerfreie Ausfuhrlieferung gemäß § 4 Nr. 1a i. V. m. § 6 UStG');
    expect(text).toContain('Umsatzsteuer 0 % 0,00 €');
  });

  it('states the small-business notice of § 19 UStG when the sale carries no VAT', async () => {
    const { text } = await render('PROPOSAL', 'de', { trade: { vat: false } });
    expect(text).toContain('Gesamtbetrag 23.900,50 €');
    expect(text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).');
    expect(text).not.toMatch(/Umsatzsteuer \d+ %/);
    const english = await render('PROPOSAL', 'en', { trade: { vat: false } });
    expect(english.text).toContain('No VAT is charged under § 19 UStG (small business scheme).');
  });
});
