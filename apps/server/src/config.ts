import { isIP } from 'node:net';
import path from 'node:path';
import { bankSchema, isValidGermanVatId, isValidRegisterNumber, isValidTaxNumber } from '@kontor/domain/company';
import {
  LEGAL_FORMS,
  nameCarriesLegalForm,
  registerSection,
  REPRESENTED_FORMS,
  type LegalForm,
  type OperatorDetails,
} from '@kontor/domain/operator';
import { isValidCreditorId } from '@kontor/domain/subscriptions';
import { z } from 'zod';
import { bundledKeyListFile } from './platform/paths';
import * as places from './platform/storage/storage-url';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A setting checked by a domain schema, its error said in words (the schema's own is an API error code). */
const checkedBy = (check: z.ZodType<string, string>, message: string) =>
  z.string().transform((value, context) => {
    const result = check.safeParse(value);
    if (result.success) return result.data;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Which proxies' X-Forwarded-For is believed: none, all (true), or these addresses/CIDRs (Fastify's trustProxy). */
export type TrustProxy = boolean | string[];

// The names proxy-addr (behind Fastify's trustProxy) knows for whole ranges.
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const trustProxySetting = optionalText.transform((value, context): TrustProxy => {
  if (value === undefined || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) {
    // Fastify 5 trusts no one for a hop count (it cannot check the peer): say so rather than ignore it.
    context.addIssue({
      code: 'custom',
      message: 'a hop count is not supported: give the proxy addresses or CIDRs (e.g. 127.0.0.1 or loopback), or true',
    });
    return z.NEVER;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be true, false or a comma list of IP addresses, CIDRs, loopback, linklocal, uniquelocal (not: ${bad.join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
});

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  STORAGE_URL: places.storageUrlSetting,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /** The sender; its default stands only for the .eml files of an installation without SMTP_URL (checked below). */
  MAIL_FROM: optionalText.pipe(z.string().min(3).optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  KBA_DATA_FILE: optionalText,
  TRIAL_DAYS: positiveInt(30),
  /** The plans' net prices in cents; 19 % VAT is added on the invoice. */
  PLAN_MONTHLY_NET_CENTS: positiveInt(4_900),
  PLAN_YEARLY_NET_CENTS: positiveInt(49_000),
  /** The operator's SEPA creditor identifier; without one, subscriptions are paid by invoice only. */
  SEPA_CREDITOR_ID: optionalText.pipe(
    z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine(isValidCreditorId, 'must be a SEPA creditor identifier (e.g. DE98ZZZ09999999999)')
      .optional(),
  ),
  COMPANY_STORAGE_MB: positiveInt(1024),
  UPLOAD_MAX_MB: positiveInt(10),
  UPLOAD_MAX_FILES: positiveInt(10),
  // None has a default: what is unset is shown nowhere (support dialog, legal pages, mails, PDFs).
  SUPPORT_EMAIL: optionalText.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  SUPPORT_PHONE: optionalText.pipe(z.string().min(3).optional()),
  OPERATOR_NAME: optionalText.pipe(z.string().min(2).optional()),
  OPERATOR_ADDRESS: optionalText,
  PRIVACY_EMAIL: optionalText.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  /** The operator's company details its business letters name (§ 35a GmbHG, § 80 AktG, § 37a and § 125a HGB). */
  OPERATOR_LEGAL_FORM: optionalText.pipe(
    z.enum(LEGAL_FORMS as [LegalForm, ...LegalForm[]], { error: `must be one of: ${LEGAL_FORMS.join(', ')}` }).optional(),
  ),
  OPERATOR_SEAT: optionalText.pipe(z.string().min(2).optional()),
  OPERATOR_REGISTER_COURT: optionalText.pipe(z.string().min(3).optional()),
  OPERATOR_REGISTER_NUMBER: optionalText.pipe(
    z
      .string()
      .transform((value) => value.replace(/\s+/g, ' '))
      .pipe(z.string().refine(isValidRegisterNumber, 'must be HRA or HRB and the number (e.g. HRB 123456 B)'))
      .optional(),
  ),
  OPERATOR_MANAGING_DIRECTORS: optionalText.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(2, 'each name needs at least two characters')).min(1, 'must name at least one person'))
      .optional(),
  ),
  OPERATOR_SUPERVISORY_BOARD_CHAIR: optionalText.pipe(z.string().min(2).optional()),
  OPERATOR_TAX_NUMBER: optionalText.pipe(
    z.string().refine(isValidTaxNumber, 'must be a German tax number (10 to 13 digits, e.g. 30/123/45678)').optional(),
  ),
  /** The operator's VAT id and account: with OPERATOR_ADDRESS, what an invoice for a subscription needs (§ 14 UStG). */
  OPERATOR_VAT_ID: optionalText.pipe(
    z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine(isValidGermanVatId, 'must be a German VAT id (DE and nine digits)')
      .optional(),
  ),
  OPERATOR_IBAN: optionalText.pipe(checkedBy(bankSchema.shape.iban, 'must be an IBAN').optional()),
  OPERATOR_BIC: optionalText.pipe(checkedBy(bankSchema.shape.bic, 'must be a BIC').optional()),
  TRUST_PROXY: trustProxySetting,
  /** The Federal Central Tax Office's eVatR endpoint the qualified confirmation of a buyer's VAT id asks (§ 18e UStG). */
  EVATR_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.evatr.vies.bzst.de/app/v1/abfrage'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  /** The nightly backup: its folder (none without it), how many archives are kept, the hour (Berlin time). */
  BACKUP_DIR: places.backupDirSetting,
  BACKUP_KEEP: positiveInt(7),
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(2),
  /** Where the built web app is; by default apps/web/dist. The e2e runner builds into a folder of its own. */
  WEB_DIST: optionalText,
  /** off: an API server that only queues jobs, beside workers (npm run worker) that run them. */
  JOBS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  storage: places.StorageSettings;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Whether PUBLIC_URL was given; else publicUrl is http://HOST:PORT, which the server corrects to where it listens. */
  publicUrlSet: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  kbaDataFile: string | undefined;
  trialDays: number;
  planNetCents: { MONTHLY: number; YEARLY: number };
  sepaCreditorId: string | undefined;
  companyStorageBytes: number;
  uploadMaxBytes: number;
  uploadMaxFiles: number;
  /** As set, never a default: what is unset is shown nowhere. */
  supportEmail: string | undefined;
  supportPhone: string | undefined;
  /** Who runs this installation, as the terms and the privacy policy name the provider. */
  operatorName: string;
  operatorAddress: string | undefined;
  /**
   * The operator as its business letters (invoices, mandates, mails) and the legal pages name it:
   * the name with its legal form, address, register entry, representatives and tax ids, as set.
   */
  operator: OperatorDetails;
  /**
   * What the operator's invoices for subscriptions name besides its name and address: its VAT id,
   * the account a transfer goes to (and a direct debit is collected into) and the e-mail of the
   * e-invoice. Undefined: no invoices are issued (subscription-invoices.service.ts); set, the
   * operator's details are complete (the start is refused otherwise).
   */
  billing: { vatId: string; iban: string; bic: string | undefined; email: string } | undefined;
  /** PRIVACY_EMAIL, else SUPPORT_EMAIL; undefined while neither is set. */
  privacyEmail: string | undefined;
  /**
   * The contact the legal notice (Impressum, § 5 DDG) names beside the operator's details: the
   * operator's own settings, never a default. Undefined while OPERATOR_NAME, OPERATOR_ADDRESS or
   * SUPPORT_EMAIL is unset (the notice then says the provider's details are missing).
   */
  legalNotice: { email: string; phone: string | undefined } | undefined;
  /** Whose X-Forwarded-For gives `request.ip` (rate limits count per address): nobody's unless set. */
  trustProxy: TrustProxy;
  /** Where the qualified confirmation of a buyer's VAT id is asked (eVatR's `abfrage`). */
  evatrUrl: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  env: z.infer<typeof schema>['NODE_ENV'];
  webDist: string | undefined;
  /** The nightly backup: an archive a day into `dir` or under `storagePrefix` in the bucket, the last `keep` kept; undefined while BACKUP_DIR is unset. */
  backup: (places.BackupPlace & { keep: number; hour: number }) | undefined;
  /** Whether `npm start` runs the jobs itself (JOBS=on) or leaves them to the workers (JOBS=off). */
  runJobs: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Listed as "A, B and C". */
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/** The sender of the .eml files an installation without SMTP_URL writes; never used on a real mail server. */
const EML_MAIL_FROM = 'Kontor <no-reply@kontor.local>';

// A SEPA mandate names the creditor with its address (SEPA Core rulebook, the mandate's data). Mail
// that leaves through a real server needs a sender of the operator's own domain: a made-up one is
// refused or taken for spam by the receiving servers.
const checkedSchema = schema
  .superRefine(places.checkBackupPlace)
  .refine((s) => !s.SEPA_CREDITOR_ID || s.OPERATOR_ADDRESS, {
    path: ['SEPA_CREDITOR_ID'],
    message: 'needs OPERATOR_ADDRESS too: a direct-debit mandate names the creditor’s address',
  })
  // A worker needs a PostgreSQL server it shares: on the embedded one nobody would run the jobs.
  .refine((s) => s.JOBS === 'on' || s.DATABASE_URL, {
    path: ['JOBS'],
    message: 'off needs DATABASE_URL: the workers (npm run worker) that run the jobs share its PostgreSQL server',
  })
  .refine((s) => !s.SMTP_URL || s.MAIL_FROM, {
    path: ['MAIL_FROM'],
    message: 'needed with SMTP_URL: the sender of the mails, an address of the operator’s own domain',
  });

// An invoice names the seller's name with its legal form (and so its register entry and
// representatives, checked below), its address, VAT id and the account to pay into, and its e-invoice
// the seller's e-mail: all of them, or none (no invoices, so no paid plan is sold).
export const BILLING_SETTINGS = [
  'OPERATOR_NAME',
  'OPERATOR_LEGAL_FORM',
  'OPERATOR_ADDRESS',
  'OPERATOR_VAT_ID',
  'OPERATOR_IBAN',
  'SUPPORT_EMAIL',
] as const;
const billingSchema = checkedSchema.superRefine((s, context) => {
  if (!s.OPERATOR_VAT_ID && !s.OPERATOR_IBAN) return;
  const given = (['OPERATOR_VAT_ID', 'OPERATOR_IBAN'] as const).filter((name) => s[name]);
  for (const name of BILLING_SETTINGS.filter((name) => !s[name])) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: `needed with ${listed([...given])}: an invoice for a subscription names the operator's name with its legal form, address, VAT id, account and e-mail`,
    });
  }
});

