import { NO_DEALER_DATA, SAMPLE_VEHICLE } from '@kontor/domain/sample-data';
import { describe, expect, it } from 'vitest';
import { documentFileName } from './document-file-name';

// A document's file name, in the document's language.

const vehicle = { ...SAMPLE_VEHICLE, ...NO_DEALER_DATA };

describe('documentFileName', () => {
  const content = { vehicle: { ...vehicle, make: 'Mercedes-Benz', model: 'C 200 d/T-Modell' } } as const;
  it('names the invoice by its number, the others by vehicle and version, in the document’s language', () => {
    expect(documentFileName({ ...content, type: 'INVOICE', locale: 'de', number: 'RE-1001' }, 1)).toBe('Rechnung-RE-1001.pdf');
    expect(documentFileName({ ...content, type: 'INVOICE', locale: 'en', number: '2026/0815' }, 1)).toBe('Invoice-2026-0815.pdf');
    expect(documentFileName({ ...content, type: 'CONTRACT', locale: 'de', number: null }, 2)).toBe(
      'Kaufvertrag-Mercedes-Benz-C-200-d-T-Modell-v2.pdf',
    );
    expect(documentFileName({ ...content, type: 'PROTOCOL', locale: 'de', number: null }, 1)).toBe(
      'Übergabeprotokoll-Mercedes-Benz-C-200-d-T-Modell-v1.pdf',
    );
    expect(documentFileName({ ...content, type: 'BINDING_CONTRACT', locale: 'en', number: null }, 3)).toBe(
      'Binding-order-Mercedes-Benz-C-200-d-T-Modell-v3.pdf',
    );
  });

  it('names a sale’s cancellation invoice by its own number, a purchase’s cancellation notice by vehicle and version', () => {
    expect(documentFileName({ ...content, type: 'CANCELLATION', locale: 'de', number: 'RE-1002' }, 1)).toBe(
      'Stornorechnung-RE-1002.pdf',
    );
    expect(documentFileName({ ...content, type: 'CANCELLATION', locale: 'en', number: 'RE-1002' }, 1)).toBe(
      'Cancellation-invoice-RE-1002.pdf',
    );
    expect(documentFileName({ ...content, type: 'CANCELLATION', locale: 'de', order: 'BUYING' }, 1)).toBe(
      'Ankauf-Stornierung-Mercedes-Benz-C-200-d-T-Modell-v1.pdf',
    );
    expect(documentFileName({ ...content, type: 'CANCELLATION', locale: 'en', order: 'BUYING' }, 2)).toBe(
      'Purchase-cancellation-Mercedes-Benz-C-200-d-T-Modell-v2.pdf',
    );
  });
});
