import { z } from 'zod';
import { addYears } from './business-calendar';
import { ADVISER_NUMBER_MAX, ADVISER_NUMBER_MIN, CLIENT_NUMBER_MAX, CLIENT_NUMBER_MIN, fiscalYearStart } from './datev-format';
import type { VatExemption } from './service-invoices';
import type { Taxation } from './vat';
import { isRealDate } from './fields';

// The DATEV export for the dealer's tax adviser: which revenue account each kind of invoice books on,
// the company's DATEV settings, and the export's period. The defaults are the accounts of DATEV's
// standard charts SKR03 and SKR04; the tax adviser confirms them for each client.

export const DATEV_CHARTS = ['SKR03', 'SKR04'] as const;
export type DatevChart = (typeof DATEV_CHARTS)[number];

/**
 * The cases an invoice of Kontor can be, each booked on one revenue account:
 * REVENUE_19 / REVENUE_7 VAT at 19 or 7 %; EXPORT § 4 Nr. 1a UStG; INTRA_EU § 4 Nr. 1b UStG;
 * MARGIN § 25a UStG; SMALL_BUSINESS § 19 UStG; REVERSE_CHARGE a service to an EU business whose
 * recipient owes the VAT (§ 3a Abs. 2, § 13b UStG); NOT_TAXABLE a service to a business outside the EU.
 */
export const REVENUE_ACCOUNT_CASES = [
  'REVENUE_19',
  'REVENUE_7',
  'EXPORT',
  'INTRA_EU',
  'MARGIN',
  'SMALL_BUSINESS',
  'REVERSE_CHARGE',
  'NOT_TAXABLE',
] as const;

/**
 * The cases a purchase of a vehicle can be, each booked on one purchase account: PURCHASE_19 /
 * PURCHASE_7 the seller's invoice shows VAT at 19 or 7 %, which the dealer deducts as input VAT
 * (§ 15 UStG; the automatic account splits it off); PURCHASE_NO_VAT a § 25a seller, a small business
 * or a private seller: no input VAT.
 */
export const PURCHASE_ACCOUNT_CASES = ['PURCHASE_19', 'PURCHASE_7', 'PURCHASE_NO_VAT'] as const;

export const DATEV_ACCOUNT_CASES = [...REVENUE_ACCOUNT_CASES, ...PURCHASE_ACCOUNT_CASES] as const;
export type DatevAccountCase = (typeof DATEV_ACCOUNT_CASES)[number];

/** The standard accounts of SKR03 and SKR04 per case, revenue and purchase (Wareneingang); editable per company. */
export const DEFAULT_REVENUE_ACCOUNTS: Record<DatevChart, Record<DatevAccountCase, string>> = {
  SKR03: {
    REVENUE_19: '8400',
    REVENUE_7: '8300',
    EXPORT: '8120',
    INTRA_EU: '8125',
    MARGIN: '8191',
    SMALL_BUSINESS: '8195',
    REVERSE_CHARGE: '8336',
    NOT_TAXABLE: '8338',
    PURCHASE_19: '3400',
    PURCHASE_7: '3300',
    PURCHASE_NO_VAT: '3200',
  },
  SKR04: {
    REVENUE_19: '4400',
    REVENUE_7: '4300',
    EXPORT: '4120',
    INTRA_EU: '4125',
    MARGIN: '4136',
    SMALL_BUSINESS: '4185',
    REVERSE_CHARGE: '4336',
    NOT_TAXABLE: '4338',
    PURCHASE_19: '5400',
    PURCHASE_7: '5300',
    PURCHASE_NO_VAT: '5200',
  },
};

/** The case of a sale's invoice, from the amounts frozen with it. */
export function saleAccountCase(amounts: { taxation: Taxation; vatRate: number }): DatevAccountCase {
  switch (amounts.taxation) {
    case 'MARGIN':
      return 'MARGIN';
    case 'EXPORT':
      return 'EXPORT';
    case 'INTRA_EU':
      return 'INTRA_EU';
    case 'NO_VAT':
      return 'SMALL_BUSINESS';
    case 'STANDARD':
      return amounts.vatRate === 7 ? 'REVENUE_7' : 'REVENUE_19';
  }
}

