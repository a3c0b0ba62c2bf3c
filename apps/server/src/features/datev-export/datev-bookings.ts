import { type DatevAccountCase, saleAccountCase, serviceAccountCase } from '@kontor/domain/datev';
import { COLLECTIVE_DEBTOR_ACCOUNT } from '@kontor/domain/datev-format';
import { amountsExemption, type ServiceAmounts } from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import type { TradeAmounts } from '@kontor/domain/vat';
import type { BookedTrade, Period } from './datev-export.repository';
import type { Booking } from './extf-writer';

// The bookings of a period: an invoice debits its customer's debtor account and credits the revenue
// account of its VAT case with the gross amount (the revenue accounts are DATEV's automatic accounts,
// which split off the VAT themselves, so no BU key is written). A cancellation invoice reverses it: the
// same accounts, the opposite S/H flag, its own number in Belegfeld 1 and the invoice's in Belegfeld 2.

export function accountCaseOf(trade: Pick<BookedTrade, 'kind' | 'amounts'>): DatevAccountCase {
  if (trade.kind === 'SELLING') return saleAccountCase(trade.amounts as TradeAmounts);
  const amounts = trade.amounts as ServiceAmounts;
  return serviceAccountCase(amounts.vatRate, amountsExemption(amounts));
}

/** The name the invoice was made out to, as the booking text names the customer. */
export function partyName(party: TradeParty | null): string {
  if (!party) return '';
  if (party.type === 'BUSINESS' && party.companyName) return party.companyName;
  return [party.firstName, party.lastName].filter(Boolean).join(' ') || (party.companyName ?? '');
}

/** The buyer's VAT id where DATEV needs it for the recapitulative statement (§ 18a UStG). */
function buyerVatIdOf(accountCase: DatevAccountCase, party: TradeParty | null): string | null {
  return accountCase === 'INTRA_EU' || accountCase === 'REVERSE_CHARGE' ? (party?.vatId ?? null) : null;
}

const inPeriod = (day: string | null, period: Period): day is string => day !== null && day >= period.from && day <= period.to;

export type BookingsInput = {
  trades: readonly BookedTrade[];
  period: Period;
  accounts: Record<DatevAccountCase, string>;
  debtors: ReadonlyMap<string, number>;
};

/**
 * One booking per invoice issued in the period and one per cancellation invoice issued in it. An
 * invoice of 0,00 € books nothing (DATEV takes no zero amount); its PDF is still in the ZIP.
 */
export function bookingsOf({ trades, period, accounts, debtors }: BookingsInput): Booking[] {
  const bookings: Booking[] = [];
  for (const trade of trades) {
    const gross = trade.amounts.grossCents;
    if (gross === 0) continue;
    const accountCase = accountCaseOf(trade);
    const common = {
      amountCents: Math.abs(gross),
      account: (trade.customerId && debtors.get(trade.customerId)) || COLLECTIVE_DEBTOR_ACCOUNT,
      contraAccount: accounts[accountCase],
      buyerVatId: buyerVatIdOf(accountCase, trade.buyer),
    };
    const name = partyName(trade.buyer);
    const debit = gross > 0 ? 'S' : 'H';
    if (inPeriod(trade.issuedOn, period)) {
      bookings.push({
        ...common,
        direction: debit,
        date: trade.issuedOn,
        belegfeld1: trade.invoiceNumber,
        belegfeld2: '',
        text: name,
      });
    }
    if (trade.cancellationNumber && inPeriod(trade.canceledOn, period)) {
      bookings.push({
        ...common,
        direction: debit === 'S' ? 'H' : 'S',
        date: trade.canceledOn,
        belegfeld1: trade.cancellationNumber,
        belegfeld2: trade.invoiceNumber,
        text: `Storno ${trade.invoiceNumber} ${name}`,
      });
    }
  }
  return bookings.sort((a, b) => a.date.localeCompare(b.date));
}
