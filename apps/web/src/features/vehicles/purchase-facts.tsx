import { StopOutlined } from '@ant-design/icons';
import type { Purchase } from '@kontor/domain/purchase';
import { todayInBerlin } from '@kontor/domain/business-calendar';
import { customerDisplayName } from '@kontor/domain/customers';
import { daysInStock } from '@kontor/domain/vehicle-list';
import { purchaseNet, type Vehicle } from '@kontor/domain/vehicles';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber } from '../../app/format';
import type { CancelRequest } from './cancel-trade-dialog';

/** The purchase wizard of a vehicle: to record its purchase, or to see and make again the purchase's documents. */
export const purchasePath = (vehicleId: string) => `/buying/buying-documents/${vehicleId}`;

/** The gross price, and for a purchase with VAT shown (REGULAR) the net and the VAT in it. */
function PurchasePrice({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  if (vehicle.purchasePrice === null) return <>{t('vehicles.purchase.none')}</>;
  const gross = <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(vehicle.purchasePrice)}</span>;
  if (vehicle.purchaseTaxation !== 'REGULAR' || !vehicle.purchaseVatRate) return gross;
  const { net, vat } = purchaseNet(vehicle.purchasePrice, 'REGULAR', vehicle.purchaseVatRate);
  return (
    <span>
      {gross}
      <br />
      <Typography.Text type="secondary">
        {t('vehicles.purchase.priceRegular', { net: formatMoney(net), rate: vehicle.purchaseVatRate, vat: formatMoney(vat) })}
      </Typography.Text>
    </span>
  );
}

type Props = {
  vehicle: Vehicle;
  trade: Purchase | null;
  /** Opens the cancellation of the purchase (Storno); without it the card offers none. */
  onCancel?(request: CancelRequest): void;
};

/**
 * What the vehicle cost: price (net and VAT for a regular purchase), the day it was bought, its
 * days in stock and the seller, from the purchase recorded by Kontor's purchase wizard; else the
 * price typed in the vehicle's data. Nothing when neither is known. A purchase recorded in Kontor
 * can be canceled; its contract (if made) is what the cancellation notice references.
 */
export function PurchaseFacts({ vehicle, trade, onCancel }: Props) {
  const { t } = useTranslation();
  if (!trade && vehicle.purchasePrice === null) return null;
  const none = t('vehicles.purchase.none');
  const finished = trade?.status === 'FINISHED';
  const days = daysInStock(vehicle, todayInBerlin());
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'price', label: t('vehicles.purchase.price'), children: <PurchasePrice vehicle={vehicle} /> },
    {
      key: 'taxation',
      label: t('vehicles.purchase.taxation'),
      children:
        vehicle.purchasePrice !== null && vehicle.purchaseTaxation
          ? t(`vehicles.enums.purchaseTaxation.${vehicle.purchaseTaxation}`)
          : none,
    },
    { key: 'purchasedOn', label: t('vehicles.purchase.purchasedOn'), children: formatDate(vehicle.purchasedOn) || none },
    { key: 'days', label: t('vehicles.purchase.daysInStock'), children: formatNumber(days) },
    ...(trade
      ? [
          {
            key: 'seller',
            label: t('vehicles.purchase.seller'),
            children: trade.seller ? customerDisplayName(trade.seller) : none,
          },
        ]
      : []),
  ];
  const note = !trade ? t('vehicles.purchase.typed') : finished ? null : t('vehicles.purchase.open');
  return (
    <Card
      title={t('vehicles.purchase.title')}
      extra={
        trade && (
          <Link to={purchasePath(vehicle.id)}>{t(finished ? 'vehicles.purchase.documents' : 'vehicles.purchase.continue')}</Link>
        )
      }
    >
      <Descriptions layout="vertical" size="small" column={{ xs: 1, sm: 2, lg: trade ? 5 : 4 }} items={items} />
      {note && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {note}
        </Typography.Paragraph>
      )}
      {/* Below the facts, not in the card's head: on a phone the head has no room for a second action. */}
      {trade && trade.status !== 'REJECTED' && onCancel && (
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <Button
            danger
            icon={<StopOutlined aria-hidden />}
            onClick={() => onCancel({ orderType: 'BUYING', issued: finished ? { number: null, date: trade.purchasedOn } : null })}
          >
            {/* An open purchase made no contract: it is discarded, not canceled. */}
            {t(finished ? 'cancellations.action.purchase' : 'cancellations.action.discardPurchase')}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
