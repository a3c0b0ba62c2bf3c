import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyUser, createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-context';
import { importKbaFile } from './kba.service';

const fixture = path.join(import.meta.dirname, 'fixtures', 'kba-sample.csv');

let t: TestContext;
let dealer: TestUser;
let dir: string;

beforeAll(async () => {
  t = await createTestContext();
  dealer = await createCompanyUser(t);
  dir = mkdtempSync(path.join(tmpdir(), 'kontor-kba-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, user: TestUser = dealer) => t.app.inject({ method: 'GET', url, headers: user.headers });

describe('without a key list', () => {
  it('answers an empty search that says no list is loaded', async () => {
    const response = await get('/api/user/vehicles/variations?hsn=0603&tsn=AHU');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], meta: { imported: false } });
    const status = await get('/api/user/vehicles/key-list');
    expect(status.json().data).toMatchObject({ imported: false, rows: 0 });
  });

  it('still offers ANY as a make', async () => {
    expect((await get('/api/user/vehicles/makes')).json().data).toEqual(['ANY']);
  });
});

describe('import of the CSV', () => {
  beforeAll(async () => {
    const result = await importKbaFile(t.ctx, fixture);
    expect(result).toMatchObject({ imported: true, rows: 8 });
  });

  it('finds a type by HSN and TSN exactly, upper-casing the TSN', async () => {
    const response = await get('/api/user/vehicles/variations?hsn=0603&tsn=ahu');
    expect(response.json()).toMatchObject({
      data: [{ hsn: '0603', tsn: 'AHU', make: 'VW', manufacturer: 'VOLKSWAGEN-VW', model: 'GOLF' }],
      meta: { imported: true },
    });
  });

  it('answers one entry by its id, and 404 for an unknown one', async () => {
    const [first] = (await get('/api/user/vehicles/variations?hsn=0005&tsn=CHL')).json().data;
    expect((await get(`/api/user/vehicles/variations/${first.id}`)).json().data).toEqual(first);
    expect((await get('/api/user/vehicles/variations/99999999')).statusCode).toBe(404);
  });

  it('lists every TSN of an HSN', async () => {
    const data = (await get('/api/user/vehicles/variations?hsn=603')).json().data as Array<{ tsn: string }>;
    expect(data.map((row) => row.tsn)).toEqual(['AHU', 'BFH', 'BJX', 'CDZ']);
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
    expect(golf.map((row) => row.model)).toEqual(['GOLF', 'GOLF VIII', 'GOLF,KOMBI,VARIANT']);
    const typo = (await get('/api/user/vehicles/variations?car_model=golff')).json().data as Array<{ model: string }>;
    expect(typo.map((row) => row.model)).toContain('GOLF');
    const inner = (await get('/api/user/vehicles/variations?car_model=variant')).json().data as Array<{ model: string }>;
    expect(inner.map((row) => row.model)).toEqual(['GOLF,KOMBI,VARIANT']);
  });

  it('narrows a model search by make', async () => {
    const data = (await get('/api/user/vehicles/variations?car_model=a%20180&make=BMW')).json().data;
    expect(data).toEqual([]);
  });

  it('reads quoted names with commas and quotes', async () => {
    const data = (await get('/api/user/vehicles/variations?hsn=4136&tsn=ABC')).json().data;
    expect(data[0]).toMatchObject({ model: 'ANHAENGER "SPEZIAL"', make: 'Example Trailers' });
  });

  it('lists makes by common name with ANY first', async () => {
    expect((await get('/api/user/vehicles/makes')).json().data).toEqual([
      'ANY',
      'BMW',
      'Example Trailers',
      'Mercedes-Benz',
      'VW',
    ]);
  });

  it('skips the same file at start, and a file older than the loaded one', async () => {
    expect(await importKbaFile(t.ctx, fixture)).toMatchObject({ imported: false, reason: 'same-file' });
    const older = path.join(dir, 'older.csv');
    writeFileSync(older, 'hsn,tsn,hersteller,handelsname\n0603,AHU,VOLKSWAGEN-VW,GOLF\n');
    utimesSync(older, new Date('2000-01-01'), new Date('2000-01-01'));
    expect(await importKbaFile(t.ctx, older)).toMatchObject({ imported: false, reason: 'older-file' });
    expect((await get('/api/user/vehicles/key-list')).json().data).toMatchObject({
      imported: true,
      rows: 8,
      source: 'kba-sample.csv',
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
    const result = await importKbaFile(t.ctx, file);
    expect(result).toMatchObject({ imported: true, rows: 3 });
    const data = (await get('/api/user/vehicles/variations?hsn=0600&tsn=180')).json().data;
    expect(data).toEqual([expect.objectContaining({ make: 'VW', manufacturer: 'VOLKSWAGEN-VW', model: 'GOLF' })]);
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
      expect(status).toMatchObject({ imported: true, rows: 8 });
    } finally {
      await started.close();
    }
  });
});
