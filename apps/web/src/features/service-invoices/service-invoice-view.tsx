import { StopOutlined } from '@ant-design/icons';
import type { ServiceInvoice, ServiceLine } from '@kontor/domain/service-invoices';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  type DescriptionsProps,
  Flex,
  Grid,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatMonth, formatNumber } from '../../app/format';
import { useUiLocale } from '../../ui/use-ui-locale';
import { CustomerCard } from './customer-section';
import { formatQuantity } from './quantity';
import { ServiceCancelDialog } from './service-cancel-dialog';
import { ServiceDocuments } from './service-documents';
import { ServiceTotals } from './service-totals';

type Row = ServiceLine & { index: number };

/** The lines as issued, with the amounts the server computed for them (the invoice's own figures). */
function IssuedLines({ trade }: { trade: ServiceInvoice }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const wide = Grid.useBreakpoint().md;
  const amounts = (row: Row) => trade.amounts.lines[row.index];
  const money = (cents: number | undefined) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(cents ?? 0)}</span>;
  const columns: TableColumnsType<Row> = [
    {
      key: 'description',
      title: t('serviceInvoices.lines.description'),
      render: (_, row) => (
        <Flex vertical>
          <span>{row.description}</span>
          {/* On a phone the quantity and price columns are hidden; the line says them. */}
          {!wide && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {`${formatQuantity(row.quantity, locale)} × ${formatMoney(row.unitPrice)}`}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'quantity',
      title: t('serviceInvoices.lines.quantity'),
      align: 'right',
      responsive: ['md'],
      render: (_, row) => formatQuantity(row.quantity, locale),
    },
    {
      key: 'unitPrice',
      title: t('serviceInvoices.lines.unitPrice'),
      align: 'right',
      responsive: ['md'],
      render: (_, row) => money(row.unitPrice),
    },
    {
      key: 'net',
      title: t('serviceInvoices.lines.net'),
      align: 'right',
      responsive: ['md'],
      render: (_, row) => money(amounts(row)?.netCents),
    },
    {
      key: 'vat',
      title: t('serviceInvoices.lines.vat'),
      align: 'right',
      responsive: ['md'],
      render: (_, row) => money(amounts(row)?.vatCents),
    },
    {
      key: 'gross',
      title: t('serviceInvoices.lines.gross'),
      align: 'right',
      render: (_, row) => money(amounts(row)?.grossCents),
    },
  ];
  return (
    <Table<Row>
      rowKey="index"
      columns={columns}
      dataSource={trade.lines.map((line, index) => ({ ...line, index }))}
      pagination={false}
      size="small"
      aria-label={t('serviceInvoices.sections.lines')}
    />
  );
}

/** The vehicle and the terms as the invoice states them. */
function Facts({ trade }: { trade: ServiceInvoice }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const none = t('serviceInvoices.view.none');
  const vehicle = [trade.make, trade.model].filter(Boolean).join(' ');
  const items: DescriptionsProps['items'] = [
    { key: 'vehicle', label: t('serviceInvoices.sections.vehicle'), children: vehicle || t('serviceInvoices.vehicle.none') },
    { key: 'plate', label: t('serviceInvoices.vehicle.licencePlate'), children: trade.licencePlate || none },
    { key: 'vin', label: t('serviceInvoices.vehicle.vinCode'), children: trade.vinCode || none },
    {
      key: 'inspection',
      label: t('serviceInvoices.vehicle.nextInspection'),
      children: formatMonth(trade.nextInspection) || none,
    },
    {
      key: 'mileage',
      label: t('serviceInvoices.vehicle.mileage'),
      children: trade.mileage === null || trade.mileage === undefined ? none : `${formatNumber(trade.mileage, locale)} km`,
    },
    {
      key: 'invoiceDate',
      label: t('serviceInvoices.terms.invoiceDate'),
      children: formatDate(trade.invoiceDate ?? trade.issuedOn) || none,
    },
    {
      key: 'handover',
      label: t('serviceInvoices.terms.handoverDate'),
      children:
        trade.handoverDate === 'CUSTOM' ? formatDate(trade.handoverOn) : t('serviceInvoices.terms.handoverDates.INVOICE_DATE'),
    },
    {
      key: 'paymentType',
      label: t('serviceInvoices.view.paymentType'),
      children: t(`trades.price.paymentTypes.${trade.paymentType ?? 'IN_14_DAYS'}`),
    },
    {
      key: 'paymentMethod',
      label: t('serviceInvoices.view.paymentMethod'),
      children: t(`trades.price.paymentMethods.${trade.paymentMethod ?? 'TRANSFER'}`),
    },
    // Why the invoice shows no VAT, as it printed it.
    ...(trade.vat === false
      ? [
          {
            key: 'vatExemption',
            label: t('serviceInvoices.terms.vatExemption'),
            children: trade.amounts.vatExemption ? t(`serviceInvoices.terms.vatExemptions.${trade.amounts.vatExemption}`) : none,
          },
        ]
      : []),
    {
      key: 'comments',
      label: t('serviceInvoices.terms.invoiceComments'),
      children: trade.invoiceComments || none,
      span: 'filled',
    },
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />;
}

/**
 * An issued (or canceled) service invoice: shown, never changed. An issued one is corrected only
 * by its cancellation invoice, which the Cancel action makes.
 */
export function ServiceInvoiceView({ trade }: { trade: ServiceInvoice }) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState(false);
  const number = trade.invoiceNumber ?? '';
  const issued = trade.status === 'FINISHED';
  return (
    // Never wider than the screen: long names and numbers wrap.
    <Flex vertical gap={16} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Alert
        type={issued ? 'info' : 'warning'}
        showIcon
        title={
          issued
            ? t('serviceInvoices.view.issued', { number, date: formatDate(trade.issuedOn) })
            : t('serviceInvoices.view.canceled', { number })
        }
      />
      {/* Under the notice, not as its action: beside it, on a phone, the text was left a narrow column. */}
      {issued && (
        <Button
          danger
          icon={<StopOutlined aria-hidden />}
          onClick={() => setCancelling(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('serviceInvoices.actions.cancel')}
        </Button>
      )}
      {trade.proposalNumber && (
        <Typography.Text type="secondary">
          {t('serviceInvoices.page.proposalNumber', { number: trade.proposalNumber })}
        </Typography.Text>
      )}
      <Card size="small" title={t('serviceInvoices.sections.customer')}>
        {trade.customer ? (
          <CustomerCard party={trade.customer} />
        ) : (
          <Typography.Text type="secondary">{t('serviceInvoices.list.noCustomer')}</Typography.Text>
        )}
      </Card>
      <Card size="small">
        <Facts trade={trade} />
      </Card>
      <Card size="small" title={t('serviceInvoices.sections.lines')}>
        <Flex vertical gap={12}>
          <IssuedLines trade={trade} />
          <ServiceTotals amounts={trade.amounts} vat={trade.vat ?? true} />
        </Flex>
      </Card>
      <Card size="small">
        <ServiceDocuments tradeId={trade.id} draft={false} />
      </Card>
      {cancelling && <ServiceCancelDialog trade={trade} onClose={() => setCancelling(false)} />}
    </Flex>
  );
}
