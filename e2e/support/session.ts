import { expect, type Page } from '@playwright/test';
import { TERMS_VERSION } from '../../packages/domain/src/terms-version';
import { codeIn, waitForMail } from './mailbox';

// A ready dealer for journeys that are not about accounts: registered, e-mail verified, account
// completed (and optionally a company), logged in in the browser. Everything goes through the
// public API and the real mail file; only the accounts journey itself clicks through these steps.

export type Dealer = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  locale: 'de' | 'en';
};

type NewDealerOptions = {
  locale?: 'de' | 'en';
  withCompany?: boolean;
  /** Fields of the company (snake_case, as the form sends them) that differ from testCompanyFields. */
  company?: Record<string, string>;
};

const LOCALE_COOKIE = 'kontor_locale';
let counter = 0;

/** A unique address per call; example.com never receives real mail. */
export function uniqueEmail(prefix = 'dealer'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** The language cookie the web app sets; the server mails in it too. */
export async function useLocale(page: Page, locale: 'de' | 'en'): Promise<void> {
  const baseURL = originOf(page);
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
}

function originOf(page: Page): string {
  const url = page.url();
  if (url.startsWith('http')) return new URL(url).origin;
  return `http://127.0.0.1:${process.env.E2E_PORT ?? 3999}`;
}

export type Tokens = { token: string; refresh_token: string; expires_in: number };

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  const text = await response.text();
  expect(response.ok(), `${path} → ${response.status()} ${text}`).toBe(true);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

/** Valid German company data (snake_case, as the multipart form sends them). */
export function testCompanyFields(email: string): Record<string, string> {
  return {
    legal_name: 'Autohaus Beispiel GmbH',
    type: 'GMBH',
    street_address: 'Friedrichstraße',
    house_number: '123',
    country_id: '82',
    city: 'Berlin',
    postal_code: '10117',
    tax_number: '21/815/08150',
    vat_id: 'DE123456788',
    commercial_register_number: 'HRB 123456 B',
    commercial_register_name: 'Amtsgericht Charlottenburg',
    website: 'https://autohaus-beispiel.de',
    owner: 'Max Mustermann',
    phone: '+49 30 1234567',
    email,
    bank_name: 'Commerzbank',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
  };
}

/**
 * Registers a dealer through the API, reads the code from the mailed .eml, completes the account,
 * optionally creates the company, and logs the browser in (session storage, as after a login
 * without remember-me). The page ends on `/`, which sends the dealer where the guards say.
 */
export async function newDealer(
  page: Page,
  { locale = 'de', withCompany = false, company = {} }: NewDealerOptions = {},
): Promise<Dealer> {
  await useLocale(page, locale);
  const dealer: Dealer = {
    email: uniqueEmail(),
    password: 'Kontor!2026',
    firstName: locale === 'de' ? 'Jürgen' : 'Jonathan',
    lastName: locale === 'de' ? 'Müller-Lüdenscheidt' : 'Smith',
    phone: '+491512345678',
    locale,
  };
  await post<Tokens>(page, '/api/auth/register', {
    email: dealer.email,
    phone_number: dealer.phone,
    agree_to_terms: true,
    terms_version: TERMS_VERSION,
  });
  const mail = await waitForMail(dealer.email, (candidate) => /^[A-Z2-9]{3} [A-Z2-9]{4}$/m.test(candidate.text));
  const { token: emailToken } = await post<{ token: string }>(page, '/api/auth/verify-email-verification-code', {
    code: codeIn(mail).replace(/\s+/g, ''),
    email: dealer.email,
  });
  const tokens = await post<Tokens>(page, `/api/auth/email-verify/${emailToken}`, {
    phone_number: dealer.phone,
    first_name: dealer.firstName,
    last_name: dealer.lastName,
    gender: 'MALE',
    password: dealer.password,
    confirm_password: dealer.password,
    birth_date: '1980-05-17',
  });
  if (withCompany) {
    const response = await page.request.post('/api/user/company', {
      multipart: { ...testCompanyFields(dealer.email), ...company },
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    expect(response.ok(), `create company → ${response.status()} ${await response.text()}`).toBe(true);
  }
  await logInBrowser(page, tokens);
  return dealer;
}

/**
 * Puts the token pair where the web app keeps a session without remember-me (session storage, the
 * with its logged-in flag); the page must already be on the app's origin.
 */
export async function storeSession(page: Page, tokens: Tokens): Promise<void> {
  await page.evaluate((pair) => {
    sessionStorage.setItem('kontor.token', pair.token);
    sessionStorage.setItem('kontor.refreshToken', pair.refresh_token);
    sessionStorage.setItem('kontor.expiresAt', String(Date.now() + pair.expires_in * 1000));
    sessionStorage.setItem('kontor.loggedIn', 'true');
    sessionStorage.setItem('kontor.rememberMe', 'false');
  }, tokens);
}

/** Stores the session (storeSession) and opens `/`. */
export async function logInBrowser(page: Page, tokens: Tokens): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/login');
  await storeSession(page, tokens);
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/login/);
}
