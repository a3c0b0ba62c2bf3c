import { CodeOutlined, EyeOutlined, MailOutlined } from '@ant-design/icons';
import type { CanceledTrade } from '@kontor/domain/cancellations';
import { Button, Card, Descriptions, type DescriptionsProps, Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../app/locale';
import { formatDate, formatMoney } from '../../app/format';
import { useApiErrors } from '../../app/use-api-errors';
import { mailTime, useDocumentMail, xrechnungFileName } from '../../ui/document-mail-dialog';
import { documentTitleKey } from '../../ui/generated-document-list';
import { saveFile } from '../../ui/save-file';
import { viewSignedFile } from '../../ui/signed-file';
import { ColorTag, type TagColor } from '../../ui/color-tag';
import { cancellationsApi } from './cancellations.api';

type TradeDocument = CanceledTrade['documents'][number];

const KIND_COLORS: Record<CanceledTrade['kind'], TagColor> = { SELLING: 'green', BUYING: 'blue', SERVICE_INVOICE: 'purple' };

const vehicleName = (trade: CanceledTrade) => `${trade.make} ${trade.model}`.trim();

/** The card's title: the vehicle; a service invoice may name none, and is then named by its number. */
function cardName(trade: CanceledTrade, t: TFunction): string {
  const vehicle = vehicleName(trade);
  if (vehicle || trade.kind !== 'SERVICE_INVOICE') return vehicle;
  return t('serviceInvoices.canceled.title', { number: trade.originalNumber ?? '' }).trim();
}

/**
 * A document's name as its trade's page lists it: the purchase's contract is the Ankaufvertrag, a
 * service invoice's proposal the cost estimate, a sale's or a service invoice's cancellation the Stornorechnung.
 */
function documentTitle(trade: CanceledTrade, document: TradeDocument, t: TFunction): string {
  return t(documentTitleKey({ orderType: trade.kind, documentType: document.documentType }), { defaultValue: document.fileName });
}

/** Where the card's title leads: a service invoice to its page, a sale or purchase to its vehicle (while it exists). */
function TitleLink({ trade, name }: { trade: CanceledTrade; name: string }) {
  const { t } = useTranslation();
  if (trade.kind === 'SERVICE_INVOICE') {
    return (
      <Link
        to={`/other-documents/service-invoices/add-invoice/${trade.id}`}
        // Begins with the shown name (the vehicle, or without one the invoice's title), then says where it leads.
        aria-label={
          vehicleName(trade) && trade.originalNumber
            ? t('serviceInvoices.canceled.open', { name, number: trade.originalNumber })
            : t('serviceInvoices.canceled.openTitle', { name })
        }
      >
        {name}
      </Link>
    );
  }
  if (!trade.vehicleId) return name;
  return (
    <Link to={`/vehicles/${trade.vehicleId}`} aria-label={t('cancellations.page.openVehicle', { vehicle: name })}>
      {name}
    </Link>
  );
}

/** The document the cancellation reverses: the sale's invoice (number and date), the purchase's contract (its date), or none. */
function originalText(trade: CanceledTrade, t: TFunction): string {
  if (!trade.originalDate) return t('cancellations.page.originalNone');
  const date = formatDate(trade.originalDate);
  if (trade.originalNumber) return t('cancellations.page.originalInvoice', { number: trade.originalNumber, date });
  return t('cancellations.page.originalContract', { date });
}

/** The trade's documents, the cancellation's first; each opens by its signed URL (also once the vehicle is deleted). */
function TradeDocuments({ trade }: { trade: CanceledTrade }) {
  const { t } = useTranslation();
  const showError = useApiErrors();
  const mailing = useDocumentMail<TradeDocument>((document, input) => cancellationsApi.mail(trade.id, document.id, input));
  if (trade.documents.length === 0) return null;
  const open = (document: TradeDocument) =>
    void viewSignedFile(() => cancellationsApi.documentUrl(trade.id, document.id)).catch((error: unknown) => showError(error));
  // The XRechnung of an invoice to a public-sector buyer, saved beside its PDF.
  const saveXRechnung = (document: TradeDocument) =>
    void cancellationsApi
      .xrechnung(trade.id, document.id)
      .then((xml) => saveFile(xml, xrechnungFileName(document)))
      .catch((error: unknown) => showError(error));
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('cancellations.page.documents')}</Typography.Text>
      <Flex gap={8} wrap>
        {trade.documents.map((document) => {
          const title = documentTitle(trade, document, t);
          const label = document.number ? t('cancellations.page.number', { document: title, number: document.number }) : title;
          return (
            <Fragment key={document.id}>
              <Button
                icon={<EyeOutlined aria-hidden />}
                aria-label={
                  document.number
                    ? t('cancellations.page.openNumbered', { document: title, number: document.number })
                    : t('cancellations.page.open', { document: title })
                }
                onClick={() => open(document)}
                // A long name wraps inside the button rather than widen a phone's page.
                style={{ height: 'auto', minHeight: 32, whiteSpace: 'normal', textAlign: 'start', maxWidth: '100%' }}
              >
                {label}
              </Button>
              {document.xrechnung && (
                <Button
                  icon={<CodeOutlined aria-hidden />}
                  aria-label={t('trades.generate.actionFor', { action: t('trades.generate.xrechnung'), document: label })}
                  onClick={() => saveXRechnung(document)}
                >
                  {t('trades.generate.xrechnung')}
                </Button>
              )}
              <Button
                icon={<MailOutlined aria-hidden />}
                aria-label={t('trades.generate.actionFor', { action: t('trades.generate.mail'), document: label })}
                onClick={() => mailing.open(document, label)}
              >
                {t('trades.generate.mail')}
              </Button>
            </Fragment>
          );
        })}
      </Flex>
      {trade.documents.map((document) => {
        const mail = mailing.lastMailOf(document);
        if (!mail) return null;
        const title = documentTitle(trade, document, t);
        return (
          <Typography.Text key={document.id} type="secondary">
            <MailOutlined aria-hidden /> {title}:{' '}
            {t('trades.generate.sentTo', {
              recipient: mail.recipient,
              date: formatDate(mail.sentAt),
              time: mailTime(mail.sentAt, currentLocale()),
            })}
          </Typography.Text>
        );
      })}
      {mailing.dialog}
    </Flex>
  );
}

