import { DEFAULT_COUNTRY_ID } from './constants';
import type { TradeParty } from './trades';

/** A private party in Germany with nothing else known: what a made-up or test party spreads its few facts over. */
export function emptyTradeParty(id: string): TradeParty {
  return {
    id,
    type: 'PRIVATE',
    greeting: null,
    title: null,
    companyName: null,
    firstName: null,
    lastName: null,
    streetAddress: null,
    houseNumber: null,
    additionalAddress: null,
    additionalInfo1: null,
    additionalInfo2: null,
    postalCode: null,
    city: null,
    countryId: DEFAULT_COUNTRY_ID,
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
  };
}
