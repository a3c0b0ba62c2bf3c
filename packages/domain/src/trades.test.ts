import { describe, expect, it } from 'vitest';
import {
  damageOfVehicle,
  DEFAULT_SALE,
  derivedTradeType,
  generateDocumentSchema,
  isConsumerSale,
  newSaleFields,
  proofKindsOf,
  type SaleFields,
  saleFieldsOfStored,
  saleInputSchema,
  type TradeRuleContext,
  tradeProblems,
} from './trades';

const trade = (overrides: Partial<SaleFields>): SaleFields => ({
  ...DEFAULT_SALE,
  grossPrice: 1_000_000,
  ...overrides,
});
const GERMANY = 82;
const AUSTRIA = 16;
const SWITZERLAND = 217;
const person = { type: 'PRIVATE', vatId: null, countryId: GERMANY };
const business = (vatId: string | null, countryId = AUSTRIA) => ({ type: 'BUSINESS', vatId, countryId });
const SELLER_VAT_ID = 'DE136695976';
/** The context of a rule check: a private buyer, no purchase price, a seller with a VAT id, unless overridden. */
const context = (overrides: Partial<TradeRuleContext> = {}): TradeRuleContext => ({
  buyer: person,
  purchasePrice: null,
  purchaseTaxation: null,
  seller: { vatId: SELLER_VAT_ID, smallBusiness: false },
  today: '2026-11-24',
  vehicleAccidentFree: null,
  vehiclePurchasedOn: null,
  ...overrides,
});
const noPurchase = context();

describe('derivedTradeType', () => {
  it('keeps a type the dealer chose', () => {
    expect(derivedTradeType({ tradeType: 'BUSINESS', sectionType: '4.1a' }, person)).toBe('BUSINESS');
    expect(derivedTradeType({ tradeType: 'PRIVATE', sectionType: null }, business('ATU13585627'))).toBe('PRIVATE');
  });

  it('makes an export of §4 Nr. 1a whoever buys, else follows the buyer’s kind', () => {
    expect(derivedTradeType({ tradeType: 'NONE', sectionType: '4.1a' }, null)).toBe('EXPORT');
    expect(derivedTradeType({ tradeType: 'NONE', sectionType: '4.1a' }, person)).toBe('EXPORT');
    expect(derivedTradeType({ tradeType: 'NONE', sectionType: '4.1b' }, business('ATU13585627'))).toBe('BUSINESS');
    expect(derivedTradeType({ tradeType: 'NONE', sectionType: '25' }, person)).toBe('PRIVATE');
    expect(derivedTradeType({ tradeType: 'NONE', sectionType: null }, null)).toBe('NONE');
  });
});

