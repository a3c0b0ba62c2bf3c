import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { raising } from './raised-codes';
import {
  COMPANY_DOCUMENT_TYPES,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  DEFAULT_COUNTRY_ID,
  HOUSE_NUMBER_MAX,
  TEXT_MAX,
} from './constants';
import { countryById, isEuMember } from './countries';
import { emailSchema, phoneNumberSchema } from './fields';
import { isValidPostalCode } from './postal-code';
import { normalizeVatId, ownVatIdErrorCode, vatIdProblem } from './vat-id';
import { type TextLimit, tooLongCode } from './text-limits';

// The dealer's company and its rules. Every message is an error code (errors.ts): the server
// answers 422 with `fields: { name: code }` and the form shows `t('errors.<code>')`.

export type CompanyType = (typeof COMPANY_TYPES)[number];
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export type CompanyDocumentType = (typeof COMPANY_DOCUMENT_TYPES)[number];

export const DOCUMENT_STATUSES = ['UNVERIFIED', 'VERIFYING', 'VERIFIED', 'REJECTED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Types that are entered in the commercial register (Handelsregister) and so must name it. */
export const REGISTERED_COMPANY_TYPES: readonly CompanyType[] = ['AG', 'EK', 'GMBH', 'GMBH_CO_KG', 'KG', 'OHG', 'UG'];

/** USt-IdNr.: DE + 9 digits, the first not 0, the last the ISO 7064 MOD 11,10 check digit. */
export function isValidGermanVatId(value: string): boolean {
  return value.startsWith('DE') && vatIdProblem(value) === null;
}

// Steuernummer as the states print it (10 or 11 digits, grouped by slashes or spaces) or the
// nationwide 13-digit ELSTER form.
const TAX_NUMBER_FORMS = [
  /^\d{2}[/ ]\d{3}[/ ]\d{5}$/, // BW, BE, HB, HH, NI, RP, SH: FF/BBB/UUUUP
  /^\d{3}[/ ]\d{3}[/ ]\d{5}$/, // BY, BB, MV, SL, SN, ST, TH: FFF/BBB/UUUUP; HE: 0FF BBB UUUUP
  /^\d{3}[/ ]\d{4}[/ ]\d{4}$/, // NW: FFF/BBBB/UUUP
  /^\d{10,11}$/, // a state form typed without separators
  /^\d{13}$/, // ELSTER
];

export function isValidTaxNumber(value: string): boolean {
  const compact = value.trim().replace(/\s+/g, ' ');
  return TAX_NUMBER_FORMS.some((form) => form.test(compact));
}

/** "HRB 123456", "HRA 9876", "HRB 12345 B" (Berlin's suffix). The court is a field of its own. */
export function isValidRegisterNumber(value: string): boolean {
  return /^HR[AB] ?\d{1,6}( ?[A-Z]{1,2})?$/.test(value);
}

/**
 * A tax or register number of a company outside Germany ("FN 123456 a" in Austria's Firmenbuch,
 * "CHE-123.456.789" in Switzerland): each state writes its own, which are not known here, so letters,
 * digits and the usual separators, as typed (9405).
 */
export function isPlainIdentifier(value: string): boolean {
  return /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u.test(value);
}

/** A website with a host name that has a dot; the scheme may be left out (https is meant). */
export function isValidWebsite(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      /^[^.]+(\.[^.]+)+$/.test(url.hostname) &&
      /\.[a-z]{2,}$/i.test(url.hostname)
    );
  } catch {
    return false;
  }
}

/** Landline and fax in E.164 (+4989123456), read as German when no country prefix is typed; undefined when not a number. */
export function toE164(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value, 'DE');
  return parsed?.isValid() ? parsed.number : undefined;
}

/** The IBAN without spaces, upper case, when valid. */
function normalizeIban(value: string): string | undefined {
  const compact = electronicFormatIBAN(value) ?? undefined;
  return compact && isValidIBAN(compact) ? compact : undefined;
}

// Multipart fields arrive as strings and empty inputs as ''; an optional field maps them to null.
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToNull, schema.nullable());
}

const required = { error: '0001' } as const;
const text = (max: TextLimit = TEXT_MAX) => z.string(required).trim().min(1, '0001').max(max, tooLongCode(max));

