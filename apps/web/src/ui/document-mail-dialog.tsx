import { FileOutlined, SendOutlined } from '@ant-design/icons';
import type { Locale } from '@kontor/domain/constants';
import {
  documentMailSchema,
  type DocumentMail,
  type DocumentMailRecord,
  type SentDocumentMail,
} from '@kontor/domain/document-mails';
import { isErrorCode } from '@kontor/domain/errors';
import type { GeneratedDocument } from '@kontor/domain/trades';
import { Alert, App, Button, Checkbox, Flex, Form, Input, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_FIRST_ERROR, useRestoreFocus } from './focus';
import { applyFieldErrors, zodRule } from './zod-rule';

// The dialog that mails a generated document to the buyer: the address (the customer's, when the
// page knows it), a personal text, a copy to the company, and the files that will go: the PDF, and
// for an invoice to a public-sector buyer its XRechnung (§ 4a ERechV), as the server attaches them.

type Values = { to?: string; message?: string; copyToCompany?: boolean };

/** The XRechnung's file name as the download and the mail name it. */
export const xrechnungFileName = (document: Pick<GeneratedDocument, 'fileName'>) =>
  `${document.fileName.replace(/\.pdf$/i, '')}-XRechnung.xml`;

/** A document as any list has it (the generated documents' lists, a canceled trade's card). */
type MailableDocument = Pick<GeneratedDocument, 'id' | 'fileName' | 'xrechnung' | 'recipientEmail' | 'lastMail'> & {
  language?: Locale;
};

type Props = {
  document: Pick<MailableDocument, 'fileName' | 'xrechnung'> & { language: Locale };
  /** The document's title as the list shows it ("Invoice · No. RE-2026-0042"). */
  title: string;
  /** The customer's address, when the page knows it: filled in. */
  defaultTo?: string | null;
  send(input: DocumentMail): Promise<SentDocumentMail>;
  /** `copyAsked`: the dealer asked for a copy (the answer's copy is null when it did not go). */
  onSent(result: SentDocumentMail, copyAsked: boolean): void;
  onClose(): void;
};

const fieldOf: Record<string, keyof Values> = { to: 'to', message: 'message', copyToCompany: 'copyToCompany' };

/**
 * Mounted while open: each opening starts with the customer's address. A refusal about a field
 * (9027, 9138 at `to`; 9413 at the copy) shows under that field; any other (9411, 9412) above the
 * form. Closed, focus goes back to the button that opened it.
 */
