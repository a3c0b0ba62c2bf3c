import { randomUUID } from 'node:crypto';
import { FUEL_TYPES, TRADE_SECTIONS, VEHICLE_STATUSES } from '@kontor/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompanyUser, type CompanyUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';

// Bad input through real routes: every refused value is a field error (422) that names the field
// and says what is wrong in the caller's language, never "something went wrong" (5003).

const t = useTestContext();
let dealer: CompanyUser;

beforeAll(async () => {
  dealer = await createCompanyUser(t);
});

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; locale?: 'de' | 'en' };
const send = ({ method, url, payload, locale = 'de' }: Call) =>
  t.app.inject({
    method,
    url,
    headers: { ...dealer.headers, cookie: `kontor_locale=${locale}` },
    ...(payload ? { payload } : {}),
  });

describe('a value outside an enumeration', () => {
  const cases = [
    {
      what: 'vehicle list status',
      method: 'GET',
      url: '/api/user/vehicles?status=GONE',
      field: 'status',
      allowed: VEHICLE_STATUSES,
    },
    {
      what: 'vehicle list fuel',
      method: 'GET',
      url: '/api/user/vehicles?fuel_type=STEAM',
      field: 'fuel_type',
      allowed: FUEL_TYPES,
    },
    {
      what: 'a new vehicle’s fuel',
      method: 'POST',
      url: '/api/user/vehicles',
      payload: { fuel_type: 'STEAM' },
      field: 'fuel_type',
      allowed: FUEL_TYPES,
    },
    {
      what: 'customer type',
      method: 'POST',
      url: '/api/user/clients',
      payload: { type: 'ROBOT' },
      field: 'type',
      allowed: ['PRIVATE', 'BUSINESS'],
    },
    {
      what: 'trade section',
      method: 'POST',
      url: `/api/user/vehicles/${randomUUID()}/trades/SELLING/INVOICE`,
      payload: { section_type: '4.1z' },
      field: 'section_type',
      allowed: TRADE_SECTIONS,
    },
  ] as const;

  for (const { what, method, url, field, allowed, ...rest } of cases) {
    it(`answers 422 naming the field and listing what is allowed: ${what}`, async () => {
      const payload = 'payload' in rest ? rest.payload : undefined;
      const res = await send({ method, url, payload, locale: 'en' });
      expect(res.statusCode, res.body).toBe(422);
      const error = res.json().error;
      expect(error.fields[field]).toBe('5015');
      expect(error.allowed[field]).toEqual([...allowed]);
      expect(error.message).not.toMatch(/Something went wrong/);
      // When it is the first refused field, the message speaks of it and lists the allowed values.
      if (Object.keys(error.fields)[0] === field) {
        expect(error.code).toBe('5015');
        expect(error.message).toContain(`“${field}”`);
        for (const value of allowed) expect(error.message).toContain(value);
      }
    });
  }

  it('says it in German by default, with the values', async () => {
    const res = await send({ method: 'GET', url: '/api/user/vehicles?status=GONE' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: '5015',
      message: 'Unzulässiger Wert für „status“. Erlaubt: CURRENT, SOLD',
      fields: { status: '5015' },
      allowed: { status: ['CURRENT', 'SOLD'] },
    });
  });

  it('still asks for a missing required value with 0001, not 5015', async () => {
    const res = await send({ method: 'POST', url: '/api/user/vehicles', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.fuel_type).toBe('0001');
  });
});

describe('control characters in a query value', () => {
  it('answers a NUL or another control character in search like any bad field: 422 5009 naming it', async () => {
    for (const url of ['/api/user/vehicles?search=Golf%00', '/api/user/clients?search=%00', '/api/user/clients?search=a%07b']) {
      const res = await send({ method: 'GET', url, locale: 'en' });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error, url).toEqual({
        code: '5009',
        message: 'The text contains invalid control characters',
        fields: { search: '5009' },
      });
    }
  });

  it('keeps a control character in a path parameter a request that makes no sense (400)', async () => {
    const res = await send({ method: 'GET', url: '/api/user/vehicles/abc%00def' });
    expect(res.statusCode).toBe(400);
  });
});

describe('a text over its limit', () => {
  it('names the limit of the field it was sent for', async () => {
    const res = await send({ method: 'GET', url: `/api/user/vehicles?search=${'x'.repeat(256)}`, locale: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: '5011', message: 'At most 255 characters', fields: { search: '5011' } });
    const prefix = await send({
      method: 'PUT',
      url: '/api/user/company/invoice-number',
      payload: { prefix: 'R'.repeat(21), root: '1' },
      locale: 'en',
    });
    expect(prefix.statusCode).toBe(422);
    expect(prefix.json().error).toMatchObject({ code: '9210', message: 'At most 20 characters', fields: { prefix: '9210' } });
  });
});
