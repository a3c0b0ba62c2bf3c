import type { TradeParty } from '@kontor/domain/trades';

/** A private customer in Berlin as a trade or a service invoice carries it; tests override what they look at. */
export function tradeParty(overrides: Partial<TradeParty> = {}): TradeParty {
  return {
    id: 'customer-1',
    type: 'PRIVATE',
    greeting: null,
    title: null,
    companyName: null,
    firstName: 'Erika',
    lastName: 'Mustermann',
    streetAddress: 'Hauptstraße',
    houseNumber: '1',
    additionalAddress: null,
    additionalInfo1: null,
    additionalInfo2: null,
    postalCode: '10115',
    city: 'Berlin',
    countryId: 82,
    phoneNumber: null,
    email: null,
    birthday: null,
    placeOfBirth: null,
    nationality: null,
    passport: null,
    passportExpired: null,
    passportFrom: null,
    comments: null,
    vatId: null,
    ...overrides,
  };
}
