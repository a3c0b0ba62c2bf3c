import { ArrowLeftOutlined, DeleteOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { type Customer, customerDisplayName } from '@kontor/domain/customers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { customersApi } from './customers.api';
import { useCustomerActions } from './use-customer-actions';
import { CustomerDetailCards } from './customer-detail-cards';
import { CustomerDrawer } from './customer-drawer';

/** "Frau Dr. Erika Mustermann": how a letter would address a person; a business by its name. */
function useFullName() {
  const { t } = useTranslation();
  return (customer: Customer) => {
    if (customer.type === 'BUSINESS') return customerDisplayName(customer);
    const greeting = customer.greeting ? t(`customers.greetings.${customer.greeting}`) : '';
    const title = customer.title ? t(`customers.titles.${customer.title}`) : '';
    return [greeting, title, customerDisplayName(customer)].filter(Boolean).join(' ');
  };
}

/**
 * Everything stored about one customer, grouped like the form, with the list's actions. The
 * customer's trades (vehicles bought and sold) join this page when trades exist.
 */
export default function CustomerDetailPage() {
  const { t } = useTranslation();
  usePageTitle('customers.title');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fullName = useFullName();
  // The customer as the edit form opened on it: its version goes with the save (If-Match), so a change
  // made meanwhile in another tab is refused (9541), even after this page refetched the newer one.
  const [editing, setEditing] = useState<Customer | null>(null);
  // Back to the list as it was left: the list hands over its search, sort and page.
  const state = useLocation().state as { listSearch?: string } | null;
  const listPath = state?.listSearch ? `/customers?${state.listSearch}` : '/customers';

  const query = useQuery({ queryKey: ['customers', 'one', id], queryFn: () => customersApi.get(id), retry: false });
  const backToList = () => navigate(listPath);
  const { confirmDelete, exportCustomer } = useCustomerActions({
    onDeleted: async () => {
      await queryClient.invalidateQueries({ queryKey: ['customers', 'list'] });
      await backToList();
    },
    onStale: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });

  const back = (
    <Link to={listPath}>
      <ArrowLeftOutlined aria-hidden /> {t('customers.actions.back')}
    </Link>
  );

  if (query.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (query.isError || !query.data) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={t(notFound ? 'customers.detail.notFound' : 'errors.5003')}
        extra={back}
      />
    );
  }

  const customer = query.data;
  const name = customerDisplayName(customer);
  const business = customer.type === 'BUSINESS';
  const person = [customer.firstName, customer.lastName].filter(Boolean).join(' ');

  return (
    <Flex vertical gap={16} style={{ width: '100%', maxWidth: 960 }}>
      {back}
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {fullName(customer)}
          </Typography.Title>
          {business && person && <Typography.Text type="secondary">{person}</Typography.Text>}
        </Flex>
        <Space size={8} wrap>
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(customer)}>
            {t('customers.actions.edit')}
          </Button>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            title={t('customers.exportHint')}
            onClick={() => void exportCustomer(customer).catch(() => undefined)}
          >
            {t('customers.actions.export')}
          </Button>
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`${t('customers.actions.delete')}: ${name}`}
            onClick={() => confirmDelete(customer)}
          >
            {t('customers.actions.delete')}
          </Button>
        </Space>
      </Flex>

      <CustomerDetailCards customer={customer} />

      {/* The edit drawer saves with the version the form opened on (see editing). */}
      <CustomerDrawer
        drawer={editing ? { mode: 'edit', customer: editing } : null}
        onClose={() => setEditing(null)}
        onSaved={() => queryClient.invalidateQueries({ queryKey: ['customers'] })}
      />
    </Flex>
  );
}
