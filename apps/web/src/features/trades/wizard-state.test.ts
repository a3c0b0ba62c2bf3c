import { describe, expect, it } from 'vitest';
import { isStaleDraft } from './wizard-state';

describe('isStaleDraft', () => {
  const draft = (tradeUpdatedAt: string | null) => ({ step: 2, values: {}, tradeUpdatedAt });

  it('keeps a draft typed before the first save while there is still no trade', () => {
    expect(isStaleDraft(draft(null), null)).toBe(false);
  });

  it('drops a draft typed over a trade that is gone (canceled): a new sale starts empty', () => {
    expect(isStaleDraft(draft('2026-11-25T10:00:00.000Z'), null)).toBe(true);
  });

  it('drops a draft older than the trade saved since, keeps one typed over its current state', () => {
    const trade = { updatedAt: '2026-11-25T10:00:00.000Z' };
    expect(isStaleDraft(draft('2026-11-25T09:00:00.000Z'), trade)).toBe(true);
    expect(isStaleDraft(draft('2026-11-25T10:00:00.000Z'), trade)).toBe(false);
    expect(isStaleDraft(draft(null), trade)).toBe(true);
  });
});
