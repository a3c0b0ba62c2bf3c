import { PAGER_BUTTONS } from '@kontor/domain/constants';

export type PagerItem = number | 'gap-before' | 'gap-after';

/**
 * The pager's buttons: at most `buttons` (9) items, always the first and the last page, the
 * current page with its neighbours, and a gap where pages are left out.
 */
export function pagerItems(current: number, pageCount: number, buttons = PAGER_BUTTONS): PagerItem[] {
  if (pageCount <= buttons) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const inner = buttons - 2; // slots between first and last
  const side = Math.floor((inner - 3) / 2); // neighbours on each side of the current page when gaps are on both sides
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (current <= inner - side) return [...range(1, buttons - 2), 'gap-after', pageCount];
  if (current >= pageCount - (inner - side) + 1) return [1, 'gap-before', ...range(pageCount - (buttons - 3), pageCount)];
  return [1, 'gap-before', ...range(current - side, current + side), 'gap-after', pageCount];
}
