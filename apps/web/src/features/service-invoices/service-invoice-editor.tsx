import { DeleteOutlined, FileDoneOutlined, FileTextOutlined, SaveOutlined } from '@ant-design/icons';
import { todayInBerlin } from '@kontor/domain/business-calendar';
import { isErrorCode } from '@kontor/domain/errors';
import type { ServiceDocumentType, ServiceInvoice, ServiceInvoiceInput } from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../app/api-client';
import { formatDate } from '../../app/format';
import { useSession } from '../../app/session';
import { sessionDraft } from '../../app/session-draft';
import { useApiErrors } from '../../app/use-api-errors';
import { useUnsavedGuard } from '../../app/use-unsaved-guard';
import { destructiveConfirm } from '../../ui/destructive-confirm';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';
import { useUiLocale } from '../../ui/use-ui-locale';
import { type CustomerFormSlot, CustomerSection } from './customer-section';
import { IssueDialog } from './issue-dialog';
import { DocumentProgress, ServiceDocuments } from './service-documents';
import {
  documentProblems,
  fieldErrors,
  formAmounts,
  type ServiceFormValues,
  toFormValues,
  toInput,
} from './service-invoice-form';
import { serviceInvoicesApi, serviceInvoicesKeys } from './service-invoices.api';
import { ServiceLinesEditor } from './service-lines-editor';
import { DateFields, SectionHeading, TaxAndPayment, TextFields } from './terms-section';
import { type DocumentRefusal, NUMBER_CODES, useServiceDocument } from './use-service-document';
import { VehicleSection } from './vehicle-section';

export const SERVICE_INVOICES_PATH = '/other-documents/service-invoices';

type Busy = 'save' | ServiceDocumentType | 'delete' | null;

/**
 * What was typed and not saved yet, kept for the tab's session (app/session-draft.ts): a reload, or a
 * login after the session ended, gives it back. It names the invoice (null: a new one) and the state
 * of it on the server it was typed over; leaving without saving, saving or deleting drops it.
 */
type Draft = { tradeId: string | null; tradeUpdatedAt: string | null; values: ServiceInvoiceInput };
const drafts = sessionDraft<Draft>('service-invoice');

/** The kept draft of this invoice; none when it is another invoice's, or the invoice was saved since (another tab). */
function draftOf(trade: ServiceInvoice | null): ServiceInvoiceInput | null {
  const draft = drafts.read();
  if (!draft || draft.tradeId !== (trade?.id ?? null) || draft.tradeUpdatedAt !== (trade?.updatedAt ?? null)) return null;
  return draft.values;
}

type Props = {
  /** The draft as read (null: a new invoice, not saved yet). Only the first values come from it. */
  trade: ServiceInvoice | null;
  CustomerForm: CustomerFormSlot;
  /** The first save made the draft: the page's URL takes its id. */
  onCreated(trade: ServiceInvoice): void;
};

/**
 * A draft service invoice: customer, vehicle, lines, tax and payment, dates, texts; saved as a draft
 * and resumed later, made into a cost estimate (it stays a draft) or issued as the invoice (final:
 * the page then shows it read-only). Every check the server makes is shown under its field or line.
 */
