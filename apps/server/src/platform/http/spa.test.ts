import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, type HttpApp } from './create-http-app';

// The built SPA as the server sends it: an asset in the encoding the browser accepts (the build
// writes .br and .gz copies beside it), and every client-side route as the page with its nonce.
const SCRIPT = `console.log(${JSON.stringify('Kontor '.repeat(200))});\n`;

describe('the SPA', () => {
  let dist: string;
  let app: HttpApp;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'kontor-spa-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="de"><meta name="csp-nonce" content="__CSP_NONCE__"><div id="root"></div></html>',
    );
    await writeFile(path.join(dist, 'assets/app-1a2b3c.js'), SCRIPT);
    await writeFile(path.join(dist, 'assets/app-1a2b3c.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(path.join(dist, 'assets/app-1a2b3c.js.gz'), gzipSync(SCRIPT));
    for (const locale of ['de', 'en']) {
      await mkdir(path.join(dist, 'prerendered', locale), { recursive: true });
      await writeFile(
        path.join(dist, 'prerendered', locale, 'login.html'),
        `<meta content="__CSP_NONCE__"><div id="root" inert>login ${locale}</div>`,
      );
    }
    app = await createHttpApp({ logLevel: 'silent', webDist: dist });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  const asset = (acceptEncoding?: string) =>
    app.inject({ url: '/assets/app-1a2b3c.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends an asset brotli-compressed to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await asset('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the asset as it is to a client that accepts no encoding', async () => {
    const plain = await asset();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a drawn guest page in the language of the locale cookie, else German, whatever the query', async () => {
    const german = await app.inject({ url: '/login?redirect=%2Fvehicles', headers: { 'accept-language': 'en-GB' } });
    expect(german.body).toContain('login de</div>');
    expect(german.headers['cache-control']).toBe('no-store');
    expect(german.body).not.toContain('__CSP_NONCE__');
    const english = await app.inject({ url: '/login/', headers: { cookie: 'other=1; kontor_locale=en' } });
    expect(english.body).toContain('login en</div>');
    const unknown = await app.inject({ url: '/login', headers: { cookie: 'kontor_locale=fr' } });
    expect(unknown.body).toContain('login de</div>');
  });

  it('answers a page not drawn ahead with the empty page, and never sends a drawing as a file', async () => {
    for (const url of ['/register', '/prerendered/de/login.html']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
    }
  });

  it('says the language of the locale cookie in the empty page too, else German', async () => {
    const english = await app.inject({ url: '/vehicles', headers: { cookie: 'kontor_locale=en' } });
    expect(english.body).toContain('<html lang="en">');
    const german = await app.inject({ url: '/vehicles', headers: { 'accept-language': 'en-GB' } });
    expect(german.body).toContain('<html lang="de">');
  });

  it('answers a client-side route with the page, its nonce filled in and never cached', async () => {
    const page = await app.inject({ url: '/customers' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const nonce = /content="([^"]+)"/.exec(page.body)?.[1];
    expect(nonce).toMatch(/^[\w+/=-]{16,}$/);
    expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });
});
