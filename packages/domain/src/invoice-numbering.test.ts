import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatInvoiceNumber,
  INVOICE_NUMBER_MAX,
  type InvoiceNumbering,
  invoiceNumberingSchema,
  nextCounter,
  previewInvoiceNumber,
  sameNumberForm,
  typedInvoiceNumberSchema,
  withNextCounter,
} from './invoice-numbering';
import { INVOICE_PART_MAX } from './constants';
import { errorTexts } from './errors';

const template = (overrides: Partial<InvoiceNumbering> = {}): InvoiceNumbering => ({
  prefix: 'RE-',
  root: '1',
  suffix: '-26',
  padding: 0,
  changingPart: 'ROOT',
  ...overrides,
});

function fieldsOf(input: unknown) {
  const result = invoiceNumberingSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('invoiceNumberingSchema', () => {
  it('takes a template with defaults: padding 0, changing part ROOT', () => {
    expect(invoiceNumberingSchema.parse({ prefix: 'RE', root: '100' })).toEqual({
      prefix: 'RE',
      root: '100',
      suffix: '',
      padding: 0,
      changingPart: 'ROOT',
    });
  });

  it('takes the prefixes real numbering needs, whole, and wants the changing part numeric', () => {
    expect(invoiceNumberingSchema.parse({ prefix: 'RE-2026-', root: '1', padding: 4 }).prefix).toBe('RE-2026-');
    expect(previewInvoiceNumber(invoiceNumberingSchema.parse({ prefix: 'RE-2026-', root: '1', padding: 4 }))).toBe(
      'RE-2026-0001',
    );
    expect(fieldsOf({ prefix: 'KV-WERKSTATT-', root: '1' })).toEqual({});
    expect(fieldsOf({ prefix: 'RECHNUNG', root: '1' })).toEqual({});
    expect(fieldsOf({ prefix: 'RE', root: 'A1' })).toEqual({ root: '9209' });
    expect(fieldsOf({ prefix: 'RE', root: 'A1' })).toEqual({ root: '9209' });
    expect(fieldsOf({ prefix: '2026', root: 'X', changingPart: 'PREFIX' })).toEqual({});
    expect(fieldsOf({ prefix: 'RE', root: '' })).toEqual({ root: '0001' });
    expect(fieldsOf({ root: '1', padding: 13 })).toEqual({ padding: '5003' });
  });

  it('refuses a part over 20 characters with the code that names the limit, never cutting it', () => {
    expect(INVOICE_PART_MAX).toBe(20);
    expect(fieldsOf({ prefix: 'R'.repeat(21), root: '1' })).toEqual({ prefix: '9210' });
    expect(errorTexts.de['9210']).toBe('Höchstens 20 Zeichen');
    expect(errorTexts.en['9210']).toBe('At most 20 characters');
  });

  it('refuses a template whose next number would be longer than an invoice number may be, at its fixed parts', () => {
    // 20 + 1 + 20 = 41 characters, one over INVOICE_NUMBER_MAX.
    const tooLong = { prefix: 'P'.repeat(20), root: '1', suffix: 'S'.repeat(20) };
    expect(fieldsOf(tooLong)).toEqual({ prefix: '9212', suffix: '9212' });
    expect(fieldsOf({ ...tooLong, suffix: 'S'.repeat(19) })).toEqual({});
    expect(fieldsOf({ prefix: 'P'.repeat(20), root: '1', padding: 12, suffix: 'S'.repeat(9) })).toEqual({
      prefix: '9212',
      suffix: '9212',
    });
    expect(errorTexts.de['9212']).toContain(String(INVOICE_NUMBER_MAX));
  });

  it('refuses a typed invoice number over 40 characters with the code that names the limit', () => {
    const result = typedInvoiceNumberSchema.safeParse('R'.repeat(41));
    expect(result.success ? undefined : result.error.issues[0]!.message).toBe('5010');
    expect(errorTexts.de['5010']).toBe('Höchstens 40 Zeichen');
  });

  it('takes the padding as a number or its digits, empty as none, and nothing else (true, [3], "")', () => {
    expect(invoiceNumberingSchema.parse({ root: '1', padding: '4' }).padding).toBe(4);
    expect(invoiceNumberingSchema.parse({ root: '1', padding: null }).padding).toBe(0);
    for (const padding of [true, [3], '', '   ', '2.5', 1.5])
      expect(fieldsOf({ root: '1', padding })).toEqual({ padding: '5003' });
  });
});

describe('formatInvoiceNumber', () => {
  it('puts the padded counter in the changing part', () => {
    expect(formatInvoiceNumber(template(), 7)).toBe('RE-7-26');
    expect(formatInvoiceNumber(template({ padding: 5 }), 7)).toBe('RE-00007-26');
    expect(formatInvoiceNumber(template({ changingPart: 'SUFFIX', suffix: '1' }), 42)).toBe('RE-142');
    expect(formatInvoiceNumber(template({ changingPart: 'PREFIX', prefix: '9', padding: 3 }), 10)).toBe('0101-26');
    expect(formatInvoiceNumber(template({ padding: 2 }), 1234)).toBe('RE-1234-26');
  });

  it('previews the next number and shows a series in use', () => {
    expect(previewInvoiceNumber(template({ root: '100', padding: 6 }))).toBe('RE-000100-26');
    expect(nextCounter(withNextCounter(template(), 57))).toBe(57);
  });

  it('gives different counters different numbers, and keeps their order when padded', () => {
    const templates = fc.record({
      prefix: fc.stringMatching(/^[A-Z-]{0,20}$/),
      root: fc.constant('1'),
      suffix: fc.stringMatching(/^[A-Z-]{0,20}$/),
      padding: fc.integer({ min: 0, max: 12 }),
      changingPart: fc.constant('ROOT' as const),
    });
    fc.assert(
      fc.property(templates, fc.nat(999_999), fc.nat(999_999), (t, a, b) => {
        const [x, y] = [formatInvoiceNumber(t, a), formatInvoiceNumber(t, b)];
        if (a === b) return x === y;
        if (x === y) return false;
        const width = Math.max(String(a).length, String(b).length);
        return t.padding < width || a < b === x < y;
      }),
    );
  });
});

describe('sameNumberForm', () => {
  it('is true for two templates that print the same form whatever their counters', () => {
    expect(sameNumberForm(template({ root: '1' }), template({ root: '250' }))).toBe(true);
    // Plain numbers, whichever part counts: both would print 1, 2, 3 …
    expect(
      sameNumberForm(
        template({ prefix: '', root: '1', suffix: '' }),
        template({ prefix: '', root: '', suffix: '7', changingPart: 'SUFFIX' }),
      ),
    ).toBe(true);
  });

  it('is false when a fixed part or the padding differs', () => {
    expect(sameNumberForm(template(), template({ prefix: 'SR-' }))).toBe(false);
    expect(sameNumberForm(template(), template({ suffix: '-27' }))).toBe(false);
    expect(sameNumberForm(template(), template({ padding: 4 }))).toBe(false);
    expect(sameNumberForm(template({ changingPart: 'ROOT' }), template({ prefix: '1', changingPart: 'PREFIX' }))).toBe(false);
  });
});
