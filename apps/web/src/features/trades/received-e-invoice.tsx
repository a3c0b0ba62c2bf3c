import type { Locale } from '@kontor/domain/constants';
import type { ReceivedEInvoice } from '@kontor/domain/received-e-invoice';
import { Alert, Card, Descriptions, Flex, Grid, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { useUiLocale } from '../../ui/use-ui-locale';

/** An amount in the invoice's own currency, as the UI language writes money (de 1.234,56 €, en €1,234.56). */
function money(cents: number | null, currency: string | null, locale: Locale): string {
  if (cents === null) return '–';
  const options =
    currency && /^[A-Z]{3}$/.test(currency) ? { style: 'currency' as const, currency } : { minimumFractionDigits: 2 };
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-US', options).format(cents / 100);
}

type RuleMessage = ReceivedEInvoice['validation']['errors'][number];

function RuleMessages({ messages }: { messages: RuleMessage[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {messages.map((message, index) => (
        <li key={`${message.id}-${index}`} style={{ overflowWrap: 'anywhere' }}>
          <Typography.Text strong>{message.id}</Typography.Text> {message.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * A seller's e-invoice as Kontor read it: seller, VAT id, number, date, lines and totals, whether it
 * passes the rules (the rule messages as the rule sets word them), and what it filled in the purchase.
 */
export function ReceivedEInvoiceView({ invoice }: { invoice: ReceivedEInvoice }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const amount = (cents: number | null) => money(cents, invoice.currency, locale);
  const { validation } = invoice;
  // On a phone each value below its label: beside it, a VAT id or an amount would break letter by letter.
  const screens = Grid.useBreakpoint();
  const scenario = t(`purchase.price.eInvoice.scenarios.${validation.scenario ?? 'none'}`);
  return (
    <Card size="small" title={t('purchase.price.eInvoice.title')} data-testid="received-e-invoice">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {invoice.fileName} · {t('purchase.price.eInvoice.format', { syntax: invoice.syntax, container: invoice.container })}
        </Typography.Text>
        <Alert
          type={validation.valid ? 'success' : 'error'}
          showIcon
          title={t(validation.valid ? 'purchase.price.eInvoice.valid' : 'purchase.price.eInvoice.invalid', { scenario })}
          description={validation.errors.length > 0 && <RuleMessages messages={validation.errors} />}
        />
        {validation.warnings.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('purchase.price.eInvoice.warnings')}
            description={<RuleMessages messages={validation.warnings} />}
          />
        )}
        {validation.errors.length + validation.warnings.length > 0 && (
          <Typography.Text type="secondary">{t('purchase.price.eInvoice.rulesLanguage')}</Typography.Text>
        )}
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered layout={screens.sm ? 'horizontal' : 'vertical'}>
          <Descriptions.Item label={t('purchase.price.eInvoice.seller')}>{invoice.sellerName ?? '–'}</Descriptions.Item>
          <Descriptions.Item label={t('purchase.price.eInvoice.vatId')}>{invoice.sellerVatId ?? '–'}</Descriptions.Item>
          <Descriptions.Item label={t('purchase.price.eInvoice.number')}>{invoice.invoiceNumber ?? '–'}</Descriptions.Item>
          <Descriptions.Item label={t('purchase.price.eInvoice.date')}>
            {invoice.issueDate ? formatDate(invoice.issueDate, locale) : '–'}
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.price.eInvoice.net')}>{amount(invoice.netCents)}</Descriptions.Item>
          <Descriptions.Item label={t('purchase.price.eInvoice.vat')}>{amount(invoice.vatCents)}</Descriptions.Item>
          <Descriptions.Item label={t('purchase.price.eInvoice.gross')}>
            <Typography.Text strong>{amount(invoice.grossCents)}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        <List
          size="small"
          header={<Typography.Text strong>{t('purchase.price.eInvoice.lines')}</Typography.Text>}
          bordered
          dataSource={invoice.lines}
          renderItem={(line, index) => (
            <List.Item>
              <Flex justify="space-between" gap={12} wrap style={{ width: '100%' }}>
                <Flex vertical style={{ minWidth: 0, flex: '1 1 160px' }}>
                  <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                    {line.name ?? t('purchase.price.eInvoice.line', { id: line.id ?? index + 1 })}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {[
                      line.quantity &&
                        `${t('purchase.price.eInvoice.quantity')} ${line.quantity}${line.unitCode ? ` ${line.unitCode}` : ''}`,
                      line.vatRate !== null && t('purchase.price.eInvoice.rate', { rate: line.vatRate.toLocaleString(locale) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </Flex>
                <Typography.Text>{amount(line.netCents)}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
        {invoice.filled.length > 0 && (
          <Flex gap={4} wrap align="center">
            <Typography.Text type="secondary">{t('purchase.price.eInvoice.filled')}:</Typography.Text>
            {invoice.filled.map((field) => (
              <Tag key={field} color="blue">
                {t(`purchase.price.eInvoice.fields.${field}`)}
              </Tag>
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
