import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicleDocuments, vehicles } from '../../platform/db/schema/vehicles';
import { waitForJob } from '../../test/company-factories';
import { createCompanyUser, usedStorage, type CompanyUser, type TestUser } from '../../test/factories';
import { postFiles, sampleFiles } from '../../test/multipart';
import { useTestContext } from '../../test/test-context';
import { insertVehicles } from '../../test/vehicles-factories';

// Vehicle photos: stored as PHOTO with a thumbnail made once on upload, both counted in the company's
// storage, served by signed URLs, listed apart from the documents, freed on delete.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;
let vehicleId: string;
let landscape: Buffer;
let sideways: Buffer;

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
  [vehicleId] = (await insertVehicles(t, dealer.companyId, [{ make: 'Škoda', model: 'Octavia' }])) as [string];
  const pixels = { width: 1200, height: 800, channels: 3 as const, background: { r: 200, g: 30, b: 30 } };
  landscape = await sharp({ create: pixels }).jpeg({ quality: 80 }).toBuffer();
  // A phone picture stored sideways: 1200×800 pixels with EXIF orientation 6 (turn 90° to show it).
  sideways = await sharp({ create: { ...pixels, background: { r: 30, g: 30, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
});

const firstPhotoOf = async (id: string): Promise<string | null> =>
  (await t.ctx.database.db.select({ photo: vehicles.firstPhotoId }).from(vehicles).where(eq(vehicles.id, id)))[0]!.photo;

/** Until another session of this test's database waits for a lock. */
async function waitForLockWaiter(): Promise<void> {
  for (;;) {
    const { rows } = await t.ctx.database.pool.query(
      `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const get = (url: string, user: TestUser = dealer) => t.app.inject({ method: 'GET', url, headers: user.headers });

const uploadPhotos = (id: string, files: Array<{ filename: string; content: Buffer }>, user: TestUser = dealer) =>
  postFiles(t, `/api/user/vehicles/${id}/upload-photos`, { headers: user.headers, field: 'photo', files });

type Photo = { id: string; file_name: string; size: number; thumbnail_size: number; url: string; thumbnail_url: string };
const photos = async (): Promise<Photo[]> => (await get(`/api/user/vehicles/${vehicleId}/photos`)).json().data;

describe('vehicle photos', () => {
  it('stores photos with a thumbnail each, counting both in the storage', async () => {
    const before = await usedStorage(t, dealer.companyId);
    const started = await uploadPhotos(vehicleId, [
      { filename: 'front.jpg', content: landscape },
      { filename: 'side.jpg', content: sideways },
    ]);
    expect(started.statusCode).toBe(202);
    const { data } = await waitForJob(
      t,
      `/api/user/vehicles/uploading-documents-status/${started.json().data.suuid}`,
      dealer.headers,
    );
    expect(data).toMatchObject({ status: 'DONE', result: { stored: 2, total: 2 } });

    const list = await photos();
    expect(list.map((photo) => photo.file_name)).toEqual(['front.jpg', 'side.jpg']);
    const rows = await t.ctx.database.db.select().from(vehicleDocuments).where(eq(vehicleDocuments.vehicleId, vehicleId));
    expect(rows.every((row) => row.kind === 'PHOTO' && row.thumbnailKey !== null && row.thumbnailSize > 0)).toBe(true);
    const thumbnails = rows.reduce((sum, row) => sum + row.thumbnailSize, 0);
    expect(await usedStorage(t, dealer.companyId)).toBe(before + landscape.length + sideways.length + thumbnails);
    // The photos are not documents: the documents tab stays empty.
    expect((await get(`/api/user/vehicles/${vehicleId}/documents/uploaded`)).json().data).toEqual([]);
  });

  it('serves a 320 px wide WebP thumbnail, turned upright, and the full image by signed URLs', async () => {
    const [front, side] = await photos();
    const thumbnail = await t.app.inject({ method: 'GET', url: front!.thumbnail_url });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });
    expect(Number(thumbnail.headers['content-length'])).toBe(front!.thumbnail_size);
    // The sideways picture's thumbnail is portrait: the EXIF orientation was applied once, on upload.
    const upright = await t.app.inject({ method: 'GET', url: side!.thumbnail_url });
    expect(await sharp(upright.rawPayload).metadata()).toMatchObject({ width: 320, height: 480 });

    const full = await t.app.inject({ method: 'GET', url: front!.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.rawPayload.equals(landscape)).toBe(true);
    // A thumbnail's signature does not open the full image.
    const swapped = front!.thumbnail_url.replace('/api/files/vehicle-thumbnails/', '/api/files/vehicle-documents/');
    expect((await t.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(404);
  });

  it('shows the first photo in the list row', async () => {
    const [row] = (await get('/api/user/vehicles')).json().data;
    const [front] = await photos();
    expect(row.thumbnail_url).toMatch(new RegExp(`^/api/files/vehicle-thumbnails/${front!.id}\\?`));
    expect((await t.app.inject({ method: 'GET', url: row.thumbnail_url })).statusCode).toBe(200);
  });

  it('shows the first photo that has a thumbnail, past documents and photos without one uploaded before', async () => {
    const [front] = await photos();
    // Rows older than the photos: a registration document (as OCR keeps it) and a photo whose thumbnail is missing.
    const earlier = {
      companyId: dealer.companyId,
      vehicleId,
      mimeType: 'image/jpeg',
      size: 1,
      createdAt: new Date('2020-01-01T00:00:00Z'),
    };
    const inserted = await t.ctx.database.db
      .insert(vehicleDocuments)
      .values([
        { ...earlier, fileName: 'zb1.jpg', storageKey: 'absent/zb1.jpg', kind: 'DOCUMENT', ocr: true },
        { ...earlier, fileName: 'raw.jpg', storageKey: 'absent/raw.jpg', kind: 'PHOTO' },
      ])
      .returning({ id: vehicleDocuments.id });
    try {
      const [row] = (await get('/api/user/vehicles')).json().data;
      expect(row.thumbnail_url).toMatch(new RegExp(`^/api/files/vehicle-thumbnails/${front!.id}\\?`));
    } finally {
      for (const { id } of inserted) await t.ctx.database.db.delete(vehicleDocuments).where(eq(vehicleDocuments.id, id));
    }
  });

  it('refuses files that are not jpeg or png (415, like every upload) and stores nothing', async () => {
    const response = await uploadPhotos(vehicleId, [{ filename: 'brief.pdf', content: sampleFiles.pdf }]);
    expect(response.statusCode).toBe(415);
    expect(await photos()).toHaveLength(2);
  });

  it('answers 404 to another company on every photo route', async () => {
    const [front] = await photos();
    expect((await get(`/api/user/vehicles/${vehicleId}/photos`, rival)).statusCode).toBe(404);
    expect((await get(`/api/user/vehicles/${vehicleId}/documents/${front!.id}/view`, rival)).statusCode).toBe(404);
    expect((await uploadPhotos(vehicleId, [{ filename: 'x.jpg', content: landscape }], rival)).statusCode).toBe(404);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/vehicles/${vehicleId}/documents/${front!.id}`,
      headers: rival.headers,
    });
    expect(removal.statusCode).toBe(404);
    expect(await photos()).toHaveLength(2);
  });

  it('deleting a photo frees its bytes and its thumbnail’s', async () => {
    const before = await usedStorage(t, dealer.companyId);
    const [front] = await photos();
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/vehicles/${vehicleId}/documents/${front!.id}`,
      headers: dealer.headers,
    });
    expect(removal.statusCode).toBe(204);
    expect(await usedStorage(t, dealer.companyId)).toBe(before - front!.size - front!.thumbnail_size);
    expect((await t.app.inject({ method: 'GET', url: front!.thumbnail_url })).statusCode).toBe(404);
    // The list's picture moves on to the next photo.
    const [side] = await photos();
    const [row] = (await get('/api/user/vehicles')).json().data;
    expect(row.thumbnail_url).toMatch(new RegExp(`^/api/files/vehicle-thumbnails/${side!.id}\\?`));
  });

  it('keeps the earliest photo as the list’s picture when two uploads to a vehicle overlap', async () => {
    const [id] = (await insertVehicles(t, dealer.companyId, [{ make: 'Opel', model: 'Astra' }])) as [string];
    const photo = (fileName: string, createdAt: string) => ({
      companyId: dealer.companyId,
      vehicleId: id,
      fileName,
      mimeType: 'image/jpeg',
      storageKey: `absent/${fileName}`,
      thumbnailKey: `absent/thumbnail-${fileName}`,
      size: 1,
      kind: 'PHOTO' as const,
      createdAt: new Date(createdAt),
    });
    const { db } = t.ctx.database;
    let later: Promise<unknown> = Promise.resolve();
    const [earlier] = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(vehicleDocuments)
        .values(photo('a.jpg', '2026-03-02T09:00:00Z'))
        .returning({ id: vehicleDocuments.id });
      // A later photo is stored while this one is not committed yet: it must wait for the vehicle, then
      // see this one. (Read with the snapshot it started with, it would take itself for the first.)
      later = db
        .insert(vehicleDocuments)
        .values(photo('b.jpg', '2026-03-02T10:00:00Z'))
        .then(() => undefined);
      await waitForLockWaiter();
      return rows;
    });
    await later;
    expect(await firstPhotoOf(id)).toBe(earlier!.id);

    // Once every photo is gone, the row has no picture.
    await db.delete(vehicleDocuments).where(eq(vehicleDocuments.vehicleId, id));
    expect(await firstPhotoOf(id)).toBeNull();
  });

  it('deleting the vehicle frees every photo and thumbnail', async () => {
    const before = await usedStorage(t, dealer.companyId);
    const [side] = await photos();
    const removal = await t.app.inject({ method: 'DELETE', url: `/api/user/vehicles/${vehicleId}`, headers: dealer.headers });
    expect(removal.statusCode).toBe(204);
    expect(await usedStorage(t, dealer.companyId)).toBe(before - side!.size - side!.thumbnail_size);
  });
});
