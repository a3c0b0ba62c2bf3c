import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedKey, type Storage, type StoredFile } from './storage';

export function createFsStorage(root: string): Storage {
  const tmpDir = path.join(root, '.tmp');

  function resolve(key: string): string {
    return path.join(root, checkedKey(key));
  }

  return {
    // Written to a temp file first and renamed into place, so a crash never leaves half a file
    // under a real key.
    async put(key, data) {
      const target = resolve(key);
      await mkdir(tmpDir, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(tmpDir, randomUUID());
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, counter, createWriteStream(temp));
        const handle = await open(temp, 'r');
        await handle.sync();
        await handle.close();
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { key, size, sha256: hash.digest('hex') } satisfies StoredFile;
    },
    async read(key) {
      return readFile(resolve(key));
    },
    async stream(key) {
      const file = resolve(key);
      await stat(file);
      return createReadStream(file);
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async *list(prefix = '') {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // Half-written files of put() are not stored files.
        if (key.startsWith('.tmp/') || !key.startsWith(prefix)) continue;
        yield key;
      }
    },
  };
}
