import type { Readable } from 'node:stream';

export type StoredFile = { key: string; size: number; sha256: string };

/**
 * Where uploads and generated documents live. The filesystem driver is the default; an
 * S3-compatible driver implements the same calls.
 */
export type Storage = {
  put(key: string, data: Buffer | Readable): Promise<StoredFile>;
  read(key: string): Promise<Buffer>;
  stream(key: string): Promise<Readable>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key under `prefix` (all when omitted), in no particular order: what a restore checks is empty. */
  list(prefix?: string): AsyncIterable<string>;
};
