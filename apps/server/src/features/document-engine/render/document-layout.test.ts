import type { Company } from '@kontor/domain/company';
import { describe, expect, it } from 'vitest';
import { sampleFiles } from '../../../test/multipart';
import { ADDRESS, BAND_HEIGHT, headerBottom, LOOKS, MIN_HEADER_DETAIL_SIZE } from './document-frame';
import { formatDayOrMonth } from './day-or-month';
import { companyBank, formatDate, formatMoney, formatMonth } from './document-formats';
import { MIN_PLACE_DATE_SIZE } from './signature-block';
import { MM } from './document-frame';
import { openDocument } from './document-layout';
import { renderDocument } from './render-document';
import { type PdfPageText, readPdf, sampleContent, TEST_COMPANY } from './document-content.fixture';

// The shared page: the DIN 5008 address field, the template's look and texts, the logo, the
// footer, and money and dates by the document's language.

describe('the document layout', () => {
  it('puts the recipient into the window of a DIN 5008 form B envelope, under the return address', async () => {
    const { pages } = await readPdf(await renderDocument(sampleContent('INVOICE', 'de'), { logo: null }));
    const page = pages[0]!;
    const top = (item: { y: number; height: number }) => page.height - item.y - item.height;
    const returnAddress = page.items.find((item) =>
      item.str.startsWith('Autohaus Sonne GmbH · Hauptstraße 12a · 80331 München'),
    )!;
    const name = page.items.find((item) => item.str === 'Erika Mustermann')!;
    // The field: 20 mm from the left, 45 mm to 90 mm from the top.
    for (const item of [returnAddress, name]) {
      expect(item.x).toBeCloseTo(20 * MM, 0);
      expect(top(item)).toBeGreaterThan(45 * MM);
      expect(top(item) + item.height).toBeLessThan(90 * MM);
    }
    expect(top(returnAddress)).toBeLessThan(top(name));
    // The facts block starts 125 mm from the left.
    const facts = page.items.find((item) => item.str === 'Rechnungsnummer')!;
    expect(facts.x).toBeCloseTo(125 * MM, 0);
  });

  it.each(['CLASSIC', 'MODERN', 'COMPACT'] as const)(
    'draws the %s look with the header note, footer, terms and the logo',
    async (layout) => {
      const content = sampleContent('INVOICE', 'de', {
        template: {
          layout,
          headerNote: 'Vielen Dank für Ihren Einkauf!',
          footer: 'Autohaus seit 1987',
          terms: 'Es gelten unsere AGB.',
        },
      });
      const pdf = await renderDocument(content, { logo: sampleFiles.png });
      expect(pdf.toString('latin1')).toContain('/Subtype /Image');
      expect(pdf.toString('latin1')).toContain('/FontFile2');
      const { text, pages } = await readPdf(pdf);
      expect(pages).toHaveLength(1);
      for (const line of [
        'Vielen Dank für Ihren Einkauf!',
        'Autohaus seit 1987',
        'Es gelten unsere AGB.',
        'Geschäftsführer: Max Mustermann',
        'Seite 1 von 1',
      ]) {
        expect(text, line).toContain(line);
      }
    },
  );

  it('formats money and dates by the document language', () => {
    expect(formatMoney('de', 123_456).replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatMoney('en', 123_456)).toBe('€1,234.56');
    // A cancellation invoice's reversed amounts.
    expect(formatMoney('de', -123_456).replace(/\s/g, ' ')).toBe('-1.234,56 €');
    expect(formatMoney('en', -123_456)).toBe('-€1,234.56');
    expect(formatDate('de', '2026-11-23')).toBe('23.11.2026');
    expect(formatDate('en', '2026-11-23')).toBe('23 Nov 2026');
  });

  it('formats a month from a day or from a YYYY-MM month (a service vehicle’s next HU)', () => {
    expect(formatMonth('de', '2027-05')).toBe(formatMonth('de', '2027-05-01'));
    expect(formatMonth('de', '2027-05')).toMatch(/^05.2027$/);
    expect(formatMonth('en', '2027-05')).toBe('05/2027');
  });

  it('prints a first registration as given: the day, or the month without a made-up day', () => {
    expect(formatDayOrMonth('de', '2019-03')).toBe('03.2019');
    expect(formatDayOrMonth('de', '2019-03-12')).toBe('12.03.2019');
    expect(formatDayOrMonth('en', '2019-03')).toBe('03/2019');
    expect(formatDayOrMonth('en', '2019-03-12')).toBe('12 Mar 2019');
  });

  it('keeps the IBAN and the BIC whole in the bank line, so that a wrap never tears them apart', () => {
    const bank = companyBank(TEST_COMPANY)!;
    expect(bank).toContain('IBAN\u00a0DE89\u00a03704\u00a00044\u00a00532\u00a00130\u00a000');
    expect(bank).toMatch(/, BIC\u00a0\S+$/);
  });
});

