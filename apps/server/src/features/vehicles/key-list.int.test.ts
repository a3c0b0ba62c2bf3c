import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyUser, createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext, useTestContext } from '../../test/test-context';
import { bundledKeyListFile } from '../../platform/paths';
import { importConfiguredKeyList, importKeyListFile } from './key-list.service';

const fixture = path.join(import.meta.dirname, 'fixtures', 'key-list-sample.csv');

const t = useTestContext();
let dealer: TestUser;
let dir: string;

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  dir = mkdtempSync(path.join(tmpdir(), 'kontor-key-list-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, user: TestUser = dealer) => t.app.inject({ method: 'GET', url, headers: user.headers });

describe('without a key list', () => {
  it('answers an empty search that says no list is loaded', async () => {
    const response = await get('/api/user/vehicles/variations?hsn=0603&tsn=AHU');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], meta: { imported: false, total: 0, shown: 0, has_more: false } });
    const status = await get('/api/user/vehicles/key-list');
    expect(status.json().data).toMatchObject({ imported: false, rows: 0 });
  });

  it('still offers ANY as a make', async () => {
    expect((await get('/api/user/vehicles/makes')).json().data).toEqual(['ANY']);
  });
});

describe('import of the CSV', () => {
  beforeAll(async () => {
    const result = await importKeyListFile(t.ctx, { file: fixture });
    expect(result).toMatchObject({ imported: true, rows: 14 });
  });

  it('finds a type by HSN and TSN exactly, upper-casing the TSN', async () => {
    const response = await get('/api/user/vehicles/variations?hsn=0603&tsn=ahu');
    expect(response.json()).toMatchObject({
      data: [{ hsn: '0603', tsn: 'AHU', make: 'VW', manufacturer: 'VOLKSWAGEN-VW', model: 'Golf' }],
      meta: { imported: true, total: 1, shown: 1, has_more: false },
    });
  });

  it('answers one entry by its id, and 404 for an unknown one', async () => {
    const [first] = (await get('/api/user/vehicles/variations?hsn=0005&tsn=CHL')).json().data;
    expect((await get(`/api/user/vehicles/variations/${first.id}`)).json().data).toEqual(first);
    expect((await get('/api/user/vehicles/variations/99999999')).statusCode).toBe(404);
  });

  it('lists every TSN of an HSN, grouped by trade name', async () => {
    const response = (await get('/api/user/vehicles/variations?hsn=603')).json();
    const data = response.data as Array<{ tsn: string; model: string }>;
    expect(data.map((row) => `${row.model} ${row.tsn}`)).toEqual([
      'Business ABX',
      'Golf AHU',
      'Golf CBI',
      'Golf VIII CDZ',
      'Golf,Kombi,Variant BFH',
      'Polo BJX',
    ]);
    expect(response.meta).toEqual({ imported: true, total: 5, shown: 5, has_more: false });
  });

  it('fills the make by its common name and the model by the first trade name, without the make, as a dealer writes them', async () => {
    const bmw = (await get('/api/user/vehicles/variations?hsn=0005&tsn=422')).json().data;
    expect(bmw).toEqual([expect.objectContaining({ make: 'BMW', manufacturer: 'BAYER.MOT.WERKE-BMW', model: '520i' })]);
    const audi = (await get('/api/user/vehicles/variations?hsn=0588&tsn=ACJ')).json().data;
    expect(audi).toEqual([expect.objectContaining({ make: 'Audi', manufacturer: 'AUDI', model: 'A4' })]);
    const vw = (await get('/api/user/vehicles/variations?hsn=0603&tsn=ABX')).json().data;
    expect(vw[0].model).toBe('Business');
    const xdrive = (await get('/api/user/vehicles/variations?hsn=0005&tsn=BLP')).json().data;
    expect(xdrive[0]).toMatchObject({ make: 'BMW', model: 'X5 xDrive30d' });
    // The other names of a list are not searched as names of their own.
    expect((await get('/api/user/vehicles/variations?car_model=multivan')).json().data).toEqual([]);
  });

  it('answers one trade name once with all its HSN/TSN pairs', async () => {
    const response = (await get('/api/user/vehicles/variations?car_model=golf')).json();
    const data = response.data as Array<{ hsn: string; tsn: string; model: string }>;
    expect(data.filter((row) => row.model === 'Golf').map((row) => `${row.hsn}/${row.tsn}`)).toEqual([
      '0600/179',
      '0603/AHU',
      '0603/CBI',
    ]);
    expect(response.meta).toEqual({ imported: true, total: 3, shown: 3, has_more: false });
    const bmw = (await get('/api/user/vehicles/variations?car_model=520i&make=BMW')).json();
    expect(bmw.data.map((row: { tsn: string }) => row.tsn)).toEqual(['421', '422']);
    expect(bmw.meta).toMatchObject({ total: 1, shown: 1 });
  });

  it('answers an unknown or malformed key with an empty list, not an error', async () => {
    for (const query of ['hsn=9999&tsn=ZZZ', 'hsn=abcd&tsn=AHU', 'hsn=0603&tsn=%21%21']) {
      const response = await get(`/api/user/vehicles/variations?${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.json().data, query).toEqual([]);
    }
  });

  it('searches trade names by prefix first, then fuzzy', async () => {
    const golf = (await get('/api/user/vehicles/variations?car_model=golf')).json().data as Array<{ model: string }>;
    expect([...new Set(golf.map((row) => row.model))]).toEqual(['Golf', 'Golf VIII', 'Golf,Kombi,Variant']);
    // The KBA's capitals find the same names.
    const shouted = (await get('/api/user/vehicles/variations?car_model=GOLF%20VIII')).json().data as Array<{ model: string }>;
    expect(shouted.map((row) => row.model)).toEqual(['Golf VIII']);
    const typo = (await get('/api/user/vehicles/variations?car_model=golff')).json().data as Array<{ model: string }>;
    expect(typo.map((row) => row.model)).toContain('Golf');
    const inner = (await get('/api/user/vehicles/variations?car_model=variant')).json().data as Array<{ model: string }>;
    expect(inner.map((row) => row.model)).toEqual(['Golf,Kombi,Variant']);
  });

  it('narrows a model search by make', async () => {
    const data = (await get('/api/user/vehicles/variations?car_model=a%20180&make=BMW')).json().data;
    expect(data).toEqual([]);
  });

  it('reads quoted names with commas and quotes', async () => {
    const data = (await get('/api/user/vehicles/variations?hsn=4136&tsn=ABC')).json().data;
    expect(data[0]).toMatchObject({ model: 'Anhaenger "Spezial"', make: 'Example Trailers' });
  });

  it('lists makes by common name with ANY first', async () => {
    expect((await get('/api/user/vehicles/makes')).json().data).toEqual([
      'ANY',
      'Audi',
      'BMW',
      'Example Trailers',
      'Mercedes-Benz',
      'VW',
    ]);
  });

  it('skips the same file at start, and a file older than the loaded one', async () => {
    expect(await importKeyListFile(t.ctx, { file: fixture })).toMatchObject({ imported: false, reason: 'same-file' });
    const older = path.join(dir, 'older.csv');
    writeFileSync(older, 'hsn,tsn,hersteller,handelsname\n0603,AHU,VOLKSWAGEN-VW,GOLF\n');
    utimesSync(older, new Date('2000-01-01'), new Date('2000-01-01'));
    expect(await importKeyListFile(t.ctx, { file: older })).toMatchObject({ imported: false, reason: 'older-file' });
    expect((await get('/api/user/vehicles/key-list')).json().data).toMatchObject({
      imported: true,
      rows: 14,
      source: 'key-list-sample.csv',
    });
  });

  it('asks for a login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/vehicles/variations?car_model=golf' });
    expect(response.statusCode).toBe(401);
  });

  it('lets a user of the demo version search too', async () => {
    const demo = await createUser(t, { status: 'UNVERIFIED' });
    expect((await get('/api/user/vehicles/variations?car_model=polo', demo)).json().data).toHaveLength(1);
  });
});

describe('import of the KBA XLSX layout', () => {
  it('reads sheet "FZ 6.1" below its title rows, filling blank HSN cells from above', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Impressum').addRow(['Kraftfahrt-Bundesamt']);
    const sheet = workbook.addWorksheet('FZ 6.1');
    sheet.addRow(['Bestand an Kraftfahrzeugen nach Herstellern und Typen am 1. Januar 2025']);
    sheet.addRow([]);
    sheet.addRow(['Herstellerschlüsselnummer', 'Herstellerklartext', 'Typschlüsselnummer', 'Handelsname', 'Anzahl']);
    sheet.addRow(['0600', 'VOLKSWAGEN-VW', '179', 'GOLF', 1234]);
    sheet.addRow([null, null, '180', 'GOLF', 56]);
    sheet.addRow([588, 'AUDI', 'ABC', 'A3 SPORTBACK', 78]);
    const file = path.join(dir, 'fz6.xlsx');
    writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
    const result = await importKeyListFile(t.ctx, { file });
    expect(result).toMatchObject({ imported: true, rows: 3 });
    const data = (await get('/api/user/vehicles/variations?hsn=0600&tsn=180')).json().data;
    expect(data).toEqual([expect.objectContaining({ make: 'VW', manufacturer: 'VOLKSWAGEN-VW', model: 'Golf' })]);
    expect((await get('/api/user/vehicles/variations?hsn=588&tsn=abc')).json().data[0]).toMatchObject({
      hsn: '0588',
      make: 'Audi',
    });
    // The new list replaced the old one whole.
    expect((await get('/api/user/vehicles/variations?hsn=0603&tsn=AHU')).json().data).toEqual([]);
  });
});

describe('the start-up import of KBA_DATA_FILE', () => {
  it('loads the configured file after the server listens', async () => {
    const started = await createTestContext({ env: { KBA_DATA_FILE: fixture } });
    try {
      const user = await createCompanyUser(started);
      await started.app.listen({ port: 0, host: '127.0.0.1' });
      let status: { imported: boolean; rows: number } = { imported: false, rows: 0 };
      for (let i = 0; i < 100 && !status.imported; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await started.app.inject({ method: 'GET', url: '/api/user/vehicles/key-list', headers: user.headers })).json()
          .data;
      }
      expect(status).toMatchObject({ imported: true, rows: 14 });
    } finally {
      await started.close();
    }
  });
});

type Status = { imported: boolean; loading: boolean; rows: number; source: string | null };

/** Asks for the key list's status until the start-up import is over, as the search page does. */
async function waitForKeyList(started: TestContext, user: TestUser): Promise<Status> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = (await started.app.inject({ method: 'GET', url: '/api/user/vehicles/key-list', headers: user.headers })).json()
      .data as Status;
    if (!status.loading || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the bundled key list', () => {
  it('loads on the first start without any setting, and says it is loading until then', { timeout: 180_000 }, async () => {
    const started = await createTestContext();
    try {
      expect(started.ctx.config.kbaDataFile).toBe(bundledKeyListFile());
      const user = await createCompanyUser(started);
      await started.app.listen({ port: 0, host: '127.0.0.1' });
      const first = (
        await started.app.inject({ method: 'GET', url: '/api/user/vehicles/key-list', headers: user.headers })
      ).json();
      expect(first.data).toMatchObject({ imported: false, loading: true });
      expect(await waitForKeyList(started, user)).toMatchObject({
        imported: true,
        loading: false,
        rows: 62_392,
        source: 'kba-fz6-2025-hsn-tsn.csv.gz',
      });
      const found = (
        await started.app.inject({ method: 'GET', url: '/api/user/vehicles/variations?hsn=0603&tsn=BGU', headers: user.headers })
      ).json();
      expect(found.data).toEqual([expect.objectContaining({ make: 'VW', manufacturer: 'VOLKSWAGEN-VW', model: 'up!' })]);

      // The next start finds it loaded.
      expect(await importConfiguredKeyList(started.ctx)).toMatchObject({ imported: false, reason: 'same-file' });
      // Loaded under older name rules, the same list is loaded again, even with a later date.
      await started.ctx.database.pool.query(
        "update kba_imports set file_hash = split_part(file_hash, ':', 1) || ':names-1', file_mtime = now() + interval '1 day'",
      );
      expect(await importConfiguredKeyList(started.ctx)).toMatchObject({ imported: true });

      // A newer list of the operator's stays; the bundled list (as of 1 January 2025) replaces an older one.
      const newer = path.join(dir, 'newer.csv');
      writeFileSync(newer, 'hsn,tsn,hersteller,handelsname\n0603,AHU,VOLKSWAGEN-VW,GOLF\n');
      expect(await importKeyListFile(started.ctx, { file: newer })).toMatchObject({ imported: true });
      expect(await importConfiguredKeyList(started.ctx)).toMatchObject({ imported: false, reason: 'older-file' });
      utimesSync(newer, new Date('2024-01-01'), new Date('2024-01-01'));
      expect(await importKeyListFile(started.ctx, { file: newer, force: true })).toMatchObject({ imported: true });
      expect(await importConfiguredKeyList(started.ctx)).toMatchObject({ imported: true, rows: 62_392 });
    } finally {
      await started.close();
    }
  });

  it('is loaded once when two servers start at once', { timeout: 180_000 }, async () => {
    const started = await createTestContext();
    try {
      const results = await Promise.all([importConfiguredKeyList(started.ctx), importConfiguredKeyList(started.ctx)]);
      expect(results.map((result) => result?.imported).sort()).toEqual([false, true]);
      const { rows } = await started.ctx.database.pool.query<{ count: number }>('select count(*)::int as count from kba_imports');
      expect(rows[0]!.count).toBe(1);
    } finally {
      await started.close();
    }
  });

  it('says so when the import failed: not loaded, no longer loading', async () => {
    const started = await createTestContext({ env: { KBA_DATA_FILE: path.join(dir, 'missing.csv.gz') } });
    try {
      const user = await createCompanyUser(started);
      await started.app.listen({ port: 0, host: '127.0.0.1' });
      expect(await waitForKeyList(started, user)).toMatchObject({ imported: false, loading: false });
    } finally {
      await started.close();
    }
  });
});

describe('a search that finds more trade names than it shows', () => {
  it('shows the first 50 names with all their pairs and says how many there are', async () => {
    // 213 trade-name lists of one manufacturer, each name with two TSNs: 426 types.
    const lines = ['hsn,tsn,hersteller,handelsname'];
    for (let n = 1; n <= 213; n++) {
      const name = `KOMBI ${String(n).padStart(3, '0')}`;
      for (const suffix of ['A', 'B']) {
        const tsn = `${String(n).padStart(2, '0').slice(-2)}${suffix}`;
        lines.push(`${String(7000 + Math.floor(n / 100)).padStart(4, '0')},${tsn},HUMBAUR,"${name};${name} X;"`);
      }
    }
    const file = path.join(dir, 'many.csv');
    writeFileSync(file, `${lines.join('\n')}\n`);
    expect(await importKeyListFile(t.ctx, { file, force: true })).toMatchObject({ imported: true, rows: 426 });

    const response = await get('/api/user/vehicles/variations?car_model=kombi');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json() as { data: Array<{ make: string; model: string }>; meta: unknown };
    expect(meta).toEqual({ imported: true, total: 213, shown: 50, has_more: true });
    const names = [...new Set(data.map((row) => row.model))];
    expect(names).toHaveLength(50);
    expect(names[0]).toBe('Kombi 001');
    expect(data).toHaveLength(100);
    expect(new Set(data.map((row) => row.make))).toEqual(new Set(['Humbaur']));

    // A narrower search puts the names starting with it first (the fuzzy half still finds the rest).
    const narrow = (await get('/api/user/vehicles/variations?car_model=kombi%2021')).json();
    const first = [...new Set((narrow.data as Array<{ model: string }>).map((row) => row.model))].slice(0, 4);
    expect(first).toEqual(['Kombi 210', 'Kombi 211', 'Kombi 212', 'Kombi 213']);

    // An HSN with more names than shown says so too.
    const byHsn = (await get('/api/user/vehicles/variations?hsn=7000')).json();
    expect(byHsn.meta).toEqual({ imported: true, total: 99, shown: 50, has_more: true });
  });
});
