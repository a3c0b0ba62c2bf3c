import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createFsStorage } from './fs-storage';
import { storageContract } from './storage-contract';

describe('filesystem storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kontor-storage-'));
  const storage = createFsStorage(root);

  storageContract(() => storage, { manyKeys: 1_001 });

  it('leaves no temp file behind, and never lists one', async () => {
    await storage.put('companies/t/stream.bin', Readable.from([Buffer.alloc(1000, 1), Buffer.alloc(24, 2)]));
    const broken = new Readable({
      read() {
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('companies/t/broken.bin', broken)).rejects.toThrow('connection lost');
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys.some((key) => key.startsWith('.tmp'))).toBe(false);
  });

  it('lists nothing in a folder never written to', async () => {
    const empty = createFsStorage(path.join(root, 'never-written'));
    const none: string[] = [];
    for await (const key of empty.list()) none.push(key);
    expect(none).toEqual([]);
  });
});