describe('tradeProblems', () => {
  it('finds nothing wrong with the defaults and a price', () => {
    expect(tradeProblems(trade({}), noPurchase)).toEqual({});
    expect(tradeProblems(trade({}), context({ buyer: null, seller: { vatId: null, smallBusiness: false } }))).toEqual({});
  });

  it('leaves out VAT without a section only for a small business (§19 UStG, 9550)', () => {
    expect(tradeProblems(trade({ vat: false }), noPurchase)).toEqual({ vat: '9550' });
    const smallBusiness = context({ seller: { vatId: null, smallBusiness: true } });
    expect(tradeProblems(trade({ vat: false }), smallBusiness)).toEqual({});
    // A section is its own reason for the VAT it shows or not.
    expect(tradeProblems(trade({ vat: false, sectionType: '4.1a' }), context({ buyer: business(null, SWITZERLAND) }))).toEqual(
      {},
    );
  });

  it('refuses a deposit over the price (9502), not one equal to it', () => {
    expect(tradeProblems(trade({ deposit: 1_000_001 }), noPurchase)).toEqual({ deposit: '9502' });
    expect(tradeProblems(trade({ deposit: 1_000_000 }), noPurchase)).toEqual({});
    // While no price is entered the deposit cannot be judged yet.
    expect(tradeProblems(trade({ grossPrice: 0, deposit: 5 }), noPurchase)).toEqual({});
  });

  it('refuses VAT at 0 % without the exemption it rests on (9513); no VAT at all (§19 UStG) stays a small business’s', () => {
    expect(tradeProblems(trade({ vat: true, vatRate: 0, sectionType: null }), noPurchase)).toEqual({ vatRate: '9513' });
    expect(
      tradeProblems(trade({ vat: true, vatRate: 0, sectionType: '4.1a' }), context({ buyer: business(null, SWITZERLAND) })),
    ).toEqual({});
    expect(
      tradeProblems(trade({ vat: true, vatRate: 0, sectionType: '4.1b' }), context({ buyer: business('ATU13585627') })),
    ).toEqual({});
    const smallBusiness = context({ seller: { vatId: null, smallBusiness: true } });
    expect(tradeProblems(trade({ vat: false, vatRate: 0, sectionType: null }), smallBusiness)).toEqual({});
    expect(tradeProblems(trade({ vat: true, vatRate: 7, sectionType: null }), noPurchase)).toEqual({});
  });

  it('needs a foreign VAT id of the buyer for §4 Nr. 1b (9503, 9504); without a buyer it waits', () => {
    const intraEu = trade({ sectionType: '4.1b' });
    expect(tradeProblems(intraEu, context({ buyer: business(null) }))).toEqual({ sectionType: '9503' });
    expect(tradeProblems(intraEu, context({ buyer: business('DE136695976') }))).toEqual({ sectionType: '9504' });
    expect(tradeProblems(intraEu, context({ buyer: business('ATU13585627') }))).toEqual({});
    expect(tradeProblems(intraEu, context({ buyer: null }))).toEqual({});
  });

  it('needs the seller’s own VAT id for §4 Nr. 1b (9514), whoever buys', () => {
    const intraEu = trade({ sectionType: '4.1b' });
    expect(
      tradeProblems(intraEu, context({ buyer: business('ATU13585627'), seller: { vatId: null, smallBusiness: false } })),
    ).toEqual({ sectionType: '9514' });
    expect(tradeProblems(intraEu, context({ buyer: null, seller: { vatId: null, smallBusiness: false } }))).toEqual({
      sectionType: '9514',
    });
    // The other sections do not print the seller's VAT id as a condition.
    expect(
      tradeProblems(
        trade({ sectionType: '4.1a' }),
        context({ buyer: business(null, SWITZERLAND), seller: { vatId: null, smallBusiness: false } }),
      ),
    ).toEqual({});
  });

  it('needs a purchase price for §25a (9505); zero is a price', () => {
    expect(tradeProblems(trade({ sectionType: '25' }), noPurchase)).toEqual({ purchasePrice: '9505' });
    expect(tradeProblems(trade({ sectionType: '25' }), context({ purchasePrice: 0 }))).toEqual({});
    expect(tradeProblems(trade({ sectionType: '25' }), context({ purchasePrice: 800_000 }))).toEqual({});
  });

  it('needs the handover day when the handover is on a day of its own', () => {
    expect(tradeProblems(trade({ handoverDate: 'CUSTOM', handoverOn: null }), noPurchase)).toEqual({ handoverOn: '0001' });
    expect(tradeProblems(trade({ handoverDate: 'CUSTOM', handoverOn: '2026-07-01' }), noPurchase)).toEqual({});
  });

  it('never lets the liability for defects be excluded towards a consumer (9507)', () => {
    const excluded = trade({ warranty: 'EXCLUDED' });
    expect(tradeProblems(excluded, noPurchase)).toEqual({ warranty: '9507' });
    expect(tradeProblems(excluded, context({ buyer: business('DE136695976') }))).toEqual({});
    // An export to a business may exclude it; an export to a person keeps the consumer's rights.
    expect(
      tradeProblems(
        trade({ warranty: 'EXCLUDED', sectionType: '4.1a' }),
        context({ buyer: business('CHE123456789', SWITZERLAND) }),
      ),
    ).toEqual({});
    const swissPerson = context({ buyer: { ...person, countryId: SWITZERLAND } });
    expect(tradeProblems(trade({ warranty: 'EXCLUDED', sectionType: '4.1a' }), swissPerson)).toEqual({ warranty: '9507' });
    expect(tradeProblems(trade({ warranty: 'EXCLUDED', tradeType: 'EXPORT' }), noPurchase)).toEqual({ warranty: '9507' });
    expect(tradeProblems(trade({ warranty: 'EXCLUDED', tradeType: 'BUSINESS' }), noPurchase)).toEqual({ warranty: '9507' });
    // Before a buyer is chosen an export cannot be judged; a type chosen as PRIVATE may not, even for a business.
    expect(tradeProblems(trade({ warranty: 'EXCLUDED', sectionType: '4.1a' }), context({ buyer: null }))).toEqual({});
    expect(
      tradeProblems(trade({ warranty: 'EXCLUDED', tradeType: 'PRIVATE' }), context({ buyer: business('DE136695976') })),
    ).toEqual({ warranty: '9507' });
    expect(tradeProblems(trade({ warranty: 'ONE_YEAR' }), noPurchase)).toEqual({});
  });

  it('refuses §25a for a vehicle bought on an invoice with VAT shown (9515), not for one bought under §25a or privately', () => {
    const margin = trade({ sectionType: '25' });
    expect(tradeProblems(margin, context({ purchasePrice: 800_000, purchaseTaxation: 'REGULAR' }))).toEqual({
      sectionType: '9515',
    });
    // The purchase price is beside the point once §25a is ruled out: one reason, on the section.
    expect(tradeProblems(margin, context({ purchasePrice: null, purchaseTaxation: 'REGULAR' }))).toEqual({ sectionType: '9515' });
    expect(tradeProblems(margin, context({ purchasePrice: 800_000, purchaseTaxation: 'MARGIN' }))).toEqual({});
    expect(tradeProblems(margin, context({ purchasePrice: 800_000, purchaseTaxation: null }))).toEqual({});
    expect(tradeProblems(trade({}), context({ purchaseTaxation: 'REGULAR' }))).toEqual({});
  });

  it('sends an export out of the EU (9516) and an intra-EU supply to another member state (9517), by the buyer’s address', () => {
    expect(tradeProblems(trade({ sectionType: '4.1a' }), context({ buyer: business('CHE123456789', SWITZERLAND) }))).toEqual({});
    expect(tradeProblems(trade({ sectionType: '4.1a' }), context({ buyer: business(null, AUSTRIA) }))).toEqual({
      sectionType: '9516',
    });
    expect(tradeProblems(trade({ sectionType: '4.1a' }), context())).toEqual({ sectionType: '9516' });
    const intraEu = trade({ sectionType: '4.1b' });
    expect(tradeProblems(intraEu, context({ buyer: business('ATU13585627', AUSTRIA) }))).toEqual({});
    expect(tradeProblems(intraEu, context({ buyer: business('ATU13585627', GERMANY) }))).toEqual({ sectionType: '9517' });
    expect(tradeProblems(intraEu, context({ buyer: business('CHE123456789', SWITZERLAND) }))).toEqual({ sectionType: '9517' });
  });

  it('never dates an invoice ahead of today (9518); today and earlier days are fine', () => {
    expect(tradeProblems(trade({ invoiceDate: '2026-11-25' }), noPurchase)).toEqual({ invoiceDate: '9518' });
    expect(tradeProblems(trade({ invoiceDate: '2026-11-24' }), noPurchase)).toEqual({});
    expect(tradeProblems(trade({ invoiceDate: '2026-11-02' }), noPurchase)).toEqual({});
  });

  it('never dates an invoice before the vehicle’s purchase (9536); its day and later are fine, an open date is the day it is made', () => {
    const bought = context({ vehiclePurchasedOn: '2026-11-10' });
    expect(tradeProblems(trade({ invoiceDate: '2026-11-09' }), bought)).toEqual({ invoiceDate: '9536' });
    expect(tradeProblems(trade({ invoiceDate: '2026-11-10' }), bought)).toEqual({});
    expect(tradeProblems(trade({ invoiceDate: '2026-11-24' }), bought)).toEqual({});
    expect(tradeProblems(trade({ invoiceDate: null }), bought)).toEqual({});
    // Bought elsewhere (no purchase in Kontor): no lower bound; a day ahead stays 9518.
    expect(tradeProblems(trade({ invoiceDate: '2020-01-01' }), noPurchase)).toEqual({});
    expect(tradeProblems(trade({ invoiceDate: '2026-11-25' }), bought)).toEqual({ invoiceDate: '9518' });
  });

  it('never states no or unknown accident damage of a vehicle recorded as not accident-free (9534)', () => {
    const notAccidentFree = context({ vehicleAccidentFree: false });
    expect(tradeProblems(trade({ damaged: 'NO_ACCIDENT' }), notAccidentFree)).toEqual({ damaged: '9534' });
    expect(tradeProblems(trade({ damaged: 'UNKNOWN' }), notAccidentFree)).toEqual({ damaged: '9534' });
    expect(tradeProblems(trade({ damaged: 'REPAIRED' }), notAccidentFree)).toEqual({});
    // An accident-free or unrecorded vehicle leaves the statement to the dealer.
    for (const damaged of ['UNKNOWN', 'NO_ACCIDENT', 'REPAIRED'] as const) {
      expect(tradeProblems(trade({ damaged }), context({ vehicleAccidentFree: true }))).toEqual({});
      expect(tradeProblems(trade({ damaged }), context({ vehicleAccidentFree: null }))).toEqual({});
    }
  });

  it('starts a new sale with the accident damage the vehicle records', () => {
    expect(damageOfVehicle(false)).toBe('REPAIRED');
    expect(damageOfVehicle(true)).toBe('NO_ACCIDENT');
    expect(damageOfVehicle(null)).toBe('UNKNOWN');
    expect(
      newSaleFields({
        accidentFree: false,
        accidentNote: null,
        purchaseTaxation: null,
        askingPrice: null,
        mileage: null,
      }),
    ).toEqual({ ...DEFAULT_SALE, damaged: 'REPAIRED' });
    // What a new sale starts with never breaks the accident rule.
    expect(
      tradeProblems(
        trade({
          damaged: newSaleFields({
            accidentFree: false,
            accidentNote: null,
            purchaseTaxation: null,
            askingPrice: null,
            mileage: null,
          }).damaged,
        }),
        context({ vehicleAccidentFree: false }),
      ),
    ).toEqual({});
  });

  it('tells a consumer sale by the buyer whatever the trade is called', () => {
    expect(isConsumerSale({ tradeType: 'NONE', sectionType: '4.1a' }, person)).toBe(true);
    expect(isConsumerSale({ tradeType: 'EXPORT', sectionType: null }, person)).toBe(true);
    expect(isConsumerSale({ tradeType: 'PRIVATE', sectionType: null }, business('DE136695976'))).toBe(true);
    expect(isConsumerSale({ tradeType: 'NONE', sectionType: '4.1a' }, business('CHE123456789', SWITZERLAND))).toBe(false);
    expect(isConsumerSale({ tradeType: 'NONE', sectionType: null }, null)).toBe(false);
  });

  it('reports every broken rule at once', () => {
    const all = trade({ deposit: 2_000_000, sectionType: '25', warranty: 'EXCLUDED', handoverDate: 'CUSTOM' });
    expect(tradeProblems(all, noPurchase)).toEqual({
      deposit: '9502',
      purchasePrice: '9505',
      handoverOn: '0001',
      warranty: '9507',
    });
  });
});

