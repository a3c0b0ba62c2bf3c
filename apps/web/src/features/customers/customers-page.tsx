import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FileExcelOutlined,
  PlusOutlined,
  SearchOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { todayInBerlin } from '@kontor/domain/business-calendar';
import { PAGE_SIZE } from '@kontor/domain/constants';
import {
  type Customer,
  type CustomerInput,
  CUSTOMER_SORTS,
  type CustomerSort,
  customerDisplayName,
  customerListQuerySchema,
} from '@kontor/domain/customers';
import { formatPhone } from '@kontor/domain/display-format';
import { parseListQuery } from '@kontor/domain/lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Drawer,
  Empty,
  Flex,
  Grid,
  Input,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { formatNumber } from '../../app/format';
import { CustomerForm } from './customer-form';
import { customersApi } from './customers.api';
import { useSearchClear } from '../../ui/clear-buttons';
import { Pager } from '../../ui/pager';
import { saveFile } from '../../ui/save-file';
import { useCustomerActions } from './use-customer-actions';
import { useUnsavedClose } from '../../app/use-unsaved-guard';
import { LoadFailed } from '../../ui/load-failed';

const SEARCH_DEBOUNCE_MS = 300;

type DrawerState = { mode: 'create' } | { mode: 'edit'; customer: Customer } | null;

/**
 * Search, sort and page live in the URL, so a reload or a shared link shows the same list; they are
 * read with the API's own query schema, a bad value falling back to its default.
 */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const { search = '', sort, page } = parseListQuery(customerListQuerySchema, Object.fromEntries(params));
  const update = (next: { search?: string; sort?: CustomerSort; page?: number }) => {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) => (value ? out.set(key, value) : out.delete(key));
        if (next.search !== undefined) set('search', next.search.trim());
        if (next.sort !== undefined) set('sort', next.sort === '-created_at' ? undefined : next.sort);
        set('page', next.page && next.page > 1 ? String(next.page) : undefined);
        return out;
      },
      { replace: next.search !== undefined },
    );
  };
  return { search, sort, page, update, query: params.toString() };
}

