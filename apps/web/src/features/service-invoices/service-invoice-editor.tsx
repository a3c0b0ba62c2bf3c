import { DeleteOutlined, FileDoneOutlined, FileTextOutlined, SaveOutlined } from '@ant-design/icons';
import type { ServiceDocumentType, ServiceInvoice } from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../app/format';
import { useApiErrors } from '../../app/use-api-errors';
import { destructiveConfirm } from '../../ui/destructive-confirm';
import { useUiLocale } from '../../ui/use-ui-locale';
import { type CustomerFormSlot, CustomerSection } from './customer-section';
import { IssueDialog } from './issue-dialog';
import { DocumentProgress, ServiceDocuments } from './service-documents';
import { formAmounts, type ServiceFormValues } from './service-invoice-form';
import { serviceInvoicesApi, serviceInvoicesKeys } from './service-invoices.api';
import { ServiceLinesEditor } from './service-lines-editor';
import { DateFields, SectionHeading, TaxAndPayment, TextFields } from './terms-section';
import { type DocumentRefusal, NUMBER_CODES, useServiceDocument } from './use-service-document';
import { useDraftSave } from './use-draft-save';
import { useServiceDraft } from './use-service-draft';
import { useServiceFormErrors } from './use-service-form-errors';
import { VehicleSection } from './vehicle-section';

export const SERVICE_INVOICES_PATH = '/other-documents/service-invoices';

type Busy = 'save' | ServiceDocumentType | 'delete' | null;

type Props = {
  /** The draft as read (null: a new invoice, not saved yet). Only the first values come from it. */
  trade: ServiceInvoice | null;
  CustomerForm: CustomerFormSlot;
  /** The first save made the draft: the page's URL takes its id. */
  onCreated(trade: ServiceInvoice): void;
};

type NoticesProps = { restored: boolean; onDiscard(): void; saved: ServiceInvoice | null };

