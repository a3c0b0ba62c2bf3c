import { describe, expect, it } from 'vitest';
import { createBatchedLookup } from './batched-lookup';

const ROWS = new Map([
  ['a', { name: 'Anna' }],
  ['b', { name: 'Bernd' }],
]);

/** A lookup over ROWS that records the keys of every load. */
function recorded(fail = () => false) {
  const loads: string[][] = [];
  const lookup = createBatchedLookup(async (keys) => {
    loads.push(keys);
    if (fail()) throw new Error('the database is gone');
    return new Map(keys.flatMap((key) => (ROWS.has(key) ? [[key, ROWS.get(key)!] as const] : [])));
  });
  return { lookup, loads };
}

describe('createBatchedLookup', () => {
  it('sends the distinct keys asked for in one turn in one load, and answers every caller with its own row', async () => {
    const { lookup, loads } = recorded();
    const answers = await Promise.all([lookup('a'), lookup('b'), lookup('a'), lookup('nobody')]);
    expect(answers).toEqual([{ name: 'Anna' }, { name: 'Bernd' }, { name: 'Anna' }, undefined]);
    expect(loads).toEqual([['a', 'b', 'nobody']]);
  });

  it('keeps nothing: a key asked again later, or while a load is under way, goes to a load of its own', async () => {
    const { lookup, loads } = recorded();
    const first = lookup('a');
    await new Promise((resolve) => setImmediate(resolve));
    // The first load has been sent; this caller must not be answered from it.
    const during = lookup('a');
    expect(await first).toEqual({ name: 'Anna' });
    expect(await during).toEqual({ name: 'Anna' });
    expect(await lookup('a')).toEqual({ name: 'Anna' });
    expect(loads).toEqual([['a'], ['a'], ['a']]);
  });

  it('fails every caller of a failed load, and the next turn loads again', async () => {
    let failing = true;
    const { lookup, loads } = recorded(() => failing);
    const results = await Promise.allSettled([lookup('a'), lookup('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    failing = false;
    expect(await lookup('b')).toEqual({ name: 'Bernd' });
    expect(loads).toEqual([['a', 'b'], ['b']]);
  });
});
