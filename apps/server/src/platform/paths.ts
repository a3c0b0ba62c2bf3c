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

/** The HSN/TSN key list that comes with Kontor (KBA FZ 6, as of 1 January 2025), loaded at start unless KBA_DATA_FILE names another. */
export const bundledKeyListFile = () => path.join(serverRoot(), 'key-list', 'kba-fz6-2025-hsn-tsn.csv.gz');
/** The date the bundled list stands at: what "a newer list is loaded" is measured against, not the file's time of checkout. */
export const BUNDLED_KEY_LIST_DATE = new Date('2025-01-01T00:00:00Z');
/** The compiled e-invoice rule sets (EN 16931, XRechnung), kept beside the e-invoice code and read from there by the bundle too. */
export const eInvoiceRulesFolder = () => path.join(serverRoot(), 'src', 'features', 'document-engine', 'e-invoice');
