import { describe, expect, it } from 'vitest';
import { billingPeriods, isSepaBusinessDay, subscriptionInvoiceDueOn } from './subscription-invoices';

describe('billingPeriods', () => {
  it('lists the months begun by today, each ending as periodEndOn ends it (§ 188 BGB)', () => {
    expect(billingPeriods({ startsOn: '2026-01-31', planName: 'MONTHLY', endsOn: null }, '2026-03-30')).toEqual([
      { start: '2026-01-31', end: '2026-02-28' },
      { start: '2026-03-01', end: '2026-03-30' },
    ]);
    expect(billingPeriods({ startsOn: '2026-01-31', planName: 'MONTHLY', endsOn: null }, '2026-03-31')).toHaveLength(3);
  });

  it('has none before the first paid day, and none for a plan canceled before it', () => {
    expect(billingPeriods({ startsOn: '2026-12-01', planName: 'MONTHLY', endsOn: null }, '2026-11-30')).toEqual([]);
    expect(billingPeriods({ startsOn: '2026-12-01', planName: 'YEARLY', endsOn: '2026-11-30' }, '2027-06-01')).toEqual([]);
  });

  it('bills a year at once, and stops with the last period of a canceled plan', () => {
    expect(billingPeriods({ startsOn: '2026-12-01', planName: 'YEARLY', endsOn: null }, '2027-11-30')).toEqual([
      { start: '2026-12-01', end: '2027-11-30' },
    ]);
    expect(billingPeriods({ startsOn: '2026-12-01', planName: 'MONTHLY', endsOn: '2027-01-31' }, '2027-06-01')).toEqual([
      { start: '2026-12-01', end: '2026-12-31' },
      { start: '2027-01-01', end: '2027-01-31' },
    ]);
  });
});

describe('the SEPA debit day', () => {
  it('knows the days the SEPA system does not settle', () => {
    for (const closed of [
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-01',
      '2027-12-25',
      '2027-12-26',
      '2026-11-28',
      '2026-11-29',
    ]) {
      expect(isSepaBusinessDay(closed), closed).toBe(false);
    }
    // Easter Sunday 2027 is 28 March: Good Friday 26, Easter Monday 29. Ascension and German holidays are settled on.
    for (const open of ['2027-03-25', '2027-03-30', '2027-05-06', '2026-10-05', '2026-11-27'])
      expect(isSepaBusinessDay(open), open).toBe(true);
  });

  it('falls 14 days after the invoice, moved to the next settlement day; a transfer is due on the 14th day', () => {
    expect(subscriptionInvoiceDueOn('2026-12-01', 'INVOICE')).toBe('2026-12-15');
    expect(subscriptionInvoiceDueOn('2026-12-11', 'SEPA')).toBe('2026-12-28');
    expect(subscriptionInvoiceDueOn('2026-12-11', 'INVOICE')).toBe('2026-12-25');
    expect(subscriptionInvoiceDueOn('2027-03-12', 'SEPA')).toBe('2027-03-30');
  });
});
