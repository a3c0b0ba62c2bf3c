import { addYears, todayInBerlin } from '@kontor/domain/business-calendar';
import type { Locale } from '@kontor/domain/constants';
import {
  BODYWORKS,
  COMMENT_MAX,
  CONSTRUCTION_TYPES,
  DOORS_MAX,
  EURO_NORMS,
  FUEL_TYPES,
  GEAR_TYPES,
  MILEAGE_MAX,
  PREVIOUS_OWNERS_MAX,
  VEHICLE_STATUSES,
} from '@kontor/domain/constants';
import {
  ENGINE_CAPACITY_MAX,
  INSPECTION_YEARS_MAX,
  kwToPs,
  POWER_KW_MAX,
  PRICE_MAX_CENTS,
  PURCHASE_TAXATIONS,
  PURCHASE_VAT_RATES,
  purchaseNet,
  type VehicleInput,
  vehicleInputSchema,
} from '@kontor/domain/vehicles';
import { WarningOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Col, Divider, Flex, Form, Input, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { formatDate, formatMoney, formatNumber } from '../../app/format';
import { DateInput, dateRulesFor } from '../../ui/date-input';
import { dayOrMonthIso, dayOrMonthValue } from '../../ui/day-or-month';
import { NumberInput, numberInputRule } from '../../ui/number-input';
import { applyFieldErrors, zodFieldRule } from '../../ui/zod-rule';
import { EquipmentList } from './equipment-list';
import { VinInStockWarning } from './vin-in-stock-warning';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';

type DateField = 'nextInspection' | 'firstRegistered';
/** The form's own values: dates as dayjs for the pickers, the rest as the schema takes them. */
type VehicleFormValues = Omit<VehicleInput, DateField> & {
  nextInspection?: Dayjs | null;
  firstRegistered?: Dayjs | null;
  agreement?: boolean;
};

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
  /** Fields read by OCR with low confidence: highlighted, described as "please check", until changed. */
  checkFields?: ReadonlySet<string>;
};

type NumberOptions = {
  disabled?: boolean;
  min: number;
  max: number;
  suffix?: string;
  money?: boolean;
  span?: number;
  extra?: ReactNode;
  required?: boolean;
};

