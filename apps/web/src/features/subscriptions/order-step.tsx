import { maskIban, type PaymentType, type Plan } from '@kontor/domain/subscriptions';
import { Descriptions, type DescriptionsProps, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { priceItems } from './price-items';

export type OrderDetails = {
  plan: Plan;
  paymentType: PaymentType;
  /** The first paid day of an order placed now. */
  startsOn: string;
  accountHolder?: string;
  iban?: string;
  bic?: string;
};

/** Step 3: what is ordered, as it will be billed, before the order button (which the wizard draws). */
export function OrderStep({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const sepa = order.paymentType === 'SEPA';
  const items: DescriptionsProps['items'] = [
    { key: 'plan', label: t('subscriptions.summary.plan'), children: t(`subscriptions.plans.${order.plan.planName}`) },
    ...priceItems(order.plan, t),
    { key: 'startsOn', label: t('subscriptions.summary.startsOn'), children: formatDate(order.startsOn) },
    {
      key: 'paymentType',
      label: t('subscriptions.summary.paymentType'),
      children: t(`subscriptions.payment.${order.paymentType}`),
    },
    ...(sepa
      ? [
          { key: 'accountHolder', label: t('subscriptions.summary.accountHolder'), children: order.accountHolder?.trim() },
          { key: 'iban', label: t('subscriptions.summary.iban'), children: maskIban(order.iban?.toUpperCase() ?? '') },
          ...(order.bic?.trim()
            ? [{ key: 'bic', label: t('subscriptions.summary.bic'), children: order.bic.replace(/\s+/g, '').toUpperCase() }]
            : []),
        ]
      : []),
  ];
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        {t('subscriptions.summary.title')}
      </Typography.Title>
      <Descriptions size="small" column={1} bordered items={items} styles={{ label: { width: '45%' } }} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('subscriptions.summary.notice', { cancellable: t(`subscriptions.cancellable.${order.plan.planName}`) })}
      </Typography.Paragraph>
    </Flex>
  );
}
