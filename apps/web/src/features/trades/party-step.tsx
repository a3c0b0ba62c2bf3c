import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { sellerIdProblem } from '@kontor/domain/purchase';
import { type Customer, type CustomerInput, customerDisplayName } from '@kontor/domain/customers';
import { formatPhone } from '@kontor/domain/display-format';
import type { TradeParty } from '@kontor/domain/trades';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Select, Spin, Typography } from 'antd';
import { type ComponentType, type RefObject, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../app/format';
import { useSelectClear } from '../../ui/clear-buttons';
import { tradesApi } from './trades.api';
import { type Opener, useCustomerFormFocus } from './use-customer-form-focus';
import { tradesKeys, useParty } from './use-trade';
import { useUiLocale } from '../../ui/use-ui-locale';
import { addressLines } from '../../app/address-lines';

const SEARCH_DEBOUNCE_MS = 300;

/** The customers feature's form, as src/router.tsx hands it in (features never import each other). */
export type CustomerFormSlot = ComponentType<{
  /** A stored customer to edit (the seller's ID data completed here). */
  initialValues?: Partial<CustomerInput>;
  onSubmit(values: CustomerInput): Promise<unknown>;
  submitting: boolean;
  submitLabel?: string;
  onCancel?(): void;
}>;

/** Whom the trade names: the sale's buyer or the purchase's seller. Their own texts are under `trades.buyer` or `purchase.seller`. */
export type PartyRole = 'buyer' | 'seller';
const ROLE_TEXTS: Record<PartyRole, string> = { buyer: 'trades.buyer', seller: 'purchase.seller' };

/**
 * A private seller's ID document and why it keeps the purchase from going on (missing, or
 * expired on the contract day `validOn`), with the way to complete it.
 */
type SellerIdProps = {
  party: TradeParty;
  validOn: string;
  readOnly: boolean;
  onEdit(): void;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

function SellerId({ party, validOn, readOnly, onEdit, buttonRef }: SellerIdProps) {
  const { t } = useTranslation();
  const problem = sellerIdProblem(party, validOn);
  const none = '—';
  return (
    <>
      <Descriptions column={{ xs: 1, sm: 3 }} size="small" title={t('purchase.seller.idDocument')}>
        <Descriptions.Item label={t('customers.fields.passport')}>{party.passport ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('customers.fields.passportFrom')}>{party.passportFrom ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('customers.fields.passportExpired')}>
          {formatDate(party.passportExpired) || none}
        </Descriptions.Item>
      </Descriptions>
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 8 }}
          title={t(problem === '9519' ? 'purchase.seller.idMissing' : 'purchase.seller.idExpired')}
          // The button under the text, not as the alert's action: beside it, on a phone, it left the
          // text a column one letter wide.
          description={
            <Flex vertical align="flex-start" gap={8}>
              {t(`errors.${problem}`)}
              {!readOnly && (
                // The alert's text column is narrow on a phone: the label wraps instead of leaving the alert.
                <Button
                  ref={buttonRef}
                  icon={<EditOutlined aria-hidden />}
                  onClick={onEdit}
                  style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                >
                  {t('purchase.seller.completeId')}
                </Button>
              )}
            </Flex>
          }
        />
      )}
    </>
  );
}

type CardProps = {
  party: TradeParty;
  role: PartyRole;
  idValidOn: string | null;
  readOnly: boolean;
  onEdit(opener: Opener): void;
  /** Where focus goes back to: the card itself and its two ways into the customer form. */
  cardRef: RefObject<HTMLDivElement | null>;
  editRef: RefObject<HTMLButtonElement | null>;
  completeIdRef: RefObject<HTMLButtonElement | null>;
};

function PartyCard({ party, role, idValidOn, readOnly, onEdit, cardRef, editRef, completeIdRef }: CardProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const contact = [formatPhone(party.phoneNumber), party.email].filter(Boolean).join(' · ');
  const seller = role === 'seller';
  const business = party.type === 'BUSINESS';
  return (
    // Focusable (not by Tab): focus comes here once the customer form has saved.
    <Card ref={cardRef} tabIndex={-1} size="small" title={t(`${ROLE_TEXTS[role]}.chosen`)} aria-live="polite">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('trades.buyer.name')}>
          {customerDisplayName(party)} ({t(`customers.types.${party.type}`)})
        </Descriptions.Item>
        <Descriptions.Item label={t('trades.buyer.address')}>
          <span style={{ whiteSpace: 'pre-line' }}>{addressLines(party, locale).join('\n')}</span>
        </Descriptions.Item>
        {business && (!seller || party.vatId) && (
          <Descriptions.Item label={t('trades.buyer.vatId')}>
            {party.vatId ?? <Typography.Text type="warning">{t('trades.buyer.noVatId')}</Typography.Text>}
          </Descriptions.Item>
        )}
        {contact && <Descriptions.Item label={t('trades.buyer.contact')}>{contact}</Descriptions.Item>}
      </Descriptions>
      {seller && (
        <>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
            {t(business ? 'purchase.seller.businessHint' : 'purchase.seller.privateHint')}
          </Typography.Paragraph>
          {!business && idValidOn && (
            <SellerId
              party={party}
              validOn={idValidOn}
              readOnly={readOnly}
              onEdit={() => onEdit('completeId')}
              buttonRef={completeIdRef}
            />
          )}
          {/* The seller's data is the customer's: edited here (their ID document) or on the customer's page. */}
          <Flex gap={12} wrap align="center" style={{ marginTop: 12 }}>
            {!readOnly && (
              <Button ref={editRef} icon={<EditOutlined aria-hidden />} onClick={() => onEdit('edit')}>
                {t('purchase.seller.editCustomer')}
              </Button>
            )}
            <Link to={`/customers/${party.id}`}>{t('purchase.seller.openCustomer')}</Link>
          </Flex>
        </>
      )}
    </Card>
  );
}

