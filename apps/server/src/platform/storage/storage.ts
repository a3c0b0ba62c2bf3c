import type { Readable } from 'node:stream';

export type StoredFile = { key: string; size: number; sha256: string };

/**
 * Where uploads and generated documents live. The filesystem driver (DATA_DIR/files) is the default;
 * the S3-compatible driver (STORAGE_URL=s3://…) implements the same calls with the same answers.
 */
export type Storage = {
  put(key: string, data: Buffer | Readable): Promise<StoredFile>;
  /** The whole file; a missing one rejects with a `code: 'ENOENT'` error (isMissingFile). */
  read(key: string): Promise<Buffer>;
  /** The file as a stream, never held in memory whole; a missing one rejects like read. */
  stream(key: string): Promise<Readable>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key under `prefix` (all when omitted), in no particular order: what a restore checks is empty. */
  list(prefix?: string): AsyncIterable<string>;
};

/**
 * The storage cannot be reached or refuses us (network, the server's 5xx, wrong credentials, a
 * missing bucket): the request answers 503 with its own code instead of a 500, and the client may
 * try again later. Nothing was changed by the call that failed.
 */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`file storage unavailable: ${message}`, options);
    this.name = 'StorageUnavailableError';
  }
}

/** The error of a key that names no stored file: the filesystem's own ENOENT, which every caller checks. */
export function missingFile(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOENT: no stored file ${key}`), { code: 'ENOENT' });
}

export function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

// A key is a relative path of named segments: no empty, "." or ".." segment (nothing climbs out of
// the root), no backslash or control character, and it starts with a letter or digit (".tmp/" is the
// filesystem driver's own). Letters of any script and spaces are allowed (a file's shown name may
// become part of a key); both drivers refuse the same keys.
const KEY = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} /_.()+,=@~-]*$/u;

/** The key as given, or an error when it is not one both drivers store alike. */
export function checkedKey(key: string): string {
  if (
    !KEY.test(key) ||
    Buffer.byteLength(key) > 1024 ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`unsafe storage key: ${key}`);
  }
  return key;
}
