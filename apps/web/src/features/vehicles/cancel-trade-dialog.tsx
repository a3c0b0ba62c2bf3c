import { EyeOutlined } from '@ant-design/icons';
import { CANCEL_REASON_MAX, cancelTradeInputSchema, type CancellationResult } from '@kontor/domain/cancellations';
import { isErrorCode } from '@kontor/domain/errors';
import type { Vehicle } from '@kontor/domain/vehicles';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Progress, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { useApiErrors } from '../../app/use-api-errors';
import { viewSignedFile } from '../../ui/signed-file';
import { zodRule } from '../../ui/zod-rule';
import { type CancelRefusal, useCancelTrade } from './use-cancel-trade';
import { vehicleTitle } from './vehicle-labels';
import { vehiclesApi } from './vehicles.api';

/** What is cancelled: the sale or the purchase, and the document it issued (null: none, nothing to reverse by a document). */
export type CancelRequest = {
  orderType: 'SELLING' | 'BUYING';
  /** The sale's invoice (its number and date), the purchase's contract (its date). */
  issued: { number: string | null; date: string | null } | null;
};

type Values = { reason?: string; invoiceNumber?: string };

/** The selling wizard's cache of the same answer (automatic numbering on or off). */
const numberingKey = ['trades', 'numbering'] as const;

/** The refusals that belong to a field: shown under it rather than above the form. */
const FIELD_OF_CODE: Record<string, keyof Values> = { '0001': 'reason', '9528': 'reason', '9510': 'invoiceNumber', '9511': 'invoiceNumber' };

const errorText = (code: string, t: TFunction) => t(`errors.${isErrorCode(code) ? code : '5003'}`);

/** What the cancellation will do, said before it is done. */
function effectText(request: CancelRequest, t: TFunction): string {
  const date = formatDate(request.issued?.date);
  if (request.orderType === 'SELLING') {
    return request.issued
      ? t('cancellations.dialog.effect.saleInvoiced', { number: request.issued.number ?? '', date })
      : t('cancellations.dialog.effect.saleOpen');
  }
  return request.issued ? t('cancellations.dialog.effect.purchaseContract', { date }) : t('cancellations.dialog.effect.purchaseOpen');
}

/** What was done: the cancellation invoice's number, or that the notice was made. */
function doneText(orderType: CancelRequest['orderType'], result: CancellationResult, t: TFunction): string {
  if (orderType === 'BUYING') return t(result.documentId ? 'cancellations.dialog.donePurchaseNotice' : 'cancellations.dialog.donePurchase');
  return result.number ? t('cancellations.dialog.doneSaleNumber', { number: result.number }) : t('cancellations.dialog.doneSale');
}

type Props = {
  vehicle: Pick<Vehicle, 'id' | 'make' | 'model' | 'status'>;
  request: CancelRequest;
  onClose(): void;
};

/**
 * Cancelling the vehicle's sale or purchase (Storno): says what will happen, asks the reason (and,
 * with automatic numbering off, the cancellation invoice's number), then follows the job. While it
 * runs the dialog cannot be closed (no Escape, no mask, no close button); at the end it opens the
 * cancellation document. Mounted while open: each opening starts with an empty form.
 */
