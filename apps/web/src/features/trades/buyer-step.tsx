import { PlusOutlined } from '@ant-design/icons';
import { COUNTRIES } from '@kontor/domain/countries';
import { type Customer, type CustomerInput, customerDisplayName } from '@kontor/domain/customers';
import type { TradeParty } from '@kontor/domain/trades';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Form, Select, Spin, Typography } from 'antd';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tradesApi } from './trades.api';
import { tradesKeys, useBuyer, useUiLocale } from './use-selling-trade';

const SEARCH_DEBOUNCE_MS = 300;

/** The customers feature's form, as src/router.tsx hands it in (features never import each other). */
export type CustomerFormSlot = ComponentType<{
  onSubmit(values: CustomerInput): Promise<unknown>;
  submitting: boolean;
  submitLabel?: string;
  onCancel?(): void;
}>;

function addressLines(party: TradeParty, locale: 'de' | 'en'): string[] {
  const country = COUNTRIES.find((candidate) => candidate.id === party.countryId);
  return [
    [party.streetAddress, party.houseNumber].filter(Boolean).join(' '),
    party.additionalAddress ?? '',
    [party.postalCode, party.city].filter(Boolean).join(' '),
    country ? country[locale] : '',
  ].filter(Boolean);
}

function BuyerCard({ buyer }: { buyer: TradeParty }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const contact = [buyer.phoneNumber, buyer.email].filter(Boolean).join(' · ');
  return (
    <Card size="small" title={t('trades.buyer.chosen')} aria-live="polite">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('trades.buyer.name')}>
          {customerDisplayName(buyer)} ({t(`customers.types.${buyer.type}`)})
        </Descriptions.Item>
        <Descriptions.Item label={t('trades.buyer.address')}>
          <span style={{ whiteSpace: 'pre-line' }}>{addressLines(buyer, locale).join('\n')}</span>
        </Descriptions.Item>
        {buyer.type === 'BUSINESS' && (
          <Descriptions.Item label={t('trades.buyer.vatId')}>
            {buyer.vatId ?? <Typography.Text type="warning">{t('trades.buyer.noVatId')}</Typography.Text>}
          </Descriptions.Item>
        )}
        {contact && <Descriptions.Item label={t('trades.buyer.contact')}>{contact}</Descriptions.Item>}
      </Descriptions>
    </Card>
  );
}

/**
 * Step 1: the buyer, searched among the company's customers or added here with the customers
 * form. `onPicked` tells the wizard the choice changed (a value set in code is no form change);
 * `adding` (the new-customer form is open) is the wizard's, which holds the step while it is.
 */
export function BuyerStep({
  CustomerForm,
  tradeBuyer,
  onPicked,
  adding,
  onAddingChange,
}: {
  CustomerForm: CustomerFormSlot;
  tradeBuyer: TradeParty | null;
  onPicked(): void;
  adding: boolean;
  onAddingChange(adding: boolean): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const form = Form.useFormInstance();
  const customerId = (Form.useWatch('customerId', form) as string | null | undefined) ?? null;
  const buyer = useBuyer(customerId, tradeBuyer);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const customers = useQuery({
    queryKey: tradesKeys.customers(search),
    queryFn: () => tradesApi.customers(search),
    placeholderData: keepPreviousData,
  });
  const found: TradeParty[] = customers.data?.data ?? [];
  const options = [...(buyer.data && !found.some((customer) => customer.id === buyer.data.id) ? [buyer.data] : []), ...found].map(
    (customer) => ({
      value: customer.id,
      label: [customerDisplayName(customer), customer.city].filter(Boolean).join(', '),
    }),
  );

  const create = useMutation({
    mutationFn: (values: CustomerInput) => tradesApi.createCustomer(values),
    onSuccess: (customer: Customer) => {
      queryClient.setQueryData(tradesKeys.customer(customer.id), customer);
      void queryClient.invalidateQueries({ queryKey: ['trades', 'customers'] });
      form.setFieldValue('customerId', customer.id);
      void form.validateFields(['customerId']).catch(() => undefined);
      onAddingChange(false);
      onPicked();
      void message.success(t('trades.buyer.created'));
    },
  });

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="flex-end">
        <Form.Item
          name="customerId"
          label={t('trades.buyer.search')}
          rules={[{ required: true, message: t('trades.buyer.required') }]}
          style={{ flex: '1 1 280px', marginBottom: 0 }}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setTyped }}
            allowClear
            placeholder={t('trades.buyer.searchPlaceholder')}
            options={options}
            loading={customers.isFetching}
            notFoundContent={customers.isFetching ? <Spin size="small" /> : t('trades.buyer.noMatch')}
            onChange={() => onPicked()}
          />
        </Form.Item>
        <Button icon={<PlusOutlined />} onClick={() => onAddingChange(true)} disabled={adding}>
          {t('trades.buyer.newCustomer')}
        </Button>
      </Flex>
      {adding && (
        <Card size="small" title={t('trades.buyer.newCustomerTitle')}>
          <Suspense fallback={<Spin />}>
            <CustomerForm
              onSubmit={(values) => create.mutateAsync(values)}
              submitting={create.isPending}
              submitLabel={t('trades.buyer.create')}
              onCancel={() => onAddingChange(false)}
            />
          </Suspense>
        </Card>
      )}
      {buyer.data && !adding && <BuyerCard buyer={buyer.data} />}
    </Flex>
  );
}
