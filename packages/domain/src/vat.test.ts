import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addVat, marginVat, splitGross, taxationOf, tradeAmounts, type TradeAmountsInput } from './vat';

const sale = (overrides: Partial<TradeAmountsInput>): TradeAmountsInput => ({
  grossCents: 1_190_000,
  vat: true,
  vatRate: 19,
  sectionType: null,
  depositCents: 0,
  purchaseCents: null,
  ...overrides,
});

describe('splitGross: net rounded half up, VAT the rest', () => {
  it.each(
    [
      // gross, rate, net, vat
      [1_190_000, 19, 1_000_000, 190_000],
      [1_000_000, 19, 840_336, 159_664], // 840 336,134… → 840 336
      [1, 19, 1, 0], // 0,84 → 1 cent net, no VAT
      [119, 19, 100, 19],
      [100, 19, 84, 16], // 84,03 → 84
      [107, 7, 100, 7],
      [2_350_050, 7, 2_196_308, 153_742], // 2 196 308,41 → …308
      [1_000_000, 0, 1_000_000, 0],
      [0, 19, 0, 0],
    ].map(([gross, rate, net, vat]) => ({ gross, rate, net, vat })),
  )('$gross cents at $rate % → net $net, VAT $vat', ({ gross, rate, net, vat }) => {
    expect(splitGross(gross!, rate!)).toEqual({ netCents: net, vatCents: vat });
  });

  it('rounds an exact half cent up', () => {
    // 1 999 950 / 1.19 is not a half, so build one: net 50,5 cents at 0 % is impossible; at 100 %, 101 cents → 50,5 → 51.
    expect(splitGross(101, 100)).toEqual({ netCents: 51, vatCents: 50 });
  });
});

describe('addVat: VAT on a net amount, half up', () => {
  it.each([
    [1_000_000, 19, 190_000],
    [1_050, 19, 200], // 199,5 → 200
    [1_049, 19, 199], // 199,31 → 199
    [1_050, 7, 74], // 73,5 → 74
    [333, 0, 0],
  ])('net %i at %i %% → VAT %i', (net, rate, vat) => {
    expect(addVat(net, rate)).toEqual({ vatCents: vat, grossCents: net + vat });
  });
});

describe('tradeAmounts: the cases of a sale', () => {
  it('standard 19 %: net, VAT and gross; deposit and amount due', () => {
    expect(tradeAmounts(sale({ depositCents: 100_000 }))).toEqual({
      taxation: 'STANDARD',
      vatRate: 19,
      grossCents: 1_190_000,
      netCents: 1_000_000,
      vatCents: 190_000,
      depositCents: 100_000,
      amountDueCents: 1_090_000,
      margin: null,
    });
  });

  it('7 % uses its rate', () => {
    const amounts = tradeAmounts(sale({ grossCents: 1_070_000, vatRate: 7 }));
    expect([amounts.netCents, amounts.vatCents]).toEqual([1_000_000, 70_000]);
  });

  it('no VAT without a section: the gross is the net, rate 0', () => {
    const amounts = tradeAmounts(sale({ vat: false }));
    expect(amounts).toMatchObject({ taxation: 'NO_VAT', vatRate: 0, netCents: 1_190_000, vatCents: 0 });
  });

  it.each(
    [
      // sale, purchase, margin, margin VAT
      ['positive margin', 1_500_000, 1_200_000, 300_000, 47_899], // 300 000 · 19/119 = 47 899,16
      ['zero margin', 1_200_000, 1_200_000, 0, 0],
      ['negative margin', 1_100_000, 1_200_000, -100_000, 0],
      ['one cent margin', 1_200_001, 1_200_000, 1, 0], // 1/1,19 → net 1, VAT 0
      ['a round margin', 1_190_000 + 1_200_000, 1_200_000, 1_190_000, 190_000],
    ].map(([name, gross, purchase, margin, vat]) => ({
      name,
      gross: gross as number,
      purchase: purchase as number,
      margin,
      vat,
    })),
  )('§25a $name: no VAT shown; margin and its VAT for the books', ({ gross, purchase, margin, vat }) => {
    const amounts = tradeAmounts(sale({ grossCents: gross, sectionType: '25', purchaseCents: purchase }));
    expect(amounts).toMatchObject({ taxation: 'MARGIN', vatRate: 0, netCents: gross, vatCents: 0, grossCents: gross });
    expect(amounts.margin).toEqual({ purchaseCents: purchase, marginCents: margin, marginVatCents: vat });
  });

  it('§25a without a purchase price records no margin (the service requires one before issuing)', () => {
    expect(tradeAmounts(sale({ sectionType: '25' })).margin).toBeNull();
  });

  it.each([
    ['4.1a', 'EXPORT'],
    ['4.1b', 'INTRA_EU'],
  ] as const)('§%s is tax-free at 0 %% whatever the VAT flag says', (section, taxation) => {
    const amounts = tradeAmounts(sale({ sectionType: section, vat: true, vatRate: 19 }));
    expect(amounts).toMatchObject({ taxation, vatRate: 0, netCents: 1_190_000, vatCents: 0, margin: null });
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => tradeAmounts(sale({ grossCents: 10.5 }))).toThrow(RangeError);
    expect(() => splitGross(Number.NaN, 19)).toThrow(RangeError);
  });

  it('taxationOf follows the section before the VAT flag', () => {
    expect(taxationOf({ sectionType: '25', vat: true })).toBe('MARGIN');
    expect(taxationOf({ sectionType: null, vat: true })).toBe('STANDARD');
    expect(taxationOf({ sectionType: null, vat: false })).toBe('NO_VAT');
  });
});

