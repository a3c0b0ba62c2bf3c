import { z } from 'zod';
import { TEXT_MAX } from './constants';
import { tooLongCode } from './text-limits';

/**
 * How users reach support and who runs this Kontor, as the legal pages name it; the values come
 * from the server's settings (SUPPORT_EMAIL, SUPPORT_PHONE, OPERATOR_NAME, OPERATOR_ADDRESS,
 * PRIVACY_EMAIL), so each installation prints its own operator and never a made-up one.
 */
export const supportContactSchema = z.object({
  email: z.string(),
  phone: z.string(),
  operatorName: z.string(),
  operatorAddress: z.string().nullable(),
  privacyEmail: z.string(),
  /**
   * The provider's details of the legal notice (§ 5 DDG), exactly as the operator set them (no
   * default stands in); null while OPERATOR_NAME, OPERATOR_ADDRESS or SUPPORT_EMAIL is unset.
   * Further details of § 5 (register entry, representatives) join as fields of their own.
   */
  legalNotice: z
    .object({
      name: z.string(),
      address: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      vatId: z.string().nullable(),
    })
    .nullable(),
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
