import { emptyTradeParty } from '@kontor/domain/trade-party';
import type { TradeParty } from '@kontor/domain/trades';

/** A private customer in Berlin as a trade or a service invoice carries it; tests override what they look at. */
export function tradeParty(overrides: Partial<TradeParty> = {}): TradeParty {
  return {
    ...emptyTradeParty('customer-1'),
    firstName: 'Erika',
    lastName: 'Mustermann',
    streetAddress: 'Hauptstraße',
    houseNumber: '1',
    postalCode: '10115',
    city: 'Berlin',
    ...overrides,
  };
}
