// Builds the server bundle (esbuild) and the web app (Vite) when their sources are newer than the
// last build, or always with --force. Imported by start.mjs, or run as `npm run build`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(entries) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) if (name !== 'node_modules' && name !== 'dist') visit(path.join(entry, name));
    } else if (!/\.test\.tsx?$/.test(entry)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  entries.forEach(visit);
  return newest;
}

function isStale(stamp, inputs) {
  if (!existsSync(stamp)) return true;
  return newestMtime(inputs) > statSync(stamp).mtimeMs;
}

export const serverEntries = ['main', 'worker', 'cli'];

export function serverBuildOptions(outdir = at('apps/server/dist')) {
  const pkg = JSON.parse(readFileSync(at('apps/server/package.json'), 'utf8'));
  // Everything from node_modules stays external; only our own code (server and domain) is bundled.
  const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@kontor/'));
  return {
    entryPoints: Object.fromEntries(serverEntries.map((name) => [name, at('apps/server/src', `${name}.ts`)])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    external,
    logLevel: 'warning',
  };
}

export async function buildServer() {
  await esbuild.build(serverBuildOptions());
  writeFileSync(at('apps/server/dist/.build-stamp'), new Date().toISOString());
}

export function buildWeb(outDir = at('apps/web/dist')) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], { cwd: at('apps/web'), stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed.');
  writeFileSync(path.join(outDir, '.build-stamp'), new Date().toISOString());
}

export async function ensureBuilt({ force = false, web = true } = {}) {
  const domain = at('packages/domain/src');
  if (force || isStale(at('apps/server/dist/.build-stamp'), [at('apps/server/src'), domain, at('apps/server/package.json')])) {
    const started = Date.now();
    await buildServer();
    console.log(`[kontor] server built in ${Date.now() - started} ms`);
  }
  const webInputs = [at('apps/web/src'), at('apps/web/index.html'), at('apps/web/public'), at('apps/web/vite.config.ts'), domain];
  if (web && (force || isStale(at('apps/web/dist/.build-stamp'), webInputs))) {
    const started = Date.now();
    buildWeb();
    console.log(`[kontor] web app built in ${Date.now() - started} ms`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureBuilt({ force: process.argv.includes('--force') });
}
