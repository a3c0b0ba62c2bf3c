import { PAGE_SIZE } from '@kontor/domain/constants';
import type { TradeListItem, TradeYear } from '@kontor/domain/trades-overview';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileTextOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Grid, Spin, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
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
import { useApiErrors } from '../../app/use-api-errors';
import { LoadFailed } from '../../ui/load-failed';
import { viewSignedFile } from '../../ui/signed-file';
import { type OverviewKind, tradesOverviewApi } from './trades-overview.api';

const STATUS_COLORS: Record<TradeListItem['status'], TagColor> = { PENDING: 'gold', FINISHED: 'green', REJECTED: 'red' };

/** What differs between the sales and the purchases overview: their texts, their wizard, the party named. */
const KINDS = {
  SELLING: {
    texts: 'vehicles.sales',
    party: 'vehicles.sales.columns.buyer',
    noParty: 'vehicles.sales.noBuyer',
    invoiceNumber: 'vehicles.sales.columns.invoiceNumber',
    open: 'vehicles.sales.openSale',
    failed: 'trades.overview.failed',
    wizard: '/selling/selling-documents',
    idPrefix: 'sales-year',
  },
  BUYING: {
    texts: 'vehicles.purchases',
    party: 'vehicles.purchases.columns.seller',
    noParty: 'vehicles.purchases.noSeller',
    invoiceNumber: 'vehicles.purchases.columns.invoiceNumber',
    open: 'vehicles.purchases.openPurchase',
    failed: 'vehicles.purchases.failed',
    wizard: '/buying/buying-documents',
    idPrefix: 'purchases-year',
  },
} as const;
type KindTexts = (typeof KINDS)[OverviewKind];
/** The screen widths reached (Grid.useBreakpoint). */
type Screens = ReturnType<typeof Grid.useBreakpoint>;

const vehicleName = (trade: TradeListItem) => `${trade.make} ${trade.model}`.trim();

/** Where a row leads: an open or finished trade to its wizard; a canceled one (its wizard starts anew) to its vehicle, while it exists. */
function rowLink(trade: TradeListItem, kind: KindTexts, t: TFunction): { to: string; label: string } | null {
  if (!trade.vehicleId) return null;
  if (trade.status === 'REJECTED')
    return { to: `/vehicles/${trade.vehicleId}`, label: t('vehicles.sales.openVehicle', { vehicle: vehicleName(trade) }) };
  return { to: `${kind.wizard}/${trade.vehicleId}`, label: t(kind.open, { vehicle: vehicleName(trade) }) };
}

function StatusTag({ status, kind }: { status: TradeListItem['status']; kind: KindTexts }) {
  const { t } = useTranslation();
  return (
    <ColorTag color={STATUS_COLORS[status]} style={{ alignSelf: 'flex-start' }}>
      {t(`${kind.texts}.status.${status}`)}
    </ColorTag>
  );
}

/** A canceled trade's cancellation invoice (a purchase's: notice), opened by its signed URL. */
function CancellationButton({ trade, overview }: { trade: TradeListItem; overview: OverviewKind }) {
  const { t } = useTranslation();
  const showError = useApiErrors();
  if (!trade.cancellation) return null;
  const document = t(`cancellations.documents.${overview}`);
  const number = trade.cancellation.number;
  return (
    <Button
      size="small"
      icon={<FileTextOutlined aria-hidden />}
      aria-label={
        number ? t('cancellations.page.openNumbered', { document, number }) : t('cancellations.page.open', { document })
      }
      onClick={() =>
        void viewSignedFile(() => tradesOverviewApi.cancellationUrl(trade.id)).catch((error: unknown) => showError(error))
      }
      style={{ alignSelf: 'flex-start' }}
    >
      {number ? t('cancellations.page.number', { document, number }) : document}
    </Button>
  );
}

/** The vehicle's cell: its name and VIN; where the screen hides the other columns, what they say and the way in. */
type CellProps = { trade: TradeListItem; kind: KindTexts; overview: OverviewKind; screens: Screens };

