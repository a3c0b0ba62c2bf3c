import { z } from 'zod';
import { TEXT_MAX } from './constants';
import { operatorDetailsSchema } from './operator';
import { tooLongCode } from './text-limits';

/**
 * How users reach support and who runs this Kontor, as the legal pages name it; the values come
 * from the server's settings (SUPPORT_EMAIL, SUPPORT_PHONE, PRIVACY_EMAIL and the OPERATOR_* ones),
 * so each installation prints its own operator and never a made-up one: what is unset is null.
 */
export const supportContactSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** PRIVACY_EMAIL, else SUPPORT_EMAIL. */
  privacyEmail: z.string().nullable(),
  /** The operator with its legal form, register entry, representatives and tax ids, as set. */
  operator: operatorDetailsSchema,
  /**
   * The provider's contact of the legal notice (§ 5 DDG), exactly as the operator set it (no default
   * stands in); null while OPERATOR_NAME, OPERATOR_ADDRESS or SUPPORT_EMAIL is unset. The notice's
   * other details are the operator's.
   */
  legalNotice: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
});
export type SupportContact = z.infer<typeof supportContactSchema>;

export const SUPPORT_MESSAGE_MAX = 5000;

/** A message to support from the contact dialog; the server attaches who sent it. */
export const supportMessageSchema = z.object({
  subject: z
    .string({ error: '0001' })
    .trim()
    .min(1, { error: '0001' })
    .max(TEXT_MAX, { error: tooLongCode(TEXT_MAX) }),
  message: z
    .string({ error: '0001' })
    .trim()
    .min(1, { error: '0001' })
    .max(SUPPORT_MESSAGE_MAX, { error: tooLongCode(SUPPORT_MESSAGE_MAX) }),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
