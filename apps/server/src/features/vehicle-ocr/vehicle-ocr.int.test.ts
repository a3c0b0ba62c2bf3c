import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorTexts } from '@kontor/domain/errors';
import type { JobStatusView } from '@kontor/domain/jobs';
import { OCR_FIELDS, OCR_UNSURE_BELOW, type OcrField } from '@kontor/domain/vehicle-ocr';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createCompanyUser, usedStorage, type CompanyUser, type TestUser } from '../../test/factories';
import { multipart, sampleFiles } from '../../test/multipart';
import { useTestContext } from '../../test/test-context';
import { vehicleInput } from '../../test/vehicles-factories';
import { getLineReader } from './page-lines';
import { forgetOcrImage } from './vehicle-ocr.jobs';

// Reading a registration document. OCR takes seconds per picture, so each reading here is
// one the assertions share; the reader's accuracy over many pictures is measured by its bench.

const fixtures = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));
/** A phone photo of a specimen-like ZB I (turned a quarter, stored with an EXIF orientation), and a flat scan. */
const PHOTO = 'specimen/zb1-photo-04.jpg';
const SCAN = 'specimen/zb1-flat-01.jpg';
const BLANK = 'blank-page.jpg';
/** What each picture prints, by picture and field (camelCase as OCR_FIELDS), as its generator wrote it. */
const specimen = JSON.parse(fixture('specimen/truth.json').toString()) as Record<
  string,
  { truth: Partial<Record<OcrField, string | number>> }
>;
const truthOf = (name: string) => specimen[path.basename(name)]!.truth;

/** The photo turned by another quarter and its orientation tag dropped: the same page, read the same. */
const rotated = () => sharp(fixture(PHOTO)).rotate().rotate(90).jpeg({ quality: 90 }).toBuffer();