function VehicleCell({ trade, kind, overview, screens }: CellProps) {
  const { t } = useTranslation();
  const link = rowLink(trade, kind, t);
  const name = (
    <Typography.Text strong style={link ? { color: 'inherit' } : undefined}>
      {vehicleName(trade)}
    </Typography.Text>
  );
  return (
    <Flex vertical gap={2}>
      {/* On a phone the vehicle's name is the way in (the Open column is hidden). */}
      {!screens.sm && link ? (
        <Link to={link.to} aria-label={link.label}>
          {name}
        </Link>
      ) : (
        name
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {trade.vinCode}
      </Typography.Text>
      {/* Below a tablet's width the date, party and invoice columns are hidden; the vehicle's cell says them. */}
      {!screens.md && (
        <Typography.Text style={{ fontSize: 12 }}>
          {[screens.sm ? null : formatDate(trade.date), trade.customerName ?? t(kind.noParty), trade.invoiceNumber]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      )}
      {!screens.sm && <StatusTag status={trade.status} kind={kind} />}
      {!screens.sm && <CancellationButton trade={trade} overview={overview} />}
    </Flex>
  );
}

/** The overview's columns; below a tablet's or a phone's width the vehicle's cell takes over what the hidden ones say. */
function overviewColumns({
  kind,
  overview,
  screens,
  t,
}: Omit<CellProps, 'trade'> & { t: TFunction }): TableColumnsType<TradeListItem> {
  return [
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
      render: (_, trade) => <VehicleCell trade={trade} kind={kind} overview={overview} screens={screens} />,
    },
    {
      key: 'party',
      title: t(kind.party),
      render: (_, trade) => trade.customerName ?? <Typography.Text type="secondary">{t(kind.noParty)}</Typography.Text>,
      responsive: ['md'],
    },
    {
      key: 'invoiceNumber',
      title: t(kind.invoiceNumber),
      render: (_, trade) => trade.invoiceNumber ?? '',
      responsive: ['md'],
    },
    {
      key: 'price',
      title: t('vehicles.sales.columns.price'),
      render: (_, trade) => (
        <Typography.Text delete={trade.status === 'REJECTED'} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(trade.grossPrice)}
        </Typography.Text>
      ),
      align: 'right',
    },
    {
      key: 'status',
      title: t('vehicles.sales.columns.status'),
      render: (_, trade) => (
        <Flex vertical gap={4}>
          <StatusTag status={trade.status} kind={kind} />
          <CancellationButton trade={trade} overview={overview} />
        </Flex>
      ),
      responsive: ['sm'],
    },
    {
      key: 'actions',
      title: <span style={visuallyHidden}>{t('vehicles.sales.columns.actions')}</span>,
      align: 'right',
      responsive: ['sm'],
      render: (_, trade) => {
        const link = rowLink(trade, kind, t);
        return link ? (
          <Link to={link.to} aria-label={link.label}>
            {t('vehicles.sales.open')}
          </Link>
        ) : null;
      },
    },
  ];
}

/** A year's count and total, and how many were canceled (counted in neither). */
function YearSummary({ year, kind }: { year: TradeYear; kind: KindTexts }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`${kind.texts}.count`, { count: year.count })}
      {' · '}
      <span style={{ whiteSpace: 'nowrap' }}>{t(`${kind.texts}.total`, { total: formatMoney(year.totalGross) })}</span>
      {year.canceled > 0 && (
        <>
          {' · '}
          <span style={{ whiteSpace: 'nowrap' }}>{t('vehicles.sales.canceled', { count: year.canceled })}</span>
        </>
      )}
    </>
  );
}

/**
 * /selling and /buying: the company's sales (or purchases) by year, newest first, with counts and
 * totals; each opens its wizard. A canceled one stays in its year, marked, with its cancellation
 * invoice; it counts in neither the count nor the total, and the year says so.
 */
export default function TradesOverviewPage({ kind: overview = 'SELLING' }: { kind?: OverviewKind }) {
  const { t } = useTranslation();
  const kind = KINDS[overview];
  usePageTitle(`${kind.texts}.title`);
  const screens = Grid.useBreakpoint();
  const { search, setSearch, page, setPage } = useListQuery();

  const years = useQuery({
    queryKey: ['trades', 'overview', overview, search, page],
    queryFn: () => tradesOverviewApi.years({ kind: overview, search: search || undefined, page, perPage: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const columns = overviewColumns({ kind, overview, screens, t });

  const data = years.data?.data ?? [];
  const pageCount = Math.ceil((years.data?.meta.total ?? 0) / PAGE_SIZE);
  usePageInRange({ page, pageCount, answered: years.isSuccess && !years.isPlaceholderData, setPage });

  return (
    <Flex vertical gap={16} style={{ width: '100%', maxWidth: 1400 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t(`${kind.texts}.title`)}
      </Typography.Title>
      <ListSearchBox label={t(`${kind.texts}.search`)} search={search} onSearch={setSearch} />
      {years.isLoading ? (
        <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />
      ) : years.isError ? (
        // A failed load is not an empty business: say so and offer to try again (as the service invoices' list does).
        <LoadFailed title={t(kind.failed)} onRetry={() => void years.refetch()} />
      ) : data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={search ? t(`${kind.texts}.emptySearch`, { search }) : t(`${kind.texts}.empty`)}
        />
      ) : (
        <Flex vertical gap={24} aria-busy={years.isFetching}>
          {data.map((year) => (
            <YearTable
              key={year.year}
              idPrefix={kind.idPrefix}
              year={year.year}
              columns={columns}
              rows={year.items}
              summary={<YearSummary year={year} kind={kind} />}
            />
          ))}
          <Pager current={page} pageCount={pageCount} onChange={setPage} />
        </Flex>
      )}
    </Flex>
  );
}
