import type { TRADE_SECTIONS } from './constants';

// The VAT engine: every amount is integer euro cents, and rounding happens here and nowhere else.
//
// The rounding rule: a price is entered gross (what the buyer pays). Its net is gross·100/(100+rate)
// rounded half up to the cent, and the VAT is the rest (gross − net), so net + VAT = gross to the
// cent for every amount and rate, and the VAT printed is never computed twice in two ways.
// From a net amount (service lines) the VAT is net·rate/100 rounded half up, gross = net + VAT.
// The margin VAT of §25a is the VAT contained in a positive gross margin: margin·19/119, half up.

export type TradeSection = (typeof TRADE_SECTIONS)[number];

/** What the documents print about VAT, derived from the section and the VAT flag. */
export type Taxation =
  /** VAT shown at the rate (19 or 7 %). */
  | 'STANDARD'
  /** No VAT shown and no section: e.g. the seller is a small business (§19 UStG). */
  | 'NO_VAT'
  /** §25a margin scheme: no VAT shown; the margin VAT is for the books only. */
  | 'MARGIN'
  /** §4 Nr. 1a with §6 UStG: tax-free export outside the EU. */
  | 'EXPORT'
  /** §4 Nr. 1b with §6a UStG: tax-free intra-EU supply to a business. */
  | 'INTRA_EU';

/** The standard rate §25a Abs. 5 applies to the margin. */
const MARGIN_VAT_RATE = 19;

function divideHalfUp(numerator: number, denominator: number): number {
  // Integer half-up division for non-negative numerators; symmetric (away from zero) for negative.
  if (numerator < 0) return -divideHalfUp(-numerator, denominator);
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Net and VAT contained in a gross amount at `ratePercent`: net rounded half up, VAT the rest. */
export function splitGross(grossCents: number, ratePercent: number): { netCents: number; vatCents: number } {
  assertCents(grossCents);
  const netCents = divideHalfUp(grossCents * 100, 100 + ratePercent);
  return { netCents, vatCents: grossCents - netCents };
}

/** VAT on a net amount at `ratePercent`, rounded half up; gross is their sum. */
export function addVat(netCents: number, ratePercent: number): { vatCents: number; grossCents: number } {
  assertCents(netCents);
  const vatCents = divideHalfUp(netCents * ratePercent, 100);
  return { vatCents, grossCents: netCents + vatCents };
}

/** The VAT contained in a §25a margin: 19/119 of a positive margin, 0 for a zero or negative one. */
export function marginVat(marginCents: number): number {
  if (marginCents <= 0) return 0;
  return splitGross(marginCents, MARGIN_VAT_RATE).vatCents;
}

export function taxationOf(input: { sectionType: TradeSection | null; vat: boolean }): Taxation {
  switch (input.sectionType) {
    case '25':
      return 'MARGIN';
    case '4.1a':
      return 'EXPORT';
    case '4.1b':
      return 'INTRA_EU';
    default:
      return input.vat ? 'STANDARD' : 'NO_VAT';
  }
}

export type TradeAmountsInput = {
  grossCents: number;
  vat: boolean;
  vatRate: number;
  sectionType: TradeSection | null;
  depositCents: number;
  /** What the dealer paid for the vehicle (gross); needed for the margin of §25a. */
  purchaseCents: number | null;
};

export type MarginFigures = {
  purchaseCents: number;
  /** Sale price − purchase price; negative when sold at a loss. */
  marginCents: number;
  /** The VAT due on the margin (never negative). */
  marginVatCents: number;
};

export type TradeAmounts = {
  taxation: Taxation;
  /** The rate the invoice applies: 0 for every case without VAT shown. */
  vatRate: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
  depositCents: number;
  /** What the buyer still owes after the deposit. */
  amountDueCents: number;
  /** The §25a figures for the books; null outside the margin scheme or without a purchase price. */
  margin: MarginFigures | null;
};

/**
 * The amounts of a sale. STANDARD splits the gross price at its rate; every other case shows no VAT
 * (net = gross). MARGIN records purchase price, margin and the VAT in a positive margin.
 */
export function tradeAmounts(input: TradeAmountsInput): TradeAmounts {
  assertCents(input.grossCents);
  assertCents(input.depositCents);
  const taxation = taxationOf(input);
  const vatRate = taxation === 'STANDARD' ? input.vatRate : 0;
  const { netCents, vatCents } = splitGross(input.grossCents, vatRate);
  let margin: MarginFigures | null = null;
  if (taxation === 'MARGIN' && input.purchaseCents !== null) {
    assertCents(input.purchaseCents);
    const marginCents = input.grossCents - input.purchaseCents;
    margin = { purchaseCents: input.purchaseCents, marginCents, marginVatCents: marginVat(marginCents) };
  }
  return {
    taxation,
    vatRate,
    grossCents: input.grossCents,
    netCents,
    vatCents,
    depositCents: input.depositCents,
    amountDueCents: input.grossCents - input.depositCents,
    margin,
  };
}

function assertCents(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an amount in cents: ${value}`);
}

/** `0 - cents`: a reversed zero stays 0, never the -0 that would print as "-0,00 €". */
const reversed = (cents: number): number => 0 - cents;

/**
 * A cancellation invoice's amounts: every amount of the canceled invoice reversed (the §25a
 * figures too, so the books take the margin and its VAT back), taxation and rate unchanged.
 */
export function reversedAmounts(amounts: TradeAmounts): TradeAmounts {
  return {
    ...amounts,
    grossCents: reversed(amounts.grossCents),
    netCents: reversed(amounts.netCents),
    vatCents: reversed(amounts.vatCents),
    depositCents: reversed(amounts.depositCents),
    amountDueCents: reversed(amounts.amountDueCents),
    margin: amounts.margin && {
      purchaseCents: reversed(amounts.margin.purchaseCents),
      marginCents: reversed(amounts.margin.marginCents),
      marginVatCents: reversed(amounts.margin.marginVatCents),
    },
  };
}
