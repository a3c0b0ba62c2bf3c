import { EyeOutlined, FileSearchOutlined } from '@ant-design/icons';
import { type Purchase, pickPurchaseFields } from '@kontor/domain/purchase';
import { Button, Card, Col, Flex, Form, type FormRule, Input, Row, Select, Spin, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { useApiErrors } from '../../app/use-api-errors';
import { useSelectClear } from '../../ui/clear-buttons';
import { DateInput, dateInputRule } from '../../ui/date-input';
import { viewSignedFile } from '../../ui/signed-file';
import { toPurchaseForm } from './purchase-draft';
import { ReceivedEInvoiceView } from './received-e-invoice';
import { tradesApi } from './trades.api';
import { tradesKeys } from './use-trade';
import { useUiLocale } from '../../ui/use-ui-locale';

/** The vehicles feature's document upload, as src/router.tsx hands it in (features never import each other). */
export type DocumentUploadSlot = ComponentType<{
  vehicleId: string;
  /** The upload button's text. */
  label: string;
  storedMessage(count: number): string;
  /** After the upload job ends, done or failed. */
  onFinished(): Promise<void>;
}>;

type Props = {
  vehicleId: string;
  DocumentUpload: DocumentUploadSlot;
  rule(name: string): FormRule;
  /** A finished purchase: shown, nothing uploaded any more. */
  readOnly: boolean;
  /** The purchase as the server saved it after reading the seller's e-invoice. */
  onReceived(saved: Purchase): void;
};

/**
 * A business seller's own invoice: uploaded as one of the vehicle's documents and picked here (a
 * document just uploaded is picked when none is yet), with its number and date for the books. Its
 * net, VAT and gross are the purchase's (the summary beside).
 */
export function SellerInvoice({ vehicleId, DocumentUpload, rule, readOnly, onReceived }: Props) {
  const { t } = useTranslation();
  const selectClear = useSelectClear();
  const locale = useUiLocale();
  const showError = useApiErrors();
  const form = Form.useFormInstance();
  const chosen = Form.useWatch('sellerInvoiceDocumentId', { preserve: true }) as string | null | undefined;
  const documents = useQuery({ queryKey: tradesKeys.uploaded(vehicleId), queryFn: () => tradesApi.uploadedDocuments(vehicleId) });
  const queryClient = useQueryClient();
  const eInvoice = useQuery({ queryKey: tradesKeys.eInvoice(vehicleId), queryFn: () => tradesApi.purchaseEInvoice(vehicleId) });
  // The server reads the file, fills the purchase and answers what it read; the form takes the filled fields.
  const receive = useMutation({
    mutationFn: async (documentId: string) => {
      const invoice = await tradesApi.receiveEInvoice(vehicleId, documentId);
      return { invoice, saved: await tradesApi.purchase(vehicleId) };
    },
    onSuccess: ({ invoice, saved }) => {
      queryClient.setQueryData(tradesKeys.eInvoice(vehicleId), invoice);
      if (!saved) return;
      queryClient.setQueryData(tradesKeys.purchase(vehicleId), saved);
      const values = toPurchaseForm(pickPurchaseFields(saved));
      form.setFieldsValue(Object.fromEntries(invoice.filled.map((field) => [field, values[field]])));
      onReceived(saved);
    },
    onError: (error: unknown) => showError(error),
  });
  const shown = eInvoice.data && eInvoice.data.documentId === chosen ? eInvoice.data : null;

  const uploaded = async () => {
    const before = new Set((documents.data ?? []).map((document) => document.id));
    const { data } = await documents.refetch();
    const added = (data ?? []).filter((document) => !before.has(document.id));
    if (!form.getFieldValue('sellerInvoiceDocumentId') && added.length > 0)
      form.setFieldValue('sellerInvoiceDocumentId', added.at(-1)!.id);
  };
  const view = (documentId: string) =>
    void viewSignedFile(() => tradesApi.documentUrl(vehicleId, documentId)).catch((error: unknown) => showError(error));

  return (
    <Card size="small" title={t('purchase.price.invoice')}>
      <Typography.Paragraph type="secondary">{t('purchase.price.invoiceIntro')}</Typography.Paragraph>
      {!readOnly && (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Suspense fallback={<Spin />}>
            <DocumentUpload
              vehicleId={vehicleId}
              label={t('purchase.price.upload')}
              storedMessage={(count) => t('purchase.price.uploaded', { count })}
              onFinished={uploaded}
            />
          </Suspense>
        </Flex>
      )}
      <Row gutter={16}>
        <Col xs={24}>
          <Flex gap={8} align="flex-end" wrap>
            <Form.Item
              name="sellerInvoiceDocumentId"
              label={t('purchase.price.invoiceDocument')}
              rules={[rule('sellerInvoiceDocumentId')]}
              style={{ flex: '1 1 240px', minWidth: 0 }}
            >
              <Select
                allowClear={selectClear}
                placeholder={t('purchase.price.invoiceDocumentPlaceholder')}
                loading={documents.isLoading}
                notFoundContent={t('purchase.price.noDocuments')}
                options={(documents.data ?? []).map((document) => ({
                  value: document.id,
                  label: `${document.fileName} · ${formatDate(document.createdAt, locale)}`,
                }))}
              />
            </Form.Item>
            {chosen && (
              <Form.Item style={{ flex: 'none' }}>
                <Button icon={<EyeOutlined aria-hidden />} onClick={() => view(chosen)} disabled={false}>
                  {t('purchase.price.viewInvoice')}
                </Button>
              </Form.Item>
            )}
          </Flex>
          {chosen && !readOnly && (
            <Flex vertical gap={4} align="flex-start" style={{ marginBottom: 24 }}>
              <Button
                icon={<FileSearchOutlined aria-hidden />}
                loading={receive.isPending}
                onClick={() => receive.mutate(chosen)}
              >
                {t('purchase.price.eInvoice.read')}
              </Button>
              <Typography.Text type="secondary">{t('purchase.price.eInvoice.readHint')}</Typography.Text>
            </Flex>
          )}
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sellerInvoiceNumber" label={t('purchase.price.invoiceNumber')} rules={[rule('sellerInvoiceNumber')]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="sellerInvoiceDate"
            label={t('purchase.price.invoiceDate')}
            rules={[dateInputRule, rule('sellerInvoiceDate')]}
          >
            <DateInput past />
          </Form.Item>
        </Col>
      </Row>
      {shown && <ReceivedEInvoiceView invoice={shown} />}
    </Card>
  );
}