/** What a registered form's letters must name besides the name, with the law that asks for it. */
function requiredOperatorSettings(form: LegalForm): { name: keyof Settings; law: string }[] {
  const registered = {
    GmbH: '§ 35a GmbHG',
    'UG (haftungsbeschränkt)': '§ 35a GmbHG',
    AG: '§ 80 AktG',
    KG: '§ 125a HGB',
    OHG: '§ 125a HGB',
    'e.K.': '§ 37a HGB',
    GbR: undefined,
  }[form];
  if (!registered) return [];
  const names: (keyof Settings)[] = ['OPERATOR_SEAT', 'OPERATOR_REGISTER_COURT', 'OPERATOR_REGISTER_NUMBER'];
  if (REPRESENTED_FORMS.includes(form)) names.push('OPERATOR_MANAGING_DIRECTORS');
  if (form === 'AG') names.push('OPERATOR_SUPERVISORY_BOARD_CHAIR');
  return names.map((name) => ({ name, law: registered }));
}

const OPERATOR_DETAIL_SETTINGS = [
  'OPERATOR_SEAT',
  'OPERATOR_REGISTER_COURT',
  'OPERATOR_REGISTER_NUMBER',
  'OPERATOR_MANAGING_DIRECTORS',
  'OPERATOR_SUPERVISORY_BOARD_CHAIR',
] as const;

