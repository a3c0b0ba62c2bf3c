import { EyeOutlined } from '@ant-design/icons';
import { CANCEL_REASON_MAX, cancelTradeInputSchema, type CancellationResult } from '@kontor/domain/cancellations';
import { isErrorCode } from '@kontor/domain/errors';
import { Alert, Button, Flex, Form, type FormInstance, Input, Modal, Progress, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_FIRST_ERROR, useRestoreFocus } from './focus';
import { zodRule } from './zod-rule';

// The cancellation (Storno) dialog that a vehicle's sale or purchase and a service invoice share:
// what will happen, the reason, the cancellation invoice's number while automatic numbering is off,
// the job's progress, and the document to open at the end. What is canceled and how the job is
// started are the caller's (app/use-cancel-job.ts follows the job).

export type CancelDialogValues = { reason?: string; invoiceNumber?: string };
/** Why a cancellation did not happen: the refusal's code and, for a 422, the code of each field. */
export type CancelRefusal = { code: string; fields: Record<string, string> };
export type CancelJobState =
  { phase: 'form' } | { phase: 'running'; progress: number } | { phase: 'done'; result: CancellationResult };

/** The refusals that belong to a field: shown under it rather than above the form. */
const FIELD_OF_CODE: Record<string, keyof CancelDialogValues> = {
  '0001': 'reason',
  '9528': 'reason',
  '9510': 'invoiceNumber',
  '9511': 'invoiceNumber',
};

const errorText = (code: string, t: TFunction) => t(`errors.${isErrorCode(code) ? code : '5003'}`);

/** The dialog's form and what the server said against it: a field's refusal goes under the field, any other above the form. */
export function useCancelForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<CancelDialogValues>();
  const [failure, setFailure] = useState<string | null>(null);
  // The server asked for the number (numbering switched off meanwhile): the field shows from then on.
  const [askedForNumber, setAskedForNumber] = useState(false);
  const onRefused = ({ code, fields }: CancelRefusal) => {
    const entries = Object.entries(fields).filter(([name]) => name === 'reason' || name === 'invoiceNumber');
    const field = FIELD_OF_CODE[code];
    if (entries.length === 0 && field) entries.push([field, code]);
    if (entries.length === 0) {
      setFailure(code);
      return;
    }
    if (entries.some(([name]) => name === 'invoiceNumber')) setAskedForNumber(true);
    form.setFields(
      entries.map(([name, fieldCode]) => ({ name: name as keyof CancelDialogValues, errors: [errorText(fieldCode, t)] })),
    );
  };
  return { form, failure, clearFailure: () => setFailure(null), askedForNumber, onRefused };
}

export type CancelForm = ReturnType<typeof useCancelForm>;

type CancelDialogProps = {
  cancel: CancelForm;
  state: CancelJobState;
  title: string;
  /** What the cancellation will do, said before it is done. */
  effect: string;
  confirmLabel: string;
  reasonPlaceholder: string;
  /** Where it is listed afterwards, and the reason field's label, when not a cancellation's (an open draft discarded). */
  listed?: string;
  reasonLabel?: string;
  /** The dealer types the cancellation invoice's number (automatic numbering off, or the server asked). */
  needsNumber: boolean;
  /** Why it cannot be canceled now: shown, and the confirmation is disabled. */
  blocked?: { title: string; description: string } | null;
  /** What was done, and the label of the button that opens the cancellation document. */
  done(result: CancellationResult): { text: string; openLabel: string };
  onSubmit(values: { reason: string; invoiceNumber?: string }): void;
  onOpenDocument(documentId: string): void;
  onClose(): void;
};

/**
 * Says what will happen, asks the reason (and, with automatic numbering off, the cancellation
 * invoice's number), then follows the job. While it runs the dialog cannot be closed (no Escape, no
 * mask, no close button). Mounted while open: each opening starts with an empty form; closed, it
 * gives focus back to the button that opened it (useRestoreFocus).
 */
