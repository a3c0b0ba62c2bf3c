import { type PaymentType, type PlansResponse, subscribeSchema } from '@kontor/domain/subscriptions';
import { Checkbox, Flex, Form, Input, Radio, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodFieldRule } from '../../ui/zod-rule';

/** The fields of the SEPA part, as the order sends them (and as a 422 names them). */
export const SEPA_FIELDS = ['accountHolder', 'iban', 'bic', 'mandateAccepted'] as const;

// The fields are checked by the order's own schema (the server's rules); plan and a stand-in price are the
// first step's, given here so that only the SEPA part can fail.
const sepaSchema = {
  schema: subscribeSchema,
  prepare: (values: Record<string, unknown>) => ({
    ...values,
    planName: values.planName ?? 'MONTHLY',
    price: 1,
    paymentType: 'SEPA',
  }),
};

/**
 * Step 2: SEPA direct debit (where the operator offers it: it needs a creditor identifier) or an
 * invoice; for SEPA the account and the mandate, which the dealer grants with the checkbox.
 */
export function PaymentStep({ offer }: { offer: PlansResponse }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const form = Form.useFormInstance();
  // useWatch answers only after the first render: the stored value meanwhile, so that the SEPA
  // fields are there at once (the server's field errors are put on them as the step opens).
  const paymentType =
    Form.useWatch<PaymentType | undefined>('paymentType', form) ?? (form.getFieldValue('paymentType') as PaymentType | undefined);
  const rule = (name: string) => zodFieldRule(sepaSchema, name, t);
  const creditor = offer.creditor;
  return (
    <Flex vertical gap={8}>
      <Form.Item
        name="paymentType"
        label={t('subscriptions.payment.label')}
        rules={[{ required: true, message: t('errors.0001') }]}
      >
        <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          {offer.paymentTypes.map((type) => (
            <Radio key={type} value={type} style={{ alignItems: 'flex-start' }}>
              <Flex vertical>
                <Typography.Text strong>{t(`subscriptions.payment.${type}`)}</Typography.Text>
                <Typography.Text type="secondary">
                  {t(type === 'SEPA' ? 'subscriptions.payment.sepaHint' : 'subscriptions.payment.invoiceHint')}
                </Typography.Text>
              </Flex>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {paymentType === 'SEPA' && creditor && (
        <Flex vertical>
          <Form.Item
            name="accountHolder"
            label={t('subscriptions.payment.accountHolder')}
            rules={[rule('accountHolder')]}
            required
          >
            <Input autoComplete="name" />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item
              name="iban"
              label={t('subscriptions.payment.iban')}
              rules={[rule('iban')]}
              required
              style={{ flex: '2 1 260px' }}
            >
              <Input autoComplete="off" spellCheck={false} inputMode="text" style={{ textTransform: 'uppercase' }} />
            </Form.Item>
            <Form.Item
              name="bic"
              label={t('subscriptions.payment.bic')}
              extra={t('subscriptions.payment.bicHint')}
              rules={[rule('bic')]}
              // Whether the BIC is needed depends on the IBAN's country: checked again when the IBAN changes.
              dependencies={['iban']}
              style={{ flex: '1 1 180px' }}
            >
              <Input autoComplete="off" spellCheck={false} style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </Flex>
          <section
            aria-labelledby="sepa-mandate"
            style={{
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              padding: 16,
              background: token.colorFillQuaternary,
            }}
          >
            <Typography.Title level={3} id="sepa-mandate" style={{ fontSize: 16, marginTop: 0 }}>
              {t('subscriptions.mandate.title')}
            </Typography.Title>
            <Flex vertical style={{ marginBottom: 12 }}>
              <Typography.Text>
                {t('subscriptions.mandate.creditor', { name: [creditor.name, creditor.address].filter(Boolean).join(', ') })}
              </Typography.Text>
              <Typography.Text>{t('subscriptions.mandate.creditorId', { id: creditor.creditorId })}</Typography.Text>
              <Typography.Text>{t('subscriptions.mandate.reference')}</Typography.Text>
            </Flex>
            <Typography.Paragraph>{t('subscriptions.mandate.authorisation', { creditor: creditor.name })}</Typography.Paragraph>
            <Typography.Paragraph>{t('subscriptions.mandate.refund')}</Typography.Paragraph>
            <Form.Item
              name="mandateAccepted"
              valuePropName="checked"
              rules={[rule('mandateAccepted')]}
              style={{ marginBottom: 0 }}
            >
              <Checkbox>{t('subscriptions.mandate.accept')}</Checkbox>
            </Form.Item>
          </section>
        </Flex>
      )}
    </Flex>
  );
}
