import { DeleteOutlined, DownloadOutlined, EditOutlined, WarningOutlined } from '@ant-design/icons';
import { type Customer, customerDisplayName } from '@kontor/domain/customers';
import { formatPhone } from '@kontor/domain/display-format';
import { Button, Flex, Grid, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type ColumnOptions = {
  /** The list's query, handed to the detail page so its way back keeps the search. */
  listSearch: string;
  onEdit(customer: Customer): void;
  onExport(customer: Customer): void;
  onDelete(customer: Customer): void;
};

/** The name's cell: the link to the customer, a business's contact and VAT id, on a phone the town, the tags. */
function NameCell({ customer, listSearch }: { customer: Customer; listSearch: string }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  return (
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
        <Typography.Text type="secondary">{[customer.firstName, customer.lastName].filter(Boolean).join(' ')}</Typography.Text>
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
  );
}

/** A row's actions: edit (labelled on a wide screen), export, delete. */
function RowActions({ customer, onEdit, onExport, onDelete }: Omit<ColumnOptions, 'listSearch'> & { customer: Customer }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const name = customerDisplayName(customer);
  return (
    <Space size={4} wrap role="group" aria-label={t('customers.list.actionsFor', { name })}>
      <Button
        icon={<EditOutlined aria-hidden />}
        aria-label={`${t('customers.actions.edit')}: ${name}`}
        onClick={() => onEdit(customer)}
      >
        {screens.lg ? t('customers.actions.edit') : null}
      </Button>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        aria-label={`${t('customers.actions.export')}: ${name}`}
        title={t('customers.exportHint')}
        onClick={() => onExport(customer)}
      />
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`${t('customers.actions.delete')}: ${name}`}
        onClick={() => onDelete(customer)}
      />
    </Space>
  );
}

/** The customer list's columns: name, address, contact, actions. */
export function useCustomerColumns({ listSearch, ...actions }: ColumnOptions): TableColumnsType<Customer> {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      title: t('customers.list.columns.name'),
      render: (_, customer) => <NameCell customer={customer} listSearch={listSearch} />,
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
      render: (_, customer) => <RowActions customer={customer} {...actions} />,
    },
  ];
}
