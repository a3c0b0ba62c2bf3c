import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createFsStorage } from './fs-storage';

describe('filesystem storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kontor-storage-'));
  const storage = createFsStorage(root);

  it('stores a buffer and reports size and hash', async () => {
    const data = Buffer.from('Rechnung 2026-0001');
    const stored = await storage.put('company/a/doc.txt', data);
    expect(stored).toEqual({
      key: 'company/a/doc.txt',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
    expect((await storage.read('company/a/doc.txt')).toString()).toBe('Rechnung 2026-0001');
  });

  it('stores a stream and leaves no temp file behind', async () => {
    const stored = await storage.put('company/a/stream.bin', Readable.from([Buffer.alloc(1000, 1), Buffer.alloc(24, 2)]));
    expect(stored.size).toBe(1024);
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('lists the stored keys (under a prefix), never a half-written file', async () => {
    const listed = async (prefix?: string) => {
      const keys: string[] = [];
      for await (const key of storage.list(prefix)) keys.push(key);
      return keys.sort();
    };
    await storage.put('company/b/one.txt', Buffer.from('1'));
    await storage.put('company/b/deep/two.txt', Buffer.from('2'));
    expect(await listed('company/b/')).toEqual(['company/b/deep/two.txt', 'company/b/one.txt']);
    expect(await listed()).toContain('company/a/doc.txt');
    expect((await listed()).some((key) => key.startsWith('.tmp'))).toBe(false);
    expect(await listed('nothing/')).toEqual([]);
    const empty = createFsStorage(path.join(root, 'never-written'));
    const none: string[] = [];
    for await (const key of empty.list()) none.push(key);
    expect(none).toEqual([]);
  });

  it('leaves nothing when the source fails midway', async () => {
    const broken = new Readable({
      read() {
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('company/a/broken.bin', broken)).rejects.toThrow('connection lost');
    await expect(storage.read('company/a/broken.bin')).rejects.toThrow();
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('deletes, and deleting twice is fine', async () => {
    await storage.put('company/a/gone.txt', Buffer.from('x'));
    await storage.delete('company/a/gone.txt');
    await storage.delete('company/a/gone.txt');
    await expect(storage.read('company/a/gone.txt')).rejects.toThrow();
  });

  it('refuses keys that climb out of the root', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage.read('a/../../etc/passwd')).rejects.toThrow(/unsafe/);
  });
});
