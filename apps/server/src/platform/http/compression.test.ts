import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compress, isCompressible } from './compression';

describe('compression of text answers', () => {
  it('prefers brotli, falls back to gzip, and honours a q of 0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('compresses JSON and HTML of a kilobyte or more, nothing else', () => {
    const big = 'x'.repeat(1024);
    expect(isCompressible('application/json; charset=utf-8', big)).toBe(true);
    expect(isCompressible('text/html; charset=utf-8', Buffer.from(big))).toBe(true);
    expect(isCompressible('application/json; charset=utf-8', 'x'.repeat(1023))).toBe(false);
    expect(isCompressible('application/pdf', big)).toBe(false);
    expect(isCompressible(undefined, big)).toBe(false);
    expect(isCompressible('application/json', { pipe: () => undefined })).toBe(false);
  });

  it('gives back the same text, small answers at once and large ones off the event loop', async () => {
    for (const size of [2_000, 200_000]) {
      const text = JSON.stringify({ data: Array.from({ length: size / 20 }, (_, index) => ({ n: index })) });
      expect(brotliDecompressSync(await compress(text, 'br')).toString()).toBe(text);
      expect(gunzipSync(await compress(Buffer.from(text), 'gzip')).toString()).toBe(text);
    }
  });
});
