import { countryByIso2 } from '@kontor/domain/countries';
import type { TradeParty } from '@kontor/domain/trades';
import { describe, expect, it } from 'vitest';
import { createPdf } from '../../../platform/pdf/pdf';
import { ADDRESS, LOOKS, MIN_ADDRESS_SIZE, packEntries, RECIPIENT, runningHeadText } from './document-frame';
import { renderDocument } from './render-document';
import {
  type PdfPageText,
  readPdf,
  sampleContent,
  samplePurchaseContent,
  TEST_BUSINESS_BUYER,
  TEST_BUSINESS_SELLER,
  TEST_BUYER,
} from './document-content.fixture';

// The frame's address field: the recipient's address (a sale's buyer, a purchase's seller) is
// printed whole inside the DIN 5008 window (§14 Abs. 4 Nr. 1 UStG asks for the full address), the
// type shrinking before anything is left out.
// The footer: whole entries per line, the same lines on every page.

/**
 * The text items that start in the recipient's part of the window (PDF y runs from the page's
 * bottom). A line printed below the window, or cut, would be missing from them.
 */
function recipientItems(page: PdfPageText) {
  const top = (item: { y: number; height: number }) => page.height - item.y - item.height;
  return page.items.filter(
    (item) => Math.abs(item.x - ADDRESS.x) < 1 && top(item) >= RECIPIENT.y - 1 && top(item) < ADDRESS.y + ADDRESS.height,
  );
}

function expectInsideWindow(page: PdfPageText, items: ReturnType<typeof recipientItems>) {
  for (const item of items) {
    const top = page.height - item.y - item.height;
    expect(top, item.str).toBeGreaterThanOrEqual(RECIPIENT.y - 1);
    expect(top + item.height, item.str).toBeLessThanOrEqual(ADDRESS.y + ADDRESS.height);
    expect(item.x + item.width, item.str).toBeLessThanOrEqual(ADDRESS.x + ADDRESS.width + 0.5);
    expect(item.str).not.toContain('…');
  }
}

const LONG_COMPANY = 'Société Européenne de Commerce Automobile et de Véhicules d’Occasion SARL';

/** A French business in seven lines: the company (wrapping), its contact, street, addition, city, country. */
const FOREIGN_BUSINESS: TradeParty = {
  ...TEST_BUSINESS_BUYER,
  companyName: LONG_COMPANY,
  firstName: 'Jean-Baptiste',
  lastName: 'Dupont-Moreau',
  streetAddress: 'Rue de la République',
  houseNumber: '8',
  additionalAddress: 'Bâtiment C, 3e étage, Zone Industrielle Nord',
  postalCode: '69002',
  city: 'Lyon',
  countryId: countryByIso2('FR')!.id,
};