/** A dealer whose name, address and city take all the room they can: the reviewer's stress company. */
const LONG_COMPANY: Partial<Company> = {
  legalName: 'Autohaus Müller-Lüdenscheidt & Söhne Gebrauchtwagenhandelsgesellschaft mbH',
  streetAddress: 'Große Straße der Deutsch-Französischen Völkerfreundschaft und Übermäßigkeit',
  houseNumber: '123-125b',
  additionalAddress: 'Hinterhof, Gebäude C, 3. Obergeschoss links',
  postalCode: '58507',
  city: 'Lüdenscheid-Brügge an der Volme',
  phone: '+4923511234567',
  email: 'verkauf@autohaus-mueller-luedenscheidt-und-soehne.de',
  website: 'https://www.autohaus-mueller-luedenscheidt-und-soehne.de',
};

/** An A4 page's width in points. */
const A4_WIDTH = 595.28;

/** An item's top and bottom from the page's top (its baseline, and a fifth of its size below for descenders). */
const topOf = (page: PdfPageText, item: { y: number; height: number }) => page.height - item.y - item.height;
const bottomOf = (page: PdfPageText, item: { y: number; height: number }) => page.height - item.y + item.height * 0.2;

/** No two text items on the page cover one another. */
function expectNoOverprint(page: PdfPageText) {
  page.items.forEach((a, index) => {
    for (const b of page.items.slice(index + 1)) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(bottomOf(page, a), bottomOf(page, b)) - Math.max(topOf(page, a), topOf(page, b));
      expect(across > 1 && down > 2, `"${a.str}" over "${b.str}"`).toBe(false);
    }
  });
}

