import { BUYING_DOCUMENT_TYPES, type BuyingTrade } from '@kontor/domain/buying';
import { todayInBerlin } from '@kontor/domain/business-calendar';
import type { Vehicle } from '@kontor/domain/vehicles';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../../app/format';
import { usePageTitle } from '../../app/page-title';
import {
  BUYING_DOCUMENTS_STEP,
  BUYING_GENERATE_STEP,
  BUYING_STEP_FIELDS,
  BUYING_STEPS,
  type BuyingFormValues,
  type BuyingStep,
  buyingDraftValues,
  buyingSavedValues,
  buyingStartingPoint,
  buyingStepBody,
  clearBuyingDraft,
  fromBuyingForm,
  orderedBuyingDocuments,
  toBuyingForm,
  withContractDate,
  writeBuyingDraft,
} from './buying-draft';
import { DocumentsStep } from './documents-step';
import { type GenerateOrder, GenerateStep } from './generate-step';
import { ChangedElsewhere, isChangedElsewhere, IssueSummary } from './issue-summary';
import { type CustomerFormSlot, PartyStep } from './party-step';
import { PurchaseHandoverStep } from './purchase-handover-step';
import { PurchasePriceStep } from './purchase-price-step';
import type { DocumentUploadSlot } from './seller-invoice';
import { tradesApi } from './trades.api';
import { useBuyingTrade } from './use-buying-trade';
import { tradesKeys, useParty } from './use-selling-trade';
import { useStepErrors, WizardFrame, WizardGate } from './wizard-frame';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';

/** What the buying wizard gets from other features (src/router.tsx): the customers form and the vehicle's document upload. */
export type BuyingSlots = { CustomerForm: CustomerFormSlot; DocumentUpload: DocumentUploadSlot };
type WizardProps = BuyingSlots & {
  vehicle: Vehicle;
  trade: BuyingTrade | null;
  /** Loads the purchase as it is now and starts the wizard again from it on `step` (after 409 9541). */
  onReload(step: number): Promise<void>;
};

/** The purchase's documents: the open purchase's first contract finishes it and records it on the vehicle. */
function purchaseOrder(open: boolean): GenerateOrder {
  return {
    orderType: 'BUYING',
    documentTexts: 'buying.documents.types',
    gate: open ? 'CONTRACT' : null,
    finished: (result) => open && result.documentType === 'CONTRACT',
    texts: {
      finished: 'buying.generate.purchased',
      gateFailed: 'buying.generate.gateFailed',
      list: 'buying.generate.list',
      zipName: 'buying.generate.zipName',
    },
    clearDraft: clearBuyingDraft,
  };
}

