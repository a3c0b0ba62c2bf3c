import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from './operator-cli';
import { createTestDatabase } from './test/test-context';

// `npm run admin -- …` works on npm start's database or on none: it says which database and which
// address its mails link to, and never creates a database of its own (an empty one would hide the
// dealers' data behind a wrong DATA_DIR or DATABASE_URL).

/** A connection URL that carries a password (user:password@), whatever the test server's password is (none with trust). */
const WITH_PASSWORD = /postgres(ql)?:\/\/[^\s/@:]*:[^\s/@]*@/;

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'kontor-admin-'));

async function run(args: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  const code = await runOperatorCommand(args, { LOG_LEVEL: 'silent', ...env }, io);
  return { code, output: lines.join('\n') };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

let kontor: { url: string; drop(): Promise<void> };
beforeAll(async () => {
  kontor = await createTestDatabase();
});
afterAll(() => kontor.drop());

describe('npm run admin', () => {
  it('refuses to create an embedded PostgreSQL under a DATA_DIR npm start never used, naming the setting to check', async () => {
    const dataDir = freshDir();
    const { code, output } = await run(['trial:extend', 'a@b.de', '5'], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(code).toBe(1);
    expect(output).toContain(path.join(dataDir, 'pg'));
    expect(output).toMatch(/DATA_DIR/);
    expect(output).toMatch(/\.env/);
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'pg.password'))).toBe(false);
  });

  it('refuses a DATABASE_URL whose database does not exist, and creates none', async () => {
    const { adminUrl, prefix } = inject('pg');
    const name = `${prefix}_absent`;
    const { code, output } = await run(['trial:extend', 'a@b.de', '5'], {
      DATA_DIR: freshDir(),
      DATABASE_URL: withDatabase(adminUrl, name),
    });
    expect(code).toBe(1);
    expect(output).toMatch(/DATABASE_URL/);
    expect(output).toContain(name);
    expect(output).not.toMatch(WITH_PASSWORD);
    expect(await adminQuery(adminUrl, 'select 1 from pg_database where datname = $1', [name])).toEqual([]);
  });

  it('refuses an empty database (npm start never ran on it) and leaves it empty', async () => {
    const { adminUrl, prefix } = inject('pg');
    const name = `${prefix}_empty`;
    await adminQuery(adminUrl, `create database "${name}"`);
    const url = withDatabase(adminUrl, name);
    const { code, output } = await run(['trial:extend', 'a@b.de', '5'], { DATA_DIR: freshDir(), DATABASE_URL: url });
    expect(code).toBe(1);
    expect(output).toMatch(/no Kontor tables/);
    expect(await adminQuery(url, "select to_regclass('drizzle.__drizzle_migrations') as found")).toEqual([{ found: null }]);
  });

  it('says which database it uses (without the password) and where its mails link to, then runs the command', async () => {
    const dataDir = freshDir();
    const parsed = new URL(kontor.url);
    const assumed = await run(['trial:extend', 'nobody@example.de', '5'], {
      DATA_DIR: dataDir,
      DATABASE_URL: kontor.url,
      PORT: '3100',
    });
    expect(assumed.output).toContain(`database: postgres://${parsed.username}@${parsed.host}${parsed.pathname}`);
    expect(assumed.output).not.toMatch(WITH_PASSWORD);
    expect(assumed.output).toMatch(/mail links: http:\/\/127\.0\.0\.1:3100 \(assumed from HOST and PORT/);
    // The command ran: it looked the user up and found none.
    expect(assumed.code).toBe(2);
    expect(assumed.output).toMatch(/No user with the e-mail address nobody@example\.de/);

    // Where npm start listens, as it recorded it, is where the links go.
    writeFileSync(path.join(dataDir, 'public-url'), 'http://127.0.0.1:4123\n');
    const recorded = await run(['trial:extend', 'nobody@example.de', '5'], { DATA_DIR: dataDir, DATABASE_URL: kontor.url });
    expect(recorded.output).toMatch(/mail links: http:\/\/127\.0\.0\.1:4123 \(where npm start listens/);

    const set = await run(['trial:extend', 'nobody@example.de', '5'], {
      DATA_DIR: dataDir,
      DATABASE_URL: kontor.url,
      PUBLIC_URL: 'https://kontor.example.de/',
    });
    expect(set.output).toMatch(/mail links: https:\/\/kontor\.example\.de \(PUBLIC_URL\)/);
  });
});
