// `npm run db:generate -- --name <what>`: a migration from the changes to the Drizzle schema.
// npm hoists drizzle-kit to the root but keeps drizzle-orm in apps/server/node_modules, and
// drizzle-kit imports drizzle-orm from where it is itself installed; a link bridges that while it runs.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const link = path.join(root, 'node_modules/drizzle-orm');
const linked = !existsSync(link);
if (linked) symlinkSync(path.join(server, 'node_modules/drizzle-orm'), link, 'dir');
try {
  const kit = path.join(root, 'node_modules/drizzle-kit/bin.cjs');
  const result = spawnSync(process.execPath, [kit, 'generate', ...process.argv.slice(2)], { cwd: server, stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
} finally {
  if (linked) rmSync(link);
}
