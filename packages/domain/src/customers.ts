import { z } from 'zod';
import { addYears, todayInBerlin } from './business-calendar';
import { COMMENT_MAX, DEFAULT_COUNTRY_ID, DEGREES, GREETINGS, HOUSE_NUMBER_MAX, LOCALES, TEXT_MAX } from './constants';
import { countryById } from './countries';
import { emailSchema, isoDateSchema, optionalText, phoneNumberSchema } from './fields';
import { listQueryFields } from './lists';
import { leitwegIdErrorCode, normalizeLeitwegId } from './leitweg-id';
import { isValidPostalCode } from './postal-code';
import { normalizeVatId, vatIdErrorCode } from './vat-id';

// A customer (buyer or seller). The same schema validates the API body and the web
// form; its messages are error codes, so every bad field answers with its own code.

/** A customer is a private person or a business; the kind decides which name fields are required. */
const CUSTOMER_TYPES = ['PRIVATE', 'BUSINESS'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const CUSTOMER_SORTS = ['name', '-name', 'created_at', '-created_at'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** Empty strings from a form mean "not given", like a missing key. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An optional field that, when given, must pass `schema` (e-mail, phone, date). */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToNull, schema.nullish()).transform((value) => value ?? null);
}

const text = optionalText(TEXT_MAX);

/**
 * A customer's VAT id in any member state: a wrong check digit answers 9403, a wrong format 9202 for a
 * German id and 9401 for any other, so the field says which of the two to look at.
 */
const vatIdSchema = z
  .string()
  .transform(normalizeVatId)
  .superRefine((value, ctx) => {
    const code = vatIdErrorCode(value);
    if (code) ctx.addIssue({ code: 'custom', message: code });
  });

/** A Leitweg-ID (BT-10): 9406 for a wrong form, 9407 for wrong check digits. */
const leitwegIdSchema = z
  .string()
  .transform(normalizeLeitwegId)
  .superRefine((value, ctx) => {
    const code = leitwegIdErrorCode(value);
    if (code) ctx.addIssue({ code: 'custom', message: code });
  });

const BIRTHDAY_MAX_YEARS = 120;

/**
 * A birthday is plausible when it is not after `today` (9402) and not more than 120 years before it
 * (9127): both are typing slips (a year of 2064 or 1864), never real customers. Null when plausible.
 */
export function birthdayProblem(birthday: string, today: string): '9402' | '9127' | null {
  if (birthday > today) return '9402';
  return birthday < addYears(today, -BIRTHDAY_MAX_YEARS) ? '9127' : null;
}

export const customerSchema = z
  .object({
    type: z.enum(CUSTOMER_TYPES, { error: '5003' }).default('PRIVATE'),
    greeting: z.preprocess(blankToNull, z.enum(GREETINGS, { error: '5003' }).nullish()).transform((value) => value ?? null),
    title: z.preprocess(blankToNull, z.enum(DEGREES, { error: '5003' }).nullish()).transform((value) => value ?? null),
    companyName: text,
    firstName: text,
    lastName: text,
    streetAddress: text,
    houseNumber: optionalText(HOUSE_NUMBER_MAX, '9201'),
    additionalAddress: text,
    additionalInfo1: text,
    additionalInfo2: text,
    postalCode: text,
    city: text,
    countryId: z
      .number({ error: '0001' })
      .int('5003')
      .refine((id) => countryById(id) !== undefined, '5003')
      .default(DEFAULT_COUNTRY_ID),
    phoneNumber: optional(phoneNumberSchema),
    email: optional(emailSchema),
    birthday: optional(isoDateSchema),
    placeOfBirth: text,
    nationality: text,
    /** The number of the ID document (passport or identity card). */
    passport: text,
    /** The ID document's expiry date. */
    passportExpired: optional(isoDateSchema),
    /** The authority that issued the ID document. */
    passportFrom: text,
    comments: optionalText(COMMENT_MAX, '9307'),
    /** USt-IdNr. of a business customer; a private person has none. */
    vatId: optional(vatIdSchema),
    /** The Leitweg-ID a public-sector buyer gave (BT-10 of its XRechnung). */
    buyerReference: optional(leitwegIdSchema),
    /** A public-sector buyer (öffentlicher Auftraggeber): its invoices are also issued as XRechnung (§ 4a ERechV). */
    publicSector: z.boolean({ error: '5003' }).default(false),
  })
  .superRefine((customer, ctx) => {
    const missing = (field: 'companyName' | 'firstName' | 'lastName') => {
      if (!customer[field]) ctx.addIssue({ code: 'custom', path: [field], message: '0001' });
    };
    if (customer.type === 'BUSINESS') missing('companyName');
    else {
      missing('firstName');
      missing('lastName');
    }
    if (customer.postalCode && !isValidPostalCode(customer.countryId, customer.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: '0027' });
    }
    // Checked against the clock when the schema runs: the same day in the browser and the server.
    const birthday = customer.birthday ? birthdayProblem(customer.birthday, todayInBerlin()) : null;
    if (birthday) ctx.addIssue({ code: 'custom', path: ['birthday'], message: birthday });
    // An XRechnung must name the buyer reference (BR-DE-15) and the buyer's electronic address
    // (BT-49, which XRechnung 3.0 makes mandatory: PEPPOL-EN16931-R010): a public-sector buyer is not saved without them.
    if (customer.publicSector && !customer.buyerReference)
      ctx.addIssue({ code: 'custom', path: ['buyerReference'], message: '9408' });
    if (customer.publicSector && !customer.email) ctx.addIssue({ code: 'custom', path: ['email'], message: '9409' });
    // BR-DE-8, BR-DE-9: the XRechnung names the buyer's city and postcode.
    for (const field of ['postalCode', 'city'] as const) {
      if (customer.publicSector && !customer[field]) ctx.addIssue({ code: 'custom', path: [field], message: '0001' });
    }
  });

