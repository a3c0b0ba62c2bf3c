import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from './storage-url';
import { checkedKey, missingFile, type Storage, StorageUnavailableError, type StoredFile } from './storage';

/** What an S3 error means to the callers: a missing file (as the filesystem's), the storage out of reach, or a bug of ours. */
function translated(error: unknown, key?: string): unknown {
  if (error instanceof StorageUnavailableError) return error;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  if (key !== undefined && (name === 'NoSuchKey' || name === 'NotFound' || (status === 404 && name !== 'NoSuchBucket'))) {
    return missingFile(key);
  }
  if (error instanceof S3ServiceException) {
    // The storage answered, but refuses: its own fault (5xx), our credentials (401/403), no bucket.
    if ((status !== undefined && (status >= 500 || status === 401 || status === 403)) || name === 'NoSuchBucket') {
      return new StorageUnavailableError(`${name} (${status ?? 'no status'})`, { cause: error });
    }
    return error;
  }
  // No answer at all: refused or dropped connections, DNS, timeouts, all retries spent.
  const code = (error as NodeJS.ErrnoException).code;
  return new StorageUnavailableError(code ?? (error instanceof Error ? error.message : String(error)), { cause: error });
}

export type S3Storage = Storage & {
  /** Whether the bucket is there; creates it when `create` (development and tests), else throws what is wrong. */
  ensureBucket(options: { create: boolean }): Promise<void>;
  /** Closes the client's sockets. */
  close(): void;
};

/** Files at or above this size go up in parts (S3's smallest part is 5 MiB); a buffer below it in one PUT. */
const PART_SIZE = 8 * 1024 * 1024;

export function createS3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The checksums the SDK adds by default (CRC32 in an aws-chunked trailer) are not understood by
    // every S3-compatible server; the SHA-256 the driver computes itself is what the app keeps.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A storage that does not answer is an outage to report, not a request to wait for.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = settings.bucket;

  async function send<T>(work: () => Promise<T>, key?: string): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw translated(error, key);
    }
  }

  return {
    // S3 makes an object visible only once its upload is complete, so a failed or aborted put never
    // leaves half a file under the key.
    async put(key, data) {
      checkedKey(key);
      const hash = createHash('sha256');
      if (Buffer.isBuffer(data) && data.length < PART_SIZE) {
        await send(() => client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length })));
        return { key, size: data.length, sha256: hash.update(data).digest('hex') } satisfies StoredFile;
      }
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      // The source's own failure (an upload the client broke off) is reported as it is, not as an outage.
      let sourceError: unknown;
      source.once('error', (error) => (sourceError ??= error));
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: counter }, partSize: PART_SIZE, queueSize: 2 });
      const uploaded = upload.done();
      const piped = pipeline(source, counter);
      try {
        await Promise.all([piped, uploaded]);
      } catch (error) {
        // Either side failed: stop the other, and drop the parts already sent.
        counter.destroy();
        await Promise.allSettled([piped, uploaded]);
        await upload.abort().catch(() => undefined);
        throw sourceError ?? translated(error);
      }
      return { key, size, sha256: hash.digest('hex') } satisfies StoredFile;
    },
    async read(key) {
      checkedKey(key);
      return send(async () => {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      }, key);
    },
    async stream(key) {
      checkedKey(key);
      const answer = await send(() => client.send(new GetObjectCommand({ Bucket, Key: key })), key);
      // In Node the body is the HTTP response itself: read as it arrives, never buffered whole.
      return answer.Body as Readable;
    },
    async delete(key) {
      checkedKey(key);
      // S3's DELETE of a missing key succeeds, as the filesystem driver's does.
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async *list(prefix = '') {
      let token: string | undefined;
      do {
        const page = await send(() =>
          client.send(
            new ListObjectsV2Command({
              Bucket,
              Prefix: prefix || undefined,
              MaxKeys: settings.pageSize,
              ContinuationToken: token,
            }),
          ),
        );
        for (const object of page.Contents ?? []) if (object.Key !== undefined) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async ensureBucket({ create }) {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status !== 404) throw translated(error);
        if (!create) {
          throw new StorageUnavailableError(
            `the bucket ${Bucket} does not exist at ${settings.endpoint ?? `AWS S3 ${settings.region}`}: create it (with its access policy) before the start`,
          );
        }
      }
      await send(() => client.send(new CreateBucketCommand({ Bucket })));
    },
    close() {
      client.destroy();
    },
  };
}
