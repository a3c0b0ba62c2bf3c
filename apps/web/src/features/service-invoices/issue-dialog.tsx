import { generateDocumentSchema } from '@kontor/domain/trades';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';
import { SCROLL_TO_FIRST_ERROR, useRestoreFocus } from '../../ui/focus';
import { zodRule } from '../../ui/zod-rule';

type Props = {
  /** The invoice's gross total, said once more before it is final. */
  grossCents: number;
  /** With automatic numbering off the dealer types the number. */
  needsNumber: boolean;
  /** Why the last number was refused (9510 taken, 9511 missing), shown under the field. */
  numberError: string | null;
  onConfirm(invoiceNumber: string | undefined): void;
  onClose(): void;
};

/**
 * The last word before an invoice is issued: once it is, it can no longer be changed or deleted,
 * only canceled by a cancellation invoice. Mounted while open, so each opening starts empty;
 * closed, it gives focus back to the button that opened it.
 */
export function IssueDialog({ grossCents, needsNumber, numberError, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  useRestoreFocus();
  const [form] = Form.useForm<{ invoiceNumber?: string }>();
  // The server's refusal of the number typed last time stays under the field until it is changed.
  useEffect(() => {
    if (needsNumber && numberError) form.setFields([{ name: 'invoiceNumber', errors: [t(`errors.${numberError}`)] }]);
  }, [form, needsNumber, numberError, t]);
  return (
    <Modal
      open
      title={t('serviceInvoices.issue.title')}
      onCancel={onClose}
      // The number, when asked for, is where the dealer starts (see ui/cancel-dialog.tsx: the dialog's
      // own focus on opening would otherwise take it from the field's autoFocus).
      afterOpenChange={(open) => {
        if (open && needsNumber) form.getFieldInstance('invoiceNumber')?.focus();
      }}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onClose}>{t('serviceInvoices.issue.back')}</Button>
          <Button type="primary" onClick={() => form.submit()}>
            {t('serviceInvoices.issue.confirm')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title={t('serviceInvoices.issue.text')} />
        <Typography.Text strong>{t('serviceInvoices.issue.total', { total: formatMoney(grossCents) })}</Typography.Text>
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          scrollToFirstError={SCROLL_TO_FIRST_ERROR}
          onFinish={(values) => onConfirm(needsNumber ? values.invoiceNumber?.trim() : undefined)}
        >
          {needsNumber && (
            <Form.Item
              name="invoiceNumber"
              label={t('serviceInvoices.issue.invoiceNumber')}
              extra={t('serviceInvoices.issue.invoiceNumberHint')}
              rules={[{ required: true, message: t('errors.9511') }, zodRule(generateDocumentSchema.shape.invoiceNumber, t)]}
            >
              <Input autoFocus autoComplete="off" style={{ maxWidth: 320 }} />
            </Form.Item>
          )}
        </Form>
      </Flex>
    </Modal>
  );
}
