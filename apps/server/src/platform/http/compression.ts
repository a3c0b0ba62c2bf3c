import { brotliCompress, brotliCompressSync, constants, createGzip, gzip, gzipSync, type Gzip } from 'node:zlib';
import { promisify } from 'node:util';

// Text answers (JSON, the app's page) go out compressed when the client accepts it, as every browser
// does: the vehicle list's page of 50 is 20 KB of JSON and 4–5 KB compressed, which a dealer on a
// phone's connection feels. Files (PDFs, photos, the built assets) are streamed, and the assets are
// compressed at build time, so only answers held in memory are compressed here.
//
// Gzip comes first, from one engine kept for the process (ReusedGzip below). Node's one-shot calls
// (gzipSync, brotliCompressSync) make a new engine per answer: a stream object with a native handle
// that outlives the young generation and reports its working memory to V8 as external memory. Under
// the list's load that started a full mark-compact every half second or so, and each one stalled
// every open connection at once (docs/perf/vehicle-list.md, change 19: a bare server made 46–48
// mark-compacts in 6 s with an engine per answer, 7 with one engine, and served 40 % more). Brotli is
// left for a client that takes nothing else: Node's brotli engine forgets its quality on reset (the
// next answer would be encoded at quality 11, 20 ms for a page), and at the fast levels both come to
// the same bytes for these answers (20 KB of text: gzip level 1 7.9 KB, brotli quality 1 8.3 KB).

/** Below this an answer goes out as it is: a compressed frame would save next to nothing. */
const MIN_BYTES = 1024;
/** Above this the work is done off the event loop, so one large answer does not hold up the others. */
const SYNC_MAX_BYTES = 64 * 1024;

const COMPRESSIBLE = /^(?:application\/json|text\/html)\b/;
/** Level 1: a 20 KB page in about 35 µs; higher levels cost more CPU than they save on the wire. */
const GZIP = { level: 1 };
/** Quality 1, told the body's size: the encoder then sizes its window and tables for it. */
const brotliOptions = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The encoding to send in: gzip, else brotli, when Accept-Encoding allows it (a q of 0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('gzip')) return 'gzip';
  if (accepted.has('br')) return 'br';
  return null;
}

/** Whether an answer of this type and body is worth compressing. */
export function isCompressible(contentType: unknown, payload: unknown): payload is string | Buffer {
  if (typeof contentType !== 'string' || !COMPRESSIBLE.test(contentType)) return false;
  return (typeof payload === 'string' || Buffer.isBuffer(payload)) && Buffer.byteLength(payload) >= MIN_BYTES;
}

/**
 * What node:zlib's own one-shot functions use of a stream: its native handle and the two counts a
 * write leaves behind (output space left, input left). node:zlib has no public call that runs a
 * whole body through an engine without closing it, so this reaches for them; `gzipEngineReusable`
 * says whether this Node has them (its test holds that), and without them every answer gets its own
 * engine as before.
 */
type EngineInternals = {
  _handle?: {
    writeSync(
      flush: number,
      input: Buffer,
      inOffset: number,
      inLength: number,
      output: Buffer,
      outOffset: number,
      outLength: number,
    ): void;
    reset(): void;
  };
  _writeState?: Uint32Array;
};

/** One gzip engine, reset after each answer instead of made anew (see the top of this file). */
class ReusedGzip {
  private engine: (Gzip & EngineInternals) | undefined;
  /** Holds any body of up to SYNC_MAX_BYTES in one pass: gzip grows a body that does not shrink by a few bytes per 16 KB. */
  private readonly out = Buffer.allocUnsafeSlow(SYNC_MAX_BYTES + 1024);

  /** Whether this Node has the internals: checked once, as every engine of a process has the same. */
  readonly usable: boolean;

  constructor() {
    const engine = this.current();
    this.usable =
      typeof engine._handle?.writeSync === 'function' &&
      typeof engine._handle.reset === 'function' &&
      engine._writeState instanceof Uint32Array;
  }

  /** A body of at most SYNC_MAX_BYTES as one whole gzip stream. */
  compress(body: Buffer): Buffer {
    const engine = this.current();
    try {
      engine._handle!.writeSync(constants.Z_FINISH, body, 0, body.length, this.out, 0, this.out.length);
      // zlib reports a failure by destroying the stream (below), not by throwing.
      if (engine.destroyed) throw new Error('gzip engine failed');
      const [outLeft = 0, inLeft = 0] = engine._writeState!;
      // The output buffer is sized for any body taken here, so the stream ends in this one pass.
      if (outLeft === 0 || inLeft > 0) throw new Error('gzip output did not fit');
      engine._handle!.reset();
      // Copied: the next answer writes into the same buffer while this one may still be on its way.
      return Buffer.from(this.out.subarray(0, this.out.length - outLeft));
    } catch (error) {
      // An engine in an unknown state is not used again.
      this.engine = undefined;
      throw error;
    }
  }

  private current(): Gzip & EngineInternals {
    if (!this.engine) {
      this.engine = createGzip(GZIP);
      // A failed write destroys the stream with its error, which compress() throws to the request;
      // unheard, the stream's 'error' event would end the process.
      this.engine.on('error', () => undefined);
    }
    return this.engine;
  }
}

const reusedGzip = new ReusedGzip();

/** Whether gzip answers share one engine on this Node (see EngineInternals). */
export function gzipEngineReusable(): boolean {
  return reusedGzip.usable;
}

/** The body in `encoding`. */
export async function compress(payload: string | Buffer, encoding: Encoding): Promise<Buffer> {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length > SYNC_MAX_BYTES)
    return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body, GZIP);
  if (encoding === 'br') return brotliCompressSync(body, brotliOptions(body.length));
  return reusedGzip.usable ? reusedGzip.compress(body) : gzipSync(body, GZIP);
}
