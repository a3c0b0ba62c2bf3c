import { PlusOutlined } from '@ant-design/icons';
import { type Customer, type CustomerInput, customerDisplayName } from '@kontor/domain/customers';
import { formatPhone } from '@kontor/domain/display-format';
import type { TradeParty } from '@kontor/domain/trades';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Form, Select, Spin } from 'antd';
import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSelectClear } from '../../ui/clear-buttons';
import { fieldLabelled, firstField, focusWhenPresent } from '../../ui/focus';
import { useUiLocale } from '../../ui/use-ui-locale';
import { serviceInvoicesApi, serviceInvoicesKeys } from './service-invoices.api';
import { addressLines } from '../../app/address-lines';

const SEARCH_DEBOUNCE_MS = 300;

/** The customers feature's form, as src/router.tsx hands it in (features never import each other). */
export type CustomerFormSlot = ComponentType<{
  onSubmit(values: CustomerInput): Promise<unknown>;
  submitting: boolean;
  submitLabel?: string;
  onCancel?(): void;
}>;

/** The chosen customer as the invoice will name them. */
export function CustomerCard({ party }: { party: TradeParty }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const contact = [formatPhone(party.phoneNumber), party.email].filter(Boolean).join(' · ');
  return (
    <Card size="small" aria-live="polite" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('serviceInvoices.customer.name')}>
          {customerDisplayName(party)} ({t(`customers.types.${party.type}`)})
        </Descriptions.Item>
        <Descriptions.Item label={t('serviceInvoices.customer.address')}>
          <span style={{ whiteSpace: 'pre-line' }}>{addressLines(party, locale).join('\n')}</span>
        </Descriptions.Item>
        {contact && <Descriptions.Item label={t('serviceInvoices.customer.contact')}>{contact}</Descriptions.Item>}
      </Descriptions>
      <Link to={`/customers/${party.id}`}>{t('serviceInvoices.customer.open')}</Link>
    </Card>
  );
}

type Props = {
  CustomerForm: CustomerFormSlot;
  /** The trade's copy of the customer (shown until the customer is read). */
  tradeCustomer: TradeParty | null;
};

/**
 * The customer, searched among the company's customers or added here with the customers form (as
 * the sale wizard does). Required only for a document; a draft may have none yet.
 */
export function CustomerSection({ CustomerForm, tradeCustomer }: Props) {
  const { t } = useTranslation();
  const selectClear = useSelectClear();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const form = Form.useFormInstance();
  const customerId = (Form.useWatch('customerId', { form, preserve: true }) as string | null | undefined) ?? null;
  const [formOpen, setFormOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { sectionRef, formCardRef, newButtonRef, ...focus } = useFormFocus(t('serviceInvoices.customer.search'));

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const chosen = useQuery<TradeParty>({
    queryKey: serviceInvoicesKeys.customer(customerId),
    queryFn: () => serviceInvoicesApi.customer(customerId!),
    enabled: customerId !== null,
    initialData: tradeCustomer && tradeCustomer.id === customerId ? tradeCustomer : undefined,
  });
  const customers = useQuery({
    queryKey: serviceInvoicesKeys.customers(search),
    queryFn: () => serviceInvoicesApi.customers(search),
    placeholderData: keepPreviousData,
  });
  const found: TradeParty[] = customers.data?.data ?? [];
  const options = [
    ...(chosen.data && !found.some((customer) => customer.id === chosen.data.id) ? [chosen.data] : []),
    ...found,
  ].map((customer) => ({
    value: customer.id,
    label: [customerDisplayName(customer), customer.city].filter(Boolean).join(', '),
  }));

  const create = useMutation({
    mutationFn: (values: CustomerInput) => serviceInvoicesApi.createCustomer(values),
    onSuccess: (customer: Customer) => {
      queryClient.setQueryData(serviceInvoicesKeys.customer(customer.id), customer);
      void queryClient.invalidateQueries({ queryKey: ['service-invoices', 'customers'] });
      setFormOpen(false);
      focus.closed(true);
      form.setFields([{ name: 'customerId', value: customer.id, errors: [] }]);
      void message.success(t('serviceInvoices.customer.created'));
    },
  });

  return (
    <Flex ref={sectionRef} vertical gap={16}>
      <Flex gap={8} wrap align="flex-end">
        <Form.Item name="customerId" label={t('serviceInvoices.customer.search')} style={{ flex: '1 1 280px', marginBottom: 0 }}>
          <Select
            showSearch={{ filterOption: false, onSearch: setTyped }}
            allowClear={selectClear}
            placeholder={t('serviceInvoices.customer.placeholder')}
            options={options}
            loading={customers.isFetching}
            notFoundContent={customers.isFetching ? <Spin size="small" /> : t('serviceInvoices.customer.noMatch')}
            onChange={() => form.setFields([{ name: 'customerId', errors: [] }])}
          />
        </Form.Item>
        <Button
          ref={newButtonRef}
          icon={<PlusOutlined aria-hidden />}
          onClick={() => {
            setFormOpen(true);
            focus.opened();
          }}
          disabled={formOpen}
        >
          {t('serviceInvoices.customer.new')}
        </Button>
      </Flex>
      {formOpen && (
        <Card ref={formCardRef} size="small" title={t('serviceInvoices.customer.newTitle')}>
          <Suspense fallback={<Spin />}>
            <CustomerForm
              onSubmit={(values) => create.mutateAsync(values)}
              submitting={create.isPending}
              submitLabel={t('serviceInvoices.customer.create')}
              onCancel={() => {
                setFormOpen(false);
                focus.closed(false);
              }}
            />
          </Suspense>
        </Card>
      )}
      {chosen.data && customerId && !formOpen && <CustomerCard party={chosen.data} />}
    </Flex>
  );
}

/**
 * Focus around the inline customer form, which disables the New customer button that opened it:
 * into the form's first field when it opens (it is loaded lazily, so waited for), back to that button
 * on Cancel, and to the customer search (`searchLabel`, now naming the new customer) once it saved. Else it dropped
 * to <body>. The sale wizard's party step does the same (trades/use-customer-form-focus.ts).
 */
function useFormFocus(searchLabel: string) {
  const sectionRef = useRef<HTMLDivElement>(null);
  const formCardRef = useRef<HTMLDivElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const [target, setTarget] = useState<'form' | 'button' | 'search' | null>(null);

  useEffect(() => {
    const root = sectionRef.current;
    if (!target || !root) return;
    const find = () => {
      if (target === 'button') return newButtonRef.current;
      if (target === 'search') return fieldLabelled(root, searchLabel);
      return formCardRef.current && firstField(formCardRef.current);
    };
    return focusWhenPresent({ root, find });
  }, [target, searchLabel]);

  return {
    sectionRef,
    formCardRef,
    newButtonRef,
    opened: () => setTarget('form'),
    closed: (saved: boolean) => setTarget(saved ? 'search' : 'button'),
  };
}