/** The operator's company details: the name carries the legal form, and a registered form names its register entry and representatives. */
const operatorSchema = billingSchema.superRefine((s, context) => {
  const issue = (name: keyof Settings, message: string) => context.addIssue({ code: 'custom', path: [name], message });
  const form = s.OPERATOR_LEGAL_FORM;
  if (!form) {
    const given = OPERATOR_DETAIL_SETTINGS.filter((name) => s[name]);
    if (given.length > 0)
      issue('OPERATOR_LEGAL_FORM', `needed with ${listed([...given])}: they belong to the operator's legal form`);
    return;
  }
  if (!s.OPERATOR_NAME)
    issue(
      'OPERATOR_NAME',
      `needed with OPERATOR_LEGAL_FORM: the operator's name with its legal form (e.g. Kontor Software ${form})`,
    );
  else if (!nameCarriesLegalForm(s.OPERATOR_NAME, form))
    issue('OPERATOR_NAME', `must carry the legal form ${form} (OPERATOR_LEGAL_FORM), e.g. "Kontor Software ${form}"`);
  for (const { name, law } of requiredOperatorSettings(form)) {
    if (!s[name]) issue(name, `needed for the legal form ${form} (OPERATOR_LEGAL_FORM): its business letters name it (${law})`);
  }
  const section = registerSection(form);
  if (s.OPERATOR_REGISTER_NUMBER && !s.OPERATOR_REGISTER_NUMBER.startsWith(section))
    issue('OPERATOR_REGISTER_NUMBER', `must be an entry in ${section} for the legal form ${form} (e.g. ${section} 123456 B)`);
});
type Settings = z.infer<typeof schema>;

