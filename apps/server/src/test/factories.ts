import { randomBytes } from 'node:crypto';
import { keysToSnake } from '@kontor/domain/case';
import { eq } from 'drizzle-orm';
import { signAccessToken } from '../features/auth/access-token';
import { companies } from '../platform/db/schema/companies';
import { users } from '../platform/db/schema/users';
import type { TestContext } from './test-context';

// Test data straight into the tables; what the features then do with it goes through real HTTP.

export type TestUser = {
  id: string;
  email: string;
  companyId: string | null;
  token: string;
  /** Headers for app.inject: the Bearer token. */
  headers: { authorization: string };
};

/** A dealer: a user with a company of their own. */
export type CompanyUser = TestUser & { companyId: string };

const unique = () => randomBytes(4).toString('hex');

export async function createUser(t: TestContext, overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  const [user] = await t.ctx.database.db
    .insert(users)
    .values({
      publicId: `K-${unique().toUpperCase()}`,
      email: `dealer-${unique()}@example.de`,
      phone: '+4915112345678',
      firstName: 'Max',
      lastName: 'Mustermann',
      birthDate: '1980-05-17',
      status: 'VERIFIED',
      ...overrides,
    })
    .returning();
  const token = signAccessToken(t.ctx.jwtSecret, user!.id, t.ctx.clock.now());
  return { id: user!.id, email: user!.email, companyId: user!.companyId, token, headers: { authorization: `Bearer ${token}` } };
}

export async function createCompany(t: TestContext, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await t.ctx.database.db
    .insert(companies)
    .values({
      legalName: `Autohaus ${unique()} GmbH`,
      type: 'GMBH',
      streetAddress: 'Hauptstraße',
      houseNumber: '12a',
      city: 'München',
      postalCode: '80331',
      countryId: 82,
      taxNumber: '143/123/45678',
      vatId: 'DE136695976',
      commercialRegisterNumber: 'HRB 123456',
      commercialRegisterName: 'Amtsgericht München',
      owner: 'Max Mustermann',
      phone: '+49891234567',
      email: 'info@autohaus.example.de',
      bankName: 'Stadtsparkasse München',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      storageSize: t.ctx.config.companyStorageBytes,
      ...overrides,
    })
    .returning();
  return company!;
}

/** A verified user with a company of their own: the usual caller of company routes. */
export async function createCompanyUser(t: TestContext, company: Parameters<typeof createCompany>[1] = {}): Promise<CompanyUser> {
  const { id } = await createCompany(t, company);
  const user = await createUser(t, { companyId: id });
  return { ...user, companyId: id };
}

/** The bytes the company's files take, as its row counts them. */
export async function usedStorage(t: TestContext, companyId: string): Promise<number> {
  const [row] = await t.ctx.database.db
    .select({ used: companies.usedStorage })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!.used;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Route = `${Method} /${string}`;

/** The method and URL of a route written as in the docs: `POST /api/user/vehicles`. */
export function splitRoute(route: `${Method} ${string}`): { method: Method; url: string } {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space) as Method, url: route.slice(space + 1) };
}

/** One call as `user`, the body in camelCase as the web form has it (the wire takes snake_case). */
export function callAs(t: TestContext, route: Route, { user, body }: { user: TestUser; body?: unknown }) {
  return t.app.inject({
    ...splitRoute(route),
    headers: user.headers,
    ...(body === undefined ? {} : { payload: keysToSnake(body) as object }),
  });
}