/** The company's own VAT id, compact; whether it is its country's is a rule across fields (companyRules). */
const vatIdSchema = z.string().transform(normalizeVatId);
/** The tax and the register number; their forms are their country's (companyRules). */
const taxNumberSchema = z.string().trim().max(TEXT_MAX, tooLongCode(TEXT_MAX));
const registerNumberSchema = z
  .string()
  .max(TEXT_MAX, tooLongCode(TEXT_MAX))
  .transform((value) => {
    const compact = value.trim().replace(/\s+/g, ' ');
    // A German Handelsregister number is written in capitals ("hrb 12345 b" is HRB 12345 B).
    return /^hr[ab]\b/i.test(compact) ? compact.toUpperCase() : compact;
  });
const websiteSchema = z.string().trim().max(TEXT_MAX, '9205').refine(isValidWebsite, '9205');
const e164Schema = z
  .string()
  .trim()
  .transform((value, context) => {
    const e164 = toE164(value);
    if (!e164) {
      context.addIssue({ code: 'custom', message: '9208' });
      return z.NEVER;
    }
    return e164;
  });

/** Bank data: PUT /api/user/company/bank and part of the company at creation. */
export const bankSchema = z.object({
  bankName: text(),
  iban: z
    .string(required)
    .trim()
    .min(1, '0001')
    .transform((value, context) => {
      const iban = normalizeIban(value);
      if (!iban) {
        context.addIssue({ code: 'custom', message: '9206' });
        return z.NEVER;
      }
      return iban;
    }),
  bic: z
    .string(required)
    .trim()
    .min(1, '0001')
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => isValidBIC(value), '9207'),
});
export type BankInput = z.input<typeof bankSchema>;
export type BankValues = z.output<typeof bankSchema>;

const companyFieldsShape = {
  legalName: text(),
  type: z.enum(COMPANY_TYPES, required),
  streetAddress: text(),
  houseNumber: z.string(required).trim().min(1, '0001').max(HOUSE_NUMBER_MAX, '9201'),
  additionalAddress: optional(z.string().trim().max(TEXT_MAX, tooLongCode(TEXT_MAX))),
  countryId: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? DEFAULT_COUNTRY_ID : value),
    z.coerce
      .number('0001')
      .int('0001')
      .refine((id) => countryById(id) !== undefined, '0001'),
  ),
  city: text(),
  postalCode: z.string(required).trim().min(1, '0001').max(10, '0027'),
  taxNumber: optional(taxNumberSchema),
  vatId: optional(vatIdSchema),
  /**
   * A small business under §19 UStG (Kleinunternehmer): only then may a sale or a service invoice go
   * without VAT for that reason. Left out: no. Multipart (the company's creation) sends 'true'/'false'.
   */
  smallBusiness: z.preprocess(
    (value) =>
      value === undefined || value === null || value === '' ? false : value === 'true' ? true : value === 'false' ? false : value,
    z.boolean('5003'),
  ),
  commercialRegisterNumber: optional(registerNumberSchema),
  commercialRegisterName: optional(z.string().trim().max(TEXT_MAX, tooLongCode(TEXT_MAX))),
  website: optional(websiteSchema),
  owner: text(),
  phone: optional(phoneNumberSchema),
  email: optional(emailSchema),
  fax: optional(e164Schema),
  landlineNumber: optional(e164Schema),
};

type CompanyRuleInput = {
  countryId: number;
  postalCode: string;
  type: CompanyType;
  taxNumber: string | null;
  vatId: string | null;
  commercialRegisterNumber: string | null;
  commercialRegisterName: string | null;
};

