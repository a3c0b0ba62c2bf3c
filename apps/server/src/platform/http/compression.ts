import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';

// Text answers (JSON, the app's page) go out compressed when the client accepts it, as every browser
// does: the vehicle list's page of 50 is 20 KB of JSON and 3–4 KB as brotli, which a dealer on a
// phone's connection feels. Brotli at quality 1 takes about 60 µs for such a page, gzip at level 1
// (for a client without brotli) about 70 µs; higher levels would cost more CPU than they save on the
// wire. Files (PDFs, photos, the built assets) are streamed, and the assets are compressed at build
// time, so only answers held in memory are compressed here.

/** Below this an answer goes out as it is: a compressed frame would save next to nothing. */
const MIN_BYTES = 1024;
/** Above this the work is done off the event loop, so one large answer does not hold up the others. */
const SYNC_MAX_BYTES = 64 * 1024;

const COMPRESSIBLE = /^(?:application\/json|text\/html)\b/;
/**
 * Quality 1, told the body's size: the encoder then sizes its window and tables for it instead of the
 * 4 MB default window (56 µs instead of 74 µs for a 20 KB page, the same bytes out).
 */
const brotliOptions = (size: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
const GZIP = { level: 1 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The encoding to send in: brotli, else gzip, when Accept-Encoding allows it (a q of 0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Whether an answer of this type and body is worth compressing. */
export function isCompressible(contentType: unknown, payload: unknown): payload is string | Buffer {
  if (typeof contentType !== 'string' || !COMPRESSIBLE.test(contentType)) return false;
  return (typeof payload === 'string' || Buffer.isBuffer(payload)) && Buffer.byteLength(payload) >= MIN_BYTES;
}

/** The body in `encoding`. */
export async function compress(payload: string | Buffer, encoding: Encoding): Promise<Buffer> {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length <= SYNC_MAX_BYTES) return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body, GZIP);
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body, GZIP);
}
