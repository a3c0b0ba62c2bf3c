import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettingsFile } from './settings-file.mjs';

// npm start, npm run worker and npm run admin read the same settings: the environment, and under it
// the .env file in the repository's root.
function folderWith(text: string | undefined): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kontor-settings-'));
  if (text !== undefined) writeFileSync(path.join(dir, '.env'), text);
  return dir;
}

describe('scripts/settings-file.mjs', () => {
  it('adds the settings of .env that the environment does not set', () => {
    const dir = folderWith('# the operator\nDATA_DIR=/srv/kontor\nPORT=8080\nOPERATOR_ADDRESS="Hauptstraße 5, 10115 Berlin"\n');
    const env: Record<string, string | undefined> = { PORT: '9000' };
    expect(loadSettingsFile(dir, env)).toBe(path.join(dir, '.env'));
    expect(env).toEqual({ PORT: '9000', DATA_DIR: '/srv/kontor', OPERATOR_ADDRESS: 'Hauptstraße 5, 10115 Berlin' });
  });

  it('keeps a setting the environment gives empty: empty means unset, on purpose', () => {
    const dir = folderWith('DATABASE_URL=postgres://kontor@db/kontor\n');
    const env: Record<string, string | undefined> = { DATABASE_URL: '' };
    loadSettingsFile(dir, env);
    expect(env.DATABASE_URL).toBe('');
  });

  it('answers undefined and changes nothing without a .env file', () => {
    const env: Record<string, string | undefined> = { PORT: '3000' };
    expect(loadSettingsFile(folderWith(undefined), env)).toBeUndefined();
    expect(env).toEqual({ PORT: '3000' });
  });
});
