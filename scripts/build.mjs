// Builds the server bundle (esbuild) and the web app (Vite) when their sources are newer than the
// last build, or always with --force. Imported by start.mjs, or run as `npm run build`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

function viteBuild(args) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { cwd: at('apps/web'), stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed.');
}

/**
 * The guest pages drawn ahead (apps/web/src/prerender.tsx), each written as the app's page with its
 * drawing in the root: <outDir>/prerendered/<locale>/<path>.html, which the server sends for that
 * path in that language.
 */
async function prerenderGuestPages(outDir) {
  // Beside outDir, below apps/web: the bundle finds react and the rest in node_modules from there.
  const ssrDir = path.join(path.dirname(outDir), `.prerender-${process.pid}`);
  try {
    viteBuild(['--ssr', 'src/prerender.tsx', '--outDir', ssrDir]);
    const { prerenderGuestPages: draw } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
    const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    for (const { locale, path: page, markup } of await draw()) {
      const html = template
        .replace(/<html lang="[a-z]+">/, `<html lang="${locale}">`)
        .replace('<div id="root"></div>', () => `<div id="root" inert>${markup}</div>`);
      if (!html.includes(markup)) throw new Error('index.html has no empty <div id="root"></div> for the drawn pages.');
      const file = path.join(outDir, 'prerendered', locale, `${page.slice(1)}.html`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

export async function buildWeb(outDir = at('apps/web/dist')) {
  viteBuild(['--outDir', outDir]);
  await prerenderGuestPages(outDir);
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
    await buildWeb();
    console.log(`[kontor] web app built in ${Date.now() - started} ms`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureBuilt({ force: process.argv.includes('--force') });
}
