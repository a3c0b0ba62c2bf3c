import { stat } from 'node:fs/promises';
import path from 'node:path';
import { keyListNames } from '@kontor/domain/make-names';
import { type KeyListEntry, type KeyListQuery, type KeyListStatus, keyListHsn, keyListTsn } from '@kontor/domain/key-list';
import { ANY_MAKE } from '@kontor/domain/vehicles';
import type { AppContext } from '../../platform/context';
import { BUNDLED_KEY_LIST_DATE, bundledKeyListFile } from '../../platform/paths';
import { readKeyListFile } from './key-list-file';
import { buildKeyListIndex, type KeyListIndex } from './key-list-index';
import { createKeyListRepository, type KeyListFound, type KeyListImportRecord } from './key-list.repository';

type KeyListImportResult = { imported: boolean; rows: number; reason: 'imported' | 'same-file' | 'older-file' };

// Part of the stored file hash: when the rules that turn KBA names into makes and trade names change,
// a list loaded under the old rules no longer counts as the same file and is imported again at start.
const NAME_RULES = 'names-3';

/**
 * Loads a key list file. Without `force` it is skipped when the loaded list came from the same
 * content, or from a file modified later than this one (the start-up rule: import when newer).
 * `listDate` stands for the file's time where the list's own date is known (the bundled list, whose
 * file time is only when it was checked out). The same content loaded under older name rules is
 * loaded again whatever its date, so that an installation gets the names a dealer writes.
 */
export async function importKeyListFile(
  ctx: AppContext,
  { file, force = false, listDate }: { file: string; force?: boolean; listDate?: Date },
): Promise<KeyListImportResult> {
  const absolute = path.resolve(file);
  const mtime = listDate ?? (await stat(absolute)).mtime;
  const repository = createKeyListRepository(ctx.database);
  const started = Date.now();
  ctx.log(`key list: reading ${absolute}`);
  const parsed = await readKeyListFile(absolute);
  if (parsed.rows.length === 0) throw new Error(`no HSN/TSN rows found in ${absolute}`);
  const fileHash = `${parsed.hash}:${NAME_RULES}`;
  let reason = 'imported' as KeyListImportResult['reason'];
  const decide = (last: KeyListImportRecord | null) => {
    if (force || !last) return true;
    if (last.fileHash === fileHash) reason = 'same-file';
    else if (last.fileHash.split(':')[0] === parsed.hash) reason = 'imported';
    else if (last.fileMtime.getTime() > mtime.getTime()) reason = 'older-file';
    return reason === 'imported';
  };
  let reported = 0;
  const imported = await repository.replaceAll({
    rows: parsed.rows.map((row) => ({ ...row, ...keyListNames(row.manufacturer, row.model) })),
    record: { source: path.basename(absolute), fileHash, fileMtime: mtime, rows: parsed.rows.length },
    decide,
    progress(done) {
      if (done - reported >= 20_000 || done === parsed.rows.length) {
        reported = done;
        ctx.log(`key list: ${done} of ${parsed.rows.length} rows stored`);
      }
    },
  });
  // This process's own import is searched at once; another server's within KEY_LIST_CHECK_MS.
  if (imported) forgetKeyListImport(ctx);
  if (imported)
    ctx.log(`key list: ${parsed.rows.length} types from ${parsed.format.toUpperCase()} imported in ${Date.now() - started} ms`);
  else ctx.log(`key list: ${absolute} not imported (${reason === 'same-file' ? 'already loaded' : 'the loaded list is newer'})`);
  return { imported, rows: parsed.rows.length, reason };
}

// The start-up imports this process is running, per app: the search page says the list is being
// loaded rather than that none is, until it is there or its import failed.
const loading = new WeakMap<AppContext, number>();

/**
 * The start-up import of KBA_DATA_FILE (by default the bundled list): runs after the server listens
 * and never stops it; a failure is logged and answered as null. Several servers starting at once
 * load it once (the import's advisory lock, then the same-file rule).
 */