describe('properties', () => {
  const cents = fc.integer({ min: 0, max: 1_000_000_000 });
  const rate = fc.constantFrom(19, 7, 0);

  it('gross = net + VAT to the cent for every amount and rate; VAT never negative', () => {
    fc.assert(
      fc.property(cents, rate, (gross, r) => {
        const { netCents, vatCents } = splitGross(gross, r);
        expect(netCents + vatCents).toBe(gross);
        expect(vatCents).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(netCents)).toBe(true);
      }),
    );
  });

  it('the VAT split off a gross is within half a cent of the exact share', () => {
    fc.assert(
      fc.property(cents, rate, (gross, r) => {
        const exactNet = (gross * 100) / (100 + r);
        expect(Math.abs(splitGross(gross, r).netCents - exactNet)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('adding VAT to a net and splitting the gross again gives the net back', () => {
    fc.assert(
      fc.property(cents, rate, (net, r) => {
        expect(splitGross(addVat(net, r).grossCents, r).netCents).toBe(net);
      }),
    );
  });

  it('margin VAT is never negative and never above 19/119 of the margin', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (margin) => {
        const vat = marginVat(margin);
        expect(vat).toBeGreaterThanOrEqual(0);
        if (margin > 0) expect(vat).toBeLessThanOrEqual(Math.ceil((margin * 19) / 119));
        else expect(vat).toBe(0);
      }),
    );
  });

  it('amount due = gross − deposit, and net + VAT = gross, in every taxation', () => {
    fc.assert(
      fc.property(
        fc.record({
          gross: cents,
          depositSeed: fc.nat(),
          r: rate,
          section: fc.constantFrom(null, '25', '4.1a', '4.1b'),
          vat: fc.boolean(),
          purchase: fc.option(cents, { nil: null }),
        }),
        ({ gross, depositSeed, r, section, vat, purchase }) => {
          const deposit = gross === 0 ? 0 : depositSeed % (gross + 1);
          const amounts = tradeAmounts({
            grossCents: gross,
            depositCents: deposit,
            vatRate: r,
            sectionType: section,
            vat,
            purchaseCents: purchase,
          });
          expect(amounts.netCents + amounts.vatCents).toBe(gross);
          expect(amounts.amountDueCents).toBe(gross - deposit);
          if (amounts.taxation !== 'STANDARD') expect(amounts.vatCents).toBe(0);
          if (amounts.margin) expect(amounts.margin.marginVatCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
