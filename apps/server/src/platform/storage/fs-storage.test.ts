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
