import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Real server and worker processes for the tests of several processes on one database: started
// from the TypeScript sources through tsx (no build), each with its own settings, stopped politely
// or killed (SIGKILL, as a machine that dies).

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
 * Starts `entry` (main.ts, worker.ts, or a test's own entry beside this file) with `env` over the
 * test's environment and waits for its ready line (bounded: a process that never gets ready fails).
 */
export async function startProcess(
  kind: 'server' | 'worker',
  env: Record<string, string>,
  entry = kind === 'server' ? 'main.ts' : 'worker.ts',
): Promise<RunningProcess> {
  const file = path.join(serverSrc, entry);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: path.resolve(serverSrc, '../../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit');
  const url = await new Promise<string | undefined>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} not ready within 60 s:\n${output}`)), 60_000);
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
