import type { ListMeta } from '@kontor/domain/lists';
import type { TradeYear } from '@kontor/domain/trades';
import { api } from '../../app/api-client';

export const tradesOverviewApi = {
  /**
   * One page of the company's selling trades grouped by year, newest first; `search` matches buyer,
   * vehicle, VIN and invoice number. A year's count and total are over all pages; meta.total counts the trades.
   */
  sellingYears: (query: { search: string | undefined; page: number; perPage: number }) =>
    api<{ data: TradeYear[]; meta: ListMeta }>('/api/user/trades', {
      query: { kind: 'SELLING', search: query.search, page: query.page, perPage: query.perPage },
      envelope: true,
    }),
};
