import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { seededRandom } from '../../test/seeded-random';
import { isMissingFile, type Storage } from './storage';

/** Random bytes from a fixed seed: the same file on every run, with every byte value in it. */
function seededBytes(size: number, seed: number): Buffer {
  const next = seededRandom(seed);
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = Math.floor(next() * 256);
  return bytes;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function listed(storage: Storage, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys.sort();
}

async function rejection(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/**
 * What every storage driver answers alike (storage.ts): the filesystem's and the S3 one run these
 * same tests. `storage()` is read inside the tests (the driver starts in the caller's beforeAll);
 * `manyKeys` is how many keys the listing test stores (more than a page of the driver's listing).
 */
export function storageContract(storage: () => Storage, options: { manyKeys: number }): void {
  it('stores a buffer and reads back every byte, with its size and SHA-256', async () => {
    const data = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), seededBytes(4_000, 1)]);
    const stored = await storage().put('companies/a/doc.bin', data);
    expect(stored).toEqual({ key: 'companies/a/doc.bin', size: data.length, sha256: sha256(data) });
    expect((await storage().read('companies/a/doc.bin')).equals(data)).toBe(true);
  });

  it('stores a stream of several MB in parts and streams it back without holding it whole', async () => {
    const data = seededBytes(12 * 1024 * 1024 + 123, 2);
    const chunks = Array.from({ length: Math.ceil(data.length / 65_536) }, (_, i) => data.subarray(i * 65_536, (i + 1) * 65_536));
    const stored = await storage().put('companies/a/large.bin', Readable.from(chunks));
    expect(stored).toEqual({ key: 'companies/a/large.bin', size: data.length, sha256: sha256(data) });
    const stream = await storage().stream('companies/a/large.bin');
    const hash = createHash('sha256');
    let size = 0;
    let largest = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      largest = Math.max(largest, chunk.length);
    }
    expect({ size, sha256: hash.digest('hex') }).toEqual({ size: data.length, sha256: sha256(data) });
    // It came in pieces as it was read, not as one buffer of the whole file.
    expect(largest).toBeLessThan(data.length / 4);
  });

  it('overwrites a key with the newer content', async () => {
    await storage().put('companies/a/logo.png', Buffer.from('first version'));
    await storage().put('companies/a/logo.png', Buffer.from('second'));
    expect((await storage().read('companies/a/logo.png')).toString()).toBe('second');
    expect(await listed(storage(), 'companies/a/logo')).toEqual(['companies/a/logo.png']);
  });

  it('answers a missing key with ENOENT on read and stream, and deleting it (twice) is fine', async () => {
    await storage().put('companies/a/gone.txt', Buffer.from('x'));
    await storage().delete('companies/a/gone.txt');
    await storage().delete('companies/a/gone.txt');
    await storage().delete('companies/never/was.txt');
    expect(isMissingFile(await rejection(() => storage().read('companies/a/gone.txt')))).toBe(true);
    expect(isMissingFile(await rejection(() => storage().stream('companies/a/gone.txt')))).toBe(true);
    expect(await listed(storage(), 'companies/a/gone')).toEqual([]);
  });

  it(`lists the keys under a prefix, all ${options.manyKeys} of them across pages, and nothing of other prefixes`, async () => {
    const keys = Array.from({ length: options.manyKeys }, (_, i) => `companies/many/${String(i).padStart(5, '0')}.txt`);
    // A few at a time: the S3 server answers each PUT on its own.
    for (let i = 0; i < keys.length; i += 25) {
      await Promise.all(keys.slice(i, i + 25).map((key) => storage().put(key, Buffer.from(key))));
    }
    await storage().put('companies/many_more/other.txt', Buffer.from('other'));
    await storage().put('companies/b/deep/two.txt', Buffer.from('2'));
    await storage().put('companies/b/one.txt', Buffer.from('1'));
    expect(await listed(storage(), 'companies/many/')).toEqual(keys);
    expect(await listed(storage(), 'companies/b/')).toEqual(['companies/b/deep/two.txt', 'companies/b/one.txt']);
    expect(await listed(storage(), 'nothing/')).toEqual([]);
    const all = await listed(storage());
    expect(all).toEqual(expect.arrayContaining([...keys, 'companies/many_more/other.txt', 'companies/a/doc.bin']));
  });

  it('keeps keys with umlauts and spaces as they are', async () => {
    const key = 'companies/ä/Müller Straße 1 (Kopie).pdf';
    await storage().put(key, Buffer.from('Fahrzeugbrief'));
    expect((await storage().read(key)).toString()).toBe('Fahrzeugbrief');
    expect(await listed(storage(), 'companies/ä/')).toEqual([key]);
    await storage().delete(key);
    expect(await listed(storage(), 'companies/ä/')).toEqual([]);
  });

  it('stores nothing when the source fails midway, and reports the source’s error', async () => {
    let sent = 0;
    const broken = new Readable({
      read() {
        sent += 1;
        if (sent > 3) this.destroy(new Error('connection lost'));
        else this.push(seededBytes(1024, sent));
      },
    });
    await expect(storage().put('companies/a/broken.bin', broken)).rejects.toThrow('connection lost');
    expect(isMissingFile(await rejection(() => storage().read('companies/a/broken.bin')))).toBe(true);
    expect(await listed(storage(), 'companies/a/broken')).toEqual([]);
    // And past the first part of a multipart upload (8 MiB): the parts sent are dropped with it.
    let chunks = 0;
    const late = new Readable({
      read() {
        chunks += 1;
        if (chunks > 10) this.destroy(new Error('connection lost late'));
        else this.push(seededBytes(1024 * 1024, 100 + chunks));
      },
    });
    await expect(storage().put('companies/a/broken-late.bin', late)).rejects.toThrow('connection lost late');
    expect(await listed(storage(), 'companies/a/broken')).toEqual([]);
  });

  it('refuses keys that climb out of the root or are not plain paths', async () => {
    await expect(storage().put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage().read('a/../../etc/passwd')).rejects.toThrow(/unsafe/);
    await expect(storage().put('/absolute.txt', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage().put('a//b.txt', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage().put('.tmp/x', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage().delete('a\\b.txt')).rejects.toThrow(/unsafe/);
  });
}
