import { customerDisplayName } from '@kontor/domain/customers';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../app/format';
import { vehiclesApi } from './vehicles.api';

/**
 * A sold vehicle's sale: buyer, price, sold day, invoice number and what it earned (the margin, and
 * under §25a the VAT in it), from its finished selling trade
 * (the buyer as the invoice names them, not as the customer reads today). Nothing when the vehicle
 * was marked sold without an invoice from Kontor.
 */
export function SaleFacts({ vehicleId, soldOn }: { vehicleId: string; soldOn: string | null }) {
  const { t } = useTranslation();
  const trade = useQuery({
    queryKey: ['vehicles', 'selling-trade', vehicleId],
    queryFn: () => vehiclesApi.sellingTrade(vehicleId),
  });
  const sale = trade.data;
  if (!sale || sale.status !== 'FINISHED') return null;
  const none = t('vehicles.sale.none');
  const money = (cents: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(cents)}</span>;
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
    </Card>
  );
}
