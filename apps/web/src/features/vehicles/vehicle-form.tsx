import { PURCHASE_VAT_RATES, type VehicleInput, vehicleInputSchema } from '@kontor/domain/vehicles';
import { App, Button, Checkbox, Flex, Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { dayOrMonthIso, dayOrMonthValue } from '../../ui/day-or-month';
import { applyFieldErrors, zodFieldRule } from '../../ui/zod-rule';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';
import { vehicleFieldKit, type VehicleFormValues } from './vehicle-form-fields';
import { DetailsSection, KeysSection, PricesSection, StateSection, VehicleTypeSection } from './vehicle-form-sections';

export function toInput(values: VehicleFormValues): VehicleInput {
  const { agreement: _agreement, ...rest } = values;
  return {
    ...rest,
    // An electric motor has no capacity: a value typed under another fuel type is not sent.
    engineCapacity: values.fuelType === 'ELECTRIC' ? null : values.engineCapacity,
    nextInspection: values.nextInspection ? values.nextInspection.format('YYYY-MM-01') : '',
    // A month stays a month (YYYY-MM): no day is made up for it.
    firstRegistered: dayOrMonthIso(values.firstRegistered),
  };
}

/** Stored or drafted values (ISO strings) as the form holds them. */
export function fromInput(input: Partial<Record<string, unknown>>): VehicleFormValues {
  const date = (value: unknown) => (typeof value === 'string' && value ? dayjs(value) : null);
  // No mileage preset: the dealer reads it off the car; an empty field asks for it instead of storing 0 km.
  const values = {
    status: 'CURRENT',
    equipment: [],
    ...(input as Partial<VehicleInput>),
    nextInspection: date(input.nextInspection),
    firstRegistered: dayOrMonthValue(input.firstRegistered),
  } as VehicleFormValues;
  // Most used cars are bought from private sellers, without VAT: margin scheme unless stated.
  values.purchaseTaxation ??= 'MARGIN';
  return values;
}

/** Draft storage keeps plain JSON: dates as ISO strings. */
export function toDraft(values: VehicleFormValues): Record<string, unknown> {
  return {
    ...values,
    nextInspection: values.nextInspection?.format('YYYY-MM-DD') ?? null,
    firstRegistered: dayOrMonthIso(values.firstRegistered),
  };
}

const prepare = (raw: Record<string, unknown>) => toInput(raw as VehicleFormValues) as Record<string, unknown>;

type VehicleFormProps = {
  initialValues: VehicleFormValues;
  /** Adding asks for the agreement checkbox; editing shows the list (current or sold) instead. */
  mode: 'create' | 'edit';
  /** The vehicle being edited: its own VIN is no duplicate. */
  vehicleId?: string;
  submitting: boolean;
  onSubmit(values: VehicleInput): Promise<unknown>;
  onBack?(): void;
  /** Every change: all values, and the names of the fields just changed. */
  onChange?(values: VehicleFormValues, changed: string[]): void;
  /** Shown above the fields (where the data came from). */
  intro?: ReactNode;
  /**
   * The day of the purchase contract made in Kontor: its price and taxation are then the
   * contract's, shown read-only here (the server ignores edits of them).
   */
  purchaseRecordedOn?: string | null;
  /**
   * The number of the invoice that sold the vehicle: it goes back to stock only by cancelling that
   * sale (the server answers 409 9320 otherwise), so the status is shown read-only with the reason.
   */
  soldByInvoice?: string | null;
  /** Fields to check against the document (read by OCR), each with what to say at it: highlighted until changed. */
  checkFields?: ReadonlyMap<string, ReactNode>;
};

/**
 * Saves the form's values; a field the server refuses shows its message at the field, any other
 * refusal a notice.
 */
function useVehicleSubmit(form: FormInstance<VehicleFormValues>, onSubmit: VehicleFormProps['onSubmit']) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  return async (values: VehicleFormValues) => {
    try {
      await onSubmit(toInput(values));
    } catch (error) {
      if (error instanceof ApiError && applyFieldErrors(form, error.fields, t)) {
        const [first] = Object.keys(error.fields);
        if (first) form.scrollToField(first, { block: 'center' });
        return;
      }
      // A server failure has taken the dealer to the error page already; anything else is said here,
      // so a refused save (400 5003, a conflict) never looks like nothing happened.
      if (error instanceof ApiError && error.status >= 500) return;
      const code = error instanceof ApiError ? error.code : '5003';
      notification.error({
        title: t('vehicles.form.saveFailed'),
        description: t(`errors.${code}`, { defaultValue: t('errors.5003') }),
      });
    }
  };
}

/** Every field of a vehicle as one form, validated by the domain's vehicleInputSchema field by field. */
export function VehicleForm(props: VehicleFormProps) {
  const {
    initialValues,
    mode,
    vehicleId,
    submitting,
    onSubmit,
    onBack,
    onChange,
    intro,
    purchaseRecordedOn = null,
    soldByInvoice = null,
    checkFields,
  } = props;
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<VehicleFormValues>();
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const rule = (name: string) => zodFieldRule({ schema: vehicleInputSchema, prepare }, name, t);
  const kit = vehicleFieldKit({ t, locale, rule, checkFields });
  const submit = useVehicleSubmit(form, onSubmit);

  return (
    <Form<VehicleFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed: Partial<VehicleFormValues>, all) => {
        // A purchase with VAT is at the standard rate unless the dealer says otherwise (19 %, UStG § 12 Abs. 1).
        const standardRate = changed.purchaseTaxation === 'REGULAR' && !all.purchaseVatRate;
        if (standardRate) form.setFieldValue('purchaseVatRate', PURCHASE_VAT_RATES[0]);
        onChange?.(standardRate ? { ...all, purchaseVatRate: PURCHASE_VAT_RATES[0] } : all, Object.keys(changed));
      }}
      scrollToFirstError={SCROLL_TO_FIRST_ERROR}
    >
      {intro}
      <VehicleTypeSection kit={kit} />
      <KeysSection kit={kit} vehicleId={vehicleId} />
      <StateSection kit={kit} mode={mode} soldByInvoice={soldByInvoice} />
      <PricesSection kit={kit} purchaseRecordedOn={purchaseRecordedOn} soldByInvoice={soldByInvoice} />
      <DetailsSection kit={kit} />
      {mode === 'create' && (
        <Form.Item
          name="agreement"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, value: unknown) =>
                value ? undefined : Promise.reject(new Error(t('vehicles.form.agreementRequired'))),
            },
          ]}
        >
          <Checkbox>{t('vehicles.form.agreement')}</Checkbox>
        </Form.Item>
      )}
      <Flex gap={8} wrap justify="flex-end">
        {onBack && <Button onClick={onBack}>{t('common.actions.back')}</Button>}
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('common.actions.save')}
        </Button>
      </Flex>
    </Form>
  );
}
