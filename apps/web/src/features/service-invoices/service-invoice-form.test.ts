import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { documentProblems, type ServiceFormValues, toFormValues } from './service-invoice-form';

// The form refuses a document before sending it for the same reasons the server would.

const today = '2026-11-27';

function values(changes: Partial<ServiceFormValues> = {}): ServiceFormValues {
  return {
    ...toFormValues({ trade: null, today, language: 'de' }),
    customerId: 'c0ffee00-0000-4000-8000-000000000001',
    lines: [{ description: 'Ölwechsel', quantity: 1, unitPrice: 8_900 }],
    ...changes,
  };
}

describe('documentProblems', () => {
  it('has nothing to refuse on a complete form dated today', () => {
    expect(documentProblems(values(), today)).toEqual({});
  });

  it('names the missing customer and lines by the server’s field names', () => {
    expect(documentProblems(values({ customerId: null, lines: [] }), today)).toEqual({ customerId: '0001', lines: '9532' });
  });

  it('refuses an invoice date after today (Berlin) as the server does', () => {
    expect(documentProblems(values({ invoiceDate: dayjs('2026-11-28') }), today)).toEqual({ invoiceDate: '9518' });
    expect(documentProblems(values({ invoiceDate: dayjs('2026-11-20') }), today)).toEqual({});
  });

  it('refuses VAT shown at 0 %, but not 0 % without VAT', () => {
    expect(documentProblems(values({ vat: true, vatRate: 0 }), today)).toEqual({ vatRate: '9513' });
    expect(documentProblems(values({ vat: false, vatRate: 0 }), today)).toEqual({});
  });
});
