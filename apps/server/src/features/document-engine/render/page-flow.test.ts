import { describe, expect, it } from 'vitest';
import { type DocumentPage, openDocument } from './document-layout';
import { type PdfPageText, readPdf, sampleContent } from './document-content.fixture';

// Page breaks keep together what belongs together: a heading with the start of what it heads, a
// sentence ending in a colon with what it introduces, signatures with the text before them, a notice
// or a sentence on the VAT with the price or amounts it explains, totals with the table's last row. Each rule is checked with
// its blocks started at many heights above the page's bottom, so that every break falls somewhere.

/** Starts of the blocks, in points above the first page's bottom margin. */
const OFFSETS = Array.from({ length: 18 }, (_, index) => 12 + index * 12);

/** A document whose first page has `room` points left, with `build`'s blocks drawn from there. */
async function renderFrom(room: number, build: (page: DocumentPage) => void): Promise<PdfPageText[]> {
  const page = openDocument(sampleContent('CONTRACT', 'de'), { logo: null }, { title: 'Seitenumbruch', facts: [] });
  const { doc } = page;
  doc.y = doc.page.height - doc.page.margins.bottom - room;
  build(page);
  return (await readPdf(await page.finish())).pages;
}

/** The page (0-based) the first text item starting with `text` is on. */
function pageOf(pages: PdfPageText[], text: string): number {
  const index = pages.findIndex((page) => page.items.some((item) => item.str.startsWith(text)));
  expect(index, text).toBeGreaterThanOrEqual(0);
  return index;
}

/** Vehicle rows as a contract prints them: one short, one long, then more. */
const ROWS: Array<[string, string]> = [
  ['Hersteller', 'Mercedes-Benz'],
  [
    'Modell / Typ',
    'GLE 450 d 4MATIC Coupé AMG Line Night-Paket Exklusiv Premium-Plus „Edition Launch“ Würth-Sondermodell\nmit Zusatzpaket\nund Winterrädern\nauf Alufelgen',
  ],
  ...Array.from({ length: 8 }, (_, index): [string, string] => [`Angabe ${index + 3}`, `Wert ${index + 3}`]),
];