describe('generateDocumentSchema', () => {
  const numberCode = (invoiceNumber: string) =>
    generateDocumentSchema.safeParse({ invoiceNumber }).error?.issues.map((issue) => issue.message);

  it('takes a typed invoice number of letters, digits and / . _ - #, trimmed', () => {
    for (const number of ['2026/0815', 'RE-1001', 'R_2026.7', '#42', 'Ä-1']) expect(numberCode(number)).toBeUndefined();
    expect(generateDocumentSchema.parse({ invoiceNumber: '  RE-1  ' })).toEqual({ invoiceNumber: 'RE-1' });
  });

  it('refuses spaces inside, control characters and other signs (5003), and takes a blank number as none typed', () => {
    for (const number of ['RE 1001', 'RE\u00001', 'RE\t1', 'RE\u202E1', 'RE<1>', 'RE;1'])
      expect(numberCode(number)).toEqual(['5003']);
    // Whether one is needed is the server's to say: with automatic numbering off it answers 9511.
    expect(generateDocumentSchema.parse({ invoiceNumber: '   ' })).toEqual({ invoiceNumber: undefined });
  });
});

describe('saleInputSchema', () => {
  it('takes any subset, leaving out what was not sent', () => {
    expect(saleInputSchema.parse({})).toEqual({});
    expect(saleInputSchema.parse({ grossPrice: 100 })).toEqual({ grossPrice: 100 });
  });

  it('codes a price of 0 as 9501 and an unknown document type as 9506', () => {
    const zero = saleInputSchema.safeParse({ grossPrice: 0 });
    expect(zero.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['grossPrice', '9501']]);
    const unknown = saleInputSchema.safeParse({ documents: ['INVOICE', 'LEASING'] });
    expect(unknown.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['documents.1', '9506']]);
  });

  it('stores empty texts and dates as null', () => {
    expect(saleInputSchema.parse({ damageNotes: '   ', handoverOn: '', invoiceComments: ' Danke ' })).toEqual({
      damageNotes: null,
      handoverOn: null,
      invoiceComments: 'Danke',
    });
  });
});

