import { PAGE_SIZE } from '@kontor/domain/constants';
import type { TradeListItem } from '@kontor/domain/trades';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Flex, Grid, Spin, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../app/format';
import { usePageTitle } from '../../app/page-title';
import { ListSearchBox } from '../../app/list-search-box';
import { useListQuery, usePageInRange } from '../../app/use-list-query';
import { Pager } from '../../ui/pager';
import { YearTable } from '../../ui/year-table';
import { visuallyHidden } from '../../ui/visually-hidden';
import { ColorTag, type TagColor } from '../../ui/color-tag';
import { tradesOverviewApi } from './trades-overview.api';
import { LoadFailed } from '../../ui/load-failed';

const STATUS_COLORS: Record<TradeListItem['status'], TagColor> = { PENDING: 'gold', FINISHED: 'green', REJECTED: 'default' };

const wizardPath = (trade: TradeListItem) => `/selling/selling-documents/${trade.vehicleId}`;
const vehicleName = (trade: TradeListItem) => `${trade.make} ${trade.model}`.trim();

function StatusTag({ status }: { status: TradeListItem['status'] }) {
  const { t } = useTranslation();
  return (
    <ColorTag color={STATUS_COLORS[status]} style={{ alignSelf: 'flex-start' }}>
      {t(`vehicles.sales.status.${status}`)}
    </ColorTag>
  );
}


/** /selling: the company's sales by year, newest first, with counts and totals; each opens its wizard. */
export default function TradesOverviewPage() {
  const { t } = useTranslation();
  usePageTitle('vehicles.sales.title');
  const screens = Grid.useBreakpoint();
  const { search, setSearch, page, setPage } = useListQuery();

  const years = useQuery({
    queryKey: ['trades', 'overview', 'SELLING', search, page],
    queryFn: () => tradesOverviewApi.sellingYears({ search: search || undefined, page, perPage: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<TradeListItem> = [
    {
      key: 'date',
      title: t('vehicles.sales.columns.date'),
      render: (_, trade) => formatDate(trade.date),
      width: 110,
      responsive: ['sm'],
    },
    {
      key: 'vehicle',
      title: t('vehicles.sales.columns.vehicle'),
      render: (_, trade) => (
        <Flex vertical gap={2}>
          {/* On a phone the vehicle's name is the way into the wizard (the Open column is hidden). */}
          {screens.sm ? (
            <Typography.Text strong>{vehicleName(trade)}</Typography.Text>
          ) : (
            <Link to={wizardPath(trade)} aria-label={t('vehicles.sales.openSale', { vehicle: vehicleName(trade) })}>
              <Typography.Text strong style={{ color: 'inherit' }}>
                {vehicleName(trade)}
              </Typography.Text>
            </Link>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {trade.vinCode}
          </Typography.Text>
          {/* Below a tablet's width the date, buyer and invoice columns are hidden; the vehicle's cell says them. */}
          {!screens.md && (
            <Typography.Text style={{ fontSize: 12 }}>
              {[screens.sm ? null : formatDate(trade.date), trade.buyerName ?? t('vehicles.sales.noBuyer'), trade.invoiceNumber]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          )}
          {!screens.sm && <StatusTag status={trade.status} />}
        </Flex>
      ),
    },
    {
      key: 'buyer',
      title: t('vehicles.sales.columns.buyer'),
      render: (_, trade) => trade.buyerName ?? <Typography.Text type="secondary">{t('vehicles.sales.noBuyer')}</Typography.Text>,
      responsive: ['md'],
    },
    {
      key: 'invoiceNumber',
      title: t('vehicles.sales.columns.invoiceNumber'),
      render: (_, trade) => trade.invoiceNumber ?? '',
      responsive: ['md'],
    },
    {
      key: 'price',
      title: t('vehicles.sales.columns.price'),
      render: (_, trade) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(trade.grossPrice)}</span>,
      align: 'right',
    },
    {
      key: 'status',
      title: t('vehicles.sales.columns.status'),
      render: (_, trade) => <StatusTag status={trade.status} />,
      responsive: ['sm'],
    },
    {
      key: 'actions',
      title: <span style={visuallyHidden}>{t('vehicles.sales.columns.actions')}</span>,
      align: 'right',
      responsive: ['sm'],
      render: (_, trade) => (
        <Link to={wizardPath(trade)} aria-label={t('vehicles.sales.openSale', { vehicle: vehicleName(trade) })}>
          {t('vehicles.sales.open')}
        </Link>
      ),
    },
  ];

  const data = years.data?.data ?? [];
  const pageCount = Math.ceil((years.data?.meta.total ?? 0) / PAGE_SIZE);
  usePageInRange({ page, pageCount, answered: years.isSuccess && !years.isPlaceholderData, setPage });

  return (
    <Flex vertical gap={16} style={{ width: '100%', maxWidth: 1400 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('vehicles.sales.title')}
      </Typography.Title>
      <ListSearchBox label={t('vehicles.sales.search')} search={search} onSearch={setSearch} />
      {years.isLoading ? (
        <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />
      ) : years.isError ? (
        // A failed load is not an empty business: say so and offer to try again (as the service invoices' list does).
        <LoadFailed title={t('trades.overview.failed')} onRetry={() => void years.refetch()} />
      ) : data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={search ? t('vehicles.sales.emptySearch', { search }) : t('vehicles.sales.empty')}
        />
      ) : (
        <Flex vertical gap={24} aria-busy={years.isFetching}>
          {data.map((year) => (
            <YearTable
            key={year.year}
            idPrefix="sales-year"
            year={year.year}
            columns={columns}
            rows={year.items}
            summary={
              <>
                {t('vehicles.sales.count', { count: year.count })}
                {' · '}
                <span style={{ whiteSpace: 'nowrap' }}>{t('vehicles.sales.total', { total: formatMoney(year.totalGross) })}</span>
              </>
            }
          />
          ))}
          <Pager current={page} pageCount={pageCount} onChange={setPage} />
        </Flex>
      )}
    </Flex>
  );
}
