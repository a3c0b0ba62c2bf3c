// The benches' seeded random numbers (mulberry32: small, fast, and enough to draw a set again from
// its seed), so a figure can be traced back to the very inputs that made it.

/** A generator of numbers in [0, 1) from `seed`. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