/** A photo of something else: a till receipt, text on paper, no certificate. */
async function receipt(): Promise<Buffer> {
  const rows = [
    'BACKEREI SONNENSCHEIN',
    'Hauptstr. 12, 10115 Berlin',
    '2 x Brotchen 0,90',
    'Kaffee 2,80',
    'SUMME EUR 3,70',
    '07.12.2026 08:14',
    'Vielen Dank!',
  ];
  const text = rows
    .map((row, i) => `<text x="60" y="${120 + i * 70}" font-family="DejaVu Sans" font-size="40">${row}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700"><rect width="900" height="700" fill="#f4f1ea"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).blur(0.6).jpeg({ quality: 80 }).toBuffer();
}

// Registered before the app's hooks, so the OCR models are released after the app (and its jobs) stopped.
afterAll(async () => {
  await getLineReader().close();
});

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});

type Region = { x: number; y: number; width: number; height: number };
type OcrAnswer = {
  status: JobStatusView['status'];
  progress: number;
  error: string | null;
  result: {
    fields: Record<string, { value: string | number; confidence: number; reason?: string; region?: Region }>;
    rejected: Array<{ field: string; reason: string; read: string; region?: Region }>;
    image: string;
  } | null;
};

async function send(content: Buffer, filename: string, user: TestUser = dealer) {
  const body = await multipart({}, [{ field: 'passport', filename, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/vehicles/ocr',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

const get = (url: string, user: TestUser = dealer) => t.app.inject({ method: 'GET', url, headers: user.headers });

async function read(content: Buffer, filename: string): Promise<OcrAnswer & { suuid: string }> {
  const started = await send(content, filename);
  expect(started.statusCode).toBe(202);
  const suuid = started.json().data.suuid as string;
  for (let i = 0; i < 600; i += 1) {
    const data = (await get(`/api/user/vehicles/ocr/${suuid}`)).json().data as OcrAnswer;
    if (data.status === 'DONE' || data.status === 'FAILED') return { ...data, suuid };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the reading did not finish');
}

/** The wire's snake_case name of a field. */
const wire = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type ReadFields = NonNullable<OcrAnswer['result']>['fields'];

/**
 * The reading agrees with what the picture prints: the fields the reader gets reliably are right,
 * every other field read is either right or shown unsure (highlighted for the dealer, with a
 * reason), never a wrong value presented as sure, and each carries the region it was read from.
 * The trade name is not compared: without the key list (not imported here) it stays as printed.
 */
function expectTruthful(fields: ReadFields, picture: string, reliable: OcrField[]) {
  const truth = truthOf(picture);
  for (const name of reliable) expect(fields[wire(name)]?.value, name).toBe(truth[name]);
  for (const name of OCR_FIELDS) {
    const read = fields[wire(name)];
    if (!read) continue;
    expect(read.region, name).toBeDefined();
    if (read.confidence < OCR_UNSURE_BELOW) expect(read.reason, name).toBeDefined();
    if (name !== 'model' && read.value !== truth[name])
      expect(read.confidence, `${name} read as ${read.value}`).toBeLessThan(OCR_UNSURE_BELOW);
  }
}

/** Read right on the specimen photo and scan (printed big, or checked against a pattern). */
const RELIABLE: OcrField[] = ['vinCode', 'firstRegistered', 'licencePlate'];
/** And on the photo, whose keys are read too. */
const RELIABLE_PHOTO: OcrField[] = [...RELIABLE, 'hsn', 'tsn', 'power', 'fuelType', 'engineCapacity'];

function pdfOf(pictures: Buffer[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    for (const picture of pictures) document.addPage().image(picture, 0, 0, { fit: [595, 842] });
    document.end();
  });
}

describe('reading a registration document', () => {
  let image: string;

  it('reads a phone photo: the fields of POST /api/user/vehicles with confidences, the image kept and counted', async () => {
    const before = await usedStorage(t, dealer.companyId);
    const answer = await read(fixture(PHOTO), 'fahrzeugschein.jpg');
    expect(answer).toMatchObject({ status: 'DONE', progress: 100, error: null });
    const fields = answer.result!.fields;
    for (const [name, read] of Object.entries(fields)) {
      expect(OCR_FIELDS.map(wire)).toContain(name);
      expect(read.confidence).toBeGreaterThanOrEqual(0);
      expect(read.confidence).toBeLessThanOrEqual(1);
    }
    expectTruthful(fields, PHOTO, RELIABLE_PHOTO);
    image = answer.result!.image;
    expect(await usedStorage(t, dealer.companyId)).toBe(before + fixture(PHOTO).length);

    // The image is the company's: its signed URL serves it; another company sees neither it nor the job.
    const view = await get(`/api/user/vehicles/ocr/images/${image}/view`);
    expect(view.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: view.json().data.url });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(fixture(PHOTO))).toBe(true);
    expect((await get(`/api/user/vehicles/ocr/images/${image}/view`, rival)).statusCode).toBe(404);
    expect((await get(`/api/user/vehicles/ocr/${answer.suuid}`, rival)).statusCode).toBe(404);
  });

  it('keeps the image with the vehicle saved from it, once, and only for its own company', async () => {
    const before = await usedStorage(t, dealer.companyId);
    const claim = (user: CompanyUser) =>
      callAs(t, 'POST /api/user/vehicles', { user, body: { ...vehicleInput(), ocrImage: image } });
    expect((await claim(rival)).statusCode).toBe(404);
    const created = await claim(dealer);
    expect(created.statusCode).toBe(201);
    const vehicleId = created.json().data.id as string;
    const documents = (await get(`/api/user/vehicles/${vehicleId}/documents/uploaded`)).json().data;
    expect(documents).toEqual([
      expect.objectContaining({ id: image, ocr: true, mime_type: 'image/jpeg', file_name: 'fahrzeugschein.jpg' }),
    ]);
    expect(await usedStorage(t, dealer.companyId)).toBe(before);
    // Kept already: a second vehicle cannot take it, and that vehicle is not saved.
    expect((await claim(dealer)).statusCode).toBe(404);
    expect((await get(`/api/user/vehicles/ocr/images/${image}/view`)).statusCode).toBe(404);
  });

  it('reads the same photo turned by another quarter', async () => {
    const turned = await rotated();
    const answer = await read(turned, 'quer.jpg');
    expect(answer.status).toBe('DONE');
    expectTruthful(answer.result!.fields, PHOTO, RELIABLE_PHOTO);
    // Never saved with a vehicle: forgotten (a day later, by its delayed job), its storage given back.
    const before = await usedStorage(t, dealer.companyId);
    expect(await forgetOcrImage(t.ctx, { companyId: dealer.companyId, imageId: answer.result!.image })).toBe(true);
    expect(await usedStorage(t, dealer.companyId)).toBe(before - turned.length);
  });

  it('reads the picture of a one-page PDF (a flat scan) and refuses a PDF of two pages', async () => {
    const answer = await read(await pdfOf([fixture(SCAN)]), 'scan.pdf');
    expect(answer.status).toBe('DONE');
    expectTruthful(answer.result!.fields, SCAN, RELIABLE);
    const twoPages = await send(await pdfOf([fixture(SCAN), fixture(SCAN)]), 'scan.pdf');
    expect(twoPages.statusCode).toBe(415);
    expect(twoPages.json().error.code).toBe('5002');
  });

  it('refuses what is no image with 415 5002 and counts nothing', async () => {
    const before = await usedStorage(t, dealer.companyId);
    for (const [content, name] of [
      [sampleFiles.elf, 'fahrzeugschein.jpg'],
      [sampleFiles.txt, 'fahrzeugschein.txt'],
    ] as const) {
      const response = await send(content, name);
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('5002');
    }
    expect(await usedStorage(t, dealer.companyId)).toBe(before);
  });

  it('fails a blank page with 5001, whose text tells the dealer how to photograph it, and keeps nothing', async () => {
    const before = await usedStorage(t, dealer.companyId);
    const answer = await read(fixture(BLANK), 'leer.jpg');
    expect(answer).toMatchObject({ status: 'FAILED', error: '5001', result: null });
    expect(await usedStorage(t, dealer.companyId)).toBe(before);
    expect(errorTexts.de['5001']).toMatch(/Bitte .*fotografieren/);
    expect(errorTexts.en['5001']).toMatch(/Please photograph/);
  });

  it('fails a photo of something else (a receipt) with 5001, not with fields made of its text', async () => {
    const before = await usedStorage(t, dealer.companyId);
    const answer = await read(await receipt(), 'kassenbon.jpg');
    expect(answer).toMatchObject({ status: 'FAILED', error: '5001', result: null });
    expect(await usedStorage(t, dealer.companyId)).toBe(before);
  });
});
