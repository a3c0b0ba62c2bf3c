import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE } from '@kontor/domain/constants';
import type { ServiceInvoiceYear } from '@kontor/domain/service-invoices';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Grid, Spin, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLinkClickHandler } from 'react-router';
import { formatDate, formatMoney } from '../../app/format';
import { usePageTitle } from '../../app/page-title';
import { ListSearchBox } from '../../app/list-search-box';
import { useListQuery, usePageInRange } from '../../app/use-list-query';
import { Pager } from '../../ui/pager';
import { YearTable } from '../../ui/year-table';
import { visuallyHidden } from '../../ui/visually-hidden';
import { ColorTag, type TagColor } from '../../ui/color-tag';
import { SERVICE_INVOICES_PATH } from './service-invoice-editor';
import { serviceInvoicesApi, serviceInvoicesKeys } from './service-invoices.api';
import { LoadFailed } from '../../ui/load-failed';

type Item = ServiceInvoiceYear['items'][number];

const STATUS_COLORS: Record<Item['status'], TagColor> = { PENDING: 'gold', FINISHED: 'green', REJECTED: 'default' };
const NEW_PATH = `${SERVICE_INVOICES_PATH}/add-invoice`;
const invoicePath = (item: Item) => `${SERVICE_INVOICES_PATH}/add-invoice/${item.id}`;

/** The customer as the list names them: the company, else the person. */
function customerName(item: Item, t: TFunction): string {
  return item.companyName || [item.firstName, item.lastName].filter(Boolean).join(' ') || t('serviceInvoices.list.noCustomer');
}

/** What names an invoice for a screen reader's link: its number, else its cost estimate's, else (a draft) its day. */
const itemName = (item: Item, t: TFunction) =>
  item.invoiceNumber ?? item.proposalNumber ?? t('serviceInvoices.list.draftOf', { date: formatDate(item.invoiceDate) });

function StatusTag({ status }: { status: Item['status'] }) {
  const { t } = useTranslation();
  return (
    <ColorTag color={STATUS_COLORS[status]} style={{ alignSelf: 'flex-start' }}>
      {t(`serviceInvoices.list.status.${status}`)}
    </ColorTag>
  );
}

function useColumns(): TableColumnsType<Item> {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  // The link's name begins with what it shows ("Öffnen", or on a phone the customer's name): WCAG 2.5.3.
  const open = (item: Item, children: ReactNode, label: string) => (
    <Link to={invoicePath(item)} aria-label={label}>
      {children}
    </Link>
  );
  return [
    {
      key: 'date',
      title: t('serviceInvoices.list.columns.date'),
      render: (_, item) => formatDate(item.invoiceDate),
      width: 110,
      responsive: ['md'],
    },
    {
      key: 'invoiceNumber',
      title: t('serviceInvoices.list.columns.invoiceNumber'),
      render: (_, item) => item.invoiceNumber ?? '',
      responsive: ['md'],
    },
    {
      key: 'proposalNumber',
      title: t('serviceInvoices.list.columns.proposalNumber'),
      render: (_, item) => item.proposalNumber ?? '',
      responsive: ['lg'],
    },
    {
      key: 'customer',
      title: t('serviceInvoices.list.columns.customer'),
      render: (_, item) => (
        <Flex vertical gap={2}>
          {/* On a phone the customer's name is the way in (the id column is hidden), and the cell says the rest. */}
          {screens.md ? (
            <span>{customerName(item, t)}</span>
          ) : (
            open(
              item,
              <Typography.Text strong style={{ color: 'inherit' }}>
                {customerName(item, t)}
              </Typography.Text>,
              t('serviceInvoices.list.openCustomerInvoice', { customer: customerName(item, t), name: itemName(item, t) }),
            )
          )}
          {!screens.md && (
            <Typography.Text style={{ fontSize: 12 }}>
              {[
                formatDate(item.invoiceDate),
                item.invoiceNumber ? t('serviceInvoices.list.invoiceNumber', { number: item.invoiceNumber }) : null,
                item.proposalNumber ? t('serviceInvoices.list.proposalNumber', { number: item.proposalNumber }) : null,
                item.licencePlate,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          )}
          {!screens.md && <StatusTag status={item.status} />}
        </Flex>
      ),
    },
    {
      key: 'licencePlate',
      title: t('serviceInvoices.list.columns.licencePlate'),
      render: (_, item) => item.licencePlate ?? '',
      responsive: ['lg'],
    },
    {
      key: 'status',
      title: t('serviceInvoices.list.columns.status'),
      render: (_, item) => <StatusTag status={item.status} />,
      responsive: ['md'],
    },
    {
      key: 'total',
      title: t('serviceInvoices.list.columns.total'),
      align: 'right',
      render: (_, item) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(item.totalPrice)}</span>,
    },
    {
      key: 'actions',
      title: <span style={visuallyHidden}>{t('serviceInvoices.list.columns.actions')}</span>,
      align: 'right',
      responsive: ['md'],
      render: (_, item) =>
        open(item, t('serviceInvoices.list.open'), t('serviceInvoices.list.openInvoice', { name: itemName(item, t) })),
    },
  ];
}

/** /other-documents/service-invoices: the company's service invoices by year, newest first, with counts and totals. */
export default function ServiceInvoicesPage() {
  const { t } = useTranslation();
  usePageTitle('serviceInvoices.list.title');
  const { search, setSearch, page, setPage } = useListQuery();
  const columns = useColumns();
  const openNew = useLinkClickHandler<HTMLElement>(NEW_PATH);

  const years = useQuery({
    queryKey: serviceInvoicesKeys.list(search, page),
    queryFn: () => serviceInvoicesApi.years({ search: search || undefined, page, perPage: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const data = years.data?.data ?? [];
  const pageCount = Math.ceil((years.data?.meta.total ?? 0) / PAGE_SIZE);
  usePageInRange({ page, pageCount, answered: years.isSuccess && !years.isPlaceholderData, setPage });

  let body;
  if (years.isPending) body = <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  else if (years.isError) body = <LoadFailed title={t('serviceInvoices.list.failed')} onRetry={() => void years.refetch()} />;
  else if (data.length === 0)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={search ? t('serviceInvoices.list.emptySearch', { search }) : t('serviceInvoices.list.empty')}
      />
    );
  else
    body = (
      <Flex vertical gap={24} aria-busy={years.isFetching}>
        {data.map((year) => (
          <YearTable
            key={year.year}
            idPrefix="service-year"
            year={year.year}
            columns={columns}
            rows={year.items}
            summary={
              <>
                {t('serviceInvoices.list.count', { count: year.count })}
                {' · '}
                <span style={{ whiteSpace: 'nowrap' }}>
                  {t('serviceInvoices.list.total', { total: formatMoney(year.totalPrice) })}
                </span>
              </>
            }
          />
        ))}
        <Pager current={page} pageCount={pageCount} onChange={setPage} />
      </Flex>
    );

  return (
    <Flex vertical gap={16} style={{ width: '100%', maxWidth: 1400, minWidth: 0 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('serviceInvoices.list.title')}
        </Typography.Title>
        {/* A real link (antd renders a button with href as <a>) with the router's click handling. */}
        <Button type="primary" icon={<PlusOutlined aria-hidden />} href={NEW_PATH} onClick={openNew}>
          {t('serviceInvoices.list.new')}
        </Button>
      </Flex>
      <ListSearchBox label={t('serviceInvoices.list.search')} search={search} onSearch={setSearch} />
      {body}
    </Flex>
  );
}