export default function CustomersPage() {
  const { t, i18n } = useTranslation();
  const searchClear = useSearchClear();
  usePageTitle('customers.title');
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const queryClient = useQueryClient();
  const { search, sort, page, update, query: listSearch } = useListParams();
  const [typed, setTyped] = useState(search);
  const [drawer, setDrawer] = useState<DrawerState>(null);
  // Esc or a click beside the drawer with changes not saved asks before they are thrown away.
  const unsavedClose = useUnsavedClose();

  // The URL follows the typing after a pause; a change of the URL (back button) refills the box.
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => update({ search: typed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is recreated each render; typed and search decide
  }, [typed, search]);

  const list = useQuery({
    queryKey: ['customers', 'list', { page, search, sort }],
    queryFn: () => customersApi.list({ page, perPage: PAGE_SIZE, search, sort }),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.meta.total ?? 0;
  const rows = list.data?.data ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['customers'] });

  const save = useMutation({
    mutationFn: (values: CustomerInput) =>
      drawer?.mode === 'edit'
        ? customersApi.update(drawer.customer.id, values, drawer.customer.updatedAt)
        : customersApi.create(values),
    onSuccess: async () => {
      void message.success(t(drawer?.mode === 'edit' ? 'customers.messages.updated' : 'customers.messages.created'));
      unsavedClose.reset();
      setDrawer(null);
      await refresh();
    },
  });

  const { confirmDelete, exportCustomer } = useCustomerActions({
    // The last row of a page is gone: step back rather than show an empty page.
    onDeleted: async () => {
      if (rows.length === 1 && page > 1) update({ page: page - 1 });
      await refresh();
    },
    onStale: refresh,
  });

  const csv = useMutation({
    mutationFn: () => customersApi.exportCsv({ search, sort, lang: i18n.language === 'en' ? 'en' : 'de' }),
    onSuccess: (file) => {
      saveFile(file, `${t('customers.csvFileName')}-${todayInBerlin()}.csv`);
      void message.success(t('customers.messages.exportedCsv'));
    },
  });

  const columns: TableColumnsType<Customer> = [
    {
      key: 'name',
      title: t('customers.list.columns.name'),
      render: (_, customer) => (
        <Flex vertical gap={2}>
          <Link
            to={`/customers/${customer.id}`}
            state={{ listSearch }}
            aria-label={t('customers.detail.open', { name: customerDisplayName(customer) })}
          >
            <Typography.Text strong style={{ color: 'inherit' }}>
              {customerDisplayName(customer)}
            </Typography.Text>
          </Link>
          {customer.type === 'BUSINESS' && (customer.firstName || customer.lastName) && (
            <Typography.Text type="secondary">
              {[customer.firstName, customer.lastName].filter(Boolean).join(' ')}
            </Typography.Text>
          )}
          {customer.type === 'BUSINESS' && customer.vatId && (
            <Typography.Text type="secondary">
              {t('customers.fields.vatId')} {customer.vatId}
            </Typography.Text>
          )}
          {!screens.md && (
            <Typography.Text type="secondary">{[customer.postalCode, customer.city].filter(Boolean).join(' ')}</Typography.Text>
          )}
          <Space size={4} wrap>
            <Tag>{t(`customers.types.${customer.type}`)}</Tag>
            {customer.idDocumentExpired && (
              <Tag color="error" icon={<WarningOutlined aria-hidden />}>
                {t('customers.idExpired')}
              </Tag>
            )}
          </Space>
        </Flex>
      ),
    },
    {
      key: 'address',
      title: t('customers.list.columns.address'),
      responsive: ['md'],
      render: (_, c) => (
        <Flex vertical>
          <span>{[c.streetAddress, c.houseNumber].filter(Boolean).join(' ')}</span>
          <span>{[c.postalCode, c.city].filter(Boolean).join(' ')}</span>
        </Flex>
      ),
    },
    {
      key: 'contact',
      title: t('customers.list.columns.contact'),
      responsive: ['lg'],
      render: (_, c) => (
        <Flex vertical>
          {c.phoneNumber && <span>{formatPhone(c.phoneNumber)}</span>}
          {c.email && <span>{c.email}</span>}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('customers.list.columns.actions'),
      align: 'right',
      render: (_, customer) => {
        const name = customerDisplayName(customer);
        return (
          <Space size={4} wrap role="group" aria-label={t('customers.list.actionsFor', { name })}>
            <Button
              icon={<EditOutlined aria-hidden />}
              aria-label={`${t('customers.actions.edit')}: ${name}`}
              onClick={() => setDrawer({ mode: 'edit', customer })}
            >
              {screens.lg ? t('customers.actions.edit') : null}
            </Button>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              aria-label={`${t('customers.actions.export')}: ${name}`}
              title={t('customers.exportHint')}
              onClick={() => void exportCustomer(customer).catch(() => undefined)}
            />
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`${t('customers.actions.delete')}: ${name}`}
              onClick={() => confirmDelete(customer)}
            />
          </Space>
        );
      },
    },
  ];

  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(page * PAGE_SIZE, total);

  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('customers.title')}
        </Typography.Title>
        <Space size={8} wrap>
          {total > 0 && (
            <Button
              icon={<FileExcelOutlined aria-hidden />}
              title={t('customers.exportCsvHint')}
              loading={csv.isPending}
              onClick={() => csv.mutate()}
            >
              {t('customers.actions.exportCsv')}
            </Button>
          )}
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDrawer({ mode: 'create' })}>
            {t('customers.actions.add')}
          </Button>
        </Space>
      </Flex>

      <Flex gap={12} wrap align="center">
        <Input
          allowClear={searchClear}
          prefix={<SearchOutlined aria-hidden />}
          aria-label={t('customers.list.searchLabel')}
          placeholder={t('customers.list.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          style={{ flex: '1 1 260px', maxWidth: 480 }}
          type="search"
        />
        <Select<CustomerSort>
          aria-label={t('customers.list.sortLabel')}
          value={sort}
          onChange={(value) => update({ sort: value })}
          options={CUSTOMER_SORTS.map((value) => ({ value, label: t(`customers.sorts.${value}`) }))}
          style={{ minWidth: 180 }}
        />
        <Typography.Text type="secondary" role="status" aria-live="polite">
          {t('customers.list.count', { count: total, total: formatNumber(total) })}
        </Typography.Text>
      </Flex>

      {/* A list that did not load says so and offers to try again, rather than "No customers yet". */}
      {list.isError ? (
        <LoadFailed title={t('customers.list.failed')} onRetry={() => void list.refetch()} />
      ) : (
        <Table<Customer>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          pagination={false}
          size={screens.md ? 'middle' : 'small'}
          locale={{
            emptyText: (
              <Empty
                description={search ? t('customers.list.emptySearch', { search }) : t('customers.list.empty')}
                image={Empty.PRESENTED_IMAGE_SIMPLE}
              />
            ),
          }}
        />
      )}

      {total > 0 && (
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Text type="secondary">
            {t('customers.list.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
          </Typography.Text>
          <Pager current={page} pageCount={Math.ceil(total / PAGE_SIZE)} onChange={(next) => update({ page: next })} />
        </Flex>
      )}

      <Drawer
        open={drawer !== null}
        onClose={() => unsavedClose.close(() => setDrawer(null))}
        title={t(drawer?.mode === 'edit' ? 'customers.drawer.editTitle' : 'customers.drawer.createTitle')}
        size="min(720px, 100vw)"
        destroyOnHidden
      >
        {drawer && (
          <CustomerForm
            key={drawer.mode === 'edit' ? drawer.customer.id : 'new'}
            initialValues={drawer.mode === 'edit' ? drawer.customer : undefined}
            submitting={save.isPending}
            submitLabel={drawer.mode === 'edit' ? t('common.actions.save') : t('customers.actions.create')}
            onSubmit={(values) => save.mutateAsync(values)}
            onCancel={() => {
              unsavedClose.reset();
              setDrawer(null);
            }}
            onChange={unsavedClose.markChanged}
          />
        )}
      </Drawer>
    </Flex>
  );
}
