import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeConfig, loadConfig } from '../../config';
import { startLocalS3, type LocalS3 } from '../../test/s3-server';
import { mapError } from '../http/error-mapper';
import { openStorage } from './open-storage';
import { createS3Storage, type S3Storage } from './s3-storage';
import { type Storage, StorageUnavailableError } from './storage';
import { storageContract } from './storage-contract';
import { parseStorageUrl, type S3Settings } from './storage-url';

function settingsOf(url: string): S3Settings {
  const parsed = parseStorageUrl(url);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}

describe('S3 storage against a local S3 server', () => {
  let s3: LocalS3;
  let storage: Storage;
  let close: () => void;

  beforeAll(async () => {
    s3 = await startLocalS3();
    // 100 keys a page, so the listing of 1 001 keys takes eleven ListObjectsV2 pages.
    const opened = await openStorage(loadConfig({ STORAGE_URL: s3.storageUrl('kontor-contract', 100) }).storage, {
      createBucket: true,
    });
    storage = opened.storage;
    close = opened.close;
  });
  afterAll(async () => {
    close();
    await s3.stop();
  });

  storageContract(() => storage, { manyKeys: 1_001 });

  it('refuses to start on a bucket that does not exist, or creates it when asked to (development, tests)', async () => {
    const settings = loadConfig({ STORAGE_URL: s3.storageUrl('kontor-missing') }).storage;
    await expect(openStorage(settings, { createBucket: false })).rejects.toThrow(/the bucket kontor-missing does not exist/);
    const development = await openStorage(settings, { createBucket: true });
    await development.storage.put('companies/x/a.txt', Buffer.from('a'));
    development.close();
    const again = await openStorage(settings, { createBucket: false });
    expect((await again.storage.read('companies/x/a.txt')).toString()).toBe('a');
    again.close();
  });

  it('answers an access key the server refuses as the storage being unavailable, not as a missing file', async () => {
    const wrong = createS3Storage({
      ...settingsOf(s3.storageUrl('kontor-contract')),
      credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret' },
    });
    await expect(wrong.read('companies/a/doc.bin')).rejects.toBeInstanceOf(StorageUnavailableError);
    wrong.close();
  });

  it('answers every call with StorageUnavailableError while the server is down, which the API answers 503 5016', async () => {
    const down: S3Storage = createS3Storage(settingsOf(s3.storageUrl('kontor-contract')));
    await down.put('companies/a/before.txt', Buffer.from('stored before the outage'));
    await s3.stop();
    const failures = [
      () => down.read('companies/a/before.txt'),
      () => down.stream('companies/a/before.txt'),
      () => down.put('companies/a/during.txt', Buffer.from('x')),
      () => down.delete('companies/a/before.txt'),
      async () => {
        for await (const key of down.list('companies/')) void key;
      },
    ];
    for (const failure of failures) {
      const error = await failure().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(StorageUnavailableError);
      expect((error as Error).message).toMatch(/ECONNREFUSED/);
    }
    const error = await down.read('companies/a/before.txt').catch((caught: unknown) => caught);
    expect(mapError(error, 'de')).toEqual({
      status: 503,
      body: {
        error: {
          code: '5016',
          message: 'Die Dateiablage ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut',
        },
      },
    });
    expect(mapError(error, 'en').body.error.message).toBe(
      'The file storage cannot be reached right now. Please try again in a few minutes',
    );
    down.close();
  });
});

describe('STORAGE_URL', () => {
  it('reads the bucket, endpoint, region, path style and credentials, and refuses what it cannot use', () => {
    expect(
      parseStorageUrl('s3://kontor-files?endpoint=http://127.0.0.1:9000/&region=eu-central-1&force_path_style=true'),
    ).toEqual({
      bucket: 'kontor-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: undefined,
      pageSize: 1000,
    });
    expect(settingsOf('s3://AKIA%2F1:se%40cret@kontor-files').credentials).toEqual({
      accessKeyId: 'AKIA/1',
      secretAccessKey: 'se@cret',
    });
    expect(parseStorageUrl('https://kontor-files')).toMatch(/must start with s3:\/\//);
    expect(parseStorageUrl('s3://Kontor_Files')).toMatch(/bucket name/);
    expect(parseStorageUrl('s3://kontor-files/sub')).toMatch(/no path/);
    expect(parseStorageUrl('s3://kontor-files?endpoint=ftp://x')).toMatch(/endpoint/);
    expect(parseStorageUrl('s3://kontor-files?regoin=eu')).toMatch(/unknown parameter regoin/);
    expect(parseStorageUrl('s3://kontor-files?force_path_style=yes')).toMatch(/force_path_style/);
    expect(() => loadConfig({ STORAGE_URL: 's3://x' })).toThrow(/STORAGE_URL: the bucket name/);
    expect(loadConfig({ DATA_DIR: '/srv/kontor' }).storage).toEqual({ kind: 'fs', dir: '/srv/kontor/files' });
    // What npm start prints: the bucket, the endpoint and the access key id, never the secret.
    const printed = describeConfig(
      loadConfig({ STORAGE_URL: 's3://AKIA1:very-secret@kontor-files?endpoint=http://10.0.0.5:9000' }),
    );
    expect(printed.STORAGE_URL).toBe(
      's3://kontor-files at http://10.0.0.5:9000 (region us-east-1; access key AKIA1 from the URL)',
    );
    expect(JSON.stringify(printed)).not.toContain('very-secret');
  });
});
