import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type CliCommand, CliUsageError } from '../../cli-commands';
import type { AppContext } from '../../platform/context';
import { createDocumentHashesRepository, type HashedDocument } from './document-hashes.repository';

// GoBD: an issued document must stay as it was issued. Each generated document's SHA-256 is recorded
// when its file is stored; this command reads every file again through the storage and compares.

const BATCH = 200;

type Outcome = 'ok' | 'differs' | 'missing' | 'unrecorded';

async function hashOf(ctx: AppContext, key: string): Promise<string | null> {
  let stream;
  try {
    stream = await ctx.storage.stream(key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function check(ctx: AppContext, document: HashedDocument, record: boolean): Promise<Outcome> {
  const actual = await hashOf(ctx, document.storageKey);
  if (actual === null) return 'missing';
  if (document.sha256 === null) {
    if (record) await createDocumentHashesRepository(ctx.database.db).recordMissing(document.id, actual);
    return 'unrecorded';
  }
  return actual === document.sha256 ? 'ok' : 'differs';
}

/**
 * Re-hashes every generated document's file and reports each one whose bytes differ from the hash
 * recorded at issue, or whose file is gone; exits 1 then. A document stored before hashes were
 * recorded has none to compare (reported as such); `--record` records its hash as of now.
 */
export async function verifyDocuments(
  ctx: AppContext,
  { record, out }: { record: boolean; out: (line: string) => void },
): Promise<Record<Outcome, number>> {
  const repository = createDocumentHashesRepository(ctx.database.db);
  const total = await repository.count();
  const counts: Record<Outcome, number> = { ok: 0, differs: 0, missing: 0, unrecorded: 0 };
  out(`verify-documents: ${total} generated documents`);
  let after: string | null = null;
  let done = 0;
  for (;;) {
    const batch = await repository.batch(after, BATCH);
    if (batch.length === 0) break;
    for (const document of batch) {
      const outcome = await check(ctx, document, record);
      counts[outcome] += 1;
      if (outcome === 'differs' || outcome === 'missing') {
        out(
          `${outcome.toUpperCase()}: document ${document.id} (${document.label}) of company ${document.companyId}, file ${document.storageKey}`,
        );
      }
    }
    done += batch.length;
    after = batch.at(-1)!.id;
    out(`checked ${done} of ${total}`);
  }
  out(
    `verify-documents: ${counts.ok} unchanged, ${counts.differs} differ, ${counts.missing} missing, ${counts.unrecorded} without a recorded hash${record ? ' (recorded now)' : ''}`,
  );
  return counts;
}

export const verifyDocumentsCommand: CliCommand = {
  name: 'verify-documents',
  usage: 'verify-documents [--record]   re-hash every stored document; exit 1 when one differs or is missing',
  async run(ctx, args) {
    let record: boolean;
    try {
      record = parseArgs({ args, strict: true, options: { record: { type: 'boolean' } } }).values.record === true;
    } catch {
      throw new CliUsageError(`usage: ${verifyDocumentsCommand.usage}`);
    }
    const counts = await verifyDocuments(ctx, { record, out: (line) => console.log(`[kontor] ${line}`) });
    const bad = counts.differs + counts.missing;
    if (bad > 0) throw new Error(`${bad} stored documents differ from what was issued or are missing`);
  },
};