export function ServiceInvoiceEditor({ trade, CustomerForm, onCreated }: Props) {
  const { t } = useTranslation();
  const { user } = useSession();
  const locale = useUiLocale();
  const { message, modal } = App.useApp();
  const showError = useApiErrors();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<ServiceFormValues>();
  const unsaved = useUnsavedGuard({ onDiscard: drafts.clear });
  const [start] = useState(() => {
    const draft = draftOf(trade);
    // What a restored draft shows is not saved: leaving still asks.
    if (draft) unsaved.markChanged();
    return { restored: draft !== null, values: toFormValues({ trade, today: todayInBerlin(), language: locale, draft }) };
  });
  // A restored draft says so and can be dropped: an invoice left by a reload came back silently, and
  // its leftovers (a vehicle's next inspection alone) reached the next invoice.
  const [restored, setRestored] = useState(start.restored);
  const discardRestored = () => {
    drafts.clear();
    form.setFieldsValue(toFormValues({ trade, today: todayInBerlin(), language: locale, draft: null }));
    unsaved.markSaved();
    setRestored(false);
  };
  // The server's state of the invoice that what is typed now goes over (a save moves it on).
  const savedAt = useRef(trade?.updatedAt ?? null);
  // The id for the flows in progress (a save then a document) and for what is shown.
  const idRef = useRef(trade?.id ?? null);
  const [tradeId, setTradeId] = useState(trade?.id ?? null);
  const [linesError, setLinesError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
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

  const errorText = (code: string) => t(`errors.${isErrorCode(code) ? code : '5003'}`);
  /** A code's text under its field; where the shared text speaks of a sale's choices, the service invoice's own. */
  const fieldErrorText = (field: string | number | undefined, code: string) => {
    if (field === 'customerId' && code === '0001') return t('serviceInvoices.customer.required');
    // 9513 asks a sale for its exemption; a service invoice has none to choose, only "no VAT".
    if (field === 'vatRate' && code === '9513') return t('serviceInvoices.terms.zeroRate');
    return errorText(code);
  };
  /**
   * Says so, and takes the dealer to the first field in error, focused (as a form's scrollToFirstError
   * does): the buttons are far below the fields, and a keyboard user was left on them.
   */
  const fixErrors = (first?: (string | number)[]) => {
    void message.error(t('serviceInvoices.actions.fixErrors'));
    if (first) form.scrollToField(first, SCROLL_TO_FIRST_ERROR);
  };

  /** Puts the codes under their fields and lines and says so; false when none was for a field or line. */
  const applyErrors = (fields: Record<string, string>): boolean => {
    const mapped = fieldErrors(fields);
    form.setFields(
      mapped.fields.map(({ name, code }) => ({
        name: name as never,
        errors: [fieldErrorText(name[0], code)],
      })),
    );
    if (mapped.lines) setLinesError(mapped.lines);
    const applied = mapped.fields.length > 0 || mapped.lines !== null;
    if (applied) fixErrors(mapped.fields[0]?.name);
    return applied;
  };

  /** Every field checked as the server will; the values, or null (the errors shown). */
  async function valid(): Promise<ServiceFormValues | null> {
    try {
      await form.validateFields();
      return form.getFieldsValue(true) as ServiceFormValues;
    } catch (error) {
      fixErrors((error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name);
      return null;
    }
  }

  /**
   * A document needs a customer, a line, a rate with VAT and no date ahead, an invoice the customer's
   * address and a reason for no VAT that fits them (the domain's rule), checked before anything is sent.
   */
  function readyForDocument(values: ServiceFormValues, documentType: ServiceDocumentType): boolean {
    // The customer as the customer section read them; not read yet, the server checks them.
    const customer = values.customerId
      ? queryClient.getQueryData<TradeParty>(serviceInvoicesKeys.customer(values.customerId))
      : null;
    const companySmallBusiness = user?.company?.smallBusiness;
    const problems = documentProblems(values, todayInBerlin(), { customer, documentType, companySmallBusiness });
    if (Object.keys(problems).length === 0) return true;
    applyErrors(problems);
    return false;
  }

  /** Saves the draft (created on the first save); its id, or null when refused (the reasons shown). */
  async function save(documentType: ServiceDocumentType): Promise<string | null> {
    const input = toInput(form.getFieldsValue(true) as ServiceFormValues);
    try {
      const answer = idRef.current
        ? await serviceInvoicesApi.update(idRef.current, { documentType, values: input })
        : await serviceInvoicesApi.create(documentType, input);
      // Saved as it is now: leaving the page (the first save's new URL included) loses nothing.
      unsaved.markSaved();
      drafts.clear();
      setRestored(false);
      savedAt.current = answer.updatedAt;
      queryClient.setQueryData(serviceInvoicesKeys.trade(answer.id), answer);
      void queryClient.invalidateQueries({ queryKey: ['service-invoices', 'list'] });
      if (!idRef.current) {
        idRef.current = answer.id;
        setTradeId(answer.id);
        onCreated(answer);
      }
      return answer.id;
    } catch (error) {
      if (!(error instanceof ApiError && applyErrors(error.fields))) showError(error);
      // Issued meanwhile (another tab): the page shows it as it is now.
      if (error instanceof ApiError && error.code === '9509' && idRef.current)
        void queryClient.invalidateQueries({ queryKey: serviceInvoicesKeys.trade(idRef.current) });
      return null;
    }
  }

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

  const confirmDelete = () =>
    modal.confirm({
      title: t('serviceInvoices.actions.deleteTitle'),
      content: t('serviceInvoices.actions.deleteText'),
      okText: t('serviceInvoices.actions.deleteConfirm'),
      ...destructiveConfirm,
      cancelText: t('common.actions.cancel'),
      onOk: async () => {
        setBusy('delete');
        try {
          await serviceInvoicesApi.remove(idRef.current!);
          queryClient.removeQueries({ queryKey: serviceInvoicesKeys.trade(idRef.current!) });
          await queryClient.invalidateQueries({ queryKey: ['service-invoices', 'list'] });
          void message.success(t('serviceInvoices.actions.deleted'));
          unsaved.markSaved();
          drafts.clear();
          navigate(SERVICE_INVOICES_PATH);
        } catch (error) {
          showError(error);
        } finally {
          setBusy(null);
        }
      },
    });

  /** What is typed now, as the draft (see Draft). */
  function keepDraft() {
    const values = toInput(form.getFieldsValue(true) as ServiceFormValues);
    // A new invoice's date that only shows today stays open in the draft: read on a later day, it shows that day.
    if (!trade?.invoiceDate && values.invoiceDate === todayInBerlin()) delete values.invoiceDate;
    drafts.write({ tradeId: idRef.current, tradeUpdatedAt: savedAt.current, values });
  }

  const working = busy !== null;
  const section = (key: string, body: ReactNode) => (
    <Card size="small" role="region" aria-labelledby={`service-${key}`}>
      <SectionHeading id={`service-${key}`} text={t(`serviceInvoices.sections.${key}`)} />
      {body}
    </Card>
  );

  return (
    <Form<ServiceFormValues>
      form={form}
      component={false}
      layout="vertical"
      initialValues={start.values}
      disabled={working}
      onValuesChange={(changed: Partial<ServiceFormValues>) => {
        unsaved.markChanged();
        keepDraft();
        if ('lines' in changed) setLinesError(null);
        // The reason for no VAT was refused for this customer or this VAT: either changed, it is asked again.
        if ('customerId' in changed || 'vat' in changed) form.setFields([{ name: 'vatExemption', errors: [] }]);
      }}
    >
      <Flex vertical gap={16} style={{ minWidth: 0 }}>
        {restored && (
          <Alert
            type="info"
            showIcon
            title={t('serviceInvoices.page.restored')}
            action={
              <Button size="small" onClick={discardRestored}>
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
        {section('customer', <CustomerSection CustomerForm={CustomerForm} tradeCustomer={trade?.customer ?? null} />)}
        {section('vehicle', <VehicleSection />)}
        {section('lines', <ServiceLinesEditor listError={linesError} onListChange={() => setLinesError(null)} />)}
        {section('terms', <TaxAndPayment />)}
        {section('dates', <DateFields />)}
        {section('texts', <TextFields />)}
        <DocumentProgress job={documents.job} />
        {tradeId && (
          <Card size="small">
            <ServiceDocuments tradeId={tradeId} draft />
          </Card>
        )}
        <Flex gap={8} wrap role="group" aria-label={t('serviceInvoices.actions.label')}>
          <Button
            icon={<SaveOutlined aria-hidden />}
            loading={busy === 'save'}
            disabled={working}
            onClick={() => void saveDraft()}
          >
            {t('serviceInvoices.actions.save')}
          </Button>
          <Button
            icon={<FileTextOutlined aria-hidden />}
            loading={busy === 'PROPOSAL'}
            disabled={working}
            onClick={() => void startDocument('PROPOSAL')}
          >
            {t('serviceInvoices.actions.proposal')}
          </Button>
          <Button
            type="primary"
            icon={<FileDoneOutlined aria-hidden />}
            loading={busy === 'INVOICE'}
            disabled={working}
            onClick={() => void startDocument('INVOICE')}
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
              onClick={confirmDelete}
              style={{ marginInlineStart: 'auto' }}
            >
              {t('serviceInvoices.actions.delete')}
            </Button>
          )}
        </Flex>
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
