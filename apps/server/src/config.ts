import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { bankSchema, isValidGermanVatId } from '@kontor/domain/company';
import { isValidCreditorId } from '@kontor/domain/subscriptions';
import { z } from 'zod';
import { bundledKeyListFile } from './platform/paths';

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
  MAIL_FROM: z.string().min(3).default('Kontor <no-reply@kontor.local>'),
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
  // Unset, these three have defaults for the support dialog, never for the legal notice (legalNotice).
  SUPPORT_EMAIL: optionalText.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  SUPPORT_PHONE: optionalText.pipe(z.string().min(3).optional()),
  OPERATOR_NAME: optionalText.pipe(z.string().min(2).optional()),
  OPERATOR_ADDRESS: optionalText,
  PRIVACY_EMAIL: optionalText.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
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
  /** Where the built web app is; by default apps/web/dist. The e2e runner builds into a folder of its own. */
  WEB_DIST: optionalText,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
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
  supportEmail: string;
  supportPhone: string;
  /** Who runs this installation, as the terms and the privacy policy name the provider. */
  operatorName: string;
  operatorAddress: string | undefined;
  /**
   * What the operator's invoices for subscriptions name besides its name and address: its VAT id and
   * the account a transfer goes to (and a direct debit is collected into). Undefined: no invoices
   * are issued (subscription-invoices.service.ts).
   */
  billing: { vatId: string; iban: string; bic: string | undefined } | undefined;
  privacyEmail: string;
  /**
   * What the legal notice (Impressum, § 5 DDG) names: the operator's own settings, never a default.
   * Undefined while OPERATOR_NAME, OPERATOR_ADDRESS or SUPPORT_EMAIL is unset.
   */
  legalNotice: { name: string; address: string; email: string; phone: string | undefined; vatId: string | undefined } | undefined;
  /** Whose X-Forwarded-For gives `request.ip` (rate limits count per address): nobody's unless set. */
  trustProxy: TrustProxy;
  /** Where the qualified confirmation of a buyer's VAT id is asked (eVatR's `abfrage`). */
  evatrUrl: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  env: z.infer<typeof schema>['NODE_ENV'];
  webDist: string | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads every setting once from the environment; a bad value stops the start with a clear reason. */
// A SEPA mandate names the creditor with its address (SEPA Core rulebook, the mandate's data).
const checkedSchema = schema.refine((s) => !s.SEPA_CREDITOR_ID || s.OPERATOR_ADDRESS, {
  path: ['SEPA_CREDITOR_ID'],
  message: 'needs OPERATOR_ADDRESS too: a direct-debit mandate names the creditor’s address',
});

// An invoice names the seller's address, VAT id and the account to pay into: all three, or none (no invoices).
const BILLING_SETTINGS = ['OPERATOR_VAT_ID', 'OPERATOR_IBAN', 'OPERATOR_ADDRESS'] as const;
const billingSchema = checkedSchema.superRefine((s, context) => {
  const given = BILLING_SETTINGS.filter((name) => s[name]);
  if (!s.OPERATOR_VAT_ID && !s.OPERATOR_IBAN) return;
  for (const name of BILLING_SETTINGS.filter((name) => !given.includes(name))) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: `needed with ${given.join(' and ')}: an invoice for a subscription names the operator's address, VAT id and account`,
    });
  }
});

const DEFAULT_SUPPORT_EMAIL = 'support@kontor.local';

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = billingSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const s = parsed.data;
  const dataDir = path.resolve(s.DATA_DIR);
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir,
    databaseUrl: s.DATABASE_URL,
    publicUrl: (s.PUBLIC_URL ?? `http://${s.HOST}:${s.PORT}`).replace(/\/$/, ''),
    publicUrlSet: s.PUBLIC_URL !== undefined,
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    jwtSecret: s.JWT_SECRET,
    kbaDataFile: s.KBA_DATA_FILE ? path.resolve(s.KBA_DATA_FILE) : bundledKeyListFile(),
    trialDays: s.TRIAL_DAYS,
    planNetCents: { MONTHLY: s.PLAN_MONTHLY_NET_CENTS, YEARLY: s.PLAN_YEARLY_NET_CENTS },
    sepaCreditorId: s.SEPA_CREDITOR_ID,
    companyStorageBytes: s.COMPANY_STORAGE_MB * 1024 * 1024,
    uploadMaxBytes: s.UPLOAD_MAX_MB * 1024 * 1024,
    uploadMaxFiles: s.UPLOAD_MAX_FILES,
    supportEmail: s.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    supportPhone: s.SUPPORT_PHONE ?? '+49 30 1234567',
    operatorName: s.OPERATOR_NAME ?? 'Kontor',
    operatorAddress: s.OPERATOR_ADDRESS,
    billing:
      s.OPERATOR_VAT_ID && s.OPERATOR_IBAN ? { vatId: s.OPERATOR_VAT_ID, iban: s.OPERATOR_IBAN, bic: s.OPERATOR_BIC } : undefined,
    privacyEmail: s.PRIVACY_EMAIL ?? s.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    legalNotice:
      s.OPERATOR_NAME && s.OPERATOR_ADDRESS && s.SUPPORT_EMAIL
        ? {
            name: s.OPERATOR_NAME,
            address: s.OPERATOR_ADDRESS,
            email: s.SUPPORT_EMAIL,
            phone: s.SUPPORT_PHONE,
            vatId: s.OPERATOR_VAT_ID,
          }
        : undefined,
    trustProxy: s.TRUST_PROXY,
    evatrUrl: s.EVATR_URL,
    logLevel: s.LOG_LEVEL,
    env: s.NODE_ENV,
    webDist: s.WEB_DIST ? path.resolve(s.WEB_DIST) : undefined,
  };
}

/** The settings worth printing at start: everything but secrets and credentials. */
export function describeConfig(config: Config): Record<string, string | number> {
  return {
    PORT: config.port,
    HOST: config.host,
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl ? redactUrl(config.databaseUrl) : '(embedded PostgreSQL)',
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
    SUPPORT_EMAIL: config.supportEmail,
    SUPPORT_PHONE: config.supportPhone,
    OPERATOR_NAME: config.operatorName,
    OPERATOR_ADDRESS: config.operatorAddress ?? '(none)',
    OPERATOR_VAT_ID: config.billing?.vatId ?? '(none: no invoices for subscriptions are issued)',
    OPERATOR_IBAN: config.billing?.iban ?? '(none)',
    PRIVACY_EMAIL: config.privacyEmail,
    TRUST_PROXY: Array.isArray(config.trustProxy) ? config.trustProxy.join(',') : String(config.trustProxy),
    EVATR_URL: config.evatrUrl,
  };
}

/** Listed as "A, B and C". */
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/**
 * What waits for the operator's settings, printed at start: without the address, VAT id and account
 * no invoice can be issued (§ 14 Abs. 4 UStG), so no paid plan is sold; without name, address and
 * e-mail the legal notice (§ 5 DDG) says the provider's details are missing.
 */
export function operatorSetupNotes(config: Config): string[] {
  const notes: string[] = [];
  if (!config.billing) {
    const missing = ['OPERATOR_ADDRESS', 'OPERATOR_VAT_ID', 'OPERATOR_IBAN'].filter(
      (name) => name !== 'OPERATOR_ADDRESS' || !config.operatorAddress,
    );
    notes.push(
      `billing: paid plans cannot be ordered until ${listed(missing)} are set (each invoice names them); the free trial works without them`,
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

/** A JWT secret that survives restarts: the setting when given, else one generated once into DATA_DIR. */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // 'wx' fails if another process wrote it first; then we read theirs.
    try {
      writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
