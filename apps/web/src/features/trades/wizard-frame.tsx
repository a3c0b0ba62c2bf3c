import type { Vehicle } from '@kontor/domain/vehicles';
import { Button, Card, Flex, Grid, Spin, Steps, Typography } from 'antd';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../app/api-client';
import { firstField } from '../../ui/focus';
import { LoadFailed } from '../../ui/load-failed';

// The frame the sale and the purchase wizard share: the read of the vehicle and the trade, title,
// vehicle, the steps bar, the card with the step, Back and Next; and how a refused save finds the
// step its fields are on.

type FrameProps = {
  /** The wizard's title, translated. */
  title: string;
  vehicle: Vehicle;
  /** Shown above the steps (a finished trade's notice). */
  notice?: ReactNode;
  /** The steps' titles, translated. */
  steps: readonly string[];
  step: number;
  /** Whether an earlier step of the bar cannot be opened now (a later one opens only by saving). */
  closed(index: number): boolean;
  onStep(target: number): void;
  /** Next; absent on the last step. */
  onNext?: () => void;
  saving: boolean;
  /** Why Next waits (the customer form is open), or null. */
  hold: string | null;
  children: ReactNode;
};

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

/**
 * Whether this key saves the step, as Enter in a form's text field submits it. The wizards' forms
 * have no <form> element (`component={false}`): the buyer or seller step holds the customers form,
 * a <form> of its own, and forms must not nest. So Enter is handled here, and not where it already
 * means something: a select's search (it picks an option), a date picker (it takes the typed day),
 * a text area (a new line), or the inner customer form (it saves the customer).
 */
function savesStep(event: KeyboardEvent<HTMLElement>): boolean {
  const target = event.target;
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return false;
  if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return false;
  if (!(target instanceof HTMLInputElement) || !TEXT_INPUTS.has(target.type) || target.readOnly) return false;
  return target.getAttribute('role') !== 'combobox' && !target.closest('.ant-picker, form');
}

/**
 * On a new step, focus goes to its first field (else to the step itself): Next, or the step
 * bar, stayed focused below the new step, or, on the last step that has no Next, dropped to <body>.
 * Not when the wizard opens: the page starts as any page does.
 */
function useFocusOnNewStep(container: RefObject<HTMLDivElement | null>, step: number) {
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step || !container.current) return;
    shown.current = step;
    (firstField(container.current) ?? container.current).focus();
  }, [container, step]);
}

/** One wizard: its steps bar, the step's card and the buttons; the page keeps the form and what each step saves. */
export function WizardFrame({ title, vehicle, notice, steps, step, closed, onStep, onNext, saving, hold, children }: FrameProps) {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  const holdId = useId();
  const stepRef = useRef<HTMLDivElement>(null);
  useFocusOnNewStep(stepRef, step);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!onNext || hold !== null || saving || !savesStep(event)) return;
    event.preventDefault();
    onNext();
  };
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('trades.wizard.vehicle', { make: vehicle.make, model: vehicle.model, vin: vehicle.vinCode })}{' '}
          <Link to={`/vehicles/${vehicle.id}`}>{t('trades.wizard.toVehicle')}</Link>
        </Typography.Text>
      </div>
      {notice}
      <Steps
        size="small"
        current={step}
        orientation={wide ? 'horizontal' : 'vertical'}
        responsive={false}
        onChange={onStep}
        items={steps.map((stepTitle, index) => ({
          title: stepTitle,
          // Back is open (unless closed); forward only by saving the step.
          disabled: index > step || (index !== step && closed(index)),
        }))}
      />
      <Card>
        {/* Named by the step, so that a screen reader says which step focus has come to. */}
        <div ref={stepRef} role="group" aria-label={steps[step]} tabIndex={-1} onKeyDown={onKeyDown} style={{ outline: 'none' }}>
          {children}
        </div>
        <Flex gap={8} justify="space-between" vertical={!wide} style={{ marginTop: 24 }}>
          <Button onClick={() => onStep(step - 1)} disabled={step === 0 || closed(step - 1)} block={!wide}>
            {t('trades.wizard.back')}
          </Button>
          {hold && (
            <Typography.Text id={holdId} type="secondary" style={{ alignSelf: 'center' }}>
              {hold}
            </Typography.Text>
          )}
          {onNext && (
            <Button
              type="primary"
              onClick={onNext}
              loading={saving}
              disabled={hold !== null}
              aria-describedby={hold ? holdId : undefined}
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

type GateProps = {
  /** What failed to load, or null. */
  failure: unknown;
  ready: boolean;
  /** The catalog key of "could not be loaded". */
  failedTitle: string;
  onRetry(): void;
  children: () => ReactNode;
};

/** The wizard once its vehicle and trade are read; a failed read the api-client did not turn into an error page (no network) is said here, with a retry. */
export function WizardGate({ failure, ready, failedTitle, onRetry, children }: GateProps) {
  const { t } = useTranslation();
  if (failure) {
    const code = failure instanceof ApiError ? failure.code : '5003';
    return <LoadFailed title={t(failedTitle)} code={code} onRetry={onRetry} maxWidth={1100} />;
  }
  if (!ready) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  return <>{children()}</>;
}
