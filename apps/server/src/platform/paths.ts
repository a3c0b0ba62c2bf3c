import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this module whether it runs from src/ (tests, dev) or from the bundle in
 * dist/: it is the folder that holds the committed migrations.
 */
function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('apps/server (the folder with drizzle/) was not found.');
}

export const migrationsFolder = () => path.join(serverRoot(), 'drizzle');
export const webDistFolder = () => path.resolve(serverRoot(), '..', 'web', 'dist');
