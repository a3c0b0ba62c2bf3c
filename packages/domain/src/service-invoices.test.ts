import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryByIso2 } from './countries';
import {
  amountsExemption,
  DEFAULT_SERVICE_INVOICE,
  lineNet,
  reversedServiceAmounts,
  serviceAmounts,
  serviceInvoiceInputSchema,
  serviceInvoiceProblems,
  serviceLineSchema,
  SERVICE_UNITS,
  serviceTotalProblems,
  type ServiceCustomerFacts,
  suggestedVatExemption,
  vatExemptionOf,
} from './service-invoices';

describe('service invoice arithmetic', () => {
  it.each([
    // quantity, unit price (cents), net (cents)
    [1, 8_900, 8_900],
    [1.5, 8_900, 13_350],
    [0.25, 8_900, 2_225],
    [2.333, 1_000, 2_333],
    [0.005, 100, 1], // 0,5 ct rounds half away from zero
    [0.004, 100, 0],
    [3, 0, 0],
    [12.5, 1_999, 24_988], // 249,875 € → 249,88 €
  ])('%s × %s ct = %s ct', (quantity, unitPrice, net) => {
    expect(lineNet({ quantity, unitPrice })).toBe(net);
  });

  it('a workshop invoice at 19 %: the net is the sum of the lines, the VAT taken once on it', () => {
    const amounts = serviceAmounts({
      vat: true,
      vatRate: 19,
      lines: [
        { quantity: 1.5, unitPrice: 8_900 }, // labour 133,50 € → VAT 25,37 (25,365 half up)
        { quantity: 1, unitPrice: 4_990 }, // oil filter 49,90 € → 9,48 (9,481)
        { quantity: 4.5, unitPrice: 1_890 }, // oil 85,05 € → 16,16 (16,1595)
      ],
    });
    expect(amounts.lines).toEqual([
      { netCents: 13_350, vatCents: 2_537, grossCents: 15_887 },
      { netCents: 4_990, vatCents: 948, grossCents: 5_938 },
      { netCents: 8_505, vatCents: 1_616, grossCents: 10_121 },
    ]);
    // 268,45 € × 19 % = 51,0055 € → 51,01 €; the lines' VAT happens to sum to the same here.
    expect(amounts).toMatchObject({ vatRate: 19, netCents: 26_845, vatCents: 5_101, grossCents: 31_946 });
  });

  it('the VAT of the invoice is the net total’s, not the sum of rounded line VATs', () => {
    // Three lines of 0,05 €: each line's VAT at 19 % rounds to 0,01 € (0,0095), the total's to 0,03 € (0,0285).
    const amounts = serviceAmounts({ vat: true, vatRate: 19, lines: [1, 2, 3].map(() => ({ quantity: 1, unitPrice: 5 })) });
    expect(amounts.lines.map((line) => line.vatCents)).toEqual([1, 1, 1]);
    expect(amounts).toMatchObject({ netCents: 15, vatCents: 3, grossCents: 18 });
  });

  it('without VAT the rate is 0 and gross equals net; 7 % is taxed at 7', () => {
    expect(serviceAmounts({ vat: false, vatRate: 19, lines: [{ quantity: 2, unitPrice: 5_000 }] })).toMatchObject({
      vatRate: 0,
      netCents: 10_000,
      vatCents: 0,
      grossCents: 10_000,
    });
    expect(serviceAmounts({ vat: true, vatRate: 7, lines: [{ quantity: 1, unitPrice: 1_000 }] })).toMatchObject({
      vatRate: 7,
      vatCents: 70,
      grossCents: 1_070,
    });
  });

  const line = fc.record({
    quantity: fc.integer({ min: 1, max: 99_999_000 }).map((thousandths) => thousandths / 1000),
    unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
  });

  it('property: the net total is the sum of the lines, the VAT the rate of it to the half cent, gross = net + VAT on every line and in total', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.constantFrom(19, 7, 0), fc.boolean(), (lines, vatRate, vat) => {
        const amounts = serviceAmounts({ lines, vat, vatRate });
        const sum = (key: 'netCents' | 'vatCents' | 'grossCents') => amounts.lines.reduce((total, item) => total + item[key], 0);
        expect(amounts.netCents).toBe(sum('netCents'));
        expect(Math.abs(amounts.vatCents - (amounts.netCents * amounts.vatRate) / 100)).toBeLessThanOrEqual(0.5);
        // The lines' own rounding differs from the total's by at most half a cent a line.
        expect(Math.abs(amounts.vatCents - sum('vatCents'))).toBeLessThanOrEqual(Math.max(1, amounts.lines.length / 2));
        expect(amounts.grossCents).toBe(amounts.netCents + amounts.vatCents);
        for (const item of amounts.lines) {
          expect(Number.isSafeInteger(item.netCents)).toBe(true);
          expect(item.grossCents).toBe(item.netCents + item.vatCents);
          // The VAT of a line is its net at the rate, to the half cent.
          expect(Math.abs(item.vatCents - (item.netCents * amounts.vatRate) / 100)).toBeLessThanOrEqual(0.5);
        }
      }),
    );
  });

  it('property: a line net is quantity × price within half a cent', () => {
    fc.assert(
      fc.property(line, (item) => {
        expect(Math.abs(lineNet(item) - item.quantity * item.unitPrice)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('a cancellation reverses every line and total, without a -0', () => {
    const amounts = serviceAmounts({
      vat: true,
      vatRate: 19,
      lines: [
        { quantity: 1, unitPrice: 10_000 },
        { quantity: 1, unitPrice: 0 },
      ],
    });
    const reversed = reversedServiceAmounts(amounts);
    expect(reversed).toMatchObject({ netCents: -10_000, vatCents: -1_900, grossCents: -11_900 });
    expect(Object.is(reversed.lines[1]!.netCents, 0)).toBe(true);
  });
});

describe('service line and draft input', () => {
  it.each([
    [{ description: '', quantity: 1, unitPrice: 100 }, 'description', '0001'],
    [{ description: '   ', quantity: 1, unitPrice: 100 }, 'description', '0001'],
    [{ description: 'Ölwechsel', quantity: 0, unitPrice: 100 }, 'quantity', '9530'],
    [{ description: 'Ölwechsel', quantity: -1, unitPrice: 100 }, 'quantity', '9530'],
    [{ description: 'Ölwechsel', quantity: 1.2345, unitPrice: 100 }, 'quantity', '9530'],
    [{ description: 'Ölwechsel', quantity: 1, unitPrice: -1 }, 'unitPrice', '9531'],
  ])('refuses %o on %s with %s', (input, field, code) => {
    const result = serviceLineSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: [field], message: code });
  });

  it('keeps a line with a decimal quantity and a free one', () => {
    expect(serviceLineSchema.parse({ description: ' Arbeitszeit ', quantity: 1.5, unitPrice: 8_900 })).toEqual({
      description: 'Arbeitszeit',
      quantity: 1.5,
      unitPrice: 8_900,
    });
    expect(serviceLineSchema.parse({ description: 'Prüfung', quantity: 1, unitPrice: 0 }).unitPrice).toBe(0);
  });

  it('keeps the unit a line is counted in; a line stored before units existed has none', () => {
    for (const unit of SERVICE_UNITS)
      expect(serviceLineSchema.parse({ description: 'x', quantity: 1, unitPrice: 100, unit }).unit).toBe(unit);
    expect(SERVICE_UNITS).toEqual(['PIECE', 'HOUR', 'LITRE', 'LUMP_SUM']);
    expect(serviceLineSchema.parse({ description: 'x', quantity: 1, unitPrice: 100 }).unit).toBeUndefined();
    const unknown = serviceLineSchema.safeParse({ description: 'x', quantity: 1, unitPrice: 100, unit: 'BOX' });
    expect(unknown.error?.issues[0]).toMatchObject({ path: ['unit'], message: '5003' });
  });

  it('a draft takes any subset of its fields; the next inspection is a month', () => {
    expect(serviceInvoiceInputSchema.parse({ licencePlate: ' K-AB 123 ', nextInspection: '2027-05' })).toEqual({
      licencePlate: 'K-AB 123',
      nextInspection: '2027-05',
    });
    expect(serviceInvoiceInputSchema.safeParse({ nextInspection: '2027-13' }).success).toBe(false);
    expect(serviceInvoiceInputSchema.safeParse({ vatRate: 16 }).success).toBe(false);
  });

  const issuesOf = (input: unknown) => {
    const result = serviceInvoiceInputSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('refuses a malformed vehicle or customer id with 5003, as the other ids (a 3-digit code would open the error page)', () => {
    expect(issuesOf({ vehicleId: 'abc' })).toEqual({ vehicleId: '5003' });
    expect(issuesOf({ customerId: 'abc' })).toEqual({ customerId: '5003' });
    expect(issuesOf({ vehicleId: 'c0ffee00-0000-4000-8000-000000000001', customerId: null })).toEqual({});
  });

  it('refuses dates and an inspection month before 1900 (5003)', () => {
    expect(issuesOf({ nextInspection: '0000-05' })).toEqual({ nextInspection: '5003' });
    expect(issuesOf({ nextInspection: '1899-12' })).toEqual({ nextInspection: '5003' });
    expect(issuesOf({ nextInspection: '1900-01' })).toEqual({});
    for (const field of ['invoiceDate', 'handoverOn', 'proposalValidUntil']) {
      expect(issuesOf({ [field]: '0100-01-01' })).toEqual({ [field]: '5003' });
      expect(issuesOf({ [field]: '1900-01-01' })).toEqual({});
    }
  });

  it('caps a line’s total at a price’s 10 million euros, on its price (9317)', () => {
    expect(serviceLineSchema.safeParse({ description: 'x', quantity: 1, unitPrice: 1_000_000_000 }).success).toBe(true);
    expect(serviceLineSchema.safeParse({ description: 'x', quantity: 100, unitPrice: 10_000_000 }).success).toBe(true);
    for (const line of [
      { description: 'x', quantity: 99_999, unitPrice: 1_000_000_000 },
      { description: 'x', quantity: 100, unitPrice: 10_000_001 },
      { description: 'x', quantity: 1.001, unitPrice: 1_000_000_000 },
    ]) {
      const result = serviceLineSchema.safeParse(line);
      expect(result.error?.issues, JSON.stringify(line)).toEqual([
        expect.objectContaining({ path: ['unitPrice'], message: '9317' }),
      ]);
    }
  });

  it('caps the invoice’s gross at 10 million euros on the lines (9317), at the VAT sent, and never throws', () => {
    const half = { description: 'x', quantity: 1, unitPrice: 500_000_000 };
    expect(issuesOf({ lines: [half, half], vat: false })).toEqual({});
    expect(issuesOf({ lines: [half, { ...half, unitPrice: 500_000_001 }], vat: false })).toEqual({ lines: '9317' });
    // 10 M net is 11.9 M gross at 19 %, 10.7 M at 7 %.
    expect(issuesOf({ lines: [half, half], vat: true, vatRate: 19 })).toEqual({ lines: '9317' });
    expect(issuesOf({ lines: [half, half], vat: true, vatRate: 7 })).toEqual({ lines: '9317' });
    expect(issuesOf({ lines: [{ ...half, unitPrice: 840_336_134 }], vat: true, vatRate: 19 })).toEqual({});
    expect(issuesOf({ lines: [{ ...half, unitPrice: 840_336_135 }], vat: true, vatRate: 19 })).toEqual({ lines: '9317' });
    // The fuzzer's invoice: 91 lines of 99 999 × 10 M € (a RangeError in the VAT math before); each line has its own 9317.
    const huge = Array.from({ length: 91 }, () => ({ description: 'x', quantity: 99_999, unitPrice: 1_000_000_000 }));
    const issues = issuesOf({ lines: huge });
    expect(Object.keys(issues)).toHaveLength(91);
    expect(issues['lines.90.unitPrice']).toBe('9317');
    expect(issuesOf({ lines: huge.slice(0, 90), vat: false })['lines.0.unitPrice']).toBe('9317');
  });

  it('serviceTotalProblems: lines over the cap (a draft saved before it), the gross, and lines that are no number yet', () => {
    expect(serviceTotalProblems({ lines: [{ quantity: 99_999, unitPrice: 1_000_000_000 }], vat: false, vatRate: 0 })).toEqual({
      lines: '9317',
    });
    const many = Array.from({ length: 100 }, () => ({ quantity: 1, unitPrice: 10_000_000 }));
    expect(serviceTotalProblems({ lines: many, vat: false, vatRate: 19 })).toEqual({});
    expect(serviceTotalProblems({ lines: many, vat: true, vatRate: 19 })).toEqual({ lines: '9317' });
    expect(serviceTotalProblems({ lines: [{ quantity: Number.NaN, unitPrice: Number.NaN }], vat: true, vatRate: 19 })).toEqual(
      {},
    );
  });
});

describe('what a service document needs beyond its fields', () => {
  const today = '2026-11-27';
  const ready = {
    ...DEFAULT_SERVICE_INVOICE,
    customerId: 'c0ffee00-0000-4000-8000-000000000001',
    lines: [{ description: 'Ölwechsel', quantity: 1, unitPrice: 8_900 }],
  };

  it('has nothing to refuse on a complete draft dated today or before, or undated', () => {
    expect(serviceInvoiceProblems({ ...ready, invoiceDate: today }, { today })).toEqual({});
    expect(serviceInvoiceProblems({ ...ready, invoiceDate: '2026-11-01' }, { today })).toEqual({});
    expect(serviceInvoiceProblems({ ...ready, invoiceDate: null }, { today })).toEqual({});
  });

  it('needs a customer and a line', () => {
    expect(serviceInvoiceProblems({ ...ready, customerId: null, lines: [] }, { today })).toEqual({
      customerId: '0001',
      lines: '9532',
    });
  });

  it('refuses an invoice dated ahead of today, as a sale does (9518)', () => {
    expect(serviceInvoiceProblems({ ...ready, invoiceDate: '2026-11-28' }, { today })).toEqual({ invoiceDate: '9518' });
  });

  it('refuses a date of service a year or more from the invoice date (9551) and a cost estimate expiring before its date (9552)', () => {
    const invoiceDate = '2026-11-20';
    const serviced = (handoverOn: string) =>
      serviceInvoiceProblems({ ...ready, invoiceDate, handoverDate: 'CUSTOM', handoverOn }, { today });
    expect(serviced('2099-05-05')).toEqual({ handoverOn: '9551' });
    expect(serviced('2025-11-18')).toEqual({ handoverOn: '9551' });
    expect(serviced('2027-11-20')).toEqual({});
    expect(serviced('2026-11-13')).toEqual({});
    // The day of the invoice itself needs no day of its own.
    expect(
      serviceInvoiceProblems({ ...ready, invoiceDate, handoverDate: 'INVOICE_DATE', handoverOn: '2099-05-05' }, { today }),
    ).toEqual({});
    expect(serviceInvoiceProblems({ ...ready, invoiceDate, proposalValidUntil: '2020-01-01' }, { today })).toEqual({
      proposalValidUntil: '9552',
    });
    expect(serviceInvoiceProblems({ ...ready, invoiceDate, proposalValidUntil: invoiceDate }, { today })).toEqual({});
    // Without a date of its own the document is made today.
    expect(serviceInvoiceProblems({ ...ready, invoiceDate: null, proposalValidUntil: '2026-11-26' }, { today })).toEqual({
      proposalValidUntil: '9552',
    });
  });

  it('refuses a draft over the cap, saved before the cap was checked (9317 on the lines)', () => {
    expect(
      serviceInvoiceProblems({ ...ready, lines: [{ description: 'x', quantity: 2, unitPrice: 1_000_000_000 }] }, { today }),
    ).toEqual({ lines: '9317' });
  });

  it('allows 0 % only as "no VAT": VAT shown at 0 % is refused (9513)', () => {
    expect(serviceInvoiceProblems({ ...ready, vat: true, vatRate: 0 }, { today })).toEqual({ vatRate: '9513' });
    expect(serviceInvoiceProblems({ ...ready, vat: false, vatRate: 0, vatExemption: 'SMALL_BUSINESS' }, { today })).toEqual({});
    expect(serviceInvoiceProblems({ ...ready, vat: true, vatRate: 7 }, { today })).toEqual({});
  });
});

describe('the reason for no VAT and the customer’s address', () => {
  const today = '2026-11-27';
  const ready = {
    ...DEFAULT_SERVICE_INVOICE,
    customerId: 'c0ffee00-0000-4000-8000-000000000001',
    // 300,00 € net: over the small-amount invoice's 250 € gross either way.
    lines: [{ description: 'Motorinstandsetzung', quantity: 1, unitPrice: 30_000 }],
  };
  const address = { streetAddress: 'Hauptstraße', houseNumber: '1', postalCode: '1010', city: 'Wien' };
  const austrian: ServiceCustomerFacts = {
    type: 'BUSINESS',
    vatId: 'ATU13585627',
    countryId: countryByIso2('AT')!.id,
    ...address,
  };
  const swiss: ServiceCustomerFacts = { ...austrian, vatId: null, countryId: countryByIso2('CH')!.id };
  const german: ServiceCustomerFacts = { ...austrian, vatId: 'DE136695976', countryId: countryByIso2('DE')!.id };
  const context = (customer: ServiceCustomerFacts, more: { companyVatId?: string | null } = {}) => ({
    today,
    customer,
    companyVatId: 'DE811907980',
    ...more,
  });
  const reverse = { ...ready, vat: false, vatExemption: 'REVERSE_CHARGE' as const };
  const notTaxable = { ...ready, vat: false, vatExemption: 'NOT_TAXABLE' as const };

  it('is null with VAT, the one chosen without, and null while none is chosen: nothing is assumed', () => {
    expect(vatExemptionOf({ vat: true, vatExemption: 'REVERSE_CHARGE' })).toBeNull();
    expect(vatExemptionOf({ vat: false, vatExemption: 'NOT_TAXABLE' })).toBe('NOT_TAXABLE');
    expect(vatExemptionOf({ vat: false, vatExemption: null })).toBeNull();
    expect(vatExemptionOf({ vat: false })).toBeNull();
  });

  it('takes the small business’s reason only from a company that is one (§19 UStG, 9550)', () => {
    const small = { ...ready, vat: false, vatExemption: 'SMALL_BUSINESS' as const };
    expect(serviceInvoiceProblems(small, { ...context(german), companySmallBusiness: false })).toEqual({ vatExemption: '9550' });
    expect(serviceInvoiceProblems(small, { ...context(german), companySmallBusiness: true })).toEqual({});
    expect(serviceInvoiceProblems({ ...small, vat: true }, { ...context(german), companySmallBusiness: false })).toEqual({});
  });

  it('makes no document without VAT until the dealer chose why (0001), so none claims §19 UStG unasked', () => {
    expect(serviceInvoiceProblems({ ...ready, vat: false }, context(german))).toEqual({ vatExemption: '0001' });
    expect(serviceInvoiceProblems({ ...ready, vat: false, vatExemption: null }, { today })).toEqual({ vatExemption: '0001' });
    expect(serviceInvoiceProblems({ ...ready, vat: false, vatExemption: 'SMALL_BUSINESS' }, context(german))).toEqual({});
  });

  it('is kept in the amounts and by their reversal; amounts stored before it read as the small business', () => {
    const amounts = serviceAmounts({ vat: false, vatRate: 19, vatExemption: 'REVERSE_CHARGE', lines: ready.lines });
    expect(amounts).toMatchObject({ vatRate: 0, vatExemption: 'REVERSE_CHARGE', vatCents: 0, grossCents: 30_000 });
    expect(reversedServiceAmounts(amounts)).toMatchObject({ vatExemption: 'REVERSE_CHARGE', grossCents: -30_000 });
    expect(
      serviceAmounts({ vat: true, vatRate: 19, vatExemption: 'REVERSE_CHARGE', lines: ready.lines }).vatExemption,
    ).toBeNull();
    const { vatExemption: _none, ...stored } = serviceAmounts({
      vat: false,
      vatRate: 19,
      vatExemption: 'SMALL_BUSINESS',
      lines: ready.lines,
    });
    expect(amountsExemption(stored)).toBe('SMALL_BUSINESS');
    expect(reversedServiceAmounts(stored).vatExemption).toBe('SMALL_BUSINESS');
  });

  it('takes it from the API as vatExemption, one of the three (5003 otherwise)', () => {
    expect(serviceInvoiceInputSchema.safeParse({ vat: false, vatExemption: 'NOT_TAXABLE' }).success).toBe(true);
    expect(serviceInvoiceInputSchema.safeParse({ vatExemption: null }).success).toBe(true);
    const bad = serviceInvoiceInputSchema.safeParse({ vat: false, vatExemption: 'EXPORT' });
    expect(bad.error?.issues).toEqual([expect.objectContaining({ path: ['vatExemption'], message: '5003' })]);
  });

  it('reverse charge: a business with a VAT id of another EU state (9538), and the company’s own VAT id (9540)', () => {
    expect(serviceInvoiceProblems(reverse, context(austrian))).toEqual({});
    expect(serviceInvoiceProblems(reverse, context({ ...austrian, type: 'PRIVATE' }))).toEqual({ vatExemption: '9538' });
    expect(serviceInvoiceProblems(reverse, context({ ...austrian, vatId: null }))).toEqual({ vatExemption: '9538' });
    expect(serviceInvoiceProblems(reverse, context(german))).toEqual({ vatExemption: '9538' });
    expect(serviceInvoiceProblems(reverse, context({ ...austrian, vatId: 'DE136695976' }))).toEqual({ vatExemption: '9538' });
    expect(serviceInvoiceProblems(reverse, context(swiss))).toEqual({ vatExemption: '9538' });
    expect(serviceInvoiceProblems(reverse, context({ ...swiss, vatId: 'CHE-123.456.789' }))).toEqual({ vatExemption: '9538' });
    expect(serviceInvoiceProblems(reverse, context(austrian, { companyVatId: null }))).toEqual({ vatExemption: '9540' });
  });

  it('not taxable: a business outside the EU (9539)', () => {
    expect(serviceInvoiceProblems(notTaxable, context(swiss))).toEqual({});
    expect(serviceInvoiceProblems(notTaxable, context(austrian))).toEqual({ vatExemption: '9539' });
    expect(serviceInvoiceProblems(notTaxable, context(german))).toEqual({ vatExemption: '9539' });
    expect(serviceInvoiceProblems(notTaxable, context({ ...swiss, type: 'PRIVATE' }))).toEqual({ vatExemption: '9539' });
  });

  it('the small business and VAT shown fit any customer; the reason is not checked with VAT', () => {
    for (const customer of [austrian, swiss, german]) {
      expect(serviceInvoiceProblems({ ...ready, vat: false, vatExemption: 'SMALL_BUSINESS' }, context(customer))).toEqual({});
      expect(serviceInvoiceProblems({ ...ready, vatExemption: 'NOT_TAXABLE' }, context(customer))).toEqual({});
    }
  });

  it('waits for the customer and the company where they are not known (the form before they are read)', () => {
    expect(serviceInvoiceProblems(reverse, { today })).toEqual({});
    expect(serviceInvoiceProblems(notTaxable, { today, customer: null })).toEqual({});
  });

  it('an invoice needs the customer’s full address (9537) unless it is a small-amount one up to 250 € gross', () => {
    const noStreet = { ...german, streetAddress: null, houseNumber: '  ' };
    expect(serviceInvoiceProblems(ready, context(noStreet))).toEqual({ customerId: '9537' });
    for (const part of ['streetAddress', 'houseNumber', 'postalCode', 'city'] as const)
      expect(serviceInvoiceProblems(ready, context({ ...german, [part]: '' })), part).toEqual({ customerId: '9537' });
    // 210,08 € net is 249,9952 → 250,00 € gross at 19 %: still a small amount; a cent more is not.
    const line = (unitPrice: number) => [{ description: 'Ölwechsel', quantity: 1, unitPrice }];
    expect(serviceInvoiceProblems({ ...ready, lines: line(21_008) }, context(noStreet))).toEqual({});
    expect(serviceInvoiceProblems({ ...ready, lines: line(21_009) }, context(noStreet))).toEqual({ customerId: '9537' });
    expect(
      serviceInvoiceProblems({ ...ready, vat: false, vatExemption: 'SMALL_BUSINESS', lines: line(25_000) }, context(noStreet)),
    ).toEqual({});
    // A cost estimate is no invoice.
    expect(serviceInvoiceProblems(ready, { ...context(noStreet), documentType: 'PROPOSAL' })).toEqual({});
    expect(serviceInvoiceProblems(ready, { ...context(noStreet), documentType: 'INVOICE' })).toEqual({ customerId: '9537' });
  });

  it('the reverse charge needs the full address at any amount (§33 Satz 3 UStDV)', () => {
    const small = { ...reverse, lines: [{ description: 'Ventil', quantity: 1, unitPrice: 1_000 }] };
    expect(serviceInvoiceProblems(small, context({ ...austrian, city: null }))).toEqual({ customerId: '9537' });
    expect(serviceInvoiceProblems({ ...small, vatExemption: 'SMALL_BUSINESS' }, context({ ...austrian, city: null }))).toEqual(
      {},
    );
  });

  it('suggests the reverse charge for a business in another EU state, "not taxable" outside the EU, nothing at home or for a consumer', () => {
    expect(suggestedVatExemption(austrian)).toBe('REVERSE_CHARGE');
    expect(suggestedVatExemption(swiss)).toBe('NOT_TAXABLE');
    expect(suggestedVatExemption(german)).toBeNull();
    expect(suggestedVatExemption({ ...austrian, type: 'PRIVATE' })).toBeNull();
    expect(suggestedVatExemption({ ...swiss, type: 'PRIVATE' })).toBeNull();
  });

  it('sums no line that is no number yet (the form while typing) and never throws', () => {
    const typing = { ...ready, lines: [{ description: 'x', quantity: Number.NaN, unitPrice: Number.NaN }] };
    expect(serviceInvoiceProblems(typing, context({ ...german, city: null }))).toEqual({});
  });
});
