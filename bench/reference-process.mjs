// A bare reference server of a bench (node:http + pg, no framework) as its own process, started with
// the server's Node options so that the two differ in their code alone; it prints its port once
// listening.
import { spawn } from 'node:child_process';
import { serverNodeOptions } from '../scripts/server-node-options.mjs';

/** Starts `script` with `args`; answers its URL and how to stop it. */
export async function startReferenceProcess(script, args) {
  const child = spawn(process.execPath, [script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS) },
  });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the reference exited (${code})`)));
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
  };
}
