import { z } from 'zod';

// The qualified confirmation of a buyer's VAT id (§ 18e Nr. 1 UStG): for a tax-free intra-EU supply
// (§ 4 Nr. 1b, § 6a UStG) the seller must be able to show that the buyer's VAT id was valid and
// belonged to the buyer's name and address when the supply was made. Kontor asks the Federal Central
// Tax Office's eVatR interface when the invoice is issued and keeps every answer with the trade.

/** eVatR's answer per requested field: A matches, B does not, C was not asked, D the member state did not tell. */
export const FIELD_RESULTS = ['A', 'B', 'C', 'D'] as const;
export type FieldResult = (typeof FIELD_RESULTS)[number];

/**
 * What an answer means for the dealer:
 * - CONFIRMED: the id is valid and the name and place (and street and postcode where asked) match;
 * - NOT_CONFIRMED: the id is valid, but the name or address does not match or was not told;
 * - INVALID: the id is not (or not yet, or no longer) assigned;
 * - UNAVAILABLE: no answer (the service could not be reached, timed out, or answered an error).
 */
export const VAT_CONFIRMATION_OUTCOMES = ['CONFIRMED', 'NOT_CONFIRMED', 'INVALID', 'UNAVAILABLE'] as const;
export type VatConfirmationOutcome = (typeof VAT_CONFIRMATION_OUTCOMES)[number];

/**
 * Why a request got no answer: the service could not be reached, did not answer in time, answered an
 * error (its own status or an HTTP error), or the buyer lacks the name or place a qualified request needs.
 */
export const VAT_CONFIRMATION_PROBLEMS = ['UNREACHABLE', 'TIMEOUT', 'SERVICE_ERROR', 'MISSING_DATA'] as const;
export type VatConfirmationProblem = (typeof VAT_CONFIRMATION_PROBLEMS)[number];

/** eVatR's status of a valid id; evatr-2008 is valid with a special case the BZSt explains on request. */
const VALID_STATUSES = ['evatr-0000', 'evatr-2008'];
/** eVatR's statuses of an id not valid at the time asked: not assigned, valid only from, valid only until. */
const INVALID_STATUSES = ['evatr-2001', 'evatr-2002', 'evatr-2006'];

export type FieldResults = {
  name: FieldResult | null;
  street: FieldResult | null;
  postalCode: FieldResult | null;
  city: FieldResult | null;
};

/** The outcome of an answer's status and field results; an unknown status is no confirmation. */
export function vatConfirmationOutcome(status: string | null, results: FieldResults): VatConfirmationOutcome {
  if (status && INVALID_STATUSES.includes(status)) return 'INVALID';
  if (!status || !VALID_STATUSES.includes(status)) return 'UNAVAILABLE';
  // Name and place must match; street and postcode, when asked (not C), too.
  const matches =
    results.name === 'A' &&
    results.city === 'A' &&
    [results.street, results.postalCode].every((result) => result === 'A' || result === 'C');
  return status === 'evatr-0000' && matches ? 'CONFIRMED' : 'NOT_CONFIRMED';
}

/** One request and its answer, as the API answers it; every request is kept, newest first. */
export const vatConfirmationSchema = z.object({
  id: z.string(),
  tradeId: z.string(),
  requestedAt: z.string().describe('ISO timestamp of the request'),
  /** What was asked: the company's own id, and the buyer's id, name and address as the invoice names them. */
  requesterVatId: z.string(),
  vatId: z.string(),
  name: z.string(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string(),
  outcome: z.enum(VAT_CONFIRMATION_OUTCOMES),
  /** eVatR's status code (evatr-0000 …); null when no answer came. */
  status: z.string().nullable(),
  results: z.object({
    name: z.enum(FIELD_RESULTS).nullable(),
    street: z.enum(FIELD_RESULTS).nullable(),
    postalCode: z.enum(FIELD_RESULTS).nullable(),
    city: z.enum(FIELD_RESULTS).nullable(),
  }),
  /** The service's own time of the answer and its id of the request, for the records. */
  answeredAt: z.string().nullable(),
  serviceRequestId: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Why no answer came; null with an answer. */
  problem: z.enum(VAT_CONFIRMATION_PROBLEMS).nullable(),
  /** The technical detail of the problem (the HTTP status, the network error), for the records. */
  error: z.string().nullable(),
});
export type VatConfirmation = z.infer<typeof vatConfirmationSchema>;