/** The operator's details as set; only the name has a default, the product's own (terms of a test installation). */
function operatorOf(s: Settings): OperatorDetails {
  return {
    name: s.OPERATOR_NAME ?? 'Kontor',
    address: s.OPERATOR_ADDRESS ?? null,
    legalForm: s.OPERATOR_LEGAL_FORM ?? null,
    seat: s.OPERATOR_SEAT ?? null,
    registerCourt: s.OPERATOR_REGISTER_COURT ?? null,
    registerNumber: s.OPERATOR_REGISTER_NUMBER ?? null,
    managingDirectors: s.OPERATOR_MANAGING_DIRECTORS ?? [],
    supervisoryBoardChair: s.OPERATOR_SUPERVISORY_BOARD_CHAIR ?? null,
    vatId: s.OPERATOR_VAT_ID ?? null,
    taxNumber: s.OPERATOR_TAX_NUMBER ?? null,
  };
}

/** Reads every setting once from the environment; a bad value stops the start with a clear reason. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = operatorSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const s = parsed.data;
  const dataDir = path.resolve(s.DATA_DIR);
  const operator = operatorOf(s);
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir,
    storage: s.STORAGE_URL ? { kind: 's3', ...s.STORAGE_URL } : { kind: 'fs', dir: path.join(dataDir, 'files') },
    databaseUrl: s.DATABASE_URL,
    publicUrl: (s.PUBLIC_URL ?? `http://${s.HOST}:${s.PORT}`).replace(/\/$/, ''),
    publicUrlSet: s.PUBLIC_URL !== undefined,
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM ?? EML_MAIL_FROM,
    jwtSecret: s.JWT_SECRET,
    kbaDataFile: s.KBA_DATA_FILE ? path.resolve(s.KBA_DATA_FILE) : bundledKeyListFile(),
    trialDays: s.TRIAL_DAYS,
    planNetCents: { MONTHLY: s.PLAN_MONTHLY_NET_CENTS, YEARLY: s.PLAN_YEARLY_NET_CENTS },
    sepaCreditorId: s.SEPA_CREDITOR_ID,
    companyStorageBytes: s.COMPANY_STORAGE_MB * 1024 * 1024,
    uploadMaxBytes: s.UPLOAD_MAX_MB * 1024 * 1024,
    uploadMaxFiles: s.UPLOAD_MAX_FILES,
    supportEmail: s.SUPPORT_EMAIL,
    supportPhone: s.SUPPORT_PHONE,
    operatorName: operator.name,
    operatorAddress: s.OPERATOR_ADDRESS,
    operator,
    billing:
      s.OPERATOR_VAT_ID && s.OPERATOR_IBAN && s.SUPPORT_EMAIL
        ? { vatId: s.OPERATOR_VAT_ID, iban: s.OPERATOR_IBAN, bic: s.OPERATOR_BIC, email: s.SUPPORT_EMAIL }
        : undefined,
    privacyEmail: s.PRIVACY_EMAIL ?? s.SUPPORT_EMAIL,
    legalNotice:
      s.OPERATOR_NAME && s.OPERATOR_ADDRESS && s.SUPPORT_EMAIL ? { email: s.SUPPORT_EMAIL, phone: s.SUPPORT_PHONE } : undefined,
    trustProxy: s.TRUST_PROXY,
    evatrUrl: s.EVATR_URL,
    logLevel: s.LOG_LEVEL,
    env: s.NODE_ENV,
    webDist: s.WEB_DIST ? path.resolve(s.WEB_DIST) : undefined,
    backup: s.BACKUP_DIR ? { ...s.BACKUP_DIR, keep: s.BACKUP_KEEP, hour: s.BACKUP_HOUR } : undefined,
    runJobs: s.JOBS === 'on',
  };
}

/** The settings worth printing at start: everything but secrets and credentials. */
export function describeConfig(config: Config): Record<string, string | number> {
  return {
    PORT: config.port,
    HOST: config.host,
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl ? redactUrl(config.databaseUrl) : '(embedded PostgreSQL)',
    STORAGE_URL: places.describeStorage(config.storage),
    PUBLIC_URL: config.publicUrl,
    SMTP_URL: config.smtpUrl ? redactUrl(config.smtpUrl) : `(none: mails are written to ${path.join(config.dataDir, 'mail')})`,
    JWT_SECRET: config.jwtSecret ? '(set)' : `(generated, kept in ${path.join(config.dataDir, 'jwt-secret')})`,
    KBA_DATA_FILE: config.kbaDataFile ?? '(none)',
    TRIAL_DAYS: config.trialDays,
    PLAN_MONTHLY_NET_CENTS: config.planNetCents.MONTHLY,
    PLAN_YEARLY_NET_CENTS: config.planNetCents.YEARLY,
    SEPA_CREDITOR_ID: config.sepaCreditorId ?? '(none: subscriptions are paid by invoice)',
    COMPANY_STORAGE_MB: config.companyStorageBytes / 1024 / 1024,
    UPLOAD_MAX_MB: config.uploadMaxBytes / 1024 / 1024,
    UPLOAD_MAX_FILES: config.uploadMaxFiles,
    SUPPORT_EMAIL: config.supportEmail ?? '(none: not shown)',
    SUPPORT_PHONE: config.supportPhone ?? '(none: not shown)',
    OPERATOR_NAME: config.operatorName,
    OPERATOR_ADDRESS: config.operatorAddress ?? '(none)',
    OPERATOR_LEGAL_FORM: config.operator.legalForm ?? '(none)',
    OPERATOR_SEAT: config.operator.seat ?? '(none)',
    OPERATOR_REGISTER_COURT: config.operator.registerCourt ?? '(none)',
    OPERATOR_REGISTER_NUMBER: config.operator.registerNumber ?? '(none)',
    OPERATOR_MANAGING_DIRECTORS: config.operator.managingDirectors.join(', ') || '(none)',
    OPERATOR_SUPERVISORY_BOARD_CHAIR: config.operator.supervisoryBoardChair ?? '(none)',
    OPERATOR_TAX_NUMBER: config.operator.taxNumber ?? '(none)',
    OPERATOR_VAT_ID: config.billing?.vatId ?? '(none: no invoices for subscriptions are issued)',
    OPERATOR_IBAN: config.billing?.iban ?? '(none)',
    PRIVACY_EMAIL: config.privacyEmail ?? '(none: not shown)',
    TRUST_PROXY: Array.isArray(config.trustProxy) ? config.trustProxy.join(',') : String(config.trustProxy),
    EVATR_URL: config.evatrUrl,
    BACKUP_DIR: config.backup
      ? `${places.describeBackupPlace(config.backup)} (nightly at ${config.backup.hour}:00, the last ${config.backup.keep} kept)`
      : '(none: no nightly backup)',
    JOBS: config.runJobs ? 'on' : 'off (only queued here: npm run worker runs them)',
  };
}

