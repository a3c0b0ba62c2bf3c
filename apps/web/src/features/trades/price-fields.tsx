import { PAYMENT_METHODS, PAYMENT_TERMS } from '@kontor/domain/constants';
import { Col, Form, type FormRule, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput, numberInputRule } from '../../ui/number-input';
import { useUiLocale } from './use-selling-trade';

// The price fields the sale's and the purchase's price steps share.

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
      rules={[...(required ? [{ required: true, message: t('errors.0001') }] : []), numberInputRule(t, { locale, money: true }), rule]}
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
