import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type LocalS3 = {
  /** STORAGE_URL of a bucket on this server (created on first use outside production), listing `pageSize` keys a page. */
  storageUrl(bucket: string, pageSize?: number): string;
  /** Ends the server process, keeping its files (an outage: connections are refused until `resume`). */
  pause(): Promise<void>;
  /** Starts it again on the same port and files: the storage is back. */
  resume(): Promise<void>;
  /** Ends the server process (an outage: connections are refused from then on) and removes its files. */
  stop(): Promise<void>;
};

/**
 * A local S3-compatible server (s3rver, speaking S3's REST protocol) on a folder of its own, at a
 * free port, in a process of its own: the S3 storage driver's tests talk to it as to any S3
 * service, and stopping it is a real outage. s3rver's ListObjectsV2 continuation tokens are DES
 * encrypted, which OpenSSL 3 keeps in its legacy provider: the server process turns that on.
 * It accepts the access key S3RVER (it does not check SigV4 signatures, only the key id), and it
 * pages a listing in the order of its folders, which is S3's key order only where no key of a
 * folder sorts before a sibling folder's ("a-b/" walks after "a/" but sorts before it).
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'kontor-s3-'));
  let { server, port } = await spawnS3(directory, 0);
  let stopped = false;
  const end = async () => {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  };
  return {
    storageUrl: (bucket, pageSize) =>
      `s3://S3RVER:S3RVER@${bucket}?endpoint=http://127.0.0.1:${port}&region=eu-central-1&force_path_style=true` +
      (pageSize ? `&page_size=${pageSize}` : ''),
    async pause() {
      await end();
    },
    async resume() {
      ({ server, port } = await spawnS3(directory, port));
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (server.exitCode === null && server.signalCode === null) await end();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** s3rver on `directory` at `port` (0: a free one), once it listens. */
async function spawnS3(directory: string, port: number): Promise<{ server: ChildProcess; port: number }> {
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const server: ChildProcess = spawn(
    process.execPath,
    ['--openssl-legacy-provider', cli, '-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const listening = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /S3rver listening on [\d.]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it listened: ${output}`)));
    server.once('error', reject);
  });
  return { server, port: listening };
}
