import type { Customer } from '@kontor/domain/customers';
import { tradeParty } from './trade-party.fixture';

/** A stored private customer in Berlin as the API answers it; tests override what they look at. */
export function storedCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    ...tradeParty(),
    idDocumentExpired: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
