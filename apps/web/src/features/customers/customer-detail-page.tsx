import { ArrowLeftOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, WarningOutlined } from '@ant-design/icons';
import { countryById, countryName } from '@kontor/domain/countries';
import { type Customer, type CustomerInput, customerDisplayName } from '@kontor/domain/customers';
import { formatPhone } from '@kontor/domain/display-format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Drawer, Flex, Result, Space, Spin, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { formatDate } from '../../app/format';
import { CustomerForm } from './customer-form';
import { customersApi } from './customers.api';
import { useCustomerActions } from './use-customer-actions';
import { useUnsavedClose } from '../../app/use-unsaved-guard';

type Item = { key: string; label: string; value: ReactNode };

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
 * Everything stored about one customer, grouped like the form, with the list's actions. Only
 * fields with a value are shown, and a group without any is left out. The customer's trades
 * (vehicles bought and sold) join this page when trades exist.
 */
export default function CustomerDetailPage() {
  const { t, i18n } = useTranslation();
  usePageTitle('customers.title');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const fullName = useFullName();
  const locale = i18n.language === 'en' ? 'en' : 'de';
  // The customer as the edit form opened on it: its version goes with the save (If-Match), so a change
  // made meanwhile in another tab is refused (9541), even after this page refetched the newer one.
  const [editing, setEditing] = useState<Customer | null>(null);
  // Esc or a click beside the drawer with changes not saved asks before they are thrown away.
  const unsavedClose = useUnsavedClose();
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
  const save = useMutation({
    mutationFn: (values: CustomerInput) => customersApi.update(id, values, editing?.updatedAt),
    onSuccess: async () => {
      void message.success(t('customers.messages.updated'));
      unsavedClose.reset();
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
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
  const field = (key: keyof Customer & string, value: ReactNode = customer[key] as ReactNode): Item | null =>
    value === null || value === undefined || value === '' ? null : { key, label: t(`customers.fields.${key}`), value };
  const country = countryById(customer.countryId);
  const street = [customer.streetAddress, customer.houseNumber].filter(Boolean).join(' ');
  const place = [customer.postalCode, customer.city].filter(Boolean).join(' ');
  const address = [street, customer.additionalAddress, place, country ? countryName(country, locale) : ''].filter(Boolean);
  const business = customer.type === 'BUSINESS';
  const person = [customer.firstName, customer.lastName].filter(Boolean).join(' ');

  const sections: { key: string; items: (Item | null)[] }[] = [
    {
      key: 'name',
      items: [
        field('type', t(`customers.types.${customer.type}`)),
        business ? field('companyName') : null,
        business ? field('vatId') : null,
        field('greeting', customer.greeting ? t(`customers.greetings.${customer.greeting}`) : null),
        field('title', customer.title ? t(`customers.titles.${customer.title}`) : null),
        field('firstName'),
        field('lastName'),
      ],
    },
    {
      key: 'address',
      items: [
        address.length > 0
          ? {
              key: 'address',
              label: t('customers.sections.address'),
              value: (
                <Flex vertical>
                  {address.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </Flex>
              ),
            }
          : null,
        field('additionalInfo1'),
        field('additionalInfo2'),
      ],
    },
    {
      key: 'contact',
      items: [
        field(
          'phoneNumber',
          customer.phoneNumber ? <a href={`tel:${customer.phoneNumber}`}>{formatPhone(customer.phoneNumber)}</a> : null,
        ),
        field('email', customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : null),
      ],
    },
    {
      key: business ? 'idDocumentOptional' : 'idDocument',
      items: [
        field('birthday', formatDate(customer.birthday, locale)),
        field('placeOfBirth'),
        field('nationality'),
        field('passport'),
        field(
          'passportExpired',
          customer.passportExpired ? (
            <Space size={8} wrap>
              <span>{formatDate(customer.passportExpired, locale)}</span>
              {customer.idDocumentExpired && (
                <Tag color="error" icon={<WarningOutlined aria-hidden />}>
                  {t('customers.idExpired')}
                </Tag>
              )}
            </Space>
          ) : null,
        ),
        field('passportFrom'),
      ],
    },
    {
      key: 'other',
      items: [field('comments', customer.comments ? <span style={{ whiteSpace: 'pre-wrap' }}>{customer.comments}</span> : null)],
    },
    {
      key: 'record',
      items: [
        field('createdAt', formatDate(customer.createdAt, locale)),
        field('updatedAt', formatDate(customer.updatedAt, locale)),
      ],
    },
  ];

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

      {sections.map((section) => {
        const items = section.items.filter((item): item is Item => item !== null);
        if (items.length === 0) return null;
        return (
          <Card key={section.key} size="small" title={t(`customers.sections.${section.key}`)}>
            <Descriptions
              colon={false}
              column={{ xs: 1, sm: 1, md: 2 }}
              size="small"
              items={items.map(({ key, label, value }) => ({ key, label, children: value }))}
            />
          </Card>
        );
      })}

      <Drawer
        open={editing !== null}
        onClose={() => unsavedClose.close(() => setEditing(null))}
        title={t('customers.drawer.editTitle')}
        size="min(720px, 100vw)"
        destroyOnHidden
      >
        {editing && (
          <CustomerForm
            initialValues={editing}
            submitting={save.isPending}
            onSubmit={(values) => save.mutateAsync(values)}
            onCancel={() => {
              unsavedClose.reset();
              setEditing(null);
            }}
            onChange={unsavedClose.markChanged}
          />
        )}
      </Drawer>
    </Flex>
  );
}
