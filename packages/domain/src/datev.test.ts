import { describe, expect, it } from 'vitest';
import {
  DATEV_ACCOUNT_CASES,
  DEFAULT_REVENUE_ACCOUNTS,
  datevExportQuerySchema,
  datevPeriodProblem,
  datevSettingsSchema,
  purchaseAccountCase,
  revenueAccounts,
  saleAccountCase,
  serviceAccountCase,
} from './datev';

const issuesOf = (input: unknown) => {
  const parsed = datevExportQuerySchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('DATEV accounts', () => {
  it('books each case on the standard account of SKR03 and SKR04', () => {
    expect(DEFAULT_REVENUE_ACCOUNTS.SKR03).toMatchObject({
      REVENUE_19: '8400',
      REVENUE_7: '8300',
      EXPORT: '8120',
      INTRA_EU: '8125',
      MARGIN: '8191',
    });
    expect(DEFAULT_REVENUE_ACCOUNTS.SKR04).toMatchObject({
      REVENUE_19: '4400',
      REVENUE_7: '4300',
      EXPORT: '4120',
      INTRA_EU: '4125',
      MARGIN: '4136',
    });
    for (const chart of ['SKR03', 'SKR04'] as const)
      expect(Object.keys(DEFAULT_REVENUE_ACCOUNTS[chart]).sort()).toEqual([...DATEV_ACCOUNT_CASES].sort());
  });

  it('maps every taxation of a sale and every VAT case of a service invoice', () => {
    expect(saleAccountCase({ taxation: 'STANDARD', vatRate: 19 })).toBe('REVENUE_19');
    expect(saleAccountCase({ taxation: 'STANDARD', vatRate: 7 })).toBe('REVENUE_7');
    expect(saleAccountCase({ taxation: 'MARGIN', vatRate: 0 })).toBe('MARGIN');
    expect(saleAccountCase({ taxation: 'EXPORT', vatRate: 0 })).toBe('EXPORT');
    expect(saleAccountCase({ taxation: 'INTRA_EU', vatRate: 0 })).toBe('INTRA_EU');
    expect(saleAccountCase({ taxation: 'NO_VAT', vatRate: 0 })).toBe('SMALL_BUSINESS');
    expect(serviceAccountCase(19, null)).toBe('REVENUE_19');
    expect(serviceAccountCase(7, null)).toBe('REVENUE_7');
    expect(serviceAccountCase(0, 'REVERSE_CHARGE')).toBe('REVERSE_CHARGE');
    expect(serviceAccountCase(0, 'NOT_TAXABLE')).toBe('NOT_TAXABLE');
    expect(serviceAccountCase(0, null)).toBe('SMALL_BUSINESS');
  });

  it('books a purchase with VAT shown on Wareneingang with input VAT, any other on the one without', () => {
    expect(DEFAULT_REVENUE_ACCOUNTS.SKR03).toMatchObject({ PURCHASE_19: '3400', PURCHASE_7: '3300', PURCHASE_NO_VAT: '3200' });
    expect(DEFAULT_REVENUE_ACCOUNTS.SKR04).toMatchObject({ PURCHASE_19: '5400', PURCHASE_7: '5300', PURCHASE_NO_VAT: '5200' });
    expect(purchaseAccountCase({ taxation: 'STANDARD', vatRate: 19 })).toBe('PURCHASE_19');
    expect(purchaseAccountCase({ taxation: 'STANDARD', vatRate: 7 })).toBe('PURCHASE_7');
    expect(purchaseAccountCase({ taxation: 'NO_VAT', vatRate: 0 })).toBe('PURCHASE_NO_VAT');
  });

  it('takes the company’s account where set, the default elsewhere', () => {
    const accounts = revenueAccounts('SKR03', [
      { chart: 'SKR03', accountCase: 'REVENUE_19', account: '8401' },
      { chart: 'SKR04', accountCase: 'MARGIN', account: '4137' },
    ]);
    expect(accounts.REVENUE_19).toBe('8401');
    expect(accounts.MARGIN).toBe('8191');
    expect(revenueAccounts('SKR04', []).REVENUE_19).toBe('4400');
  });
});

describe('DATEV settings', () => {
  const valid = { adviserNumber: 1001, clientNumber: 1, fiscalYearStartMonth: 1, accounts: [] };

  it('takes adviser numbers 1001–9999999, client numbers 1–99999, a month, four-digit accounts', () => {
    expect(datevSettingsSchema.safeParse(valid).success).toBe(true);
    expect(datevSettingsSchema.safeParse({ ...valid, adviserNumber: 9_999_999, clientNumber: 99_999 }).success).toBe(true);
    const refused = datevSettingsSchema.safeParse({
      adviserNumber: 1000,
      clientNumber: 100_000,
      fiscalYearStartMonth: 13,
      accounts: [{ chart: 'SKR03', accountCase: 'REVENUE_19', account: '84000' }],
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['adviserNumber', '9594'],
      ['clientNumber', '9595'],
      ['fiscalYearStartMonth', '9599'],
      ['accounts.0.account', '9598'],
    ]);
  });
});

describe('the export period', () => {
  it('takes a period of up to 12 months', () => {
    expect(issuesOf({ from: '2026-01-01', to: '2026-12-31', chart: 'SKR03' })).toEqual({});
    expect(issuesOf({ from: '2026-03-01', to: '2026-03-01', chart: 'SKR04' })).toEqual({});
  });

  it('refuses a longer period, reversed dates, an invalid date and an unknown chart', () => {
    expect(issuesOf({ from: '2026-01-01', to: '2027-01-01', chart: 'SKR03' })).toEqual({ to: '9592' });
    expect(issuesOf({ from: '2026-02-01', to: '2026-01-31', chart: 'SKR03' })).toEqual({ to: '9591' });
    expect(issuesOf({ from: '2026-02-30', to: '2026-03-31', chart: 'SKR03' })).toEqual({ from: '9590' });
    expect(Object.keys(issuesOf({ from: '2026-01-01', to: '2026-01-31', chart: 'SKR99' }))).toEqual(['chart']);
  });

  it('must lie in one fiscal year', () => {
    expect(datevPeriodProblem({ from: '2026-01-01', to: '2026-12-31' }, 1)).toBeUndefined();
    expect(datevPeriodProblem({ from: '2026-06-01', to: '2026-07-31' }, 7)).toBe('9593');
    expect(datevPeriodProblem({ from: '2026-07-01', to: '2027-06-30' }, 7)).toBeUndefined();
  });
});
