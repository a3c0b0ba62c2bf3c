// The one place settings come from for npm start, npm run worker, npm run admin and npm run dev: the
// environment, and under it the file .env in the repository's root (ignored by git). A variable the
// environment sets wins over the file, even when empty (the way to unset one the file gives).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** Adds the settings of `dir`/.env that `env` lacks; answers the file's path, or undefined when there is none. */
export function loadSettingsFile(dir, env = process.env) {
  const file = path.join(dir, '.env');
  if (!existsSync(file)) return undefined;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[name] === undefined) env[name] = value;
  }
  return file;
}