/** A restored draft, with the way to drop it; and when the draft was saved, with its cost estimate's number. */
function DraftNotices({ restored, onDiscard, saved }: NoticesProps) {
  const { t } = useTranslation();
  return (
    <>
      {restored && (
        <Alert
          type="info"
          showIcon
          title={t('serviceInvoices.page.restored')}
          action={
            <Button size="small" onClick={onDiscard}>
              {t('serviceInvoices.page.discardRestored')}
            </Button>
          }
        />
      )}
      {saved && (
        <Typography.Text type="secondary">
          {[
            t('serviceInvoices.page.draft', { date: formatDate(saved.updatedAt) }),
            saved.proposalNumber ? t('serviceInvoices.page.proposalNumber', { number: saved.proposalNumber }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      )}
    </>
  );
}

type ActionsProps = {
  busy: Busy;
  /** The saved draft's id (null: not saved yet, nothing to delete). */
  tradeId: string | null;
  onSave(): void;
  onDocument(type: ServiceDocumentType): void;
  onDelete(): void;
};

/** Save, make the cost estimate, issue the invoice, delete the draft. */
function EditorActions({ busy, tradeId, onSave, onDocument, onDelete }: ActionsProps) {
  const { t } = useTranslation();
  const working = busy !== null;
  return (
    <Flex gap={8} wrap role="group" aria-label={t('serviceInvoices.actions.label')}>
      <Button icon={<SaveOutlined aria-hidden />} loading={busy === 'save'} disabled={working} onClick={onSave}>
        {t('serviceInvoices.actions.save')}
      </Button>
      <Button
        icon={<FileTextOutlined aria-hidden />}
        loading={busy === 'PROPOSAL'}
        disabled={working}
        onClick={() => onDocument('PROPOSAL')}
      >
        {t('serviceInvoices.actions.proposal')}
      </Button>
      <Button
        type="primary"
        icon={<FileDoneOutlined aria-hidden />}
        loading={busy === 'INVOICE'}
        disabled={working}
        onClick={() => onDocument('INVOICE')}
      >
        {t('serviceInvoices.actions.issue')}
      </Button>
      {tradeId && (
        <Button
          danger
          type="text"
          icon={<DeleteOutlined aria-hidden />}
          loading={busy === 'delete'}
          disabled={working}
          onClick={onDelete}
          style={{ marginInlineStart: 'auto' }}
        >
          {t('serviceInvoices.actions.delete')}
        </Button>
      )}
    </Flex>
  );
}

type DeleteOptions = {
  /** Deletes the draft on the server. */
  remove(): Promise<void>;
  /** Deleted: nothing is left to keep. */
  onDeleted(): void;
  setBusy(busy: Busy): void;
};

/** Asks before the draft is deleted; deleted, the page goes back to the list. */
function useDeleteQuestion({ remove, onDeleted, setBusy }: DeleteOptions) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const showError = useApiErrors();
  const navigate = useNavigate();
  return () =>
    modal.confirm({
      title: t('serviceInvoices.actions.deleteTitle'),
      content: t('serviceInvoices.actions.deleteText'),
      okText: t('serviceInvoices.actions.deleteConfirm'),
      ...destructiveConfirm,
      cancelText: t('common.actions.cancel'),
      onOk: async () => {
        setBusy('delete');
        try {
          await remove();
          void message.success(t('serviceInvoices.actions.deleted'));
          onDeleted();
          navigate(SERVICE_INVOICES_PATH);
        } catch (error) {
          showError(error);
        } finally {
          setBusy(null);
        }
      },
    });
}

type SectionsProps = {
  CustomerForm: CustomerFormSlot;
  /** The invoice's copy of its customer (shown until the customer is read). */
  tradeCustomer: TradeParty | null;
  /** What is wrong with the lines as a whole, or null. */
  linesError: string | null;
  onLinesChange(): void;
};

/** The invoice's parts, each a named region: customer, vehicle, lines, tax and payment, dates, texts. */
function EditorSections({ CustomerForm, tradeCustomer, linesError, onLinesChange }: SectionsProps) {
  const { t } = useTranslation();
  const section = (key: string, body: ReactNode) => (
    <Card size="small" role="region" aria-labelledby={`service-${key}`}>
      <SectionHeading id={`service-${key}`} text={t(`serviceInvoices.sections.${key}`)} />
      {body}
    </Card>
  );
  return (
    <>
      {section('customer', <CustomerSection CustomerForm={CustomerForm} tradeCustomer={tradeCustomer} />)}
      {section('vehicle', <VehicleSection />)}
      {section('lines', <ServiceLinesEditor listError={linesError} onListChange={onLinesChange} />)}
      {section('terms', <TaxAndPayment />)}
      {section('dates', <DateFields />)}
      {section('texts', <TextFields />)}
    </>
  );
}

/**
 * A draft service invoice: customer, vehicle, lines, tax and payment, dates, texts; saved as a draft
 * and resumed later, made into a cost estimate (it stays a draft) or issued as the invoice (final:
 * the page then shows it read-only). Every check the server makes is shown under its field or line.
 */
export function ServiceInvoiceEditor({ trade, CustomerForm, onCreated }: Props) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<ServiceFormValues>();
  const draft = useServiceDraft({ trade, form, language: locale });
  const { linesError, clearLinesError, applyErrors, valid, readyForDocument } = useServiceFormErrors(form);
  const { tradeId, save, remove, typedOver } = useDraftSave({ trade, form, onSaved: draft.saved, applyErrors, onCreated });
  const [busy, setBusy] = useState<Busy>(null);
  const confirmDelete = useDeleteQuestion({ remove, onDeleted: draft.deleted, setBusy });
  const [issuing, setIssuing] = useState(false);
  const [numberError, setNumberError] = useState<string | null>(null);
  const documents = useServiceDocument();
  const numbering = useQuery({ queryKey: serviceInvoicesKeys.numbering, queryFn: serviceInvoicesApi.numbering });
  const needsNumber = numbering.data?.automaticNumbering === false || numberError !== null;
  const current = useQuery({
    queryKey: serviceInvoicesKeys.trade(tradeId ?? ''),
    queryFn: () => serviceInvoicesApi.get(tradeId!),
    enabled: false,
  });
  const saved = current.data ?? trade;

  async function saveDraft() {
    if (!(await valid())) return;
    setBusy('save');
    try {
      if (await save('INVOICE')) void message.success(t('serviceInvoices.actions.saved'));
    } finally {
      setBusy(null);
    }
  }

  /** A refusal of the document: the number asked again in the issue dialog, other fields marked in the form. */
  function refused(refusal: DocumentRefusal) {
    const numberCode = refusal.fields.invoiceNumber ?? (NUMBER_CODES.has(refusal.code) ? refusal.code : null);
    if (numberCode) {
      setNumberError(numberCode);
      setIssuing(true);
    }
    const { invoiceNumber: _number, ...others } = refusal.fields;
    if (Object.keys(others).length > 0) applyErrors(others);
  }

  /** Saves, then makes the document with its progress; an issued invoice turns the page read-only. */
  async function makeDocument(type: ServiceDocumentType, invoiceNumber?: string) {
    setBusy(type);
    try {
      const id = await save(type);
      if (!id) return;
      const language = (form.getFieldValue('language') as ServiceFormValues['language']) ?? locale;
      const outcome = await documents.make(id, { documentType: type, language, invoiceNumber });
      if (outcome && outcome !== 'done') refused(outcome);
      if (outcome === 'done') setNumberError(null);
    } finally {
      setBusy(null);
    }
  }

  async function startDocument(type: ServiceDocumentType) {
    const values = await valid();
    if (!values || !readyForDocument(values, type)) return;
    if (type === 'INVOICE') setIssuing(true);
    else void makeDocument(type);
  }

  return (
    <Form<ServiceFormValues>
      form={form}
      component={false}
      layout="vertical"
      initialValues={draft.initialValues}
      disabled={busy !== null}
      onValuesChange={(changed: Partial<ServiceFormValues>) => {
        draft.keep(typedOver());
        if ('lines' in changed) clearLinesError();
        // The reason for no VAT was refused for this customer or this VAT: either changed, it is asked again.
        if ('customerId' in changed || 'vat' in changed) form.setFields([{ name: 'vatExemption', errors: [] }]);
      }}
    >
      <Flex vertical gap={16} style={{ minWidth: 0 }}>
        <DraftNotices restored={draft.restored} onDiscard={draft.discardRestored} saved={saved} />
        <EditorSections
          CustomerForm={CustomerForm}
          tradeCustomer={trade?.customer ?? null}
          linesError={linesError}
          onLinesChange={clearLinesError}
        />
        <DocumentProgress job={documents.job} />
        {tradeId && (
          <Card size="small">
            <ServiceDocuments tradeId={tradeId} draft />
          </Card>
        )}
        <EditorActions
          busy={busy}
          tradeId={tradeId}
          onSave={() => void saveDraft()}
          onDocument={(type) => void startDocument(type)}
          onDelete={confirmDelete}
        />
      </Flex>
      {issuing && (
        <IssueDialog
          grossCents={formAmounts(form.getFieldsValue(true) as ServiceFormValues).grossCents}
          needsNumber={needsNumber}
          numberError={numberError}
          onClose={() => setIssuing(false)}
          onConfirm={(invoiceNumber) => {
            setIssuing(false);
            void makeDocument('INVOICE', invoiceNumber);
          }}
        />
      )}
    </Form>
  );
}
