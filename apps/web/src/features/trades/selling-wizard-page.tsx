import { todayInBerlin } from '@kontor/domain/business-calendar';
import type { SellingTrade } from '@kontor/domain/trades';
import type { Vehicle } from '@kontor/domain/vehicles';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../app/session';
import { DocumentsStep } from './documents-step';
import { type GenerateOrder, GenerateStep } from './generate-step';
import { HandoverStep } from './handover-step';
import {
  ChangedElsewhere,
  FirstRegistrationMissing,
  isChangedElsewhere,
  IssueSummary,
  lacksFirstRegistration,
} from './issue-summary';
import { TradeVatConfirmation } from '../../app/vat-confirmation';
import { type CustomerFormSlot, PartyStep } from './party-step';
import { PriceStep } from './price-step';
import {
  clearSellingDraft,
  DOCUMENT_ORDER,
  DOCUMENTS_STEP,
  draftValues,
  fromFormValues,
  GENERATE_STEP,
  orderedDocuments,
  type SellingFormValues,
  startingPoint,
  STEP_FIELDS,
  savedValues,
  stepBody,
  type StepIndex,
  STEPS,
  toFormValues,
  withDefaultDates,
  writeSellingDraft,
} from './selling-draft';
import { tradesApi } from './trades.api';
import { tradesKeys, useSellingTrade } from './use-selling-trade';
import { useStepErrors, WizardFrame, WizardGate } from './wizard-frame';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';

type WizardProps = {
  vehicle: Vehicle;
  trade: SellingTrade | null;
  CustomerForm: CustomerFormSlot;
  /** Loads the trade as it is now and starts the wizard again from it on `step` (after 409 9541). */
  onReload(step: number): Promise<void>;
};

/** The sale's documents: issuing the invoice sells the vehicle. */
const SALE_ORDER: GenerateOrder = {
  orderType: 'SELLING',
  documentTexts: 'trades.documents.types',
  gate: 'INVOICE',
  finished: (result) => result.vehicleSold,
  texts: {
    finished: 'trades.generate.sold',
    gateFailed: 'trades.generate.invoiceFailed',
    list: 'trades.generate.list',
    zipName: 'trades.generate.zipName',
  },
  clearDraft: clearSellingDraft,
};