export async function importConfiguredKeyList(ctx: AppContext): Promise<KeyListImportResult | null> {
  const file = ctx.config.kbaDataFile;
  if (!file) return null;
  loading.set(ctx, (loading.get(ctx) ?? 0) + 1);
  try {
    const listDate = path.resolve(file) === bundledKeyListFile() ? BUNDLED_KEY_LIST_DATE : undefined;
    return await importKeyListFile(ctx, { file, listDate });
  } catch (error) {
    ctx.log(`key list: import of ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  } finally {
    loading.set(ctx, loading.get(ctx)! - 1);
  }
}

export async function keyListStatus(ctx: AppContext): Promise<KeyListStatus> {
  const last = await createKeyListRepository(ctx.database).lastImport();
  return {
    imported: last !== null,
    loading: (loading.get(ctx) ?? 0) > 0,
    rows: last?.rows ?? 0,
    importedAt: last ? last.importedAt.toISOString() : null,
    source: last?.source ?? null,
  };
}

/**
 * Exact HSN/TSN (or every TSN of an HSN), or a trade-name search; an unknown key is an empty list.
 * Results come as trade names with all their pairs, the first KEY_LIST_NAMES_LIMIT of `total`.
 */
export async function searchKeyList(ctx: AppContext, query: KeyListQuery): Promise<KeyListFound> {
  const repository = createKeyListRepository(ctx.database);
  const nothing: KeyListFound = { rows: [], total: 0 };
  const make = query.make && query.make !== ANY_MAKE ? query.make : null;
  if (query.hsn) {
    const hsn = keyListHsn(query.hsn);
    const tsn = query.tsn ? keyListTsn(query.tsn) : null;
    if (hsn === null || (query.tsn && tsn === null)) return nothing;
    return repository.byKey(hsn, tsn);
  }
  const text = (query.carModel ?? '').trim().toLowerCase();
  if (text.length < 2) return nothing;
  const index = await currentIndex(ctx);
  // Until the index of the newest list is built (a second or so after an import), the statement
  // answers: the same answer, only slower — neither a stale list nor a request waiting for the load.
  return index ? index.search(text, make) : repository.byModel(text, make);
}

/**
 * How often a process asks which list is loaded. Each process keeps its own index of the list; it
 * sees its own import at once (forgetKeyListImport) and another server's within this time, so a
 * search answers from an old list for at most two seconds after an import elsewhere, for one cheap
 * query every two seconds instead of one statement per keystroke.
 */
const KEY_LIST_CHECK_MS = 2000;

type IndexState = {
  importId: number;
  checkedAt: number;
  checking: Promise<void> | null;
  index: KeyListIndex | null;
  building: boolean;
  failedAt: number;
};
const indexStates = new WeakMap<AppContext, IndexState>();

function stateOf(ctx: AppContext): IndexState {
  let state = indexStates.get(ctx);
  if (!state) {
    state = { importId: 0, checkedAt: -Infinity, checking: null, index: null, building: false, failedAt: -Infinity };
    indexStates.set(ctx, state);
  }
  return state;
}

/** The id of the loaded list, asked of the database at most every KEY_LIST_CHECK_MS. */
async function loadedImportId(ctx: AppContext): Promise<number> {
  const state = stateOf(ctx);
  if (performance.now() - state.checkedAt >= KEY_LIST_CHECK_MS) {
    if (!state.checking) {
      const checking: Promise<void> = createKeyListRepository(ctx.database)
        .currentImportId()
        .then((id) => {
          // A check overtaken by an import of this process (forgetKeyListImport) records nothing.
          if (state.checking !== checking) return;
          state.importId = id;
          state.checkedAt = performance.now();
        })
        .finally(() => {
          if (state.checking === checking) state.checking = null;
        });
      state.checking = checking;
    }
    await state.checking;
  }
  return state.importId;
}

function forgetKeyListImport(ctx: AppContext) {
  const state = stateOf(ctx);
  state.checkedAt = -Infinity;
  state.checking = null;
}

/** The index of the loaded list, or null while it is being built (its build started here). */
async function currentIndex(ctx: AppContext): Promise<KeyListIndex | null> {
  const importId = await loadedImportId(ctx);
  const state = stateOf(ctx);
  if (state.index?.importId === importId) return state.index;
  // A failed build is tried again after a pause, not by every request.
  if (!state.building && performance.now() - state.failedAt >= KEY_LIST_CHECK_MS) {
    state.building = true;
    void buildIndex(ctx, state);
  }
  return null;
}

async function buildIndex(ctx: AppContext, state: IndexState) {
  try {
    const started = performance.now();
    const index = buildKeyListIndex(await createKeyListRepository(ctx.database).snapshot());
    // The snapshot may be newer than the last check; it is the better knowledge of the two.
    if (index.importId >= state.importId && index.importId >= (state.index?.importId ?? 0)) {
      state.index = index;
      state.importId = index.importId;
    }
    ctx.log(`key list: search index of ${index.names} trade names built in ${Math.round(performance.now() - started)} ms`);
    await index.rankShortTexts();
  } catch (error) {
    state.failedAt = performance.now();
    ctx.log(`key list: search index not built: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    state.building = false;
  }
}

/** Whether a list is loaded, as fresh as the search's own knowledge of it (KEY_LIST_CHECK_MS). */
export async function keyListImported(ctx: AppContext): Promise<boolean> {
  return (await loadedImportId(ctx)) > 0;
}

/** How many trade names (make and model) are among the rows: what `shown` counts. */
export function countNames(rows: KeyListEntry[]): number {
  return new Set(rows.map((row) => `${row.make}\u0000${row.model}`)).size;
}

/** One key-list entry, for the finish-search form; the ids change when a new list is imported. */
export function findKeyListEntry(ctx: AppContext, id: number): Promise<KeyListEntry | null> {
  return createKeyListRepository(ctx.database).byId(id);
}

// The makes of the key list change only with an import; this process keeps them per import id,
// so another server's import is noticed on the next call (one cheap query instead of a DISTINCT
// over the whole list).
let makesCache: { importId: number; makes: string[] } | null = null;

export async function listMakes(ctx: AppContext, ownMakes: string[]): Promise<string[]> {
  const repository = createKeyListRepository(ctx.database);
  const importId = await repository.currentImportId();
  if (makesCache?.importId !== importId) makesCache = { importId, makes: await repository.makes() };
  const all = [...new Set([...makesCache.makes, ...ownMakes])].sort((a, b) => a.localeCompare(b, 'de'));
  return [ANY_MAKE, ...all];
}
