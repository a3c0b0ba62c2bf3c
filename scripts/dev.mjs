// `npm run dev`: the server rebuilt by esbuild on every change and restarted by node --watch, and
// Vite with hot reload on http://127.0.0.1:5173, proxying /api to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { serverBuildOptions } from './build.mjs';
import { serverNodeOptions } from './server-node-options.mjs';
import { loadSettingsFile } from './settings-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The same settings as npm start: the environment, then the root's .env file.
loadSettingsFile(root);
const context = await esbuild.context(serverBuildOptions());
await context.rebuild();
await context.watch();

const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
const children = [
  spawn('node', ['--watch', '--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
    stdio: 'inherit',
    env: { ...env, NODE_OPTIONS: serverNodeOptions(env.NODE_OPTIONS) },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env }),
];
const stop = async () => {
  for (const child of children) child.kill('SIGINT');
  await context.dispose();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
