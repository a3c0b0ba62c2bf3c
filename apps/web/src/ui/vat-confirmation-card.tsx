import { ReloadOutlined } from '@ant-design/icons';
import type { Locale } from '@kontor/domain/constants';
import type { VatConfirmation } from '@kontor/domain/vat-confirmation';
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format';

/** The one cache key of a sale's confirmations: the wizard and the vehicle page show the same. */
export const vatConfirmationsKey = (tradeId: string) => ['vat-confirmations', tradeId] as const;

/** Day and time of a request as the dealer reads them (Berlin time). */
function dateTime(iso: string, locale: Locale): string {
  const time = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
  return `${formatDate(iso, locale)} ${time}`;
}

const FIELDS = ['name', 'street', 'postalCode', 'city'] as const;

type Props = {
  /** The trade's requests, newest first; undefined while loading. */
  confirmations: VatConfirmation[] | undefined;
  failed: boolean;
  locale: Locale;
  asking: boolean;
  askFailed: boolean;
  onAskAgain(): void;
};

/**
 * The qualified confirmation of an intra-EU sale's buyer VAT id (§ 18e UStG): the latest answer with
 * its per-field results, a warning saying what it means when there is no confirmation, the earlier
 * requests, and asking again. Never part of the invoice.
 */
export function VatConfirmationCard({ confirmations, failed, locale, asking, askFailed, onAskAgain }: Props) {
  const { t } = useTranslation();
  if (failed) return <Alert type="error" showIcon title={t('trades.vatConfirmation.loadFailed')} />;
  if (!confirmations) return null;
  const [latest, ...earlier] = confirmations;
  const confirmed = latest?.outcome === 'CONFIRMED';
  const answered = latest && FIELDS.some((field) => latest.results[field] !== null);
  return (
    <Alert
      type={confirmed ? 'success' : 'warning'}
      showIcon
      role={confirmed ? 'status' : 'alert'}
      title={
        <Flex vertical gap={2}>
          <Typography.Text strong>{t('trades.vatConfirmation.title')}</Typography.Text>
          <span>
            {latest
              ? t(`trades.vatConfirmation.${latest.outcome}`, { date: dateTime(latest.requestedAt, locale), vatId: latest.vatId })
              : t('trades.vatConfirmation.none')}
          </span>
        </Flex>
      }
      description={
        <Flex vertical gap={8}>
          {latest?.problem && <span>{t(`trades.vatConfirmation.problems.${latest.problem}`)}</span>}
          {answered && (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={FIELDS.map((field) => ({
                key: field,
                label: t(`trades.vatConfirmation.fields.${field}`),
                children: latest.results[field]
                  ? `${latest.results[field]} – ${t(`trades.vatConfirmation.results.${latest.results[field]}`)}`
                  : '–',
              }))}
            />
          )}
          {latest?.status && (
            <Typography.Text type="secondary">{t('trades.vatConfirmation.status', { status: latest.status })}</Typography.Text>
          )}
          {!confirmed && <span>{t('trades.vatConfirmation.consequence')}</span>}
          <Typography.Text type="secondary">{t('trades.vatConfirmation.notPrinted')}</Typography.Text>
          {earlier.length > 0 && (
            <div>
              <Typography.Text type="secondary">{t('trades.vatConfirmation.earlier')}</Typography.Text>
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {earlier.map((confirmation) => (
                  <li key={confirmation.id}>
                    {t(`trades.vatConfirmation.${confirmation.outcome}`, {
                      date: dateTime(confirmation.requestedAt, locale),
                      vatId: confirmation.vatId,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {askFailed && <Typography.Text type="danger">{t('trades.vatConfirmation.askFailed')}</Typography.Text>}
          <div>
            <Button icon={<ReloadOutlined aria-hidden />} loading={asking} onClick={onAskAgain}>
              {t('trades.vatConfirmation.askAgain')}
            </Button>
          </div>
        </Flex>
      }
    />
  );
}
