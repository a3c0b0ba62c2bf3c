import { todayInBerlin } from '@kontor/domain/business-calendar';
import type { Subscription } from '@kontor/domain/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Descriptions, type DescriptionsProps, Flex } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { formatDate } from '../../app/format';
import { useSession } from '../../app/session';
import { useApiErrors } from '../../app/use-api-errors';
import { destructiveConfirm } from '../../ui/destructive-confirm';
import { focusIsLost } from '../../ui/focus';
import { MandateButton } from './mandate-button';
import { priceItems } from './price-items';
import { subscriptionKeys, subscriptionsApi } from './subscriptions.api';

type Props = {
  subscription: Subscription;
  /** A canceled subscription that still runs may be followed by a new order: opens the wizard. */
  onSubscribeAgain(): void;
  /** Counts the dealer's swaps of the page's views: from the first on, this view's heading takes focus. */
  focusRequest?: number;
};

/** The subscription that runs today: what is billed and how, the SEPA mandate, and the cancellation. */
export function RunningSubscription({ subscription, onSubscribeAgain, focusRequest = 0 }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const showError = useApiErrors();
  const sepa = subscription.paymentType === 'SEPA';
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown by the dealer's swap (an order, "back"): the heading takes focus, whether this view came
  // before the swap was counted (the list updated first) or after. Other renders leave focus alone.
  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus();
  }, [focusRequest]);

  const cancel = useMutation({
    mutationFn: () => subscriptionsApi.cancel(subscription.id),
    onSuccess: async (canceled) => {
      queryClient.setQueryData<Subscription[]>(subscriptionKeys.list, (old) =>
        old?.map((item) => (item.id === canceled.id ? canceled : item)),
      );
      // The first paid day of a new order now follows the canceled one's end: the offer is read again.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans });
      const neverStarts = canceled.endsOn !== null && canceled.endsOn < canceled.startsOn;
      void message.success(
        t(neverStarts ? 'subscriptions.running.canceledBeforeStartMessage' : 'subscriptions.running.canceled', {
          date: formatDate(canceled.endsOn),
        }),
      );
      // The session's subscription end day is now the last day: the header and banner follow it.
      await refresh();
    },
    onError: (error) => {
      // Nothing to cancel (canceled meanwhile, in another tab): show how it stands now.
      if (error instanceof ApiError && error.code === '9547')
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      showError(error);
    },
  });

  const confirmCancel = () => {
    modal.confirm({
      ...destructiveConfirm,
      title: t('subscriptions.running.cancelTitle'),
      // Before the first paid day a cancellation means the subscription never starts (the server ends it the day before).
      content: t(
        subscription.periodEnd < subscription.startsOn
          ? 'subscriptions.running.cancelTextBeforeStart'
          : 'subscriptions.running.cancelText',
        {
          date: formatDate(subscription.periodEnd),
        },
      ),
      okText: t('subscriptions.running.cancelOk'),
      cancelText: t('subscriptions.running.cancelKeep'),
      // The dialog stays open, its button loading, until the server has answered.
      onOk: () => cancel.mutateAsync().catch(() => undefined),
      // The dialog gives focus back to the cancel button, which a cancellation has replaced: then the
      // card's heading takes it (its status now says to when), not the top of the page. (When this
      // runs, the closed dialog is still in the page, its button still focused; it leaves right after.)
      afterClose: () => {
        if (focusIsLost() || document.activeElement?.closest('[role="dialog"]')) heading.current?.focus();
      },
    });
  };

  const canceled = subscription.endsOn !== null;
  const neverStarts = subscription.endsOn !== null && subscription.endsOn < subscription.startsOn;
  const items: DescriptionsProps['items'] = [
    { key: 'plan', label: t('subscriptions.summary.plan'), children: t(`subscriptions.plans.${subscription.planName}`) },
    ...priceItems(subscription, t),
    {
      key: 'paymentType',
      label: t('subscriptions.summary.paymentType'),
      children: t(`subscriptions.payment.${subscription.paymentType}`),
    },
    // A subscription canceled before its first paid day never has one.
    ...(neverStarts
      ? []
      : [{ key: 'startsOn', label: t('subscriptions.summary.startsOn'), children: formatDate(subscription.startsOn) }]),
    ...(sepa
      ? [
          { key: 'accountHolder', label: t('subscriptions.summary.accountHolder'), children: subscription.accountHolder },
          { key: 'iban', label: t('subscriptions.summary.iban'), children: subscription.ibanMasked },
          ...(subscription.bic ? [{ key: 'bic', label: t('subscriptions.summary.bic'), children: subscription.bic }] : []),
          {
            key: 'mandateReference',
            label: t('subscriptions.summary.mandateReference'),
            children: subscription.mandateReference,
          },
        ]
      : []),
  ];

  return (
    <Card
      style={{ maxWidth: 960, width: '100%' }}
      title={
        <h2 ref={heading} tabIndex={-1} style={{ fontSize: 18, margin: 0, outline: 'none' }}>
          {t('subscriptions.running.title')}
        </h2>
      }
    >
      {/* In the card, not in its header: at 375 px the header has no room for the title and the date. */}
      {/* A dot and text in the text colour: a coloured tag's light text would not reach 4.5:1. */}
      <Badge
        status={canceled ? 'warning' : 'success'}
        text={
          canceled
            ? t(neverStarts ? 'subscriptions.running.canceledBeforeStart' : 'subscriptions.running.canceledTo', {
                date: formatDate(subscription.endsOn),
              })
            : subscription.startsOn > todayInBerlin()
              ? t('subscriptions.running.startsOn', { date: formatDate(subscription.startsOn) })
              : t('subscriptions.running.active')
        }
        style={{ display: 'block', marginBottom: 16 }}
      />
      <Descriptions size="small" column={1} bordered items={items} styles={{ label: { width: '45%' } }} />
      <Flex gap={8} wrap style={{ marginTop: 24 }}>
        {sepa && subscription.mandateReference && <MandateButton subscription={subscription} />}
        {canceled ? (
          // Keyed apart: not the cancel button (still leaving its loading state) turned into this one.
          <Button key="again" type="primary" onClick={onSubscribeAgain}>
            {t('subscriptions.running.subscribeAgain')}
          </Button>
        ) : (
          <Button key="cancel" danger loading={cancel.isPending} onClick={confirmCancel}>
            {t('subscriptions.running.cancel')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
