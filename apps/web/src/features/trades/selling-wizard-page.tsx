import { todayInBerlin } from '@kontor/domain/business-calendar';
import { isErrorCode } from '@kontor/domain/errors';
import type { SellingTrade } from '@kontor/domain/trades';
import type { Vehicle } from '@kontor/domain/vehicles';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Grid, Spin, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { useApiErrors } from '../../app/use-api-errors';
import { applyFieldErrors } from '../../ui/zod-rule';
import { BuyerStep, type CustomerFormSlot } from './buyer-step';
import { DocumentsStep } from './documents-step';
import { GenerateStep } from './generate-step';
import { HandoverStep } from './handover-step';
import { PriceStep } from './price-step';
import {
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

type WizardProps = { vehicle: Vehicle; trade: SellingTrade | null; CustomerForm: CustomerFormSlot };

/** The step a 422 belongs to: the first that shows one of its fields (-1: none does). */
function stepOfFields(fields: Record<string, string>): number {
  return STEP_FIELDS.findIndex((names) => Object.keys(fields).some((field) => (names as readonly string[]).includes(field)));
}

function SellingWizard({ vehicle, trade, CustomerForm }: WizardProps) {
  const { t } = useTranslation();
  const showError = useApiErrors();
  const { save } = useSellingTrade(vehicle.id);
  const wide = Grid.useBreakpoint().md ?? true;
  const [start] = useState(() => startingPoint({ vehicleId: vehicle.id, trade, vehiclePurchasePrice: vehicle.purchasePrice }));
  // Open dates are today's when shown, not when the draft was written (see draftValues).
  const today = todayInBerlin();
  const initial = withDefaultDates(start.values, today);
  const purchaseFromVehicle = vehicle.purchasePrice !== null;
  const [form] = Form.useForm<SellingFormValues>();
  const [step, setStep] = useState<StepIndex>(start.step);
  // While documents are being made the dealer stays on the generate step.
  const [generating, setGenerating] = useState(false);
  // While the buyer step's new-customer form is open, a half-typed buyer must not be skipped past.
  const [addingCustomer, setAddingCustomer] = useState(false);
  const holdBuyer = step === 0 && addingCustomer;
  const pendingErrors = useRef<Record<string, string> | null>(null);
  // The server's trade the draft is typed over: a step's save makes it newer.
  const tradeUpdatedAt = useRef(trade?.updatedAt ?? null);
  const finished = trade?.status === 'FINISHED';

  // The fields of a step are only there once it is shown: a 422 for another step waits for it.
  useEffect(() => {
    if (!pendingErrors.current) return;
    applyFieldErrors(form, pendingErrors.current, t);
    pendingErrors.current = null;
  }, [step, form, t]);

  const values = () => fromFormValues(form.getFieldsValue(true) as SellingFormValues);
  const keepDraft = (at: StepIndex) =>
    writeSellingDraft(vehicle.id, { step: at, values: draftValues(values(), { start: start.values, today }), tradeUpdatedAt: tradeUpdatedAt.current });
  const goTo = (target: StepIndex) => {
    keepDraft(target);
    setStep(target);
  };
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
        const saved = await save.mutateAsync({ docType, values: stepBody(savedValues(current, { start: start.values, today }), step, { purchaseFromVehicle }) });
        tradeUpdatedAt.current = saved.updatedAt;
      } catch (error) {
        const at = error instanceof ApiError ? stepOfFields(error.fields) : -1;
        if (error instanceof ApiError && at >= 0) {
          if (at === step) applyFieldErrors(form, error.fields, t);
          else {
            pendingErrors.current = error.fields;
            goTo(at as StepIndex);
          }
        } else showError(error);
        return;
      }
    }
    goTo((step + 1) as StepIndex);
  }

  // What the steps show now, for the generate step (the form's store is empty before its first render).
  const watched = Form.useWatch([], { form, preserve: true }) as SellingFormValues | undefined;
  const current = watched ? fromFormValues({ ...toFormValues(initial), ...watched }) : initial;
  const documents = orderedDocuments(current.documents).filter((type) => !(finished && type === 'INVOICE'));

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('trades.wizard.title')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('trades.wizard.vehicle', { make: vehicle.make, model: vehicle.model, vin: vehicle.vinCode })}{' '}
          <Link to={`/vehicles/${vehicle.id}`}>{t('trades.wizard.toVehicle')}</Link>
        </Typography.Text>
      </div>
      {finished && <Alert type="info" showIcon title={t('trades.wizard.finished', { number: trade.invoiceNumber ?? '' })} />}
      <Steps
        size="small"
        current={step}
        orientation={wide ? 'horizontal' : 'vertical'}
        responsive={false}
        onChange={(target) => goTo(target as StepIndex)}
        items={STEPS.map((key, index) => ({
          title: t(`trades.wizard.steps.${key}`),
          // Back is open (not while documents are being made); forward only by saving the step.
          disabled: index > step || (index !== step && closed(index)),
        }))}
      />
      <Card>
        <Form<SellingFormValues>
          form={form}
          component={false}
          layout="vertical"
          initialValues={toFormValues(initial)}
          onValuesChange={() => keepDraft(step)}
          scrollToFirstError
        >
          {step === 0 && (
            <BuyerStep
              CustomerForm={CustomerForm}
              tradeBuyer={trade?.buyer ?? null}
              onPicked={() => keepDraft(step)}
              adding={addingCustomer}
              onAddingChange={setAddingCustomer}
            />
          )}
          {step === 1 && <PriceStep vehiclePurchasePrice={vehicle.purchasePrice} vehiclePurchaseTaxation={vehicle.purchaseTaxation} />}
          {step === 2 && <HandoverStep tradeBuyer={trade?.buyer ?? null} />}
          {step === 3 && <DocumentsStep issuedNumber={finished ? trade.invoiceNumber : null} />}
          {step === GENERATE_STEP && (
            <GenerateStep
              vehicleId={vehicle.id}
              tradeId={trade?.id ?? null}
              documents={documents}
              input={{ language: current.language, invoiceNumber: current.invoiceNumber ?? undefined }}
              onRunning={setGenerating}
            />
          )}
        </Form>
        <Flex gap={8} justify="space-between" vertical={!wide} style={{ marginTop: 24 }}>
          <Button onClick={() => goTo((step - 1) as StepIndex)} disabled={step === 0 || closed(step - 1)} block={!wide}>
            {t('trades.wizard.back')}
          </Button>
          {holdBuyer && (
            <Typography.Text id="selling-hold-buyer" type="secondary" style={{ alignSelf: 'center' }}>
              {t('trades.buyer.finishNewCustomer')}
            </Typography.Text>
          )}
          {step < GENERATE_STEP && (
            <Button
              type="primary"
              onClick={() => void next()}
              loading={save.isPending}
              disabled={holdBuyer}
              aria-describedby={holdBuyer ? 'selling-hold-buyer' : undefined}
              block={!wide}
            >
              {t('trades.wizard.next')}
            </Button>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}

/** The selling wizard, /selling/selling-documents/:id (SPEC.md §2): buyer, price, handover, documents, generate. */
export default function SellingWizardPage({ CustomerForm }: { CustomerForm: CustomerFormSlot }) {
  usePageTitle('trades.wizard.title');
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { trade } = useSellingTrade(id);
  const vehicle = useQuery({ queryKey: tradesKeys.vehicle(id), queryFn: () => tradesApi.vehicle(id) });
  const failure = trade.error ?? vehicle.error;
  if (failure) {
    // A failed read the api-client did not turn into an error page (the network is down): said here, with a retry.
    const code = failure instanceof ApiError ? failure.code : '5003';
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('trades.wizard.loadFailed')}
        description={t(isErrorCode(code) ? `errors.${code}` : 'errors.5003')}
        action={
          <Button onClick={() => void Promise.all([trade.refetch(), vehicle.refetch()])}>{t('trades.wizard.retry')}</Button>
        }
        style={{ maxWidth: 1100 }}
      />
    );
  }
  if (!vehicle.isSuccess || !trade.isSuccess) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  return <SellingWizard key={id} vehicle={vehicle.data} trade={trade.data} CustomerForm={CustomerForm} />;
}
