import { formatIban } from '@kontor/domain/display-format';
import type { PaymentType, PlansResponse, Subscription } from '@kontor/domain/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, type FormInstance, Grid, Steps } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { firstField, SCROLL_TO_FIRST_ERROR } from '../../ui/focus';
import { applyFieldErrors } from '../../ui/zod-rule';
import { OrderStep } from './order-step';
import { PaymentStep, SEPA_FIELDS } from './payment-step';
import { PlanStep } from './plan-step';
import { subscriptionKeys, subscriptionsApi } from './subscriptions.api';
import { chosenPlan, useSubscriptionOrder, wizardValues, type WizardValues } from './use-subscription-order';

const STEPS = ['plan', 'payment', 'order'] as const;

type WizardProps = {
  offer: PlansResponse;
  /** After a successful order: the page shows the running subscription. */
  onOrdered(subscription: Subscription): void;
  /** The server says there is a running subscription already: the page shows it. */
  onAlreadySubscribed(): void;
  /** Present when a canceled subscription still runs: back to its view. */
  onBack?: () => void;
  /** Counts the dealer's swaps of the page's views: from the first on, the wizard's first field takes focus. */
  focusRequest?: number;
};

type FocusOptions = {
  step: number;
  focusRequest: number;
  form: FormInstance<WizardValues>;
  pendingFieldsRef: RefObject<Record<string, string> | null>;
};

/** Where focus goes: into the wizard when the page asks, and to a new step's first field. */
function useStepFocus({ step, focusRequest, form, pendingFieldsRef }: FocusOptions) {
  const { t } = useTranslation();
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (focusRequest > 0 && stepRef.current) (firstField(stepRef.current) ?? stepRef.current).focus();
  }, [focusRequest]);

  // A new step starts at its first field (not at the Next button, which stayed below it); with the
  // server's field errors of the payment step, at the first field in error.
  useEffect(() => {
    if (shownStep.current === step || !stepRef.current) return;
    shownStep.current = step;
    const fields = pendingFieldsRef.current;
    pendingFieldsRef.current = null;
    if (fields) applyFieldErrors(form, fields, t);
    const wrong = fields ? SEPA_FIELDS.find((name) => name in fields) : undefined;
    if (wrong) form.focusField(wrong);
    else (firstField(stepRef.current) ?? stepRef.current).focus();
  }, [step, form, t, pendingFieldsRef]);
  return stepRef;
}

/** The payment step's defaults: the company's own IBAN, and a payment type that is still offered. */
function usePaymentDefaults(form: FormInstance<WizardValues>, offer: PlansResponse) {
  // The direct debit offers the company's own IBAN (its bank data in Manage Profile), unless the dealer
  // typed another already. Not its BIC: an IBAN of the EEA needs none, and a BIC offered with it would
  // stay behind, wrong, when the dealer types another IBAN.
  const account = useQuery({ queryKey: subscriptionKeys.companyAccount, queryFn: subscriptionsApi.companyAccount });
  useEffect(() => {
    const iban = account.data?.iban;
    if (iban && !form.isFieldTouched('iban') && !form.getFieldValue('iban')) form.setFieldsValue({ iban: formatIban(iban) });
  }, [account.data, form]);

  // A payment type no longer offered (the plans were reloaded) falls back to one that is.
  useEffect(() => {
    const current = form.getFieldValue('paymentType') as PaymentType | undefined;
    if (current && !offer.paymentTypes.includes(current)) form.setFieldValue('paymentType', offer.paymentTypes[0]);
  }, [offer.paymentTypes, form]);
}

/**
 * The order in three steps: plan, payment type, complete order. One form holds all three steps'
 * fields (antd keeps a field's value when its step is not shown), so going back and forth keeps
 * what was entered; each Next checks only the fields of its step.
 */
export function SubscriptionWizard({ offer, onOrdered, onAlreadySubscribed, onBack, focusRequest = 0 }: WizardProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const wide = Grid.useBreakpoint().md ?? true;
  const [form] = Form.useForm<WizardValues>();
  const [step, setStep] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const pendingFieldsRef = useRef<Record<string, string> | null>(null);
  const stepRef = useStepFocus({ step, focusRequest, form, pendingFieldsRef });
  usePaymentDefaults(form, offer);
  const { order, submit } = useSubscriptionOrder({
    form,
    offer,
    onOrdered,
    onAlreadySubscribed,
    goToStep: setStep,
    setNotice,
    pendingFieldsRef,
  });

  const stepFields = (index: number): string[] => {
    if (index === 0) return ['planName'];
    if (index === 1) return wizardValues(form).paymentType === 'SEPA' ? ['paymentType', ...SEPA_FIELDS] : ['paymentType'];
    return [];
  };

  const next = async () => {
    try {
      await form.validateFields(stepFields(step));
    } catch {
      return;
    }
    setNotice(null);
    setStep(step + 1);
  };

  const plan = chosenPlan(form, offer);
  const current = wizardValues(form);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, width: '100%' }}>
      {notice && <Alert type="warning" showIcon role="alert" title={notice} />}
      <Steps
        size="small"
        current={step}
        orientation={wide ? 'horizontal' : 'vertical'}
        responsive={false}
        onChange={(target) => target < step && setStep(target)}
        items={STEPS.map((name, index) => ({
          title: t(`subscriptions.steps.${name}`),
          disabled: index > step || order.isPending,
        }))}
      />
      <Card>
        <Form<WizardValues>
          form={form}
          name="subscription"
          layout="vertical"
          requiredMark={false}
          initialValues={{
            paymentType: offer.paymentTypes.includes('SEPA') ? 'SEPA' : 'INVOICE',
            accountHolder: user?.company?.legalName ?? '',
            mandateAccepted: false,
          }}
          onFinish={() => offer.orderable && (step < STEPS.length - 1 ? void next() : submit())}
          // Next refused: focus goes to the first field in error, not left on the button (or the
          // checkbox) where nothing says what is wrong.
          scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        >
          {/* Named by the step, so that a screen reader says which step focus has come to. */}
          <div
            ref={stepRef}
            role="group"
            aria-label={t(`subscriptions.steps.${STEPS[step]}`)}
            tabIndex={-1}
            style={{ outline: 'none' }}
          >
            {step === 0 && <PlanStep plans={offer.plans} orderable={offer.orderable} />}
            {step === 1 && <PaymentStep offer={offer} />}
            {step === 2 && plan && (
              <OrderStep
                order={{
                  plan,
                  paymentType: current.paymentType,
                  startsOn: offer.startsOn,
                  accountHolder: current.accountHolder,
                  iban: current.iban,
                  bic: current.bic,
                }}
              />
            )}
          </div>
          <Flex gap={8} justify="space-between" vertical={!wide} style={{ marginTop: 24 }}>
            {step > 0 ? (
              <Button onClick={() => setStep(step - 1)} disabled={order.isPending} block={!wide}>
                {t('subscriptions.wizard.back')}
              </Button>
            ) : onBack ? (
              <Button onClick={onBack} block={!wide}>
                {t('subscriptions.running.backToSubscription')}
              </Button>
            ) : (
              <span />
            )}
            {offer.orderable && (
              <Button type="primary" htmlType="submit" loading={order.isPending} block={!wide}>
                {step < STEPS.length - 1 ? t('subscriptions.wizard.next') : t('subscriptions.wizard.order')}
              </Button>
            )}
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