/**
 * What waits for the operator's settings, printed at start: without the address, VAT id and account
 * no invoice can be issued (§ 14 Abs. 4 UStG), so no paid plan is sold; without name, address and
 * e-mail the legal notice (§ 5 DDG) says the provider's details are missing.
 */
export function operatorSetupNotes(config: Config): string[] {
  const notes: string[] = [];
  if (!config.billing) {
    // Billing is off only while neither OPERATOR_VAT_ID nor OPERATOR_IBAN is set (one alone refuses the start).
    const unset = {
      OPERATOR_LEGAL_FORM: config.operator.legalForm === null,
      OPERATOR_ADDRESS: !config.operatorAddress,
      SUPPORT_EMAIL: !config.supportEmail,
      OPERATOR_VAT_ID: true,
      OPERATOR_IBAN: true,
    };
    const missing = Object.entries(unset)
      .filter(([, isUnset]) => isUnset)
      .map(([name]) => name);
    notes.push(
      `billing: paid plans cannot be ordered until ${listed(missing)} are set (each invoice names them, with OPERATOR_NAME carrying the legal form and a registered form's register entry and managing directors); the free trial works without them`,
    );
  }
  if (!config.legalNotice) {
    notes.push(
      'legal notice: /impressum says the provider’s details are missing until OPERATOR_NAME, OPERATOR_ADDRESS and SUPPORT_EMAIL are all set',
    );
  }
  return notes;
}

/** A PostgreSQL URL as the operator may see it: user, host, port and database, never the password. */
export function databaseLabel(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.search = '';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(set)';
  }
}

// Kept apart (jwt-secret.ts), named here where the start reads the other settings.
export { resolveJwtSecret } from './jwt-secret';
