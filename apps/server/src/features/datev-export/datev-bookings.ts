import { type DatevAccountCase, purchaseAccountCase, saleAccountCase, serviceAccountCase } from '@kontor/domain/datev';
import { belegfeld, COLLECTIVE_CREDITOR_ACCOUNT, COLLECTIVE_DEBTOR_ACCOUNT } from '@kontor/domain/datev-format';
import { amountsExemption, type ServiceAmounts } from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import type { TradeAmounts } from '@kontor/domain/vat';
import type { BookedPurchase, BookedTrade, Period } from './datev-export.repository';
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

export type PurchaseBookingsInput = {
  purchases: readonly BookedPurchase[];
  period: Period;
  accounts: Record<DatevAccountCase, string>;
  creditors: ReadonlyMap<string, number>;
};

/** Why a purchase of the period is not booked: the dealer learns it from the ZIP's not-booked file. */
export type NotBookedReason = 'privateSeller' | 'noInvoiceNumber' | 'noInvoiceDate';
export type NotBookedPurchase = { purchase: BookedPurchase; reason: NotBookedReason };

function notBookedReason(purchase: BookedPurchase): NotBookedReason | null {
  // A private seller issues no invoice: the contract is the only record and it has no number (§ 25a Ankauf von Privat).
  if (purchase.seller?.type !== 'BUSINESS') return 'privateSeller';
  if (belegfeld(purchase.sellerInvoiceNumber ?? '') === '') return 'noInvoiceNumber';
  if (!purchase.sellerInvoiceDate) return 'noInvoiceDate';
  return null;
}

/**
 * One booking per business seller's invoice dated in the period: the purchase account of its VAT case
 * (with VAT shown an automatic account that splits off the input VAT, § 15 UStG) against the seller's
 * creditor account, credited with the gross price; Belegfeld 1 the seller's invoice number, Belegdatum
 * its date. A purchase that cannot be booked is answered in `notBooked` in the period of its contract.
 */
export function purchaseBookingsOf({ purchases, period, accounts, creditors }: PurchaseBookingsInput) {
  const bookings: Booking[] = [];
  const booked: BookedPurchase[] = [];
  const notBooked: NotBookedPurchase[] = [];
  for (const purchase of purchases) {
    const reason = notBookedReason(purchase);
    if (reason) {
      if (inPeriod(purchase.purchasedOn, period)) notBooked.push({ purchase, reason });
      continue;
    }
    if (!inPeriod(purchase.sellerInvoiceDate, period) || purchase.amounts.grossCents === 0) continue;
    booked.push(purchase);
    bookings.push({
      amountCents: Math.abs(purchase.amounts.grossCents),
      direction: purchase.amounts.grossCents > 0 ? 'H' : 'S',
      account: (purchase.customerId && creditors.get(purchase.customerId)) || COLLECTIVE_CREDITOR_ACCOUNT,
      contraAccount: accounts[purchaseAccountCase(purchase.amounts)],
      date: purchase.sellerInvoiceDate,
      belegfeld1: purchase.sellerInvoiceNumber!,
      belegfeld2: '',
      text: partyName(purchase.seller),
      buyerVatId: null,
    });
  }
  return { bookings, booked, notBooked };
}
