import { keysToSnake } from '@kontor/domain/case';
import { type Customer, customerResponseSchema } from '@kontor/domain/customers';
import { listMetaSchema } from '@kontor/domain/lists';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerListSerializer } from './customer-list-serializer';

// The list's hand-written serializer against what the zod response schema and the snake_case
// renaming make of the same answer: the same fields, names and values, nulls and escapes included.

const answerSchema = z.object({ data: z.array(customerResponseSchema), meta: listMetaSchema });
const serialize = customerListSerializer({ schema: answerSchema, httpStatus: '200' });

const person: Customer = {
  id: '6f1c2f9e-3a8e-4c55-9d1e-0d5a0c6f8b11',
  type: 'PRIVATE',
  greeting: 'MISSUS',
  title: 'DOCTOR',
  companyName: null,
  firstName: 'Özlem "Özi"',
  lastName: 'Weiß \\ Groß\t\u2028 </script>',
  streetAddress: 'Heidestraße',
  houseNumber: '17a',
  additionalAddress: null,
  additionalInfo1: 'c/o Müller',
  additionalInfo2: null,
  postalCode: '51147',
  city: 'Köln',
  countryId: 82,
  phoneNumber: '+49 151 2345678',
  email: 'oezlem@example.de',
  birthday: '1964-08-12',
  placeOfBirth: 'Berlin',
  nationality: 'deutsch',
  passport: 'L01X00T47',
  passportExpired: '2031-08-01',
  passportFrom: 'Stadt Köln',
  comments: 'Zahlt bar',
  vatId: null,
  buyerReference: null,
  publicSector: false,
  idDocumentExpired: false,
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-02T10:00:00.123Z',
};
const business: Customer = {
  ...person,
  id: '0b7e7c1a-1111-4c55-9d1e-0d5a0c6f8b12',
  type: 'BUSINESS',
  greeting: null,
  title: null,
  companyName: 'Stadtwerke Überlingen',
  firstName: null,
  lastName: null,
  birthday: null,
  passport: null,
  passportExpired: null,
  vatId: 'DE136695976',
  buyerReference: '04011000-1234512345-06',
  publicSector: true,
  idDocumentExpired: true,
};

describe('the customer list serializer', () => {
  it('writes what the response schema and the renaming write, for a person and a business', () => {
    const answer = { data: [person, business], meta: { page: 2, perPage: 50, total: 52 } };
    const written = serialize(answer);
    const expected = keysToSnake(answerSchema.parse(answer)) as { data: Array<Record<string, unknown>> };
    expect(JSON.parse(written)).toEqual(expected);
    // Same keys, none more: toEqual alone would let a key with an undefined value pass.
    for (const row of JSON.parse(written).data as Array<Record<string, unknown>>)
      expect(Object.keys(row).sort()).toEqual(Object.keys(expected.data[0]!).sort());
    expect(Object.keys(expected.data[0]!).length).toBe(Object.keys(customerResponseSchema.shape).length);
  });

  it('writes an empty page', () => {
    const answer = { data: [], meta: { page: 9, perPage: 50, total: 3 } };
    expect(JSON.parse(serialize(answer))).toEqual(keysToSnake(answerSchema.parse(answer)));
  });

  it('leaves a key the schema does not name out of the answer', () => {
    const answer = { data: [{ ...person, searchText: 'özlem weiß', companyId: 'x' }], meta: { page: 1, perPage: 50, total: 1 } };
    expect(JSON.parse(serialize(answer)).data[0]).not.toHaveProperty('search_text');
    expect(JSON.parse(serialize(answer)).data[0]).not.toHaveProperty('company_id');
  });
});
