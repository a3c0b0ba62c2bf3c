import { FileExcelOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { todayInBerlin } from '@kontor/domain/business-calendar';
import { PAGE_SIZE } from '@kontor/domain/constants';
import { type Customer, CUSTOMER_SORTS, type CustomerSort, customerListQuerySchema } from '@kontor/domain/customers';
import { parseListQuery } from '@kontor/domain/lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Grid, Input, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { formatNumber } from '../../app/format';
import { customersApi } from './customers.api';
import { useSearchClear } from '../../ui/clear-buttons';
import { Pager } from '../../ui/pager';
import { saveFile } from '../../ui/save-file';
import { useCustomerActions } from './use-customer-actions';
import { LoadFailed } from '../../ui/load-failed';
import { useCustomerColumns } from './customer-list-columns';
import { CustomerDrawer, type DrawerState } from './customer-drawer';

const SEARCH_DEBOUNCE_MS = 300;

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

/** The search box's text: the URL follows the typing after a pause; a change of the URL (back button) refills the box. */
function useSearchText(search: string, update: ReturnType<typeof useListParams>['update']) {
  const [typed, setTyped] = useState(search);
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => update({ search: typed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is recreated each render; typed and search decide
  }, [typed, search]);
  return [typed, setTyped] as const;
}

/** The export of the listed customers (search and sort as shown) as a CSV file. */
function CsvExportButton({ search, sort }: { search: string; sort: CustomerSort }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const csv = useMutation({
    mutationFn: () => customersApi.exportCsv({ search, sort, lang: i18n.language === 'en' ? 'en' : 'de' }),
    onSuccess: (file) => {
      saveFile(file, `${t('customers.csvFileName')}-${todayInBerlin()}.csv`);
      void message.success(t('customers.messages.exportedCsv'));
    },
  });
  return (
    <Button
      icon={<FileExcelOutlined aria-hidden />}
      title={t('customers.exportCsvHint')}
      loading={csv.isPending}
      onClick={() => csv.mutate()}
    >
      {t('customers.actions.exportCsv')}
    </Button>
  );
}

export default function CustomersPage() {
  const { t } = useTranslation();
  const searchClear = useSearchClear();
  usePageTitle('customers.title');
  const screens = Grid.useBreakpoint();
  const queryClient = useQueryClient();
  const { search, sort, page, update, query: listSearch } = useListParams();
  const [typed, setTyped] = useSearchText(search, update);
  const [drawer, setDrawer] = useState<DrawerState>(null);

  const list = useQuery({
    queryKey: ['customers', 'list', { page, search, sort }],
    queryFn: () => customersApi.list({ page, perPage: PAGE_SIZE, search, sort }),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.meta.total ?? 0;
  const rows = list.data?.data ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['customers'] });

  const { confirmDelete, exportCustomer } = useCustomerActions({
    // The last row of a page is gone: step back rather than show an empty page.
    onDeleted: async () => {
      if (rows.length === 1 && page > 1) update({ page: page - 1 });
      await refresh();
    },
    onStale: refresh,
  });

  const columns = useCustomerColumns({
    listSearch,
    onEdit: (customer: Customer) => setDrawer({ mode: 'edit', customer }),
    onExport: (customer: Customer) => void exportCustomer(customer).catch(() => undefined),
    onDelete: confirmDelete,
  });

  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(page * PAGE_SIZE, total);

  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('customers.title')}
        </Typography.Title>
        <Space size={8} wrap>
          {total > 0 && <CsvExportButton search={search} sort={sort} />}
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

      <CustomerDrawer drawer={drawer} onClose={() => setDrawer(null)} onSaved={refresh} />
    </Flex>
  );
}
