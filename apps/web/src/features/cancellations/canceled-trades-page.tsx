import type { CanceledTradeYear } from '@kontor/domain/cancellations';
import { PAGE_SIZE } from '@kontor/domain/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';
import { ListSearchBox } from '../../app/list-search-box';
import { useListQuery, usePageInRange } from '../../app/use-list-query';
import { Pager } from '../../ui/pager';
import { CanceledTradeCard } from './canceled-trade-card';
import { cancellationsApi, cancellationsKeys } from './cancellations.api';
import { LoadFailed } from '../../ui/load-failed';

/** One year: its heading with the number of its cancellations (over all pages), then its trades. */
function YearSection({ year }: { year: CanceledTradeYear }) {
  const { t } = useTranslation();
  const headingId = `canceled-year-${year.year}`;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ marginTop: 0, marginBottom: 12 }}>
        {year.year}
        <Typography.Text type="secondary" style={{ fontSize: '0.7em', fontWeight: 'normal' }}>
          {' · '}
          {t('cancellations.page.count', { count: year.count })}
        </Typography.Text>
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {year.items.map((trade) => (
          <li key={trade.id}>
            <CanceledTradeCard trade={trade} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /other-documents/canceled-trades: the canceled sales and purchases by year, newest first, each
 * year with its count; each with vehicle, customer, kind, the original and the cancellation
 * documents (which open from here), the reason and when. Searchable, paged.
 */
export default function CanceledTradesPage() {
  const { t } = useTranslation();
  usePageTitle('cancellations.page.title');
  const { search, setSearch, page, setPage } = useListQuery();
  const years = useQuery({
    queryKey: cancellationsKeys.years(search, page),
    queryFn: () => cancellationsApi.years({ search: search || undefined, page, perPage: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const data = years.data?.data ?? [];
  const pageCount = Math.ceil((years.data?.meta.total ?? 0) / (years.data?.meta.perPage || PAGE_SIZE));
  usePageInRange({ page, pageCount, answered: years.isSuccess && !years.isPlaceholderData, setPage });

  let content;
  if (years.isLoading) content = <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  else if (years.isError) content = <LoadFailed title={t('cancellations.page.failed')} onRetry={() => void years.refetch()} />;
  else if (data.length === 0)
    content = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={search ? t('cancellations.page.emptySearch', { search }) : t('cancellations.page.empty')}
      />
    );
  else
    content = (
      <Flex vertical gap={24} aria-busy={years.isFetching}>
        {data.map((year) => (
          <YearSection key={year.year} year={year} />
        ))}
        <Pager current={page} pageCount={pageCount} onChange={setPage} />
      </Flex>
    );

  return (
    <Flex vertical gap={16} style={{ width: '100%', maxWidth: 1400, minWidth: 0 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('cancellations.page.title')}
      </Typography.Title>
      <ListSearchBox label={t('cancellations.page.search')} search={search} onSearch={setSearch} />
      {content}
    </Flex>
  );
}
