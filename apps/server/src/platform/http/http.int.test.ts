import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, useTestContext } from '../../test/test-context';
import { AppError, keptRecord } from './app-error';
import { createCompanyUser } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { readUploads } from '../uploads/uploads';

const t = useTestContext({
  beforeReady(app) {
    // Routes that exist only in this test, to drive the platform's answer rules through real HTTP.
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ firstName: z.string().min(1), email: z.email({ error: '9027' }) }) } },
      async (request) => ({ data: { received: request.body } }),
    );
    app.get('/api/test/conflict', async () => {
      throw new AppError('5006', 409);
    });
    app.post('/api/test/upload', async (request) => {
      const { fields } = await readUploads(request, { kind: 'general', maxFiles: 1 });
      return { data: { fields } };
    });
    // A route whose schemas cover its success only: its refusals are renamed like any answer.
    app.delete(
      '/api/test/kept',
      { schema: { response: { 200: z.object({ data: z.object({ deleted: z.boolean() }) }) } } },
      async () => {
        throw keptRecord('9557', '2034-12-31');
      },
    );
    app.get('/api/test/bug', async () => {
      throw new Error('secret internal detail');
    });
  },
});

describe('the HTTP platform', () => {
  it('answers health with the database state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('speaks snake_case on the wire both ways', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { first_name: 'Anna', email: 'anna@example.de' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { received: { first_name: 'Anna', email: 'anna@example.de' } } });
  });

  it('writes an error in snake_case on a route whose schemas cover only its success', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/test/kept', headers: { cookie: 'kontor_locale=de' } });
    expect(res.statusCode).toBe(409);
    const { error } = res.json();
    expect(error.code).toBe('9557');
    expect(error.kept_until).toBe('2034-12-31');
    expect(error).not.toHaveProperty('keptUntil');
    expect(error.message).toContain('31.12.2034');
  });

  it('maps validation to 422 with a code per field, translated', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { cookie: 'kontor_locale=en' },
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error.fields).toEqual({ first_name: '0001', email: '9027' });
    expect(body.error.code).toBe('0001');
    expect(body.error.message).toBe('The field must not be empty');
  });

  it('answers in German by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: '5006', message: 'Sie haben bereits ein Abonnement' } });
  });

  it('refuses malformed JSON with 400 5003', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('5003');
  });

  it('refuses a wrong content type with 415 5002 and a body over the limit with 413 5008 (the one code for each status)', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.code).toBe('5002');
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { first_name: 'x'.repeat(1_100_000), email: 'a@b.de' },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('5008');
  });

  it('answers unknown API paths with 404 JSON', async () => {
    for (const url of ['/api/nothing-here', '/api', '/v1/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: '404', message: 'Nicht gefunden' } });
    }
  });

  it('never leaks a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.json()).toEqual({ error: { code: '500', message: 'Etwas ist schiefgegangen' } });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("style-src 'self'");
    expect(res.headers['content-security-policy']).toContain("style-src-attr 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses a large answer for a client that accepts it, the same JSON; a small one stays as it is', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const br = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
  });

  it('publishes OpenAPI with snake_case properties', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/health']).toBeDefined();
    const schema = doc.paths['/api/test/echo'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['first_name', 'email']);
    expect(schema.required).toEqual(['first_name', 'email']);
  });
});

describe('control characters in any text', () => {
  it('refuses a NUL in a search with 422 5009 naming the parameter, on every list, never 500', async () => {
    const user = await createCompanyUser(t);
    for (const url of ['/api/user/vehicles?search=Golf%00', '/api/user/clients?search=%00']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...user.headers, cookie: 'kontor_locale=en' } });
      // A list's search is a field like any form's: the same answer as a control character in a body.
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toEqual({
        error: { code: '5009', message: 'The text contains invalid control characters', fields: { search: '5009' } },
      });
    }
  });

  it('refuses a NUL or another control character in a JSON body field, naming it in snake_case', async () => {
    for (const bad of ['Anna\u0000', 'An\u0007na', 'Anna\u007f']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        payload: { first_name: bad, email: 'anna@example.de' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({
        code: '5009',
        message: 'Der Text enthält unzulässige Steuerzeichen',
        fields: { first_name: '5009' },
      });
    }
  });

  it('names a field inside a list by its path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { first_name: 'Anna', email: 'a@b.de', tags: ['ok', 'b\u0000d'] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ 'tags.1': '5009' });
  });

  it('keeps tabs and line breaks of multi-line texts in a body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { first_name: 'Zeile 1\r\n\tZeile 2', email: 'a@b.de' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.received.first_name).toBe('Zeile 1\r\n\tZeile 2');
  });

  it('refuses a NUL in a path parameter with 400 5003 naming it', async () => {
    const user = await createCompanyUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/vehicles/abc%00def', headers: user.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: '5003', fields: { id: '5003' } });
  });

  it('refuses a control character in a multipart text field', async () => {
    const { payload, headers } = await multipart({ note: 'a\u0000b' });
    const res = await t.app.inject({ method: 'POST', url: '/api/test/upload', payload, headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: '5009', fields: { note: '5009' } });
    const clean = await multipart({ note: 'Zeile 1\nZeile 2' });
    const ok = await t.app.inject({ method: 'POST', url: '/api/test/upload', payload: clean.payload, headers: clean.headers });
    expect(ok.statusCode).toBe(200);
  });
});

describe('health when the database is down', () => {
  it('answers 503', async () => {
    const other = await createTestContext();
    await other.ctx.jobs.stop();
    await other.ctx.database.pool.end();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ data: { status: 'error', database: 'down' } });
    await other.app.close();
  });
});
