// `npm start`: build what is missing or stale, then run the server (which starts PostgreSQL,
// migrates, runs the jobs and serves the app) in this process, so signals reach it directly.
// `--worker` runs the job runner alone; `--cli <command> …` runs an operator command (cli.ts).
// All three read their settings the same way: the environment, then the root's .env file.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './build.mjs';
import { loadSettingsFile } from './settings-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const worker = process.argv.includes('--worker');
const cli = process.argv.includes('--cli');
const entry = cli ? 'cli.js' : worker ? 'worker.js' : 'main.js';

const settingsFile = loadSettingsFile(root);
console.log(`[kontor] settings: the environment${settingsFile ? ` and ${settingsFile}` : ` (no ${path.join(root, '.env')})`}`);

await ensureBuilt({ web: !worker && !cli });
await import(pathToFileURL(path.join(root, 'apps/server/dist', entry)).href);
