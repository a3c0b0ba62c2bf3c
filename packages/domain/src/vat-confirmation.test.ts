import { describe, expect, it } from 'vitest';
import { type FieldResults, vatConfirmationOutcome } from './vat-confirmation';

const all = (result: FieldResults['name']): FieldResults => ({ name: result, street: result, postalCode: result, city: result });

describe('the outcome of an eVatR answer (§ 18e UStG)', () => {
  it('confirms a valid id whose name and place match, and street and postcode where asked', () => {
    expect(vatConfirmationOutcome('evatr-0000', all('A'))).toBe('CONFIRMED');
    expect(vatConfirmationOutcome('evatr-0000', { ...all('A'), street: 'C', postalCode: 'C' })).toBe('CONFIRMED');
  });

  it('does not confirm a valid id whose data does not match or was not told', () => {
    expect(vatConfirmationOutcome('evatr-0000', { ...all('A'), name: 'B' })).toBe('NOT_CONFIRMED');
    expect(vatConfirmationOutcome('evatr-0000', { ...all('A'), city: 'D' })).toBe('NOT_CONFIRMED');
    expect(vatConfirmationOutcome('evatr-0000', { ...all('A'), street: 'B' })).toBe('NOT_CONFIRMED');
    // A simple answer (no name asked) is no qualified confirmation.
    expect(vatConfirmationOutcome('evatr-0000', all(null))).toBe('NOT_CONFIRMED');
    expect(vatConfirmationOutcome('evatr-2008', all('A'))).toBe('NOT_CONFIRMED');
  });

  it('calls an id not valid at the time asked invalid, and anything else no answer', () => {
    for (const status of ['evatr-2001', 'evatr-2002', 'evatr-2006'])
      expect(vatConfirmationOutcome(status, all(null))).toBe('INVALID');
    for (const status of ['evatr-0011', 'evatr-0004', 'evatr-2005', 'evatr-9999', null])
      expect(vatConfirmationOutcome(status, all(null))).toBe('UNAVAILABLE');
  });
});
