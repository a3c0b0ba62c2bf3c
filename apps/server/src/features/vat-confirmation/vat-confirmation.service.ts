import { customerDisplayName } from '@kontor/domain/customers';
import type { SaleFields, TradeParty } from '@kontor/domain/trades';
import { type VatConfirmation, vatConfirmationOutcome } from '@kontor/domain/vat-confirmation';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/http/app-error';
import { getCompany } from '../company/company.service';
import { findTradeById, type StoredTradeRow } from '../trades/trades.service';
import { askEvatr, type EvatrRequest } from './evatr-client';
import { createVatConfirmationsRepository, type NewVatConfirmation } from './vat-confirmation.repository';

// The qualified confirmation (§ 18e Nr. 1 UStG) of the buyer of a tax-free intra-EU supply (§ 4 Nr. 1b,
// § 6a UStG): asked when the invoice is issued and again when the dealer wants, each request and its
// answer recorded with the trade. The invoice never waits for it nor prints it: without a confirmation
// the supply stays tax-free only if the dealer proves the buyer's status otherwise.

/** A sale whose invoice is issued as an intra-EU supply: the only trades a confirmation is for. */
function isIssuedIntraEuSale(trade: StoredTradeRow): boolean {
  return (
    trade.kind === 'SELLING' &&
    trade.status === 'FINISHED' &&
    trade.invoiceNumber !== null &&
    (trade.fields as Partial<SaleFields>).sectionType === '4.1b'
  );
}

/** The buyer's street line as the invoice prints it. */
function streetOf(buyer: TradeParty): string | null {
  return [buyer.streetAddress, buyer.houseNumber].filter(Boolean).join(' ') || null;
}

/** What is asked: the company's own German id as requester, the buyer's id, name and address as the invoice names them. */
function requestOf(trade: StoredTradeRow, requesterVatId: string | null): EvatrRequest {
  const buyer = trade.buyer;
  return {
    requesterVatId: requesterVatId ?? '',
    vatId: buyer?.vatId ?? '',
    name: buyer ? customerDisplayName(buyer) : '',
    street: buyer ? streetOf(buyer) : null,
    postalCode: buyer?.postalCode ?? null,
    city: buyer?.city ?? '',
  };
}

async function ask(ctx: AppContext, request: EvatrRequest): Promise<Omit<NewVatConfirmation, 'tradeId' | 'requestedAt'>> {
  const asked = { ...request };
  const none = {
    resultName: null,
    resultStreet: null,
    resultPostalCode: null,
    resultCity: null,
    answeredAt: null,
    serviceRequestId: null,
    validFrom: null,
    validUntil: null,
  };
  // A qualified request needs both ids, the name and the place (eVatR answers evatr-0002/0003 otherwise).
  if (!request.requesterVatId || !request.vatId || !request.name || !request.city) {
    const missing = (['requesterVatId', 'vatId', 'name', 'city'] as const).filter((key) => !request[key]);
    return {
      ...asked,
      ...none,
      outcome: 'UNAVAILABLE',
      status: null,
      problem: 'MISSING_DATA',
      error: `missing: ${missing.join(', ')}`,
    };
  }
  const outcome = await askEvatr(ctx.config.evatrUrl, request);
  if ('problem' in outcome)
    return { ...asked, ...none, outcome: 'UNAVAILABLE', status: null, problem: outcome.problem, error: outcome.error };
  const { answer } = outcome;
  return {
    ...asked,
    outcome: vatConfirmationOutcome(answer.status, answer.results),
    status: answer.status,
    resultName: answer.results.name,
    resultStreet: answer.results.street,
    resultPostalCode: answer.results.postalCode,
    resultCity: answer.results.city,
    answeredAt: answer.answeredAt,
    serviceRequestId: answer.serviceRequestId,
    validFrom: answer.validFrom,
    validUntil: answer.validUntil,
    problem: null,
    error: null,
  };
}

async function confirm(ctx: AppContext, companyId: string, trade: StoredTradeRow): Promise<VatConfirmation> {
  const company = await getCompany(ctx, companyId);
  const requestedAt = ctx.clock.now();
  const answered = await ask(ctx, requestOf(trade, company.vatId));
  return createVatConfirmationsRepository(ctx.database.db).insert(companyId, { ...answered, tradeId: trade.id, requestedAt });
}

/** The company's trade a confirmation is asked or read for: another company's or an unknown one is a 404. */
async function tradeOf(ctx: AppContext, companyId: string, tradeId: string): Promise<StoredTradeRow> {
  const trade = await findTradeById(ctx, companyId, tradeId);
  if (!trade) throw notFound();
  return trade;
}

/**
 * Right after an invoice is issued: asks for the confirmation when it is an intra-EU supply. Never
 * throws, so the issued invoice stands whatever happens here; a failure to record is only logged
 * (the trade then shows that no confirmation exists, and the dealer can ask again).
 */
export async function confirmAfterInvoice(ctx: AppContext, companyId: string, tradeId: string): Promise<void> {
  try {
    const trade = await findTradeById(ctx, companyId, tradeId);
    if (trade && isIssuedIntraEuSale(trade)) await confirm(ctx, companyId, trade);
  } catch (error) {
    ctx.log(`VAT id confirmation of trade ${tradeId} not recorded: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The dealer asks again (a failed or negative answer, or a later proof): only for an issued intra-EU sale (9570). */
export async function askAgain(ctx: AppContext, companyId: string, tradeId: string): Promise<VatConfirmation> {
  const trade = await tradeOf(ctx, companyId, tradeId);
  if (!isIssuedIntraEuSale(trade)) throw new AppError('9570', 422);
  return confirm(ctx, companyId, trade);
}

/** A trade's confirmation requests, newest first. */
export async function listVatConfirmations(ctx: AppContext, companyId: string, tradeId: string): Promise<VatConfirmation[]> {
  const trade = await tradeOf(ctx, companyId, tradeId);
  return createVatConfirmationsRepository(ctx.database.db).listOfTrade(companyId, trade.id);
}
