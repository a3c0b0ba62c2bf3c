import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compress, gzipEngineReusable, isCompressible } from './compression';

describe('compression of text answers', () => {
  it('prefers gzip, falls back to brotli, and honours a q of 0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br')).toBe('br');
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

  it('gzips answer after answer with the one engine this Node lets it keep, each a whole stream of its own', async () => {
    // If a Node upgrade takes away what the engine is reused through, every answer would again get
    // an engine of its own: correct, but the list's tail would come back (compression.ts).
    expect(gzipEngineReusable()).toBe(true);
    const texts = [1_500, 20_000, 64 * 1024, 3_000].map((size, index) =>
      JSON.stringify({
        index,
        data: Array.from({ length: size / 12 }, (_, n) => ((n * 7919 + index) % 1000003).toString(36)),
      }).slice(0, size),
    );
    const compressed = await Promise.all(texts.map((text) => compress(text, 'gzip')));
    compressed.forEach((body, index) => expect(gunzipSync(body).toString()).toBe(texts[index]));
    // A body that does not shrink still comes out whole.
    const noise = Buffer.from(Array.from({ length: 60_000 }, (_, n) => (n * 2654435761) >>> 24));
    expect(gunzipSync(await compress(noise, 'gzip')).equals(noise)).toBe(true);
  });
});
