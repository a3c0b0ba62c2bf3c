import { COUNTRIES } from '@kontor/domain/countries';
import type { TradeParty } from '@kontor/domain/trades';

/** A customer's postal address as a card shows it: street, addition, postal code and city, country, in the UI language. */
export function addressLines(party: TradeParty, locale: 'de' | 'en'): string[] {
  const country = COUNTRIES.find((candidate) => candidate.id === party.countryId);
  return [
    [party.streetAddress, party.houseNumber].filter(Boolean).join(' '),
    party.additionalAddress ?? '',
    [party.postalCode, party.city].filter(Boolean).join(' '),
    country ? country[locale] : '',
  ].filter(Boolean);
}
