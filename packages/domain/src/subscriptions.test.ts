import { describe, expect, it } from 'vitest';
import { countryByIso2 } from './countries';
import {
  addMonths,
  isEeaIban,
  isValidCreditorId,
  maskIban,
  periodEndOn,
  planOf,
  subscribeSchema,
  subscriptionTaxation,
} from './subscriptions';

describe('addMonths', () => {
  it('keeps the day, or takes the month’s last day where the month is shorter', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-10', 1)).toBe('2027-01-10');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });
});

describe('periodEndOn', () => {
  it('ends a monthly plan with the month that runs today', () => {
    expect(periodEndOn('2026-11-27', 'MONTHLY', '2026-11-27')).toBe('2026-12-26');
    expect(periodEndOn('2026-11-27', 'MONTHLY', '2026-12-26')).toBe('2026-12-26');
    expect(periodEndOn('2026-11-27', 'MONTHLY', '2026-12-27')).toBe('2027-01-26');
    expect(periodEndOn('2026-01-31', 'MONTHLY', '2026-03-01')).toBe('2026-03-30');
  });

  it('ends a term from the 29th to the 31st on the last day of a shorter month (§ 188 Abs. 3 BGB)', () => {
    expect(periodEndOn('2027-01-31', 'MONTHLY', '2027-01-31')).toBe('2027-02-28');
    expect(periodEndOn('2027-01-30', 'MONTHLY', '2027-02-10')).toBe('2027-02-28');
    expect(periodEndOn('2027-01-29', 'MONTHLY', '2027-02-10')).toBe('2027-02-28');
    expect(periodEndOn('2027-01-28', 'MONTHLY', '2027-02-10')).toBe('2027-02-27');
    // Canceled on 28 February, it ends that day, not a month later; the next term runs to 30 March.
    expect(periodEndOn('2027-01-31', 'MONTHLY', '2027-02-28')).toBe('2027-02-28');
    expect(periodEndOn('2027-01-31', 'MONTHLY', '2027-03-01')).toBe('2027-03-30');
    expect(periodEndOn('2027-01-31', 'MONTHLY', '2027-03-31')).toBe('2027-04-30');
    expect(periodEndOn('2028-02-29', 'YEARLY', '2028-06-01')).toBe('2029-02-28');
  });

  it('ends a yearly plan with its year', () => {
    expect(periodEndOn('2026-11-27', 'YEARLY', '2027-05-01')).toBe('2027-11-26');
    expect(periodEndOn('2026-11-27', 'YEARLY', '2027-11-27')).toBe('2028-11-26');
  });

  it('before the first paid day: the day before it (the subscription never starts)', () => {
    expect(periodEndOn('2026-12-10', 'YEARLY', '2026-11-27')).toBe('2026-12-09');
  });
});

describe('isValidCreditorId', () => {
  it('checks the ISO 7064 check digits over the national part, ignoring the business code', () => {
    expect(isValidCreditorId('DE98ZZZ09999999999')).toBe(true);
    expect(isValidCreditorId('de98 abc 0999 9999 999')).toBe(true);
    expect(isValidCreditorId('DE97ZZZ09999999999')).toBe(false);
    expect(isValidCreditorId('DE98ZZZ09999999998')).toBe(false);
    expect(isValidCreditorId('nonsense')).toBe(false);
  });
});

describe('maskIban', () => {
  it('shows country, check digits and the last four characters', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 **** **** **** **30 00');
  });
});

describe('planOf', () => {
  it('adds 19 % VAT to the net price', () => {
    expect(planOf('MONTHLY', 4900)).toEqual({
      planName: 'MONTHLY',
      netCents: 4900,
      vatRate: 19,
      grossCents: 5831,
      months: 1,
      taxation: 'STANDARD',
    });
  });
});

