/**
 * Numbers in [0, 1) drawn from `seed` (mulberry32): the property tests draw their inputs from a
 * seed, so a failure names a seed that draws the same inputs again.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole numbers, picks and chances drawn from `seed`, as the property tests draw their inputs. */
export function seededDraws(seed: number) {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const chance = (p: number) => next() < p;
  return { int, pick, chance };
}
export type SeededDraws = ReturnType<typeof seededDraws>;