function BuyingWizard({ vehicle, trade, CustomerForm, DocumentUpload, onReload }: WizardProps) {
  const { t } = useTranslation();
  const { save } = useBuyingTrade(vehicle.id);
  const [start] = useState(() => buyingStartingPoint(vehicle.id, trade, vehicle));
  // The open contract date is today's when shown, not when the draft was written.
  const today = todayInBerlin();
  const initial = withContractDate(start.values, today);
  const [form] = Form.useForm<BuyingFormValues>();
  const [step, setStep] = useState<BuyingStep>(start.step);
  const [generating, setGenerating] = useState(false);
  const [customerFormOpen, setCustomerFormOpen] = useState(false);
  const tradeUpdatedAt = useRef(trade?.updatedAt ?? null);
  // The purchase as this tab last read or saved it (not a refetch of the cache: that may carry another
  // tab's change). Its version goes with every save and document request; the last step shows it.
  const [seen, setSeen] = useState(trade);
  // Another tab changed the purchase since: this tab's change was refused (409 9541).
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const finished = trade?.status === 'FINISHED';
  // A finished purchase is shown as it was recorded: its steps can be read, not changed.
  const readOnly = finished && step < BUYING_DOCUMENTS_STEP;

  // What the steps show now (the form's store is empty before its first render).
  const watched = Form.useWatch([], { form, preserve: true }) as BuyingFormValues | undefined;
  const current = watched ? fromBuyingForm({ ...toBuyingForm(initial), ...watched }) : initial;
  const seller = useParty(current.customerId, trade?.seller ?? null).data;

  const values = () => fromBuyingForm(form.getFieldsValue(true) as BuyingFormValues);
  const keepDraft = (at: number) =>
    writeBuyingDraft(vehicle.id, {
      step: at,
      values: buyingDraftValues(values(), { start: start.values, today }),
      tradeUpdatedAt: tradeUpdatedAt.current,
    });
  const goTo = (target: number) => {
    keepDraft(target);
    setStep(target as BuyingStep);
  };
  const showStepError = useStepErrors({ form, step, stepFields: BUYING_STEP_FIELDS, goTo });

  async function next() {
    if (finished) {
      goTo(step + 1);
      return;
    }
    try {
      await form.validateFields([...BUYING_STEP_FIELDS[step]!]);
    } catch {
      return;
    }
    const typed = values();
    const docType = step === BUYING_DOCUMENTS_STEP ? (orderedBuyingDocuments(typed.documents)[0] ?? 'CONTRACT') : 'CONTRACT';
    const body = buyingStepBody(buyingSavedValues(typed, { start: start.values, today }), step, {
      privateSeller: seller !== undefined && seller.type !== 'BUSINESS',
    });
    try {
      const saved = await save.mutateAsync({ docType, values: body, ifMatch: seen?.updatedAt ?? null });
      tradeUpdatedAt.current = saved.updatedAt;
      setSeen(saved);
      setChangedElsewhere(false);
    } catch (error) {
      // What was typed stays in the form until the dealer loads the current version.
      if (isChangedElsewhere(error)) setChangedElsewhere(true);
      else showStepError(error);
      return;
    }
    goTo(step + 1);
  }

  const notice = (
    <>
      {finished && <Alert type="info" showIcon title={t('buying.wizard.finished', { date: formatDate(trade.purchasedOn) })} />}
      {!finished && vehicle.status === 'SOLD' && <Alert type="warning" showIcon title={t('buying.wizard.sold')} />}
      {changedElsewhere && <ChangedElsewhere onReload={() => onReload(step)} />}
    </>
  );

  return (
    <WizardFrame
      title={t('buying.wizard.title')}
      vehicle={vehicle}
      notice={notice}
      steps={BUYING_STEPS.map((key) => t(`buying.wizard.steps.${key}`))}
      step={step}
      closed={() => generating}
      onStep={goTo}
      onNext={step < BUYING_GENERATE_STEP ? () => void next() : undefined}
      saving={save.isPending}
      hold={step === 0 && customerFormOpen ? t('buying.seller.finishNewCustomer') : null}
    >
      <Form<BuyingFormValues>
        form={form}
        component={false}
        layout="vertical"
        disabled={readOnly}
        initialValues={toBuyingForm(initial)}
        onValuesChange={() => keepDraft(step)}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      >
        {step === 0 && (
          <PartyStep
            role="seller"
            CustomerForm={CustomerForm}
            tradeParty={trade?.seller ?? null}
            onPicked={() => keepDraft(step)}
            formOpen={customerFormOpen}
            onFormOpenChange={setCustomerFormOpen}
            idValidOn={current.contractDate ?? today}
            readOnly={finished}
          />
        )}
        {step === 1 && (
          <PurchasePriceStep
            vehicleId={vehicle.id}
            tradeSeller={trade?.seller ?? null}
            DocumentUpload={DocumentUpload}
            readOnly={finished}
          />
        )}
        {step === 2 && <PurchaseHandoverStep />}
        {step === BUYING_DOCUMENTS_STEP && <DocumentsStep types={BUYING_DOCUMENT_TYPES} texts="buying.documents.types" />}
        {step === BUYING_GENERATE_STEP && (
          <GenerateStep
            vehicleId={vehicle.id}
            tradeId={trade?.id ?? null}
            documents={orderedBuyingDocuments(current.documents)}
            input={{ language: current.language }}
            order={purchaseOrder(!finished)}
            onRunning={setGenerating}
            version={seen?.updatedAt ?? null}
            summary={seen && <IssueSummary texts="buying.generate" party={seen.seller} grossCents={seen.grossPrice} />}
            onReload={() => onReload(step)}
          />
        )}
      </Form>
    </WizardFrame>
  );
}

/**
 * The buying wizard, /buying/buying-documents/:id (SPEC.md §2, issue 17): seller, price, handover,
 * documents, generate. The id is the vehicle's.
 */
export default function BuyingWizardPage({ CustomerForm, DocumentUpload }: BuyingSlots) {
  usePageTitle('buying.wizard.title');
  const { id = '' } = useParams();
  const { trade } = useBuyingTrade(id);
  const vehicle = useQuery({ queryKey: tradesKeys.vehicle(id), queryFn: () => tradesApi.vehicle(id) });
  // Each load of the current version starts the wizard afresh (its own state is the old version's).
  const [loads, setLoads] = useState(0);
  async function reload(step: number) {
    const [fresh] = await Promise.all([trade.refetch(), vehicle.refetch()]);
    if (fresh.error) return;
    // The dealer stays on the step they were on, now with the server's values (no typed ones kept).
    writeBuyingDraft(id, { step, values: {}, tradeUpdatedAt: fresh.data?.updatedAt ?? null });
    setLoads((count) => count + 1);
  }
  return (
    <WizardGate
      failure={trade.error ?? vehicle.error}
      ready={vehicle.isSuccess && trade.isSuccess}
      failedTitle="buying.wizard.loadFailed"
      onRetry={() => void Promise.all([trade.refetch(), vehicle.refetch()])}
    >
      {() => (
        <BuyingWizard
          key={`${id}:${loads}`}
          onReload={reload}
          vehicle={vehicle.data!}
          trade={trade.data!}
          CustomerForm={CustomerForm}
          DocumentUpload={DocumentUpload}
        />
      )}
    </WizardGate>
  );
}
