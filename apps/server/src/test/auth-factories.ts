import { randomBytes } from 'node:crypto';
import { TERMS_VERSION } from '@kontor/domain/terms-version';
import { hashPassword } from '../features/auth/password-hash';
import { createUser, splitRoute, type TestUser } from './factories';
import type { TestContext } from './test-context';

// Helpers of the auth tests and of other features' tests that need a real login.

export const PASSWORD = 'Sicher#2024';

/** A token pair as it travels (snake_case). */
type WireTokenPair = { token: string; refresh_token: string; expires_in: number };

let ipCounter = 0;
/** Every call from its own address unless one is given, so rate limits bite only where a test wants them. */
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** What a call sends besides the route: the body, headers, and the caller's address. */
type CallRequest = { body?: unknown; headers?: Record<string, string>; ip?: string };

/** One API call, the route written as in the docs: `call(t, 'POST /api/auth/login', { body })`. */
export async function call(t: TestContext, route: Parameters<typeof splitRoute>[0], { body, headers, ip }: CallRequest = {}) {
  const response = await t.app.inject({
    ...splitRoute(route),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    headers,
    remoteAddress: ip ?? nextIp(),
  });
  let json: unknown;
  try {
    json = response.body ? JSON.parse(response.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, json: json as any, raw: response }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The text of a raw RFC 822 mail with quoted-printable soft breaks and escapes undone. */
export function decodeMail(raw: string): string {
  // Quoted-printable: soft line breaks go, and each run of =XX bytes is UTF-8 text. Run by run, so
  // that an =AB elsewhere (an attachment's name=ABO-…) spoils only itself, not the whole mail.
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}

/** Waits for the newest mail to `to` after `seen` mails (mails of the enumeration-safe calls go out after the answer). */
const MAIL_WAIT_MS = 3000;

export async function waitForMail(t: TestContext, to: string, seen = 0): Promise<string> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const mails = t
      .mails()
      .slice(seen)
      .map(decodeMail)
      .filter((mail) => new RegExp(`^To: ${to}`, 'mi').test(mail));
    if (mails.length > 0) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function mailsTo(t: TestContext, to: string): string[] {
  return t
    .mails()
    .map(decodeMail)
    .filter((mail) => new RegExp(`^To: ${to}`, 'mi').test(mail));
}

/** The grouped code (`ABC DEFG`) and the link token of a verification mail. */
export function readVerificationMail(mail: string): { code: string; shownCode: string; linkToken: string } {
  const shown = /^([A-Z2-9]{3} [A-Z2-9]{4})$/m.exec(mail)?.[1];
  const link = /\/create-account\/([\w-]+)/.exec(mail)?.[1];
  if (!shown || !link) throw new Error('not a verification mail');
  return { code: shown.replace(' ', ''), shownCode: shown, linkToken: link };
}

export function readResetMail(mail: string): { token: string; email: string } {
  const match = /\/login\/reset-password\/([\w-]+)\?email=([^\s"<]+)/.exec(mail);
  if (!match) throw new Error('not a reset mail');
  return { token: match[1]!, email: decodeURIComponent(match[2]!) };
}

export const uniqueEmail = (prefix = 'dealer') => `${prefix}-${randomBytes(4).toString('hex')}@example.de`;

/** Registers through the API; answers the token pair and what the mail said. */
export async function registerThroughApi(t: TestContext, options: { email?: string; locale?: 'de' | 'en' } = {}) {
  const email = options.email ?? uniqueEmail();
  const seen = t.mails().length;
  const response = await call(t, 'POST /api/auth/register', {
    body: { email, phone_number: '+49 151 2345678', agree_to_terms: true, terms_version: TERMS_VERSION },
    headers: { cookie: `kontor_locale=${options.locale ?? 'de'}` },
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.json)}`);
  const mail = await waitForMail(t, email, seen);
  return { email, tokens: response.json.data as WireTokenPair, mail, ...readVerificationMail(mail) };
}

export const accountDetails = {
  phone_number: '+49 170 1234567',
  first_name: 'Jürgen',
  last_name: 'Weiß',
  gender: 'MALE',
  password: PASSWORD,
  confirm_password: PASSWORD,
  birth_date: '1973-01-01',
};

/** A verified user with a known password, straight into the table (faster than the whole journey). */
export async function createUserWithPassword(
  t: TestContext,
  password = PASSWORD,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<TestUser & { password: string }> {
  const user = await createUser(t, {
    passwordHash: await hashPassword(password),
    subscriptionEndDay: '2099-12-31',
    ...overrides,
  });
  return { ...user, password };
}

export async function login(t: TestContext, email: string, password = PASSWORD): Promise<WireTokenPair> {
  const response = await call(t, 'POST /api/auth/login', { body: { email, password, remember_me: false } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.json)}`);
  return response.json.data;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