describe('the signature block', () => {
  it.each([
    ['de', 'Lüdenscheid-Brügge an der Volme, 23.11.2026', 'Ort, Datum'],
    ['en', 'Lüdenscheid-Brügge an der Volme, 23 Nov 2026', 'Place, date'],
  ] as const)(
    'prints a long place and the date on one line above the signature line, in smaller type (%s)',
    async (locale, placeDate, label) => {
      const { pages } = await readPdf(
        await renderDocument(sampleContent('CONTRACT', locale, { company: LONG_COMPANY }), { logo: null }),
      );
      const page = pages.at(-1)!;
      const labelItem = page.items.filter((item) => item.str === label).at(-1)!;
      const value = page.items.find((item) => item.str === placeDate)!;
      expect(value, placeDate).toBeDefined();
      expect(value.height).toBeLessThan(LOOKS.CLASSIC.size);
      expect(value.height).toBeGreaterThanOrEqual(MIN_PLACE_DATE_SIZE - 0.01);
      // Within the left of two signature lines, and above it: the line is drawn 3 pt above its label.
      const slot = (A4_WIDTH - 2 * LOOKS.CLASSIC.margin - 24) / 2;
      expect(value.x + value.width).toBeLessThanOrEqual(LOOKS.CLASSIC.margin + slot + 0.5);
      expect(bottomOf(page, value)).toBeLessThan(topOf(page, labelItem) - 3);
      expectNoOverprint(page);
    },
  );

  it('breaks a place too long for the line before the date, and moves the line down to make room', async () => {
    const place = 'Lüdenscheid-Brügge an der Volme, Gewerbegebiet Oberrahmede-Nord, Altenaer Straße';
    const page = openDocument(sampleContent('CONTRACT', 'de'), { logo: null }, { title: 'Unterschriften', facts: [] });
    page.signatures({ place, date: '27.11.2026', signers: ['Verkäufer', 'Käufer'] });
    const pdf = (await readPdf(await page.finish())).pages[0]!;
    const date = pdf.items.find((item) => item.str === '27.11.2026')!;
    const placeLine = pdf.items.find((item) => item.str.startsWith('Lüdenscheid-Brügge'))!;
    const labelItem = pdf.items.find((item) => item.str === 'Ort, Datum')!;
    expect(placeLine.str).toMatch(/,$/);
    expect(bottomOf(pdf, placeLine)).toBeLessThanOrEqual(topOf(pdf, date) + 0.5);
    expect(bottomOf(pdf, date)).toBeLessThan(topOf(pdf, labelItem) - 3);
    expectNoOverprint(pdf);
  });
});

describe('the company header', () => {
  /** The header's text items: left of the facts, starting above the address field. */
  const headerItems = (page: PdfPageText) => page.items.filter((item) => topOf(page, item) < ADDRESS.y && item.x < 125 * MM);

  it.each(['CLASSIC', 'MODERN', 'COMPACT'] as const)(
    'ends above the address field, in MODERN inside the band, with a long name and address (%s)',
    async (layout) => {
      const content = sampleContent('INVOICE', 'de', { company: LONG_COMPANY, template: { layout } });
      const { pages } = await readPdf(await renderDocument(content, { logo: sampleFiles.png }));
      const page = pages[0]!;
      const items = headerItems(page);
      const text = items.map((item) => item.str).join(' ');
      // The whole name and the contact, nothing cut.
      expect(text).toContain('Gebrauchtwagenhandelsgesellschaft mbH');
      expect(text.replace(/\s/g, '')).toContain('https://www.autohaus-mueller-luedenscheidt-und-soehne.de');
      expect(text).not.toContain('…');
      const look = LOOKS[layout];
      for (const item of items) {
        expect(bottomOf(page, item), item.str).toBeLessThanOrEqual(headerBottom(look) + 1);
        // White type is printed only on the band.
        if (look.band) expect(bottomOf(page, item), item.str).toBeLessThan(BAND_HEIGHT);
        expect(item.height, item.str).toBeGreaterThanOrEqual(MIN_HEADER_DETAIL_SIZE - 0.01);
      }
      expectNoOverprint(page);
    },
  );

  it.each(['CLASSIC', 'MODERN'] as const)(
    'cuts a name too long even in the smallest type, and still ends above the address field (%s)',
    async (layout) => {
      const legalName = `${LONG_COMPANY.legalName} ${LONG_COMPANY.legalName} ${LONG_COMPANY.legalName} ${LONG_COMPANY.legalName}`;
      const content = sampleContent('INVOICE', 'de', { company: { ...LONG_COMPANY, legalName }, template: { layout } });
      const { pages } = await readPdf(await renderDocument(content, { logo: null }));
      const page = pages[0]!;
      const items = headerItems(page);
      expect(items.map((item) => item.str).join(' ')).toContain('…');
      for (const item of items) expect(bottomOf(page, item), item.str).toBeLessThanOrEqual(headerBottom(LOOKS[layout]) + 1);
      // The footer still names the company in full.
      expect(pages[0]!.text).toContain(legalName);
    },
  );
});