describe('subscribeSchema', () => {
  it('needs no bank data for payment by invoice', () => {
    expect(subscribeSchema.parse({ planName: 'YEARLY', price: 49000, paymentType: 'INVOICE', iban: 'junk' })).toEqual({
      planName: 'YEARLY',
      price: 49000,
      paymentType: 'INVOICE',
      sepa: null,
    });
  });

  it('answers a missing plan 0001, and an unknown plan or payment or a price no page can show 5003', () => {
    const codes = (input: Record<string, unknown>) =>
      subscribeSchema
        .safeParse({ planName: 'MONTHLY', price: 4900, paymentType: 'INVOICE', ...input })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(codes({ planName: undefined })).toEqual([['planName', '0001']]);
    expect(codes({ planName: 'WEEKLY' })).toEqual([['planName', '5003']]);
    expect(codes({ paymentType: 'BITCOIN' })).toEqual([['paymentType', '5003']]);
    expect(codes({ price: -1 })).toEqual([['price', '5003']]);
    expect(codes({ price: 0 })).toEqual([['price', '5003']]);
    expect(codes({ price: '4900' })).toEqual([['price', '5003']]);
    expect(codes({ price: undefined })).toEqual([['price', '0001']]);
  });

  it('defaults to SEPA, normalises IBAN and BIC, and needs the mandate', () => {
    const parsed = subscribeSchema.parse({
      planName: 'MONTHLY',
      price: 4900,
      accountHolder: ' Autohaus Sonne GmbH ',
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'cobadeffxxx',
      mandateAccepted: true,
    });
    expect(parsed.sepa).toEqual({ accountHolder: 'Autohaus Sonne GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    const refused = subscribeSchema.safeParse({
      planName: 'MONTHLY',
      price: 4900,
      accountHolder: 'A. B.',
      iban: 'DE89370400440532013000',
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['mandateAccepted', '9545']]);
  });

  const sepaOrder = (iban: string, bic?: string) =>
    subscribeSchema.safeParse({
      planName: 'MONTHLY',
      price: 4900,
      accountHolder: 'Autohaus Sonne GmbH',
      iban,
      bic,
      mandateAccepted: true,
    });
  const issuesOf = (result: ReturnType<typeof sepaOrder>) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('refuses a valid IBAN from outside the SEPA area: no direct debit can be drawn on it (9548)', () => {
    expect(issuesOf(sepaOrder('SA03 8000 0000 6080 1016 7519'))).toEqual([['iban', '9548']]);
    expect(issuesOf(sepaOrder('BR18 0036 0305 0000 1000 9795 493C 1', 'BOFAUS3NXXX'))).toEqual([['iban', '9548']]);
    expect(sepaOrder('AT61 1904 3002 3457 3201').success).toBe(true);
  });

  it('needs the BIC for an IBAN of a SEPA country outside the EEA (9549), not for one inside', () => {
    expect(issuesOf(sepaOrder('CH93 0076 2011 6238 5295 7'))).toEqual([['bic', '9549']]);
    expect(issuesOf(sepaOrder('GB29 NWBK 6016 1331 9268 19'))).toEqual([['bic', '9549']]);
    expect(sepaOrder('CH93 0076 2011 6238 5295 7', 'UBSWCHZH80A').data?.sepa).toEqual({
      accountHolder: 'Autohaus Sonne GmbH',
      iban: 'CH9300762011623852957',
      bic: 'UBSWCHZH80A',
    });
    expect(sepaOrder('NO93 8601 1117 947').success).toBe(true);
    expect(isEeaIban('FR1420041010050500013M02606')).toBe(true);
    expect(isEeaIban('CH9300762011623852957')).toBe(false);
  });
});

describe('how the subscription is taxed (§ 3a Abs. 2, § 13b UStG)', () => {
  const company = (iso2: string, vatId: string | null) => ({ countryId: countryByIso2(iso2)!.id, vatId });

  it('charges a German dealer 19 % German VAT', () => {
    expect(subscriptionTaxation(company('DE', 'DE136695976'))).toBe('STANDARD');
    expect(subscriptionTaxation(company('DE', null))).toBe('STANDARD');
    expect(planOf('YEARLY', 49000, 'STANDARD')).toMatchObject({ vatRate: 19, grossCents: 58310 });
  });

  it('leaves the VAT to a business in another member state with its state’s VAT id', () => {
    expect(subscriptionTaxation(company('AT', 'ATU13585627'))).toBe('REVERSE_CHARGE');
    expect(subscriptionTaxation(company('GR', 'EL094012834'))).toBe('REVERSE_CHARGE');
    expect(planOf('MONTHLY', 4900, 'REVERSE_CHARGE')).toMatchObject({ vatRate: 0, grossCents: 4900 });
  });

  it('charges German VAT where the VAT id is missing, wrong or another state’s', () => {
    expect(subscriptionTaxation(company('AT', null))).toBe('STANDARD');
    expect(subscriptionTaxation(company('AT', 'ATU13585628'))).toBe('STANDARD');
    expect(subscriptionTaxation(company('AT', 'DE136695976'))).toBe('STANDARD');
  });

  it('does not tax a business outside the EU in Germany', () => {
    expect(subscriptionTaxation(company('CH', 'CHE116281710MWST'))).toBe('NOT_TAXABLE');
    expect(subscriptionTaxation(company('US', null))).toBe('NOT_TAXABLE');
    expect(planOf('MONTHLY', 4900, 'NOT_TAXABLE')).toMatchObject({ vatRate: 0, grossCents: 4900 });
  });
});
