import { COMMENT_MAX, PAYMENT_METHODS, PAYMENT_TERMS } from '@kontor/domain/constants';
import { TEMPLATE_CHOICES } from '@kontor/domain/trades';
import { Col, Form, type FormRule, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput, dateInputRule } from './date-input';
import { NumberInput, numberInputRule } from './number-input';
import { useUiLocale } from './use-ui-locale';

// The fields every document form has (the sale's and the purchase's wizard steps, the service
// invoice): money, payment, a day, a comment, a template. Moved here from the trades feature so the
// service invoices use the same ones.

type MoneyFieldProps = {
  name: string;
  label: string;
  /** The domain schema's rule for the field. */
  rule: FormRule;
  required?: boolean;
  extra?: string;
};

/** An amount in euros, typed as the language writes it (1.234,56), held in cents. */
export function MoneyField({ name, label, rule, required = false, extra }: MoneyFieldProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      required={required}
      rules={[
        ...(required ? [{ required: true, message: t('errors.0001') }] : []),
        numberInputRule(t, { locale, money: true }),
        rule,
      ]}
      validateDebounce={300}
    >
      <NumberInput money suffix="€" min={0} />
    </Form.Item>
  );
}

/** When and how the price is paid. */
export function PaymentFields() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="paymentType" label={t('trades.price.paymentType')}>
          <Select options={PAYMENT_TERMS.map((value) => ({ value, label: t(`trades.price.paymentTypes.${value}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="paymentMethod" label={t('trades.price.paymentMethod')}>
          <Select options={PAYMENT_METHODS.map((value) => ({ value, label: t(`trades.price.paymentMethods.${value}`) }))} />
        </Form.Item>
      </Col>
    </Row>
  );
}

type DayFieldProps = {
  name: string;
  label: string;
  /** No day after today (Berlin's) can be picked: for a day the server refuses in the future. */
  notAfterToday?: boolean;
};

/** A day, required: an empty one would be today's anyway, so it is never left empty here. */
export function DayField({ name, label, notAfterToday = false }: DayFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: t('errors.0001') }, dateInputRule]}>
      <DateInput past={notAfterToday} />
    </Form.Item>
  );
}

/** A comment printed on a document (at most 200 characters, counted); `rule` is the domain schema's rule of the field. */
export function CommentField({ name, label, rule }: { name: string; label: string; rule(name: string): FormRule }) {
  return (
    <Form.Item name={name} label={label} rules={[rule(name)]}>
      <Input.TextArea rows={2} count={{ show: true, max: COMMENT_MAX }} />
    </Form.Item>
  );
}

/** The company's own template or the standard one. */
export function TemplateField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label}>
      <Radio.Group options={TEMPLATE_CHOICES.map((value) => ({ value, label: t(`trades.handover.templates.${value}`) }))} />
    </Form.Item>
  );
}
