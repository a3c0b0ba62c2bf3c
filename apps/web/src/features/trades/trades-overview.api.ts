import type { Answer, Envelope } from '@kontor/domain/api-types';
import { api } from '../../app/api-client';

/** The overviews' kinds: the sales (/selling) and the purchases (/buying). */
export type OverviewKind = 'SELLING' | 'BUYING';

export const tradesOverviewApi = {
  /**
   * One page of the company's sales or purchases grouped by year, newest first; `search` matches the
   * buyer (a purchase: the seller), vehicle, VIN, invoice and cancellation number. A year's count and
   * total are over all pages, without the canceled ones; meta.total counts every listed trade.
   */
  years: (query: { kind: OverviewKind; search: string | undefined; page: number; perPage: number }) =>
    api<Envelope<'tradesOverviewYears'>>('/api/user/trades', {
      query: { kind: query.kind, search: query.search, page: query.page, perPage: query.perPage },
      envelope: true,
    }),
  /** A canceled trade's cancellation invoice (a purchase's: notice), its short-lived signed URL. */
  cancellationUrl: (tradeId: string) =>
    api<Answer<'tradesOverviewCancellationUrl'>>(`/api/user/vehicles/canceled-trades/${tradeId}/cancellation/view`),
};
