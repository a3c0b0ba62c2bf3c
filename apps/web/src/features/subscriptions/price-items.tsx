import type { PlanName } from '@kontor/domain/subscriptions';
import type { DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../app/format';

/** What a plan and a subscription both carry about the price. */
export type Priced = { planName: PlanName; netCents: number; vatRate: number; grossCents: number };

/** The VAT on a price: what the server's VAT math added to the net (gross is rounded there, once). */
export function vatCents(price: Priced): number {
  return price.grossCents - price.netCents;
}

/** The rows of a price, net, VAT and gross each per period, for a summary (Descriptions). */
export function priceItems(price: Priced, t: TFunction): NonNullable<DescriptionsProps['items']> {
  const per = t(`subscriptions.per.${price.planName}`);
  const perPeriod = (cents: number) => t('subscriptions.summary.perPeriod', { amount: formatMoney(cents), per });
  return [
    { key: 'net', label: t('subscriptions.summary.net'), children: perPeriod(price.netCents) },
    { key: 'vat', label: t('subscriptions.summary.vat', { rate: price.vatRate }), children: perPeriod(vatCents(price)) },
    { key: 'gross', label: t('subscriptions.summary.gross'), children: <strong>{perPeriod(price.grossCents)}</strong> },
  ];
}
