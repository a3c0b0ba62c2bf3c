import { describe, expect, it } from 'vitest';
import { cancelTradeInputSchema } from './cancellations';
import { generateDocumentSchema } from './trades';

// Cancelling a trade: the typed cancellation invoice's number is checked as an invoice's (one
// schema, typedInvoiceNumberSchema), so a cancellation cannot carry a number its invoice could not.

const codesOf = (schema: typeof cancelTradeInputSchema | typeof generateDocumentSchema, body: object) =>
  schema.safeParse(body).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('cancelTradeInputSchema', () => {
  it('takes a typed cancellation invoice number as an invoice number, trimmed; none when numbering is automatic', () => {
    for (const number of ['2026/0815', 'ST-1001', 'R_2026.7', '#42', 'Ä-1'])
      expect(codesOf(cancelTradeInputSchema, { reason: 'x', invoiceNumber: number })).toBeUndefined();
    expect(cancelTradeInputSchema.parse({ reason: ' Rücktritt ', invoiceNumber: '  ST-1  ' })).toMatchObject({
      reason: 'Rücktritt',
      invoiceNumber: 'ST-1',
    });
    expect(cancelTradeInputSchema.parse({ reason: 'x' })).toEqual({ reason: 'x', orderType: 'SELLING' });
    expect(cancelTradeInputSchema.parse({ reason: 'x', invoiceNumber: null }).invoiceNumber).toBeNull();
    // A blank field is no number, as before: the service asks for one (9511) only while numbering is off.
    for (const blank of ['', '   '])
      expect(cancelTradeInputSchema.parse({ reason: 'x', invoiceNumber: blank }).invoiceNumber).toBeNull();
  });

  it('refuses what an invoice number refuses, with the same codes (5003 characters, 5010 "at most 40 characters")', () => {
    for (const number of ['ST 1001', 'ST\u00001', 'ST\t1', 'ST\u202E1', 'ST<1>', 'ST;1', 'S'.repeat(41)]) {
      const codes = codesOf(cancelTradeInputSchema, { reason: 'x', invoiceNumber: number });
      expect(codes, JSON.stringify(number)).toEqual(codesOf(generateDocumentSchema, { invoiceNumber: number }));
      expect(codes).toEqual([number.length > 40 ? 'invoiceNumber:5010' : 'invoiceNumber:5003']);
    }
    expect(codesOf(cancelTradeInputSchema, { reason: 'x', invoiceNumber: 'S'.repeat(40) })).toBeUndefined();
  });
});
