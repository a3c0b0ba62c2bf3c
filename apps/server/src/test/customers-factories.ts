import { emptyTradeParty } from '@kontor/domain/trade-party';
import { keysToSnake } from '@kontor/domain/case';
import type { Customer, CustomerInput } from '@kontor/domain/customers';
import { customerSchema } from '@kontor/domain/customers';
import { createCustomersRepository, type CustomerRow } from '../features/customers/customers.repository';
import type { TestUser } from './factories';
import type { TestContext } from './test-context';

/** A valid private customer as the API takes it (camelCase; the test sends it through the case hooks). */
function customerInput(overrides: Partial<CustomerInput> = {}): CustomerInput {
  return {
    type: 'PRIVATE',
    greeting: 'MISSUS',
    title: null,
    firstName: 'Erika',
    lastName: 'Mustermann',
    streetAddress: 'Heidestraße',
    houseNumber: '17',
    postalCode: '51147',
    city: 'Köln',
    countryId: 82,
    phoneNumber: '+49 151 2345678',
    email: 'erika.mustermann@example.de',
    birthday: '1964-08-12',
    placeOfBirth: 'Berlin',
    nationality: 'deutsch',
    passport: 'L01X00T47',
    passportExpired: '2031-08-01',
    passportFrom: 'Stadt Köln',
    ...overrides,
  };
}

/** The valid customer as it travels (snake_case). */
export const customerBody = (overrides: Partial<CustomerInput> = {}) =>
  keysToSnake(customerInput(overrides)) as Record<string, unknown>;

/** Adds a customer through the API as `user`. */
export function postCustomer(t: TestContext, user: TestUser, payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/user/clients', headers: user.headers, payload: payload as object });
}

/** A customer straight into the table, for tests that need many or need one of another company. */
export async function createCustomer(
  t: TestContext,
  companyId: string,
  overrides: Partial<CustomerInput> = {},
): Promise<CustomerRow> {
  const values = customerSchema.parse(customerInput(overrides));
  return createCustomersRepository(t.ctx.database.db).insert(companyId, values, t.ctx.clock.now());
}

/**
 * A customer as the service answers it, for unit tests of what is made from one (no database): a
 * private person with a name and the home country, every other field empty unless given.
 */
export function customerRecord(overrides: Partial<Customer> = {}): Customer {
  return {
    ...emptyTradeParty('customer-1'),
    firstName: 'Erika',
    lastName: 'Mustermann',
    idDocumentExpired: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
