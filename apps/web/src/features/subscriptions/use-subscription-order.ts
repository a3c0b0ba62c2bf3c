import type { PaymentType, PlanName, PlansResponse, Subscription } from '@kontor/domain/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { useSession } from '../../app/session';
import { useApiErrors } from '../../app/use-api-errors';
import { SEPA_FIELDS } from './payment-step';
import { subscriptionKeys, subscriptionsApi } from './subscriptions.api';

/** The fields of the wizard's three steps, held by one form. */
export type WizardValues = {
  planName?: PlanName;
  paymentType: PaymentType;
  accountHolder?: string;
  iban?: string;
  bic?: string;
  mandateAccepted?: boolean;
};

type OrderOptions = {
  form: FormInstance<WizardValues>;
  offer: PlansResponse;
  onOrdered(subscription: Subscription): void;
  onAlreadySubscribed(): void;
  /** Back to a step of the wizard: the plan (0) or the payment (1). */
  goToStep(step: number): void;
  setNotice(notice: string): void;
  /** The server's field errors of the payment step, put on its fields once it is shown again. */
  pendingFieldsRef: RefObject<Record<string, string> | null>;
};

/** The wizard's values, the fields of steps not shown included. */
export const wizardValues = (form: FormInstance<WizardValues>): WizardValues => form.getFieldsValue(true) as WizardValues;

/** The plan chosen in the first step, as the offer prices it. */
export const chosenPlan = (form: FormInstance<WizardValues>, offer: PlansResponse) =>
  offer.plans.find((plan) => plan.planName === wizardValues(form).planName);

/**
 * The order and what its refusals do: a changed price or an operator who cannot invoice back to the
 * plans, a refused direct debit back to the payment step, a subscription that runs already to it.
 */
function useOrderMutation(options: Omit<OrderOptions, 'offer'> & { onSettled(): void }) {
  const { form, onOrdered, onAlreadySubscribed, goToStep, setNotice, pendingFieldsRef, onSettled } = options;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const showError = useApiErrors();
  return useMutation({
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
        goToStep(0);
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
        goToStep(0);
        return;
      }
      if (code === '9546') {
        await queryClient.refetchQueries({ queryKey: subscriptionKeys.plans });
        form.setFieldValue('paymentType', 'INVOICE');
        showError(error);
        goToStep(1);
        return;
      }
      const fields = error instanceof ApiError ? error.fields : {};
      const onPayment =
        Object.keys(fields).length > 0 &&
        Object.keys(fields).every((field) => (SEPA_FIELDS as readonly string[]).includes(field));
      if (onPayment) {
        pendingFieldsRef.current = fields;
        goToStep(1);
        return;
      }
      showError(error);
    },
    onSettled,
  });
}

/** Orders the chosen plan with the chosen payment, once per click. */
export function useSubscriptionOrder(options: OrderOptions) {
  const { form, offer } = options;
  const submitting = useRef(false);
  const order = useOrderMutation({
    ...options,
    onSettled: () => {
      submitting.current = false;
    },
  });

  const submit = () => {
    const plan = chosenPlan(form, offer);
    // One order per click: a second click (or Enter) while the first is on its way does nothing.
    if (!plan || submitting.current) return;
    submitting.current = true;
    const { paymentType, accountHolder, iban, bic, mandateAccepted } = wizardValues(form);
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
  return { order, submit };
}
