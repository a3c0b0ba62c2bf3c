import { z } from 'zod';
import { addYears, todayInBerlin } from './business-calendar';
import { CODE_ALPHABET, CODE_LENGTH, GENDERS, USER_STATUSES } from './constants';
import { TERMS_VERSION } from './terms-version';
import { currentPasswordSchema, emailSchema, isoDateSchema, nameSchema, passwordSchema, phoneNumberSchema } from './fields';

// One schema per account form; the server validates requests with exactly these and the web forms
// validate with them too (through ui/zod-rule.ts). Messages are catalogue codes.

// The lists live in constants.ts, which pages import without zod (the registration page).
export { GENDERS, USER_STATUSES };
export type Gender = (typeof GENDERS)[number];
export const COMPANY_STATUSES = ['VERIFIED', 'VERIFYING', 'UNVERIFIED', 'REJECTED'] as const;

/** The confirmation mismatch ('Two inputs don't match!'). */
const MISMATCH_CODE = '9123';

// --- E-mail codes --------------------------------------------------------------------------------

// CODE_ALPHABET and CODE_LENGTH live in constants: the login page's code box needs them without zod.

/** The code as printed in the mail: `ABC DEFG`, three then four, easy to read and to type. */
export function formatCode(code: string): string {
  const clean = normalizeCode(code);
  return `${clean.slice(0, 3)} ${clean.slice(3)}`;
}

/** What the user typed, as it is compared: no spaces or dashes, upper-case. */
function normalizeCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** The 7-character e-mail code; a malformed code is as wrong as a mistyped one (5004). */
export const verificationCodeSchema = z
  .string({ error: '0001' })
  .transform(normalizeCode)
  .pipe(z.string().min(1, '0001').regex(CODE_PATTERN, '5004'));

// --- Forms ---------------------------------------------------------------------------------------

/** The terms a registration accepted are not the current ones (a page loaded before a change). */
const OUTDATED_TERMS_CODE = '9128';