/** A valid customer as the service stores it. */
export type CustomerValues = z.output<typeof customerSchema>;

/** A stored customer as the API answers it. */
export const customerResponseSchema = z.object({
  id: z.string(),
  type: z.enum(CUSTOMER_TYPES),
  greeting: z.enum(GREETINGS).nullable(),
  title: z.enum(DEGREES).nullable(),
  companyName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  streetAddress: z.string().nullable(),
  houseNumber: z.string().nullable(),
  additionalAddress: z.string().nullable(),
  additionalInfo1: z.string().nullable(),
  additionalInfo2: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryId: z.number().int(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  placeOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  passport: z.string().nullable(),
  passportExpired: z.string().nullable().describe('expiry date of the ID document, YYYY-MM-DD'),
  passportFrom: z.string().nullable(),
  comments: z.string().nullable(),
  vatId: z.string().nullable().describe('USt-IdNr. of a business customer, compact and upper case'),
  // Optional: a trade's buyer copied before XRechnung existed has neither (and is no public-sector buyer).
  buyerReference: z.string().nullable().optional().describe('Leitweg-ID (BT-10) of a public-sector buyer'),
  publicSector: z.boolean().optional().describe('a public-sector buyer, invoiced also as XRechnung'),
  /** Computed by the server for the business day in Europe/Berlin. */
  idDocumentExpired: z.boolean(),
  createdAt: z.string().describe('ISO timestamp'),
  updatedAt: z.string().describe('ISO timestamp'),
});
export type Customer = z.infer<typeof customerResponseSchema>;

/** What a form or the API client sends: the stored fields, any of them left out or null. */
export type CustomerInput = Partial<Omit<Customer, 'id' | 'idDocumentExpired' | 'createdAt' | 'updatedAt'>>;

/** `GET /api/user/clients`: a per_page over 100 or an unknown sort is refused like any bad field (422, naming it). */
export const customerListQuerySchema = z.object({
  ...listQueryFields,
  sort: z.enum(CUSTOMER_SORTS, { error: '5003' }).default('-created_at'),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** `GET /api/user/clients/export.csv`: the list's search and sort, labels in `lang` (else the request's language). */
export const customerExportQuerySchema = customerListQuerySchema.pick({ search: true, sort: true }).extend({
  lang: z.enum(LOCALES, { error: '5003' }).optional(),
});
export type CustomerExportQuery = z.output<typeof customerExportQuerySchema>;

/** `GET /api/user/clients/{id}/export`: the labels of the GDPR export in `lang` (else the request's language). */
export const customerDataExportQuerySchema = z.object({ lang: z.enum(LOCALES, { error: '5003' }).optional() });

/** The GDPR export (Art. 15 and 20): kind, salutation, title and country in words, their codes under `codes`. */
export const customerDataExportSchema = z.object({
  exportedAt: z.string(),
  language: z.enum(LOCALES),
  controller: z.object({ legalName: z.string() }),
  customer: customerResponseSchema.omit({ type: true, greeting: true, title: true, countryId: true }).extend({
    type: z.string().describe('the customer kind in words'),
    greeting: z.string().nullable(),
    title: z.string().nullable(),
    country: z.string(),
    codes: customerResponseSchema.pick({ type: true, greeting: true, title: true, countryId: true }),
  }),
});
export type CustomerDataExport = z.infer<typeof customerDataExportSchema>;

type NameParts = Pick<Customer, 'type' | 'companyName' | 'firstName' | 'lastName'>;

/** The name a list or a document shows: the company name of a business, "first last" of a person. */
export function customerDisplayName(customer: NameParts): string {
  const person = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  if (customer.type === 'BUSINESS') return customer.companyName || person;
  return person || customer.companyName || '';
}

/**
 * An ID document is valid through its expiry day; from the next day on it is expired. `today` is
 * the business day `YYYY-MM-DD` (ISO dates compare correctly as strings).
 */
export function isIdDocumentExpired(customer: { passportExpired: string | null | undefined }, today: string): boolean {
  return Boolean(customer.passportExpired) && customer.passportExpired! < today;
}

/**
 * What an erasure answers (GDPR Art. 17): the customer's own record is gone; the issued invoices and
 * contracts keep their copy of the party until `keptUntil`, the latest end of their retention (§ 147
 * AO; Art. 17 Abs. 3 b GDPR), or null when none names them.
 */
export const customerErasureSchema = z.object({
  keptUntil: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD: the last day issued documents with the customer’s data are kept; null: none'),
});
export type CustomerErasure = z.infer<typeof customerErasureSchema>;
