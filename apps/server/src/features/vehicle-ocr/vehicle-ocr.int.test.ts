import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JobStatusView } from '@kontor/domain/jobs';
import { OCR_FIELDS, OCR_UNSURE_BELOW, type OcrField } from '@kontor/domain/vehicle-ocr';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createCompanyUser, usedStorage, type CompanyUser, type TestUser } from '../../test/factories';
import { multipart, sampleFiles } from '../../test/multipart';
import { useTestContext } from '../../test/test-context';
import { vehicleInput } from '../../test/vehicles-factories';
import { closeOcrEngine } from './ocr-engine';
import { forgetOcrImage } from './vehicle-ocr.jobs';

// Reading a registration document. OCR takes seconds per picture, so each reading here is
// one the assertions share; the engine's own accuracy is tested beside the engine.

const fixtures = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));
const GOOD = 'zb1-good.jpg';
const ROTATED = 'zb1-rotated.jpg';
const BLANK = 'blank-page.jpg';
/** What each photo prints, by photo and field (camelCase as OCR_FIELDS). */
const truths = JSON.parse(fixture('truth.json').toString()) as Record<string, Partial<Record<OcrField, string | number>>>;

// Registered before the app's hooks, so the OCR engine closes after the app (and its jobs) stopped.
afterAll(async () => {
  await closeOcrEngine();
});

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});

type OcrAnswer = {
  status: JobStatusView['status'];
  progress: number;
  error: string | null;
  result: { fields: Record<string, { value: string | number; confidence: number }>; image: string } | null;
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
 * The reading agrees with what the photo prints: the fields the engine reads reliably are right,
 * and every other field read is either right or shown unsure (highlighted for the dealer), never
 * a wrong value presented as sure. The engine's accuracy itself is measured by its bench.
 */
function expectTruthful(fields: ReadFields, photo: string, reliable: OcrField[]) {
  const truth = truths[photo]!;
  for (const name of reliable) expect(fields[wire(name)]?.value, name).toBe(truth[name]);
  for (const name of OCR_FIELDS) {
    const read = fields[wire(name)];
    if (read && read.value !== truth[name])
      expect(read.confidence, `${name} read as ${read.value}`).toBeLessThan(OCR_UNSURE_BELOW);
  }
  const right = OCR_FIELDS.filter((name) => fields[wire(name)]?.value === truth[name]);
  expect(right.length).toBeGreaterThanOrEqual(OCR_FIELDS.length / 2);
}

/** Read right on every photo so far (printed big, or checked against a pattern). */
const RELIABLE: OcrField[] = ['hsn', 'make', 'firstRegistered', 'engineCapacity', 'licencePlate'];

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

  it('reads a good photo: the fields of POST /api/user/vehicles with confidences, the image kept and counted', async () => {
    const before = await usedStorage(t, dealer.companyId);
    const answer = await read(fixture(GOOD), 'fahrzeugschein.jpg');
    expect(answer).toMatchObject({ status: 'DONE', progress: 100, error: null });
    const fields = answer.result!.fields;
    for (const [name, read] of Object.entries(fields)) {
      expect(OCR_FIELDS.map(wire)).toContain(name);
      expect(read.confidence).toBeGreaterThanOrEqual(0);
      expect(read.confidence).toBeLessThanOrEqual(1);
    }
    expectTruthful(fields, GOOD, RELIABLE);
    image = answer.result!.image;
    expect(await usedStorage(t, dealer.companyId)).toBe(before + fixture(GOOD).length);

    // The image is the company's: its signed URL serves it; another company sees neither it nor the job.
    const view = await get(`/api/user/vehicles/ocr/images/${image}/view`);
    expect(view.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: view.json().data.url });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(fixture(GOOD))).toBe(true);
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

  it('reads a rotated photo', async () => {
    const answer = await read(fixture(ROTATED), 'quer.jpg');
    expect(answer.status).toBe('DONE');
    expectTruthful(answer.result!.fields, ROTATED, RELIABLE);
    // Never saved with a vehicle: forgotten (a day later, by its delayed job), its storage given back.
    const before = await usedStorage(t, dealer.companyId);
    expect(await forgetOcrImage(t.ctx, { companyId: dealer.companyId, imageId: answer.result!.image })).toBe(true);
    expect(await usedStorage(t, dealer.companyId)).toBe(before - fixture(ROTATED).length);
  });

  it('reads the picture of a one-page PDF and refuses a PDF of two pages', async () => {
    const answer = await read(await pdfOf([fixture(GOOD)]), 'scan.pdf');
    expect(answer.status).toBe('DONE');
    expectTruthful(answer.result!.fields, GOOD, RELIABLE);
    const twoPages = await send(await pdfOf([fixture(GOOD), fixture(GOOD)]), 'scan.pdf');
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

  it('fails a blank page with 5001 and keeps nothing', async () => {
    const before = await usedStorage(t, dealer.companyId);
    const answer = await read(fixture(BLANK), 'leer.jpg');
    expect(answer).toMatchObject({ status: 'FAILED', error: '5001', result: null });
    expect(await usedStorage(t, dealer.companyId)).toBe(before);
  });
});