export function CancelTradeDialog({ vehicle, request, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const showError = useApiErrors();
  const [failure, setFailure] = useState<string | null>(null);
  // The server asked for the number (numbering switched off meanwhile): the field shows from then on.
  const [askedForNumber, setAskedForNumber] = useState(false);
  const sale = request.orderType === 'SELLING';
  const invoiced = sale && request.issued !== null;
  const numbering = useQuery({ queryKey: numberingKey, queryFn: vehiclesApi.numbering, enabled: invoiced });
  const needsNumber = (invoiced && numbering.data?.automaticNumbering === false) || askedForNumber;
  // A purchase of a sold vehicle is cancelled only after its sale (the server refuses it, 9529).
  const blocked = !sale && vehicle.status === 'SOLD';

  const onRefused = ({ code, fields }: CancelRefusal) => {
    const entries = Object.entries(fields).filter(([name]) => name === 'reason' || name === 'invoiceNumber');
    const field = FIELD_OF_CODE[code];
    if (entries.length === 0 && field) entries.push([field, code]);
    if (entries.length === 0) {
      setFailure(code);
      return;
    }
    if (entries.some(([name]) => name === 'invoiceNumber')) setAskedForNumber(true);
    form.setFields(entries.map(([name, fieldCode]) => ({ name: name as keyof Values, errors: [errorText(fieldCode, t)] })));
  };
  const { state, start } = useCancelTrade(vehicle.id, onRefused);
  const running = state.phase === 'running';

  const submit = (values: Values) => {
    setFailure(null);
    void start({
      reason: (values.reason ?? '').trim(),
      orderType: request.orderType,
      ...(needsNumber && values.invoiceNumber ? { invoiceNumber: values.invoiceNumber } : {}),
    });
  };
  const openDocument = (documentId: string) =>
    void viewSignedFile(() => vehiclesApi.documentUrl(vehicle.id, documentId)).catch((error: unknown) => showError(error));

  const confirm = t(sale ? 'cancellations.dialog.confirmSale' : 'cancellations.dialog.confirmPurchase');
  const footer =
    state.phase === 'done' ? (
      <Flex gap={8} justify="flex-end" wrap>
        {state.result.documentId && (
          <Button type="primary" icon={<EyeOutlined />} onClick={() => openDocument(state.result.documentId!)}>
            {t(sale ? 'cancellations.dialog.openInvoice' : 'cancellations.dialog.openNotice')}
          </Button>
        )}
        <Button onClick={onClose}>{t('cancellations.dialog.close')}</Button>
      </Flex>
    ) : (
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onClose} disabled={running}>
          {t('cancellations.dialog.back')}
        </Button>
        <Button type="primary" danger loading={running} disabled={blocked} onClick={() => form.submit()}>
          {confirm}
        </Button>
      </Flex>
    );

  return (
    <Modal
      open
      title={t(sale ? 'cancellations.dialog.titleSale' : 'cancellations.dialog.titlePurchase', { vehicle: vehicleTitle(vehicle) })}
      onCancel={() => {
        if (!running) onClose();
      }}
      // While the job runs nothing closes the dialog by accident: no Escape, no click beside it, no ×.
      keyboard={!running}
      closable={!running}
      mask={{ closable: !running }}
      footer={footer}
    >
      {state.phase === 'done' ? (
        <Alert type="success" showIcon role="status" title={doneText(request.orderType, state.result, t)} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>{effectText(request, t)}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('cancellations.dialog.listed')}
          </Typography.Paragraph>
          {blocked && <Alert type="warning" showIcon title={t('cancellations.dialog.blocked')} description={t('errors.9529')} />}
          {failure && <Alert type="error" showIcon role="alert" title={t('cancellations.dialog.failed')} description={errorText(failure, t)} />}
          <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={running || blocked}>
            <Form.Item name="reason" label={t('cancellations.dialog.reason')} rules={[zodRule(cancelTradeInputSchema.shape.reason, t)]}>
              {/* Enter is a new line here; the reason may run over a few. */}
              <Input.TextArea
                autoFocus
                autoSize={{ minRows: 3, maxRows: 6 }}
                count={{ show: true, max: CANCEL_REASON_MAX }}
                placeholder={t('cancellations.dialog.reasonPlaceholder')}
              />
            </Form.Item>
            {/* Registered even while hidden, so a refusal of the server can still be put under it. */}
            <Form.Item
              name="invoiceNumber"
              label={t('cancellations.dialog.invoiceNumber')}
              hidden={!needsNumber}
              extra={t('cancellations.dialog.invoiceNumberHint')}
              rules={needsNumber ? [{ required: true, message: t('errors.9511') }, zodRule(cancelTradeInputSchema.shape.invoiceNumber, t)] : []}
            >
              <Input maxLength={64} autoComplete="off" style={{ maxWidth: 320 }} />
            </Form.Item>
          </Form>
          {running && (
            <Flex vertical gap={4} role="status">
              <Typography.Text type="secondary">{t('cancellations.dialog.running', { percent: state.progress })}</Typography.Text>
              <Progress percent={state.progress} status="active" showInfo={false} aria-label={t('cancellations.dialog.progress')} />
              <Typography.Text type="secondary">{t('cancellations.dialog.wait')}</Typography.Text>
            </Flex>
          )}
        </Flex>
      )}
    </Modal>
  );
}