describe('the address field', () => {
  it('prints an ordinary address at the look’s size, greeting included', async () => {
    const { pages } = await readPdf(await renderDocument(sampleContent('INVOICE', 'de'), { logo: null }));
    const items = recipientItems(pages[0]!);
    expect(items.map((item) => item.str)).toEqual(['Frau', 'Erika Mustermann', 'Heidestraße 17', '51147 Köln']);
    for (const item of items) expect(item.height).toBeCloseTo(10, 0);
    expectInsideWindow(pages[0]!, items);
  });

  it.each(['CONTRACT', 'PROTOCOL', 'RECEIPT', 'PRIVACY'] as const)('addresses a purchase’s %s to the seller', async (type) => {
    const { pages } = await readPdf(
      await renderDocument(samplePurchaseContent(type, 'de', { seller: TEST_BUSINESS_SELLER }), { logo: null }),
    );
    const items = recipientItems(pages[0]!);
    expect(items.map((item) => item.str)).toEqual([
      'Autovermietung Berger GmbH',
      'Anna Berger',
      'Industriestraße 4',
      '04109 Leipzig',
    ]);
    expectInsideWindow(pages[0]!, items);
  });

  it.each(['de', 'en'] as const)(
    'prints a seven-line foreign business address whole inside the window, in smaller type (%s)',
    async (locale) => {
      const { pages, text } = await readPdf(
        await renderDocument(sampleContent('INVOICE', locale, { buyer: FOREIGN_BUSINESS }), { logo: null }),
      );
      const page = pages[0]!;
      const items = recipientItems(page);
      const country = locale === 'de' ? 'FRANKREICH' : 'FRANCE';
      // The company's name takes two lines, then one line each.
      expect(items).toHaveLength(7);
      expect(
        items
          .slice(0, 2)
          .map((item) => item.str)
          .join(' '),
      ).toBe(LONG_COMPANY);
      expect(items.slice(2).map((item) => item.str)).toEqual([
        'Jean-Baptiste Dupont-Moreau',
        'Rue de la République 8',
        'Bâtiment C, 3e étage, Zone Industrielle Nord',
        '69002 Lyon',
        country,
      ]);
      expectInsideWindow(page, items);
      for (const item of items) {
        expect(item.height).toBeLessThan(10);
        expect(item.height).toBeGreaterThanOrEqual(MIN_ADDRESS_SIZE - 0.01);
      }
      expect(text).not.toContain('…');
    },
  );

  it('shrinks the type before it leaves out the greeting, and leaves out only the greeting', async () => {
    const longAddition = 'c/o Autovermietung Rheinland, Hinterhaus links, Einfahrt über den Hof der Bäckerei';
    // Six lines and a wrapping addition: too many for 10 pt, but they fit smaller with the greeting.
    const crowded = sampleContent('INVOICE', 'de', {
      buyer: { ...TEST_BUYER, additionalAddress: longAddition, countryId: countryByIso2('AT')!.id },
    });
    const { pages } = await readPdf(await renderDocument(crowded, { logo: null }));
    const items = recipientItems(pages[0]!);
    expect(items[0]!.str).toBe('Frau');
    expect(items.map((item) => item.str).join(' ')).toBe(
      `Frau Erika Mustermann Heidestraße 17 ${longAddition} 51147 Köln ÖSTERREICH`,
    );
    expect(items[0]!.height).toBeLessThan(10);
    expectInsideWindow(pages[0]!, items);

    // An addition that fills the window even at the smallest type: the greeting gives way, the address stays whole.
    const overfull = `${longAddition}, ${longAddition}, ${longAddition}, Zufahrt über die Gartenstraße, Tor 2 rechts`;
    const packed = sampleContent('INVOICE', 'de', {
      buyer: { ...TEST_BUYER, additionalAddress: overfull, countryId: countryByIso2('AT')!.id },
    });
    const result = await readPdf(await renderDocument(packed, { logo: null }));
    const packedItems = recipientItems(result.pages[0]!);
    expect(packedItems.map((item) => item.str).join(' ')).toBe(
      `Erika Mustermann Heidestraße 17 ${overfull} 51147 Köln ÖSTERREICH`,
    );
    for (const item of packedItems) expect(item.height).toBeCloseTo(MIN_ADDRESS_SIZE, 0);
    expectInsideWindow(result.pages[0]!, packedItems);
  });
});