/**
 * The company's customers as the dealer types (searched once typing pauses), as the select's
 * options; the chosen party stays among them while the search does not find it.
 */
function useCustomerSearch(chosen: TradeParty | undefined) {
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
  const options = [...(chosen && !found.some((customer) => customer.id === chosen.id) ? [chosen] : []), ...found].map(
    (customer) => ({
      value: customer.id,
      label: [customerDisplayName(customer), customer.city].filter(Boolean).join(', '),
    }),
  );
  return { setTyped, options, searching: customers.isFetching };
}

type PartyStepProps = {
  role: PartyRole;
  CustomerForm: CustomerFormSlot;
  /** The trade's copy of the party (shown until the customer is read). */
  tradeParty: TradeParty | null;
  onPicked(): void;
  /** Whether the customer form is open (the wizard holds the step while it is). */
  formOpen: boolean;
  onFormOpenChange(open: boolean): void;
  /** A seller's ID document must be valid on this day (the contract's); null: not checked (the buyer). */
  idValidOn?: string | null;
  /** A finished trade: the party is shown, not changed. */
  readOnly?: boolean;
};

/**
 * Step 1: the buyer or the seller, searched among the company's customers or added here with the
 * customers form; a seller's data (their ID document) can be completed here too. `onPicked` tells
 * the wizard the choice changed (a value set in code is no form change); `formOpen` is the
 * wizard's, which holds the step while the form is open.
 */
export function PartyStep({
  role,
  CustomerForm,
  tradeParty,
  onPicked,
  formOpen,
  onFormOpenChange,
  idValidOn = null,
  readOnly = false,
}: PartyStepProps) {
  const { t } = useTranslation();
  const selectClear = useSelectClear();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const form = Form.useFormInstance();
  const texts = ROLE_TEXTS[role];
  const customerId = (Form.useWatch('customerId', form) as string | null | undefined) ?? null;
  const party = useParty(customerId, tradeParty);
  const [editing, setEditing] = useState(false);
  const { stepRef, formCardRef, newButtonRef, cardRefs, ...focus } = useCustomerFormFocus(t('customers.fields.passport'));
  const { setTyped, options, searching } = useCustomerSearch(party.data);

  const taken = (customer: Customer) => {
    queryClient.setQueryData(tradesKeys.customer(customer.id), customer);
    void queryClient.invalidateQueries({ queryKey: ['trades', 'customers'] });
    onFormOpenChange(false);
    focus.closed(true);
  };
  const cancel = () => {
    onFormOpenChange(false);
    focus.closed(false);
  };
  const create = useMutation({
    mutationFn: (values: CustomerInput) => tradesApi.createCustomer(values),
    onSuccess: (customer: Customer) => {
      taken(customer);
      form.setFieldValue('customerId', customer.id);
      void form.validateFields(['customerId']).catch(() => undefined);
      onPicked();
      void message.success(t(`${texts}.created`));
    },
  });
  const update = useMutation({
    mutationFn: (values: CustomerInput) => tradesApi.updateCustomer(customerId!, values),
    onSuccess: (customer: Customer) => {
      taken(customer);
      // The server's complaint about the old data (9519, 9520) is answered by the new data.
      form.setFields([{ name: 'customerId', errors: [] }]);
      void message.success(t('purchase.seller.saved'));
    },
  });
  const open = (by: Opener) => {
    setEditing(by !== 'new');
    focus.opened(by);
    onFormOpenChange(true);
  };

  return (
    <Flex ref={stepRef} vertical gap={16}>
      <Flex gap={8} wrap align="flex-end">
        <Form.Item
          name="customerId"
          label={t('trades.buyer.search')}
          rules={[{ required: true, message: t(`${texts}.required`) }]}
          style={{ flex: '1 1 280px', marginBottom: 0 }}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setTyped }}
            allowClear={selectClear}
            placeholder={t('trades.buyer.searchPlaceholder')}
            options={options}
            loading={searching}
            notFoundContent={searching ? <Spin size="small" /> : t('trades.buyer.noMatch')}
            onChange={() => onPicked()}
          />
        </Form.Item>
        {!readOnly && (
          <Button ref={newButtonRef} icon={<PlusOutlined aria-hidden />} onClick={() => open('new')} disabled={formOpen}>
            {t('trades.buyer.newCustomer')}
          </Button>
        )}
      </Flex>
      {formOpen && (
        <Card ref={formCardRef} size="small" title={t(editing ? 'purchase.seller.editTitle' : 'trades.buyer.newCustomerTitle')}>
          <Suspense fallback={<Spin />}>
            {editing && party.data ? (
              <CustomerForm
                initialValues={party.data}
                onSubmit={(values) => update.mutateAsync(values)}
                submitting={update.isPending}
                submitLabel={t('purchase.seller.save')}
                onCancel={cancel}
              />
            ) : (
              <CustomerForm
                onSubmit={(values) => create.mutateAsync(values)}
                submitting={create.isPending}
                submitLabel={t(`${texts}.create`)}
                onCancel={cancel}
              />
            )}
          </Suspense>
        </Card>
      )}
      {party.data && !formOpen && (
        <PartyCard party={party.data} role={role} idValidOn={idValidOn} readOnly={readOnly} onEdit={open} {...cardRefs} />
      )}
    </Flex>
  );
}
