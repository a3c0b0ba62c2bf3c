import type { Subscription } from '@kontor/domain/subscriptions';
import { Card, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { MandateButton } from './mandate-button';

/**
 * The company's other subscriptions, newest first: one that still runs while its successor waits,
 * and those that ended. Each keeps its mandate to download (a creditor keeps it after the end too).
 */
export function EarlierSubscriptions({ subscriptions }: { subscriptions: readonly Subscription[] }) {
  const { t } = useTranslation();
  if (subscriptions.length === 0) return null;
  return (
    <Card
      style={{ maxWidth: 960, width: '100%' }}
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('subscriptions.earlier.title')}</h2>}
    >
      <List
        dataSource={[...subscriptions]}
        rowKey="id"
        renderItem={(subscription) => (
          <List.Item>
            <Flex gap={8} wrap justify="space-between" align="center" style={{ width: '100%' }}>
              <Flex vertical>
                <Typography.Text strong>
                  {t(`subscriptions.plans.${subscription.planName}`)} · {t(`subscriptions.payment.${subscription.paymentType}`)}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {subscription.endsOn !== null && subscription.endsOn < subscription.startsOn
                    ? t('subscriptions.earlier.neverStarted')
                    : t('subscriptions.earlier.period', {
                        from: formatDate(subscription.startsOn),
                        to: subscription.endsOn ? formatDate(subscription.endsOn) : '…',
                      })}
                </Typography.Text>
              </Flex>
              {subscription.mandateReference && <MandateButton subscription={subscription} size="small" />}
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