describe('the total mileage the seller states (mileageStatement)', () => {
  it('starts a new sale with the cautious statement: the total mileage is unknown', () => {
    expect(DEFAULT_SALE.mileageStatement).toBe('UNKNOWN');
    const start = newSaleFields({
      accidentFree: null,
      accidentNote: null,
      purchaseTaxation: null,
      askingPrice: null,
      mileage: 42_300,
    });
    expect(start).toMatchObject({ mileageStatement: 'UNKNOWN', totalMileage: null });
  });

  it('takes the three choices and a known total that differs', () => {
    for (const mileageStatement of ['ODOMETER', 'DIFFERENT', 'UNKNOWN'] as const)
      expect(saleInputSchema.parse({ mileageStatement })).toEqual({ mileageStatement });
    expect(saleInputSchema.parse({ totalMileage: 150_000 })).toEqual({ totalMileage: 150_000 });
    const issues = (input: unknown) =>
      saleInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ mileageStatement: 'KNOWN' })).toEqual([['mileageStatement', '5003']]);
    expect(issues({ totalMileage: -1 })).toEqual([['totalMileage', '9305']]);
    expect(issues({ totalMileage: 1_000_000 })).toEqual([['totalMileage', '9305']]);
  });

  it('needs the known total when it differs from the odometer (0001); the other choices need none', () => {
    expect(tradeProblems(trade({ mileageStatement: 'DIFFERENT', totalMileage: null }), noPurchase)).toEqual({
      totalMileage: '0001',
    });
    expect(tradeProblems(trade({ mileageStatement: 'DIFFERENT', totalMileage: 150_000 }), noPurchase)).toEqual({});
    expect(tradeProblems(trade({ mileageStatement: 'ODOMETER', totalMileage: null }), noPurchase)).toEqual({});
    expect(tradeProblems(trade({ mileageStatement: 'UNKNOWN', totalMileage: null }), noPurchase)).toEqual({});
  });

  it('reads a trade stored before the choice existed as its contract stated the total: the reading, else the higher recorded one', () => {
    const stored = { grossPrice: 1_000_000, handoverMileage: 42_350 };
    expect(saleFieldsOfStored(stored, { mileage: 42_300 })).toMatchObject({
      mileageStatement: 'ODOMETER',
      totalMileage: null,
      grossPrice: 1_000_000,
    });
    expect(saleFieldsOfStored(stored, { mileage: 150_000 })).toMatchObject({
      mileageStatement: 'DIFFERENT',
      totalMileage: 150_000,
    });
    expect(saleFieldsOfStored({ handoverMileage: null }, { mileage: 42_300 })).toMatchObject({
      mileageStatement: 'DIFFERENT',
      totalMileage: 42_300,
    });
    // A stored choice is kept as it is.
    expect(
      saleFieldsOfStored({ handoverMileage: 42_350, mileageStatement: 'UNKNOWN', totalMileage: null }, { mileage: 42_300 }),
    ).toMatchObject({
      mileageStatement: 'UNKNOWN',
      totalMileage: null,
    });
  });
});

