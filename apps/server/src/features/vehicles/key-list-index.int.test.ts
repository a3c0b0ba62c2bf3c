import { keysToSnake } from '@kontor/domain/case';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_KEY_LIST_DATE, bundledKeyListFile } from '../../platform/paths';
import { createCompanyUser } from '../../test/factories';
import { seededRandom } from '../../test/seeded-random';
import { useTestContext } from '../../test/test-context';
import { buildKeyListIndex, type KeyListIndex } from './key-list-index';
import { createKeyListRepository, type KeyListSnapshot } from './key-list.repository';
import { countNames, importKeyListFile } from './key-list.service';
import { trigramsOf } from './trigram';
import { wordSimilarity } from './word-similarity';

// The in-memory search against the statement it replaced (repository.byModel, kept as the fallback
// and as this oracle), on the real bundled list, for texts drawn from a fixed seed over what a dealer
// types: prefixes of trade names and of their inner words, the same with a letter changed, dropped or
// doubled, random letters and digits, spaces, hyphens, umlauts, and with a make.

const t = useTestContext();
const SEED = 20_261_207;
let snapshot: KeyListSnapshot;
let index: KeyListIndex;

beforeAll(async () => {
  await importKeyListFile(t.ctx, { file: bundledKeyListFile(), listDate: BUNDLED_KEY_LIST_DATE });
  snapshot = await createKeyListRepository(t.ctx.database).snapshot();
  index = buildKeyListIndex(snapshot);
}, 300_000);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ODD = ' -äöüßé.,/';

