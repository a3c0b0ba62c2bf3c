import { describe, expect, it } from 'vitest';
import { tradesQuerySchema } from './trades-overview';

describe('tradesQuerySchema', () => {
  it('pages by 50 from page 1 unless asked; at most 100 per page', () => {
    expect(tradesQuerySchema.parse({})).toEqual({ kind: 'SELLING', page: 1, perPage: 50 });
    expect(tradesQuerySchema.parse({ page: '3', perPage: '100', search: ' golf ' })).toEqual({
      kind: 'SELLING',
      page: 3,
      perPage: 100,
      search: 'golf',
    });
    expect(tradesQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
    expect(tradesQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('asks for the purchases by kind BUYING, and refuses a kind that is none (5003)', () => {
    expect(tradesQuerySchema.parse({ kind: 'BUYING' })).toMatchObject({ kind: 'BUYING' });
    expect(tradesQuerySchema.safeParse({ kind: 'LEASING' }).error?.issues[0]?.message).toBe('5003');
  });
});