function SellingWizard({ vehicle, trade, CustomerForm, onReload }: WizardProps) {
  const { t } = useTranslation();
  const { save } = useSellingTrade(vehicle.id);
  const seller = { smallBusiness: useSession().user?.company?.smallBusiness ?? false };
  const [start] = useState(() =>
    startingPoint({ vehicleId: vehicle.id, trade, vehiclePurchasePrice: vehicle.purchasePrice, vehicle, seller }),
  );
  // Open dates are today's when shown, not when the draft was written (see draftValues).
  const today = todayInBerlin();
  const initial = withDefaultDates(start.values, today);
  const purchaseFromVehicle = vehicle.purchasePrice !== null;
  const [form] = Form.useForm<SellingFormValues>();
  const [step, setStep] = useState<StepIndex>(start.step);
  // While documents are being made the dealer stays on the generate step.
  const [generating, setGenerating] = useState(false);
  // While the buyer step's customer form is open, a half-typed buyer must not be skipped past.
  const [customerFormOpen, setCustomerFormOpen] = useState(false);
  const holdBuyer = step === 0 && customerFormOpen;
  // The server's trade the draft is typed over: a step's save makes it newer.
  const tradeUpdatedAt = useRef(trade?.updatedAt ?? null);
  // The trade as this tab last read or saved it (not a refetch of the cache: that may carry another
  // tab's change). Its version goes with every save and document request; the last step shows it.
  const [seen, setSeen] = useState(trade);
  // Another tab changed the trade since: this tab's change was refused (409 9541).
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const finished = trade?.status === 'FINISHED';

  const values = () => fromFormValues(form.getFieldsValue(true) as SellingFormValues);
  const keepDraft = (at: StepIndex) =>
    writeSellingDraft(vehicle.id, {
      step: at,
      values: draftValues(values(), { start: start.values, today }),
      tradeUpdatedAt: tradeUpdatedAt.current,
    });
  const goTo = (target: number) => {
    keepDraft(target as StepIndex);
    setStep(target as StepIndex);
  };
  const showStepError = useStepErrors({ form, step, stepFields: STEP_FIELDS, goTo });
  // A finished trade cannot change: its first three steps are closed.
  const closed = (index: number) => (finished && index < DOCUMENTS_STEP) || generating;

  async function next() {
    const names = [...STEP_FIELDS[step]!, ...(step === DOCUMENTS_STEP ? ['invoiceNumber'] : [])];
    try {
      await form.validateFields(names);
    } catch {
      return;
    }
    const current = values();
    if (!finished) {
      const docType = step === DOCUMENTS_STEP ? (orderedDocuments(current.documents)[0] ?? 'INVOICE') : 'INVOICE';
      try {
        const body = stepBody(savedValues(current, { start: start.values, today }), step, { purchaseFromVehicle });
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
    }
    goTo(step + 1);
  }

  // What the steps show now, for the generate step (the form's store is empty before its first render).
  const watched = Form.useWatch([], { form, preserve: true }) as SellingFormValues | undefined;
  const current = watched ? fromFormValues({ ...toFormValues(initial), ...watched }) : initial;
  const documents = orderedDocuments(current.documents).filter((type) => !(finished && type === 'INVOICE'));
  // An open sale's invoice and contract print the first registration (a finished one's froze it).
  const firstRegistrationMissing = !finished && lacksFirstRegistration(vehicle, documents);

  return (
    <WizardFrame
      title={t('trades.wizard.title')}
      vehicle={vehicle}
      notice={
        <>
          {finished && <Alert type="info" showIcon title={t('trades.wizard.finished', { number: trade.invoiceNumber ?? '' })} />}
          {finished && trade.sectionType === '4.1b' && <TradeVatConfirmation tradeId={trade.id} />}
          {changedElsewhere && <ChangedElsewhere onReload={() => onReload(step)} />}
        </>
      }
      steps={STEPS.map((key) => t(`trades.wizard.steps.${key}`))}
      step={step}
      closed={closed}
      onStep={goTo}
      onNext={step < GENERATE_STEP ? () => void next() : undefined}
      saving={save.isPending}
      hold={holdBuyer ? t('trades.buyer.finishNewCustomer') : null}
    >
      <Form<SellingFormValues>
        form={form}
        component={false}
        layout="vertical"
        initialValues={toFormValues(initial)}
        onValuesChange={() => keepDraft(step)}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      >
        {step === 0 && (
          <PartyStep
            role="buyer"
            CustomerForm={CustomerForm}
            tradeParty={trade?.buyer ?? null}
            onPicked={() => keepDraft(step)}
            formOpen={customerFormOpen}
            onFormOpenChange={setCustomerFormOpen}
          />
        )}
        {step === 1 && (
          <PriceStep vehiclePurchasePrice={vehicle.purchasePrice} vehiclePurchaseTaxation={vehicle.purchaseTaxation} />
        )}
        {step === 2 && <HandoverStep tradeBuyer={trade?.buyer ?? null} />}
        {step === 3 && (
          <>
            {firstRegistrationMissing && <FirstRegistrationMissing vehicleId={vehicle.id} style={{ marginBottom: 16 }} />}
            <DocumentsStep
              types={DOCUMENT_ORDER}
              texts="trades.documents.types"
              issuedNumber={finished ? trade.invoiceNumber : null}
            />
          </>
        )}
        {step === GENERATE_STEP && (
          <GenerateStep
            vehicleId={vehicle.id}
            tradeId={trade?.id ?? null}
            documents={documents}
            input={{ language: current.language, invoiceNumber: current.invoiceNumber ?? undefined }}
            order={SALE_ORDER}
            onRunning={setGenerating}
            version={seen?.updatedAt ?? null}
            summary={
              <>
                {firstRegistrationMissing && <FirstRegistrationMissing vehicleId={vehicle.id} />}
                {seen && <IssueSummary texts="trades.generate" party={seen.buyer} grossCents={seen.grossPrice} />}
              </>
            }
            onReload={() => onReload(step)}
          />
        )}
      </Form>
    </WizardFrame>
  );
}

/** The selling wizard, /selling/selling-documents/:id (SPEC.md §2): buyer, price, handover, documents, generate. */
export default function SellingWizardPage({ CustomerForm }: { CustomerForm: CustomerFormSlot }) {
  usePageTitle('trades.wizard.title');
  const { id = '' } = useParams();
  const { trade } = useSellingTrade(id);
  const vehicle = useQuery({ queryKey: tradesKeys.vehicle(id), queryFn: () => tradesApi.vehicle(id) });
  // Each load of the current version starts the wizard afresh (its own state is the old version's).
  const [loads, setLoads] = useState(0);
  async function reload(step: number) {
    const [fresh] = await Promise.all([trade.refetch(), vehicle.refetch()]);
    if (fresh.error) return;
    // The dealer stays on the step they were on, now with the server's values (no typed ones kept).
    writeSellingDraft(id, { step: step as StepIndex, values: {}, tradeUpdatedAt: fresh.data?.updatedAt ?? null });
    setLoads((count) => count + 1);
  }
  return (
    <WizardGate
      failure={trade.error ?? vehicle.error}
      ready={vehicle.isSuccess && trade.isSuccess}
      failedTitle="trades.wizard.loadFailed"
      onRetry={() => void Promise.all([trade.refetch(), vehicle.refetch()])}
    >
      {() => (
        <SellingWizard
          key={`${id}:${loads}`}
          vehicle={vehicle.data!}
          trade={trade.data!}
          CustomerForm={CustomerForm}
          onReload={reload}
        />
      )}
    </WizardGate>
  );
}
