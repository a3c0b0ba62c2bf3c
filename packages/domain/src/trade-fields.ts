import { z } from 'zod';
import { ACCIDENT_DAMAGE, COMMENT_MAX, HANDOVER_DATES, MILEAGE_MAX, PAYMENT_METHODS, PAYMENT_TERMS } from './constants';
import { isoDateSchema } from './fields';

// The fields the sale and the purchase share (payment, handover, condition), and what a sale's
// documents state beside its price: the seller's statement on the total mileage, and the kind of proof
// an exempt supply rests on. Nothing here depends on a trade (trades.ts and purchase.ts read it).

export const KEYS_MAX = 9;

export const commentSchema = z
  .string()
  .trim()
  .max(COMMENT_MAX, '9307')
  .nullish()
  .transform((value) => (value ? value : null));

export const optionalDateSchema = z
  .preprocess((value) => (value === '' ? null : value), isoDateSchema.nullish())
  .transform((value) => value ?? null);

/**
 * What the sale and the purchase both record about payment and handover: the payment term
 * and method, the handover day, the vehicle's condition, the papers and keys handed over.
 */
export const handoverInputFields = {
  paymentType: z.enum(PAYMENT_TERMS, { error: '5003' }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: '5003' }),
  /** INVOICE_DATE: on the day of the invoice (a purchase: of the contract); CUSTOM: on handoverOn. */
  handoverDate: z.enum(HANDOVER_DATES, { error: '5003' }),
  handoverOn: optionalDateSchema,
  damaged: z.enum(ACCIDENT_DAMAGE, { error: '5003' }),
  /** Known previous damage, in the dealer's (a purchase: the seller's) words. */
  damageNotes: commentSchema,
  registrationSertificate1: z.boolean('5003'),
  registrationSertificate2: z.boolean('5003'),
  inspectionAvailable: z.boolean('5003'),
  vehicleKeysCount: z.number({ error: '0001' }).int('9306').min(0, '9306').max(KEYS_MAX, '9306'),
  /** The mileage as read off the odometer at handover. */
  handoverMileage: z.number({ error: '0001' }).int('9305').min(0, '9305').max(MILEAGE_MAX, '9305').nullable(),
};

/** handoverInputFields as the API answers them. */
export const handoverViewFields = {
  paymentType: z.enum(PAYMENT_TERMS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  handoverDate: z.enum(HANDOVER_DATES),
  handoverOn: z.string().nullable(),
  damaged: z.enum(ACCIDENT_DAMAGE),
  damageNotes: z.string().nullable(),
  registrationSertificate1: z.boolean(),
  registrationSertificate2: z.boolean(),
  inspectionAvailable: z.boolean(),
  vehicleKeysCount: z.number().int(),
  handoverMileage: z.number().int().nullable(),
};

/**
 * What the seller states about the vehicle's total mileage beside the odometer reading, printed in the
 * contract as stated (a stated total is a quality agreed, § 434 Abs. 2 BGB): ODOMETER the total is known
 * and is what the odometer shows; DIFFERENT it is known and is another (`totalMileage`: an exchanged
 * odometer, a cluster from another car); UNKNOWN the reading is only what the odometer shows ("laut
 * Tacho; Gesamtfahrleistung unbekannt"), the cautious statement a dealer makes without the history.
 */
export const MILEAGE_STATEMENTS = ['ODOMETER', 'DIFFERENT', 'UNKNOWN'] as const;
export type MileageStatement = (typeof MILEAGE_STATEMENTS)[number];

/** The statement on the total mileage and the known total that differs from the odometer; a trade's fields. */
export const mileageStatementInputFields = {
  mileageStatement: z.enum(MILEAGE_STATEMENTS, { error: '5003' }),
  /** The known total mileage when it is not the odometer's (DIFFERENT); ignored otherwise. */
  totalMileage: z.number({ error: '0001' }).int('9305').min(0, '9305').max(MILEAGE_MAX, '9305').nullable(),
};

/** mileageStatementInputFields as the API answers them. */
export const mileageStatementViewFields = {
  mileageStatement: z.enum(MILEAGE_STATEMENTS),
  totalMileage: z.number().int().nullable(),
};

/** The total a statement gives: the reading at handover, the known other total, or none (unknown, or the reading not taken). */
export function statedTotalMileage(fields: {
  mileageStatement: MileageStatement;
  totalMileage: number | null;
  handoverMileage: number | null;
}): number | null {
  if (fields.mileageStatement === 'ODOMETER') return fields.handoverMileage;
  if (fields.mileageStatement === 'DIFFERENT') return fields.totalMileage;
  return null;
}

/**
 * The proof an exempt supply rests on, by its kind, so the documents name it as what it is. An
 * intra-EU supply (§ 4 Nr. 1b, § 6a UStG) is proven by the buyer's Gelangensbestätigung (§ 17b Abs. 2
 * UStDV) or, when a carrier takes the vehicle, by a CMR consignment note or a forwarder's certificate
 * (§ 17b Abs. 3 UStDV); an export (§ 4 Nr. 1a, § 6 UStG) by the customs' electronic exit note from
 * ATLAS (§ 9 Abs. 1, § 10 Abs. 1 UStDV), by those carriers' papers only where no exit note can be had.
 */
export const PROOF_KINDS = ['ARRIVAL_CERTIFICATE', 'EXIT_NOTE', 'CMR_CONSIGNMENT_NOTE', 'FORWARDER_CERTIFICATE'] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

const PROOF_KINDS_BY_SECTION: Record<string, readonly ProofKind[]> = {
  '4.1a': ['EXIT_NOTE', 'CMR_CONSIGNMENT_NOTE', 'FORWARDER_CERTIFICATE'],
  '4.1b': ['ARRIVAL_CERTIFICATE', 'CMR_CONSIGNMENT_NOTE', 'FORWARDER_CERTIFICATE'],
};

/** The kinds of proof a section's supply can rest on, the usual one first; none without an exempt supply. */
export function proofKindsOf(sectionType: string | null): readonly ProofKind[] {
  return (sectionType && PROOF_KINDS_BY_SECTION[sectionType]) || [];
}
