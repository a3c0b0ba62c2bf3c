import { todayInBerlin } from '@kontor/domain/business-calendar';
import type { Subscription } from '@kontor/domain/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { LoadFailed } from '../../ui/load-failed';
import { EarlierSubscriptions } from './earlier-subscriptions';
import { RunningSubscription } from './running-subscription';
import { SubscriptionInvoices } from './subscription-invoices';
import { SubscriptionWizard } from './subscription-wizard';
import { subscriptionKeys, subscriptionsApi } from './subscriptions.api';

/** The subscription that runs today (`today` in Berlin): the newest one not ended before today. */
export function runningSubscription(subscriptions: readonly Subscription[], today: string): Subscription | null {
  return subscriptions.find((subscription) => subscription.endsOn === null || subscription.endsOn >= today) ?? null;
}

/**
 * /settings/subscriptions: the running subscription, or the wizard that orders one. A canceled
 * subscription still runs to its end; from its view a new one may be ordered to follow it.
 */
export default function SubscriptionsPage() {
  const { t } = useTranslation();
  usePageTitle('subscriptions.title');
  const plans = useQuery({ queryKey: subscriptionKeys.plans, queryFn: subscriptionsApi.plans });
  const list = useQuery({ queryKey: subscriptionKeys.list, queryFn: subscriptionsApi.list });
  // The wizard opened from a canceled subscription's view ("subscribe again").
  const [ordering, setOrdering] = useState(false);
  // When the dealer swaps the views (ordered, subscribe again, back), the view that comes takes focus:
  // the button pressed is gone with the view it was in, and focus would drop to the page's top.
  const [focusRequest, setFocusRequest] = useState(0);
  const show = (wizard: boolean) => {
    setOrdering(wizard);
    setFocusRequest((count) => count + 1);
  };

  const failure = plans.error ?? list.error;
  if (failure) {
    const retry = () => {
      void plans.refetch();
      void list.refetch();
    };
    const code = failure instanceof ApiError ? failure.code : '5003';
    return <LoadFailed title={t('subscriptions.loadFailed')} code={code} onRetry={retry} maxWidth={960} />;
  }
  if (!plans.data || !list.data) return <Skeleton active style={{ maxWidth: 960 }} />;

  const running = runningSubscription(list.data, todayInBerlin());
  const others = list.data.filter((subscription) => subscription !== running);
  const main =
    running && !(ordering && running.endsOn !== null) ? (
      <RunningSubscription subscription={running} onSubscribeAgain={() => show(true)} focusRequest={focusRequest} />
    ) : (
      <SubscriptionWizard
        offer={plans.data}
        onOrdered={() => show(false)}
        onAlreadySubscribed={() => show(false)}
        onBack={running ? () => show(false) : undefined}
        focusRequest={focusRequest}
      />
    );
  return (
    <Flex vertical gap={24}>
      {main}
      <SubscriptionInvoices />
      <EarlierSubscriptions subscriptions={others} />
    </Flex>
  );
}
