import {
  BODYWORKS,
  COMMENT_MAX,
  CONSTRUCTION_TYPES,
  EURO_NORMS,
  FUEL_TYPES,
  GEAR_TYPES,
  VEHICLE_STATUSES,
} from '@kontor/domain/constants';
import { kwToPs, type VehicleInput, vehicleInputSchema } from '@kontor/domain/vehicles';
import { Button, Checkbox, Col, DatePicker, Divider, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { formatNumber } from '../../ui/format';
import { applyFieldErrors, zodFieldRule } from '../../ui/zod-rule';

type DateField = 'nextInspection' | 'firstRegistered';
/** The form's own values: dates as dayjs for the pickers, the rest as the schema takes them. */
export type VehicleFormValues = Omit<VehicleInput, DateField> & {
  nextInspection?: Dayjs | null;
  firstRegistered?: Dayjs | null;
  agreement?: boolean;
};

const DATE_FORMAT = { de: 'DD.MM.YYYY', en: 'YYYY-MM-DD' } as const;
const MONTH_FORMAT = { de: 'MM.YYYY', en: 'YYYY-MM' } as const;

export function toInput(values: VehicleFormValues): VehicleInput {
  const { agreement: _agreement, ...rest } = values;
  return {
    ...rest,
    nextInspection: values.nextInspection ? values.nextInspection.format('YYYY-MM-01') : '',
    firstRegistered: values.firstRegistered ? values.firstRegistered.format('YYYY-MM-DD') : null,
  };
}

/** Stored or drafted values (ISO strings) as the form holds them. */
export function fromInput(input: Partial<Record<string, unknown>>): VehicleFormValues {
  const date = (value: unknown) => (typeof value === 'string' && value ? dayjs(value) : null);
  return {
    mileage: 0,
    status: 'CURRENT',
    ...(input as Partial<VehicleInput>),
    nextInspection: date(input.nextInspection),
    firstRegistered: date(input.firstRegistered),
  } as VehicleFormValues;
}

/** Draft storage keeps plain JSON: dates as ISO strings. */
export function toDraft(values: VehicleFormValues): Record<string, unknown> {
  return {
    ...values,
    nextInspection: values.nextInspection?.format('YYYY-MM-DD') ?? null,
    firstRegistered: values.firstRegistered?.format('YYYY-MM-DD') ?? null,
  };
}

const prepare = (raw: Record<string, unknown>) => toInput(raw as VehicleFormValues) as Record<string, unknown>;

export type VehicleFormProps = {
  initialValues: VehicleFormValues;
  /** Adding asks for the agreement checkbox; editing shows the list (current or sold) instead. */
  mode: 'create' | 'edit';
  submitting: boolean;
  onSubmit(values: VehicleInput): Promise<unknown>;
  onBack?(): void;
  onChange?(values: VehicleFormValues): void;
  /** Shown above the fields (where the data came from). */
  intro?: ReactNode;
};

/** Every field of a vehicle as one form, validated by the domain's vehicleInputSchema field by field. */
export function VehicleForm({ initialValues, mode, submitting, onSubmit, onBack, onChange, intro }: VehicleFormProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<VehicleFormValues>();
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const power = Form.useWatch('power', form);
  const rule = (name: string) => zodFieldRule(vehicleInputSchema, name, t, prepare);

  const submit = async (values: VehicleFormValues) => {
    try {
      await onSubmit(toInput(values));
    } catch (error) {
      if (error instanceof ApiError && applyFieldErrors(form, error.fields, t)) return;
      throw error;
    }
  };

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
        rules={[rule(name)]}
        extra={options.extra}
        required={options.required ?? true}
      >
        {control}
      </Form.Item>
    </Col>
  );
  const select = (list: readonly string[], key: string) => (
    <Select placeholder={t('vehicles.form.select')} options={enumOptions(list, key)} showSearch={{ optionFilterProp: 'label' }} />
  );
  const number = (max: number) => <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} />;

  return (
    <Form<VehicleFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      onValuesChange={(_changed, all) => onChange?.(all)}
      scrollToFirstError
    >
      {intro}
      <Divider titlePlacement="start">{t('vehicles.form.sections.vehicle')}</Divider>
      <Row gutter={16}>
        {field('make', <Input autoComplete="off" />)}
        {field('model', <Input autoComplete="off" />)}
        {field('bodywork', select(BODYWORKS, 'bodywork'))}
        {field('constructionType', select(CONSTRUCTION_TYPES, 'constructionType'))}
        {field('fuelType', select(FUEL_TYPES, 'fuelType'))}
        {field('power', number(2000), {
          extra: typeof power === 'number' ? t('vehicles.form.ps', { ps: formatNumber(kwToPs(power)) }) : undefined,
        })}
        {field('engineCapacity', number(30_000))}
        {field('gearType', select(GEAR_TYPES, 'gearType'))}
        {field('euroNorm', select(EURO_NORMS, 'euroNorm'))}
        {field('doors', number(9))}
      </Row>
      <Divider titlePlacement="start">{t('vehicles.form.sections.keys')}</Divider>
      <Row gutter={16}>
        {field('hsn', <Input inputMode="numeric" maxLength={5} autoComplete="off" />, { required: false })}
        {field(
          'tsn',
          <Input
            maxLength={4}
            autoComplete="off"
            onInput={(event) => (event.currentTarget.value = event.currentTarget.value.toUpperCase())}
          />,
          { required: false },
        )}
        {field('vinCode', <Input maxLength={20} autoComplete="off" style={{ textTransform: 'uppercase' }} />, {
          extra: t('vehicles.form.vinHint'),
        })}
        {field('briefNumber', <Input maxLength={14} autoComplete="off" style={{ textTransform: 'uppercase' }} />, {
          extra: t('vehicles.form.briefNumberHint'),
        })}
        {field('firstRegistered', <DatePicker format={DATE_FORMAT[locale]} style={{ width: '100%' }} />, { required: false })}
        {field('nextInspection', <DatePicker picker="month" format={MONTH_FORMAT[locale]} style={{ width: '100%' }} />)}
      </Row>
      <Divider titlePlacement="start">{t('vehicles.form.sections.state')}</Divider>
      <Row gutter={16}>
        {field('mileage', <InputNumber min={0} max={999_999} precision={0} style={{ width: '100%' }} suffix="km" />)}
        {field('previousOwners', number(9))}
        {mode === 'edit' && field('status', select(VEHICLE_STATUSES, 'status'))}
      </Row>
      <Divider titlePlacement="start">{t('vehicles.form.sections.notes')}</Divider>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name="comments" label={t('vehicles.form.comments')} rules={[rule('comments')]}>
            <Input.TextArea maxLength={COMMENT_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
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
        {onBack && <Button onClick={onBack}>{t('vehicles.form.back')}</Button>}
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('vehicles.form.save')}
        </Button>
      </Flex>
    </Form>
  );
}
