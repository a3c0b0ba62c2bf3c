import { describe, expect, it } from 'vitest';
import { operatorPostalAddress } from './subscription-e-invoice';

describe('operatorPostalAddress', () => {
  it('reads street, postcode and city from the one-line setting', () => {
    expect(operatorPostalAddress('Friedrichstraße 1, Hinterhaus, 10117 Berlin')).toEqual({
      line1: 'Friedrichstraße 1, Hinterhaus',
      line2: null,
      postcode: '10117',
      city: 'Berlin',
      country: 'DE',
    });
  });

  it('keeps an address it cannot read as the first line', () => {
    expect(operatorPostalAddress('Postfach 12 34 Berlin')).toEqual({
      line1: 'Postfach 12 34 Berlin',
      line2: null,
      postcode: null,
      city: null,
      country: 'DE',
    });
  });
});
