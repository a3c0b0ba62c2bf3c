import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './control-characters';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './nesting-depth';

function nested(depth: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

describe('nestsDeeperThan', () => {
  it('counts objects and arrays alike, scalars as no level', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan({ flat: [1, 2], deep: nested(MAX_BODY_DEPTH) }, MAX_BODY_DEPTH)).toBe(true);
  });

  it('answers for any depth without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(200_000), MAX_BODY_DEPTH)).toBe(true);
  });
});

describe('findControlCharacter', () => {
  it('names the first bad text by its path, in document order', () => {
    expect(findControlCharacter({ a: 'ok', b: ['ok', { c: 'x\u0000' }], d: '\u0007' }, 'text')).toBe('b.1.c');
    expect(findControlCharacter({ note: 'line 1\nline 2\t' }, 'text')).toBeUndefined();
    expect(findControlCharacter({ search: 'line 1\nline 2' }, 'line')).toBe('search');
    expect(findControlCharacter('\u0000', 'text')).toBe('_');
  });

  it('walks any depth without overflowing the stack', () => {
    // Before: recursive, "Maximum call stack size exceeded" at some ten thousand levels.
    expect(findControlCharacter(nested(100_000, 'x\u0000'), 'text')).toMatch(/^0\.a\.0\.a\./);
    expect(findControlCharacter(nested(100_000, 'clean'), 'text')).toBeUndefined();
  });
});