function drawTexts(count: number) {
  const next = seededRandom(SEED);
  const pick = <T>(items: ArrayLike<T>) => items[Math.floor(next() * items.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const rows = snapshot.rows;
  const makes = [...new Set(rows.map((row) => row.make))];
  // The make of the last name drawn: a make filter mostly names the make of the name searched for.
  let lastMake = rows[0]!.make;
  const prefix = () => {
    const row = pick(rows);
    const model = row.model;
    lastMake = row.make;
    const words = model.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const source = next() < 0.7 || words.length < 2 ? model : pick(words);
    return source.slice(0, between(2, 10));
  };
  const mutate = (text: string) => {
    const at = between(0, Math.max(0, text.length - 1));
    const kind = between(0, 2);
    if (kind === 0) return text.slice(0, at) + pick(LETTERS + '0123456789') + text.slice(at + 1);
    if (kind === 1) return text.slice(0, at) + text.slice(at + 1);
    return text.slice(0, at + 1) + text.slice(at);
  };
  const randomText = (alphabet: string) => Array.from({ length: between(2, 6) }, () => pick(alphabet)).join('');
  const kinds = [
    () => prefix(),
    () => mutate(prefix()),
    () => randomText(LETTERS + '0123456789'),
    () => randomText(LETTERS + ODD),
    () => `${prefix()}${pick(ODD)}${randomText(LETTERS)}`,
  ];
  const texts: Array<{ text: string; make: string | null }> = [];
  while (texts.length < count) {
    // As the service gets them: trimmed, lower-cased, at least two characters.
    const text = pick(kinds)().trim().toLowerCase();
    if (text.length < 2) continue;
    const make = next() < 0.25 ? (next() < 0.8 ? lastMake : pick(makes)) : null;
    texts.push({ text, make });
  }
  return texts;
}

describe('the in-memory trade-name search', () => {
  it('answers what the statement answers: names, order, pairs and total', { timeout: 300_000 }, async () => {
    const repository = createKeyListRepository(t.ctx.database);
    const mismatches: string[] = [];
    let nonEmpty = 0;
    let fuzzy = 0;
    for (const { text, make } of drawTexts(600)) {
      const expected = await repository.byModel(text, make);
      const { json, ...actual } = index.search(text, make);
      if (expected.total > 0) nonEmpty++;
      if (expected.rows.some((row) => !row.model.toLowerCase().startsWith(text))) fuzzy++;
      if (JSON.stringify(actual) !== JSON.stringify(expected) || json !== JSON.stringify(expected.rows))
        mismatches.push(`${JSON.stringify(text)} make ${make}`);
    }
    expect(mismatches).toEqual([]);
    // The draw reaches both halves, and answers with nothing as well.
    expect(nonEmpty).toBeGreaterThan(200);
    expect(fuzzy).toBeGreaterThan(150);
  });

  it('answers a text asked again from its kept answer, the same as the first time', async () => {
    const first = structuredClone(index.search('go', null));
    expect(index.search('go', null)).toEqual(first);
    expect(first.total).toBeGreaterThan(50);
  });
});

describe('the route', () => {
  it('sends the bytes the serializer wrote for the statement’s answer', { timeout: 60_000 }, async () => {
    const dealer = await createCompanyUser(t);
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/user/vehicles/variations?${query}`, headers: dealer.headers });
    // The first search starts this process's index (the statement answers meanwhile): give it time.
    await get('car_model=go');
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const repository = createKeyListRepository(t.ctx.database);
    for (const [text, make] of [
      ['go', null],
      ['Golf ', null],
      ['a4', 'Audi'],
      ['gollf', null],
      ['zzqx', null],
    ] as const) {
      const expected = await repository.byModel(text.trim().toLowerCase(), make);
      const shown = countNames(expected.rows);
      const meta = { imported: true, total: expected.total, shown, hasMore: expected.total > shown };
      const response = await get(`car_model=${encodeURIComponent(text)}${make ? `&make=${make}` : ''}`);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(JSON.stringify(keysToSnake({ data: expected.rows, meta })));
    }
  });
});

describe('word_similarity and trigrams as pg_trgm computes them', () => {
  const pairs: Array<[string, string]> = [
    ['golf', 'golf,kombi,variant'],
    ['golff', 'golf'],
    ['variant', 'golf,kombi,variant'],
    ['co', 'corsa'],
    ['a4 av', 'a4 avant'],
    ['xdrive', 'x5 xdrive30d'],
    ['word', 'two words'],
    ['aaa', 'aaaa aaa a'],
    ['abcabc', 'cbacbacba abcab'],
    ['mégane', 'megane grandtour'],
    ['größe', 'grosse große'],
    ['äö', 'ä ö äö öä'],
    ['30-d', 'x5 30d'],
    ['--', 'a-b'],
    ['', 'golf'],
  ];

  it('gives the scores PostgreSQL gives, float4 for float4', async () => {
    const { rows } = await t.ctx.database.pool.query<{ score: string }>(
      'select word_similarity(p, x)::text as score from unnest($1::text[], $2::text[]) as u(p, x)',
      [pairs.map(([p]) => p), pairs.map(([, x]) => x)],
    );
    const ours = pairs.map(([p, x]) => wordSimilarity(p, x));
    expect(ours).toEqual(rows.map((row) => Math.fround(Number(row.score))));
    // Over the list's own names too: each name against a prefix of another.
    const names = snapshot.rows.filter((_, i) => i % 997 === 0).map((row) => row.modelSearch);
    const patterns = names.map((name, i) => names[(i + 7) % names.length]!.slice(0, 4 + (i % 5)) + name.slice(0, 2));
    const { rows: listed } = await t.ctx.database.pool.query<{ score: string }>(
      'select word_similarity(p, x)::text as score from unnest($1::text[], $2::text[]) as u(p, x)',
      [patterns, names],
    );
    expect(patterns.map((p, i) => wordSimilarity(p, names[i]!))).toEqual(listed.map((row) => Math.fround(Number(row.score))));
  });

  it('makes the trigrams show_trgm shows, hashed ones included, and counts the same characters as word characters', async () => {
    const characters = [...new Set([...snapshot.rows.map((row) => row.modelSearch).join(''), ...'äöüßéèçñø²½°®-_.,/+&'])];
    const texts = [...pairs.map(([, x]) => x), ...characters.map((c) => `a${c}b`)];
    const { rows } = await t.ctx.database.pool.query<{ trigrams: string[] }>(
      'select show_trgm(x) as trigrams from unnest($1::text[]) as u(x)',
      [texts],
    );
    const printable = (byte: number) => byte === 32 || /[0-9a-z]/i.test(String.fromCharCode(byte));
    const shown = (trigram: number) => {
      const bytes = [trigram >>> 16, (trigram >>> 8) & 0xff, trigram & 0xff];
      return bytes.every(printable) ? String.fromCharCode(...bytes) : `0x${trigram.toString(16).padStart(6, '0')}`;
    };
    const ours = texts.map((text) => [...new Set(trigramsOf(text, snapshot.wordChars).map(shown))].sort());
    expect(ours).toEqual(rows.map((row) => [...row.trigrams].sort()));
  });
});