describe('the kind of proof of an exempt supply (exportProofKind)', () => {
  it('offers the arrival certificate only for an intra-EU supply and the ATLAS exit note only for an export', () => {
    expect(proofKindsOf('4.1b')).toEqual(['ARRIVAL_CERTIFICATE', 'CMR_CONSIGNMENT_NOTE', 'FORWARDER_CERTIFICATE']);
    expect(proofKindsOf('4.1a')).toEqual(['EXIT_NOTE', 'CMR_CONSIGNMENT_NOTE', 'FORWARDER_CERTIFICATE']);
    expect(proofKindsOf('25')).toEqual([]);
    expect(proofKindsOf(null)).toEqual([]);
  });

  it('refuses a kind that does not prove the chosen supply (9554); a reference without a kind (a trade from before) stays', () => {
    const intraEu = { sectionType: '4.1b' as const };
    const buyer = business('ATU13585627');
    expect(tradeProblems(trade({ ...intraEu, exportProofKind: 'EXIT_NOTE', exportProof: 'MRN 1' }), context({ buyer }))).toEqual({
      exportProofKind: '9554',
    });
    expect(
      tradeProblems(trade({ ...intraEu, exportProofKind: 'CMR_CONSIGNMENT_NOTE', exportProof: 'CMR 4711' }), context({ buyer })),
    ).toEqual({});
    const swiss = context({ buyer: { ...person, countryId: SWITZERLAND } });
    expect(tradeProblems(trade({ sectionType: '4.1a', exportProofKind: 'ARRIVAL_CERTIFICATE' }), swiss)).toEqual({
      exportProofKind: '9554',
    });
    expect(
      tradeProblems(trade({ sectionType: '4.1a', exportProofKind: 'EXIT_NOTE', exportProof: 'MRN 26DE123456789012A1' }), swiss),
    ).toEqual({});
    expect(
      tradeProblems(trade({ sectionType: '4.1a', exportProofKind: null, exportProof: 'MRN 26DE123456789012A1' }), swiss),
    ).toEqual({});
    // Without an exempt supply the proof is not asked for at all.
    expect(tradeProblems(trade({ exportProofKind: null, exportProof: null }), noPurchase)).toEqual({});
  });

  it('takes the kinds and refuses another word (5003)', () => {
    expect(saleInputSchema.parse({ exportProofKind: 'CMR_CONSIGNMENT_NOTE' })).toEqual({
      exportProofKind: 'CMR_CONSIGNMENT_NOTE',
    });
    expect(saleInputSchema.safeParse({ exportProofKind: 'INVOICE' }).error?.issues[0]?.message).toBe('5003');
  });
});