export function CancelDialog(props: CancelDialogProps) {
  const { cancel, state, needsNumber, blocked = null, onClose } = props;
  const { t } = useTranslation();
  useRestoreFocus();
  const running = state.phase === 'running';

  const submit = (values: CancelDialogValues) => {
    cancel.clearFailure();
    props.onSubmit({
      reason: (values.reason ?? '').trim(),
      ...(needsNumber && values.invoiceNumber ? { invoiceNumber: values.invoiceNumber } : {}),
    });
  };

  const done = state.phase === 'done' ? props.done(state.result) : null;
  const footer =
    state.phase === 'done' ? (
      <Flex gap={8} justify="flex-end" wrap>
        {state.result.documentId && (
          <Button
            type="primary"
            icon={<EyeOutlined aria-hidden />}
            onClick={() => props.onOpenDocument(state.result.documentId!)}
          >
            {done!.openLabel}
          </Button>
        )}
        <Button onClick={onClose}>{t('cancellations.dialog.close')}</Button>
      </Flex>
    ) : (
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onClose} disabled={running}>
          {t('cancellations.dialog.back')}
        </Button>
        <Button type="primary" danger loading={running} disabled={blocked !== null} onClick={() => cancel.form.submit()}>
          {props.confirmLabel}
        </Button>
      </Flex>
    );

  return (
    <Modal
      open
      title={props.title}
      onCancel={() => {
        if (!running) onClose();
      }}
      // While the job runs nothing closes the dialog by accident: no Escape, no click beside it, no ×.
      keyboard={!running}
      closable={!running}
      mask={{ closable: !running }}
      // The reason is where the dealer starts. Focused once the dialog is open: the dialog focuses
      // itself when it opens, and without its opening animation (reduced motion) that came after,
      // and took focus from, the field's autoFocus.
      afterOpenChange={(open) => {
        if (open && state.phase === 'form') cancel.form.getFieldInstance('reason')?.focus();
      }}
      footer={footer}
    >
      {done ? (
        <Alert type="success" showIcon role="status" title={done.text} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>{props.effect}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {props.listed ?? t('cancellations.dialog.listed')}
          </Typography.Paragraph>
          {blocked && <Alert type="warning" showIcon title={blocked.title} description={blocked.description} />}
          {cancel.failure && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('cancellations.dialog.failed')}
              description={errorText(cancel.failure, t)}
            />
          )}
          <CancelFields
            form={cancel.form}
            needsNumber={needsNumber}
            disabled={running || blocked !== null}
            onFinish={submit}
            placeholder={props.reasonPlaceholder}
            label={props.reasonLabel ?? t('cancellations.dialog.reason')}
          />
          {running && (
            <Flex vertical gap={4} role="status">
              <Typography.Text type="secondary">{t('cancellations.dialog.running', { percent: state.progress })}</Typography.Text>
              <Progress
                percent={state.progress}
                status="active"
                showInfo={false}
                aria-label={t('cancellations.dialog.progress')}
              />
              <Typography.Text type="secondary">{t('cancellations.dialog.wait')}</Typography.Text>
            </Flex>
          )}
        </Flex>
      )}
    </Modal>
  );
}

type FieldsProps = {
  form: FormInstance<CancelDialogValues>;
  needsNumber: boolean;
  disabled: boolean;
  placeholder: string;
  label: string;
  onFinish(values: CancelDialogValues): void;
};

function CancelFields({ form, needsNumber, disabled, placeholder, label, onFinish }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <Form<CancelDialogValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      onFinish={onFinish}
      disabled={disabled}
    >
      <Form.Item name="reason" label={label} rules={[zodRule(cancelTradeInputSchema.shape.reason, t)]}>
        {/* Enter is a new line here; the reason may run over a few. */}
        <Input.TextArea
          autoFocus
          autoSize={{ minRows: 3, maxRows: 6 }}
          count={{ show: true, max: CANCEL_REASON_MAX }}
          placeholder={placeholder}
        />
      </Form.Item>
      {/* Registered even while hidden, so a refusal of the server can still be put under it. */}
      <Form.Item
        name="invoiceNumber"
        label={t('cancellations.dialog.invoiceNumber')}
        hidden={!needsNumber}
        extra={t('cancellations.dialog.invoiceNumberHint')}
        rules={
          needsNumber
            ? [{ required: true, message: t('errors.9511') }, zodRule(cancelTradeInputSchema.shape.invoiceNumber, t)]
            : []
        }
      >
        <Input autoComplete="off" style={{ maxWidth: 320 }} />
      </Form.Item>
    </Form>
  );
}
