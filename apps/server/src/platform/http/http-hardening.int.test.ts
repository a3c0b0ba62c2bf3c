import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCompanyUser, type CompanyUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';

// What a fuzzer sent the real app, and the answer each must get: always our envelope, never a 500.

const t = useTestContext({
  beforeReady(app) {
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string(), extra: z.unknown().optional() }) } },
      async (request) => ({
        data: { received: request.body },
      }),
    );
  },
});
let user: CompanyUser;

beforeAll(async () => {
  user = await createCompanyUser(t);
});

const english = { 'accept-language': 'en' };

/** `{"extra":{"extra":…{}}}` nesting `depth` objects, the outermost being the body itself. */
function nestedBody(depth: number): string {
  return `{"name":"x",${'"extra":{'.repeat(depth - 1)}${'}'.repeat(depth - 1)}}`;
}

describe('deeply nested JSON', () => {
  it('is refused with 400 5003 before any walk, on real routes, instead of a 500 stack overflow', async () => {
    const arrays = await t.app.inject({
      method: 'POST',
      url: '/api/user/clients',
      headers: { ...user.headers, ...english, 'content-type': 'application/json' },
      payload: `${'['.repeat(8000)}${']'.repeat(8000)}`,
    });
    expect(arrays.statusCode).toBe(400);
    expect(arrays.json()).toEqual({ error: { code: '5003', message: 'Something went wrong. Please try again' } });

    const objects = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}`,
    });
    expect(objects.statusCode).toBe(400);
    expect(objects.json().error.code).toBe('5003');
  });

  it('takes a body nested 32 levels, refuses 33', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: nestedBody(32),
    });
    expect(ok.statusCode).toBe(200);
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: nestedBody(33),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.code).toBe('5003');
  });
});

describe('malformed multipart', () => {
  const vehicleId = randomUUID();
  const uploadRoutes = [
    '/api/user/vehicles/ocr',
    '/api/user/company/update',
    '/api/user/company/upload-documents/OWNER_PASSPORT',
    `/api/user/vehicles/${vehicleId}/upload-documents`,
    `/api/user/vehicles/${vehicleId}/upload-photos`,
  ];
  const truncated = [
    '--XyZ',
    'Content-Disposition: form-data; name="document_1"; filename="a.pdf"',
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4 and then the connection',
  ].join('\r\n');

  it('answers 400 5003 on every upload route: no boundary, a truncated body, a body that ends after its first boundary', async () => {
    for (const url of uploadRoutes) {
      for (const [contentType, payload] of [
        ['multipart/form-data', 'whatever'],
        ['multipart/form-data; boundary=XyZ', truncated],
        ['multipart/form-data; boundary=XyZ', '--XyZ\r\n'],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...user.headers, ...english, 'content-type': contentType },
          payload,
        });
        expect(res.statusCode, `${url} ${contentType}`).toBe(400);
        expect(res.json()).toEqual({ error: { code: '5003', message: 'Something went wrong. Please try again' } });
      }
    }
  });
});

describe('router errors', () => {
  it('takes an e-mail address of up to 254 characters as a path parameter', async () => {
    const email95 = `${'a'.repeat(61)}@${'b'.repeat(30)}.de`;
    const email254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.de`;
    expect(email95).toHaveLength(95);
    expect(email254).toHaveLength(254);
    for (const email of [email95, email254]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/check-email/${encodeURIComponent(email)}`,
        remoteAddress: '10.9.0.1',
      });
      expect(res.statusCode, email).toBe(200);
      expect(res.json()).toEqual({ data: { unverified: false } });
    }
  });

  it('answers an over-long path parameter in the envelope, 400 5003, translated', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/auth/check-email/${'a'.repeat(301)}`, headers: english });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: '5003', message: 'Something went wrong. Please try again' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers bad percent-encoding in the envelope, 400 5003, in the language of the cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/vehicles/%FF',
      headers: { ...user.headers, cookie: 'kontor_locale=de', ...english },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: '5003', message: 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut' } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('the encoding of a JSON body', () => {
  it('refuses bytes that are not UTF-8 with 400 5003 and writes nothing, and takes UTF-8 umlauts', async () => {
    const latin1 = await t.app.inject({
      method: 'POST',
      url: '/api/user/clients',
      headers: { ...user.headers, ...english, 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"type":"PRIVATE","first_name":"Karl","last_name":"M'),
        Buffer.from([0xfc]),
        Buffer.from('ller"}'),
      ]),
    });
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json()).toEqual({ error: { code: '5003', message: 'Something went wrong. Please try again' } });
    const { rows } = await t.ctx.database.pool.query('select count(*)::int as n from customers where company_id = $1', [
      user.companyId,
    ]);
    expect(rows[0].n).toBe(0);

    const utf8 = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from('{"name":"Müller"}'),
    });
    expect(utf8.statusCode).toBe(200);
    expect(utf8.json().data.received.name).toBe('Müller');
  });
});

describe('content types and sizes', () => {
  it('refuses a text/plain body to a JSON route with 415 5002 (it was parsed as a string: 422)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain', ...english },
      payload: '{"email":"a@b.de","password":"x"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: { code: '5002', message: 'Unsupported file type' } });
  });

  it('answers 415 only with 5002 and 413 only with 5008', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.code).toBe('5002');
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/user/company/update',
      headers: user.headers,
      payload: { legal_name: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json().error.code).toBe('5002');
    const tooLarge = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x'.repeat(1_100_000) } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('5008');
  });
});

describe('control characters in the address', () => {
  it('answers a query value with one as a field error (422 5009), a path value with 400 5003, the body field by field', async () => {
    for (const url of ['/api/user/vehicles?search=Golf%00', '/api/user/clients?search=%07']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...user.headers, ...english } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error, url).toMatchObject({ code: '5009', fields: { search: '5009' } });
    }
    const path = await t.app.inject({
      method: 'GET',
      url: '/api/user/vehicles/abc%00def',
      headers: { ...user.headers, ...english },
    });
    expect(path.statusCode).toBe(400);
    expect(path.json().error.code).toBe('5003');
    const body = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'a\u0000b' } });
    expect(body.statusCode).toBe(422);
    expect(body.json().error.fields).toEqual({ name: '5009' });
  });
});

describe('the language of an answer', () => {
  const conflictIn = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/vehicles/%FF', headers: { ...user.headers, ...headers } })).json().error
      .message as string;
  const german = 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut';
  const englishText = 'Something went wrong. Please try again';

  it('follows the highest-weighted language of Accept-Language we speak', async () => {
    expect(await conflictIn({ 'accept-language': 'de;q=0.1, en;q=0.9' })).toBe(englishText);
    expect(await conflictIn({ 'accept-language': 'fr-FR, en-US;q=0.8, de;q=0.7' })).toBe(englishText);
    expect(await conflictIn({ 'accept-language': 'en;q=0.5, de' })).toBe(german);
    expect(await conflictIn({ 'accept-language': 'fr' })).toBe(german);
  });

  it('still lets the locale cookie win', async () => {
    expect(await conflictIn({ 'accept-language': 'de;q=0.1, en;q=0.9', cookie: 'kontor_locale=de' })).toBe(german);
  });
});
