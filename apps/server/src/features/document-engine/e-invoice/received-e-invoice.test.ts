import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readReceivedEInvoice, toCents, UnreadableEInvoice } from './received-e-invoice';

// The reader of a seller's e-invoice apart from the purchase: amounts to cents, the scenario by BT-24
// (an unknown one is rejected as KoSIT rejects it), and what is refused before any parser runs.

const DIR = path.dirname(fileURLToPath(import.meta.url));
const OWN_UBL = readFileSync(path.join(DIR, 'received-examples', 'kontor-vehicle-invoice_ubl.xml'), 'utf8');

const refusal = (content: string) =>
  readReceivedEInvoice(Buffer.from(content)).then(
    () => null,
    (error: unknown) => (error instanceof UnreadableEInvoice ? error.code : error),
  );

describe('reading a received e-invoice', () => {
  it('turns decimal amounts into cents', () => {
    expect([
      toCents('336.9'),
      toCents('14875.00'),
      toCents('0.07'),
      toCents('-12.5'),
      toCents('12'),
      toCents('x'),
      toCents(null),
    ]).toEqual([33_690, 1_487_500, 7, -1_250, 1_200, null, null]);
  });

  it('rejects a specification identifier (BT-24) no validation scenario knows, with the rules not run', async () => {
    const other = OWN_UBL.replace(/<cbc:CustomizationID>[^<]*</, '<cbc:CustomizationID>urn:example:invoice:1.0<');
    const read = await readReceivedEInvoice(Buffer.from(other));
    expect(read.validation).toEqual({
      scenario: null,
      valid: false,
      errors: [
        { id: 'SCENARIO', text: 'No validation scenario for the specification identifier (BT-24) "urn:example:invoice:1.0"' },
      ],
      warnings: [],
    });
    expect(read.invoiceNumber).toBe('AN-2026-0417');
  });

  it('refuses XML with a document type declaration (no entity is expanded or fetched), XML that is not well-formed, and text', async () => {
    const doctype = OWN_UBL.replace('<ubl:Invoice', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n<ubl:Invoice');
    expect(await refusal(doctype)).toBe('9583');
    expect(await refusal(OWN_UBL.slice(0, 2_000))).toBe('9581');
    expect(await refusal('Rechnung 4711 über 14.875,00 €')).toBe('9581');
  });
});
