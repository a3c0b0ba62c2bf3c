import { formatIban } from '@kontor/domain/display-format';
import type { PaymentType, PlanName, PlansResponse, Subscription } from '@kontor/domain/subscriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Grid, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { useSession } from '../../app/session';
import { useApiErrors } from '../../app/use-api-errors';
import { firstField, SCROLL_TO_FIRST_ERROR } from '../../ui/focus';
import { applyFieldErrors } from '../../ui/zod-rule';
import { OrderStep } from './order-step';
import { PaymentStep, SEPA_FIELDS } from './payment-step';
import { PlanStep } from './plan-step';
import { subscriptionKeys, subscriptionsApi } from './subscriptions.api';

export type WizardValues = {
  planName?: PlanName;
  paymentType: PaymentType;
  accountHolder?: string;
  iban?: string;
  bic?: string;
  mandateAccepted?: boolean;
};

const STEPS = ['plan', 'payment', 'order'] as const;

type WizardProps = {
  offer: PlansResponse;
  /** After a successful order: the page shows the running subscription. */
  onOrdered(subscription: Subscription): void;
  /** The server says there is a running subscription already: the page shows it. */
  onAlreadySubscribed(): void;
  /** Present when a cancelled subscription still runs: back to its view. */
  onBack?: () => void;
  /** Counts the dealer's swaps of the page's views: from the first on, the wizard's first field takes focus. */
  focusRequest?: number;
};

/**
 * The order in three steps: plan, payment type, complete order. One form holds all three steps'
 * fields (antd keeps a field's value when its step is not shown), so going back and forth keeps
 * what was entered; each Next checks only the fields of its step.
 */
export function SubscriptionWizard({ offer, onOrdered, onAlreadySubscribed, onBack, focusRequest = 0 }: WizardProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { user, refresh } = useSession();
  const showError = useApiErrors();
  const wide = Grid.useBreakpoint().md ?? true;
  const [form] = Form.useForm<WizardValues>();
  const [step, setStep] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const pendingFields = useRef<Record<string, string> | null>(null);
  const submitting = useRef(false);
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
    const fields = pendingFields.current;
    pendingFields.current = null;
    if (fields) applyFieldErrors(form, fields, t);
    const wrong = fields ? SEPA_FIELDS.find((name) => name in fields) : undefined;
    if (wrong) form.focusField(wrong);
    else (firstField(stepRef.current) ?? stepRef.current).focus();
  }, [step, form, t]);

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

  const values = (): WizardValues => form.getFieldsValue(true) as WizardValues;
  const chosenPlan = () => offer.plans.find((plan) => plan.planName === values().planName);

  const order = useMutation({
    mutationFn: subscriptionsApi.subscribe,
    onSuccess: async (subscription) => {
      queryClient.setQueryData<Subscription[]>(subscriptionKeys.list, (old) => [subscription, ...(old ?? [])]);
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      void message.success(t('subscriptions.saved'));
      onOrdered(subscription);
      // The header's trial days and the trial banner follow the session user.
      await refresh();
    },
    onError: async (error) => {
      const code = error instanceof ApiError ? error.code : '';
      if (code === '9544') {
        // The price changed since the page showed it: show the new one, to be ordered knowingly.
        await queryClient.refetchQueries({ queryKey: subscriptionKeys.plans });
        setNotice(t('subscriptions.wizard.priceChanged'));
        setStep(0);
        return;
      }
      if (code === '5006') {
        showError(error);
        await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
        onAlreadySubscribed();
        await refresh();
        return;
      }
      if (code === '9555') {
        // The operator cannot invoice (any more): the plans, reloaded, say that nothing can be ordered.
        showError(error);
        await queryClient.refetchQueries({ queryKey: subscriptionKeys.plans });
        setStep(0);
        return;
      }
      if (code === '9546') {
        await queryClient.refetchQueries({ queryKey: subscriptionKeys.plans });
        form.setFieldValue('paymentType', 'INVOICE');
        showError(error);
        setStep(1);
        return;
      }
      const fields = error instanceof ApiError ? error.fields : {};
      const onPayment =
        Object.keys(fields).length > 0 &&
        Object.keys(fields).every((field) => (SEPA_FIELDS as readonly string[]).includes(field));
      if (onPayment) {
        pendingFields.current = fields;
        setStep(1);
        return;
      }
      showError(error);
    },
    onSettled: () => {
      submitting.current = false;
    },
  });

  const stepFields = (index: number): string[] => {
    if (index === 0) return ['planName'];
    if (index === 1) return values().paymentType === 'SEPA' ? ['paymentType', ...SEPA_FIELDS] : ['paymentType'];
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

  const submit = () => {
    const plan = chosenPlan();
    // One order per click: a second click (or Enter) while the first is on its way does nothing.
    if (!plan || submitting.current) return;
    submitting.current = true;
    const { paymentType, accountHolder, iban, bic, mandateAccepted } = values();
    order.mutate(
      paymentType === 'SEPA'
        ? {
            planName: plan.planName,
            price: plan.netCents,
            paymentType,
            accountHolder: accountHolder?.trim(),
            iban,
            bic: bic?.trim() || undefined,
            mandateAccepted,
          }
        : { planName: plan.planName, price: plan.netCents, paymentType },
    );
  };

  const plan = chosenPlan();
  const current = values();
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