describe('page breaks', () => {
  it('keeps a heading with its first two rows, never alone or with one row at a page’s end', async () => {
    for (const room of OFFSETS) {
      const pages = await renderFrom(room, (page) => {
        page.heading('1. Kaufgegenstand');
        page.rows(ROWS);
      });
      const heading = pageOf(pages, '1. Kaufgegenstand');
      expect(pageOf(pages, 'Hersteller'), `room ${room}`).toBe(heading);
      expect(pageOf(pages, 'Modell / Typ'), `room ${room}`).toBe(heading);
    }
  });

  it('keeps a heading with the first lines of a long text', async () => {
    const text = Array.from(
      { length: 12 },
      (_, index) => `Satz ${index + 1} der Bedingungen, der eine ganze Zeile füllt und noch etwas mehr Text hat.`,
    ).join(' ');
    for (const room of OFFSETS) {
      const pages = await renderFrom(room, (page) => {
        page.heading('5. Sachmängelhaftung');
        page.paragraph(text);
      });
      expect(pageOf(pages, 'Satz 1 '), `room ${room}`).toBe(pageOf(pages, '5. Sachmängelhaftung'));
    }
  });

  it('keeps a sentence ending in a colon with the list it introduces', async () => {
    for (const room of OFFSETS) {
      const pages = await renderFrom(room, (page) => {
        page.paragraph('Übergebene Unterlagen (☑ übergeben, ☐ nicht übergeben):');
        page.paragraph(
          ['☑ Zulassungsbescheinigung Teil I', '☑ Zulassungsbescheinigung Teil II', '☐ Bericht der letzten HU/AU'].join('\n'),
        );
      });
      expect(pageOf(pages, '☑ Zulassungsbescheinigung Teil I'), `room ${room}`).toBe(pageOf(pages, 'Übergebene Unterlagen'));
    }
  });

  it('keeps signatures with the sentence that introduces them, and with the last lines of a long text', async () => {
    const long = Array.from(
      { length: 9 },
      (_, index) => `Zeile ${index + 1} des Vertragstextes, lang genug für eine ganze Zeile auf der Seite, so ist es.`,
    ).join(' ');
    for (const room of OFFSETS) {
      const pages = await renderFrom(room, (page) => {
        page.space();
        page.paragraph('Zur Kenntnis genommen:', { bold: true });
        page.signatures({ place: 'Lüdenscheid-Brügge an der Volme', date: '27.11.2026', signers: ['Käufer'] });
      });
      const signatures = pageOf(pages, 'Ort, Datum');
      expect(pageOf(pages, 'Zur Kenntnis genommen:'), `room ${room}`).toBe(signatures);
      expect(pageOf(pages, 'Käufer'), `room ${room}`).toBe(signatures);
    }
    for (const room of OFFSETS) {
      const pages = await renderFrom(room + 100, (page) => {
        page.paragraph(long);
        page.signatures({ place: 'Köln', date: '27.11.2026', signers: ['Verkäufer', 'Käufer'] });
      });
      const signatures = pageOf(pages, 'Ort, Datum');
      const page = pages[signatures]!;
      // The signatures' page starts with text, not with them: at least the text's last line is on it.
      const first = page.items.find((item) => item.str.trim())!;
      expect(first.str, `room ${room + 100}`).not.toMatch(/^(Köln|Ort, Datum)/);
      expect(pageOf(pages, 'Verkäufer'), `room ${room + 100}`).toBe(signatures);
    }
  });

  it('keeps the price with the tax notice or VAT sentence under it, and the totals with the table’s last row', async () => {
    for (const room of OFFSETS) {
      const pages = await renderFrom(room, (page) => {
        page.heading('4. Kaufpreis und Zahlung');
        page.rows([['Kaufpreis', '23.900,50 €\nin Worten: dreiundzwanzigtausendneunhundert Euro und 50 Cent']]);
        page.notice('Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1b i. V. m. § 6a UStG.');
      });
      expect(pageOf(pages, 'Steuerfreie'), `room ${room}`).toBe(pageOf(pages, 'Kaufpreis'));
      expect(pageOf(pages, '4. Kaufpreis'), `room ${room}`).toBe(pageOf(pages, 'Kaufpreis'));
    }
    // A plain sentence on the price's VAT, as the contract prints it, joins the price the same way.
    for (const room of OFFSETS) {
      const pages = await renderFrom(room, (page) => {
        page.heading('4. Kaufpreis und Zahlung');
        page.rows([['Kaufpreis', '23.900,50 €\nin Worten: dreiundzwanzigtausendneunhundert Euro und 50 Cent']]);
        page.paragraph('Im Kaufpreis ist die Umsatzsteuer von 19 % in Höhe von 3.816,05 € enthalten (Nettobetrag 20.084,45 €).', {
          keepWithPrevious: true,
        });
        page.rows([['Zahlungsart', 'Überweisung']]);
      });
      expect(pageOf(pages, 'Im Kaufpreis'), `room ${room}`).toBe(pageOf(pages, 'in Worten'));
      expect(pageOf(pages, '4. Kaufpreis'), `room ${room}`).toBe(pageOf(pages, 'in Worten'));
    }
    for (const room of OFFSETS) {
      const pages = await renderFrom(room, (page) => {
        page.table(
          [{ label: 'Pos.', width: 30 }, { label: 'Beschreibung' }, { label: 'Betrag', width: 95, align: 'right' }],
          Array.from({ length: 6 }, (_, index) => ({ cells: [String(index + 1), `Leistung ${index + 1}`, '10,00 €'] })),
        );
        page.totals([{ label: 'Gesamtbetrag', value: '60,00 €', strong: true }]);
      });
      expect(pageOf(pages, 'Gesamtbetrag'), `room ${room}`).toBe(pageOf(pages, 'Leistung 6'));
      // The header never ends a page without the first two rows.
      expect(pageOf(pages, 'Leistung 2'), `room ${room}`).toBe(pageOf(pages, 'Beschreibung'));
    }
  });

  it('never leaves a page empty: a chain taller than a page flows on', async () => {
    const pages = await renderFrom(200, (page) => {
      page.heading('Bedingungen');
      page.paragraph(Array.from({ length: 120 }, (_, index) => `Bedingung ${index + 1} gilt.`).join('\n'));
      page.signatures({ place: 'Köln', date: '27.11.2026', signers: ['Käufer'] });
    });
    for (const page of pages) expect(page.items.length).toBeGreaterThan(3);
    expect(pageOf(pages, 'Bedingungen')).toBe(0);
  });
});
