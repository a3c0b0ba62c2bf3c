import { HANDOVER_DATES, LOCALES, SHOWN_VAT_RATES } from '@kontor/domain/constants';
import { countryById, countryName } from '@kontor/domain/countries';
import {
  PROPOSAL_VALID_DAYS,
  serviceInvoiceInputSchema,
  suggestedVatExemption,
  VAT_EXEMPTIONS,
  type VatExemption,
} from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Form, Radio, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { DateInput, dateInputRule } from '../../ui/date-input';
import { CommentField, DayField, PaymentFields, TemplateField } from '../../ui/document-fields';
import { zodRule } from '../../ui/zod-rule';
import { useUiLocale } from '../../ui/use-ui-locale';
import type { ServiceFormValues } from './service-invoice-form';
import { serviceInvoicesApi, serviceInvoicesKeys } from './service-invoices.api';

/** A section's heading. */
export function SectionHeading({ id, text }: { id: string; text: string }) {
  return (
    <Typography.Title level={4} id={id} style={{ marginTop: 0 }}>
      {text}
    </Typography.Title>
  );
}

/** The chosen customer as the customer section read it (the same cache entry); null while none is chosen or read. */
export function useChosenCustomer(): TradeParty | null {
  const form = Form.useFormInstance<ServiceFormValues>();
  const customerId = (Form.useWatch('customerId', { form, preserve: true }) as string | null | undefined) ?? null;
  const chosen = useQuery<TradeParty>({
    queryKey: serviceInvoicesKeys.customer(customerId),
    queryFn: () => serviceInvoicesApi.customer(customerId!),
    enabled: customerId !== null,
  });
  return customerId && chosen.data?.id === customerId ? chosen.data : null;
}

/**
 * A foreign business's work is supplied where it is (§3a Abs. 2 UStG): the hint names the reason that
 * usually fits, and applies it only when the dealer says so. Nothing is chosen for them.
 */
function ExemptionSuggestion({ current }: { current: VatExemption | null }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const form = Form.useFormInstance<ServiceFormValues>();
  const customer = useChosenCustomer();
  const suggested = customer ? suggestedVatExemption(customer) : null;
  if (!customer || !suggested || suggested === current) return null;
  const country = countryById(customer.countryId);
  const apply = () => {
    form.setFieldsValue({ vat: false, vatExemption: suggested });
    form.setFields([{ name: 'vatExemption', errors: [] }]);
  };
  return (
    <Alert
      type="info"
      showIcon
      data-testid="vat-exemption-suggestion"
      style={{ marginBottom: 16 }}
      title={
        <Flex gap={8} wrap align="baseline" justify="space-between">
          <span>
            {t(`serviceInvoices.terms.suggestion.${suggested}`, { country: country ? countryName(country, locale) : '' })}
          </span>
          <Button size="small" onClick={apply}>
            {t('serviceInvoices.terms.suggestion.apply')}
          </Button>
        </Flex>
      }
    />
  );
}

/**
 * Why there is no VAT: the three reasons, each with a line saying when it fits. The small business's
 * (§19 UStG) is the company's status, not a choice per invoice: offered only to a company that is one.
 */
function VatExemptionField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ServiceFormValues>();
  const smallBusiness = useSession().user?.company?.smallBusiness ?? false;
  return (
    <Form.Item name="vatExemption" label={t('serviceInvoices.terms.vatExemption')}>
      <Radio.Group
        // A refusal of the reason (9538–9540) is answered: another choice asks again.
        onChange={() => form.setFields([{ name: 'vatExemption', errors: [] }])}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={VAT_EXEMPTIONS.map((value) => {
          const closed = value === 'SMALL_BUSINESS' && !smallBusiness;
          return {
            value,
            disabled: closed,
            label: (
              <span>
                {t(`serviceInvoices.terms.vatExemptions.${value}`)}
                <Typography.Text type={closed ? 'warning' : 'secondary'} style={{ display: 'block' }}>
                  {closed ? t('errors.9550') : t(`serviceInvoices.terms.vatExemptionHints.${value}`)}
                </Typography.Text>
              </span>
            ),
          };
        })}
      />
    </Form.Item>
  );
}

/** VAT (shown or not, and its rate, or why there is none), and when and how the invoice is paid. */
export function TaxAndPayment() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ServiceFormValues>();
  const vat = Form.useWatch('vat', { form, preserve: true }) as boolean | undefined;
  const exemption = Form.useWatch('vatExemption', { form, preserve: true }) as VatExemption | null | undefined;
  return (
    <>
      <ExemptionSuggestion current={vat === false ? (exemption ?? null) : null} />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="vat"
            label={t('serviceInvoices.terms.vat')}
            valuePropName="checked"
            extra={vat === false ? t('serviceInvoices.terms.noVatHint') : undefined}
          >
            <Switch />
          </Form.Item>
        </Col>
        {vat !== false && (
          <Col xs={24} sm={12}>
            <Form.Item name="vatRate" label={t('serviceInvoices.terms.vatRate')}>
              <Radio.Group
                optionType="button"
                options={SHOWN_VAT_RATES.map((rate) => ({ value: rate, label: t('serviceInvoices.terms.rate', { rate }) }))}
              />
            </Form.Item>
          </Col>
        )}
        {vat === false && (
          <Col xs={24}>
            <VatExemptionField />
          </Col>
        )}
      </Row>
      <PaymentFields />
    </>
  );
}

/** The invoice date (today unless changed), the day of the service, and how long a cost estimate is valid. */
export function DateFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ServiceFormValues>();
  const handoverDate = Form.useWatch('handoverDate', { form, preserve: true }) as string | undefined;
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <DayField name="invoiceDate" label={t('serviceInvoices.terms.invoiceDate')} />
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="proposalValidUntil"
          label={t('serviceInvoices.terms.proposalValidUntil')}
          extra={t('serviceInvoices.terms.proposalValidHint', { days: PROPOSAL_VALID_DAYS })}
          rules={[dateInputRule]}
        >
          <DateInput />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="handoverDate" label={t('serviceInvoices.terms.handoverDate')}>
          <Radio.Group
            options={HANDOVER_DATES.map((value) => ({ value, label: t(`serviceInvoices.terms.handoverDates.${value}`) }))}
          />
        </Form.Item>
      </Col>
      {handoverDate === 'CUSTOM' && (
        <Col xs={24} sm={12}>
          <DayField name="handoverOn" label={t('serviceInvoices.terms.handoverOn')} />
        </Col>
      )}
    </Row>
  );
}

/** The comment on the invoice (at most 200 characters, counted), the template and the documents' language. */
export function TextFields() {
  const { t } = useTranslation();
  return (
    <>
      <CommentField
        name="invoiceComments"
        label={t('serviceInvoices.terms.invoiceComments')}
        rule={() => zodRule(serviceInvoiceInputSchema.shape.invoiceComments, t)}
      />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <TemplateField name="invoiceTemplate" label={t('serviceInvoices.terms.invoiceTemplate')} />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="language" label={t('serviceInvoices.terms.language')}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={LOCALES.map((value) => ({ value, label: t(`common.languages.${value}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
