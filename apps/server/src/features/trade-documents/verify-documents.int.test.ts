import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateAndWait, sellableVehicle } from '../../test/documents-factories';
import { createCompanyUser, type CompanyUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';
import { verifyDocuments, verifyDocumentsCommand } from './verify-documents.cli';

// `npm run admin -- verify-documents` against real PostgreSQL and the file storage: every generated
// document's file re-hashed and compared with the SHA-256 recorded when it was stored (GoBD).

const t = useTestContext();
let dealer: CompanyUser;
const ids: string[] = [];

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  for (let i = 0; i < 3; i++) {
    const { vehicleId } = await sellableVehicle(t, { user: dealer });
    const made = await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' });
    expect(made.status, JSON.stringify(made)).toBe('DONE');
    ids.push((made.result as { document_id: string }).document_id);
  }
});

async function storedDocument(id: string): Promise<{ storage_key: string; sha256: string | null }> {
  const { rows } = await t.ctx.database.pool.query('select storage_key, sha256 from generated_documents where id = $1', [id]);
  return rows[0];
}

const fileOf = (key: string) => path.join(t.dataDir, 'files', key);

function run(record = false) {
  const lines: string[] = [];
  return verifyDocuments(t.ctx, { record, out: (line) => lines.push(line) }).then((counts) => ({ counts, lines }));
}

describe('verify-documents', () => {
  it('finds every stored document unchanged, with progress', async () => {
    const { counts, lines } = await run();
    expect(counts).toEqual({ ok: 3, differs: 0, missing: 0, unrecorded: 0 });
    expect(lines).toContain('checked 3 of 3');
    await expect(verifyDocumentsCommand.run(t.ctx, [])).resolves.toBeUndefined();
  });

  it('reports a changed file and a missing one, and fails (exit code 1)', async () => {
    const changed = await storedDocument(ids[0]!);
    await writeFile(fileOf(changed.storage_key), Buffer.from('%PDF-1.7 altered'));
    const gone = await storedDocument(ids[1]!);
    await t.ctx.storage.delete(gone.storage_key);
    const { counts, lines } = await run();
    expect(counts).toEqual({ ok: 1, differs: 1, missing: 1, unrecorded: 0 });
    expect(lines.find((line) => line.startsWith('DIFFERS'))).toContain(ids[0]);
    expect(lines.find((line) => line.startsWith('MISSING'))).toContain(ids[1]);
    await expect(verifyDocumentsCommand.run(t.ctx, [])).rejects.toThrow(
      '2 stored documents differ from what was issued or are missing',
    );
    await expect(verifyDocumentsCommand.run(t.ctx, ['--bogus'])).rejects.toThrow(/usage/);
  });

  it('says which documents have no recorded hash, and records it with --record', async () => {
    const { storage_key: key } = await storedDocument(ids[2]!);
    // A document stored before hashes were recorded (the migration could not hash the files).
    await t.ctx.database.pool.query('update generated_documents set sha256 = null where id = $1', [ids[2]]);
    expect((await run()).counts.unrecorded).toBe(1);
    expect((await run(true)).counts.unrecorded).toBe(1);
    const expected = createHash('sha256')
      .update(await readFile(fileOf(key)))
      .digest('hex');
    expect((await storedDocument(ids[2]!)).sha256).toBe(expected);
    expect((await run()).counts).toMatchObject({ ok: 1, unrecorded: 0 });
  });
});