/** The case of a purchase: input VAT only when the seller's invoice shows VAT. */
export function purchaseAccountCase(amounts: { taxation: Taxation; vatRate: number }): DatevAccountCase {
  if (amounts.taxation !== 'STANDARD') return 'PURCHASE_NO_VAT';
  return amounts.vatRate === 7 ? 'PURCHASE_7' : 'PURCHASE_19';
}

/** The case of a service invoice, from its rate and its reason for no VAT (amountsExemption). */
export function serviceAccountCase(vatRate: number, exemption: VatExemption | null): DatevAccountCase {
  if (vatRate === 7) return 'REVENUE_7';
  if (vatRate > 0) return 'REVENUE_19';
  return exemption ?? 'SMALL_BUSINESS';
}

/** A general ledger account of four digits (Sachkontenlänge 4). */
const accountSchema = z
  .string({ error: '0001' })
  .trim()
  .regex(/^\d{4}$/, '9598');

/**
 * The company's own accounts where they differ from the defaults, one entry per chart and case; a case
 * without an entry books on the default. A list, not a map keyed by "SKR03": keys are renamed on the wire.
 */
export const datevAccountsSchema = z
  .array(z.object({ chart: z.enum(DATEV_CHARTS), accountCase: z.enum(DATEV_ACCOUNT_CASES), account: accountSchema }))
  .max(DATEV_CHARTS.length * DATEV_ACCOUNT_CASES.length, '5003');
export type DatevAccounts = z.infer<typeof datevAccountsSchema>;

/** The accounts that apply: the company's where set, else the chart's defaults. */
export function revenueAccounts(chart: DatevChart, overrides: DatevAccounts): Record<DatevAccountCase, string> {
  const own = overrides.filter((entry) => entry.chart === chart).map((entry) => [entry.accountCase, entry.account]);
  return { ...DEFAULT_REVENUE_ACCOUNTS[chart], ...Object.fromEntries(own) };
}

/** The company's DATEV settings: Beraternummer, Mandantennummer, the month its fiscal year starts, the accounts. */
export const datevSettingsSchema = z.object({
  adviserNumber: z
    .number({ error: '9594' })
    .int('9594')
    .min(ADVISER_NUMBER_MIN, '9594')
    .max(ADVISER_NUMBER_MAX, '9594')
    .nullable(),
  clientNumber: z.number({ error: '9595' }).int('9595').min(CLIENT_NUMBER_MIN, '9595').max(CLIENT_NUMBER_MAX, '9595').nullable(),
  fiscalYearStartMonth: z.number({ error: '9599' }).int('9599').min(1, '9599').max(12, '9599'),
  accounts: datevAccountsSchema,
});
export type DatevSettings = z.infer<typeof datevSettingsSchema>;

export const DEFAULT_DATEV_SETTINGS: DatevSettings = {
  adviserNumber: null,
  clientNumber: null,
  fiscalYearStartMonth: 1,
  accounts: [],
};

const periodDate = z
  .string({ error: '0001' })
  .trim()
  .min(1, '0001')
  .refine((value) => isRealDate(value), '9590');

/**
 * The export's period and chart. A period ends on or after its start and is at most 12 months long;
 * that it lies in one fiscal year (DATEV takes a batch only within one) needs the settings: datevPeriodProblem.
 */
export const datevExportQuerySchema = z
  .object({ from: periodDate, to: periodDate, chart: z.enum(DATEV_CHARTS) })
  .superRefine((query, context) => {
    if (!isRealDate(query.from) || !isRealDate(query.to)) return;
    if (query.to < query.from) context.addIssue({ code: 'custom', path: ['to'], message: '9591' });
    else if (query.to >= addYears(query.from, 1)) context.addIssue({ code: 'custom', path: ['to'], message: '9592' });
  });
export type DatevExportQuery = z.infer<typeof datevExportQuerySchema>;

/** 9593 when the period crosses the start of a fiscal year; undefined when it lies in one. */
export function datevPeriodProblem(period: { from: string; to: string }, fiscalYearStartMonth: number): '9593' | undefined {
  return fiscalYearStart(period.from, fiscalYearStartMonth) === fiscalYearStart(period.to, fiscalYearStartMonth)
    ? undefined
    : '9593';
}