export const registerSchema = z.object({
  email: emailSchema,
  phoneNumber: phoneNumberSchema,
  agreeToTerms: z.literal(true, { error: '0001' }),
  termsVersion: z
    .string({ error: '0001' })
    .min(1, '0001')
    .refine((version) => version === TERMS_VERSION, OUTDATED_TERMS_CODE),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

type WithConfirmation<K extends string> = { password?: unknown } & { [P in K]?: unknown };

/** A refinement that runs as soon as both passwords are present, even while other fields are still wrong. */
function confirmationMatches<K extends string>(key: K) {
  const path: PropertyKey[] = [key];
  return [
    (value: WithConfirmation<K>) => value.password === value[key],
    {
      path,
      message: MISMATCH_CODE,
      when: (payload: { value: unknown }) => {
        const value = payload.value as WithConfirmation<K> | undefined;
        return typeof value?.password === 'string' && typeof value?.[key] === 'string';
      },
    },
  ] as const;
}

/** The account holder signs contracts with the dealer's customers, so must be of age. */
const ACCOUNT_HOLDER_MIN_AGE = 18;
/** Older is a typing slip (a year of 1894), not a dealer. */
const ACCOUNT_HOLDER_MAX_AGE = 120;

/**
 * Why an account holder's birth date is refused on the Berlin calendar day `today`: younger than
 * 18 (9126; of age from the 18th birthday on) or older than 120 years (9127). Null when fine.
 */
export function accountHolderBirthDateProblem(birthDate: string, today: string): '9126' | '9127' | null {
  if (birthDate > addYears(today, -ACCOUNT_HOLDER_MIN_AGE)) return '9126';
  if (birthDate < addYears(today, -ACCOUNT_HOLDER_MAX_AGE)) return '9127';
  return null;
}

// The day is read when a value is checked (not when the module loads): a server runs for days.
const accountHolderBirthDateSchema = isoDateSchema.superRefine((value, ctx) => {
  const problem = /^\d{4}-\d{2}-\d{2}$/.test(value) ? accountHolderBirthDateProblem(value, todayInBerlin()) : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const userDetailsShape = {
  phoneNumber: phoneNumberSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  gender: z.enum(GENDERS, { error: '0001' }).default('MALE'),
  birthDate: accountHolderBirthDateSchema,
};

/** Manage Profile: the account details without the passwords. */
export const userDetailsSchema = z.object(userDetailsShape);
export type UserDetailsInput = z.input<typeof userDetailsSchema>;

/** Account completion after the e-mail is verified. */
export const accountDetailsSchema = z
  .object({ ...userDetailsShape, password: passwordSchema, confirmPassword: z.string({ error: '0001' }).min(1, '0001') })
  .refine(...confirmationMatches('confirmPassword'));
export type AccountDetailsInput = z.input<typeof accountDetailsSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    password: passwordSchema,
    passwordConfirmation: z.string({ error: '0001' }).min(1, '0001'),
  })
  .refine(...confirmationMatches('passwordConfirmation'));
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

const opaqueToken = z.string({ error: '0001' }).trim().min(1, '0001').max(200, '5004');

export const passwordResetSchema = z
  .object({
    password: passwordSchema,
    passwordConfirmation: z.string({ error: '0001' }).min(1, '0001'),
    token: opaqueToken,
    email: emailSchema,
  })
  .refine(...confirmationMatches('passwordConfirmation'));
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** Forgot password: ask for a reset link. */
export const recoverySchema = z.object({ email: emailSchema });
export const resendVerificationSchema = z.object({ email: emailSchema });
export const checkPasswordTokenSchema = z.object({ token: opaqueToken, email: emailSchema });
export const verifyCodeSchema = z.object({ code: verificationCodeSchema, email: emailSchema.optional() });
export const refreshTokenSchema = z.object({ refreshToken: opaqueToken });

// --- Answers -------------------------------------------------------------------------------------

export const tokenPairSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

const companySummarySchema = z.object({
  id: z.string(),
  legalName: z.string(),
  /** A small business (§19 UStG): the forms offer a sale and a service invoice without VAT for that reason. */
  smallBusiness: z.boolean(),
  status: z.enum(COMPANY_STATUSES),
  /** Bytes. */
  usedStorage: z.number(),
  /** Bytes. */
  storageSize: z.number(),
});

export const meSchema = z.object({
  id: z.string(),
  publicId: z.string(),
  email: z.string(),
  phone: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** YYYY-MM-DD. */
  birthDate: z.string().nullable(),
  gender: z.enum(GENDERS),
  status: z.enum(USER_STATUSES),
  company: companySummarySchema.nullable(),
  isSubscribedToPaidPlan: z.boolean(),
  /** Not subscribed and the trial still running. */
  isFreeTrialPlan: z.boolean(),
  /** YYYY-MM-DD: end of the trial or of the paid period; null until the account is completed. */
  subscriptionEndDay: z.string().nullable(),
  /** A canceled subscription has run out (not a trial): what the expired banner says. */
  subscriptionEnded: z.boolean(),
  locale: z.enum(['de', 'en']),
});
export type Me = z.infer<typeof meSchema>;

export const checkEmailAnswerSchema = z.object({ unverified: z.boolean() });
export type CheckEmailAnswer = z.infer<typeof checkEmailAnswerSchema>;
export const emailTokenAnswerSchema = z.object({ token: z.string() });
export type EmailTokenAnswer = z.infer<typeof emailTokenAnswerSchema>;
export const checkEmailTokenAnswerSchema = z.object({ email: z.string(), phoneNumber: z.string() });
export type CheckEmailTokenAnswer = z.infer<typeof checkEmailTokenAnswerSchema>;

/**
 * One login of the user (a refresh-token family): the browser or app it came from (from its
 * User-Agent; null when it sent none), when it began and when it was last used (the last login or
 * token refresh, at most an access token's lifetime ago while it is in use), and whether it is the
 * one asking.
 */
export const userSessionSchema = z.object({
  id: z.uuid(),
  device: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
