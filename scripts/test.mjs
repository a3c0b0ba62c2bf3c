// `npm test`: lint, formatting, typecheck, then every unit and integration test (vitest starts its own
// embedded PostgreSQL unless DATABASE_URL names a server). Needs nothing but npm.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npx', ['tsc', '-p', 'packages/domain']],
  ['typecheck', 'npx', ['tsc', '-p', 'apps/server']],
  ['typecheck', 'npx', ['tsc', '-p', 'apps/web']],
  ['typecheck', 'npx', ['tsc', '-p', 'e2e']],
  ['tests', 'npx', ['vitest', 'run', ...process.argv.slice(2)]],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
}
console.log(`\nnpm test wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
