import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { documentProblems, formAmounts, type ServiceFormValues, toFormValues } from './service-invoice-form';

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

  it('refuses VAT shown at 0 %, but not 0 % without VAT for a reason the dealer chose', () => {
    expect(documentProblems(values({ vat: true, vatRate: 0 }), today)).toEqual({ vatRate: '9513' });
    expect(documentProblems(values({ vat: false, vatRate: 0, vatExemption: 'SMALL_BUSINESS' }), today)).toEqual({});
    expect(documentProblems(values({ vat: false, vatRate: 0 }), today)).toEqual({ vatExemption: '0001' });
  });
});

describe('formAmounts', () => {
  it('sums the lines as typed, each with its VAT', () => {
    const amounts = formAmounts({
      lines: [
        { quantity: 2, unitPrice: 10_000 },
        { quantity: 1.5, unitPrice: 999 },
      ],
      vat: true,
      vatRate: 19,
    });
    expect(amounts).toMatchObject({ netCents: 21_499, vatCents: 4_085, grossCents: 25_584 });
  });

  it('counts a line beyond what may be invoiced as 0 instead of failing, however many there are', () => {
    const huge = { quantity: 99_999, unitPrice: 1_000_000_000 };
    const amounts = formAmounts({
      lines: [...Array.from({ length: 100 }, () => huge), { quantity: 1, unitPrice: 5_000 }],
      vat: true,
      vatRate: 19,
    });
    expect(amounts).toMatchObject({ netCents: 5_000, grossCents: 5_950 });
    expect(formAmounts({ lines: [{ quantity: 1e300, unitPrice: 1e300 }] }).grossCents).toBe(0);
  });
});
