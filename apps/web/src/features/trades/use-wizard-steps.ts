import { todayInBerlin } from '@kontor/domain/business-calendar';
import { Form } from 'antd';
import { useRef, useState } from 'react';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';
import { isChangedElsewhere } from './issue-summary';
import { useStepErrors } from './wizard-frame';
import { draftWithoutDefaults, savedWithoutDefaults, type WizardDefinition, type WizardStep, withToday } from './wizard-draft';

type Options<Values, FormValues, Trade, Save, Context> = {
  definition: WizardDefinition<Values, FormValues, Omit<Save, 'ifMatch'>, Context>;
  vehicleId: string;
  /** The server's trade when the wizard opened (null: none yet). */
  trade: Trade | null;
  /** Where the wizard starts and with what (run once). */
  begin(): { step: WizardStep; values: Values };
  /** The step save (the trade hook's mutation). */
  save(step: Save): Promise<Trade>;
  /** Loads the trade as it is now and starts the wizard again from it on `step` (after 409 9541). */
  onReload(step: number): Promise<void>;
};

/**
 * The state both wizards keep around their steps: one antd form for every step's fields, the step
 * shown, the tab's draft of what was typed, the trade as this tab last read or saved it, and Next,
 * which checks the step, saves it on that version and opens the next step.
 */
export function useWizardSteps<Values, FormValues, Trade extends { updatedAt: string; status: string }, Save, Context>({
  definition,
  vehicleId,
  trade,
  begin,
  save,
  onReload,
}: Options<Values, FormValues, Trade, Save, Context>) {
  const [start] = useState(begin);
  // Open dates are today's when shown, not when the draft was written (see draftWithoutDefaults).
  const today = todayInBerlin();
  const defaulted = { start: start.values, today, dates: definition.openDates };
  const initial = withToday(start.values, definition.openDates, today);
  const [form] = Form.useForm<FormValues>();
  const [step, setStep] = useState<WizardStep>(start.step);
  // While documents are being made the dealer stays on the generate step.
  const [generating, setGenerating] = useState(false);
  // While the party step's customer form is open, a half-typed customer must not be skipped past.
  const [customerFormOpen, setCustomerFormOpen] = useState(false);
  // The server's trade the draft is typed over: a step's save makes it newer.
  const tradeUpdatedAt = useRef(trade?.updatedAt ?? null);
  // The trade as this tab last read or saved it (not a refetch of the cache: that may carry another
  // tab's change). Its version goes with every save and document request; the last step shows it.
  const [seen, setSeen] = useState(trade);
  // Another tab changed the trade since: this tab's change was refused (409 9541).
  const [changedElsewhere, setChangedElsewhere] = useState(false);

  const values = () => definition.fromForm(form.getFieldsValue(true) as FormValues);
  const keepDraft = (at: WizardStep) =>
    definition.drafts.write(vehicleId, {
      step: at,
      values: draftWithoutDefaults(values(), defaulted),
      tradeUpdatedAt: tradeUpdatedAt.current,
    });
  const goTo = (target: number) => {
    keepDraft(target as WizardStep);
    setStep(target as WizardStep);
  };
  const showStepError = useStepErrors({ form, step, stepFields: definition.stepFields, goTo });

  /** Saves the step on the version this tab saw; false when refused (the reason shown). */
  async function saveStep(request: Omit<Save, 'ifMatch'>): Promise<boolean> {
    try {
      const saved = await save({ ...request, ifMatch: seen?.updatedAt ?? null } as Save);
      tradeUpdatedAt.current = saved.updatedAt;
      setSeen(saved);
      setChangedElsewhere(false);
      return true;
    } catch (error) {
      // What was typed stays in the form until the dealer loads the current version.
      if (isChangedElsewhere(error)) setChangedElsewhere(true);
      else showStepError(error);
      return false;
    }
  }

  /**
   * Checks the step's fields `check` (null: none), saves the step as the definition says unless the
   * trade is finished, and opens the next step; `context` is what the page knows that the step's
   * request depends on.
   */
  async function next(check: string[] | null, context: Context) {
    if (check) {
      try {
        await form.validateFields(check as never);
      } catch {
        return;
      }
    }
    // A date that is only today's default stays open on the trade (see savedWithoutDefaults).
    const finished = trade?.status === 'FINISHED';
    if (!finished && !(await saveStep(definition.stepRequest(savedWithoutDefaults(values(), defaulted), step, context)))) return;
    goTo(step + 1);
  }

  // What the steps show now (the form's store is empty before its first render).
  const watched = Form.useWatch([], { form, preserve: true }) as FormValues | undefined;
  const current = watched ? definition.fromForm({ ...definition.toForm(initial), ...watched }) : initial;

  return {
    form,
    step,
    goTo,
    next,
    today,
    current,
    seen,
    changedElsewhere,
    reload: () => onReload(step),
    /** The wizard holds the party step while its customer form is open. */
    customerHold: step === 0 && customerFormOpen,
    generating,
    setGenerating,
    /** What the party step gets from the wizard. */
    party: { onPicked: () => keepDraft(step), formOpen: customerFormOpen, onFormOpenChange: setCustomerFormOpen },
    /** The form's settings: every step's fields in one store, each change kept in the draft. */
    formProps: {
      form,
      component: false,
      layout: 'vertical',
      initialValues: definition.toForm(initial),
      onValuesChange: () => keepDraft(step),
      scrollToFirstError: SCROLL_TO_FIRST_ERROR,
    } as const,
  };
}
