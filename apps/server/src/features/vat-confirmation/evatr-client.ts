import { FIELD_RESULTS, type FieldResult, type FieldResults, type VatConfirmationProblem } from '@kontor/domain/vat-confirmation';

// The Federal Central Tax Office's eVatR REST interface (in service since 2025, replacing the XML-RPC
// `evatrRPC`): POST a JSON request to `…/app/v1/abfrage`; the answer names a status (`evatr-0000` valid,
// `evatr-2001` not assigned, …) and, for a qualified request, per field A (matches), B (does not),
// C (not asked), D (not told by the member state). Errors come as HTTP 4xx/5xx, mostly with a status too.

/** What a qualified request sends: the requester's German id, the buyer's id, name and address. */
export type EvatrRequest = {
  requesterVatId: string;
  vatId: string;
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string;
};

export type EvatrAnswer = {
  status: string;
  results: FieldResults;
  answeredAt: string | null;
  serviceRequestId: string | null;
  validFrom: string | null;
  validUntil: string | null;
};

export type EvatrOutcome = { answer: EvatrAnswer } | { problem: VatConfirmationProblem; error: string };

/** The dealer waits for the invoice meanwhile: a service that does not answer in this time counts as unavailable. */
export const EVATR_TIMEOUT_MS = 10_000;

const fieldResult = (value: unknown): FieldResult | null =>
  FIELD_RESULTS.includes(value as FieldResult) ? (value as FieldResult) : null;
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function answerOf(body: Record<string, unknown>): EvatrAnswer | null {
  const status = body.status;
  if (typeof status !== 'string' || !/^evatr-\d{4}$/.test(status)) return null;
  return {
    status,
    results: {
      name: fieldResult(body.ergFirmenname),
      street: fieldResult(body.ergStrasse),
      postalCode: fieldResult(body.ergPlz),
      city: fieldResult(body.ergOrt),
    },
    answeredAt: textOrNull(body.anfrageZeitpunkt),
    serviceRequestId: textOrNull(body.id),
    validFrom: textOrNull(body.gueltigAb),
    validUntil: textOrNull(body.gueltigBis),
  };
}

/**
 * Asks eVatR once. Never throws: no connection, no answer in time or an answer without a status is
 * a problem to record; an HTTP error that carries a status (a not-assigned id answers 404 with
 * evatr-2001) is an answer like any other.
 */
export async function askEvatr(url: string, request: EvatrRequest, timeoutMs = EVATR_TIMEOUT_MS): Promise<EvatrOutcome> {
  const body = {
    anfragendeUstid: request.requesterVatId,
    angefragteUstid: request.vatId,
    firmenname: request.name,
    ort: request.city,
    ...(request.postalCode ? { plz: request.postalCode } : {}),
    ...(request.street ? { strasse: request.street } : {}),
  };
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return { problem: 'TIMEOUT', error: `no answer within ${timeoutMs / 1000} s` };
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return { problem: 'UNREACHABLE', error: cause };
  }
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): no answer.
  }
  const answer = parsed && typeof parsed === 'object' ? answerOf(parsed as Record<string, unknown>) : null;
  if (answer) return { answer };
  return { problem: 'SERVICE_ERROR', error: `HTTP ${response.status}${response.ok ? ' without a status' : ''}` };
}
