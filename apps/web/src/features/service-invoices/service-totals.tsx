import type { ServiceAmounts } from '@kontor/domain/service-invoices';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';

/** The invoice's totals under its lines, as the domain's serviceAmounts gives them (never computed here): the net of the lines, the VAT on that net, the gross. */
export function ServiceTotals({ amounts, vat = true }: { amounts: ServiceAmounts; vat?: boolean }) {
  const { t } = useTranslation();
  const row = (label: string, cents: number, strong = false) => (
    <Flex key={label} justify="space-between" gap={24}>
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(cents)}
      </Typography.Text>
    </Flex>
  );
  return (
    <Flex
      vertical
      gap={4}
      role="group"
      aria-label={t('serviceInvoices.lines.totals')}
      data-testid="service-totals"
      style={{ minWidth: 240, marginInlineStart: 'auto' }}
    >
      {row(t('serviceInvoices.lines.totalNet'), amounts.netCents)}
      {row(
        vat ? t('serviceInvoices.lines.totalVat', { rate: amounts.vatRate }) : t('serviceInvoices.lines.totalNoVat'),
        amounts.vatCents,
      )}
      {row(t('serviceInvoices.lines.totalGross'), amounts.grossCents, true)}
    </Flex>
  );
}
