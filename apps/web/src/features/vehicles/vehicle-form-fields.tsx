import type { Locale } from '@kontor/domain/constants';
import type { VehicleInput } from '@kontor/domain/vehicles';
import { Col, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { FormEvent, ReactNode } from 'react';
import { dateRulesFor } from '../../ui/date-input';
import { NumberInput, numberInputRule } from '../../ui/number-input';
import type { zodFieldRule } from '../../ui/zod-rule';

type DateField = 'nextInspection' | 'firstRegistered';
/** The form's own values: dates as dayjs for the pickers, the rest as the schema takes them. */
export type VehicleFormValues = Omit<VehicleInput, DateField> & {
  nextInspection?: Dayjs | null;
  firstRegistered?: Dayjs | null;
  agreement?: boolean;
};

type FieldName = keyof VehicleFormValues & string;

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

type KitOptions = {
  t: TFunction;
  locale: Locale;
  /** The schema's rule for one field. */
  rule: (name: string) => ReturnType<typeof zodFieldRule>;
  /**
   * Fields to check against the document (read by OCR with low confidence, or rejected), each with
   * what to say at it: highlighted until changed.
   */
  checkFields?: ReadonlyMap<string, ReactNode>;
};

/** Typed letters of a key or plate turn capital as they are typed. */
export const upperCase = (event: FormEvent<HTMLInputElement>) =>
  (event.currentTarget.value = event.currentTarget.value.toUpperCase());

/** How the vehicle form draws a field: its label, the schema's rule, the OCR hint, its column. */
export function vehicleFieldKit({ t, locale, rule, checkFields }: KitOptions) {
  // A field's hint comes first in its extra, which the control's aria-describedby names.
  const check = (name: string, extra: ReactNode) =>
    checkFields?.has(name)
      ? {
          className: 'ocr-unsure',
          extra: (
            <>
              <div className="ocr-hint">{checkFields.get(name)}</div>
              {extra ? <div>{extra}</div> : null}
            </>
          ),
        }
      : { extra };
  const enumOptions = (list: readonly string[], key: string) =>
    list.map((value) => ({ value, label: t(`vehicles.enums.${key}.${value}`) }));
  const field = (name: FieldName, control: ReactNode, options: { span?: number; extra?: ReactNode; required?: boolean } = {}) => (
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
  const numberField = (name: FieldName, options: NumberOptions) => (
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
  return { t, locale, rule, field, numberField, select, enumOptions };
}

export type VehicleFieldKit = ReturnType<typeof vehicleFieldKit>;