/** One canceled trade: vehicle, customer, kind, the original and the cancellation, the price, the reason, when, and its documents. */
export function CanceledTradeCard({ trade }: { trade: CanceledTrade }) {
  const { t } = useTranslation();
  const name = cardName(trade, t);
  // A service invoice's vehicle was typed: its VIN and plate may be empty, and then no line is shown.
  const identifiers = [trade.vinCode, trade.licencePlate ? t('cancellations.page.plate', { plate: trade.licencePlate }) : null]
    .filter(Boolean)
    .join(' · ');
  const items: DescriptionsProps['items'] = [
    {
      key: 'customer',
      label: t('cancellations.page.customer'),
      children: trade.customerName ?? t('cancellations.page.noCustomer'),
    },
    { key: 'original', label: t('cancellations.page.original'), children: originalText(trade, t) },
    {
      key: 'cancellationNumber',
      label: t('cancellations.page.cancellationNumber'),
      children: trade.cancellationNumber ?? t('cancellations.page.noCancellationNumber'),
    },
    {
      key: 'price',
      label: t('cancellations.page.price'),
      children: <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(trade.grossPrice)}</span>,
    },
    { key: 'canceledOn', label: t('cancellations.page.canceledOn'), children: formatDate(trade.canceledOn) },
    { key: 'reason', label: t('cancellations.page.reason'), children: trade.reason, span: 'filled' },
  ];
  return (
    <Card
      size="small"
      title={<TitleLink trade={trade} name={name} />}
      extra={<ColorTag color={KIND_COLORS[trade.kind]}>{t(`cancellations.kinds.${trade.kind}`)}</ColorTag>}
      // Never wider than the screen: a long reason or number wraps anywhere.
      style={{ minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <Flex vertical gap={8}>
        {identifiers && <Typography.Text type="secondary">{identifiers}</Typography.Text>}
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
        <TradeDocuments trade={trade} />
      </Flex>
    </Card>
  );
}
