import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

// Without PUBLIC_URL, mails link to where the server listens. The server writes that address into
// DATA_DIR once it listens, so that an operator command or a worker on the same DATA_DIR links to
// the same place, not to a port guessed from its own settings.

const FILE = 'public-url';

/** Kept by the server once it listens: the address its mails link to. */
export function recordPublicUrl(dataDir: string, url: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, FILE), `${url}\n`);
}

export type MailLinks = { url: string; source: 'setting' | 'recorded' | 'assumed' };

/** Where mails link to: PUBLIC_URL, else where npm start listens (recorded), else http://HOST:PORT. */
export function mailLinks(config: Config): MailLinks {
  if (config.publicUrlSet) return { url: config.publicUrl, source: 'setting' };
  let recorded: string | undefined;
  try {
    recorded = readFileSync(path.join(config.dataDir, FILE), 'utf8').trim();
  } catch {
    recorded = undefined;
  }
  return recorded && /^https?:\/\//.test(recorded)
    ? { url: recorded, source: 'recorded' }
    : { url: config.publicUrl, source: 'assumed' };
}

export function describeMailLinks({ url, source }: MailLinks, dataDir: string): string {
  if (source === 'setting') return `${url} (PUBLIC_URL)`;
  if (source === 'recorded') return `${url} (where npm start listens, as it recorded in ${path.join(dataDir, FILE)})`;
  return `${url} (assumed from HOST and PORT: npm start has not recorded an address in ${dataDir}; set PUBLIC_URL if it listens elsewhere)`;
}