describe('the footer', () => {
  it('fills lines with whole entries and breaks only between them', () => {
    const doc = createPdf({ title: 'Test', author: 'Kontor', language: 'de' });
    doc.fontSize(8);
    const entries = [
      'Autohaus Sonne GmbH',
      'Geschäftsführer: Max Mustermann',
      'USt-IdNr.: DE136695976',
      'Steuernummer: 143/123/45678',
      'Registergericht: Amtsgericht München HRB 123456',
    ];
    const width = 300;
    const lines = packEntries(doc, entries, width);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' · ')).toBe(entries.join(' · '));
    for (const line of lines) expect(doc.widthOfString(line)).toBeLessThanOrEqual(width);
    // No line could have taken the next line's first entry.
    lines.slice(1).forEach((line, index) => {
      const next = line.split(' · ')[0]!;
      expect(doc.widthOfString(`${lines[index]} · ${next}`)).toBeGreaterThan(width - 0.5);
    });
    // An entry wider than a line gets one to itself.
    expect(packEntries(doc, ['kurz', 'x'.repeat(80), 'kurz'], width)).toEqual(['kurz', 'x'.repeat(80), 'kurz']);
  });

  it('prints the same footer lines on every page', async () => {
    const equipment = Array.from({ length: 70 }, (_, index) => `Sonderausstattung Nummer ${index + 1} mit Einbau`);
    const { pages } = await readPdf(
      await renderDocument(sampleContent('INVOICE', 'de', { vehicle: { equipment } }), { logo: null }),
    );
    expect(pages.length).toBeGreaterThan(1);
    const footerOf = (page: PdfPageText) => {
      const first = page.items.findIndex((item) => item.str.startsWith('Autohaus Sonne GmbH · Geschäftsführer: Max Mustermann'));
      return page.items.slice(first).map((item) => ({ str: item.str, y: item.y }));
    };
    const first = footerOf(pages[0]!);
    expect(first.map((item) => item.str).join(' ')).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    for (const page of pages.slice(1)) {
      expect(footerOf(page).filter((item) => !item.str.startsWith('Seite'))).toEqual(
        first.filter((item) => !item.str.startsWith('Seite')),
      );
    }
  });
});

describe('the running head', () => {
  const equipment = Array.from({ length: 70 }, (_, index) => `Sonderausstattung Nummer ${index + 1} mit Einbau`);

  /** The running heads found on each page: items above the body's top margin. */
  const headsOf = (pages: PdfPageText[]) =>
    pages.map((page) => page.items.filter((item) => page.height - item.y < LOOKS.CLASSIC.margin).map((item) => item.str));

  it.each([
    ['de', 'Rechnung RE-2026-0042 · Seite {page} von {pages}'],
    ['en', 'Invoice RE-2026-0042 · Page {page} of {pages}'],
  ] as const)('names the invoice and its number on every page after the first (%s)', async (locale, head) => {
    const { pages } = await readPdf(
      await renderDocument(sampleContent('INVOICE', locale, { vehicle: { equipment } }), { logo: null }),
    );
    expect(pages.length).toBeGreaterThan(1);
    const heads = headsOf(pages);
    // The first page has the company's header instead.
    expect(heads[0]!.join(' ')).not.toContain('RE-2026-0042');
    heads.slice(1).forEach((items, index) => {
      expect(items).toEqual([head.replace('{page}', String(index + 2)).replace('{pages}', String(pages.length))]);
    });
  });

  it('names a document without a number by its title alone', async () => {
    const { pages } = await readPdf(
      await renderDocument(sampleContent('CONTRACT', 'de', { vehicle: { equipment } }), { logo: null }),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(headsOf(pages)[1]).toEqual([`Kaufvertrag über ein gebrauchtes Kraftfahrzeug · Seite 2 von ${pages.length}`]);
  });

  it('shortens a title too long for the line, never the page number', () => {
    const doc = createPdf({ title: 'Test', author: 'Kontor', language: 'de' });
    doc.fontSize(8);
    const title =
      'Angebot: Mercedes-Benz GLE 450 d 4MATIC Coupé AMG Line Night-Paket Exklusiv Premium-Plus „Edition Launch“ Würth-Sondermodell';
    const line = runningHeadText(doc, { title, page: 'Seite 2 von 3', width: 300 });
    expect(line).toMatch(/^Angebot: Mercedes-Benz .+… · Seite 2 von 3$/);
    expect(doc.widthOfString(line)).toBeLessThanOrEqual(300);
    expect(runningHeadText(doc, { title: 'Rechnung RE-1', page: 'Seite 2 von 3', width: 300 })).toBe(
      'Rechnung RE-1 · Seite 2 von 3',
    );
  });
});