// The rules across fields: the postal code belongs to the country; an invoice needs the tax number
// or the VAT id (§14 Abs. 4 UStG), so at least one; the VAT id is the one the company's country issued
// (its code, format and check digits: 9404, 9202/9401, 9403); a German tax and register number have
// their forms (9203, 9204), another state's are plain identifiers (9405); a registered company names
// court and number.
// They run even when single fields failed (`when` below), so the form learns every problem at once;
// hence the type checks: a field that failed may still hold its raw input.
function companyRules(value: CompanyRuleInput, context: z.RefinementCtx) {
  if (typeof value.postalCode === 'string' && value.postalCode && !isValidPostalCode(Number(value.countryId), value.postalCode))
    context.addIssue({ code: 'custom', message: '0027', path: ['postalCode'] });
  const country = countryById(Number(value.countryId));
  if (typeof value.vatId === 'string' && value.vatId && country) {
    const code = ownVatIdErrorCode(normalizeVatId(value.vatId), { iso2: country.iso2, euMember: isEuMember(country.iso2) });
    if (code) context.addIssue({ code: 'custom', message: code, path: ['vatId'] });
  }
  // A German tax and register number have their known forms; another state's are taken as typed.
  const german = !country || country.iso2 === 'DE';
  if (typeof value.taxNumber === 'string' && value.taxNumber) {
    if (german ? !isValidTaxNumber(value.taxNumber) : !isPlainIdentifier(value.taxNumber))
      context.addIssue({ code: 'custom', message: german ? '9203' : '9405', path: ['taxNumber'] });
  }
  if (typeof value.commercialRegisterNumber === 'string' && value.commercialRegisterNumber) {
    if (german ? !isValidRegisterNumber(value.commercialRegisterNumber) : !isPlainIdentifier(value.commercialRegisterNumber))
      context.addIssue({ code: 'custom', message: german ? '9204' : '9405', path: ['commercialRegisterNumber'] });
  }
  if (!value.taxNumber && !value.vatId) {
    context.addIssue({ code: 'custom', message: '0001', path: ['taxNumber'] });
    context.addIssue({ code: 'custom', message: '0001', path: ['vatId'] });
  }
  if (typeof value.type === 'string' && REGISTERED_COMPANY_TYPES.includes(value.type)) {
    if (!value.commercialRegisterNumber)
      context.addIssue({ code: 'custom', message: '0001', path: ['commercialRegisterNumber'] });
    if (!value.commercialRegisterName) context.addIssue({ code: 'custom', message: '0001', path: ['commercialRegisterName'] });
  }
}

/** The company's own data: POST /api/user/company/update (bank data have their own call). */
// companyRules raises these codes (the postal code, the VAT id, the tax and register numbers).
const COMPANY_RULE_CODES = ['0001', '0027', '9202', '9203', '9204', '9401', '9403', '9404', '9405'];
export const companyFieldsSchema = raising(
  z.object(companyFieldsShape).superRefine(companyRules, { when: () => true }),
  ...COMPANY_RULE_CODES,
);
export type CompanyFieldsValues = z.output<typeof companyFieldsSchema>;

/** Every field of the company at creation (POST /api/user/company): its data and the bank data. */
export const companySchema = raising(
  z.object({ ...companyFieldsShape, ...bankSchema.shape }).superRefine(companyRules, { when: () => true }),
  ...COMPANY_RULE_CODES,
);
export type CompanyInput = z.input<typeof companySchema>;
export type CompanyValues = z.output<typeof companySchema>;

/**
 * The company's status from the status of each document type (a type never uploaded counts as
 * UNVERIFIED). A missing document is no rejection: a dealer who has uploaded one document must not
 * see "Rejected" while nobody has rejected anything. So
 * - one document rejected → REJECTED (the operator's reason must be seen first, whatever else is missing);
 * - else one type missing → UNVERIFIED (the banner names the missing types);
 * - else every type verified → VERIFIED;
 * - else (all uploaded, some still being checked) → VERIFYING.
 */
export function deriveCompanyStatus(statuses: readonly DocumentStatus[]): CompanyStatus {
  if (statuses.includes('REJECTED')) return 'REJECTED';
  if (statuses.length === 0 || statuses.includes('UNVERIFIED')) return 'UNVERIFIED';
  if (statuses.every((status) => status === 'VERIFIED')) return 'VERIFIED';
  return 'VERIFYING';
}

/**
 * The documents a company of this legal form provides to be verified: the commercial-register extract
 * only where the form is entered in the commercial register (REGISTERED_COMPANY_TYPES, as the company
 * form asks for court and number). A sole trader who is not registered (Einzelunternehmer), a GbR or
 * "none" has no extract to give, and must not be held unverified for the want of one.
 */
export function requiredCompanyDocuments(type: CompanyType | string): CompanyDocumentType[] {
  const registered = (REGISTERED_COMPANY_TYPES as readonly string[]).includes(type);
  return COMPANY_DOCUMENT_TYPES.filter((documentType) => documentType !== 'TRADE_REGISTER' || registered);
}

/** Which files a legal document takes: the company logo an image of a logo's types, the others any document. */
export function companyDocumentUploadKind(type: CompanyDocumentType): 'logo' | 'general' {
  return type === 'COMPANY_LOGO' ? 'logo' : 'general';
}

