import { todayInBerlin } from '@kontor/domain/business-calendar';
import { isErrorCode } from '@kontor/domain/errors';
import type { Subscription } from '@kontor/domain/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { EarlierSubscriptions } from './earlier-subscriptions';
import { RunningSubscription } from './running-subscription';
import { SubscriptionWizard } from './subscription-wizard';
import { subscriptionKeys, subscriptionsApi } from './subscriptions.api';

/** The subscription that runs today (`today` in Berlin): the newest one not ended before today. */
export function runningSubscription(subscriptions: readonly Subscription[], today: string): Subscription | null {
  return subscriptions.find((subscription) => subscription.endsOn === null || subscription.endsOn >= today) ?? null;
}

/**
 * /settings/subscriptions: the running subscription, or the wizard that orders one. A cancelled
 * subscription still runs to its end; from its view a new one may be ordered to follow it.
 */
export default function SubscriptionsPage() {
  const { t } = useTranslation();
  usePageTitle('subscriptions.title');
  const plans = useQuery({ queryKey: subscriptionKeys.plans, queryFn: subscriptionsApi.plans });
  const list = useQuery({ queryKey: subscriptionKeys.list, queryFn: subscriptionsApi.list });
  // The wizard opened from a cancelled subscription's view ("subscribe again").
  const [ordering, setOrdering] = useState(false);

  const failure = plans.error ?? list.error;
  if (failure) {
    const code = failure instanceof ApiError ? failure.code : '5003';
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        style={{ maxWidth: 960 }}
        title={t('subscriptions.loadFailed')}
        description={t(isErrorCode(code) ? `errors.${code}` : 'errors.5003')}
        action={
          <Button
            onClick={() => {
              void plans.refetch();
              void list.refetch();
            }}
          >
            {t('subscriptions.retry')}
          </Button>
        }
      />
    );
  }
  if (!plans.data || !list.data) return <Skeleton active style={{ maxWidth: 960 }} />;

  const running = runningSubscription(list.data, todayInBerlin());
  const others = list.data.filter((subscription) => subscription !== running);
  const main =
    running && !(ordering && running.endsOn !== null) ? (
      <RunningSubscription subscription={running} onSubscribeAgain={() => setOrdering(true)} />
    ) : (
      <SubscriptionWizard
        offer={plans.data}
        onOrdered={() => setOrdering(false)}
        onAlreadySubscribed={() => setOrdering(false)}
        onBack={running ? () => setOrdering(false) : undefined}
      />
    );
  return (
    <Flex vertical gap={24}>
      {main}
      <EarlierSubscriptions subscriptions={others} />
    </Flex>
  );
}
