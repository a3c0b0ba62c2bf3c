import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager';

describe('pagerItems', () => {
  it('shows every page when there are at most nine', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('leaves out pages with a gap at the end, the start, or both', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-after', 20]);
    expect(pagerItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-after', 20]);
    expect(pagerItems(6, 20)).toEqual([1, 'gap-before', 4, 5, 6, 7, 8, 'gap-after', 20]);
    expect(pagerItems(16, 20)).toEqual([1, 'gap-before', 14, 15, 16, 17, 18, 19, 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap-before', 14, 15, 16, 17, 18, 19, 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
  });

  it('always has at most nine items, the first, the last and the current page, in order (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }).chain((count) => fc.tuple(fc.integer({ min: 1, max: count }), fc.constant(count))),
        ([current, count]) => {
          const items = pagerItems(current, count);
          const pages = items.filter((item): item is number => typeof item === 'number');
          expect(items.length).toBeLessThanOrEqual(9);
          expect(items.length).toBe(Math.min(9, count));
          expect(pages).toContain(current);
          expect(pages[0]).toBe(1);
          expect(pages.at(-1)).toBe(count);
          expect([...pages].sort((a, b) => a - b)).toEqual(pages);
          expect(new Set(pages).size).toBe(pages.length);
        },
      ),
    );
  });
});
