// What a dealer types into the key list's trade-name search, drawn from a fixed seed: prefixes of
// real trade names and of their inner words (2–10 characters), the same with one letter changed,
// dropped or doubled, random letters and digits, texts with spaces, hyphens and umlauts; a quarter
// with a make (mostly the make of the name drawn). An endless stream: every request its own text,
// so the figures do not rest on texts asked again (short ones repeat as they do when dealers type).

import { random } from './seeded-random.mjs';

export const DEFAULT_TEXT_SEED = 20_261_207;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ODD = ' -äöüßé.,/';

/** `names`: the list's trade names as `{ model, make }`. Returns next(): `{ text, make }`. */
export function textStream(names, seed = DEFAULT_TEXT_SEED) {
  const next = random(seed);
  const pick = (items) => items[Math.floor(next() * items.length)];
  const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const makes = [...new Set(names.map((name) => name.make))];
  let lastMake = names[0].make;
  const prefix = () => {
    const name = pick(names);
    lastMake = name.make;
    const words = name.model.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const source = next() < 0.7 || words.length < 2 ? name.model : pick(words);
    return source.slice(0, between(2, 10));
  };
  const mutate = (text) => {
    const at = between(0, Math.max(0, text.length - 1));
    const kind = between(0, 2);
    if (kind === 0) return text.slice(0, at) + pick(LETTERS + '0123456789') + text.slice(at + 1);
    if (kind === 1) return text.slice(0, at) + text.slice(at + 1);
    return text.slice(0, at + 1) + text.slice(at);
  };
  const randomText = (alphabet) => Array.from({ length: between(2, 6) }, () => pick(alphabet)).join('');
  const kinds = [
    () => prefix(),
    () => prefix(),
    () => mutate(prefix()),
    () => randomText(LETTERS + '0123456789'),
    () => randomText(LETTERS + ODD),
    () => `${prefix()}${pick(ODD)}${randomText(LETTERS)}`,
  ];
  return () => {
    for (;;) {
      const text = pick(kinds)().trim();
      if (text.length < 2) continue;
      const make = next() < 0.25 ? (next() < 0.8 ? lastMake : pick(makes)) : null;
      return { text, make };
    }
  };
}

/** The query string of one drawn text. */
export const searchQuery = ({ text, make }) =>
  `car_model=${encodeURIComponent(text)}${make ? `&make=${encodeURIComponent(make)}` : ''}`;
