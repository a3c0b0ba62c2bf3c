import { customerDisplayName } from '@kontor/domain/customers';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../app/format';
import { vehiclesApi } from './vehicles.api';

/**
 * A sold vehicle's sale: buyer, price, sold day and invoice number, from its finished selling trade
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
  return (
    <Card title={t('vehicles.sale.title')}>
      <Descriptions
        layout="vertical"
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'buyer', label: t('vehicles.sale.buyer'), children: sale.buyer ? customerDisplayName(sale.buyer) : none },
          {
            key: 'price',
            label: t('vehicles.sale.price'),
            children: <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(sale.amounts.grossCents)}</span>,
          },
          { key: 'soldOn', label: t('vehicles.sale.soldOn'), children: formatDate(sale.issuedOn ?? soldOn) || none },
          { key: 'invoiceNumber', label: t('vehicles.sale.invoiceNumber'), children: sale.invoiceNumber ?? none },
        ]}
      />
    </Card>
  );
}