export function DocumentMailDialog({ document, title, defaultTo, send, onSent, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useRestoreFocus();
  const attachments = [document.fileName, ...(document.xrechnung ? [xrechnungFileName(document)] : [])];

  const submit = async (values: Values) => {
    setFailure(null);
    setSending(true);
    try {
      const result = await send(
        documentMailSchema.parse({
          to: values.to ?? '',
          message: values.message ?? null,
          copyToCompany: values.copyToCompany ?? false,
        }),
      );
      onSent(result, values.copyToCompany ?? false);
    } catch (error) {
      // A refusal of the API (app/api-client's ApiError): its code, and for a 422 the code of each field.
      const { code, fields = {} } = (error ?? {}) as { code?: unknown; fields?: Record<string, string> };
      const known = Object.fromEntries(
        Object.entries(fields).flatMap(([name, code]) => (fieldOf[name] ? [[fieldOf[name], code]] : [])),
      );
      if (!applyFieldErrors(form, known, t)) {
        setFailure(typeof code === 'string' && isErrorCode(code) ? code : '5003');
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={t('trades.generate.mailDialog.title', { document: title })}
      onCancel={() => {
        if (!sending) onClose();
      }}
      keyboard={!sending}
      closable={!sending}
      mask={{ closable: !sending }}
      // The address is where the dealer starts (focused once open, see cancel-dialog.tsx).
      afterOpenChange={(open) => {
        if (open) form.getFieldInstance('to')?.focus();
      }}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onClose} disabled={sending}>
            {t('trades.generate.mailDialog.cancel')}
          </Button>
          <Button type="primary" icon={<SendOutlined aria-hidden />} loading={sending} onClick={() => form.submit()}>
            {t('trades.generate.mailDialog.send')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {failure && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('trades.generate.mailDialog.failed')}
            description={t(`errors.${failure}`)}
          />
        )}
        <Form<Values>
          form={form}
          // Prefixes the fields' ids, so they never clash with another form's on the page.
          name="document-mail"
          layout="vertical"
          requiredMark={false}
          disabled={sending}
          initialValues={{ to: defaultTo ?? '', message: '', copyToCompany: false }}
          onFinish={(values) => void submit(values)}
          scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        >
          <Form.Item
            name="to"
            label={t('trades.generate.mailDialog.to')}
            rules={[zodRule(documentMailSchema.shape.to, t)]}
            validateTrigger="onBlur"
          >
            <Input type="email" inputMode="email" autoComplete="email" />
          </Form.Item>
          <Form.Item
            name="message"
            label={t('trades.generate.mailDialog.message')}
            extra={t('trades.generate.mailDialog.messageHint')}
            rules={[zodRule(documentMailSchema.shape.message, t)]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
          <Form.Item name="copyToCompany" valuePropName="checked">
            <Checkbox>{t('trades.generate.mailDialog.copy')}</Checkbox>
          </Form.Item>
        </Form>
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('trades.generate.mailDialog.attachments')}</Typography.Text>
          <ul aria-label={t('trades.generate.mailDialog.attachments')} style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
            {attachments.map((name) => (
              <li key={name} style={{ overflowWrap: 'anywhere' }}>
                <FileOutlined aria-hidden /> {name}
              </li>
            ))}
          </ul>
          {document.xrechnung && <Typography.Text type="secondary">{t('trades.generate.mailDialog.xrechnung')}</Typography.Text>}
          <Typography.Text type="secondary">
            {t('trades.generate.mailDialog.language', { language: t(`common.languages.${document.language}`) })}
          </Typography.Text>
        </Flex>
      </Flex>
    </Modal>
  );
}

/** Day and time of a mail as the dealer reads them (Berlin time, the UI language's forms). */
export function mailTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

/**
 * A list's mail dialog: `open` shows it for a document, `dialog` is its element (null while closed),
 * and `lastMailOf` a document's last mail, counting the mails sent from the list since it was loaded.
 */
export function useDocumentMail<D extends MailableDocument>(
  send: (document: D, input: DocumentMail) => Promise<SentDocumentMail>,
): { open(document: D, title: string): void; lastMailOf(document: D): DocumentMailRecord | null; dialog: ReactNode } {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [mailing, setMailing] = useState<{ document: D; title: string } | null>(null);
  const [sentNow, setSentNow] = useState<Record<string, SentDocumentMail>>({});
  const dialog = mailing ? (
    <DocumentMailDialog
      // A document that does not say its language was issued in German, as every document before languages.
      document={{ ...mailing.document, language: mailing.document.language ?? 'de' }}
      title={mailing.title}
      defaultTo={mailing.document.recipientEmail}
      send={(input) => send(mailing.document, input)}
      onSent={(result, copyAsked) => {
        setSentNow((sent) => ({ ...sent, [mailing.document.id]: result }));
        void message.success(t('trades.generate.mailDialog.sent', { recipient: result.recipient }));
        if (copyAsked && result.copy === null) void message.warning(t('trades.generate.mailDialog.copyFailed'));
        setMailing(null);
      }}
      onClose={() => setMailing(null)}
    />
  ) : null;
  return {
    open: (document, title) => setMailing({ document, title }),
    lastMailOf: (document) => sentNow[document.id] ?? document.lastMail ?? null,
    dialog,
  };
}
