import { describe, expect, it } from 'vitest';
import { sampleFiles } from '../../../test/multipart';
import { companyBank, formatDate, formatMoney, formatMonth, MM } from './document-layout';
import { renderDocument } from './render-document';
import { readPdf, sampleContent, TEST_COMPANY } from './test-content';

// The shared page: the DIN 5008 address field, the template's look and texts, the logo, the
// footer, and money and dates by the document's language.

describe('the document layout', () => {
  it('puts the recipient into the window of a DIN 5008 form B envelope, under the return address', async () => {
    const { pages } = await readPdf(await renderDocument(sampleContent('INVOICE', 'de'), { logo: null }));
    const page = pages[0]!;
    const top = (item: { y: number; height: number }) => page.height - item.y - item.height;
    const returnAddress = page.items.find((item) => item.str.startsWith('Autohaus Sonne GmbH · Hauptstraße 12a · 80331 München'))!;
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

  it.each(['CLASSIC', 'MODERN', 'COMPACT'] as const)('draws the %s look with the header note, footer, terms and the logo', async (layout) => {
    const content = sampleContent('INVOICE', 'de', {
      template: { layout, headerNote: 'Vielen Dank für Ihren Einkauf!', footer: 'Autohaus seit 1987', terms: 'Es gelten unsere AGB.' },
    });
    const pdf = await renderDocument(content, { logo: sampleFiles.png });
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    const { text, pages } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    for (const line of ['Vielen Dank für Ihren Einkauf!', 'Autohaus seit 1987', 'Es gelten unsere AGB.', 'Geschäftsführer: Max Mustermann', 'Seite 1 von 1']) {
      expect(text, line).toContain(line);
    }
  });

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

  it('keeps the IBAN and the BIC whole in the bank line, so that a wrap never tears them apart', () => {
    const bank = companyBank(TEST_COMPANY)!;
    expect(bank).toContain('IBAN\u00a0DE89\u00a03704\u00a00044\u00a00532\u00a00130\u00a000');
    expect(bank).toMatch(/, BIC\u00a0\S+$/);
  });
});
