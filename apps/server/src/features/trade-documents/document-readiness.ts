import { type PurchaseDocumentType, type Purchase, purchaseProblems } from '@kontor/domain/purchase';
import type { ErrorCode } from '@kontor/domain/errors';
import {
  type DocumentType,
  type Sale,
  type TradeParty,
  tradeProblems,
  type TradeRuleContext,
  type TradeVehicle,
} from '@kontor/domain/trades';
import { AppError, conflict, invalid } from '../../platform/http/app-error';

// Whether a trade can give a document of a type: checked when the generation is asked for (the
// answer is the error, nothing is queued) and again by the job on the locked trade, since the trade
// may have changed in between.

/** What is missing before any document: the buyer (every document names them) and, but for the privacy notice, the price. */
function missingFields(type: DocumentType, trade: Sale | null): Record<string, ErrorCode> {
  const missing: Record<string, ErrorCode> = {};
  if (!trade?.buyer) missing.customerId = '0001';
  if (type !== 'PRIVACY' && (!trade || trade.grossPrice <= 0)) missing.grossPrice = '0001';
  return missing;
}

/**
 * §33 UStDV: an invoice of at most 250 € gross (Kleinbetragsrechnung) may leave out the buyer's
 * address. Not an intra-EU supply's (§33 Satz 3 UStDV: §6a is excluded).
 */
const SMALL_AMOUNT_INVOICE_MAX_CENTS = 25_000;

/** The sale's documents that name the buyer as the invoice's recipient or a party to the contract: §14 Abs. 4 Nr. 1 UStG; a contract names both parties with their addresses. */
const BUYER_ADDRESS_TYPES: ReadonlySet<DocumentType> = new Set(['INVOICE', 'CONTRACT', 'BINDING_CONTRACT']);

/** Street, house number, postal code and city are all there (the country always is: the customer defaults it). */
export function hasFullAddress(party: Pick<TradeParty, 'streetAddress' | 'houseNumber' | 'postalCode' | 'city'> | null): boolean {
  return (
    party !== null &&
    [party.streetAddress, party.houseNumber, party.postalCode, party.city].every((part) => Boolean(part?.trim()))
  );
}

/** Whether a document of `type` must print the buyer's full address. */
function needsBuyerAddress(type: DocumentType, trade: Sale): boolean {
  if (!BUYER_ADDRESS_TYPES.has(type)) return false;
  const smallAmount = trade.amounts.grossCents <= SMALL_AMOUNT_INVOICE_MAX_CENTS && trade.sectionType !== '4.1b';
  return !(type === 'INVOICE' && smallAmount);
}

/**
 * The sale's documents that describe the vehicle with its first registration: the invoice (the kind of
 * goods, §14 Abs. 4 Nr. 5 UStG) and the purchase contract. A vehicle may be kept in stock without it.
 */
const FIRST_REGISTRATION_TYPES: ReadonlySet<DocumentType> = new Set(['INVOICE', 'CONTRACT']);

/** The customer's address is incomplete: 9537 on the field that chose them, so the answer points at the buyer (or seller). */
const addressMissing = () => invalid({ customerId: '9537' });

/**
 * Throws the AppError that keeps `trade` from giving a document of `type`; the trade's buyer when it
 * can. `seller` is the company as it is now (an intra-EU supply needs its VAT id, 9514; no VAT its being a small business, 9550); `today` the
 * business day (an invoice is never dated ahead); `vehicle` the one the documents print (its first registration, 9561).
 */
export function requireReadyTrade(
  type: DocumentType,
  trade: Sale | null,
  context: { seller: TradeRuleContext['seller']; today: string; vehicle: Pick<TradeVehicle, 'firstRegistered'> },
): asserts trade is Sale & { buyer: NonNullable<Sale['buyer']> } {
  const missing = missingFields(type, trade);
  if (Object.keys(missing).length > 0) throw new AppError('9512', 422, missing);
  if (!trade) return;
  if (needsBuyerAddress(type, trade) && !hasFullAddress(trade.buyer)) throw addressMissing();
  // An open sale's vehicle as it is now; a finished one's documents print what its invoice froze.
  if (trade.status === 'PENDING' && FIRST_REGISTRATION_TYPES.has(type) && !context.vehicle.firstRegistered) {
    throw invalid({ firstRegistered: '9561' });
  }
  // A document never prints an open trade that breaks a rule (deposit above the price, §4 Nr. 1b
  // without either VAT id, …). A finished one was checked when its invoice was issued and is frozen.
  if (trade.status === 'PENDING') {
    const problems = tradeProblems(trade, {
      buyer: trade.buyer,
      purchasePrice: trade.effectivePurchasePrice,
      purchaseTaxation: trade.purchaseTaxation,
      seller: context.seller,
      today: context.today,
      vehicleAccidentFree: trade.vehicleAccidentFree,
      vehiclePurchasedOn: trade.vehiclePurchasedOn,
    });
    if (Object.keys(problems).length > 0) throw invalid(problems as Record<string, ErrorCode>);
  }
  // An issued invoice is immutable: a correction is a cancellation (its own issue), never a second invoice.
  if (type === 'INVOICE' && (trade.status === 'FINISHED' || trade.invoiceNumber !== null)) throw conflict('9509');
}

/**
 * Throws the AppError that keeps a purchase from giving a document of `type`: the seller first (every
 * document names them) and, but for the privacy notice, the price (9523); the contract names the
 * seller with their full address (9537); an open trade must keep the rules (the seller's ID
 * document valid on the contract day, no VAT from a private seller).
 */
export function requireReadyPurchase(
  type: PurchaseDocumentType,
  trade: Purchase | null,
  today: string,
): asserts trade is Purchase & { seller: NonNullable<Purchase['seller']> } {
  const missing: Record<string, ErrorCode> = {};
  if (!trade?.seller) missing.customerId = '0001';
  if (type !== 'PRIVACY' && (!trade || trade.grossPrice <= 0)) missing.grossPrice = '0001';
  if (Object.keys(missing).length > 0 || !trade) throw new AppError('9523', 422, missing);
  if (type === 'CONTRACT' && !hasFullAddress(trade.seller)) throw addressMissing();
  if (trade.status !== 'PENDING') return;
  const problems = purchaseProblems(trade, { seller: trade.seller, today });
  if (Object.keys(problems).length > 0) throw invalid(problems as Record<string, ErrorCode>);
}
