import {
  CodeOutlined,
  DownloadOutlined,
  EyeOutlined,
  FileZipOutlined,
  LockOutlined,
  MailOutlined,
  PrinterOutlined,
} from '@ant-design/icons';
import type { Locale } from '@kontor/domain/constants';
import { type DocumentMail, documentTitleKey, type SentDocumentMail } from '@kontor/domain/document-mails';
import type { GeneratedDocument } from '@kontor/domain/trades';
import { Button, Flex, Grid, Spin, Tag, theme, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailTime, useDocumentMail, xrechnungFileName } from './document-mail-dialog';
import { formatDate } from './format';
import { saveFile } from './save-file';
import { downloadSignedFile, fetchSignedFile, printSignedFile, type SignedUrlGetter, viewSignedFile } from './signed-file';
import { formatBytes } from './storage-usage';
import { downloadZip } from './zip';

/** The one cache key of a vehicle's generated documents: what the wizard makes refreshes the vehicle page's list. */
export const generatedDocumentsKey = (vehicleId: string) => ['generated-documents', vehicleId] as const;

/** What the dealer does with a generated document; each may fail (shown by `onError`). */
export type GeneratedDocumentActions = {
  view(document: GeneratedDocument): Promise<void>;
  download(document: GeneratedDocument): Promise<void>;
  print(document: GeneratedDocument): Promise<void>;
  /** All documents given, one file per type (see latestOfEachType). */
  zip(documents: GeneratedDocument[]): Promise<void>;
  /** Saves the XRechnung of an invoice to a public-sector buyer (offered where `document.xrechnung`). */
  xrechnung?(document: GeneratedDocument): Promise<void>;
  /** Mails the document to the buyer (with its XRechnung where `document.xrechnung`); offered where given. */
  mail?(document: GeneratedDocument, input: DocumentMail): Promise<SentDocumentMail>;
};

/** Where a document's title is in the catalog (domain/document-mails.ts: the lists and the mail name it alike). */
export { documentTitleKey };

