import { StopOutlined } from '@ant-design/icons';
import { customerDisplayName } from '@kontor/domain/customers';
import type { Sale } from '@kontor/domain/trades';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../app/format';
import type { CancelRequest } from './cancel-trade-dialog';
import { TradeVatConfirmation } from '../../app/vat-confirmation';
import { vehiclesApi } from './vehicles.api';

type Props = {
  vehicleId: string;
  soldOn: string | null;
  /** Opens the cancellation of the sale (Storno); without it the card offers none (the demo version). */
  onCancel?(request: CancelRequest): void;
};

const money = (cents: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(cents)}</span>;

/**
 * The sale's Cancel action: its issued invoice (number and day) is what the cancellation invoice
 * reverses. An open sale issued nothing: it is discarded (Verwerfen), not canceled.
 */
function CancelSaleButton({ sale, onCancel }: { sale: Sale; onCancel: NonNullable<Props['onCancel']> }) {
  const { t } = useTranslation();
  const issued = sale.invoiceNumber ? { number: sale.invoiceNumber, date: sale.issuedOn } : null;
  const [label, text] = issued
    ? ['cancellations.action.saleLabel', 'cancellations.action.sale']
    : ['cancellations.action.discardSaleLabel', 'cancellations.action.discardSale'];
  // Below the facts, not in the card's head: on a phone the head has no room beside the title.
  return (
    <Flex justify="flex-end" style={{ marginTop: 12 }}>
      <Button
        danger
        icon={<StopOutlined aria-hidden />}
        aria-label={t(label)}
        onClick={() => onCancel({ orderType: 'SELLING', issued })}
      >
        {t(text)}
      </Button>
    </Flex>
  );
}

/** An open sale (the wizard started, no invoice yet): buyer and price so far, and that it is open. */
function OpenSale({ sale, action }: { sale: Sale; action: ReactNode }) {
  const { t } = useTranslation();
  const none = t('vehicles.sale.none');
  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          {t('vehicles.sale.title')}
          <Tag color="gold">{t('vehicles.sales.status.PENDING')}</Tag>
        </Flex>
      }
    >
      <Descriptions
        layout="vertical"
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'buyer', label: t('vehicles.sale.buyer'), children: sale.buyer ? customerDisplayName(sale.buyer) : none },
          {
            key: 'price',
            label: t('vehicles.sale.price'),
            children: sale.amounts.grossCents > 0 ? money(sale.amounts.grossCents) : none,
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('vehicles.detail.saleOpen')}
      </Typography.Paragraph>
      {action}
    </Card>
  );
}

/**
 * The vehicle's sale: of a sold vehicle buyer, price, sold day, invoice number and what it earned
 * (the margin, and under §25a the VAT in it), from its finished sale (the buyer as the
 * invoice names them, not as the customer reads today); of a vehicle in stock the open sale, if
 * one is started. Either can be canceled. Nothing when there is no sale in Kontor (a vehicle
 * marked sold without an invoice from Kontor, or a sale canceled).
 */
export function SaleFacts({ vehicleId, soldOn, onCancel }: Props) {
  const { t } = useTranslation();
  const trade = useQuery({
    queryKey: ['vehicles', 'sale', vehicleId],
    queryFn: () => vehiclesApi.sale(vehicleId),
  });
  const sale = trade.data;
  if (!sale || sale.status === 'REJECTED') return null;
  const action = onCancel ? <CancelSaleButton sale={sale} onCancel={onCancel} /> : null;
  if (sale.status === 'PENDING') return <OpenSale sale={sale} action={action} />;
  const none = t('vehicles.sale.none');
  return (
    <Card title={t('vehicles.sale.title')}>
      <Descriptions
        layout="vertical"
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'buyer', label: t('vehicles.sale.buyer'), children: sale.buyer ? customerDisplayName(sale.buyer) : none },
          {
            key: 'price',
            label: t('vehicles.sale.price'),
            children: money(sale.amounts.grossCents),
          },
          { key: 'soldOn', label: t('vehicles.sale.soldOn'), children: formatDate(sale.issuedOn ?? soldOn) || none },
          { key: 'invoiceNumber', label: t('vehicles.sale.invoiceNumber'), children: sale.invoiceNumber ?? none },
          {
            key: 'margin',
            label: t('vehicles.sale.margin'),
            children: sale.saleMargin ? money(sale.saleMargin.marginCents) : t('vehicles.sale.marginUnknown'),
          },
          // §25a: the VAT is in the margin, not on the invoice; the books need it apart.
          ...(sale.saleMargin?.marginVatCents != null
            ? [{ key: 'marginVat', label: t('vehicles.sale.marginVat'), children: money(sale.saleMargin.marginVatCents) }]
            : []),
        ]}
      />
      {/* A tax-free intra-EU supply rests on the buyer's confirmed VAT id (§ 6a, § 18e UStG). */}
      {sale.sectionType === '4.1b' && (
        <div style={{ marginTop: 12 }}>
          <TradeVatConfirmation tradeId={sale.id} />
        </div>
      )}
      {action}
    </Card>
  );
}
