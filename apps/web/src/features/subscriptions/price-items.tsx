import type { PlanName, SubscriptionTaxation } from '@kontor/domain/subscriptions';
import type { DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../app/format';

/** What a plan and a subscription both carry about the price. */
export type Priced = {
  planName: PlanName;
  netCents: number;
  vatRate: number;
  grossCents: number;
  taxation: SubscriptionTaxation;
};

/** The VAT on a price: what the server's VAT math added to the net (gross is rounded there, once). */
export function vatCents(price: Priced): number {
  return price.grossCents - price.netCents;
}

/**
 * What the price says of VAT beside the net: German VAT at its rate and amount, or why there is none
 * (the reverse charge of a business in another member state, or a business outside the EU).
 */
export function vatText(price: Priced, t: TFunction): string {
  return price.taxation === 'STANDARD'
    ? t('subscriptions.price.plusVat', { rate: price.vatRate, amount: formatMoney(vatCents(price)) })
    : t(`subscriptions.price.${price.taxation}`);
}

/** The rows of a price, net, VAT and gross each per period, for a summary (Descriptions); without German VAT, why. */
export function priceItems(price: Priced, t: TFunction): NonNullable<DescriptionsProps['items']> {
  const per = t(`subscriptions.per.${price.planName}`);
  const perPeriod = (cents: number) => t('subscriptions.summary.perPeriod', { amount: formatMoney(cents), per });
  const standard = price.taxation === 'STANDARD';
  return [
    { key: 'net', label: t('subscriptions.summary.net'), children: perPeriod(price.netCents) },
    standard
      ? { key: 'vat', label: t('subscriptions.summary.vat', { rate: price.vatRate }), children: perPeriod(vatCents(price)) }
      : { key: 'vat', label: t('subscriptions.summary.vatNone'), children: vatText(price, t) },
    {
      key: 'gross',
      label: t(standard ? 'subscriptions.summary.gross' : 'subscriptions.summary.total'),
      children: <strong>{perPeriod(price.grossCents)}</strong>,
    },
  ];
}
