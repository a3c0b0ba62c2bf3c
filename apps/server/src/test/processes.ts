import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

// Real server and worker processes for the tests of several processes on one database: bundled
// once per test file as `npm start` bundles them (only our code; node_modules stays external), each
// started with its own settings, stopped politely or killed (SIGKILL, as a machine that dies).

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverRoot = path.resolve(serverSrc, '..');

export type Bundle = { dir: string; remove(): void };

/**
 * Bundles main.ts, worker.ts and `extra` entries (paths under src/, e.g. a test's own worker) into a
 * folder under apps/server/node_modules/.cache, from where the bundle finds node_modules and the
 * server's folder (migrations, key list) as dist/ does.
 */
export async function bundleProcesses(extra: string[] = []): Promise<Bundle> {
  const dir = path.join(serverRoot, 'node_modules', '.cache', `kontor-processes-${randomBytes(4).toString('hex')}`);
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { dependencies?: object };
  const entries = ['main.ts', 'worker.ts', ...extra];
  await esbuild.build({
    entryPoints: Object.fromEntries(entries.map((entry) => [path.basename(entry, '.ts'), path.join(serverSrc, entry)])),
    outdir: dir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@kontor/')),
    logLevel: 'warning',
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type RunningProcess = {
  /** Where a server listens (http://127.0.0.1:port); undefined for a worker. */
  url: string | undefined;
  output(): string;
  /** SIGKILL: no shutdown runs, as when the machine dies. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful stop. */
  stop(): Promise<void>;
};

const READY = { server: /\[kontor\] ready in \d+ ms: (http:\/\/[\d.]+:\d+)/, worker: /\[kontor-worker\] working/ };

/**
 * Starts the bundle's `entry` (main, worker, or a test's own) with `env` over the test's
 * environment and waits for its ready line (bounded: a process that never gets ready fails; a
 * start migrates and reads the key list, minutes on a machine busy with other work).
 */
export async function startProcess(
  bundle: Bundle,
  kind: 'server' | 'worker',
  { env, entry = kind === 'server' ? 'main' : 'worker' }: { env: Record<string, string>; entry?: string },
): Promise<RunningProcess> {
  const child: ChildProcess = spawn(process.execPath, [path.join(bundle.dir, `${entry}.js`)], {
    cwd: path.resolve(serverRoot, '../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit');
  const url = await new Promise<string | undefined>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} not ready within 180 s:\n${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY[kind].exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} exited (${code}) before it was ready:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  return { url, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