/** The newest version of each document type of the sale and of the purchase, in the order given (the list is newest first). */
function latestOfEachType(documents: readonly GeneratedDocument[]): GeneratedDocument[] {
  const seen = new Set<string>();
  return documents.filter((document) => {
    const kind = `${document.orderType}:${document.documentType}`;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

/** The actions on files reached by signed URLs: `signedUrl` answers a document's URL, `zipName` names the ZIP (without .zip). */
export function signedFileActions(options: {
  signedUrl(documentId: string): Promise<{ url: string }>;
  zipName: string;
  /** The XRechnung XML of a document, fetched with the session (the feature's API call). */
  xrechnung?(documentId: string): Promise<Blob>;
  /** Mails a document to the buyer (the feature's API call). */
  mail?(documentId: string, input: DocumentMail): Promise<SentDocumentMail>;
}): GeneratedDocumentActions {
  const { xrechnung, mail } = options;
  const getter =
    (document: GeneratedDocument): SignedUrlGetter =>
    () =>
      options.signedUrl(document.id);
  return {
    view: (document) => viewSignedFile(getter(document)),
    download: (document) => downloadSignedFile(getter(document), document.fileName),
    print: (document) => printSignedFile(getter(document)),
    zip: (documents) =>
      downloadZip({
        name: options.zipName,
        files: documents.map((document) => ({
          name: document.fileName,
          modified: new Date(document.createdAt),
          load: () => fetchSignedFile(getter(document)),
        })),
      }),
    xrechnung: xrechnung ? async (document) => saveFile(await xrechnung(document.id), xrechnungFileName(document)) : undefined,
    mail: mail ? (document, input) => mail(document.id, input) : undefined,
  };
}

type ListProps = {
  heading: string;
  documents: readonly GeneratedDocument[];
  loading: boolean;
  locale: Locale;
  actions: GeneratedDocumentActions;
  onError(error: unknown): void;
  /** More buttons of a document's row after view, download and print (a service invoice's cost estimate can be deleted). */
  extraActions?(document: GeneratedDocument, title: string): ReactNode;
};

/**
 * Generated documents (every version, newest first): view, download, print each, or the newest of
 * each type as one ZIP. The purchase's documents carry a tag. An issued document is kept as it was (retention duty, §147 AO / §14b UStG),
 * so the list itself offers no delete; a lock with a tooltip says why. Only a caller whose documents
 * include one that is no invoice (a service invoice's cost estimate) adds a delete via `extraActions`.
 */
export function GeneratedDocumentList(props: ListProps) {
  const { heading, documents, loading, locale, actions, onError, extraActions } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The button is there only when the list can mail (actions.mail), so only then is this called.
  const mailing = useDocumentMail<GeneratedDocument>((document, input) => actions.mail!(document, input));
  // On a phone each document's three actions are icon buttons, so they fit one row beside each other.
  const compact = !Grid.useBreakpoint().sm;
  const [zipping, setZipping] = useState(false);

  const run = (action: () => Promise<void>) => void action().catch(onError);
  const title = (document: GeneratedDocument) =>
    [
      t(documentTitleKey(document)),
      document.number ? t('trades.generate.number', { number: document.number }) : null,
      document.version > 1 ? t('trades.generate.version', { version: document.version }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const button = (options: {
    key: 'view' | 'download' | 'print' | 'xrechnung' | 'mail';
    icon: ReactNode;
    document: GeneratedDocument;
  }) => {
    const label = t(`trades.generate.${options.key}`);
    const action =
      options.key === 'mail'
        ? async (document: GeneratedDocument) => mailing.open(document, title(document))
        : actions[options.key];
    // A native title, not a Tooltip: a popup left open after the tap could stick out of a phone's screen.
    return (
      <Button
        key={options.key}
        icon={options.icon}
        title={compact ? label : undefined}
        aria-label={t('trades.generate.actionFor', { action: label, document: title(options.document) })}
        onClick={() => run(() => action?.(options.document) ?? Promise.resolve())}
      >
        {compact ? null : label}
      </Button>
    );
  };
  const zipAll = async () => {
    setZipping(true);
    try {
      await actions.zip(latestOfEachType(documents));
    } finally {
      setZipping(false);
    }
  };

  return (
    // Never wider than its column: long names and numbers wrap anywhere rather than widen the page.
    <Flex vertical gap={8} style={{ maxWidth: '100%', minWidth: 0, overflowWrap: 'anywhere' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {heading}
        </Typography.Title>
        <Flex gap={8} align="center">
          <Button
            icon={<FileZipOutlined aria-hidden />}
            disabled={documents.length === 0}
            loading={zipping}
            onClick={() => run(zipAll)}
          >
            {t('trades.generate.zip')}
          </Button>
          <Tooltip title={t('vehicles.generated.kept')}>
            {/* Focusable, so the reason shows for the keyboard too; a screen reader reads it as the label. */}
            <span
              tabIndex={0}
              role="img"
              aria-label={t('vehicles.generated.kept')}
              style={{ color: token.colorTextSecondary, padding: 4 }}
            >
              <LockOutlined aria-hidden />
            </span>
          </Tooltip>
        </Flex>
      </Flex>
      {loading && <Spin />}
      {!loading && documents.length === 0 && <Typography.Text type="secondary">{t('trades.generate.none')}</Typography.Text>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {documents.map((document) => (
          <li key={document.id} style={{ padding: '12px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
            <Flex justify="space-between" align="center" wrap={!compact} gap={8}>
              <Flex vertical style={{ minWidth: 0, flex: '1 1 auto' }}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong>{title(document)}</Typography.Text>
                  {/* The vehicle's list holds its sale's and its purchase's documents: the purchase's are marked. */}
                  {document.orderType === 'BUYING' && <Tag color="blue">{t('purchase.tag')}</Tag>}
                  {/* Its trade was canceled: kept as issued, and says so wherever it is listed. */}
                  {document.canceled && <Tag color="red">{t('cancellations.documents.canceled')}</Tag>}
                </Flex>
                <Typography.Text type="secondary">
                  {t('trades.generate.details', {
                    date: formatDate(document.issuedOn, locale),
                    language: t(`common.languages.${document.language}`),
                    // A size never breaks between its number and unit ("26 | KB").
                    size: formatBytes(document.size, locale).replace(/ /g, '\u00a0'),
                  })}
                </Typography.Text>
              </Flex>
              <Flex gap={8} wrap={!compact} style={{ flex: 'none' }}>
                {button({ key: 'view', icon: <EyeOutlined aria-hidden />, document })}
                {button({ key: 'download', icon: <DownloadOutlined aria-hidden />, document })}
                {button({ key: 'print', icon: <PrinterOutlined aria-hidden />, document })}
                {/* The XRechnung beside the PDF: an invoice to a public-sector buyer (§ 4a ERechV). */}
                {document.xrechnung &&
                  actions.xrechnung &&
                  button({ key: 'xrechnung', icon: <CodeOutlined aria-hidden />, document })}
                {actions.mail && button({ key: 'mail', icon: <MailOutlined aria-hidden />, document })}
                {extraActions?.(document, title(document))}
              </Flex>
            </Flex>
            <SentLine mail={mailing.lastMailOf(document)} locale={locale} />
          </li>
        ))}
      </ul>
      {mailing.dialog}
    </Flex>
  );
}

/** "Sent to … on … at …": the document's last mail, in the UI language's date and time. */
function SentLine({ mail, locale }: { mail: { recipient: string; sentAt: string } | null; locale: Locale }) {
  const { t } = useTranslation();
  if (!mail) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
      <MailOutlined aria-hidden />{' '}
      {t('trades.generate.sentTo', {
        recipient: mail.recipient,
        date: formatDate(mail.sentAt, locale),
        time: mailTime(mail.sentAt, locale),
      })}
    </Typography.Text>
  );
}
