import { FilePdfOutlined } from '@ant-design/icons';
import type { SubscriptionInvoice } from '@kontor/domain/subscription-invoices';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { formatDate, formatMoney } from '../../app/format';
import { useApiErrors } from '../../app/use-api-errors';
import { LoadFailed } from '../../ui/load-failed';
import { saveFile } from '../../ui/save-file';
import { subscriptionKeys, subscriptionsApi } from './subscriptions.api';

function InvoicePdfButton({ invoice }: { invoice: SubscriptionInvoice }) {
  const { t } = useTranslation();
  const showError = useApiErrors();
  const pdf = useMutation({
    mutationFn: () => subscriptionsApi.invoicePdf(invoice.id),
    onSuccess: (file) => saveFile(file, `${invoice.number}.pdf`),
    onError: (error) => showError(error),
  });
  return (
    <Button
      size="small"
      icon={<FilePdfOutlined aria-hidden />}
      loading={pdf.isPending}
      onClick={() => pdf.mutate()}
      aria-label={t('subscriptions.invoices.downloadLabel', { number: invoice.number })}
    >
      {t('subscriptions.invoices.download')}
    </Button>
  );
}

/**
 * The operator's invoices for the company's subscriptions, newest period first: one per billing
 * period from its first paid day on. Nothing is shown before the first (a plan still in its trial).
 */
export function SubscriptionInvoices() {
  const { t } = useTranslation();
  const invoices = useQuery({ queryKey: subscriptionKeys.invoices, queryFn: subscriptionsApi.invoices });
  if (invoices.error) {
    const code = invoices.error instanceof ApiError ? invoices.error.code : '5003';
    return (
      <LoadFailed
        title={t('subscriptions.invoices.loadFailed')}
        code={code}
        onRetry={() => void invoices.refetch()}
        maxWidth={960}
      />
    );
  }
  if (!invoices.data || invoices.data.length === 0) return null;
  return (
    <Card
      style={{ maxWidth: 960, width: '100%' }}
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('subscriptions.invoices.title')}</h2>}
    >
      <List
        dataSource={invoices.data}
        rowKey="id"
        renderItem={(invoice) => (
          <List.Item>
            <Flex gap={8} wrap justify="space-between" align="center" style={{ width: '100%' }}>
              <Flex vertical>
                <Typography.Text strong>
                  {invoice.number} · {formatMoney(invoice.grossCents)}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t(`subscriptions.plans.${invoice.planName}`)} ·{' '}
                  {t('subscriptions.invoices.period', {
                    from: formatDate(invoice.periodStart),
                    to: formatDate(invoice.periodEnd),
                  })}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t(invoice.paymentType === 'SEPA' ? 'subscriptions.invoices.debitOn' : 'subscriptions.invoices.dueOn', {
                    date: formatDate(invoice.dueOn),
                  })}
                </Typography.Text>
              </Flex>
              <InvoicePdfButton invoice={invoice} />
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