/** The purchase price as net, VAT and gross (REGULAR) or as a margin purchase without input VAT. */
function purchaseText(values: Partial<VehicleFormValues>, t: TFunction, locale: Locale): string | undefined {
  const gross = values.purchasePrice;
  // Only a price the schema takes: a split of a refused one would read as an answer.
  if (typeof gross !== 'number' || !Number.isInteger(gross) || gross < 0 || gross > PRICE_MAX_CENTS) return undefined;
  if (values.purchaseTaxation === 'REGULAR') {
    const rate = values.purchaseVatRate;
    if (!rate) return undefined;
    const { net, vat } = purchaseNet(gross, 'REGULAR', rate);
    return t('vehicles.form.purchaseRegular', {
      net: formatMoney(net, locale),
      rate,
      vat: formatMoney(vat, locale),
      gross: formatMoney(gross, locale),
    });
  }
  return t('vehicles.form.purchaseMargin', { gross: formatMoney(gross, locale) });
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
  const { notification } = App.useApp();
  const [form] = Form.useForm<VehicleFormValues>();
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const power = Form.useWatch('power', form);
  const fuelType = Form.useWatch('fuelType', form);
  const vin = Form.useWatch('vinCode', form);
  const taxation = Form.useWatch('purchaseTaxation', form);
  const accidentFree = Form.useWatch('accidentFree', form);
  const purchase = Form.useWatch((values: Partial<VehicleFormValues>) => purchaseText(values, t, locale), form);
  const rule = (name: string) => zodFieldRule({ schema: vehicleInputSchema, prepare }, name, t);
  // The purchase contract recorded price and taxation, or an issued sale's margin rests on them: not typed over here.
  const purchaseLocked = Boolean(purchaseRecordedOn) || Boolean(soldByInvoice);
  // The HU limit is a Berlin day, as the server checks it (a past DateInput ends at Berlin's today too).
  const inspectionLimit = dayjs(addYears(todayInBerlin(), INSPECTION_YEARS_MAX)).endOf('month');

  const submit = async (values: VehicleFormValues) => {
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

  // An unsure field's hint comes first in its extra, which the control's aria-describedby names.
  const check = (name: string, extra: ReactNode) =>
    checkFields?.has(name)
      ? {
          className: 'ocr-unsure',
          extra: (
            <>
              <span className="ocr-check">
                <WarningOutlined aria-hidden /> {t('vehicles.ocr.check')}
              </span>
              {extra ? <div>{extra}</div> : null}
            </>
          ),
        }
      : { extra };
  const enumOptions = (list: readonly string[], key: string) =>
    list.map((value) => ({ value, label: t(`vehicles.enums.${key}.${value}`) }));
  const field = (
    name: keyof VehicleFormValues & string,
    control: ReactNode,
    options: { span?: number; extra?: ReactNode; required?: boolean } = {},
  ) => (
    <Col xs={24} sm={12} lg={options.span ?? 8}>
      <Form.Item
        name={name}
        label={t(`vehicles.form.${name}`)}
        rules={[...dateRulesFor(control), rule(name)]}
        {...check(name, options.extra)}
        required={options.required ?? true}
      >
        {control}
      </Form.Item>
    </Col>
  );
  // Numbers are typed as the language writes them (87.450 km); letters block saving with a message.
  const numberField = (name: keyof VehicleFormValues & string, options: NumberOptions) => (
    <Col xs={24} sm={12} lg={options.span ?? 8}>
      <Form.Item
        name={name}
        label={t(`vehicles.form.${name}`)}
        rules={[numberInputRule(t, { locale, money: options.money }), rule(name)]}
        validateFirst
        {...check(name, options.extra)}
        required={options.required ?? true}
      >
        <NumberInput
          money={options.money}
          min={options.min}
          max={options.max}
          suffix={options.suffix}
          disabled={options.disabled}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Col>
  );
  const select = (list: readonly string[], key: string) => (
    <Select placeholder={t('vehicles.form.select')} options={enumOptions(list, key)} showSearch={{ optionFilterProp: 'label' }} />
  );
  const upperCase = (event: FormEvent<HTMLInputElement>) => (event.currentTarget.value = event.currentTarget.value.toUpperCase());

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
      <Divider titlePlacement="start">{t('vehicles.form.sections.vehicle')}</Divider>
      <Row gutter={16}>
        {field('make', <Input autoComplete="off" />)}
        {field('model', <Input autoComplete="off" />)}
        {field('bodywork', select(BODYWORKS, 'bodywork'))}
        {field('constructionType', select(CONSTRUCTION_TYPES, 'constructionType'))}
        {field('fuelType', select(FUEL_TYPES, 'fuelType'))}
        {numberField('power', {
          min: 1,
          max: POWER_KW_MAX,
          suffix: 'kW',
          // Only a power the vehicle may have: "-408 PS" beside a refused "-300" would read as an answer.
          extra:
            typeof power === 'number' && Number.isInteger(power) && power >= 1 && power <= POWER_KW_MAX
              ? t('vehicles.form.ps', { ps: formatNumber(kwToPs(power)) })
              : undefined,
        })}
        {fuelType !== 'ELECTRIC' && numberField('engineCapacity', { min: 0, max: ENGINE_CAPACITY_MAX, suffix: 'cm³' })}
        {field('gearType', select(GEAR_TYPES, 'gearType'))}
        {field('euroNorm', select(EURO_NORMS, 'euroNorm'))}
        {numberField('doors', { min: 0, max: DOORS_MAX })}
      </Row>
      <Divider titlePlacement="start">{t('vehicles.form.sections.keys')}</Divider>
      <Row gutter={16}>
        {field('hsn', <Input inputMode="numeric" autoComplete="off" />, { required: false })}
        {field('tsn', <Input autoComplete="off" onInput={upperCase} />, { required: false })}
        {field('vinCode', <Input autoComplete="off" style={{ textTransform: 'uppercase' }} />, {
          extra: (
            <>
              {t('vehicles.form.vinHint')}
              <VinInStockWarning vin={vin} ownId={vehicleId} />
            </>
          ),
        })}
        {field('briefNumber', <Input autoComplete="off" style={{ textTransform: 'uppercase' }} />, {
          extra: t('vehicles.form.briefNumberHint'),
        })}
        {field('firstRegistered', <DateInput past allowMonth />, { required: false })}
        {field('nextInspection', <DateInput picker="month" disabledDate={(day) => day.isAfter(inspectionLimit)} />)}
      </Row>
      <Divider titlePlacement="start">{t('vehicles.form.sections.state')}</Divider>
      <Row gutter={16}>
        {numberField('mileage', { min: 0, max: MILEAGE_MAX, suffix: 'km' })}
        {numberField('previousOwners', { min: 0, max: PREVIOUS_OWNERS_MAX })}
        {field('licencePlate', <Input autoComplete="off" onInput={upperCase} />, {
          required: false,
          extra: t('vehicles.form.licencePlateHint'),
        })}
        {field(
          'accidentFree',
          <Radio.Group
            options={[
              { value: true, label: t('vehicles.enums.accidentFree.yes') },
              { value: false, label: t('vehicles.enums.accidentFree.no') },
              { value: null, label: t('vehicles.enums.accidentFree.unknown') },
            ]}
          />,
          { required: false },
        )}
        {accidentFree !== true &&
          field(
            'accidentNote',
            <Input.TextArea count={{ show: true, max: COMMENT_MAX }} autoSize={{ minRows: 1, maxRows: 4 }} />,
            {
              required: false,
            },
          )}
        {mode === 'edit' &&
          field(
            'status',
            <Select
              placeholder={t('vehicles.form.select')}
              options={enumOptions(VEHICLE_STATUSES, 'status')}
              showSearch={{ optionFilterProp: 'label' }}
              disabled={Boolean(soldByInvoice)}
            />,
            soldByInvoice ? { extra: t('vehicles.form.soldByInvoice', { number: soldByInvoice }) } : {},
          )}
      </Row>
      <Divider titlePlacement="start">{t('vehicles.form.sections.prices')}</Divider>
      <Row gutter={16}>
        {numberField('purchasePrice', {
          min: 0,
          max: PRICE_MAX_CENTS,
          money: true,
          suffix: '€',
          required: false,
          extra: [
            purchase,
            purchaseRecordedOn ? t('vehicles.purchase.recorded', { date: formatDate(purchaseRecordedOn, locale) }) : null,
            soldByInvoice ? t('vehicles.form.purchaseSoldByInvoice', { number: soldByInvoice }) : null,
          ]
            .filter(Boolean)
            .join(' · '),
          disabled: purchaseLocked,
        })}
        {field(
          'purchaseTaxation',
          <Radio.Group
            disabled={purchaseLocked}
            options={PURCHASE_TAXATIONS.map((value) => ({ value, label: t(`vehicles.enums.purchaseTaxation.${value}`) }))}
          />,
          { required: false },
        )}
        {taxation === 'REGULAR' &&
          field(
            'purchaseVatRate',
            <Radio.Group
              disabled={purchaseLocked}
              options={PURCHASE_VAT_RATES.map((rate) => ({ value: rate, label: t('vehicles.form.vatRate', { rate }) }))}
            />,
          )}
      </Row>
      <Row gutter={16}>
        {numberField('askingPrice', { min: 0, max: PRICE_MAX_CENTS, money: true, suffix: '€', required: false })}
        {numberField('minimumPrice', {
          min: 0,
          max: PRICE_MAX_CENTS,
          money: true,
          suffix: '€',
          required: false,
          extra: t('vehicles.form.minimumPriceHint'),
        })}
      </Row>
      <Divider titlePlacement="start">{t('vehicles.form.sections.details')}</Divider>
      <Row gutter={16}>
        {field('colour', <Input autoComplete="off" />, { required: false })}
        {field('interior', <Input autoComplete="off" />, { required: false })}
        <Col xs={24}>
          <EquipmentList />
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('vehicles.form.sections.notes')}</Divider>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name="comments" label={t('vehicles.form.comments')} rules={[rule('comments')]}>
            <Input.TextArea count={{ show: true, max: COMMENT_MAX }} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        </Col>
      </Row>
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