type CompanyDocumentsSummary = {
  status: CompanyStatus;
  /** Types with nothing uploaded (or nothing since a rejection was given up), in the order of COMPANY_DOCUMENT_TYPES. */
  missing: CompanyDocumentType[];
  rejected: { type: CompanyDocumentType; reason: string | null }[];
};

/**
 * What the banner and the documents card tell the dealer: the status by the rule above and what to do,
 * over the documents the company's legal form requires (a document listed as not required counts not).
 */
export function summarizeCompanyDocuments(
  documents: readonly { type: CompanyDocumentType; status: DocumentStatus; reason: string | null; required?: boolean }[],
): CompanyDocumentsSummary {
  const byType = COMPANY_DOCUMENT_TYPES.map(
    (type) =>
      documents.find((document) => document.type === type) ?? {
        type,
        status: 'UNVERIFIED' as const,
        reason: null,
        required: true,
      },
  ).filter((document) => document.required !== false);
  return {
    status: deriveCompanyStatus(byType.map((document) => document.status)),
    missing: byType.filter((document) => document.status === 'UNVERIFIED').map((document) => document.type),
    rejected: byType.filter((document) => document.status === 'REJECTED').map(({ type, reason }) => ({ type, reason })),
  };
}

// The legal form as the company must name it (§19 HGB, §4 GmbHG, §5a GmbHG for the UG, §4 AktG),
// and how a name that already carries it is recognised, so "Autohaus GmbH" does not become
// "Autohaus GmbH GmbH". The law accepts the form written out or in any commonly understood
// abbreviation, so each is recognised: "…gesellschaft mbH", "G.m.b.H." and "Gesellschaft mit
// beschränkter Haftung" are a GmbH as much as "GmbH" is. A name ending in a shortened form is
// completed instead of suffixed: §5a GmbHG allows no bare "UG" ("Autohaus UG" → "Autohaus UG
// (haftungsbeschränkt)"), and a GmbH & Co. KG typed as "Autohaus GmbH" becomes "Autohaus GmbH &
// Co. KG". A sole trader who is not registered (Einzelunternehmer) and "none" trade under the
// owner's name and carry no form.
type LegalForm = { suffix: string; present: RegExp; shortened?: { at: RegExp; rest: string } };

/** "GmbH" (also gGmbH, G.m.b.H.), "Ges.m.b.H.", "Gesellschaft mbH" (also in one word with the trade: "Handelsgesellschaft mbH"), or written out. */
const GMBH = String.raw`(?:\bg?G\.?\s?m\.?\s?b\.?\s?H\b\.?|(?:\bGes\.?|gesellschaft)\s*m\.?\s?b\.?\s?H\b\.?|gesellschaft\s+mit\s+beschr(?:ä|ae)nkter\s+Haftung)`;
/** "UG (haftungsbeschränkt)" or "Unternehmergesellschaft (haftungsbeschränkt)", the brackets left out too. */
const UG = String.raw`\b(?:UG|Unternehmergesellschaft)\s*\(?\s*haftungsbeschr(?:ä|ae)nkt\b\)?`;
/** The "& Co." of a limited partnership with a company as its general partner ("&", "+", "u." or "und"). */
const AND_CO = String.raw`\s*(?:&|\+|\bu\.|\bund\b)\s*Co\.?\s*`;
const KG = String.raw`(?:\bKG\b|kommanditgesellschaft\b)`;

const pattern = (source: string) => new RegExp(source, 'i');

const LEGAL_FORMS: Record<CompanyType, LegalForm | null> = {
  NONE: null,
  EINZELUNTERNEHMER: null,
  EK: { suffix: 'e.K.', present: /(^|[\s(])e\.\s?(K|Kfm|Kfr)\.?(?=$|[\s,)])|\beingetragene[rn]?\s+Kauf(mann|frau)\b/i },
  // Registered in the Gesellschaftsregister since 2024 (MoPeG) a GbR is an "eGbR".
  GBR: { suffix: 'GbR', present: /\be?GbR\b|\bGesellschaft\s+(des\s+)?bürgerlichen\s+Rechts\b/i },
  OHG: { suffix: 'OHG', present: /\bOHG\b|\boffene\s+Handelsgesellschaft\b/i },
  KG: { suffix: 'KG', present: pattern(KG) },
  GMBH: { suffix: 'GmbH', present: pattern(GMBH) },
  GMBH_CO_KG: {
    suffix: 'GmbH & Co. KG',
    present: pattern(`(?:${GMBH}|${UG})${AND_CO}${KG}`),
    shortened: { at: pattern(`${GMBH}$`), rest: ' & Co. KG' },
  },
  UG: {
    suffix: 'UG (haftungsbeschränkt)',
    present: pattern(UG),
    shortened: { at: /\b(UG|Unternehmergesellschaft)$/i, rest: ' (haftungsbeschränkt)' },
  },
  AG: { suffix: 'AG', present: /\bAG\b|aktiengesellschaft\b/i },
  LIMITED: { suffix: 'Ltd.', present: /\b(Ltd|Limited)\b/i },
};

