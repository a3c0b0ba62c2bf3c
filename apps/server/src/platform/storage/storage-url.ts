import { z } from 'zod';
import path from 'node:path';

/** Where the stored files live: the filesystem under DATA_DIR/files, or an S3-compatible bucket. */
export type StorageSettings = { kind: 'fs'; dir: string } | ({ kind: 's3' } & S3Settings);

export type S3Settings = {
  bucket: string;
  /** The server's address (MinIO, Ceph, a provider's); AWS's own by region when omitted. */
  endpoint: string | undefined;
  region: string;
  /** bucket in the path (http://host/bucket/key) instead of the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** From the URL's user:password; otherwise the SDK's own chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Keys per ListObjectsV2 page (S3 answers at most 1 000). */
  pageSize: number;
};

const QUERY = ['endpoint', 'region', 'force_path_style', 'page_size'];

/**
 * `s3://bucket?endpoint=http://127.0.0.1:9000&region=eu-central-1&force_path_style=true`, with the
 * credentials optionally as `s3://KEY:SECRET@bucket?...` (percent-encoded). Answers the settings or
 * the reason the URL is refused, as a sentence for the start-up error.
 */
export function parseStorageUrl(value: string): S3Settings | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a URL like s3://bucket?endpoint=…&region=…';
  }
  if (url.protocol !== 's3:') return 'must start with s3:// (without it, files are kept under DATA_DIR/files)';
  const bucket = url.hostname;
  // S3's rule for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    return `the bucket name "${bucket}" must be 3 to 63 lower-case letters, digits, dots or hyphens`;
  if (url.pathname !== '' && url.pathname !== '/') return 'names only the bucket (s3://bucket), no path';
  const unknown = [...url.searchParams.keys()].filter((name) => !QUERY.includes(name));
  if (unknown.length > 0) return `unknown parameter ${unknown.join(', ')} (known: ${QUERY.join(', ')})`;
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+\/?$/.test(endpoint))
    return 'endpoint must be an http(s) address like http://127.0.0.1:9000';
  const region = url.searchParams.get('region') ?? 'us-east-1';
  const pathStyle = url.searchParams.get('force_path_style') ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') return 'force_path_style must be true or false';
  const pageSize = Number(url.searchParams.get('page_size') ?? 1000);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) return 'page_size must be a whole number from 1 to 1000';
  if (Boolean(url.username) !== Boolean(url.password))
    return 'give both the access key and the secret (s3://KEY:SECRET@bucket) or neither';
  return {
    bucket,
    endpoint: endpoint?.replace(/\/$/, ''),
    region,
    forcePathStyle: pathStyle === 'true',
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
    pageSize,
  };
}

/** The storage as the operator may see it at start: never the secret. */
export function describeStorage(settings: StorageSettings): string {
  if (settings.kind === 'fs') return `(none: files under ${settings.dir})`;
  const where = settings.endpoint ?? `AWS S3 ${settings.region}`;
  const who = settings.credentials
    ? `access key ${settings.credentials.accessKeyId} from the URL`
    : 'credentials from the AWS_* environment';
  return `s3://${settings.bucket} at ${where} (region ${settings.region}${settings.forcePathStyle ? ', path style' : ''}; ${who})`;
}

/** The setting STORAGE_URL: the bucket's settings, or unset (the files under DATA_DIR/files). */
export const storageUrlSetting = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') return undefined;
    const parsed = parseStorageUrl(value);
    if (typeof parsed === 'string') {
      context.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }
    return parsed;
  })
  .optional();

/** Where the nightly backups are kept: a folder, or a key prefix in the file storage (BACKUP_DIR=storage:backups/). */
export type BackupPlace = { dir: string } | { storagePrefix: string };

const IN_STORAGE = 'storage:';

/** The setting BACKUP_DIR: a folder (resolved from the working directory), or `storage:<prefix>` for the S3 bucket. */
export const backupDirSetting = z
  .string()
  .trim()
  .transform((value, context): BackupPlace | undefined => {
    if (value === '') return undefined;
    if (!value.startsWith(IN_STORAGE)) return { dir: path.resolve(value) };
    const prefix = value.slice(IN_STORAGE.length);
    // The prefix is a folder of keys of its own, never one the app's files use (companies/…, subscription-invoices/…).
    if (!/^[a-z0-9][a-z0-9_-]*\/$/.test(prefix) || prefix === 'companies/' || prefix === 'subscription-invoices/') {
      context.addIssue({ code: 'custom', message: 'storage: needs a key prefix of its own ending in /, e.g. storage:backups/' });
      return z.NEVER;
    }
    return { storagePrefix: prefix };
  })
  .optional();

/** Backups kept in the file storage need the S3 one: on the filesystem driver they would sit on the disk they guard. */
export function checkBackupPlace(s: { BACKUP_DIR?: BackupPlace; STORAGE_URL?: S3Settings }, context: z.RefinementCtx): void {
  if (s.BACKUP_DIR && 'storagePrefix' in s.BACKUP_DIR && !s.STORAGE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['BACKUP_DIR'],
      message: 'storage: needs STORAGE_URL=s3://…; with the files on this disk give a folder (on another disk) instead',
    });
  }
}

/** The place as the operator reads it at start. */
export function describeBackupPlace(place: BackupPlace): string {
  return 'dir' in place ? place.dir : `${IN_STORAGE}${place.storagePrefix} (in the S3 bucket)`;
}
