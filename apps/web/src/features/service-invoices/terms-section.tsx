import { HANDOVER_DATES, LOCALES, VAT_RATES } from '@kontor/domain/constants';
import { PROPOSAL_VALID_DAYS, serviceInvoiceInputSchema } from '@kontor/domain/service-invoices';
import { Col, Form, Radio, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/date-input';
import { CommentField, DayField, PaymentFields, TemplateField } from '../../ui/document-fields';
import { zodRule } from '../../ui/zod-rule';
import type { ServiceFormValues } from './service-invoice-form';

/** A section's heading. */
export function SectionHeading({ id, text }: { id: string; text: string }) {
  return (
    <Typography.Title level={4} id={id} style={{ marginTop: 0 }}>
      {text}
    </Typography.Title>
  );
}

/** VAT (shown or not, and its rate), and when and how the invoice is paid. */
export function TaxAndPayment() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ServiceFormValues>();
  const vat = Form.useWatch('vat', { form, preserve: true }) as boolean | undefined;
  return (
    <>
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
                options={VAT_RATES.map((rate) => ({ value: rate, label: t('serviceInvoices.terms.rate', { rate }) }))}
              />
            </Form.Item>
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