/**
 * The company's full name with its legal form, as every document prints it: "Autohaus Händler"
 * of type GMBH → "Autohaus Händler GmbH". A name the dealer already typed with its form is kept.
 */
export function companyFullName(company: { legalName: string; type: CompanyType }): string {
  const name = company.legalName.trim();
  const form = LEGAL_FORMS[company.type];
  if (!form || form.present.test(name)) return name;
  if (form.shortened?.at.test(name)) return `${name}${form.shortened.rest}`;
  return `${name} ${form.suffix}`;
}

export const REPRESENTATIVE_ROLES = ['MANAGING_DIRECTOR', 'BOARD', 'OWNER', 'PARTNER'] as const;
type RepresentativeRole = (typeof REPRESENTATIVE_ROLES)[number];

/**
 * What the person in the company's `owner` field is, for the label beside the name on documents
 * (i18n `company.roles.<role>`), as the statutes say who represents each form:
 * - GmbH, UG: the Geschäftsführer represents it (§35 GmbHG); a GmbH & Co. KG acts through its
 *   general partner GmbH, i.e. that GmbH's Geschäftsführer; a Limited through its director.
 * - AG: represented by its Vorstand (§78 AktG), not a Geschäftsführer, and §80 AktG asks business
 *   letters to name the Vorstand, so it gets a label of its own.
 * - Einzelunternehmer, e.K. and no form: one person owns the business, the Inhaber.
 * - GbR, OHG, KG: the partners (Gesellschafter) represent it (§720 BGB, §124 HGB, §170 HGB for
 *   the general partner of a KG).
 */
export function companyRepresentativeRole(type: CompanyType): RepresentativeRole {
  switch (type) {
    case 'GMBH':
    case 'UG':
    case 'GMBH_CO_KG':
    case 'LIMITED':
      return 'MANAGING_DIRECTOR';
    case 'AG':
      return 'BOARD';
    case 'GBR':
    case 'OHG':
    case 'KG':
      return 'PARTNER';
    case 'EINZELUNTERNEHMER':
    case 'EK':
    case 'NONE':
      return 'OWNER';
  }
}

export const companyResponseSchema = z.object({
  id: z.string(),
  legalName: z.string(),
  type: z.enum(COMPANY_TYPES),
  streetAddress: z.string(),
  houseNumber: z.string(),
  additionalAddress: z.string().nullable(),
  countryId: z.number().int(),
  city: z.string(),
  postalCode: z.string(),
  taxNumber: z.string().nullable(),
  vatId: z.string().nullable(),
  smallBusiness: z.boolean(),
  commercialRegisterNumber: z.string().nullable(),
  commercialRegisterName: z.string().nullable(),
  website: z.string().nullable(),
  owner: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  fax: z.string().nullable(),
  landlineNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  hasLogo: z.boolean(),
  status: z.enum(COMPANY_STATUSES),
  usedStorage: z.number().int().describe('Bytes stored: uploads, logo and generated documents'),
  storageSize: z.number().int().describe('Bytes the company may store'),
  invoiceNumbering: z.record(z.string(), z.unknown()).nullable(),
  serviceInvoiceNumbering: z.record(z.string(), z.unknown()).nullable(),
  customTemplates: z.record(z.string(), z.unknown()).nullable(),
});
export type Company = z.infer<typeof companyResponseSchema>;

export const companyDocumentSchema = z.object({
  type: z.enum(COMPANY_DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  reason: z.string().nullable(),
  /** Whether the company's legal form requires it for the verification (requiredCompanyDocuments). */
  required: z.boolean(),
  files: z.array(z.object({ id: z.string(), filename: z.string(), size: z.number().int(), uploadedAt: z.string() })),
});
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;
