// What the suites that time the server's code without HTTP share: a module of it bundled like the
// server (our code in, node_modules out) into apps/server/dist/bench/<name>.mjs, then imported.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { serverBuildOptions } from '../scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `lines` are the module's source (export statements, paths relative to apps/server/src); each suite bundles its own `name`. */
export async function bundleServerModule(name, lines) {
  const outfile = path.join(root, `apps/server/dist/bench/${name}.mjs`);
  const { external } = serverBuildOptions();
  await esbuild.build({
    stdin: { contents: lines.join('\n'), resolveDir: path.join(root, 'apps/server/src'), loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: [...external, 'unpdf'],
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}
