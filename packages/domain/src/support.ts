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
});
export type SupportContact = z.infer<typeof supportContactSchema>;

export const SUPPORT_MESSAGE_MAX = 5000;

/** A message to support from the contact dialog; the server attaches who sent it. */
export const supportMessageSchema = z.object({
  subject: z.string({ error: '0001' }).trim().min(1, { error: '0001' }).max(TEXT_MAX, { error: tooLongCode(TEXT_MAX) }),
  message: z.string({ error: '0001' }).trim().min(1, { error: '0001' }).max(SUPPORT_MESSAGE_MAX, { error: tooLongCode(SUPPORT_MESSAGE_MAX) }),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
